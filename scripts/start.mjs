#!/usr/bin/env node
/**
 * `npm start`: the Vite dev server with the demo backend, announced first by the addresses that
 * open a working page. Vite's own URL lines name the root, which is the public site this build
 * does not have (a not-found page), so they are not printed. The port is fixed: a second
 * `npm start` fails at once with a message instead of quietly moving to another port.
 */
import { createServer as createNetServer } from 'node:net';
import { createLogger, createServer, version } from 'vite';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 5173);

/** The developer test page with demo device parameters and a seeded order of each market. */
const TEST_PAGES = [
  {
    market: 'India (English, ₹)',
    path: '/testPreview?deviceId=demo-device&appVersion=2.4.0&token=demo-token&deviceName=Redmi%209A&osVersion=11&platform=android&isNeedPop=1&orderId=1001&productId=101',
  },
  {
    market: 'Indonesia (Indonesian, Rp)',
    path: '/testPreview?deviceId=demo-device&appVersion=2.4.0&token=demo-token&deviceName=Redmi%209A&osVersion=11&platform=android&isNeedPop=0&orderId=2001&productId=201',
  },
];

function failTaken() {
  console.error(
    `npm start: port ${PORT} on ${HOST} is already in use, probably by another npm start.\n` +
      `Stop that one (Ctrl+C in its terminal), or start on another port: PORT=${PORT + 1} npm start`,
  );
  process.exit(1);
}

/** Asked before Vite starts, so a taken port fails at once, before any other output. */
function portIsFree() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(PORT, HOST, () => probe.close(() => resolve(true)));
  });
}

/** Vite's messages wait until the addresses are printed, so the first line is the test page. */
function heldLogger() {
  const logger = createLogger('info', { allowClearScreen: false });
  const held = [];
  let holding = true;
  const info = logger.info.bind(logger);
  logger.info = (message, options) => (holding ? held.push([message, options]) : info(message, options));
  logger.release = () => {
    holding = false;
    for (const [message, options] of held.splice(0)) info(message, options);
  };
  return logger;
}

if (!(await portIsFree())) failTaken();

const logger = heldLogger();
let server;
try {
  server = await createServer({ customLogger: logger, server: { host: HOST, port: PORT, strictPort: true } });
  await server.listen();
} catch (error) {
  await server?.close().catch(() => {});
  const message = error instanceof Error ? error.message : String(error);
  if (/already in use/i.test(message)) failTaken();
  console.error(`npm start: the dev server did not start: ${message}`);
  process.exit(1);
}

const base = `http://${HOST}:${PORT}`;
const width = Math.max(...TEST_PAGES.map((page) => page.market.length));
const print = () => {
  for (const page of TEST_PAGES) console.log(`Test page, ${page.market.padEnd(width)}  ${base}${page.path}`);
};
print();
const proxy = server.config.env.VITE_API_PROXY;
const backend = proxy ? `API proxied to ${proxy}` : 'demo backend in the page (MSW)';
console.log(`Vite ${version} dev server on ${base}, ${backend}. Ctrl+C stops it.`);
logger.release();
// 'u' (and a restart) print the addresses above, never Vite's root URL.
server.printUrls = print;
server.bindCLIShortcuts({
  print: true,
  customShortcuts: [{ key: 'o', description: 'show the test page addresses', action: print }],
});
