/**
 * Lighthouse for `npm run perf`: one headless Chromium for a whole run, cold and warm visits in it,
 * and what is read out of each report.
 *
 * Lighthouse 12.8 through its node API with its default (mobile) settings: simulated slow 4G
 * (150 ms RTT, 1.6 Mbps down) and 4x CPU slowdown, Moto G Power screen. Debian's Chromium, never a
 * downloaded one, launched once for the run: a warm visit needs the cache its cold visit filled,
 * and Lighthouse opens each visit in a new tab of the browser it is pointed at (a new renderer, so
 * no script compiled in memory by an earlier visit is reused).
 *
 * - A cold visit is a first visit: Lighthouse empties the whole HTTP cache (with V8's code cache,
 *   which Chromium keeps beside it) and the memory cache before it, and the origin's storage
 *   (COLD_CLEARED) before and after it, so what an earlier visit of the run left is gone.
 * - A warm visit is the same address again at once, `disableStorageReset`: the HTTP cache the cold
 *   visit filled is kept, so the HTML is revalidated (304) and every asset comes from the cache,
 *   as for an app user who opens the same pages every day. It is the page's second load, the one
 *   on which Chromium writes V8's code cache (about 3 ms of main thread here); the third and
 *   fourth loads, which read that cache, measured the same within the noise (complaint list LCP
 *   0.80 s second, 0.81 and 0.88 s third and fourth), so one visit before the warm one is enough.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

/**
 * Lighthouse's own list (file_systems, shader_cache, service_workers, cache_storage) plus what it
 * leaves and only warns about: in one browser for a whole run, a cold visit must not find what the
 * visits before it stored (a draft, a pending payment, a chosen pay method).
 */
const COLD_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies'];

/**
 * The audits read by figures(): the five that weigh in the performance score (so the score is the
 * one of the full category) and the ones the report shows. The category's other audits (unused
 * code, render-blocking resources...) cost about 0.7 s a visit and are not reported.
 */
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'network-requests',
  'largest-contentful-paint-element',
  'mainthread-work-breakdown',
  // What came before the first paint (observed paint time, main-thread tasks).
  'metrics',
  'main-thread-tasks',
];

export function assertChromium() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `${CHROME_PATH} not found. Lighthouse drives Debian's Chromium (no browser is downloaded here): ` +
        'apt-get update && apt-get install -y chromium, or set CHROME_PATH.',
    );
  }
}

/** Whether the browser on `port` still answers its DevTools endpoint. */
async function answers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Launches the headless Chromium of a run. `visit(url, 'cold' | 'warm')` runs Lighthouse once in it
 * and resolves with the report (lhr); visits must not overlap (one tab at a time: two would share
 * the cache and the two CPUs). A browser that died is replaced at the next visit, so one crash
 * costs one visit; a warm visit after a replacement is cold, and its script bytes show it.
 *
 * Each browser first visits `warmUp` once, unmeasured: the first visit of a new browser paints
 * later (the hello world's LCP 1.40-1.48 s first, then 1.21-1.30 s, in three browsers), and a
 * floor measured so would flatter every page of its round.
 */
export async function openBrowser({ warmUp }) {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const run = (port, url, visit) =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: AUDITS,
      disableStorageReset: visit === 'warm',
      clearStorageTypes: COLD_CLEARED,
      // Taken after the trace, for node thumbnails no figure uses: about 1 s a visit.
      disableFullPageScreenshot: true,
    });
  const start = async () => {
    const launched = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      await run(launched.port, warmUp, 'cold');
    } catch (error) {
      launched.kill();
      throw error;
    }
    return launched;
  };
  let chrome = await start();
  return {
    async visit(url, visit) {
      chrome ??= await start();
      try {
        const result = await run(chrome.port, url, visit);
        if (!result) throw new Error('Lighthouse returned no result');
        return { lhr: result.lhr, lcpPath: await lcpPath(result) };
      } catch (error) {
        if (!(await answers(chrome.port))) {
          chrome.kill();
          chrome = null;
        }
        throw error;
      }
    },
    close() {
      chrome?.kill();
      chrome = null;
    },
  };
}

/**
 * What the reported LCP is made of. Lighthouse does not time the paint it saw: it simulates the
 * load (slow 4G, 4x CPU) over the graph of the requests and main-thread tasks that came before the
 * observed paint, once leaving out what did not look necessary and once keeping everything, and
 * reports the mean of the two. This reads the second simulation (the later of the two): when the
 * HTML ended, how many files it waited for (stylesheets, scripts, images, frames, with their bytes; a file from
 * the cache costs about 8 ms and no byte) and when the last of them ended, when the last API call
 * ended, and the main thread's tasks. Simulated ms from the start of the load. Null when Lighthouse
 * could not simulate (its LCP then failed too).
 */
async function lcpPath(result) {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const { artifacts, lhr } = result;
  let estimate;
  try {
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps };
    estimate = (await LanternLargestContentfulPaint.request(data, { computedCache: new Map() })).pessimisticEstimate;
  } catch {
    return null;
  }
  const path = { lcp: estimate.timeInMs, html: null, files: 0, cached: 0, kib: 0, filesEnd: null, apiCalls: 0, apiEnd: null, cpuMs: 0 };
  const later = (a, b) => (a === null ? b : Math.max(a, b));
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type === 'cpu') {
      path.cpuMs += timing.endTime - timing.startTime;
      continue;
    }
    const request = node.request;
    if (node.isMainDocument()) path.html = timing.endTime;
    else if (request.resourceType === 'XHR' || request.resourceType === 'Fetch') {
      path.apiCalls += 1;
      path.apiEnd = later(path.apiEnd, timing.endTime);
    } else if (!isFavicon(request.url)) {
      if (node.fromDiskCache || request.fromMemoryCache) path.cached += 1;
      else path.files += 1;
      path.kib += (request.transferSize ?? 0) / 1024;
      path.filesEnd = later(path.filesEnd, timing.endTime);
    }
  }
  return path;
}

/** The browser's own favicon request: nothing on the page waits for it. */
const isFavicon = (url) => /^https?:\/\/[^/]+\/favicon\.ico(\?|$)/.test(url);

const fileName = (url) => {
  try {
    const { pathname } = new URL(url);
    return pathname.slice(pathname.lastIndexOf('/') + 1) || pathname;
  } catch {
    return url;
  }
};

/**
 * The serial request chain before the page's first API call, from the network-requests audit (the
 * observed load, request start and end times). A request is "in series" after another when the
 * renderer asked for it only after the other had finished; the chain is the series with the most
 * round trips that ends at the first XHR/fetch under the API prefix, and its depth counts the round
 * trips before that call (HTML -> entry -> catalog -> route chunk -> API call is 4). A response
 * from the cache (0 bytes transferred: a warm visit's scripts) is a step of the series but no round
 * trip, and is listed as `(cache)`; a revalidated HTML (304) is one.
 *
 * Timing-based, so on an unthrottled local load two unrelated requests can look serial; the
 * median over runs and the listed path show what it was made of. Null when the page made no call.
 */
export function serialChain(items, apiPrefix) {
  const start = (r) => r.rendererStartTime ?? r.networkRequestTime;
  const requests = items
    .filter((r) => !r.url.startsWith('data:') && !isFavicon(r.url) && Number.isFinite(start(r)) && Number.isFinite(r.networkEndTime))
    .sort((a, b) => start(a) - start(b));
  const isApi = (r) => {
    if (r.resourceType !== 'XHR' && r.resourceType !== 'Fetch') return false;
    try {
      return new URL(r.url).pathname.startsWith(`${apiPrefix}/`);
    } catch {
      return false;
    }
  };
  const target = requests.findIndex(isApi);
  if (target < 0) return null;
  const cached = (r) => r.transferSize === 0;
  const depth = [];
  const length = [];
  const previous = [];
  for (let i = 0; i <= target; i += 1) {
    let from = -1;
    for (let j = 0; j < i; j += 1) {
      if (requests[j].networkEndTime > start(requests[i])) continue;
      // Most round trips first; between equals the longer series, so cached steps stay listed.
      if (from < 0 || depth[j] > depth[from] || (depth[j] === depth[from] && length[j] > length[from])) from = j;
    }
    depth[i] = (from < 0 ? 0 : depth[from]) + (cached(requests[i]) ? 0 : 1);
    length[i] = (from < 0 ? 0 : length[from]) + 1;
    previous[i] = from;
  }
  const steps = [];
  for (let i = target; i >= 0; i = previous[i]) {
    const r = requests[i];
    const label = r.resourceType === 'Document' ? 'HTML' : i === target ? new URL(r.url).pathname : fileName(r.url);
    steps.unshift(`${label}${cached(r) ? ' (cache)' : ''} ${Math.round(start(r))}-${Math.round(r.networkEndTime)}`);
  }
  return { depth: depth[target] - (cached(requests[target]) ? 0 : 1), steps };
}

/** The LCP element's label, when Lighthouse names one. */
function lcpElement(audit) {
  const tables = audit?.details?.items ?? [];
  for (const table of tables) {
    const node = table?.items?.[0]?.node ?? table?.node;
    if (node) return node.nodeLabel || node.snippet || '';
  }
  return '';
}

/**
 * Main-thread time spent parsing, compiling and evaluating script over the whole load, scaled by
 * the 4x CPU slowdown as Lighthouse's simulation does; null when the audit has no breakdown.
 */
function scriptTime(audit) {
  const items = audit?.details?.items;
  if (!Array.isArray(items)) return null;
  return items.filter((i) => i.group === 'scriptEvaluation' || i.group === 'scriptParseCompile').reduce((sum, i) => sum + (i.duration ?? 0), 0);
}

/**
 * What the page needed before it first painted (issue 22 item 3), in the unthrottled load the
 * simulation starts from: the script bytes whose download had ended by the observed first
 * contentful paint, and the main thread's busy time before it (tasks cut at the paint).
 */
function beforePaint(audits, items) {
  const paintAt = audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  if (!Number.isFinite(paintAt)) return { jsKiB: null, busyMs: null };
  const jsKiB = items.filter((r) => r.resourceType === 'Script' && r.networkEndTime <= paintAt).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const tasks = audits['main-thread-tasks']?.details?.items ?? [];
  const busyMs = tasks.filter((t) => t.startTime < paintAt).reduce((sum, t) => sum + Math.min(t.duration, paintAt - t.startTime), 0);
  return { jsKiB, busyMs };
}

/** The figures `npm run perf` reports, from one report. */
export function figures(lhr, apiPrefix) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const value = (id) => {
    const v = audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse: no value for ${id}${audits[id]?.errorMessage ? ` (${audits[id].errorMessage})` : ''}`);
    return v;
  };
  const items = audits['network-requests']?.details?.items ?? [];
  const score = lhr.categories.performance.score;
  if (typeof score !== 'number') throw new Error('Lighthouse: no performance score');
  return {
    score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKiB: items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    allKiB: items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    scriptMs: scriptTime(audits['mainthread-work-breakdown']),
    beforePaint: beforePaint(audits, items),
    requests: items.length,
    /** Lighthouse's measure of this machine's speed at the visit (higher is faster; busy is lower). */
    benchmark: lhr.environment?.benchmarkIndex ?? null,
    chain: serialChain(items, apiPrefix),
    lcpElement: lcpElement(audits['largest-contentful-paint-element']),
    failedRequests: items.filter((r) => !isFavicon(r.url) && (r.statusCode >= 400 || r.statusCode === -1)).map((r) => `${r.statusCode} ${r.url}`),
  };
}

/** Chromium's full version (the user agent in a report is reduced to the major version). */
export function browserVersion() {
  try {
    const out = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return /^\S+ [\d.]+/.exec(out.trim())?.[0] ?? out.trim();
  } catch {
    return `${CHROME_PATH} (version unknown)`;
  }
}
