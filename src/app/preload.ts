import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { PRELOAD_GLOBAL } from './preloadGlobal';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * Asks for a screen's scripts and stylesheets, all at once, beside its chunk, and answers when the
 * stylesheets are in (no unstyled flash): the HTML's inline script (scripts/lib/routePreload.ts)
 * holds every route's files and leaves this function on `self`; the entry carries no list of its
 * own. In dev and tests there is no list: vite serves the stylesheets with the modules.
 */
function preloadRoute(key: string): Promise<unknown> | undefined {
  return (globalThis as unknown as Record<string, ((key: string) => Promise<unknown>) | undefined>)[PRELOAD_GLOBAL]?.(key);
}

/** Lazy screens by address, each asking for its files under `prefix + address` as it loads. */
export function lazyScreens(loads: Record<string, Load>, prefix = ''): Record<string, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(
    Object.entries(loads).map(([path, load]) => [
      path,
      lazy(() => Promise.all([load(), preloadRoute(prefix + path)]).then(([screen]) => screen)),
    ]),
  );
}
