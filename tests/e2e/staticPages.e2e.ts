import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, openPage, screenshot } from './support';

/**
 * The static pages in a phone browser at 390x844, both markets: they send nothing, read well
 * (body text >= 16 px, readable contrast, no sideways scroll), Back goes back, and a first visit
 * downloads at most 100 KiB gzip of JS and CSS with none of the HTTP client (issue).
 */
const DEVICE = 'deviceId=demo-device&appVersion=2.4.0&token=demo-token&platform=android';
const MARKETS = [
  { market: 'IN', query: `${DEVICE}&isNeedPop=1`, locale: 'en-IN', back: 'Back' },
  { market: 'ID', query: `${DEVICE}&isNeedPop=0`, locale: 'id-ID', back: 'Kembali' },
] as const;
const PAGES = [
  { path: '/privacyPolicy', title: { IN: 'Privacy policy', ID: 'Kebijakan privasi' } },
  { path: '/privacy', title: { IN: 'Privacy policy', ID: 'Kebijakan privasi' } },
  { path: '/aboutUs', title: { IN: 'About us', ID: 'Tentang kami' } },
  { path: '/loanTerms', title: { IN: 'Loan terms and conditions', ID: 'Syarat dan ketentuan pinjaman' } },
] as const;
const QUIET_BUDGET_KIB = 100;

/** WCAG contrast ratio of the text colour of each matched element against white. */
async function readability(page: Page) {
  return page.evaluate(() => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (color: string) => 1.05 / (luminance(color) + 0.05);
    const body = [...document.querySelectorAll('.doc__p, .doc__list li, .doc__toc-link')];
    const all = [...body, ...document.querySelectorAll('.doc h1, .doc h2, .static-page__back')];
    return {
      smallestBodyFont: Math.min(...body.map((el) => parseFloat(getComputedStyle(el).fontSize))),
      lowestContrast: Math.min(...all.map((el) => contrast(getComputedStyle(el).color))),
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

describe('static pages in a phone browser', () => {
  for (const { market, query, back } of MARKETS) {
    for (const { path, title } of PAGES) {
      it(`${path} (${market}) reads well, sends nothing and Back goes back`, async () => {
        const { page, errors } = await openPage(`/no-such-page?${query}`);
        const api: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/gw/')) api.push(request.url());
        });
        await page.goto(`${path}?${query}`);
        await page.getByRole('heading', { level: 1, name: title[market] }).waitFor();
        await expect.poll(() => page.title()).toBe(title[market]);
        const seen = await readability(page);
        expect(seen.smallestBodyFont).toBeGreaterThanOrEqual(16);
        expect(seen.lowestContrast).toBeGreaterThanOrEqual(4.5);
        expect(seen.sideways).toBe(false);
        await screenshot(page, `static-${path.slice(1)}-${market}`);
        await page.getByRole('button', { name: back }).click();
        await page.waitForURL(/\/no-such-page\?/);
        expect(api).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }

  it('a first visit downloads at most 100 KiB gzip of JS and CSS, and no HTTP client', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const manifest = JSON.parse(/var m=(\{"routes":.*?"catalogs":\{[^{}]*\}\})/.exec(html)?.[1] ?? 'null') as {
      routes: Record<string, string[]>;
      catalogs: Record<string, string[]>;
    } | null;
    expect(manifest).not.toBeNull();
    const entry = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="(?:modulepreload|stylesheet)"[^>]*href)="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(entry.length).toBeGreaterThan(0);
    for (const { path } of PAGES) {
      for (const { locale } of MARKETS) {
        const files = [...new Set([...entry, ...(manifest!.routes[path] ?? []), ...(manifest!.catalogs[locale] ?? [])])];
        expect(manifest!.routes[path], path).toBeDefined();
        const bodies = await Promise.all(files.map(async (file) => Buffer.from(await (await fetch(`${BASE_URL}/${file}`)).arrayBuffer())));
        const kib = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
        console.log(`${path} ${locale}: ${kib.toFixed(1)} KiB gzip (${files.length} files; route ${(manifest!.routes[path] ?? []).join(' ')})`);
        expect(kib, `${path} ${locale}`).toBeLessThanOrEqual(QUIET_BUDGET_KIB);
        expect(bodies.some((body) => body.includes('XMLHttpRequest')), `${path} ${locale} carries the HTTP client`).toBe(false);
      }
    }
  });
});
