import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCatalog } from '@/i18n';
import { getVariant } from '@/services/session';
import { applyBrand } from '@/ui';
import { App } from './app/App';
import './app/app.css';

async function boot(): Promise<void> {
  const { locale } = getVariant();
  document.documentElement.lang = locale;
  const ready: Promise<unknown>[] = [loadCatalog(locale)];
  // Statically false in a production build, so the demo backend is dropped from it entirely.
  if (import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_PROXY) {
    ready.push(import('@mocks/browser').then(({ startDemoBackend }) => startDemoBackend()));
  }
  await Promise.all(ready);
  applyBrand();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
