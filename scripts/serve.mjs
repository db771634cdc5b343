#!/usr/bin/env node
/**
 * `npm run serve`: the production bundle (vite build, mode production: no demo backend inside)
 * served as a deployment serves it, with the API answered on the same origin:
 *
 * - static files from memory, gzip and (where smaller) brotli computed once at start, immutable
 *   caching for hashed /assets/, no-cache + ETag for index.html, SPA fallback for app routes,
 *   404 for missing assets, the security headers of scripts/lib/app-server.mjs;
 * - the API prefix (VITE_API_BASE, default /gw) answered by the demo backend, the same MSW
 *   handlers as `npm start` and the tests (mocks/handlers), in memory for the server's life; or,
 *   with VITE_API_PROXY set, proxied to that backend with the prefix stripped, as `npm start` does.
 *
 * Options:
 *   --no-build         serve the dist/ already there (refused when older than its sources)
 *   --host [address]   listen on this address; bare --host means 0.0.0.0 (phones on the LAN)
 *   --port <n>         default 4173 (or PORT); a taken port is an error, never a silent move
 *   --latency <a-b>    demo backend answers after a random a..b ms pause, like `npm start` (300-600)
 */
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { createAppServer, listen, mockBackend, proxyTo } from './lib/app-server.mjs';
import { parseArgs, portOf } from './lib/args.mjs';
import { assertNoMsw, buildApp, loadBackend, root, staleReason } from './lib/project.mjs';
import { loadSite, siteSummary } from './lib/static-site.mjs';

const OUT_DIR = 'dist';
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;
/**
 * The developer test page with demo device parameters and a seeded order and product of each
 * market (mocks/seed.ts), as `npm start` prints it; India first.
 */
const DEVICE = 'deviceId=demo-device&appVersion=2.4.0&token=demo-token&deviceName=Redmi%209A&osVersion=11&platform=android';
const TEST_PAGES = [
  { market: 'India', path: `/testPreview?${DEVICE}&isNeedPop=1&orderId=1001&productId=101` },
  { market: 'Indonesia', path: `/testPreview?${DEVICE}&isNeedPop=0&orderId=2001&productId=201` },
];

const HELP = `usage: npm run serve -- [--no-build] [--host [address]] [--port <n>] [--latency <min-max>]`;

function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

function latencyOf(value) {
  if (value === undefined) return null;
  const match = /^(\d+)(?:-(\d+))?$/.exec(String(value));
  if (!match) throw new Error(`--latency ${value}: expected <ms> or <min>-<max>, e.g. 300-600`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new Error(`--latency ${value}: max is below min`);
  return [min, max];
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { flags: ['no-build', 'help'], options: ['port', 'latency'], optionalValue: ['host'] });
  if (args.help) {
    console.log(HELP);
    return;
  }
  const host = args.host === true ? '0.0.0.0' : (args.host ?? DEFAULT_HOST);
  const port = portOf(args.port ?? process.env.PORT, DEFAULT_PORT);
  const latency = latencyOf(args.latency);
  const dir = path.join(root, OUT_DIR);

  if (args['no-build']) {
    const stale = staleReason(dir);
    if (stale) throw new Error(`cannot reuse ${OUT_DIR}/: ${stale}. Run without --no-build.`);
    console.log(`reusing ${OUT_DIR}/ (newer than its sources)`);
  } else {
    buildApp(OUT_DIR);
  }
  assertNoMsw(dir);

  const backend = await loadBackend({ latency });
  const site = loadSite(dir);
  const api = backend.kind === 'proxy' ? proxyTo(backend.proxyTarget, backend.apiBase) : await mockBackend(backend.handlers);
  const server = createAppServer({ site, apiBase: backend.apiBase, api, log: (line) => console.log(`  ${line}`) });
  const bound = await listen(server, host, port);

  const local = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${bound}`;
  const network = host === '0.0.0.0' || host === '::' ? lanAddresses().map((a) => `http://${a}:${bound}`) : [];
  const sizes = siteSummary(site);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('');
  for (const page of TEST_PAGES) {
    console.log(`  ➜  Test page, ${page.market}: ${local}${page.path}`);
    for (const address of network) console.log(`  ➜  Test page, ${page.market}, from a phone on this network: ${address}${page.path}`);
  }
  console.log(`  ➜  Local:   ${local}/`);
  for (const address of network) console.log(`  ➜  Network: ${address}/`);
  if (host === DEFAULT_HOST) console.log('  ➜  Network: use --host to expose');
  console.log(
    `\n  ${OUT_DIR}/: ${sizes.count} files; JS+CSS ${kib(sizes.identity)}, gzip ${kib(sizes.gzip)}, brotli ${kib(sizes.br)}`,
  );
  console.log(
    backend.kind === 'proxy'
      ? `  API ${backend.apiBase}/* -> ${backend.proxyTarget} (VITE_API_PROXY, prefix stripped)`
      : `  API ${backend.apiBase}/* -> demo backend (mocks/handlers, in memory${latency ? `, ${latency.join('-')} ms latency` : ''})`,
  );
  console.log('  Ctrl+C to stop\n');

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
