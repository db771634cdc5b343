import axios, { type AxiosInstance } from 'axios';
import { type HeaderParam, queryHeader } from '@/services/session';
import { HTTP_TIMEOUT_MS } from './earlyGlobal';

export { HTTP_TIMEOUT_MS };

/** Both clients of §7 "Shared behaviour" share the timeout and the XMLHttpRequest marker. */
const MARKER = { 'X-Requested-With': 'XMLHttpRequest' } as const;
/** XMLHttpRequest: uploads report progress only through it (the build leaves axios's fetch adapter out). */
const ADAPTER = 'xhr';

/** A client with the shared timeout and marker, these headers, and two header values from the page query. */
function createClient(headers: Record<string, string>, fromQuery: readonly HeaderParam[]): AxiosInstance {
  const client = axios.create({ adapter: ADAPTER, timeout: HTTP_TIMEOUT_MS, headers: { ...MARKER, ...headers } });
  client.interceptors.request.use((request) => {
    for (const name of fromQuery) request.headers.set(name, queryHeader(name));
    return request;
  });
  return client;
}

/**
 * JSON client: headers spits and beech from the page query; the response is unwrapped so
 * callers get the body; errors pass through unchanged (no rejection handler: axios passes an
 * error on to the caller as it is).
 */
export const jsonClient = createClient({}, ['spits', 'beech']);
jsonClient.interceptors.response.use((response) => response.data as never);

/** Form client: form-urlencoded, headers swift and eyes from the page query, no unwrapping. */
export const formClient = createClient({ 'Content-Type': 'application/x-www-form-urlencoded' }, ['swift', 'eyes']);
