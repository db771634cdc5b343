#!/usr/bin/env node
/**
 * `npm run perf`: Lighthouse on the production build, every route in both markets, each visited
 * cold (a first visit) and warm (the same page again with the browser's cache kept, as an app user
 * opens the same pages every day), against a React 19 hello world built by the same Vite (the
 * floor) visited the same two ways in the same run; writes one report, docs/perf.md, and exits
 * non-zero when a page misses a target of its kind (TARGETS below, issue 22).
 *
 * 1. builds the app (vite build, mode production, no demo backend inside) into .perf/app and the
 *    hello world (tests/perf/hello-world, the app's build options) into .perf/hello;
 * 2. serves both with the server of `npm run serve` (scripts/lib/app-server.mjs) on free ports of
 *    127.0.0.1, the app's API prefix answered by the demo backend (mocks/handlers, no added
 *    latency) or proxied to VITE_API_PROXY;
 * 3. opens one headless Chromium (scripts/lib/lighthouse.mjs) and runs Lighthouse `--runs` times in
 *    rounds, one visit at a time: each round visits the floor, then every page, each cold and at
 *    once warm, so a page's LCP is compared with the floor's of its own round and kind of visit;
 * 4. writes the medians, the LCP ratio to the floor, the bytes transferred (a warm visit that
 *    downloaded script was not warm: a miss), and each route's serial request chain before its
 *    first API call. Raw reports go to .perf/lighthouse/.
 *
 * A page's kind, and so its targets, comes from its manifest (src/screens/<flow>/manifest.json):
 * see pageKinds().
 *
 * Slow (about 5 s a visit: 63 pages x 2 visits x 3 runs is about 30 minutes on 2 cores) and noisy
 * on a busy machine: not part of .ci/run. Run it on an idle machine before closing an issue that
 * adds a route or changes loading.
 *
 * Options:
 *   --runs <n>        runs per page (default 3)
 *   --only <list>     comma-separated routes to measure besides the floor: a path (/complaint),
 *                     a market and path (ID/complaint), or a page name (complaint entry)
 *   --cold-only       cold visits only (half the time, for a change to the first visit)
 *   --out <file>      report file; default docs/perf.md for a full run (all routes, both visits,
 *                     >= 3 runs), .perf/perf.md for a partial one, so a quick check never replaces
 *                     the report
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppServer, listen, mockBackend, proxyTo } from './lib/app-server.mjs';
import { parseArgs } from './lib/args.mjs';
import { assertChromium, browserVersion, CHROME_PATH, figures, openBrowser } from './lib/lighthouse.mjs';
import { assertNoMsw, buildApp, loadBackend, loadModules, MODE, root } from './lib/project.mjs';
import { loadSite } from './lib/static-site.mjs';
import { ROUTE_ADDRESSES, routePages } from './lib/routes.mjs';

/**
 * The targets of issue 22, per kind of page and visit (medians of the runs, LCP over the floor's
 * of the same round and visit). A page misses when one fails. null: the issue sets no target for
 * that visit (a promotion page, opened from an advert, is mostly a first visit); it is measured and
 * shown all the same.
 */
const TARGETS = {
  quiet: {
    cold: { score: 1, lcpRatio: 1.1, tbtMs: 10, cls: 0 },
    warm: { score: 1, lcpRatio: 1.1, tbtMs: 10, cls: 0 },
  },
  promotion: {
    cold: { score: 0.99, lcpRatio: 1.3, tbtMs: 50, cls: 0 },
    warm: null,
  },
  data: {
    cold: { score: 0.99, lcpRatio: 1.35, tbtMs: 50, cls: 0 },
    warm: { score: 1, lcpRatio: 1.35, tbtMs: 50, cls: 0 },
  },
};

const KIND_LABELS = {
  quiet: 'quiet pages (painted by their own HTML, nothing asked of a server)',
  promotion: 'promotion pages (hash routes)',
  data: 'data routes (every other screen)',
};

/**
 * A warm visit takes every script from the cache: 0 bytes. More than this (a revalidation's
 * headers are about 0.3 KiB) means the cache did not hold, and the visit measured a cold load.
 */
const WARM_MAX_JS_KIB = 1;

/**
 * Seconds a visit took on this project's 2-core machine (Lighthouse 12.8, one Chromium, load
 * average 2-3), for the estimate printed at start; the progress lines correct it as it goes.
 */
const SECONDS_PER_VISIT = { cold: 5, warm: 4.5 };
/** The route list, the two builds and the servers' start before the first visit, seconds. */
const BUILD_SECONDS = 15;

const VISITS = ['cold', 'warm'];
const DEFAULT_RUNS = 3;
const APP_DIR = '.perf/app';
const HELLO_DIR = '.perf/hello';
const HELLO_SOURCE = 'tests/perf/hello-world';
const REPORTS_DIR = '.perf/lighthouse';
const FULL_REPORT = 'docs/perf.md';
const PARTIAL_REPORT = '.perf/perf.md';
/** The module that lists the screens that exist (its `availablePaths`). */
const SCREENS_MODULE = '/src/app/screens.ts';
const MANIFESTS_DIR = 'src/screens';

const HELP = 'usage: npm run perf -- [--runs <n>] [--only <route>[,<route>...]] [--cold-only] [--out <file>]';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function screenPaths() {
  // Vite's dev server (loadModules) sets NODE_ENV=development when it is unset, and the builds
  // after it (the floor in this process, the app in a child that inherits it) would then bundle
  // React's development build: 104 KiB of floor instead of 58.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const [{ availablePaths }] = await loadModules(SCREENS_MODULE);
    return [...availablePaths];
  } catch (error) {
    console.warn(`warning: could not read ${SCREENS_MODULE} (${error instanceof Error ? error.message : error}); measuring the addresses of scripts/lib/routes.mjs as they are`);
    return ROUTE_ADDRESSES.map((r) => r.path);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Each screen's kind, by its address (`/Policy`, `/#/registerTemplate`), read from its manifest:
 * - promotion: a hash route;
 * - quiet: `"quiet": true` (sends nothing to a server) or `"prerender": true` (painted by its own
 *   HTML file, issue 22 item 1): the issue's list of quiet pages is the pages painted by their
 *   HTML, and /Contact, whose form keeps it out of the quiet byte budget, is one of them once the
 *   manifests say it is prerendered;
 * - data: every other screen, whether or not it asks the API for anything while it loads.
 * Read as data at each run (no list typed here), so a manifest changed by the build's work moves
 * its page with it.
 */
function pageKinds() {
  const kinds = new Map();
  const dir = path.join(root, MANIFESTS_DIR);
  for (const folder of readdirSync(dir).sort()) {
    const file = `${MANIFESTS_DIR}/${folder}/manifest.json`;
    if (!existsSync(path.join(root, file))) continue;
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`, { cause: error });
    }
    const { route } = manifest;
    const address = typeof route?.hash === 'string' ? `/#${route.hash}` : route?.path;
    if (typeof address !== 'string') throw new Error(`${file}: no route.path or route.hash`);
    const quiet = manifest.quiet === true || manifest.prerender === true;
    kinds.set(address, { kind: address.startsWith('/#') ? 'promotion' : quiet ? 'quiet' : 'data', quiet: manifest.quiet === true });
  }
  return kinds;
}

/** The pages to measure (each route in each market), with their kinds; `only` narrows them. */
function plan(screens, kinds, only) {
  const { pages: all, warnings } = routePages(screens);
  const pages = all.map((page) => {
    const known = kinds.get(page.path);
    if (!known) warnings.push(`${page.path} has no manifest under ${MANIFESTS_DIR}/: held to the data-route targets`);
    return { ...page, kind: known?.kind ?? 'data', runs: { cold: [], warm: [] } };
  });
  if (!only) return { pages, warnings };
  const wanted = only.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
  const matches = (page, w) => {
    const bare = w.replace(/^\//, '');
    const [market, rest] = /^(in|id)[/:\s]+(.*)$/.exec(w)?.slice(1) ?? [null, bare];
    if (market && page.market.toLowerCase() !== market) return false;
    const wantedPath = rest.replace(/^\//, '');
    return page.path.slice(1).toLowerCase() === wantedPath || page.name.toLowerCase() === wantedPath;
  };
  const chosen = pages.filter((p) => wanted.some((w) => w !== 'floor' && matches(p, w)));
  const unknown = wanted.filter((w) => w !== 'floor' && !pages.some((p) => matches(p, w)));
  if (unknown.length > 0) {
    throw new Error(`--only: no route matches ${unknown.join(', ')}; routes: ${[...new Set(pages.map((p) => p.path))].join(' ')}`);
  }
  return { pages: chosen, warnings };
}

async function buildHello() {
  const [{ build, loadConfigFromFile }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  // The app's own build options (target, sourcemap...), so the floor differs only by its code.
  const loaded = await loadConfigFromFile({ command: 'build', mode: MODE }, path.join(root, 'vite.config.ts'), root, 'silent');
  const appBuild = loaded?.config.build ?? {};
  console.log(`$ vite build ${HELLO_SOURCE} --outDir ${HELLO_DIR} (React hello world, the floor)`);
  await build({
    configFile: false,
    root: path.join(root, HELLO_SOURCE),
    mode: MODE,
    logLevel: 'warn',
    plugins: [react()],
    build: { ...appBuild, outDir: path.join(root, HELLO_DIR), emptyOutDir: true },
  });
}

const fmt = {
  s: (ms) => (ms / 1000).toFixed(2),
  ms: (ms) => String(Math.round(ms)),
  score: (s) => s.toFixed(2),
  cls: (c) => (c === 0 ? '0' : c.toFixed(3)),
  kib: (k) => (k > 0 && k < 9.95 ? k.toFixed(1) : String(Math.round(k))),
  ratio: (r) => `${r.toFixed(2)}x`,
  minutes: (seconds) => (seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`),
};

/** The median of the numbers among `values`, null when there is none (an older report). */
const orNull = (values) => {
  const known = values.filter((v) => typeof v === 'number');
  return known.length > 0 ? median(known) : null;
};

/** One visit's lcpPath (scripts/lib/lighthouse.mjs) in a line. */
function pathText(p) {
  if (!p) return 'not simulated';
  const s = (ms) => (ms / 1000).toFixed(2);
  const files = p.files + p.cached === 0 ? 'no file' : `${p.files > 0 ? `${p.files} file(s) ${fmt.kib(p.kib)} KiB` : ''}${p.files > 0 && p.cached > 0 ? ' + ' : ''}${p.cached > 0 ? `${p.cached} from the cache` : ''} by ${s(p.filesEnd)}`;
  const api = p.apiCalls === 0 ? 'no API call' : `${p.apiCalls === 1 ? 'API' : `${p.apiCalls} API calls`} by ${s(p.apiEnd)}`;
  return `HTML ${p.html === null ? '-' : s(p.html)}, ${files}, ${api}, main thread ${s(p.cpuMs)}: LCP ${s(p.lcp)}`;
}

/** Medians of a page's runs of one visit, and the run whose LCP is nearest the median (for its chain). */
function summarise(runs, floorRuns) {
  const ok = runs.filter((r) => r.figures);
  if (ok.length === 0) return null;
  const pick = (f) => median(ok.map((r) => f(r.figures)));
  const ratios = ok.filter((r) => floorRuns[r.round]?.figures).map((r) => r.figures.lcp / floorRuns[r.round].figures.lcp);
  const lcp = pick((f) => f.lcp);
  const typical = ok.reduce((best, r) => (Math.abs(r.figures.lcp - lcp) < Math.abs(best.figures.lcp - lcp) ? r : best));
  const depths = ok.map((r) => r.figures.chain?.depth).filter((d) => d !== undefined);
  const scripts = ok.map((r) => r.figures.scriptMs).filter((m) => m !== null);
  return {
    runs: ok.length,
    errors: runs.filter((r) => r.error).map((r) => r.error),
    score: pick((f) => f.score),
    fcp: pick((f) => f.fcp),
    lcp,
    ratio: ratios.length > 0 ? median(ratios) : null,
    tbt: pick((f) => f.tbt),
    cls: pick((f) => f.cls),
    jsKiB: pick((f) => f.jsKiB),
    allKiB: pick((f) => f.allKiB),
    scriptMs: scripts.length > 0 ? median(scripts) : null,
    paintJsKiB: orNull(ok.map((r) => r.figures.beforePaint?.jsKiB)),
    paintBusyMs: orNull(ok.map((r) => r.figures.beforePaint?.busyMs)),
    maxJsKiB: Math.max(...ok.map((r) => r.figures.jsKiB)),
    notWarm: ok.filter((r) => r.figures.jsKiB > WARM_MAX_JS_KIB).length,
    chain: depths.length > 0 ? median(depths) : null,
    typical: typical.figures,
  };
}

/** Why a page's visit is no measurement of its kind: failed runs, no floor, a warm visit that was not. */
function invalid(summary, visit) {
  if (!summary) return ['no successful run'];
  const out = [];
  if (summary.errors.length > 0) out.push(`${summary.errors.length} failed run(s)`);
  if (visit === 'warm' && summary.notWarm > 0) {
    out.push(`not warm: ${summary.notWarm} of ${summary.runs} run(s) downloaded script (up to ${fmt.kib(summary.maxJsKiB)} KiB > ${WARM_MAX_JS_KIB} KiB)`);
  }
  return out;
}

/** The reasons a page's visit misses its target (none: it passes). */
function misses(summary, visit, target) {
  const out = invalid(summary, visit);
  if (!summary || !target) return out;
  if (summary.ratio === null) out.push('no floor in the same round');
  else if (summary.ratio > target.lcpRatio) out.push(`LCP ${fmt.ratio(summary.ratio)} floor > ${fmt.ratio(target.lcpRatio)}`);
  // Lighthouse rounds a score to hundredths; the epsilon keeps 0.99 from failing 0.99 on a float.
  if (summary.score < target.score - 1e-9) out.push(`score ${fmt.score(summary.score)} < ${fmt.score(target.score)}`);
  if (summary.tbt > target.tbtMs) out.push(`TBT ${fmt.ms(summary.tbt)} ms > ${target.tbtMs} ms`);
  if (summary.cls > target.cls) out.push(`CLS ${fmt.cls(summary.cls)} > ${target.cls}`);
  return out;
}

function targetText(target) {
  return target ? `score >= ${fmt.score(target.score)}, LCP <= ${fmt.ratio(target.lcpRatio)} floor, TBT <= ${target.tbtMs} ms, CLS ${target.cls}` : 'none';
}

function report({ started, runs, visits, floor, pages, kinds, warnings, floorFailures, failures, env, timing }) {
  const result = (row) => {
    if (row.kind === 'floor') return row.miss.length === 0 ? 'floor' : `**${row.miss.join('; ')}**`;
    if (row.miss.length > 0) return `**miss: ${row.miss.join('; ')}**`;
    return row.target ? 'pass' : 'no target';
  };
  const line = (row) => {
    const s = row.summary;
    const head = `| ${row.market} | ${row.label} | ${row.kind} | ${row.visit} |`;
    if (!s) return `${head} - | - | - | - | - | - | - | - | - | - | - | - | **${row.miss.join('; ')}** |`;
    return `${head} ${fmt.score(s.score)} | ${fmt.s(s.fcp)} | ${fmt.s(s.lcp)} | ${s.ratio === null ? '-' : fmt.ratio(s.ratio)} | ${fmt.ms(s.tbt)} | ${fmt.cls(s.cls)} | ${fmt.kib(s.jsKiB)} | ${fmt.kib(s.allKiB)} | ${s.scriptMs === null ? '-' : fmt.ms(s.scriptMs)} | ${s.paintJsKiB === null ? '-' : fmt.kib(s.paintJsKiB)} | ${s.paintBusyMs === null ? '-' : fmt.ms(s.paintBusyMs)} | ${s.chain === null ? '-' : s.chain} | ${result(row)} |`;
  };
  const rows = [...floor.rows, ...pages.flatMap((p) => p.rows)];
  // Where the two fields differ (issue 22: /Contact, prerendered but over the quiet byte budget).
  const byKind = (kind) => [...kinds].filter(([, k]) => k.kind === kind).map(([address, k]) => `\`${address}\`${kind === 'quiet' && !k.quiet ? ' (by `"prerender": true`; `"quiet": false`)' : ''}`);
  const visitText = visits.length === 2 ? 'each page visited cold, then at once warm' : 'cold visits only (`--cold-only`)';
  const lines = [
    '# Performance: Lighthouse on the production build',
    '',
    `Generated by \`npm run perf\` (scripts/perf.mjs) on ${started.toISOString().replace(/\.\d+Z$/, 'Z')}; do not edit by hand.`,
    '',
    `Lighthouse ${env.lighthouse}, mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown), ${env.chromium} headless (${CHROME_PATH}), one browser for the whole run, one visit at a time.`,
    `The production build (\`vite build\`, mode production) served by scripts/lib/app-server.mjs (gzip/brotli; \`/assets/\` immutable, HTML no-cache with an ETag), the API answered on the same origin by ${env.api}.`,
    `${runs} run(s) per page in rounds (the floor, then every page; ${visitText}); medians. Machine: ${env.cpus} CPUs, load average ${env.load} at start (Lighthouse's simulated timings scale main-thread work measured on this machine: figures from a busy machine are noisy). ${timing}`,
    '',
    '- **cold**: a first visit. The browser\'s HTTP cache (with V8\'s code cache) and the origin\'s storage are emptied before it.',
    '- **warm**: the same address again right after its cold visit, with the HTTP cache kept (Lighthouse `disableStorageReset`; the origin\'s storage was emptied after the cold visit): the HTML is revalidated (304), every script and style comes from the cache. A warm visit that downloads more than ' +
      `${WARM_MAX_JS_KIB} KiB of script was not warm and is a miss. The floor is visited the same way, and a warm visit's LCP is over the warm floor's.`,
    '',
    'Targets (TARGETS in scripts/perf.mjs, issue 22):',
    '',
    '| pages | cold | warm |',
    '|---|---|---|',
    ...Object.entries(TARGETS).map(([kind, t]) => `| ${kind}: ${KIND_LABELS[kind]} | ${targetText(t.cold)} | ${targetText(t.warm)} |`),
    '',
    `Kinds, from src/screens/*/manifest.json: quiet is \`"quiet": true\` or \`"prerender": true\`, promotion a hash route, data every other screen (whether or not it calls the API while it loads).`,
    '',
    `- quiet: ${byKind('quiet').join(', ') || 'none'}`,
    `- promotion: ${byKind('promotion').join(', ') || 'none'}`,
    `- data: ${byKind('data').join(', ') || 'none'}`,
    '',
    '| market | page | kind | visit | score | FCP s | LCP s | LCP / floor | TBT ms | CLS | JS KiB | all KiB | script ms | JS KiB before paint | busy ms before paint | chain | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(line),
    '',
    'JS KiB and all KiB: script bytes and all bytes transferred, compressed as served (brotli where the browser accepts it and it is smaller, else gzip); a response from the cache counts 0, a revalidated HTML its headers. Script ms: main-thread time parsing, compiling and running script over the whole load, at the 4x slowdown. Before paint (issue 22 item 3), in the unthrottled load the simulation starts from: the script bytes downloaded by the observed first contentful paint, and the main thread\'s busy time before it. Chain: how many round trips ran in series (each request asked for only after the one before it had finished) before the first API call, a response from the cache being no round trip; the steps of a typical run (the one nearest the median LCP, times in ms of the unthrottled load):',
    '',
    ...pages.map((p) => {
      const parts = p.rows.map((row) => `${row.visit} ${row.summary?.typical.chain ? row.summary.typical.chain.steps.join(' -> ') : 'no API call'}`);
      const element = p.rows[0].summary?.typical.lcpElement;
      return `- ${p.market} ${p.name}: ${parts.join('; ')}${element ? `; LCP element: \`${element.replace(/`/g, "'")}\`` : ''}`;
    }),
    '',
    "What each LCP is made of, in Lighthouse's simulation of the typical run (scripts/lib/lighthouse.mjs lcpPath: the graph of requests and main-thread tasks before the observed paint, simulated on slow 4G at 4x CPU, the later of Lighthouse's two simulations, seconds from the start of the load): when the HTML ended; the files the paint waited for (stylesheets, scripts, images, frames; fetched and from the cache, the bytes fetched) and when the last ended; when the last API call ended; the main thread's tasks (4x); the simulated LCP.",
    '',
    ...[floor, ...pages].map((p) => `- ${p.market === '-' ? '' : `${p.market} `}${p.name}: ${p.rows.map((row) => `${row.visit} ${pathText(row.summary?.typical.lcpPath)}`).join('; ')}`),
    '',
    'Addresses:',
    '',
    ...pages.map((p) => `- ${p.market} ${p.name}: \`${p.address}\``),
    '',
  ];
  if (warnings.length > 0) lines.push('Warnings:', '', ...warnings.map((w) => `- ${w}`), '');
  if (floorFailures.length > 0) lines.push(`**The floor: ${floorFailures.join('; ')}.**`, '');
  const measured = rows.length - floor.rows.length;
  lines.push(
    failures.length === 0
      ? `**All ${measured} page visits meet their targets.**`
      : `**${failures.length} of ${measured} page visits miss a target:**\n\n${failures.map((f) => `- ${f}`).join('\n')}`,
    '',
  );
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { flags: ['help', 'cold-only'], options: ['runs', 'only', 'out'] });
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  const runs = args.runs === undefined ? DEFAULT_RUNS : Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${args.runs}: expected a whole number >= 1`);
  const visits = args['cold-only'] ? ['cold'] : VISITS;
  assertChromium();
  const started = new Date();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');

  // The plan before the builds: a wrong --only fails at once, and the estimate comes first.
  const kinds = pageKinds();
  const { pages, warnings } = plan(await screenPaths(), kinds, args.only);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const total = runs * (pages.length + 1) * visits.length;
  // One more cold visit: the browser's warm-up (openBrowser).
  const estimate = (runs * (pages.length + 1) * visits.reduce((sum, v) => sum + SECONDS_PER_VISIT[v], 0)) + SECONDS_PER_VISIT.cold;
  console.log(
    `load average ${load} at start (${os.cpus().length} CPUs)\n` +
      `plan: (${pages.length} page(s) + the floor) x ${visits.join(' + ')} x ${runs} run(s) = ${total} Lighthouse visits, one at a time in one Chromium: ` +
      `about ${fmt.minutes(estimate + BUILD_SECONDS)} (${SECONDS_PER_VISIT.cold} s a cold visit, ${SECONDS_PER_VISIT.warm} s a warm one, measured on this project's 2-core machine; ~${BUILD_SECONDS} s of builds)\n`,
  );

  buildApp(APP_DIR, { quiet: true });
  assertNoMsw(path.join(root, APP_DIR));
  await buildHello();

  const backend = await loadBackend();
  const api = backend.kind === 'proxy' ? proxyTo(backend.proxyTarget, backend.apiBase) : await mockBackend(backend.handlers);
  const appServer = createAppServer({ site: loadSite(path.join(root, APP_DIR)), apiBase: backend.apiBase, api });
  const helloServer = createAppServer({ site: loadSite(path.join(root, HELLO_DIR)), apiBase: backend.apiBase, api: null });
  const appPort = await listen(appServer, '127.0.0.1', 0);
  const helloPort = await listen(helloServer, '127.0.0.1', 0);
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const floorUrl = `http://127.0.0.1:${helloPort}/`;
  const apiPrefix = backend.apiBase.replace(/^https?:\/\/[^/]+/, '').replace(/\/$/, '');
  console.log(`\nserving the app on ${appOrigin} (API ${backend.apiBase}: ${backend.kind === 'proxy' ? backend.proxyTarget : 'demo backend'}), the floor on ${floorUrl}`);

  const floor = { market: '-', name: 'floor (hello world)', kind: 'floor', runs: { cold: [], warm: [] } };
  const env = { lighthouse: 'unknown', chromium: browserVersion(), cpus: os.cpus().length, load, api: backend.kind === 'proxy' ? `a proxy to ${backend.proxyTarget}` : "the demo backend (mocks/handlers, no added latency; JSON gzip'd, an API's headers)" };
  let done = 0;
  const spent = { cold: [], warm: [] };
  const t0 = Date.now();
  mkdirSync(path.join(root, REPORTS_DIR), { recursive: true });
  console.log('warming up the browser: one visit of the floor, not measured');
  const browser = await openBrowser({ warmUp: floorUrl });

  const measure = async (label, url, visit, round, slug) => {
    done += 1;
    const prefix = `[${String(done).padStart(String(total).length)}/${total}] run ${round + 1}/${runs} ${label} ${visit}`;
    const began = Date.now();
    try {
      const { lhr, lcpPath } = await browser.visit(url, visit);
      writeFileSync(path.join(root, REPORTS_DIR, `${slug}-${visit}-run${round + 1}.json`), JSON.stringify(lhr));
      env.lighthouse = lhr.lighthouseVersion;
      const f = { ...figures(lhr, apiPrefix), lcpPath };
      spent[visit].push(Date.now() - began);
      const eta = Math.round(((Date.now() - t0) / done) * (total - done) / 1000);
      console.log(
        `${prefix}: score ${fmt.score(f.score)}  FCP ${fmt.s(f.fcp)} s  LCP ${fmt.s(f.lcp)} s  TBT ${fmt.ms(f.tbt)} ms  CLS ${fmt.cls(f.cls)}  JS ${fmt.kib(f.jsKiB)} KiB  all ${fmt.kib(f.allKiB)} KiB  chain ${f.chain ? f.chain.depth : '-'}  (${((Date.now() - began) / 1000).toFixed(1)} s, ~${fmt.minutes(eta)} left)`,
      );
      if (f.failedRequests.length > 0) console.warn(`    failed requests: ${f.failedRequests.join(', ')}`);
      return { round, figures: f };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${prefix}: FAILED ${message}`);
      return { round, error: message };
    }
  };

  // Cold, then warm at once: the warm visit finds what its cold visit left in the cache, and the
  // next page's cold visit empties it again.
  const visitBoth = async (target, label, url, round, slug) => {
    for (const visit of visits) {
      const cold = target.runs.cold[target.runs.cold.length - 1];
      if (visit === 'warm' && cold?.round === round && cold.error) {
        done += 1;
        target.runs.warm.push({ round, error: 'its cold visit failed, so nothing was cached' });
        continue;
      }
      target.runs[visit].push(await measure(label, url, visit, round, slug));
    }
  };

  try {
    for (let round = 0; round < runs; round += 1) {
      await visitBoth(floor, 'floor (hello world)', floorUrl, round, 'floor');
      for (const page of pages) {
        // A file name: a hash route's path (/#/registerTemplate) keeps only its letters.
        const slug = `${page.market}-${page.path.replace(/[^\w-]+/g, '') || 'root'}`;
        await visitBoth(page, `${page.market} ${page.name}`, `${appOrigin}${page.address}`, round, slug);
      }
    }
  } finally {
    browser.close();
    appServer.close();
    helloServer.close();
    appServer.closeAllConnections();
    helloServer.closeAllConnections();
  }

  const floorFailures = [];
  const failures = [];
  const floorRuns = (visit) => Object.fromEntries(floor.runs[visit].map((r) => [r.round, r]));
  floor.rows = visits.map((visit) => {
    const summary = summarise(floor.runs[visit], floorRuns(visit));
    if (summary) summary.ratio = 1;
    const miss = invalid(summary, visit);
    if (miss.length > 0) floorFailures.push(`${visit}: ${miss.join('; ')}, so no ${visit} LCP ratio holds`);
    return { market: '-', label: 'React 19 hello world, same Vite (the floor)', kind: 'floor', visit, summary, miss, target: null };
  });
  for (const page of pages) {
    page.rows = visits.map((visit) => {
      const target = TARGETS[page.kind][visit];
      const summary = summarise(page.runs[visit], floorRuns(visit));
      const miss = misses(summary, visit, target);
      if (miss.length > 0) failures.push(`${page.market} ${page.name} (${page.path}) ${visit}: ${miss.join('; ')}`);
      return { market: page.market, label: `${page.name} \`${page.path}\`${page.untabled ? ' (no address in the table)' : ''}`, kind: page.kind, visit, summary, miss, target };
    });
  }

  const seconds = (list) => (list.length > 0 ? (list.reduce((a, b) => a + b, 0) / list.length / 1000).toFixed(1) : '-');
  const benchmarks = [floor, ...pages].flatMap((t) => [...t.runs.cold, ...t.runs.warm]).map((r) => r.figures?.benchmark).filter((b) => typeof b === 'number');
  const timing =
    `This run: ${done} visits (and the warm-up) in ${fmt.minutes((Date.now() - t0) / 1000)}, ${visits.map((v) => `${seconds(spent[v])} s a ${v} visit`).join(' and ')}` +
    (benchmarks.length > 0 ? `; Lighthouse's benchmark index (this machine's speed at each visit, lower when busy) median ${Math.round(median(benchmarks))}, ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}.` : '.');
  const partial = Boolean(args.only) || runs < DEFAULT_RUNS || visits.length < VISITS.length;
  const out = path.resolve(root, args.out ?? (partial ? PARTIAL_REPORT : FULL_REPORT));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, report({ started, runs, visits, floor, pages, kinds, warnings, floorFailures, failures, env, timing }));
  console.log(`\nwrote ${path.relative(root, out)}${partial && !args.out ? ` (a partial run: ${FULL_REPORT} is written by a full run)` : ''}; raw reports in ${REPORTS_DIR}/`);
  console.log(timing);
  if (floorFailures.length > 0) console.error(`\nperf: the floor: ${floorFailures.join('; ')}`);
  if (failures.length > 0) {
    console.error(`\nperf: ${failures.length} of ${pages.length * visits.length} page visits miss a target:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    return 1;
  }
  if (floorFailures.length > 0) return 1;
  console.log(`\nperf: all ${pages.length * visits.length} page visits meet their targets`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
