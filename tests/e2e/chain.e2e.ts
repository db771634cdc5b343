import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { RoutePage } from '../../scripts/lib/routes.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage, watchCsp } from './support';
import { formatWaves, measureChain, type Chain } from './waves';

/**
 * Issue 7, deliverable 5: the request chain before each route's first API call stays shallow.
 *
 * Every screen of src/app/screens.ts in both markets (addresses: scripts/lib/routes.mjs) is opened
 * on the PRODUCTION build served by the production server (scripts/lib/app-server.mjs, API
 * answered by mocks/handlers), both started by scripts/e2e.mjs; not the demo build, whose service
 * worker would hide requests and add its own. Requests are held and released wave by wave
 * (tests/e2e/waves.ts), so the depth counts requests in series, the same on a fast machine and a
 * loaded one.
 *
 * Run alone: `npm run test:e2e -- chain`; one page: `npm run test:e2e -- chain -t "ID /complaint$"`;
 * progress of each wave: E2E_CHAIN_DEBUG=1; without the HTML's preload: `-- chain --no-preload`.
 */

/**
 * The deepest chain the design allows: 2 requests in series, (1) the HTML, then (2) the entry, the
 * route's chunks and CSS and the market's catalog, all in parallel (the HTML preloads them). So
 * the first API request goes out by wave 3 (at most 2 requests in series before it, whether it
 * starts early from the entry or from the screen's machine), and all the code a page needs before
 * data has arrived by wave 2. A page that never calls the API is held to the second rule only.
 * A page painted from its prerendered HTML needs no script to be seen: its scripts, asked for
 * after that paint, are not its chain (tests/e2e/waves.ts); its stylesheets are.
 */
const MAX_DEPTH = 2;

/** A page of scripts/lib/routes.mjs routePages, as scripts/e2e.mjs hands them over. */
type ChainPage = RoutePage;

function fromEnv(): { origin: string; apiBase: string; pages: ChainPage[] } {
  const origin = process.env.E2E_PROD_URL;
  const apiBase = process.env.E2E_API_BASE;
  const pages = process.env.E2E_CHAIN_PAGES;
  if (!origin || !apiBase || !pages) {
    throw new Error(
      'chain.e2e.ts runs on the production server of scripts/e2e.mjs (E2E_PROD_URL, E2E_API_BASE, E2E_CHAIN_PAGES): run it with `npm run test:e2e -- chain`',
    );
  }
  return { origin, apiBase, pages: JSON.parse(pages) as ChainPage[] };
}

const { origin, apiBase, pages } = fromEnv();
const debug = Boolean(process.env.E2E_CHAIN_DEBUG);
const results = new Map<string, Chain | Error>();

let shared: Promise<Browser> | undefined;
/** support.ts's browser (its launch flags, closed in its afterAll); each page gets its own context. */
const browser = () => (shared ??= openPage('about:blank').then((opened) => opened.browser));

/** One line per page measured: market, route, depth, first API call, waves. */
function summary(): string {
  const head = ['market', 'route', 'depth', 'code', 'first API call', 'waves (API calls never answered)'];
  const rows = pages
    .filter((p) => results.has(p.key))
    .map((p) => {
      const result = results.get(p.key)!;
      if (result instanceof Error) return [p.market, p.path, 'error', '-', '-', result.message.split('\n')[0] ?? ''];
      const over = (n: number) => `${n}${n > MAX_DEPTH ? ' OVER' : ''}`;
      return [p.market, p.path, over(result.depth), over(result.codeWaves), result.firstApi ?? 'none', formatWaves(result.waves)];
    });
  // The last column (the waves) is not padded.
  const widths = head.map((h, i) => (i === head.length - 1 ? 0 : Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length))));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [
    `Request chains, production build (${origin}). depth: requests in series before the first API call; code: waves until the last script or stylesheet. Both at most ${MAX_DEPTH} (MAX_DEPTH in tests/e2e/chain.e2e.ts).`,
    line(head),
    ...rows.map(line),
  ].join('\n');
}

afterAll(() => {
  if (results.size > 0) console.log(summary());
});

describe(`request chains at most ${MAX_DEPTH} deep before the first API call and for the code (production build, held responses)`, () => {
  for (const page of pages) {
    it(page.key, async () => {
      const started = Date.now();
      const log = debug ? (line: string) => console.log(`[${page.key} +${Date.now() - started} ms] ${line}`) : undefined;
      let chain: Chain;
      try {
        chain = await measureChain(await browser(), `${origin}${page.address}`, { apiBase, ...(log ? { log } : {}) });
      } catch (error) {
        results.set(page.key, error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      results.set(page.key, chain);
      const label = `${page.key} (${page.name}${page.untabled ? ', no address in scripts/lib/routes.mjs' : ''})`;
      const waves = `waves (API calls never answered): ${formatWaves(chain.waves)}`;
      const problems: string[] = [];
      if (chain.truncated) problems.push(`still asking after ${chain.waves.length} waves`);
      if (chain.apiWave !== null && chain.depth > MAX_DEPTH) {
        problems.push(`${chain.depth} requests in series before the first API call (${chain.firstApi}, wave ${chain.apiWave}); the design allows ${MAX_DEPTH}`);
      }
      if (chain.codeWaves > MAX_DEPTH) {
        problems.push(`its code arrives in ${chain.codeWaves} requests in series (last script or stylesheet in wave ${chain.codeWaves}); the design allows ${MAX_DEPTH}`);
      }
      if (problems.length > 0) throw new Error(`${label}: ${problems.join('; ')}\n  ${waves}`);
    });
  }
});

/**
 * Issue 21: the statechart gallery and its diagrams exist in dev and demo builds only. The
 * production build has no route for it, no code of it and none of the pictures it draws.
 */
describe('production build: no statechart gallery', () => {
  /** What only the gallery carries: its classes, its data's and pictures' paths, Mermaid's SVG. */
  const MARKERS = ['sim-diagram', 'statecharts/simulation', '/statecharts', 'aria-roledescription="stateDiagram"', 'Statechart: '];

  it('has no file with the gallery, its simulations or its diagrams', () => {
    const dir = process.env.E2E_PROD_DIR;
    if (!dir) throw new Error('E2E_PROD_DIR names the production build (scripts/e2e.mjs sets it)');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(html|js|css|svg|json)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(dir, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  it('answers /statecharts with the page-not-found screen', async () => {
    const context = await (await browser()).newContext({ viewport: { width: 390, height: 844 } });
    try {
      await watchCsp(context);
      const page = await context.newPage();
      await page.goto(`${origin}/statecharts?machine=cardRepay&isNeedPop=1`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.locator('.sim-page').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
