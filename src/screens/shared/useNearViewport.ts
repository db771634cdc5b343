import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, or once the browser is idle
 * after the page has loaded, whichever is first: the moment to fetch a lazily loaded part that sits
 * below the fold (the public site's footer form), early enough that it is there when the visitor
 * scrolls to it, late enough that it never competes with the page's first paint. Without
 * IntersectionObserver (old WebViews, tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(() => setNear(true), { timeout: 4000 });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setNear(true), 2000);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [near, ref, rootMargin]);
  return near;
}
