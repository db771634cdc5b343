#!/usr/bin/env node
/**
 * `npm run test:e2e`: runs the Playwright tests in tests/e2e against Debian's Chromium, on two
 * builds, each built and served only when a selected test needs it:
 *
 * - the demo build (MSW backend in the browser) into .e2e/dist, served by `vite preview`: every
 *   test but the chain check;
 * - the production build into .e2e/prod (no mock code: checked), served by the production server
 *   of `npm run serve` (scripts/lib/app-server.mjs) on a free port with the API answered by the
 *   same mocks/handlers: the chain check, tests/e2e/chain.e2e.ts, which must see the requests a
 *   real deployment makes (a service worker would hide and add some), and checks that the build
 *   carries none of the dev and demo tools (the statechart gallery); tests/e2e/prerender.e2e.ts and
 *   tests/e2e/csp.e2e.ts (the server's CSP header against each HTML file's meta) run there too.
 *
 * Stops both servers and exits with vitest's code. Extra arguments go to vitest (e.g. a file
 * filter: `npm run test:e2e -- chain` runs the chain check alone and builds only what it needs),
 * except `--no-preload`, which shows the chain check failing without the preload:
 *
 *   npm run test:e2e -- chain --no-preload              the production build's index.html served
 *                                                       without its <link rel="modulepreload"> tags
 *                                                       and inline scripts;
 *   npm run test:e2e -- chain --no-preload=/complaint   only that route's row removed from the
 *                                                       inline preload script's route manifest.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const HOST = '127.0.0.1';
const PORT = 4174;
const BASE_URL = `http://${HOST}:${PORT}`;
const OUT_DIR = '.e2e/dist';
const PROD_DIR = '.e2e/prod';
const E2E_DIR = 'tests/e2e';
/** The test that runs on the production build; every other *.e2e.ts runs on the demo build. */
const CHAIN_TEST = 'chain.e2e.ts';
const NO_PRELOAD = '--no-preload';
const READY_TIMEOUT_MS = 30_000;

const bin = (...parts) => path.join(root, 'node_modules', ...parts);
const VITE = bin('vite', 'bin', 'vite.js');
const VITEST = bin('vitest', 'vitest.mjs');

function section(title) {
  console.log(`\n=== e2e: ${title} ===`);
}

if (!existsSync(CHROMIUM)) {
  console.error(
    `${CHROMIUM} not found. The e2e tests drive Debian's Chromium (Playwright never downloads a browser here).\n` +
      'Install it with:  apt-get update && apt-get install -y chromium',
  );
  process.exit(1);
}

const isNoPreload = (arg) => arg === NO_PRELOAD || arg.startsWith(`${NO_PRELOAD}=`);
const vitestArgs = process.argv.slice(2).filter((arg) => !isNoPreload(arg));
/** null: keep the preload; true: strip it all; a path: strip that route's preload only. */
const noPreload = ((arg) => (arg === undefined ? null : arg === NO_PRELOAD ? true : arg.slice(NO_PRELOAD.length + 1)))(
  process.argv.slice(2).find(isNoPreload),
);

/**
 * The e2e files vitest will run: those whose path contains a positional argument (vitest's own
 * file filter), or all when no argument names one (an option's value may look positional: a
 * superset only costs a build).
 */
function selectedTests(args) {
  const all = readdirSync(path.join(root, E2E_DIR)).filter((file) => file.endsWith('.e2e.ts'));
  const filters = args.filter((arg) => !arg.startsWith('-'));
  const chosen = all.filter((file) => filters.some((filter) => `${E2E_DIR}/${file}`.includes(filter)));
  return chosen.length > 0 ? chosen : all;
}
const selected = selectedTests(vitestArgs);
/** The files that run on the production build and server (E2E_PROD_URL), not the demo build. */
const PRODUCTION_TESTS = [CHAIN_TEST, 'prerender.e2e.ts', 'csp.e2e.ts'];
const needDemo = selected.some((file) => !PRODUCTION_TESTS.includes(file));
const needProduction = selected.some((file) => PRODUCTION_TESTS.includes(file));
if (noPreload !== null && !needProduction) {
  console.error(`${NO_PRELOAD} applies to the chain check only (tests/e2e/${CHAIN_TEST}): run \`npm run test:e2e -- chain ${NO_PRELOAD}\``);
  process.exit(1);
}

/**
 * Serves `dir` without the HTML's preload (see --no-preload above): all of it, or one route's row
 * of the inline script's route manifest ("<path>":[...files]).
 */
function stripPreload(dir, route) {
  const file = path.join(dir, 'index.html');
  const html = readFileSync(file, 'utf8');
  let stripped;
  if (route === true) {
    stripped = html
      .replace(/[ \t]*<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\n?/gi, '')
      .replace(/[ \t]*<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>\n?/gi, '');
  } else {
    const row = new RegExp(`${JSON.stringify(route).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\[[^\\]]*\\],?`);
    if (!row.test(html)) throw new Error(`${NO_PRELOAD}=${route}: no "${route}":[...] row in ${path.relative(root, file)}'s inline preload script`);
    stripped = html.replace(row, '').replace(',}', '}');
  }
  if (stripped === html) throw new Error(`${NO_PRELOAD}: ${path.relative(root, file)} has no modulepreload link or inline script to remove`);
  writeFileSync(file, stripped);
  console.log(
    `${NO_PRELOAD}: ${path.relative(root, file)} served without ${route === true ? 'its modulepreload links and inline scripts' : `the preload of ${route}`} (${html.length - stripped.length} characters removed)`,
  );
}

/**
 * The production build served as `npm run serve` serves it, on a free port of HOST, with the
 * demo backend (mocks/handlers) under the API prefix. Resolves with the server and what the
 * chain check needs.
 */
async function startProduction() {
  const [{ createAppServer, listen, mockBackend }, { assertNoMsw, buildApp, loadModules }, { loadSite }, { routePages }] =
    await Promise.all([
      import('./lib/app-server.mjs'),
      import('./lib/project.mjs'),
      import('./lib/static-site.mjs'),
      import('./lib/routes.mjs'),
    ]);
  section(`production build (vite build --mode production --outDir ${PROD_DIR})`);
  buildApp(PROD_DIR, { quiet: true });
  const dir = path.join(root, PROD_DIR);
  assertNoMsw(dir);
  if (noPreload !== null) stripPreload(dir, noPreload);
  const [{ config }, { handlers }, { availablePaths }] = await loadModules(
    '/src/config.ts',
    '/mocks/handlers/index.ts',
    '/src/app/screens.ts',
  );
  const { pages, warnings } = routePages([...availablePaths]);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const server = createAppServer({ site: loadSite(dir), apiBase: config.apiBase, api: await mockBackend(handlers) });
  const port = await listen(server, HOST, 0);
  const url = `http://${HOST}:${port}`;
  section(`production server on ${url} (scripts/lib/app-server.mjs, API ${config.apiBase} -> mocks/handlers)`);
  return { server, url, apiBase: config.apiBase, pages };
}

let production = null;
function stopProduction() {
  if (!production) return;
  production.server.close();
  production.server.closeAllConnections();
  production = null;
}

function buildDemo() {
  section(`build (vite build --mode demo --outDir ${OUT_DIR})`);
  const built = spawnSync(process.execPath, [VITE, 'build', '--mode', 'demo', '--outDir', OUT_DIR, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`demo build failed (exit ${built.status ?? built.signal})`);
}

let preview = null;
let previewExit = null;

/** Starts `vite preview` of the demo build; resolves once it has bound the port and serves index.html. */
async function startPreview() {
  section(`preview on ${BASE_URL}`);
  // Another server on the port would answer in place of ours and the tests would run against it.
  if (await answers(`${BASE_URL}/`)) throw new Error(`${BASE_URL} is already taken (another e2e run or preview?): stop it and retry.`);
  preview = spawn(
    process.execPath,
    [VITE, 'preview', '--mode', 'demo', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', HOST],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } },
  );
  previewExit = new Promise((resolve) => preview.once('exit', (code, signal) => resolve(code ?? signal)));
  // Vite prints its Local URL only once it has bound the port itself (NO_COLOR keeps it plain).
  const listening = new Promise((resolve) => {
    let seen = '';
    preview.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (seen === null) return;
      seen += chunk.toString();
      if (seen.includes(`Local:`) && seen.includes(`${BASE_URL}/`)) {
        seen = null;
        resolve();
      }
    });
  });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`vite preview did not listen on ${BASE_URL} within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
  });
  const died = previewExit.then((how) => {
    throw new Error(`vite preview exited (${how}) before serving`);
  });
  try {
    await Promise.race([listening, died, timeout]);
    if (!(await answers(`${BASE_URL}/`))) throw new Error(`${BASE_URL}/ did not answer 200`);
  } finally {
    clearTimeout(timer);
    died.catch(() => undefined);
  }
}

async function stopPreview() {
  if (!preview || preview.exitCode !== null || preview.signalCode !== null) return;
  preview.kill('SIGTERM');
  const timer = setTimeout(() => preview.kill('SIGKILL'), 5_000);
  await previewExit;
  clearTimeout(timer);
}

async function stopAll() {
  stopProduction();
  await stopPreview();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(1));
  });
}

async function answers(url) {
  // A ref'd timer: AbortSignal.timeout's is unref'd, and a fetch on a socket the peer drops can
  // leave nothing else keeping Node alive (exit 13, "unsettled top-level await").
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 2_000);
  try {
    return (await fetch(url, { signal: abort.signal })).ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let code = 1;
try {
  const env = { ...process.env, E2E_BASE_URL: BASE_URL, E2E_CHROMIUM: CHROMIUM };
  if (needDemo) {
    buildDemo();
    await startPreview();
  }
  if (needProduction) {
    production = await startProduction();
    Object.assign(env, {
      E2E_PROD_URL: production.url,
      E2E_PROD_DIR: path.join(root, PROD_DIR),
      E2E_API_BASE: production.apiBase,
      E2E_CHAIN_PAGES: JSON.stringify(production.pages),
    });
  }
  section(`vitest (vitest.e2e.config.ts): ${selected.join(', ')}`);
  const vitest = spawn(process.execPath, [VITEST, 'run', '--config', 'vitest.e2e.config.ts', ...vitestArgs], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  code = await new Promise((resolve) => vitest.once('exit', (status) => resolve(status ?? 1)));
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
}
process.exit(code);
