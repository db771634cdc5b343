import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { feedback } from '@/services/feedback';
import { focusedInput, placeToast, visibleBand } from './toastPlacement';
import './ui.css';

/**
 * Shows the feedback store's current toast; the store owns its timing (3 s default, 300 ms
 * minimum: §9). The live region stays mounted so screen readers announce each new message.
 * While a toast shows it keeps clear of the focused input (toastPlacement.ts), following the
 * keyboard, scrolling and focus moves.
 */
export function ToastHost() {
  const { toast } = useSyncExternalStore(feedback.subscribe, feedback.getState, feedback.getState);
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!toast || !element) return;
    const place = () => {
      const input = focusedInput();
      const avoid = input ? input.getBoundingClientRect() : null;
      const height = element.getBoundingClientRect().height;
      const { place: where, top } = placeToast(visibleBand(), height, avoid && { top: avoid.top, bottom: avoid.bottom });
      element.dataset.place = where;
      element.style.top = `${Math.round(top)}px`;
    };
    let frame = 0;
    // Focus moves and scrolling settle within a frame (focusout fires before the next element is focused).
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    // What moves a focused input or the visible part of the page while the toast shows.
    const watched: [EventTarget | null, string, boolean][] = [
      [document, 'focusin', false],
      [document, 'focusout', false],
      [window, 'scroll', true],
      [window.visualViewport, 'resize', false],
      [window.visualViewport, 'scroll', false],
    ];
    watched.forEach(([target, type, capture]) => target?.addEventListener(type, later, capture));
    return () => {
      cancelAnimationFrame(frame);
      watched.forEach(([target, type, capture]) => target?.removeEventListener(type, later, capture));
      delete element.dataset.place;
      element.style.top = '';
    };
  }, [toast]);
  return (
    <div ref={region} className="ui-toast-region" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="ui-toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}
