#!/usr/bin/env node
/**
 * `npm run size`: builds the production bundle into dist/ and checks it against budgets.json.
 *
 * What a phone downloads before a route can paint is the entry chunk of index.html with its
 * static imports, then the route's lazy chunk with its static imports; shared chunks are fetched
 * once, so a route's total is the deduplicated union of both closures. Sizes are gzip -9, the
 * compression a CDN serves, in KiB.
 *
 * Also fails when the production build carries the MSW demo backend: it must only ever ship in
 * `--mode demo` builds.
 *
 * Flags: --skip-build measures the dist/ already there (it must have been built with --manifest).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = 'dist';
const MANIFEST = path.join('.vite', 'manifest.json');
const ENTRY_KEY = 'index.html';
const ROUTE_SOURCE = /^src\/(app\/flows|pages)\//;

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

/**
 * The entry closure and one closure per route. A route is a lazy chunk reachable from the entry
 * closure whose source lives under src/app/flows/ or src/pages/; other lazy chunks (mock backend,
 * catalogs) are listed separately so they stay visible without a route budget.
 */
export function bundleGraph(manifest) {
  const entry = manifest[ENTRY_KEY];
  if (!entry?.isEntry) throw new Error(`manifest has no entry "${ENTRY_KEY}"`);
  const entryKeys = staticClosure(manifest, [ENTRY_KEY]);
  const lazyKeys = new Set();
  for (const key of entryKeys) for (const lazy of manifest[key].dynamicImports ?? []) lazyKeys.add(lazy);
  const routes = [];
  const others = [];
  for (const key of [...lazyKeys].sort()) {
    if (entryKeys.has(key)) continue;
    const name = manifest[key].src ?? key;
    const keys = new Set([...entryKeys, ...staticClosure(manifest, [key])]);
    (ROUTE_SOURCE.test(name) ? routes : others).push({ name, keys });
  }
  return { entry: { name: ENTRY_KEY, keys: entryKeys }, routes, others };
}

/** Budget rows and failures for a built dist/ directory with a manifest. */
/** The market catalogs, each fetched only when its market is active. */
export const CATALOGS = ['src/i18n/en-IN/index.ts', 'src/i18n/id-ID/index.ts'];

export function measure(dir, manifest, budgets) {
  const cache = new Map();
  const gz = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length);
    return cache.get(file);
  };
  const total = (keys) => kib([...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0));
  const graph = bundleGraph(manifest);
  const rows = [
    { kind: 'entry', name: graph.entry.name, size: total(graph.entry.keys), budget: budgets.entryKiB },
    ...graph.routes.map((r) => ({ kind: 'route', name: r.name, size: total(r.keys), budget: budgets.routeKiB })),
  ];
  const others = graph.others.map((o) => ({ name: o.name, size: total(o.keys) }));
  const failures = rows
    .filter((r) => r.size > r.budget)
    .map((r) => `${r.kind} ${r.name}: ${fmt(r.size)} KiB > ${r.budget} KiB budget (+${fmt(r.size - r.budget)} KiB)`);
  // Only the active market's catalog may load (issue 2, i18n): each must stay a lazy chunk of its own.
  for (const catalog of CATALOGS) {
    if (graph.entry.keys.has(catalog)) failures.push(`${catalog} is bundled into the entry: only the active catalog may load`);
    else if (!graph.others.some((o) => o.name === catalog)) failures.push(`${catalog} is not a lazy chunk of its own`);
  }
  if (graph.routes.length === 0) {
    failures.push(`no route chunks found: expected lazy imports of ${ROUTE_SOURCE} reachable from ${ENTRY_KEY}`);
  }
  return { rows, others, failures };
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

function table(rows) {
  const head = ['name', 'KiB gzip', 'budget', 'status'];
  const body = rows.map((r) => [
    `${r.kind} ${r.name}`,
    fmt(r.size),
    r.budget === undefined ? '-' : String(r.budget),
    r.budget === undefined ? '-' : r.size > r.budget ? 'OVER' : 'OK',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function build() {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--mode', 'production', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest'];
  console.log(`$ vite ${args.slice(1).join(' ')}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

function main() {
  const dir = path.join(root, OUT_DIR);
  if (!process.argv.includes('--skip-build')) build();
  const manifestPath = path.join(dir, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${path.relative(root, manifestPath)} is missing: build with --manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  for (const key of ['entryKiB', 'routeKiB']) {
    if (typeof budgets[key] !== 'number') throw new Error(`budgets.json: "${key}" must be a number`);
  }

  const { rows, others, failures } = measure(dir, manifest, budgets);
  console.log(`\nJS size, gzip -9 (budgets.json)\n${table(rows)}`);
  if (others.length > 0) {
    console.log('\nOther lazy chunks (with the entry, no budget):');
    for (const o of others) console.log(`  ${o.name}: ${fmt(o.size)} KiB`);
  }

  const traces = findMswTraces(dir);
  console.log(`\nMSW check (no mockServiceWorker.js; none of ${MSW_MARKERS.map((m) => `"${m}"`).join(', ')} in ${OUT_DIR}/):`);
  console.log(traces.length === 0 ? '  OK: no MSW code in the production build' : traces.map((t) => `  FOUND: ${t}`).join('\n'));
  if (traces.length > 0) failures.push(`production build carries MSW (${traces.length} findings, listed above)`);

  if (failures.length > 0) {
    console.error(`\nsize check FAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nsize check OK: entry and ${rows.length - 1} routes within budget, no MSW in ${OUT_DIR}/`);
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
