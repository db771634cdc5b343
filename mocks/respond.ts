import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEVICE_PARAMS, variantOf } from '@/services/session';
import { db, type Market } from './db';
import { demoFlag } from './demo';

/** What a resolver gets: the request already read once, so the log and the handler agree. */
export interface Call {
  request: Request;
  /** Query string and, for GET, the payload fields the helper appends to it. */
  query: Record<string, string>;
  /** Form-urlencoded, multipart (text fields) or JSON body fields; for GET the query again. */
  body: Record<string, string>;
  files: Record<string, File>;
  params: Record<string, string | readonly string[] | undefined>;
  market: Market;
  /** The request origin: the app's own in the browser, so links built from it open in place. */
  origin: string;
  /** Picks the copy for the caller's variant. */
  say: (copy: Copy) => string;
  /**
   * An absolute link into this app carrying the caller's device parameters (isNeedPop among
   * them), as a real server builds lendDetailsUrl or contract_url for the user it answers.
   */
  appLink: (path: string, extra?: Record<string, string>) => string;
}

export type Copy = Readonly<Record<Market, string>>;
type Resolver = (call: Call) => Response | Promise<Response>;
type Method = 'get' | 'post' | 'all';

let latency: readonly [number, number] | null = null;

/** The pause of the `slowAnswers` demo flag (mocks/demo.ts), in place of the usual one. */
const SLOW_LATENCY: readonly [number, number] = [1500, 3000];

/** Browser demo only: answers arrive after a random pause in the range, as on a real network. */
export function setLatency(range: readonly [number, number] | null): void {
  latency = range;
}

export function marketOf(isNeedPop: string): Market {
  return variantOf(isNeedPop).locale === 'en-IN' ? 'IN' : 'ID';
}

async function readBody(request: Request): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  if (request.method === 'GET' || request.method === 'HEAD') return { fields, files };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
      else {
        files[key] = value;
        fields[key] = value.name;
      }
    });
    return { fields, files };
  }
  const text = await request.text();
  if (type.includes('application/json') && text.trim() !== '') {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) fields[key] = String(value);
    }
    return { fields, files };
  }
  new URLSearchParams(text).forEach((value, key) => {
    fields[key] = value;
  });
  return { fields, files };
}

function route(method: Method, path: string, resolve: Resolver): HttpHandler {
  // `*` in front: the same handler answers the Vite origin, jsdom's origin and any proxy host.
  return http[method](`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    const { fields, files } = await readBody(request);
    const body = request.method === 'GET' ? { ...query } : fields;
    db.log({ method: request.method, path: url.pathname, query, body });
    const pause = latency && demoFlag('slowAnswers') ? SLOW_LATENCY : latency;
    if (pause) await delay(pause[0] + Math.round(Math.random() * (pause[1] - pause[0])));
    const market = marketOf(query.isNeedPop ?? '');
    return resolve({
      request,
      query,
      body,
      files,
      params,
      market,
      origin: url.origin,
      say: (copy) => copy[market],
      appLink: (path, extra = {}) => {
        const link = new URLSearchParams();
        for (const name of DEVICE_PARAMS) if (query[name]) link.set(name, query[name]);
        for (const [key, value] of Object.entries(extra)) link.set(key, value);
        const qs = link.toString();
        return `${url.origin}${path}${qs === '' ? '' : `?${qs}`}`;
      },
    });
  });
}

export const get = (path: string, resolve: Resolver) => route('get', path, resolve);
export const post = (path: string, resolve: Resolver) => route('post', path, resolve);
/** §7 leaves the method open for some calls ("GET or POST", "method not shown"). */
export const any = (path: string, resolve: Resolver) => route('all', path, resolve);

/** The §3 envelope. */
export function answer(code: string, message: string, data: unknown = null): Response {
  return HttpResponse.json({ code, message, data });
}

export function ok(data: unknown = null, message = 'success'): Response {
  return answer('00', message, data);
}

/** A failure the page toasts: the code, and the message in the caller's language. */
export function fail(call: Call, code: string, copy: Copy): Response {
  return answer(code, call.say(copy), null);
}

/** The common "missing or unknown record" failures, worded once. */
export const NOT_FOUND: Copy = { IN: 'Record not found', ID: 'Data tidak ditemukan' };
export const BAD_PARAMS: Copy = { IN: 'Invalid request parameters', ID: 'Parameter permintaan tidak valid' };
/** A score outside 1 to 5, worded once for every rating: the app's, a complaint's, the chatbot's. */
export const BAD_SCORE: Copy = { IN: 'Please choose a star rating', ID: 'Silakan pilih' };
