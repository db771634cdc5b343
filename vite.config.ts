import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { axiosXhrOnly } from './scripts/lib/axiosXhrOnly.ts';
import { copyModules, isCopy } from './scripts/lib/copyModules.ts';
import { prerender } from './scripts/lib/prerender.ts';
import { routePreload } from './scripts/lib/routePreload.ts';
import { CONFIG_DEFAULTS } from './src/configDefaults.ts';
import { stripWords } from './scripts/lib/stripWords.ts';
import webviews from './scripts/lib/webviews.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The oldest Android System WebView and iOS Safari we support (docs/webviews.md). BUILD_TARGET
 * overrides it only to measure what the choice costs (`BUILD_TARGET=chrome111,safari16.4
 * npm run size`, Vite's default, read against size-baseline.json): every build that ships uses the JSON.
 */
const BUILD_TARGET = process.env.BUILD_TARGET?.split(',') ?? [`chrome${webviews.chrome}`, `safari${webviews.safari}`];
const WORKER = 'mockServiceWorker.js';

/**
 * Modules of a few lines that a few pages share, built into each of those pages' chunks rather
 * than a chunk of their own or the machine kit (scripts/lib/copyModules.ts: a small shared chunk
 * costs each page more than the copy; in the kit it costs every page with a machine).
 */
const COPIED = [
  'src/screens/shared/queryText.ts',
  'src/screens/shared/memoOf.ts',
  'src/screens/shared/BackBar.tsx',
  'src/screens/shared/PlanList.tsx',
  'src/ui/ButtonBar.tsx',
  'machines/shared/link.ts',
  'machines/shared/toastServerMessage.ts',
  // money.ts only re-exports the amounts (hundredths.ts, the format chunk) and the pay address:
  // copied, it hands each flow its own copy of payAddress.ts, kept by the two pay pages alone.
  'machines/shared/money.ts',
  'machines/shared/payAddress.ts',
];

/**
 * The machine kit: xstate, the screens' shared hooks and machines/shared, but for the money
 * (amounts, the pay address) and order-switch helpers (they stay with the flows that use them) and
 * the copied modules (they stay in their pages).
 */
const KIT =
  /(node_modules[\\/](xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)[\\/]|src[\\/]screens[\\/]shared[\\/](useScreen|useFlowActor|actors|loadView|usePrefetch|ScreenPage)\.tsx?$|machines[\\/]shared[\\/](?!money|hundredths|payAddress|orderSwitch))/;

/**
 * Serves (dev) or emits (demo build) MSW's service worker from node_modules, so the demo backend
 * needs no committed generated file and a production build never carries it.
 */
function mockWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(`${root}node_modules/msw/lib/${WORKER}`, 'utf8');
  return {
    name: 'loan-h5:mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: source() });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const proxyTarget = env.VITE_API_PROXY ?? '';
  const apiBase = env.VITE_API_BASE || CONFIG_DEFAULTS.apiBase;
  const service = env.VITE_SERVICE || CONFIG_DEFAULTS.service;
  const demo = mode !== 'production' && proxyTarget === '';
  return {
    plugins: [react(), mockWorker(demo), routePreload({ early: demo ? null : { apiBase, service } }), axiosXhrOnly(root), stripWords(), copyModules(root, COPIED), prerender(root, { apiBase, inlineStyles: mode !== 'production' })],
    resolve: {
      alias: [
        { find: '@/', replacement: `${root}src/` },
        { find: '@machines/', replacement: `${root}machines/` },
        { find: '@mocks/', replacement: `${root}mocks/` },
        // @xstate/react asks for the shim of useSyncExternalStore for React before 18; React 19 has
        // its own, which the shim hands back anyway: the kit (every page with a machine) leaves
        // the shim's fallback out (0.2 KiB of gzip).
        { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      ],
    },
    server: {
      // scripts/start.mjs (npm start) prints the addresses: a port that moved would make them wrong.
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // Test, e2e, perf and mutation output is not the app: writing it must not reload the page.
      watch: { ignored: ['**/.e2e/**', '**/.perf/**', '**/.paths-coverage/**', '**/reports/**', '**/.stryker-tmp/**'] },
      ...(proxyTarget
        ? {
            proxy: {
              [apiBase]: {
                target: proxyTarget,
                changeOrigin: true,
                rewrite: (path: string) => path.slice(apiBase.length),
              },
            },
          }
        : {}),
    },
    build: {
      target: BUILD_TARGET,
      cssTarget: BUILD_TARGET,
      sourcemap: false,
      reportCompressedSize: false,
      // No polyfill (0.4 KiB of every first visit): Android WebViews (Chrome 66+) and iOS 17+
      // preload natively; an older iOS loads a screen's scripts one after another instead.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Names are only their hash: every import between chunks, the entry's screen imports
          // and the HTML's preload list spell them (0.3-0.4 KiB of gzip per first visit); the
          // build's manifest (npm run size) still names each chunk by its module.
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // Fewer, steadier files on a first visit: each file past a dozen costs a phone on
          // HTTP/1.1 another round trip (6 connections; measured +0.15 s FCP at 17 files against
          // 12). React, the router and the config in one chunk beside the entry: left to itself,
          // rolldown split React and the config out of the entry in pieces whenever a screen used
          // React but no shared chunk (rolldown issue 10731). The machine kit (xstate and the
          // screens' shared hooks) in one chunk instead of five. Both are needed by every page
          // that has them; the quiet pages (no machine) still get neither kit nor HTTP client.
          // The money and order-switch helpers of machines/shared stay with the flows that use
          // them: a complaint page pays nothing for amounts, a payment page nothing for orders;
          // the copied modules (COPIED) stay in the pages that use them.
          codeSplitting: { groups: [
            { name: 'react', test: /(node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|src[\\/]config\.ts$)/, priority: 3 },
            { name: 'kit', test: (id: string) => KIT.test(id) && !isCopy(id), priority: 2, includeDependenciesRecursively: false },
          ] },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, 'tests/e2e/**'],
      pool: 'threads',
      restoreMocks: true,
    },
  };
});
