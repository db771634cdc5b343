/**
 * A built site held in memory for `npm run serve` and `npm run perf`: every file read once at
 * start, with its gzip and brotli forms computed up front (a build is immutable, so nothing is
 * compressed per request) and an ETag. Only files of the build are known: a URL maps to an entry by
 * exact lookup, so no path can escape the directory.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};
/** Text formats worth compressing; images and woff2 are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ico', '.ttf']);

/** Encodings a response may use, most preferred first when the client accepts several equally. */
export const ENCODINGS = ['br', 'gzip'];

function* walk(dir, rel = '') {
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    // Build metadata (.vite/manifest.json) and dotfiles are not part of the site.
    if (entry.name.startsWith('.')) continue;
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(dir, child);
    else if (entry.isFile()) yield child;
  }
}

const tag = (bytes) => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

/**
 * One file: identity bytes plus the encoded forms that pay. gzip is kept when smaller than the
 * file; brotli (quality 11, text mode) only when smaller than gzip, which for the smallest files
 * it often is not.
 */
function entryOf(bytes, ext) {
  const type = TYPES[ext] ?? 'application/octet-stream';
  const etag = tag(bytes);
  const variants = { identity: { bytes, etag: `"${etag}"` } };
  if (COMPRESSIBLE.has(ext) && bytes.length > 0) {
    const gz = gzipSync(bytes, { level: 9 });
    if (gz.length < bytes.length) variants.gzip = { bytes: gz, etag: `"${etag}-gz"` };
    const br = brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    if (br.length < (variants.gzip?.bytes.length ?? bytes.length)) variants.br = { bytes: br, etag: `"${etag}-br"` };
  }
  return { type, compressible: COMPRESSIBLE.has(ext), variants };
}

/** Reads `dir` into memory: Map of URL path ("/assets/x.js") to entry. */
export function loadSite(dir) {
  const files = new Map();
  for (const rel of walk(dir)) {
    files.set(`/${rel}`, entryOf(readFileSync(path.join(dir, rel)), path.extname(rel).toLowerCase()));
  }
  if (!files.has('/index.html')) throw new Error(`${dir} has no index.html`);
  return files;
}

/**
 * The encoding to answer with, from an Accept-Encoding header and the variants a file has:
 * the highest q-value wins, ties go to ENCODINGS order; identity when nothing accepted is there.
 */
export function negotiate(acceptEncoding, variants) {
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  let best = 'identity';
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (q > bestQ && variants[encoding]) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Totals for the start-up banner: files, identity, gzip and brotli bytes of the JS and CSS. */
export function siteSummary(files) {
  let count = 0;
  const sum = { identity: 0, gzip: 0, br: 0 };
  for (const [url, entry] of files) {
    count += 1;
    if (!/\.(m?js|css)$/.test(url)) continue;
    sum.identity += entry.variants.identity.bytes.length;
    sum.gzip += (entry.variants.gzip ?? entry.variants.identity).bytes.length;
    sum.br += (entry.variants.br ?? entry.variants.gzip ?? entry.variants.identity).bytes.length;
  }
  return { count, ...sum };
}
