import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCatalog } from '@/i18n';
import { getVariant } from '@/services/session';
import { applyBrand } from '@/ui';
import { App } from './app/App';
import { screenOf } from './app/screens';
import './app/app.css';

/** A prerendered page asks for this module from a script, which runs it as soon as it has loaded. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function boot(): Promise<void> {
  const { locale } = getVariant();
  document.documentElement.lang = locale;
  // The screen's code before the first render: rendered lazily, it would show the loading view and
  // then wait out React's 300 ms fallback throttle (src/app/preload.ts). A chunk that fails to load
  // fails again as the screen renders, where the route's error page says so.
  const screen = screenOf(window.location.pathname, window.location.hash)?.preload().catch(() => undefined);
  const ready: Promise<unknown>[] = [loadCatalog(locale), documentParsed(), screen ?? Promise.resolve()];
  // Statically false in a production build, so the demo backend is dropped from it entirely. (The
  // screen's first request left with the HTML, scripts/lib/earlyRequest.ts; a demo build sends it
  // from the screen, once the demo backend listens.)
  if (import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_PROXY) {
    ready.push(import('@mocks/browser').then(({ startDemoBackend }) => startDemoBackend()));
  }
  await Promise.all(ready);
  applyBrand();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A quiet page's HTML holds its markup in both markets (scripts/lib/prerender.ts); the head's
  // script showed the one this address asks for, or neither on another route. That one hydrates;
  // the other goes.
  const shown = document.documentElement.getAttribute('data-prerendered') === locale;
  const prerendered = shown ? document.querySelector<HTMLElement>(`.prerendered[data-locale="${locale}"]`) : null;
  document.querySelectorAll('.prerendered').forEach((element) => {
    if (element !== prerendered) element.remove();
  });
  // A transition, both ways: React renders (or hydrates) the first screen in slices and lets the
  // phone breathe between them, instead of one long task (total blocking time on a slow CPU, issues
  // 7 and 22). Outside one, hydration runs at a lane React never slices.
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(prerendered, app);
    });
    return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  startTransition(() => {
    createRoot(root).render(app);
  });
}

void boot();
