import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@/pages/notFound/NotFoundPage';
import { navigation } from '@/services/navigation';
import { adoptSession } from '@/services/session';
import { LoadingHost, LoadingView, ToastHost } from '@/ui';
import { DevLog } from '@/ui/DevLog';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { screens } from './screens';

/** Lets services and injected machine actions navigate, and re-reads device parameters on arrival. */
function RouterServices() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  useEffect(() => {
    adoptSession(search);
  }, [search]);
  return null;
}

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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <RouterServices />
      <AppRoutes />
      <ToastHost />
      <LoadingHost />
      <DevLog />
    </BrowserRouter>
  );
}
