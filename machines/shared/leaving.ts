import { fromCallback, type EventObject } from 'xstate';

/**
 * Leaving a page for another one, as the complaint pages do (the entry for the form, the new
 * complaint page for the chatbot, the chatbot for the complaint entry).
 *
 * Asking the router for the next page does not mean the borrower is there: the router shows the
 * next page in a React transition, and keeps this page on screen, with its machine running, until
 * the next page's code has arrived. Back pressed meanwhile cancels the move: the history returns
 * to this page's entry and the same page, the same machine, is on screen again, while the router
 * reports nothing (the address is the one this page already had). A machine that ended on its
 * navigation would leave a page that answers nothing.
 *
 * So a page that navigates away waits in a leaving state, not a final one. That state runs
 * `watchBack` (the binding's popstate listener, src/screens/shared/watchBack.ts), and
 * `history.back` returns the borrower to what they were doing. Once the next page shows, the page
 * unmounts and its machine stops with it.
 */
export type HistoryBackEvent = { type: 'history.back' };

/** The placeholder of the listener: the binding provides it (xstate's `provide`), tests their own. */
export const watchBack = fromCallback<EventObject>(() => {
  throw new Error('watchBack not provided');
});

/** The words of leaving (machines/shared/words.ts). */
export const LEAVING_WORDS = {
  events: { 'history.back': 'User presses Back before the next page shows' },
  actors: { watchBack: { does: 'Watches for Back while the next page loads', done: 'Back pressed', error: 'Back watch failed' } },
} as const;
