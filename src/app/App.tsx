import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import NotFoundScreen from '@/screens/notFound';
import { LoadingHost, LoadingView, ToastHost } from '@/ui';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterServices } from './RouterServices';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import { useHydrated } from '@/screens/shared/useHydrated';
import { hashPath } from '@/routes';
import { availablePaths, hashScreens, screens } from './screens';

// The dev log exists only in dev and demo builds: statically null in production, so the bundle
// leaves it out entirely.
const DevLog =
  import.meta.env.MODE === 'production' ? null : lazy(() => import('@/ui/DevLog').then(({ DevLog: Log }) => ({ default: Log })));

// The statechart gallery (src/gallery), for reviews: dev and demo builds only, like the dev log.
const Gallery = import.meta.env.MODE === 'production' ? null : lazy(() => import('@/gallery/Gallery'));

/** A screen as the router shows it: its own error boundary, and the loading view while its code comes. */
function screenElement(Screen: ComponentType, resetKey: string) {
  return (
    <RouteErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<LoadingView />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  const location = useLocation();
  const HashScreen = hashScreens[hashPath(location.hash)];
  if (HashScreen) return screenElement(HashScreen, location.key);
  // Not a <Route>: a condition that is statically false leaves nothing in a production build.
  if (Gallery && location.pathname === '/statecharts') return screenElement(Gallery, location.key);
  return (
    <Routes>
      {Object.entries(screens).map(([path, Screen]) => (
        <Route key={path} path={path} element={screenElement(Screen, location.key)} />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

/** The dev log is not in a prerendered page's HTML: it joins once the page has hydrated. */
function DevLogHost({ Log }: { Log: ComponentType }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Log />
    </Suspense>
  ) : null;
}

/** The app; `location` renders one address at build time (src/app/prerender.tsx) instead of the browser's. */
export function App({ location }: { location?: string }) {
  const content = (
    <>
      <RouterServices />
      <AvailableRoutes.Provider value={availablePaths}>
        <AppRoutes />
      </AvailableRoutes.Provider>
      <ToastHost />
      <LoadingHost />
      {DevLog && <DevLogHost Log={DevLog} />}
    </>
  );
  return location === undefined ? <BrowserRouter>{content}</BrowserRouter> : <StaticRouter location={location}>{content}</StaticRouter>;
}
