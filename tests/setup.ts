import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadCatalog } from '@/i18n';
import { feedback } from '@/services/feedback';
import { refreshSession } from '@/services/session';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setLatency } from '@mocks/respond';
import { resetOpen } from './support/open';

await loadCatalog('en-IN');
// Parts the pages load lazily after their first paint: cached here, so a fake-timer test never
// waits on the disk for them.
await Promise.all([import('@/screens/loanDetails/Popups'), import('@/screens/loanConfirm/AgreementModal'), import('@/screens/vaRepay/TipsDialog'), import('@/screens/shared/site/FooterForm')]);

// Testing Library only recognises Jest's fake timers: its async wrapper waits on a setTimeout(0)
// that Vitest's fake clock would never fire unless this shim lets it advance the clock.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// What index.html names every page: each screen must name itself.
beforeEach(() => {
  document.title = 'Loan';
});
afterEach(async () => {
  cleanup();
  resetOpen();
  server.resetHandlers();
  resetDb();
  setLatency(null);
  feedback.reset();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  refreshSession('');
  // A test that opened an Indonesian screen leaves the catalog as the next one expects it.
  await loadCatalog('en-IN');
});
afterAll(() => server.close());
