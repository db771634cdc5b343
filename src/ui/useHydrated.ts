import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is rendered at build time (src/app/prerender.tsx) and while the browser
 * hydrates that HTML; true on every render after. What depends on the visit's own address (links
 * that carry its session, the framed policy's address) is drawn the build's way until then: React
 * does not patch an attribute that differs from the HTML it hydrates, so the page renders once more
 * with the visit's values right after hydrating. A screen rendered without prerendered HTML reads
 * true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
