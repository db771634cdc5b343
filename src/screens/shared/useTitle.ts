import { useEffect } from 'react';

/**
 * WebView toolbars show `document.title`, so each screen names itself. Its own module: the
 * not-found page is in the entry, which must not pull in xstate for it.
 */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
