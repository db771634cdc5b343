import axios, { type AxiosInstance } from 'axios';
import { queryHeader } from '@/services/session';

/** Both clients of §7 "Shared behaviour" share this timeout and the XMLHttpRequest marker. */
export const HTTP_TIMEOUT_MS = 60000;
const MARKER = { 'X-Requested-With': 'XMLHttpRequest' } as const;
/** XMLHttpRequest: uploads report progress only through it (the build leaves axios's fetch adapter out). */
const ADAPTER = 'xhr';

/**
 * JSON client: headers spits and beech from the page query; the response is unwrapped so
 * callers get the body; errors pass through unchanged.
 */
export function createJsonClient(): AxiosInstance {
  const client = axios.create({ adapter: ADAPTER, timeout: HTTP_TIMEOUT_MS, headers: { ...MARKER } });
  client.interceptors.request.use((request) => {
    request.headers.set('spits', queryHeader('spits'));
    request.headers.set('beech', queryHeader('beech'));
    return request;
  });
  client.interceptors.response.use(
    (response) => response.data as never,
    (error: unknown) => Promise.reject(error),
  );
  return client;
}

/** Form client: form-urlencoded, headers swift and eyes from the page query, no unwrapping. */
export function createFormClient(): AxiosInstance {
  const client = axios.create({
    adapter: ADAPTER,
    timeout: HTTP_TIMEOUT_MS,
    headers: { ...MARKER, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  client.interceptors.request.use((request) => {
    request.headers.set('swift', queryHeader('swift'));
    request.headers.set('eyes', queryHeader('eyes'));
    return request;
  });
  return client;
}

export const jsonClient = createJsonClient();
export const formClient = createFormClient();
