/**
 * What `npm run serve` and `npm run perf` take from the project itself, never from a copy:
 * the production build (vite build, as `npm run size` runs it), the API prefix of src/config.ts,
 * the proxy target of vite.config.ts (VITE_API_PROXY), the demo backend's handler array of
 * mocks/handlers and the route list of src/app/screens.ts.
 *
 * App modules are loaded through Vite's own module loader with the project's vite.config.ts, so
 * the `@/` aliases resolve and `import.meta.env` holds the same VITE_* values the build used
 * (mode production, .env files included), exactly as in the bundle.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMswTraces } from '../size.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const VITE_BIN = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
export const MODE = 'production';

/** Where the build comes from: anything here changing makes a reused dist/ stale. */
const BUILD_INPUTS = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

/** `vite build --mode production` into outDir (with a manifest, like `npm run size`). */
export function buildApp(outDir, { quiet = false } = {}) {
  const args = [VITE_BIN, 'build', '--mode', MODE, '--outDir', outDir, '--emptyOutDir', '--manifest'];
  if (quiet) args.push('--logLevel', 'warn');
  console.log(`$ vite ${args.slice(1).join(' ')}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Why a build in `dir` cannot be reused, or null when it is there and newer than its sources. */
export function staleReason(dir) {
  const html = path.join(dir, 'index.html');
  if (!existsSync(html)) return `${path.relative(root, dir)}/index.html is missing`;
  const built = statSync(html).mtimeMs;
  const newer = BUILD_INPUTS.filter((input) => newestMtime(path.join(root, input)) > built);
  return newer.length > 0 ? `${newer.join(', ')} changed after the build` : null;
}

/** Refuses a build carrying the demo backend: a production bundle holds no MSW code. */
export function assertNoMsw(dir) {
  const traces = findMswTraces(dir);
  if (traces.length > 0) {
    throw new Error(`${path.relative(root, dir)}/ carries MSW code (${traces.join('; ')}): it is not a production build`);
  }
}

/** VITE_* values as vite.config.ts reads them (process env over .env files). */
export async function viteEnv() {
  const { loadEnv } = await import('vite');
  return loadEnv(MODE, root, 'VITE_');
}

/**
 * Loads app modules through Vite (see the top of this file). Each name is a project path such as
 * '/mocks/handlers/index.ts'; resolves with their module namespaces in order.
 */
export async function loadModules(...ids) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    mode: MODE,
    logLevel: 'warn',
    appType: 'custom',
    clearScreen: false,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules = [];
    for (const id of ids) modules.push(await vite.ssrLoadModule(id));
    return modules;
  } finally {
    await vite.close();
  }
}

/**
 * The backend the server puts under the API prefix: the proxy when VITE_API_PROXY is set (as
 * `npm start` does), else the demo backend over mocks/handlers (in memory, seeded at start, shared
 * by everyone who opens the server).
 */
export async function loadBackend({ latency = null } = {}) {
  const env = await viteEnv();
  const proxyTarget = env.VITE_API_PROXY ?? '';
  if (proxyTarget !== '') {
    const [{ config }] = await loadModules('/src/config.ts');
    return { apiBase: config.apiBase, kind: 'proxy', proxyTarget, handlers: null };
  }
  const [{ config }, { handlers }, respond] = await loadModules('/src/config.ts', '/mocks/handlers/index.ts', '/mocks/respond.ts');
  // Same module instance the handlers use: the demo's network delay, off unless asked for.
  respond.setLatency(latency);
  return { apiBase: config.apiBase, kind: 'mock', proxyTarget: '', handlers };
}
