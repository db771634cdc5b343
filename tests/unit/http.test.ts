import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { server } from '@mocks/node';
import { formClient, HTTP_TIMEOUT_MS, jsonClient } from '@/services/http/clients';
import { ApiError, isSuccessCode, request } from '@/services/http/request';
import { feedback } from '@/services/feedback';
import { adoptSession, DEVICE_PARAMS, refreshSession } from '@/services/session';
import { EARLY_GLOBAL } from '@/services/http/earlyGlobal';
import { parse } from 'espree';
import { earlyRequestScript } from '../../scripts/lib/earlyRequest';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Answers `answer` at `path` and records what the server received. */
function serve(path: string, answer: unknown | (() => Response)) {
  const seen: Seen[] = [];
  server.use(
    http.all(`*${path}`, async ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() });
      return typeof answer === 'function' ? (answer as () => Response)() : HttpResponse.json(answer as JsonBodyType);
    }),
  );
  return seen;
}

/**
 * A POST through each client to `path` (answered with no data): the header values the server
 * received (spits and beech with the JSON call, swift and eyes with the form call), and the JSON call.
 */
async function postThroughBoth(path: string): Promise<{ headers: Record<string, string | null>; json: Seen }> {
  const seen = serve(path, { code: '00', data: null });
  await request({ method: 'POST', url: path, schema: v.null() });
  await request({ client: 'form', method: 'POST', url: path, schema: v.null() });
  const [json, form] = seen as [Seen, Seen];
  const headers = { spits: json.headers.get('spits'), beech: json.headers.get('beech'), swift: form.headers.get('swift'), eyes: form.headers.get('eyes') };
  return { headers, json };
}

const PAGE = '?deviceId=dev-9&appVersion=3.2.1&token=tok&isNeedPop=1&spits=sp-1&beech=be-2&swift=sw-3&eyes=ey-4';
/** Where the HTML's early calls go in these tests: the API base, and {service} under it. */
const BASES = { apiBase: '/gw', service: 'svc' };

beforeEach(() => {
  window.history.replaceState(null, '', `/page${PAGE}`);
  refreshSession();
});

describe('HTTP clients (§7 shared behaviour)', () => {
  it('both keep a 60000 ms timeout and the XMLHttpRequest marker', () => {
    expect(HTTP_TIMEOUT_MS).toBe(60000);
    for (const client of [jsonClient, formClient]) {
      expect(client.defaults.timeout).toBe(60000);
      expect(client.defaults.headers['X-Requested-With']).toBe('XMLHttpRequest');
    }
    expect(formClient.defaults.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('the JSON client sends spits and beech from the page query and unwraps the body', async () => {
    const seen = serve('/gw/t/json', { code: '00', message: 'ok', data: { a: 1 } });
    const result = await request({ method: 'POST', url: '/gw/t/json', payload: { x: 'y' }, schema: v.object({ a: v.number() }) });
    expect(result).toMatchObject({ success: true, code: '00', message: 'ok', data: { a: 1 } });
    expect(result.raw).toEqual({ code: '00', message: 'ok', data: { a: 1 } });
    const [call] = seen;
    expect(call?.headers.get('spits')).toBe('sp-1');
    expect(call?.headers.get('beech')).toBe('be-2');
    expect(call?.headers.get('swift')).toBeNull();
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('the form client sends swift and eyes, form-encoded', async () => {
    const seen = serve('/gw/t/form', { code: '00', data: null });
    await request({ client: 'form', method: 'POST', url: '/gw/t/form', payload: { a: 'b c' }, schema: v.null() });
    const [call] = seen;
    expect(call?.headers.get('swift')).toBe('sw-3');
    expect(call?.headers.get('eyes')).toBe('ey-4');
    expect(call?.headers.get('spits')).toBeNull();
    expect(call?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toBe('a=b+c');
  });

  it('sends empty header values when the page query has none', async () => {
    window.history.replaceState(null, '', '/page?deviceId=d');
    refreshSession();
    const { headers } = await postThroughBoth('/gw/t/empty');
    expect(headers).toEqual({ spits: '', beech: '', swift: '', eyes: '' });
  });

  it('the header values follow the session, not the current address: in-app pages without them keep them', async () => {
    // An in-app page whose address the app built without the header values (the router adopts it).
    window.history.pushState(null, '', '/complaintList?deviceId=dev-9&isNeedPop=1');
    adoptSession(window.location.search);
    const { headers } = await postThroughBoth('/gw/t/later');
    expect(headers).toEqual({ spits: 'sp-1', beech: 'be-2', swift: 'sw-3', eyes: 'ey-4' });
  });

  it('an address that brings new header values replaces them on the next call', async () => {
    adoptSession('?spits=sp-new&swift=sw-new');
    const { headers, json } = await postThroughBoth('/gw/t/fresh');
    // The group is replaced whole: a value the new address leaves out is empty, not the old one.
    expect(headers).toEqual({ spits: 'sp-new', beech: '', swift: 'sw-new', eyes: '' });
    // The device parameters are another group: still those of the first page.
    expect(json.url.searchParams.get('deviceId')).toBe('dev-9');
  });

  it('puts the common parameters on every query string; POST sends the payload form-encoded', async () => {
    const seen = serve('/gw/t/post', { code: '00', data: null });
    await request({ method: 'POST', url: '/gw/t/post', payload: { orderNo: 'A1', n: 2, skip: undefined }, schema: v.null() });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect([...call!.url.searchParams.keys()]).toEqual([...DEVICE_PARAMS]);
    expect(call?.url.searchParams.get('deviceId')).toBe('dev-9');
    expect(call?.url.searchParams.get('isNeedPop')).toBe('1');
    expect(call?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(call!.body).toString()).toBe('orderNo=A1&n=2');
  });

  it('GET appends the payload after the common parameters and sends no body', async () => {
    const seen = serve('/gw/t/get', { code: '00', data: [] });
    await request({ method: 'GET', url: '/gw/t/get', payload: { orderNo: 'A1', pid: 0 }, schema: v.array(v.unknown()) });
    const [call] = seen;
    expect(call?.method).toBe('GET');
    expect([...call!.url.searchParams.keys()]).toEqual([...DEVICE_PARAMS, 'orderNo', 'pid']);
    expect(call?.url.searchParams.get('pid')).toBe('0');
    expect(call?.body).toBe('');
  });

  it("applies '00' for most endpoints and 'parses to 0' for the helper rule", () => {
    expect(isSuccessCode('00', '00')).toBe(true);
    expect(isSuccessCode('0', '00')).toBe(false);
    expect(isSuccessCode('0', 'zero')).toBe(true);
    expect(isSuccessCode('00', 'zero')).toBe(true);
    expect(isSuccessCode('11', 'zero')).toBe(false);
    expect(isSuccessCode('', 'zero')).toBe(false);
    expect(isSuccessCode('-1', 'zero')).toBe(false);
  });

  it('resolves a failure code to the caller with the server message, and never toasts it itself', async () => {
    feedback.reset();
    serve('/gw/t/fail', { code: '500123', message: 'Order is closed', data: null });
    const result = await request({ method: 'POST', url: '/gw/t/fail', schema: v.null() });
    expect(result).toMatchObject({ success: false, code: '500123', message: 'Order is closed', data: null });
    // The machine that asked decides what the borrower sees (docs/architecture: request() reports).
    expect(feedback.getState().toast).toBeNull();
    const money = await request({ method: 'POST', url: '/gw/t/fail', schema: v.null(), success: 'zero', loading: 'Wait' });
    expect(money).toMatchObject({ success: false, message: 'Order is closed' });
    expect(feedback.getState()).toEqual({ toast: null, loading: null });
  });

  it("a '0' code is a failure for '00' endpoints and a success under the helper rule", async () => {
    serve('/gw/t/zero', { code: 0, message: 'fine', data: { sid: 's' } });
    const strict = await request({ method: 'GET', url: '/gw/t/zero', schema: v.object({ sid: v.string() }) });
    expect(strict.success).toBe(false);
    const helper = await request({ method: 'GET', url: '/gw/t/zero', success: 'zero', schema: v.object({ sid: v.string() }) });
    expect(helper).toMatchObject({ success: true, code: '0', data: { sid: 's' } });
  });

  it('shows the loading indicator with its message until the answer arrives', async () => {
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post('*/gw/t/slow', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
          reached();
        });
        return HttpResponse.json({ code: '00', data: null });
      }),
    );
    const pending = request({ method: 'POST', url: '/gw/t/slow', schema: v.null(), loading: 'saving...' });
    expect(feedback.getState().loading).toBe('saving...');
    await arrived;
    expect(feedback.getState().loading).toBe('saving...');
    release();
    await pending;
    expect(feedback.getState().loading).toBeNull();
  });

  it('turns a malformed body into a typed error, not a crash', async () => {
    serve('/gw/t/html', () => new HttpResponse('<html>gateway</html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(request({ method: 'POST', url: '/gw/t/html', schema: v.null() })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'shape',
    });
    serve('/gw/t/shape', { code: '00', data: { a: 'not a number' } });
    const error = await request({ method: 'POST', url: '/gw/t/shape', schema: v.object({ a: v.number() }) }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('shape');
  });

  it('rejects network faults and HTTP errors with their kind, and hides the loading indicator', async () => {
    serve('/gw/t/down', () => HttpResponse.error());
    await expect(request({ method: 'POST', url: '/gw/t/down', schema: v.null(), loading: 'loading...' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(feedback.getState().loading).toBeNull();
    serve('/gw/t/502', () => new HttpResponse(null, { status: 502 }));
    await expect(request({ method: 'POST', url: '/gw/t/502', schema: v.null() })).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('can be aborted', async () => {
    serve('/gw/t/abort', { code: '00', data: null });
    const controller = new AbortController();
    controller.abort();
    await expect(request({ method: 'POST', url: '/gw/t/abort', schema: v.null(), signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});

/** Runs the HTML's early-request script (scripts/lib/earlyRequest.ts) at `address`, as the browser does. */
function sendEarly(address: string): void {
  window.history.replaceState(null, '', address);
  refreshSession();
  new Function(earlyRequestScript(BASES))();
}

const headersOf = (call: Seen) => Object.fromEntries([...call.headers].filter(([name]) => !/^(content-length|host|connection|user-agent|accept-language|accept-encoding|origin|referer|cookie)$/.test(name)));

describe("the HTML's early request (§7 conventions, issue 22)", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
  });

  it('sends exactly what request() sends for the same call: method, address and query, headers, form body', async () => {
    const seen = serve('/gw/user-problem/problem-init', { code: '00', data: null });
    sendEarly(`/complaint${PAGE}&orderNo=IN24%2006&orderId=1001`);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
    await request({ method: 'POST', url: '/gw/user-problem/problem-init', payload: { orderNo: 'IN24 06' }, schema: v.null() });
    const [early, normal] = seen as [Seen, Seen];
    expect(early.method).toBe('POST');
    expect(early.url.href).toBe(normal.url.href);
    expect([...early.url.searchParams.keys()]).toEqual([...DEVICE_PARAMS]);
    expect(early.body).toBe('orderNo=IN24+06');
    expect(early.body).toBe(normal.body);
    expect(headersOf(early)).toEqual(headersOf(normal));
    expect(headersOf(early)).toMatchObject({ spits: 'sp-1', beech: 'be-2', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' });
  });

  it("sends a GET's fields after the common parameters, with no body and no Content-Type, as request() does", async () => {
    const seen = serve('/gw/h5-api/v3/user-problem/get-qa-list', { code: '00', data: null });
    sendEarly(`/intelligentCustomerService${PAGE}&orderNo=IN24%2001`);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
    await request({ method: 'GET', url: '/gw/h5-api/v3/user-problem/get-qa-list', payload: { orderNo: 'IN24 01', pid: '0' }, schema: v.null() });
    const [early, normal] = seen as [Seen, Seen];
    expect(early.method).toBe('GET');
    expect(early.url.href).toBe(normal.url.href);
    expect([...early.url.searchParams.keys()]).toEqual([...DEVICE_PARAMS, 'orderNo', 'pid']);
    expect(early.url.searchParams.get('orderNo')).toBe('IN24 01');
    expect(early.body).toBe('');
    expect(headersOf(early)).toEqual(headersOf(normal));
    expect(headersOf(early)).not.toHaveProperty('content-type');
  });

  it("sends the form client's calls under {service} with its headers (swift, eyes), each as request() does", async () => {
    const targeted = serve('/gw/svc/stand/targeted', { code: '00', data: null });
    const necessity = serve('/gw/svc/stand/necessity', { code: '00', data: null });
    sendEarly(`/loginFailure${PAGE}`);
    await vi.waitFor(() => expect([targeted.length, necessity.length]).toEqual([1, 1]));
    delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
    for (const [seen, path] of [[targeted, '/gw/svc/stand/targeted'], [necessity, '/gw/svc/stand/necessity']] as const) {
      await request({ client: 'form', method: 'POST', url: path, payload: {}, schema: v.null() });
      const [early, normal] = seen as [Seen, Seen];
      expect(early.url.href).toBe(normal.url.href);
      expect(early.body).toBe('');
      expect(headersOf(early)).toEqual(headersOf(normal));
      expect(headersOf(early)).toMatchObject({ swift: 'sw-3', eyes: 'ey-4' });
      expect(headersOf(early)).not.toHaveProperty('spits');
    }
  });

  it('sends a first load of two calls together, and each is adopted by its own request', async () => {
    const offer = serve('/gw/v3/loan-confirm/loan-detail-confirm', { code: '00', data: { amount: 1 } });
    const contracts = serve('/gw/v3/contract/contract', { code: '00', data: [] });
    sendEarly(`/loanConfirm${PAGE}&productId=%20101`);
    await vi.waitFor(() => expect([offer.length, contracts.length]).toEqual([1, 1]));
    expect([offer[0]!.body, contracts[0]!.body]).toEqual(['productId=101', 'productId=101&scene=3']);
    // Asked for in the other order: each request takes its own answer.
    const [second, first] = await Promise.all([
      request({ method: 'POST', url: '/gw/v3/contract/contract', payload: { productId: '101', scene: '3' }, schema: v.array(v.unknown()) }),
      request({ method: 'POST', url: '/gw/v3/loan-confirm/loan-detail-confirm', payload: { productId: '101' }, schema: v.object({ amount: v.number() }) }),
    ]);
    expect([first.data, second.data]).toEqual([{ amount: 1 }, []]);
    expect([offer.length, contracts.length]).toEqual([1, 1]);
    expect((globalThis as Record<string, unknown>)[EARLY_GLOBAL]).toBeUndefined();
  });

  it('reads the parameters of a hash query over the search, as the session does', async () => {
    const seen = serve('/gw/user-problem/problem-list', { code: '00', data: { tabs: [] } });
    sendEarly('/complaintList?deviceId=dev-1&isNeedPop=0#top?isNeedPop=1&token=t2');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.url.searchParams.get('isNeedPop')).toBe('1');
    expect(seen[0]!.url.searchParams.get('token')).toBe('t2');
    expect(seen[0]!.url.searchParams.get('deviceId')).toBe('dev-1');
  });

  it('is adopted by the same request: one call reaches the server, and its answer is the result', async () => {
    const seen = serve('/gw/user-problem/problem-list', { code: '00', message: 'ok', data: { tabs: [{ title: 'Processing', list: [] }] } });
    sendEarly(`/complaintList${PAGE}`);
    const result = await request({ method: 'POST', url: '/gw/user-problem/problem-list', payload: {}, schema: v.object({ tabs: v.array(v.unknown()) }) });
    expect(result).toMatchObject({ success: true, code: '00', data: { tabs: [{ title: 'Processing', list: [] }] } });
    expect(seen).toHaveLength(1);
    // Used once: the next request is sent.
    await request({ method: 'POST', url: '/gw/user-problem/problem-list', payload: {}, schema: v.unknown() });
    expect(seen).toHaveLength(2);
  });

  it('is not adopted by another call (another body): both are sent', async () => {
    const seen = serve('/gw/user-problem/problem-init', { code: '00', data: null });
    sendEarly(`/complaint${PAGE}&orderNo=A1`);
    await request({ method: 'POST', url: '/gw/user-problem/problem-init', payload: { orderNo: 'A2' }, schema: v.null() });
    expect(seen.map((call) => call.body)).toEqual(['orderNo=A1', 'orderNo=A2']);
  });

  it.each([
    ['an HTTP error', () => new HttpResponse('busy', { status: 500 })],
    ['no connection', () => HttpResponse.error()],
  ])('that failed (%s) gives way to the normal call, once', async (_name, failure) => {
    let calls = 0;
    server.use(
      http.post('*/gw/user-problem/problem-list', () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json({ code: '00', data: { tabs: [] } });
      }),
    );
    sendEarly(`/complaintList${PAGE}`);
    const result = await request({ method: 'POST', url: '/gw/user-problem/problem-list', payload: {}, schema: v.object({ tabs: v.array(v.unknown()) }) });
    expect(result).toMatchObject({ success: true, data: { tabs: [] } });
    expect(calls).toBe(2);
  });

  it('hands a malformed body on as request() reads one: a shape error, not a second call', async () => {
    const seen = serve('/gw/user-problem/problem-list', () => new HttpResponse('<html>gateway</html>', { status: 200 }));
    sendEarly(`/complaintList${PAGE}`);
    await expect(request({ method: 'POST', url: '/gw/user-problem/problem-list', payload: {}, schema: v.unknown() })).rejects.toMatchObject({ kind: 'shape' });
    expect(seen).toHaveLength(1);
  });

  it('sends nothing on a route without a first request, under a hash route, or for an address without its id', () => {
    for (const address of [`/testPreview${PAGE}`, `/complaintList${PAGE}#/registerTemplate?x=1`, `/complainDetails${PAGE}&problemId=%20`, `/loanConfirm${PAGE}&productId=%20`]) {
      sendEarly(address);
      expect((globalThis as Record<string, unknown>)[EARLY_GLOBAL], address).toBeUndefined();
    }
  });

  it('is JavaScript every WebView of the build target (ES2020) parses', () => {
    expect(() => parse(earlyRequestScript(BASES), { ecmaVersion: 2020 })).not.toThrow();
  });
});
