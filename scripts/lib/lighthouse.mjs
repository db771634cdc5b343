/**
 * One Lighthouse run for `npm run perf`, and what is read out of its report.
 *
 * Lighthouse 12.8 through its node API with its default (mobile) settings: simulated slow 4G
 * (150 ms RTT, 1.6 Mbps down) and 4x CPU slowdown, Moto G Power screen; performance category
 * only. Each run gets a fresh headless Chromium (Debian's, never a downloaded one) with an empty
 * profile, so no run inherits another's cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

export function assertChromium() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `${CHROME_PATH} not found. Lighthouse drives Debian's Chromium (no browser is downloaded here): ` +
        'apt-get update && apt-get install -y chromium, or set CHROME_PATH.',
    );
  }
}

/** Runs Lighthouse once on `url`; resolves with the report (lhr). */
export async function lighthouseRun(url) {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    chrome.kill();
  }
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
 * renderer asked for it only after the other had finished; the chain is the longest such series
 * that ends at the first XHR/fetch under the API prefix, and its depth counts the steps before that
 * call (HTML -> entry -> catalog -> route chunk -> API call is 4).
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
  const depth = [];
  const previous = [];
  for (let i = 0; i <= target; i += 1) {
    let best = 0;
    let from = -1;
    for (let j = 0; j < i; j += 1) {
      if (requests[j].networkEndTime <= start(requests[i]) && depth[j] > best) {
        best = depth[j];
        from = j;
      }
    }
    depth[i] = best + 1;
    previous[i] = from;
  }
  const steps = [];
  for (let i = target; i >= 0; i = previous[i]) {
    const r = requests[i];
    const label = r.resourceType === 'Document' ? 'HTML' : i === target ? new URL(r.url).pathname : fileName(r.url);
    steps.unshift(`${label} ${Math.round(start(r))}-${Math.round(r.networkEndTime)}`);
  }
  return { depth: depth[target] - 1, steps };
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
    requests: items.length,
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
