import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { sectionOf } from './sections';

/**
 * Where a site page opens: at the section its fragment names (`/#about` from another site page,
 * or a shared link; the browser's own jump happened before the page was drawn), else at the top
 * when the visitor moved here by a link. Back, forward and reload keep the browser's position.
 */
export function useSiteScroll(): void {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const section = sectionOf(hash);
    if (section) document.getElementById(section)?.scrollIntoView?.({ block: 'start' });
    else if (navigationType === 'PUSH') window.scrollTo?.(0, 0);
    // Only on arrival: a jump between sections on the page is the browser's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
