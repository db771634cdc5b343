import type { Browser, Page, Request, Route } from 'playwright-core';
import { PHONE, watchCsp } from './support';

/**
 * A page's request chain measured in WAVES, not timings (tests/e2e/chain.e2e.ts).
 *
 * Every request the page makes is held (page.route, not continued) until the page has gone quiet.
 * What it asked for by then is one wave. The whole wave is then released at once; once every
 * released response has arrived and the page has gone quiet again, what it asked for meanwhile is
 * the next wave. So a request of wave n was asked for only after the responses of wave n-1 were
 * in: its wave number is its place in the chain of requests in series. Nothing arrives before it
 * is released, so the order never depends on how fast the machine, the server or the network is.
 *
 * API calls are recorded and never answered; the waves go on until the page stops asking, so the
 * chain also shows when the code arrives (a first request started early is worth little if the
 * screen's code comes a wave later).
 *
 * "Quiet" is: every released response has reached the page (the page's own Resource Timing lists
 * it), then the page's task queues have run dry (a background-priority task has run: parsing and
 * running what arrived is done), and no new request for `quietMs`. The quiet window only has to outlast the
 * time between the page deciding to ask and the request reaching Playwright.
 */

export interface ChainOptions {
  /** Path prefix of the API (VITE_API_BASE, default /gw). */
  apiBase: string;
  /** No new request for this long (with the page idle) ends a wave. */
  quietMs?: number;
  /** Safety stop: a page still asking after this many waves is reported as it is. */
  maxWaves?: number;
  /** Longest wait for the document request, and for the responses of a released wave. */
  timeoutMs?: number;
  /** Progress lines (E2E_CHAIN_DEBUG=1 in chain.e2e.ts). */
  log?: (line: string) => void;
}

export interface Chain {
  /** waves[0] is wave 1 (the document); each lists its requests by short name (shortName). */
  waves: string[][];
  /** 1-based wave of the first API request, or null when the page never called the API. */
  apiWave: number | null;
  /** The first API request's path, or null. */
  firstApi: string | null;
  /**
   * Requests in series before the first API call: apiWave - 1. A page that never calls the API
   * gets codeWaves.
   */
  depth: number;
  /**
   * The wave of the page's last code request (document, script, stylesheet), API calls left
   * unanswered: how many requests in series bring in all the code the page needs before data.
   */
  codeWaves: number;
  /** The page was still asking after maxWaves waves. */
  truncated: boolean;
}

const IGNORED_PATHS = new Set(['/favicon.ico']);
/** Resource types that are the page's code (the HTML, scripts, stylesheets). */
const CODE = new Set(['document', 'script', 'stylesheet']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "API /gw/x", "/complaint (html)", or an asset without Vite's hash: complaintEntry-5uhVH9jF.js -> complaintEntry.js. */
function shortName(request: Request, apiPrefix: string, origin: string): string {
  const url = new URL(request.url());
  const local = url.origin === origin;
  if (local && (url.pathname === apiPrefix || url.pathname.startsWith(`${apiPrefix}/`))) return `API ${url.pathname}`;
  if (request.resourceType() === 'document') return `${url.pathname} (html)`;
  if (local && url.pathname.startsWith('/assets/')) return url.pathname.slice('/assets/'.length).replace(/-[\w-]{8}(?=\.\w+$)/, '');
  return local ? url.pathname : url.href;
}

/** Rejects with `message` after `ms`; the timer is cleared once `promise` settles. */
async function within<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves true once the page has received every URL of `arrived` (its Resource Timing entries;
 * the document by its navigation entry) and then run every queued task; false when it could not
 * tell within `timeoutMs` (a navigation replaced the context mid-call, or the page is busy).
 */
async function settledInPage(page: Page, arrived: string[], timeoutMs: number): Promise<boolean> {
  const check = page
    .evaluate(
      (urls) =>
        new Promise<void>((resolve) => {
          const poll = () => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
            const seen = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
            // The document's request has no fragment; its entry keeps the address's (a hash route).
            if (navigation) seen.add(navigation.name.split('#')[0]!);
            if (!urls.every((url) => seen.has(url))) {
              setTimeout(poll, 20);
              return;
            }
            // A background task runs once no other task is queued (parsing, running modules, network
            // callbacks); unlike requestIdleCallback it needs no rendered frame, and a held
            // render-blocking stylesheet means there is none.
            const tasks = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> } }).scheduler;
            if (typeof tasks?.postTask === 'function') void tasks.postTask(() => setTimeout(resolve, 0), { priority: 'background' });
            else setTimeout(resolve, 50);
          };
          poll();
        }),
      arrived,
    )
    .then(
      () => true,
      () => false,
    );
  return within(check, timeoutMs, () => '').catch(() => false);
}

/** Opens `url` in a fresh phone context of `browser` and measures its chain (see the top). */
export async function measureChain(browser: Browser, url: string, options: ChainOptions): Promise<Chain> {
  const { quietMs = 300, maxWaves = 12, timeoutMs = 30_000, log = () => {} } = options;
  const origin = new URL(url).origin;
  const apiPrefix = new URL(options.apiBase, origin).pathname.replace(/\/$/, '');
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await watchCsp(context);
    const page = await context.newPage();
    let held: Route[] = [];
    let asked = 0;
    let lastAsked = Date.now();
    let firstAsked: () => void = () => {};
    const documentAsked = new Promise<void>((resolve) => {
      firstAsked = resolve;
    });
    // The document's load event: every script and stylesheet the page itself needed has arrived.
    let loaded = false;
    page.once('load', () => {
      loaded = true;
    });
    await page.route('**/*', (route) => {
      const request = route.request();
      if (IGNORED_PATHS.has(new URL(request.url()).pathname)) return route.continue();
      // A framed page (/Policy frames the privacy policy) has its own chain, measured on its own
      // route: its requests pass untouched, or the frame would count as waves of the framing page
      // whenever it happened to ask inside the quiet window.
      if (request.frame() !== page.mainFrame()) return route.continue();
      // Code asked for after the load event is a part the page fetches once it is up (the site
      // footer form's machine when the footer nears the viewport), not its chain: counting it
      // depended on whether it was asked inside the quiet window.
      if (loaded && CODE.has(request.resourceType())) return route.continue();
      asked += 1;
      lastAsked = Date.now();
      held.push(route);
      firstAsked();
      log(`asked ${route.request().url()}`);
      return undefined;
    });
    // Resolves once the document is released (closing the context ends it otherwise).
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: 0 }).catch(() => undefined);
    await within(documentAsked, timeoutMs, () => `${url}: the browser did not ask for the document within ${timeoutMs} ms`);

    const waves: string[][] = [];
    /** URLs released and not yet confirmed received by the page. */
    let released: string[] = [];

    /** Waits for quiet (see the top): the released responses in the page, idle, no new request. */
    const settle = async () => {
      const from = Date.now();
      let unsettled = 0;
      for (let round = 0; round < 50; round += 1) {
        const quietFor = Date.now() - Math.max(lastAsked, from);
        if (quietFor < quietMs) await sleep(quietMs - quietFor);
        if (Date.now() - Math.max(lastAsked, from) < quietMs) continue;
        const before = asked;
        // Before the document is released there is no page to ask (evaluate would wait for it).
        const calm = waves.length === 0 ? true : await settledInPage(page, released, 5_000);
        log(`settle round ${round}: page settled ${calm}, asked ${before} -> ${asked}`);
        if (calm && asked === before) return;
        unsettled = calm ? 0 : unsettled + 1;
        if (unsettled === 3) {
          throw new Error(
            `${url}: after wave ${waves.length} the page did not settle in 3 tries of 5 s (Resource Timing lacks one of ${released.join(', ')}, or its main thread stays busy)`,
          );
        }
      }
      throw new Error(`${url}: no quiet ${quietMs} ms window in 50 tries after wave ${waves.length} (still asking, or never settled)`);
    };

    let apiWave: number | null = null;
    let firstApi: string | null = null;
    let codeWaves = 0;
    let truncated = false;
    for (;;) {
      await settle();
      // A page painted from its prerendered HTML has no script in it: one inline loader asks for
      // them all the frame after that paint (docs/prerender.md; tests/unit/prerender.test.tsx
      // checks the HTML), so its scripts are its hydration, after the first paint by design, as
      // the load event marks for the others. The load event alone missed them when a frame of the
      // page (/Policy's policy, loaded lazily) was still loading then. Its stylesheets, which the
      // paint waits for, still count.
      const painted = waves.length > 0 && (await paintedFromHtml(page));
      const afterPaint = painted ? held.filter((route) => route.request().resourceType() === 'script') : [];
      const wave = held.filter((route) => !afterPaint.includes(route));
      held = [];
      if (afterPaint.length > 0) {
        log(`after the first paint, not in the chain: ${afterPaint.map((route) => shortName(route.request(), apiPrefix, origin)).join(', ')}`);
        await Promise.all(afterPaint.map((route) => route.continue()));
        if (wave.length === 0) continue;
      }
      if (wave.length === 0) break;
      const names = wave.map((route) => shortName(route.request(), apiPrefix, origin));
      waves.push(names);
      if (wave.some((route) => CODE.has(route.request().resourceType()))) codeWaves = waves.length;
      const api = names.find((name) => name.startsWith('API '));
      if (api && apiWave === null) {
        apiWave = waves.length;
        firstApi = api.slice('API '.length);
      }
      if (waves.length >= maxWaves) {
        truncated = true;
        break;
      }
      // API calls are never answered: what the page asks for after them is still code it needs
      // without any data, which must all have come in by then.
      const release = wave.filter((_, i) => !names[i]!.startsWith('API '));
      if (release.length === 0) continue;
      log(`wave ${waves.length}: ${names.join(', ')}; releasing ${release.length}`);
      // Release the whole wave at once; the next one is what the page asks for once all of it is in.
      await Promise.all(release.map((route) => route.continue()));
      const responses = Promise.all(
        release.map((route) =>
          route
            .request()
            .response()
            .then((response) => response?.finished())
            .catch(() => undefined),
        ),
      );
      await within(responses, timeoutMs, () => `${url}: wave ${waves.length} (${names.join(', ')}) not answered within ${timeoutMs} ms`);
      released = release.map((route) => route.request().url());
      log(`wave ${waves.length} answered`);
      if (waves.length === 1) await navigation;
    }
    if (waves.length === 0) throw new Error(`${url}: no request was seen, not even the document`);
    return { waves, apiWave, firstApi, depth: apiWave === null ? codeWaves : apiWave - 1, codeWaves, truncated };
  } finally {
    await context.close();
  }
}

/** True when the head's script showed the prerendered markup (`data-prerendered` names a market). */
async function paintedFromHtml(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const shown = document.documentElement.getAttribute('data-prerendered');
      return shown !== null && shown !== 'none';
    })
    .catch(() => false);
}

/** "1 [/complaint (html)] -> 2 [index.js, index.css] -> ..." */
export function formatWaves(waves: string[][]): string {
  return waves.map((names, i) => `${i + 1} [${names.join(', ')}]`).join(' -> ');
}
