import type { Browser } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { openPage } from './support';
import { formatWaves, measureChain, type Chain } from './waves';

/**
 * Issue 7, deliverable 5: the request chain before each route's first API call stays shallow.
 *
 * Every screen of src/app/screens.ts in both markets is opened on the PRODUCTION build served by
 * the production server (scripts/lib/app-server.mjs, API answered by mocks/handlers), both started
 * by scripts/e2e.mjs; not the demo build, whose service worker would hide requests and add its
 * own. Requests are held and released wave by wave (tests/e2e/waves.ts), so the depth is a count
 * of requests in series, the same on a fast or a loaded machine.
 *
 * Run alone: npm run test:e2e -- chain
 */

/**
 * The deepest chain the design allows before a route's first API call: 2 waves in series,
 * (1) the HTML, then (2) the entry, the route's chunks and the market's catalog, all in parallel
 * (preloaded by the HTML); the first API request goes out in wave 3, when the code has run. A page
 * that never calls the API is held to the same number of waves for everything it loads.
 */
const MAX_DEPTH = 2;

interface ChainPage {
  key: string;
  market: 'IN' | 'ID';
  path: string;
  name: string;
  address: string;
  untabled: boolean;
}

function fromEnv(): { origin: string; apiBase: string; pages: ChainPage[] } {
  const origin = process.env.E2E_PROD_URL;
  const apiBase = process.env.E2E_API_BASE;
  const pages = process.env.E2E_CHAIN_PAGES;
  if (!origin || !apiBase || !pages) {
    throw new Error(
      'chain.e2e.ts needs the production server of scripts/e2e.mjs (E2E_PROD_URL, E2E_API_BASE, E2E_CHAIN_PAGES): run it with `npm run test:e2e -- chain`',
    );
  }
  return { origin, apiBase, pages: JSON.parse(pages) as ChainPage[] };
}

const { origin, apiBase, pages } = fromEnv();
const results = new Map<string, Chain | Error>();

let shared: Promise<Browser> | undefined;
/** support.ts's browser (its launch flags, closed in its afterAll); each page gets its own context. */
const browser = () => (shared ??= openPage('about:blank').then((opened) => opened.browser));

function pad(cells: string[], widths: number[]) {
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
}

afterAll(() => {
  const head = ['market', 'route', 'depth', 'first API call', 'waves'];
  const rows = pages.map((p) => {
    const result = results.get(p.key);
    if (result === undefined) return [p.market, p.path, '-', '-', 'not run'];
    if (result instanceof Error) return [p.market, p.path, 'error', '-', result.message.split('\n')[0] ?? ''];
    const depth = `${result.depth}${result.depth > MAX_DEPTH ? ' OVER' : ''}`;
    return [p.market, p.path, depth, result.firstApi ?? 'none', formatWaves(result.waves)];
  });
  // The last column (the waves) is left unpadded.
  const widths = head.map((h, i) => (i === head.length - 1 ? 0 : Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length))));
  console.log(
    [
      `Request chain before the first API call (production build, ${origin}; allowed depth ${MAX_DEPTH}):`,
      pad(head, widths),
      ...rows.map((r) => pad(r, widths)),
    ].join('\n'),
  );
});

describe(`request chain before the first API call is at most ${MAX_DEPTH} deep (production build, held responses)`, () => {
  it.each(pages)('$market $path', async (page) => {
    let chain: Chain;
    try {
      chain = await measureChain(await browser(), `${origin}${page.address}`, { apiBase });
    } catch (error) {
      results.set(page.key, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    results.set(page.key, chain);
    const label = `${page.market} ${page.path} (${page.name}${page.untabled ? ', no address in scripts/lib/routes.mjs' : ''})`;
    const waves = `waves: ${formatWaves(chain.waves)}`;
    if (chain.truncated) throw new Error(`${label}: still asking after ${chain.waves.length} waves, no API call yet\n  ${waves}`);
    if (chain.depth > MAX_DEPTH) {
      throw new Error(
        chain.apiWave === null
          ? `${label}: loads in ${chain.depth} waves in series (never calls the API); the design allows ${MAX_DEPTH}\n  ${waves}`
          : `${label}: ${chain.depth} requests in series before the first API call (${chain.firstApi}, wave ${chain.apiWave}); the design allows ${MAX_DEPTH}\n  ${waves}`,
      );
    }
  });
});
