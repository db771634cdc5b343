/**
 * The Content-Security-Policy of the built site: one function computes it, for the header of
 * `npm run serve` (scripts/lib/app-server.mjs) and for the <meta http-equiv> every built HTML file
 * carries (written by the build, scripts/lib/prerender.ts), so the two cannot drift. The meta is
 * what protects a page served by a host that sends no header (a CDN, `vite preview` of the demo
 * build the browser tests drive); it says all the header says but what a meta cannot
 * (HEADER_ONLY: a browser ignores those in a meta, with a console warning).
 *
 * Inline <script>/<style> blocks are allowed by hash: those of every HTML file of the build at
 * once, so every file carries the same policy (index.html answers for every route without its own
 * file) and the header, computed from the files as served, equals each meta but for HEADER_ONLY.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Directives a browser honours only in a header. */
export const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

const inlineHashes = (html, tagName) =>
  [...html.matchAll(new RegExp(`<${tagName}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tagName}>`, 'gi'))]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

/**
 * The policy (header form) for a site whose HTML files are `pages`, calling the API at `apiBase`:
 *
 * - scripts, styles, fonts, workers and frames of this origin only; inline blocks of the pages by
 *   hash (computed from the build, so an inline preload script added later keeps working without
 *   'unsafe-inline'); images also from data:, blob: (previews of picked photos) and https:
 *   (product logos and banners come from the backend's CDN); calls to this origin (the API prefix)
 *   and to the API's own origin when VITE_API_BASE is absolute (the demo backend answers the same
 *   addresses from its service worker, so the demo build needs nothing more); https: frames for
 *   the agreement viewer (spec §2); no plugins; no framing by other sites.
 *
 * `inlineStyles`, for the builds that carry the statechart gallery (dev and demo, never
 * production): Mermaid's diagrams come with <style> elements and style attributes, so styles are
 * allowed inline there ('unsafe-inline' counts only without hashes); everything else is as strict.
 *
 * @param {string[]} pages  the text of every HTML file of the build
 * @param {string} apiBase
 * @param {{ inlineStyles?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(pages, apiBase, { inlineStyles = false } = {}) {
  const html = pages.join('\n');
  const connect = ["'self'"];
  if (/^https?:\/\//.test(apiBase)) connect.push(new URL(apiBase).origin);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...new Set(inlineHashes(html, 'script'))].join(' ')}`,
    `style-src ${["'self'", ...(inlineStyles ? ["'unsafe-inline'"] : new Set(inlineHashes(html, 'style')))].join(' ')}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy without the directives a meta cannot carry. */
export function metaPolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !HEADER_ONLY.includes(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttribute = (text) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The policy of an HTML file's CSP meta, or null when it has none. */
export function metaPolicyOf(html) {
  const match = META.exec(html);
  return match ? unescapeAttribute(match[1]) : null;
}

/**
 * `html` with the meta of `policy` right after <meta charset>: a meta policy governs only what
 * comes after it, so it precedes every script, style and link of the head.
 */
export function withCspMeta(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}">`;
  if (META.test(html)) return html.replace(META, () => tag);
  const charset = /<meta charset=[^>]*>/i.exec(html);
  if (!charset) throw new Error('csp: an HTML file of the build has no <meta charset> to put the policy after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** The HTML files of a build directory, relative, as scripts/lib/static-site.mjs serves them. */
export function htmlFiles(dir, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) return htmlFiles(dir, child);
    return entry.isFile() && entry.name.endsWith('.html') ? [child] : [];
  });
}

/** Writes the policy of the build in `dir` into each of its HTML files; returns the policy. */
export function writeCspMeta(dir, apiBase, options = {}) {
  const files = htmlFiles(dir).map((rel) => ({ file: path.join(dir, rel), html: readFileSync(path.join(dir, rel), 'utf8') }));
  const policy = contentSecurityPolicy(
    files.map(({ html }) => html),
    apiBase,
    options,
  );
  for (const { file, html } of files) writeFileSync(file, withCspMeta(html, policy));
  return policy;
}
