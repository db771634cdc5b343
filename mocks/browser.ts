import { setupWorker } from 'msw/browser';
import { db } from './db';
import { handlers } from './handlers';
import { setLatency } from './respond';

export const DB_STORAGE_KEY = 'loan-h5-demo-db';

export const worker = setupWorker(...handlers);

/**
 * The browser demo backend: state kept in sessionStorage so a reload keeps filed complaints and
 * uploaded images, and answers delayed like a real mobile network. Calls the app does not mock
 * (the public site's external pages, fonts) go to the network untouched.
 */
export async function startDemoBackend(): Promise<void> {
  db.persist(window.sessionStorage, DB_STORAGE_KEY);
  setLatency([300, 600]);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
