import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import NotFoundScreen from '@/screens/notFound';
import { LoadingHost, LoadingView, ToastHost } from '@/ui';
import { DevLog } from '@/ui/DevLog';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterServices } from './RouterServices';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import { availablePaths, screens } from './screens';

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
      <DevLog />
    </BrowserRouter>
  );
}
