import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { ROUTES } from '@/routes';

/** A route's screen, loaded on first need; `preload` fetches it ahead of the first render. */
export type LazyScreen = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * Like React.lazy, but a screen whose code has already arrived renders at once: lazy() suspends
 * on its first render even when the chunk is in, so the first commit would be the Suspense
 * fallback and the screen a second one (a wasted render on a slow phone, issue 7).
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download may be retried (the error boundary remounts the route).
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the
  // screen and restart its flow.
  const Screen = () => {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  };
  return Object.assign(Screen, { preload });
}

/**
 * The screens that exist, by path: each is its own lazily loaded chunk. The router registers
 * these, and the test page links only to these.
 */
export const screens: Readonly<Record<string, LazyScreen>> = {
  [ROUTES.testPreview]: lazyScreen(() => import('@/screens/testPreview')),
  [ROUTES.complaintList]: lazyScreen(() => import('@/screens/complaintList')),
  [ROUTES.customerService]: lazyScreen(() => import('@/screens/customerService')),
  [ROUTES.complaintDetails]: lazyScreen(() => import('@/screens/complaintDetails')),
  [ROUTES.complaintEntry]: lazyScreen(() => import('@/screens/complaintEntry')),
  [ROUTES.complaintForm]: lazyScreen(() => import('@/screens/complaintForm')),
  [ROUTES.cardRepay]: lazyScreen(() => import('@/screens/cardRepay')),
};

export const availablePaths: ReadonlySet<string> = new Set(Object.keys(screens));

/** The first screen's code, fetched beside the catalog so the first render is the screen. */
export function preloadScreen(pathname: string): Promise<void> {
  return screens[pathname]?.preload().catch(() => {}) ?? Promise.resolve();
}
