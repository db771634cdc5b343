/**
 * Renders Mermaid sources to SVG in Debian's Chromium (never a downloaded browser: Mermaid lays
 * out text with the browser's fonts, which jsdom cannot). The `mermaid` package's own bundle is
 * loaded into a blank page, offline. Each SVG starts with the sha256 of the source it was drawn
 * from, so `npm run diagrams -- --check` can tell a stale picture without a browser.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
// @ts-expect-error: a plain .mjs module of ours, with no types
import { assertChromium, CHROME_PATH } from './lighthouse.mjs';

export const sourceHash = (source: string): string => createHash('sha256').update(source).digest('hex');

/** The comment an SVG carries first: the hash of its .mmd source. */
export const sourceStamp = (source: string): string => `<!-- drawn from a Mermaid source with sha256 ${sourceHash(source)} by npm run diagrams -->`;

/** The hash an SVG says it was drawn from, or null. */
export function stampedHash(svg: string): string | null {
  return /^<!-- drawn from a Mermaid source with sha256 ([0-9a-f]{64}) /.exec(svg)?.[1] ?? null;
}

/** Every source drawn, by name, in one browser. */
export async function renderSvgs(sources: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  (assertChromium as () => void)();
  const bundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser = await chromium.launch({ executablePath: CHROME_PATH as string, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: bundle });
    await page.evaluate(() => {
      const { mermaid } = window as unknown as { mermaid: { initialize(config: object): void } };
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default', state: { useMaxWidth: false } });
    });
    const svgs = new Map<string, string>();
    let index = 0;
    for (const [name, source] of sources) {
      index += 1;
      const svg = await page.evaluate(
        async ({ id, text }) => {
          const { mermaid } = window as unknown as { mermaid: { render(id: string, text: string): Promise<{ svg: string }> } };
          return (await mermaid.render(id, text)).svg;
        },
        { id: `d${index}`, text: source },
      );
      svgs.set(name, `${sourceStamp(source)}\n${svg}\n`);
    }
    return svgs;
  } finally {
    await browser.close();
  }
}
