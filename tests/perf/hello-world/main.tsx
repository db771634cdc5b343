/**
 * The floor of `npm run perf`: React 19 + react-dom rendering one heading, built by the same Vite
 * and React plugin as the app (scripts/perf.mjs) and served by the same server. A route's LCP is
 * judged against this page's LCP in the same run.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  return <h1>Hello world</h1>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);
