/**
 * Where a toast goes so that it never covers the field the user is typing in (issue 19 §6: a toast
 * sat over the focused input of the register page and of the footer form). With nothing focused it
 * is centred, as it always was. With an input focused it goes to the top of what is visible, or the
 * bottom when the input is up there; on a phone the visible part is the visual viewport, which the
 * on-screen keyboard shrinks (and iOS scrolls), so both are measured in it, never in the page.
 */

/** A vertical stretch of the layout viewport, in CSS px from its top (what `position: fixed` uses). */
export interface Band {
  top: number;
  bottom: number;
}

export type ToastPlace = 'center' | 'top' | 'bottom';

/** Space between the toast and the edge of what is visible. */
export const TOAST_EDGE = 16;
/** Space kept between the toast and the focused input. */
export const TOAST_GAP = 8;

/**
 * The toast's place and top (layout viewport px) for a toast `height` tall inside the visible band
 * `view`, keeping clear of `avoid` (the focused input, or null): the first of top, bottom, centre that
 * covers none of it, else the one that covers least.
 */
export function placeToast(view: Band, height: number, avoid: Band | null): { place: ToastPlace; top: number } {
  const center = { place: 'center' as const, top: view.top + (view.bottom - view.top - height) / 2 };
  if (!avoid || avoid.bottom <= view.top || avoid.top >= view.bottom) return center;
  const candidates = [
    { place: 'top' as const, top: view.top + TOAST_EDGE },
    { place: 'bottom' as const, top: view.bottom - TOAST_EDGE - height },
    center,
  ];
  const covered = ({ top }: { top: number }) =>
    Math.max(0, Math.min(top + height, avoid.bottom + TOAST_GAP) - Math.max(top, avoid.top - TOAST_GAP));
  return candidates.reduce((best, candidate) => (covered(candidate) < covered(best) ? candidate : best));
}

const NOT_TYPED_IN = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

/** The focused element the user types in (an input, a text area, a select, editable text), or null. */
export function focusedInput(doc: Document = document): Element | null {
  const element = doc.activeElement;
  if (!element || element === doc.body) return null;
  if (element instanceof HTMLInputElement) return NOT_TYPED_IN.has(element.type) ? null : element;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  return element instanceof HTMLElement && element.isContentEditable ? element : null;
}

/** What is visible of the layout viewport: the visual viewport where the browser has one. */
export function visibleBand(win: Window = window): Band {
  const viewport = win.visualViewport;
  if (viewport) return { top: viewport.offsetTop, bottom: viewport.offsetTop + viewport.height };
  return { top: 0, bottom: win.innerHeight };
}
