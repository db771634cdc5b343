import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCatalog } from '@/i18n';
import { getVariant } from '@/services/session';
import { applyBrand } from '@/ui';
import { App } from './app/App';
import { EARLY_ROUTES } from './app/earlyRoutes';
import './app/app.css';

async function boot(): Promise<void> {
  const { locale } = getVariant();
  document.documentElement.lang = locale;
  const ready: Promise<unknown>[] = [loadCatalog(locale)];
  // The screen's first request goes out beside its code and the catalog, not after them. The demo
  // backend must be listening first, so a demo build starts it once the worker is ready.
  // Nothing waits for it: the screen adopts it if it has arrived, or asks itself.
  const early = () => {
    if (!EARLY_ROUTES.has(location.pathname)) return;
    void import('./app/early')
      .then(({ startFirstRequest }) => startFirstRequest(location.pathname, location.search))
      .catch(() => {});
  };
  // Statically false in a production build, so the demo backend is dropped from it entirely.
  if (import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_PROXY) {
    const backend = import('@mocks/browser').then(({ startDemoBackend }) => startDemoBackend());
    ready.push(backend);
    void backend.then(early);
  } else {
    early();
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
  if (prerendered) {
    hydrateRoot(prerendered, app);
    return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first screen in slices and lets the phone breathe between
  // them, instead of one long task (total blocking time on a slow CPU, issue 7).
  startTransition(() => {
    createRoot(root).render(app);
  });
}

void boot();
