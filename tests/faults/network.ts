import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Fault } from './record';

/*
 * The seven faults of issue 23 as the demo backend can answer them, and the one it cannot: MSW's
 * XMLHttpRequest interceptor never starts the request's own timer, so a request held forever would
 * spin forever in jsdom where a browser gives up after `xhr.timeout`. `honourXhrTimeouts()` puts
 * that timer back, on the (fake) clock the test moves.
 */

/** The refusal the matrix's server sends with a message: what the borrower must be shown. */
export const SERVER_MESSAGE = 'Service is busy (fault test)';
/** A failure code no endpoint treats as success or as a known case (§7, §8: '00' or 0 is success). */
export const FAILURE_CODE = '500301';

export type Method = 'GET' | 'POST';

/**
 * The handler answering `path` with `fault`. "Missing fields": for a call whose answer carries data
 * (`required: 'data'`), its success code (`success`: '00', or '0' for the calls that take any code
 * parsing to 0) with data lacking every field; for a call answered by its code alone, no code.
 * The first `after` calls are answered by the demo backend as usual. `served()` is how many calls
 * got the fault: the call was made.
 */
export function faultHandler(
  method: Method,
  path: string,
  fault: Fault,
  success: string,
  required: 'data' | 'code',
  after = 0,
): { handler: HttpHandler; served: () => number } {
  const on = method === 'GET' ? http.get : http.post;
  let calls = 0;
  const handler = on(`*${path}`, async () => {
    calls += 1;
    // The first `after` calls reach the demo backend (nothing returned: its own handler answers).
    if (calls <= after) return undefined;
    switch (fault) {
      case 'http500':
        return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
      case 'network':
        return HttpResponse.error();
      case 'timeout':
        await delay('infinite');
        return HttpResponse.error();
      case 'malformed':
        return new HttpResponse('{"code":"00","message":"success","data":{', { headers: { 'Content-Type': 'application/json' } });
      case 'missing':
        return HttpResponse.json(required === 'data' ? { code: success, message: 'success', data: {} } : { message: 'success', data: null });
      case 'refused':
        return HttpResponse.json({ code: FAILURE_CODE, message: SERVER_MESSAGE, data: null });
      case 'refusedBlank':
        return HttpResponse.json({ code: FAILURE_CODE, message: '', data: null });
    }
  });
  return { handler, served: () => Math.max(0, calls - after) };
}

type Pending = { xhr: XMLHttpRequest; settled: boolean };

/**
 * Until the returned undo: every XMLHttpRequest the app makes fires `timeout` once `xhr.timeout`
 * ms (the client's, read after the client set it) pass on the clock without an answer, as a
 * browser's does. A request that answered or was aborted is left alone.
 */
export function honourXhrTimeouts(): () => void {
  const Real = globalThis.XMLHttpRequest;
  const pending: Pending[] = [];
  const Timed = new Proxy(Real, {
    construct(target, args: []) {
      const xhr = Reflect.construct(target, args) as XMLHttpRequest;
      const entry: Pending = { xhr, settled: false };
      pending.push(entry);
      for (const end of ['loadend', 'abort', 'error', 'load']) xhr.addEventListener(end, () => (entry.settled = true));
      // The client opens, sets its timeout and sends in the same turn: read it on the next.
      setTimeout(() => {
        if (xhr.timeout <= 0) return;
        setTimeout(() => {
          if (!entry.settled && xhr.readyState !== XMLHttpRequest.DONE) xhr.dispatchEvent(new ProgressEvent('timeout'));
        }, xhr.timeout);
      }, 0);
      return xhr;
    },
  });
  // MSW's interceptor holds the global read-only (not frozen): define it over, and back.
  const own = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: Timed, configurable: true, writable: false, enumerable: own?.enumerable ?? false });
  return () => {
    if (own) Object.defineProperty(globalThis, 'XMLHttpRequest', own);
  };
}
