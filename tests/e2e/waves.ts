import type { Browser, Page, Request, Route } from 'playwright-core';
import { PHONE } from './support';

/**
 * A page's request chain measured in WAVES, not timings (tests/e2e/chain.e2e.ts).
 *
 * Every request the page makes is held (page.route, never continued) until the page has gone
 * quiet: no new request for `quietMs` and its main thread idle. What was asked for by then is one
 * wave. All of it is then released at once; once every released response has arrived, the page is
 * left to go quiet again, and what it asked for meanwhile is the next wave. A request of wave n
 * can only have been asked for after something of wave n-1 arrived, so the wave number is the
 * request's position in the chain of requests in series, whatever the speed of the machine: nothing
 * arrives before it is released, so ordering never depends on timing. The quiet window only has to
 * be longer than the time the page needs to ask for what it already knows it needs.
 */

export interface ChainOptions {
  /** Path prefix of the API (VITE_API_BASE, default /gw). */
  apiBase: string;
  /** No new request for this long (and the page's main thread idle) ends a wave. */
  quietMs?: number;
  /** Safety stop: a page still asking after this many waves is reported as it is. */
  maxWaves?: number;
  /** Longest wait for the responses of a released wave. */
  responseTimeoutMs?: number;
}

export interface Chain {
  /** waves[0] is wave 1 (the document); each entry lists the requests of that wave, short names. */
  waves: string[][];
  /** 1-based wave of the first API request, or null when the page never called the API. */
  apiWave: number | null;
  /** The first API request (path), or null. */
  firstApi: string | null;
  /**
   * Requests in series before the first API call: apiWave - 1. A page that never calls the API
   * gets the number of waves it loaded in (its whole chain).
   */
  depth: number;
  /** The page was still asking after maxWaves waves. */
  truncated: boolean;
}

const IGNORED_PATHS = new Set(['/favicon.ico']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Vite's content hash dropped: /assets/complaintEntry-5uhVH9jF.js -> complaintEntry.js. */
function shortName(request: Request, apiPrefix: string, origin: string): string {
  const url = new URL(request.url());
  const local = url.origin === origin;
  if (local && (url.pathname === apiPrefix || url.pathname.startsWith(`${apiPrefix}/`))) return `API ${url.pathname}`;
  if (request.resourceType() === 'document') return `${url.pathname} (html)`;
  if (local && url.pathname.startsWith('/assets/')) return url.pathname.slice('/assets/'.length).replace(/-[\w-]{8}(?=\.\w+$)/, '');
  return local ? url.pathname : url.href;
}

/** Resolves true once the page's main thread has had an idle period, false if it could not ask. */
async function idle(page: Page): Promise<boolean> {
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 5_000 });
          else setTimeout(resolve, 0);
        }),
    );
    return true;
  } catch {
    // A navigation replaced the context mid-call: not settled yet.
    return false;
  }
}

/** Opens `url` in a fresh phone context of `browser` and measures its chain (see the top). */
export async function measureChain(browser: Browser, url: string, options: ChainOptions): Promise<Chain> {
  const { quietMs = 300, maxWaves = 12, responseTimeoutMs = 15_000 } = options;
  const origin = new URL(url).origin;
  const apiPrefix = new URL(options.apiBase, origin).pathname.replace(/\/$/, '');
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let held: Route[] = [];
    let asked = 0;
    await page.route('**/*', (route) => {
      if (IGNORED_PATHS.has(new URL(route.request().url()).pathname)) return route.continue();
      asked += 1;
      held.push(route);
      return undefined;
    });
    // Resolves only once the document is released; closing the context ends it otherwise.
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: 0 }).catch(() => undefined);

    /** Waits until no new request for quietMs with the main thread idle at the end of it. */
    const settle = async () => {
      for (let round = 0; round < 50; round += 1) {
        const before = asked;
        await sleep(quietMs);
        const calm = await idle(page);
        if (calm && asked === before) return;
      }
      throw new Error(`${url}: the page kept asking for new requests; no quiet ${quietMs} ms window in 50 tries`);
    };

    const waves: string[][] = [];
    let apiWave: number | null = null;
    let firstApi: string | null = null;
    let truncated = false;
    for (;;) {
      await settle();
      const wave = held;
      held = [];
      if (wave.length === 0) break;
      const names = wave.map((route) => shortName(route.request(), apiPrefix, origin));
      waves.push(names);
      const api = names.find((name) => name.startsWith('API '));
      if (api) {
        apiWave = waves.length;
        firstApi = api.slice('API '.length);
        break;
      }
      if (waves.length >= maxWaves) {
        truncated = true;
        break;
      }
      // Release the whole wave; the next one starts once every response of this one is in.
      await Promise.all(wave.map((route) => route.continue()));
      const arrived = Promise.all(
        wave.map((route) =>
          route
            .request()
            .response()
            .then((response) => response?.finished())
            .catch(() => undefined),
        ),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${url}: wave ${waves.length} (${names.join(', ')}) not answered within ${responseTimeoutMs} ms`)),
          responseTimeoutMs,
        );
      });
      try {
        await Promise.race([arrived, late]);
      } finally {
        clearTimeout(timer);
      }
      if (waves.length === 1) await navigation;
    }
    return { waves, apiWave, firstApi, depth: apiWave === null ? waves.length : apiWave - 1, truncated };
  } finally {
    await context.close();
  }
}

/** "1 [/complaint (html)] -> 2 [index.js, index.css] -> ..." */
export function formatWaves(waves: string[][]): string {
  return waves.map((names, i) => `${i + 1} [${names.join(', ')}]`).join(' -> ');
}
