import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import NotFoundScreen from '@/screens/notFound';
import { LoadingHost, LoadingView, ToastHost } from '@/ui';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterServices } from './RouterServices';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import { availablePaths, screens } from './screens';

// The dev log exists only in dev and demo builds: statically null in production, so the bundle
// leaves it out entirely.
const DevLog =
  import.meta.env.MODE === 'production' ? null : lazy(() => import('@/ui/DevLog').then(({ DevLog: Log }) => ({ default: Log })));

export function AppRoutes() {
  const location = useLocation();
  return (
    <Routes>
      {Object.entries(screens).map(([path, Screen]) => (
        <Route
          key={path}
          path={path}
          element={
            <RouteErrorBoundary resetKey={location.key}>
              <Suspense fallback={<LoadingView />}>
                <Screen />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
