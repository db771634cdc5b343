/**
 * Copies text to the clipboard: the asynchronous Clipboard API where the WebView offers it (a
 * secure context with permission), else the old way, a hidden textarea selected and
 * `document.execCommand('copy')`, which older Android WebViews still honour. Rejects when neither
 * worked, so the page can say so and leave the text to be selected by hand.
 */
export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, not a secure context): the fallback may still work.
    }
  }
  if (!copyWithTextarea(text)) throw new Error('The text could not be copied');
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off screen but selectable (display:none cannot be selected); 16px stops iOS zooming in.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  area.style.fontSize = '16px';
  const previous = document.activeElement;
  document.body.appendChild(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous instanceof HTMLElement) previous.focus();
  }
}

export const clipboard = { copy: copyText };
