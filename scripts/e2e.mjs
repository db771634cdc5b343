#!/usr/bin/env node
/**
 * `npm run test:e2e`: builds the demo app (MSW backend in the browser), serves it with
 * `vite preview`, runs the Playwright tests in tests/e2e against Debian's Chromium and stops the
 * server. Exits with vitest's code. Extra arguments go to vitest (e.g. a file filter).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const HOST = '127.0.0.1';
const PORT = 4174;
const BASE_URL = `http://${HOST}:${PORT}`;
const OUT_DIR = '.e2e/dist';
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

section(`build (vite build --mode demo --outDir ${OUT_DIR})`);
const built = spawnSync(process.execPath, [VITE, 'build', '--mode', 'demo', '--outDir', OUT_DIR, '--emptyOutDir'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) {
  console.error(`demo build failed (exit ${built.status ?? built.signal})`);
  process.exit(1);
}

section(`preview on ${BASE_URL}`);
// Another server on the port would answer in place of ours and the tests would run against it.
if (await answers(`${BASE_URL}/`)) {
  console.error(`${BASE_URL} is already taken (another e2e run or preview?): stop it and retry.`);
  process.exit(1);
}
const preview = spawn(
  process.execPath,
  [VITE, 'preview', '--mode', 'demo', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', HOST],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } },
);
const previewExit = new Promise((resolve) => preview.once('exit', (code, signal) => resolve(code ?? signal)));
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

async function stopPreview() {
  if (preview.exitCode !== null || preview.signalCode !== null) return;
  preview.kill('SIGTERM');
  const timer = setTimeout(() => preview.kill('SIGKILL'), 5_000);
  await previewExit;
  clearTimeout(timer);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopPreview().then(() => process.exit(1));
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

/** Resolves once our preview has bound the port and serves index.html; rejects if it dies first. */
async function waitForPreview() {
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

let code = 1;
try {
  await waitForPreview();
  section('vitest (vitest.e2e.config.ts)');
  const vitest = spawn(process.execPath, [VITEST, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: BASE_URL, E2E_CHROMIUM: CHROMIUM },
  });
  code = await new Promise((resolve) => vitest.once('exit', (status) => resolve(status ?? 1)));
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopPreview();
}
process.exit(code);
