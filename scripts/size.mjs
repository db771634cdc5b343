#!/usr/bin/env node
/**
 * `npm run size`: builds the production bundle into dist/ and holds what a first visit downloads
 * to budgets.json (issue 7: 130 KiB on every route, both markets).
 *
 * A first visit to a route in a market downloads, from Vite's build manifest (vite build
 * --manifest):
 *   - the entry chunk of index.html and its static imports, transitively;
 *   - the lazy chunks the entry may load at start (its dynamic imports that are neither a screen
 *     nor a catalog; none today), with their imports, counted on every route;
 *   - the route's screen chunk (src/app/screens.ts maps the path to it) and its static imports;
 *   - the market's catalog chunk (isNeedPop=1: en-IN, else id-ID) and its static imports;
 *   - the CSS all of those import.
 * Shared chunks are counted once. Sizes are gzip -9 (what a CDN serves; brotli is smaller), KiB.
 * index.html itself is printed but not counted.
 *
 * Also fails when the production build carries the MSW demo backend (it must only ever ship in
 * `--mode demo` builds), and when a market catalog stops being a lazy chunk of its own.
 *
 * Flags: --skip-build measures the dist/ already there (built with --manifest);
 *        --files also lists each first visit's files;
 *        --record writes each route's first visit to size-baseline.json (a route that grows past it fails).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { compatOfBuild, FEATURE_NAMES } from './lib/compat.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = 'dist';
const MANIFEST = path.join('.vite', 'manifest.json');
const ENTRY_KEY = 'index.html';
const SCREENS_FILE = 'src/app/screens.ts';
const ROUTES_FILE = 'src/routes.ts';
/** Where screen chunks come from: any such lazy chunk is a route, mapped or not. */
const SCREEN_SOURCE = /^src\/screens\/[^/]+\/index\.tsx?$/;

/** The market catalogs, each fetched only when its market is active (isNeedPop=1 is India). */
export const MARKET_CATALOGS = {
  IN: 'src/i18n/en-IN/index.ts',
  ID: 'src/i18n/id-ID/index.ts',
};
export const CATALOGS = Object.values(MARKET_CATALOGS);

/**
 * A string the HTTP client's bundle (axios) keeps after minification and no other shipped code
 * has: a route that sends nothing must not download it (budgets.json quietRoutes).
 */
export const HTTP_CLIENT_MARKER = 'XMLHttpRequest';

/**
 * Strings that survive minification of msw/browser (error texts, channel message types, the
 * worker URL), so any bundled piece of it is caught, not just a file named after it.
 */
export const MSW_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'mswjs.io',
  'MOCKING_ENABLED',
  'INTEGRITY_CHECK_REQUEST',
  'x-msw-intention',
];

const kib = (bytes) => bytes / 1024;
const fmt = (n) => n.toFixed(1);

/** Manifest keys of `keys` and everything they import statically, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The files (JS and the CSS they import) of a set of manifest keys. */
function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

/**
 * Route path -> screen module, read from src/app/screens.ts (`[ROUTES.name]: () =>
 * import('@/screens/x'))`) and src/routes.ts (`name: '/path'`). The text is read, not run: it
 * names the source of each lazy chunk, which the running module would hide.
 */
export function screenSources(projectRoot = root) {
  const screens = readFileSync(path.join(projectRoot, SCREENS_FILE), 'utf8');
  const routes = readFileSync(path.join(projectRoot, ROUTES_FILE), 'utf8');
  const paths = new Map([...routes.matchAll(/^\s*(\w+):\s*'([^']+)'/gm)].map((m) => [m[1], m[2]]));
  const out = [];
  for (const m of screens.matchAll(/\[(ROUTES|HASH_ROUTES)\.(\w+)\]\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const [, table, name, specifier] = m;
    const route = paths.get(name);
    if (!route) throw new Error(`${SCREENS_FILE}: ${table}.${name} is not in ${ROUTES_FILE}`);
    // A hash route is opened as `/#<path>` (src/routes.ts HASH_ROUTES).
    out.push({ route: table === 'HASH_ROUTES' ? `/#${route}` : route, source: specifier.replace(/^@\//, 'src/') });
  }
  if (out.length === 0) {
    throw new Error(`found no \`[ROUTES.x]: () => import('...')\` in ${SCREENS_FILE}: update screenSources() in scripts/size.mjs`);
  }
  return out;
}

/** The manifest key of a module source without extension ('src/screens/x' -> 'src/screens/x/index.tsx'). */
function keyOf(manifest, source) {
  const candidates = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => `${source}${ext}`);
  return candidates.find((key) => manifest[key]) ?? null;
}

/**
 * What each first visit downloads: the entry (with the chunks it loads at every start), and per
 * route its screen closure; catalogs per market. Keys are manifest keys.
 */
export function firstVisitGraph(manifest, screens) {
  const entry = manifest[ENTRY_KEY];
  if (!entry?.isEntry) throw new Error(`manifest has no entry "${ENTRY_KEY}"`);
  const entryKeys = staticClosure(manifest, [ENTRY_KEY]);
  const lazy = new Set();
  for (const key of entryKeys) for (const dynamic of manifest[key].dynamicImports ?? []) if (!entryKeys.has(dynamic)) lazy.add(dynamic);

  const warnings = [];
  const routes = [];
  for (const { route, source } of screens) {
    const key = keyOf(manifest, source);
    if (!key) throw new Error(`${route}: its screen ${source} is not a chunk of the build`);
    if (!lazy.has(key)) warnings.push(`${route}: ${key} is not a lazy chunk of the entry (bundled into it?)`);
    routes.push({ route, key, name: manifest[key].name ?? key });
  }
  for (const key of [...lazy].sort()) {
    if (SCREEN_SOURCE.test(key) && !routes.some((r) => r.key === key)) {
      warnings.push(`${key} is a screen chunk without a route in ${SCREENS_FILE}: measured under its source`);
      routes.push({ route: key, key, name: manifest[key].name ?? key });
    }
  }
  const startup = [...lazy].filter((key) => !CATALOGS.includes(key) && !routes.some((r) => r.key === key)).sort();
  for (const r of routes) r.base = new Set([...entryKeys, ...staticClosure(manifest, startup)]);
  return { entryKeys, startup, routes, lazy, warnings };
}

/** Rows (route x market), the entry row, failures and warnings for a built dir with a manifest. */
export function measure(dir, manifest, budgets, screens) {
  const cache = new Map();
  const gz = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length);
    return cache.get(file);
  };
  const sizeOf = (files) => kib([...files].reduce((sum, file) => sum + gz(file), 0));
  const graph = firstVisitGraph(manifest, screens);
  const failures = [];

  // Only the active market's catalog may load (issue 2, i18n): each must stay a lazy chunk of its own.
  for (const catalog of CATALOGS) {
    if (!manifest[catalog]) failures.push(`${catalog} is not a chunk of the build (bundled into another?)`);
    else if (graph.entryKeys.has(catalog)) failures.push(`${catalog} is bundled into the entry: only the active catalog may load`);
    else if (!graph.lazy.has(catalog)) failures.push(`${catalog} is not a lazy chunk of the entry`);
  }
  if (failures.length > 0) return { rows: [], entry: null, failures, warnings: graph.warnings };

  const entryFiles = filesOf(manifest, graph.entryKeys);
  const entry = { size: sizeOf(entryFiles), budget: budgets.entryKiB, files: [...entryFiles] };
  if (entry.size > entry.budget) {
    failures.push(`entry (${ENTRY_KEY}'s entry chunk, its static imports and CSS): ${fmt(entry.size)} KiB > ${entry.budget} KiB budget (entryKiB)`);
  }
  const rows = graph.routes.map(({ route, key, name }) => {
    const markets = {};
    for (const [market, catalog] of Object.entries(MARKET_CATALOGS)) {
      const keys = new Set([...graph.routes.find((r) => r.key === key).base, ...staticClosure(manifest, [key, catalog])]);
      const files = filesOf(manifest, keys);
      const size = sizeOf(files);
      markets[market] = { size, files: [...files] };
      if (size > budgets.firstVisitKiB) {
        failures.push(`${route} (${market}): first visit ${fmt(size)} KiB > ${budgets.firstVisitKiB} KiB budget (+${fmt(size - budgets.firstVisitKiB)} KiB)`);
      }
    }
    return { route, name, markets };
  });
  // The pages that send nothing (issue 12): a smaller budget, and no HTTP client code at all.
  const quiet = budgets.quietRoutes;
  for (const route of quiet?.routes ?? []) {
    const row = rows.find((r) => r.route === route);
    if (!row) {
      failures.push(`budgets.json quietRoutes: ${route} is not a built route`);
      continue;
    }
    row.budget = quiet.firstVisitKiB;
    for (const [market, { size, files: visit }] of Object.entries(row.markets)) {
      if (size > quiet.firstVisitKiB) {
        failures.push(`${route} (${market}): first visit ${fmt(size)} KiB > ${quiet.firstVisitKiB} KiB budget of a page that sends nothing (quietRoutes, +${fmt(size - quiet.firstVisitKiB)} KiB)`);
      }
      const client = visit.filter((file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'latin1').includes(HTTP_CLIENT_MARKER));
      if (client.length > 0) failures.push(`${route} (${market}): a page that sends nothing downloads HTTP client code (${client.join(', ')} contains "${HTTP_CLIENT_MARKER}")`);
    }
  }
  return { rows, entry, startup: graph.startup, failures, warnings: graph.warnings, html: existsSync(path.join(dir, 'index.html')) ? kib(gz('index.html')) : null };
}

function* files(dir, rel = '') {
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) yield* files(dir, child);
    else yield child;
  }
}

/** Every trace of MSW in a build: the worker file itself, or a marker inside any emitted file. */
export function findMswTraces(dir) {
  const traces = [];
  if (existsSync(path.join(dir, 'mockServiceWorker.js'))) traces.push('mockServiceWorker.js exists');
  for (const file of files(dir)) {
    // Our own manifest names sources, not shipped code.
    if (file === MANIFEST) continue;
    const text = readFileSync(path.join(dir, file), 'latin1');
    const found = MSW_MARKERS.filter((marker) => text.includes(marker));
    if (found.length > 0) traces.push(`${file} contains ${found.map((m) => `"${m}"`).join(', ')}`);
  }
  return traces;
}

function table(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function build() {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--mode', 'production', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest'];
  console.log(`$ vite ${args.slice(1).join(' ')}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

const BASELINE = path.join(root, 'size-baseline.json');
/**
 * Growth within noise is not growth: a rebuilt chunk's gzip moves by a few bytes when only the
 * hashed names it imports change (measured: 7-10 bytes on a route whose code did not change).
 * Recorded to 0.01 KiB, so a route near a rounding edge does not flip by a tenth.
 */
const GROWTH_TOLERANCE_KIB = 0.05;
const recordedKiB = (kib) => Math.round(kib * 100) / 100;

/**
 * Each route's first visit as last recorded (`npm run size -- --record` writes size-baseline.json):
 * a route that grows past it fails, naming the route and the KiB, so growth is a decision recorded
 * in a commit, never a side effect (issue 20: a refactor had quietly taken the machine kit to the
 * promotion agreement page, +14.7 KiB, well inside the 130 KiB budget).
 */
function growthCheck(rows, failures) {
  const now = Object.fromEntries(rows.map((r) => [r.route, Object.fromEntries(Object.entries(r.markets).map(([m, v]) => [m, recordedKiB(v.size)]))]));
  if (process.argv.includes('--record') || !existsSync(BASELINE)) {
    writeFileSync(BASELINE, `${JSON.stringify({ $comment: 'First visit per route and market, KiB gzip -9, as recorded by `npm run size -- --record` (scripts/size.mjs fails when a route grows past it).', routes: now }, null, 2)}\n`);
    console.log(`\nrecorded the first visits in ${path.relative(root, BASELINE)}`);
    return;
  }
  const recorded = JSON.parse(readFileSync(BASELINE, 'utf8')).routes ?? {};
  const moved = [];
  for (const [route, markets] of Object.entries(now)) {
    for (const [market, size] of Object.entries(markets)) {
      const before = recorded[route]?.[market];
      if (typeof before !== 'number') {
        failures.push(`${route} (${market}): no recorded first visit in size-baseline.json (run \`npm run size -- --record\` and commit it)`);
        continue;
      }
      const delta = size - before;
      if (delta > GROWTH_TOLERANCE_KIB) failures.push(`${route} (${market}): first visit grew ${before} -> ${size} KiB (+${delta.toFixed(2)}); shrink it, or record the growth with \`npm run size -- --record\``);
      else if (delta < -GROWTH_TOLERANCE_KIB) moved.push(`${route} (${market}) ${before} -> ${size}`);
    }
  }
  console.log(`\ngrowth check against size-baseline.json: ${moved.length === 0 ? 'no route smaller' : `smaller: ${moved.join(', ')} (record with --record)`}`);
}

function main() {
  const dir = path.join(root, OUT_DIR);
  if (!process.argv.includes('--skip-build')) build();
  const manifestPath = path.join(dir, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${path.relative(root, manifestPath)} is missing: build with --manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  for (const key of ['firstVisitKiB', 'entryKiB']) {
    if (typeof budgets[key] !== 'number') throw new Error(`budgets.json: "${key}" must be a number`);
  }

  const { rows, entry, startup, failures, warnings, html } = measure(dir, manifest, budgets, screenSources());
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (rows.length > 0) {
    const markets = Object.keys(MARKET_CATALOGS);
    const status = (size, budget = budgets.firstVisitKiB) => `${fmt(size)} ${size > budget ? 'OVER' : 'ok'}`;
    console.log(
      `\nFirst visit, KiB gzip -9: entry + ${startup.length > 0 ? `${startup.join(', ')} + ` : ''}route chunk + static imports + their CSS + the market's catalog; budget ${budgets.firstVisitKiB} KiB (budgets.json firstVisitKiB)\n` +
        table(
          ['route', 'chunk', ...markets.map((m) => `${m} (${path.basename(path.dirname(MARKET_CATALOGS[m]))})`)],
          rows.map((r) => [`${r.route}${r.budget ? ` (${r.budget})` : ''}`, r.name, ...markets.map((m) => status(r.markets[m].size, r.budget))]),
        ),
    );
    if (budgets.quietRoutes) console.log(`(${budgets.quietRoutes.firstVisitKiB}): a page that sends nothing, budget ${budgets.quietRoutes.firstVisitKiB} KiB and no HTTP client code (budgets.json quietRoutes)`);
    console.log(`\nentry alone (${ENTRY_KEY}'s entry chunk, static imports, CSS): ${fmt(entry.size)} KiB, budget ${entry.budget} KiB (budgets.json entryKiB)`);
    if (html !== null) console.log(`index.html: ${fmt(html)} KiB gzip (downloaded first, not counted above)`);
    if (process.argv.includes('--files')) {
      for (const r of rows) for (const m of markets) console.log(`\n${r.route} ${m}:\n${r.markets[m].files.map((f) => `  ${f}`).join('\n')}`);
    }
  }

  growthCheck(rows, failures);

  const traces = findMswTraces(dir);
  console.log(`\nMSW check (no mockServiceWorker.js; none of ${MSW_MARKERS.map((m) => `"${m}"`).join(', ')} in ${OUT_DIR}/):`);
  console.log(traces.length === 0 ? '  OK: no MSW code in the production build' : traces.map((t) => `  FOUND: ${t}`).join('\n'));
  if (traces.length > 0) failures.push(`production build carries MSW (${traces.length} findings, listed above)`);

  const webviews = JSON.parse(readFileSync(path.join(root, 'scripts', 'lib', 'webviews.json'), 'utf8'));
  const tooNew = compatOfBuild(dir, webviews);
  console.log(`\nOld WebView check (Chrome ${webviews.chrome}, Safari ${webviews.safari}: scripts/lib/webviews.json; ${FEATURE_NAMES.length} kinds of newer syntax and built-ins, every chunk and inline script):`);
  console.log(tooNew.length === 0 ? '  OK: nothing newer than the target' : tooNew.map((t) => `  FOUND: ${t}`).join('\n'));
  if (tooNew.length > 0) failures.push(`the build uses ${tooNew.length} features newer than Chrome ${webviews.chrome} / Safari ${webviews.safari} (listed above): lower them or raise scripts/lib/webviews.json with docs/webviews.md`);

  if (failures.length > 0) {
    console.error(`\nsize check FAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nsize check OK: ${rows.length} routes x ${Object.keys(MARKET_CATALOGS).length} markets within ${budgets.firstVisitKiB} KiB, entry within ${budgets.entryKiB} KiB, each catalog its own lazy chunk, no MSW in ${OUT_DIR}/, nothing newer than the oldest WebView`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`size check FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
