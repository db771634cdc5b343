import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import NotFoundScreen from '@/screens/notFound';
import { LoadingHost, LoadingView, ToastHost } from '@/ui';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterServices } from './RouterServices';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import { hashPath } from '@/routes';
import { replayPreTaps } from './preTaps';
import { availablePaths, hashScreens, screens } from './screens';

// The dev log exists only in dev and demo builds: statically null in production, so the bundle
// leaves it out entirely.
const DevLog =
  import.meta.env.MODE === 'production' ? null : lazy(() => import('@/ui/DevLog').then(({ DevLog: Log }) => ({ default: Log })));

// The statechart gallery (src/gallery), for reviews: dev and demo builds only, like the dev log.
const Gallery = import.meta.env.MODE === 'production' ? null : lazy(() => import('@/gallery/Gallery'));

/** Runs once its screen has committed: a prerendered screen has hydrated, its buttons listen. */
function ReplayTaps() {
  useEffect(replayPreTaps, []);
  return null;
}

/** A screen as the router shows it: its own error boundary, and the loading view while its code comes. */
export function screenElement(Screen: ComponentType, resetKey: string) {
  return (
    <RouteErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<LoadingView />}>
        <Screen />
        <ReplayTaps />
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

/** The app inside a router: the browser's here, one address's at build time (src/app/prerender.tsx). */
export function AppContent() {
  return (
    <>
      <RouterServices />
      <AvailableRoutes.Provider value={availablePaths}>
        <AppRoutes />
      </AvailableRoutes.Provider>
      <ToastHost />
      <LoadingHost />
      {DevLog && (
        <Suspense fallback={null}>
          <DevLog />
        </Suspense>
      )}
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
