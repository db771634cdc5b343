import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER_ONLY, htmlFiles, metaPolicy, metaPolicyOf } from '../../scripts/lib/csp.mjs';
import { prerenderedPaths } from '../../scripts/lib/prerender';
import { fileOf } from '../../scripts/lib/prerenderPage';
import { openPage, provokeInlineScript, settle, takeCspViolations } from './support';

/**
 * Issue 23 §4: the Content-Security-Policy `npm run serve` sends is also in every built HTML file,
 * as a meta, but for what only a header can say. Runs on the production build and its server
 * (scripts/e2e.mjs: E2E_PROD_DIR, E2E_PROD_URL), where both apply.
 */
const origin = process.env.E2E_PROD_URL;
const dir = process.env.E2E_PROD_DIR;
if (!origin || !dir) throw new Error('csp.e2e.ts runs on the production build and server of scripts/e2e.mjs: run it with `npm run test:e2e -- csp`');

const FILES = htmlFiles(dir);
/** The address a static host serves a file at: index.html at `/`, Policy.html at `/Policy`. */
const addressOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);
const inlineBodies = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => m[1]!).filter((body) => body.trim() !== '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the CSP header of npm run serve is in every built HTML file as a meta (production build)', () => {
  it('finds index.html and every prerendered page among the files', () => {
    // At least these: a build may write more (a data route's own file), each checked below.
    expect(FILES).toEqual(expect.arrayContaining(['index.html', ...prerenderedPaths().map(fileOf)]));
  });

  for (const file of FILES) {
    it(`${file}: the meta is the header without ${HEADER_ONLY.join(', ')}, before anything it governs, and allows each inline block`, async () => {
      const response = await fetch(`${origin}${addressOf(file)}`);
      expect(response.status).toBe(200);
      const header = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      expect(html, `${addressOf(file)} is served from ${file}`).toBe(readFileSync(path.join(dir, file), 'utf8'));
      const meta = metaPolicyOf(html);
      expect(meta).toBe(metaPolicy(header));
      expect(header).toContain("frame-ancestors 'self'");
      expect(meta).not.toContain('frame-ancestors');
      expect(meta).toContain("script-src 'self' 'sha256-");
      const at = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(at).toBeGreaterThan(html.search(/<meta charset=/i));
      expect(at, 'the meta comes before every script, style and stylesheet').toBeLessThan(html.search(/<script|<style|<link/i));
      const directive = (name: string) => meta!.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      for (const body of inlineBodies(html, 'script')) expect(directive('script-src')).toContain(sha256(body));
      for (const body of inlineBodies(html, 'style')) expect(directive('style-src')).toContain(sha256(body));
    });
  }

  it('a page of the production server runs under the policy: an inline script is refused and reported', async () => {
    const { page } = await openPage(`${origin}/Policy?isNeedPop=1`);
    await settle(page);
    expect(takeCspViolations()).toEqual([]);
    // Refused twice: by the header and by the meta, each a policy of its own.
    expect(await provokeInlineScript(page)).toEqual({ ran: false, directives: ['script-src-elem', 'script-src-elem'] });
    await page.context().close();
  });
});
