import { fromCallback, type EventObject } from 'xstate';

/**
 * The browser's Back while a page waits for the next one to show (machines/shared/leaving.ts): the
 * history moved (popstate) and the router, which only reports addresses it has not shown, says
 * nothing. A callback actor, so the listener lives exactly as long as the leaving state.
 */
export const watchBack = fromCallback<EventObject>(({ sendBack }) => {
  const onPop = () => sendBack({ type: 'history.back' });
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
});
