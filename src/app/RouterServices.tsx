import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { navigation } from '@/services/navigation';
import { adoptSession } from '@/services/session';

/** Lets services and injected machine actions navigate, and re-reads device parameters on arrival. */
export function RouterServices() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  useEffect(() => {
    adoptSession(search);
  }, [search]);
  return null;
}
