import { createElement, lazy, useState, type ComponentType } from 'react';
import { PRELOAD_GLOBAL } from './preloadGlobal';

type Load = () => Promise<{ default: ComponentType }>;

/** A screen the router shows: its code loads lazily, or before the first render with `preload`. */
export interface LazyScreen {
  (): ReturnType<typeof createElement>;
  /** Loads the screen's code (once); a screen mounted after it renders at once, with no fallback. */
  preload: () => Promise<void>;
}

/**
 * Asks for a screen's scripts and stylesheets, all at once, beside its chunk, and answers when the
 * stylesheets are in (no unstyled flash): the HTML's inline script (scripts/lib/routePreload.ts)
 * holds every route's files and leaves this function on `self`; the entry carries no list of its
 * own. In dev and tests there is no list: vite serves the stylesheets with the modules.
 */
function preloadRoute(key: string): Promise<unknown> | undefined {
  return (globalThis as unknown as Record<string, ((key: string) => Promise<unknown>) | undefined>)[PRELOAD_GLOBAL]?.(key);
}

/**
 * A screen whose code may already be in when it mounts. React.lazy alone suspends on its first
 * render even then, and React holds a Suspense boundary's content back for 300 ms after it showed
 * the fallback (its fallback throttle): every data route painted its screen 300 ms after its code
 * and its answer were in (measured on /complaintList: fallback at 154 ms, screen at 454 ms).
 */
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((screen) => {
      loaded = screen;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Screen() {
    // Chosen once a mount: turning from the lazy wrapper into the screen itself would mount the
    // screen again (its machine would start over and ask the server again).
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Shown);
  }
  return Object.assign(Screen, { preload });
}

/** Lazy screens by address, each asking for its files under `prefix + address` as it loads. */
export function lazyScreens(loads: Record<string, Load>, prefix = ''): Record<string, LazyScreen> {
  return Object.fromEntries(
    Object.entries(loads).map(([path, load]) => [
      path,
      lazyScreen(() => Promise.all([load(), preloadRoute(prefix + path)]).then(([screen]) => screen.default)),
    ]),
  );
}
