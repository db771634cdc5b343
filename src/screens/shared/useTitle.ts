import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page rendered at build time reports its title (src/app/prerender.tsx writes it into the
 * HTML's <title>): effects, which set document.title, do not run there.
 */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

/**
 * WebView toolbars show `document.title`, so each screen names itself. Its own module: the
 * not-found page is in the entry, which must not pull in xstate for it.
 */
export function useTitle(title: string): void {
  useContext(PrerenderTitle)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
