#!/usr/bin/env node
/**
 * `npm run perf`: Lighthouse on the production build, every route in both markets, against a
 * React 19 hello world built by the same Vite (the floor); writes docs/perf.md and exits non-zero
 * when a route misses a target (TARGETS below).
 *
 * 1. builds the app (vite build, mode production, no demo backend inside) into .perf/app and the
 *    hello world (tests/perf/hello-world, the app's build options) into .perf/hello;
 * 2. serves both with the server of `npm run serve` (scripts/lib/app-server.mjs) on free ports of
 *    127.0.0.1, the app's API prefix answered by the demo backend (mocks/handlers, no added
 *    latency) or proxied to VITE_API_PROXY;
 * 3. runs Lighthouse (scripts/lib/lighthouse.mjs) `--runs` times in rounds: each round measures the
 *    floor, then every route, so each route's LCP is compared with the floor's of its own round;
 * 4. writes the medians, the LCP ratio to the floor, and each route's serial request chain before
 *    its first API call. Raw reports go to .perf/lighthouse/.
 *
 * Slow (about 15 s per run, 13 pages x 3 runs) and noisy on a busy machine: not part of .ci/run.
 * Run it on an idle machine before closing an issue that adds a route or changes loading.
 *
 * Options:
 *   --runs <n>        runs per page (default 3)
 *   --only <list>     comma-separated routes to measure besides the floor: a path (/complaint),
 *                     a market and path (ID/complaint), or a page name (complaint entry)
 *   --out <file>      report file; default docs/perf.md for a full run (all routes, >= 3 runs),
 *                     .perf/perf.md for a partial one, so a quick check never replaces the report
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppServer, listen, mockBackend, proxyTo } from './lib/app-server.mjs';
import { parseArgs } from './lib/args.mjs';
import { assertChromium, browserVersion, CHROME_PATH, figures, lighthouseRun } from './lib/lighthouse.mjs';
import { assertNoMsw, buildApp, loadBackend, loadModules, MODE, root } from './lib/project.mjs';
import { loadSite } from './lib/static-site.mjs';
import { MARKETS, ROUTE_ADDRESSES } from './lib/routes.mjs';

/** The targets of issue 7, in one place. A route misses when any of these fails on its medians. */
const TARGETS = {
  /** LCP at most this multiple of the floor's LCP in the same round. */
  lcpRatio: 1.3,
  /** Lighthouse performance score at least this. */
  score: 0.98,
  /** Total blocking time at most this, ms. */
  tbtMs: 100,
  /** Cumulative layout shift at most this. */
  cls: 0,
};

const DEFAULT_RUNS = 3;
const APP_DIR = '.perf/app';
const HELLO_DIR = '.perf/hello';
const HELLO_SOURCE = 'tests/perf/hello-world';
const REPORTS_DIR = '.perf/lighthouse';
const FULL_REPORT = 'docs/perf.md';
const PARTIAL_REPORT = '.perf/perf.md';
/** The module that lists the screens that exist (its `availablePaths`). */
const SCREENS_MODULE = '/src/app/screens.ts';

const HELP = 'usage: npm run perf -- [--runs <n>] [--only <route>[,<route>...]] [--out <file>]';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function screenPaths() {
  try {
    const [{ availablePaths }] = await loadModules(SCREENS_MODULE);
    return [...availablePaths];
  } catch (error) {
    console.warn(`warning: could not read ${SCREENS_MODULE} (${error instanceof Error ? error.message : error}); measuring the table in scripts/perf.mjs as is`);
    return null;
  }
}

/** The pages to measure: the floor first, then each route in each market. */
function plan(screens, only) {
  const warnings = [];
  const rows = ROUTE_ADDRESSES.filter((route) => {
    if (screens && !screens.includes(route.path)) {
      warnings.push(`${route.path} (${route.name}) is in scripts/perf.mjs but not a screen in ${SCREENS_MODULE}: skipped`);
      return false;
    }
    return true;
  });
  for (const path of screens ?? []) {
    if (!rows.some((r) => r.path === path)) {
      warnings.push(`${path} is a screen without an address in scripts/lib/routes.mjs ROUTE_ADDRESSES: measured with device parameters only`);
      rows.push({ path, name: path.slice(1), query: { IN: '', ID: '' }, untabled: true });
    }
  }
  const pages = [];
  for (const market of Object.keys(MARKETS)) {
    for (const route of rows) {
      const extra = route.query[market];
      pages.push({
        key: `${market} ${route.path}`,
        market,
        route,
        name: route.name,
        address: `${route.path}?${MARKETS[market].query}${extra ? `&${extra}` : ''}`,
      });
    }
  }
  if (!only) return { pages, warnings };
  const wanted = only.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
  const matches = (page, w) => {
    const bare = w.replace(/^\//, '');
    const [market, rest] = /^(in|id)[/:\s]+(.*)$/.exec(w)?.slice(1) ?? [null, bare];
    if (market && page.market.toLowerCase() !== market) return false;
    const wantedPath = rest.replace(/^\//, '');
    return page.route.path.slice(1).toLowerCase() === wantedPath || page.name.toLowerCase() === wantedPath;
  };
  const chosen = pages.filter((p) => wanted.some((w) => w !== 'floor' && matches(p, w)));
  const unknown = wanted.filter((w) => w !== 'floor' && !pages.some((p) => matches(p, w)));
  if (unknown.length > 0) {
    throw new Error(`--only: no route matches ${unknown.join(', ')}; routes: ${[...new Set(pages.map((p) => p.route.path))].join(' ')}`);
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
  kib: (k) => String(Math.round(k)),
  ratio: (r) => `${r.toFixed(2)}x`,
};

/** Medians of a page's runs, and the run whose LCP is nearest the median (for its chain). */
function summarise(runs, floorRuns) {
  const ok = runs.filter((r) => r.figures);
  if (ok.length === 0) return null;
  const pick = (f) => median(ok.map((r) => f(r.figures)));
  const ratios = ok.filter((r) => floorRuns[r.round]?.figures).map((r) => r.figures.lcp / floorRuns[r.round].figures.lcp);
  const lcp = pick((f) => f.lcp);
  const typical = ok.reduce((best, r) => (Math.abs(r.figures.lcp - lcp) < Math.abs(best.figures.lcp - lcp) ? r : best));
  const depths = ok.map((r) => r.figures.chain?.depth).filter((d) => d !== undefined);
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
    chain: depths.length > 0 ? median(depths) : null,
    typical: typical.figures,
  };
}

function misses(summary) {
  if (!summary) return ['no successful run'];
  const out = [];
  if (summary.errors.length > 0) out.push(`${summary.errors.length} failed run(s)`);
  if (summary.ratio === null) out.push('no floor in the same round');
  else if (summary.ratio > TARGETS.lcpRatio) out.push(`LCP ${fmt.ratio(summary.ratio)} floor > ${TARGETS.lcpRatio}x`);
  if (summary.score < TARGETS.score) out.push(`score ${fmt.score(summary.score)} < ${TARGETS.score}`);
  if (summary.tbt > TARGETS.tbtMs) out.push(`TBT ${fmt.ms(summary.tbt)} ms > ${TARGETS.tbtMs} ms`);
  if (summary.cls > TARGETS.cls) out.push(`CLS ${fmt.cls(summary.cls)} > ${TARGETS.cls}`);
  return out;
}

function report({ started, runs, floor, pages, warnings, failures, env }) {
  const row = (market, label, s, miss) =>
    s
      ? `| ${market} | ${label} | ${fmt.score(s.score)} | ${fmt.s(s.fcp)} | ${fmt.s(s.lcp)} | ${s.ratio === null ? '-' : fmt.ratio(s.ratio)} | ${fmt.ms(s.tbt)} | ${fmt.cls(s.cls)} | ${fmt.kib(s.jsKiB)} | ${s.chain === null ? '-' : s.chain} | ${miss.length === 0 ? 'ok' : `**${miss.join('; ')}**`} |`
      : `| ${market} | ${label} | - | - | - | - | - | - | - | - | **no successful run** |`;
  const lines = [
    '# Performance: Lighthouse on the production build',
    '',
    `Generated by \`npm run perf\` (scripts/perf.mjs) on ${started.toISOString().replace(/\.\d+Z$/, 'Z')}; do not edit by hand.`,
    '',
    `Lighthouse ${env.lighthouse}, mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown), ${env.chromium} headless (${CHROME_PATH}).`,
    `The production build (\`vite build\`, mode production) served by scripts/lib/app-server.mjs (gzip/brotli, cache headers), the API answered on the same origin by ${env.api}.`,
    `${runs} run(s) per page in rounds (the floor, then every route); medians. Machine: ${env.cpus} CPUs, load average ${env.load} at start (Lighthouse's simulated timings scale main-thread work measured on this machine: figures from a busy machine are noisy).`,
    '',
    `Targets (TARGETS in scripts/perf.mjs), on every route in both markets: LCP at most ${TARGETS.lcpRatio}x the floor's in the same round, score at least ${TARGETS.score}, TBT at most ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}.`,
    '',
    '| market | page | score | FCP s | LCP s | LCP / floor | TBT ms | CLS | JS KiB | chain | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('-', 'React 19 hello world, same Vite (the floor)', floor, []),
    ...pages.map((p) => row(p.market, `${p.name} \`${p.route.path}\`${p.route.untabled ? ' (no address in the table)' : ''}`, p.summary, p.miss)),
    '',
    'JS KiB: script bytes transferred, compressed as served (brotli where the browser accepts it and it is smaller, else gzip). Chain: how many requests ran in series (each asked for only after the one before it had finished) before the first API call; the steps of a typical run (the one nearest the median LCP, times in ms of the unthrottled load):',
    '',
    ...pages.map(
      (p) =>
        `- ${p.market} ${p.name}: ${p.summary?.typical.chain ? p.summary.typical.chain.steps.join(' -> ') : 'no API call'}${p.summary?.typical.lcpElement ? `; LCP element: \`${p.summary.typical.lcpElement.replace(/`/g, "'")}\`` : ''}`,
    ),
    '',
    'Addresses:',
    '',
    ...pages.map((p) => `- ${p.market} ${p.name}: \`${p.address}\``),
    '',
  ];
  if (warnings.length > 0) lines.push('Warnings:', '', ...warnings.map((w) => `- ${w}`), '');
  lines.push(
    failures.length === 0
      ? `**All ${pages.length} pages meet the targets.**`
      : `**${failures.length} of ${pages.length} pages miss a target:**\n\n${failures.map((f) => `- ${f}`).join('\n')}`,
    '',
  );
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { flags: ['help'], options: ['runs', 'only', 'out'] });
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  const runs = args.runs === undefined ? DEFAULT_RUNS : Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${args.runs}: expected a whole number >= 1`);
  assertChromium();
  const started = new Date();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');

  buildApp(APP_DIR, { quiet: true });
  assertNoMsw(path.join(root, APP_DIR));
  await buildHello();

  const [backend, screens] = await Promise.all([loadBackend(), screenPaths()]);
  const { pages, warnings } = plan(screens, args.only);
  for (const warning of warnings) console.warn(`warning: ${warning}`);

  const api = backend.kind === 'proxy' ? proxyTo(backend.proxyTarget, backend.apiBase) : await mockBackend(backend.handlers);
  const appServer = createAppServer({ site: loadSite(path.join(root, APP_DIR)), apiBase: backend.apiBase, api });
  const helloServer = createAppServer({ site: loadSite(path.join(root, HELLO_DIR)), apiBase: backend.apiBase, api: null });
  const appPort = await listen(appServer, '127.0.0.1', 0);
  const helloPort = await listen(helloServer, '127.0.0.1', 0);
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const floorUrl = `http://127.0.0.1:${helloPort}/`;
  const apiPrefix = backend.apiBase.replace(/^https?:\/\/[^/]+/, '').replace(/\/$/, '');
  console.log(`\nserving the app on ${appOrigin} (API ${backend.apiBase}: ${backend.kind === 'proxy' ? backend.proxyTarget : 'demo backend'}), the floor on ${floorUrl}`);

  const floorRuns = [];
  for (const page of pages) page.runs = [];
  const env = { lighthouse: 'unknown', chromium: browserVersion(), cpus: os.cpus().length, load, api: backend.kind === 'proxy' ? `a proxy to ${backend.proxyTarget}` : 'the demo backend (mocks/handlers, no added latency)' };
  const total = runs * (pages.length + 1);
  let done = 0;
  const t0 = Date.now();
  mkdirSync(path.join(root, REPORTS_DIR), { recursive: true });

  const measure = async (label, url, round, slug) => {
    done += 1;
    const prefix = `[${String(done).padStart(String(total).length)}/${total}] run ${round + 1}/${runs} ${label}`;
    const began = Date.now();
    try {
      const lhr = await lighthouseRun(url);
      writeFileSync(path.join(root, REPORTS_DIR, `${slug}-run${round + 1}.json`), JSON.stringify(lhr));
      env.lighthouse = lhr.lighthouseVersion;
      const f = figures(lhr, apiPrefix);
      const eta = Math.round(((Date.now() - t0) / done) * (total - done) / 1000);
      console.log(
        `${prefix}: score ${fmt.score(f.score)}  FCP ${fmt.s(f.fcp)} s  LCP ${fmt.s(f.lcp)} s  TBT ${fmt.ms(f.tbt)} ms  CLS ${fmt.cls(f.cls)}  JS ${fmt.kib(f.jsKiB)} KiB  chain ${f.chain ? f.chain.depth : '-'}  (${((Date.now() - began) / 1000).toFixed(0)} s, ~${eta} s left)`,
      );
      if (f.failedRequests.length > 0) console.warn(`    failed requests: ${f.failedRequests.join(', ')}`);
      return { round, figures: f };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${prefix}: FAILED ${message}`);
      return { round, error: message };
    }
  };

  try {
    for (let round = 0; round < runs; round += 1) {
      floorRuns[round] = await measure('floor (hello world)', floorUrl, round, 'floor');
      for (const page of pages) {
        // A file name: a hash route's path (/#/registerTemplate) keeps only its letters.
        const slug = `${page.market}-${page.route.path.replace(/[^\w-]+/g, '') || 'root'}`;
        page.runs.push(await measure(`${page.market} ${page.name}`, `${appOrigin}${page.address}`, round, slug));
      }
    }
  } finally {
    appServer.close();
    helloServer.close();
    appServer.closeAllConnections();
    helloServer.closeAllConnections();
  }

  const floor = summarise(floorRuns, floorRuns);
  if (floor) floor.ratio = 1;
  const failures = [];
  if (!floor) failures.push('floor (hello world): no successful run, so no LCP ratio');
  for (const page of pages) {
    page.summary = summarise(page.runs, floorRuns);
    page.miss = misses(page.summary);
    if (page.miss.length > 0) failures.push(`${page.market} ${page.name} (${page.route.path}): ${page.miss.join('; ')}`);
  }

  const partial = Boolean(args.only) || runs < DEFAULT_RUNS;
  const out = path.resolve(root, args.out ?? (partial ? PARTIAL_REPORT : FULL_REPORT));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, report({ started, runs, floor, pages, warnings, failures, env }));
  console.log(`\nwrote ${path.relative(root, out)}${partial && !args.out ? ` (a partial run: ${FULL_REPORT} is written by a full run)` : ''}; raw reports in ${REPORTS_DIR}/`);
  console.log(`total ${Math.round((Date.now() - t0) / 1000)} s`);
  if (failures.length > 0) {
    console.error(`\nperf: ${failures.length} of ${pages.length} pages miss a target:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    return 1;
  }
  console.log(`\nperf: all ${pages.length} pages meet the targets`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
