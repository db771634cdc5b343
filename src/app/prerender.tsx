/**
 * Renders a quiet page at build time (scripts/lib/prerender.ts, issue 22): the build writes its
 * HTML, in both markets, into the page's own file, and the browser hydrates it (src/main.tsx). Built
 * by vite for Node (`build.ssr`), never part of what a phone downloads.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { loadCatalog } from '@/i18n';
import { PrerenderTitle } from '@/screens/shared/useTitle';
import { prerenderedSearch, refreshSession, type Locale } from '@/services/session';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './App';

export interface PrerenderedPage {
  /** The app's markup for the page (what hydrates into its container). */
  html: string;
  /** What the page's binding sets as document.title. */
  title: string;
}

export async function prerenderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  // The market is the session's (§1 isNeedPop), as on a phone; nothing else of a visit is known.
  refreshSession(prerenderedSearch(locale));
  await loadCatalog(locale);
  let title = '';
  const stream = await renderToReadableStream(
    <StrictMode>
      <PrerenderTitle.Provider value={(asked) => (title = asked)}>
        <StaticRouter location={path}>
          <AppContent />
        </StaticRouter>
      </PrerenderTitle.Provider>
    </StrictMode>,
    { onError: (error) => { throw error; } },
  );
  // Every lazy screen resolved: the page's whole markup, with no fallback or streaming script.
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, title };
}
