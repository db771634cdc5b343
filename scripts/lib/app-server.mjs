/**
 * The HTTP server of `npm run serve` and `npm run perf` (node:http): a built site from memory
 * (scripts/lib/static-site.mjs) with the deployment headers, and the API prefix answered by the
 * demo backend or proxied to a real one.
 *
 * Caching: files under /assets/ carry a content hash in their name, so they are immutable for a
 * year; everything else (index.html above all) is `no-cache`, revalidated by ETag, so a new
 * deployment is picked up on the next visit.
 *
 * Routing: the API prefix goes to the backend; a file of the build is served as is; a missing
 * /assets/ file or any missing path with a file extension is 404 (a stale chunk must fail loudly,
 * not come back as HTML); a path whose `<path>.html` exists gets that file (a prerendered page);
 * every other GET is an app route and gets index.html (SPA fallback).
 */
import http from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './csp.mjs';
import { negotiate } from './static-site.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The security headers of a page (README "npm run serve and npm run perf"): every HTML file, and
 * every file a browser may open as a document (SVG, XML, text, the error answers). A script, a
 * stylesheet, a font or a raster image carries only FILE_HEADERS (NEVER_DOCUMENT): the others are
 * obeyed by documents alone, and were 0.7 KiB of every file's response (a data route asks for
 * 10-25 files; the CSP alone is 0.5 KiB). An API answer carries API_HEADERS.
 *
 * - CSP: scripts/lib/csp.mjs, the policy every built HTML file also carries in a meta (the
 *   header adds what only a header can say: frame-ancestors).
 * - X-Frame-Options SAMEORIGIN with frame-ancestors 'self': the page runs top level in the app's
 *   WebView or a browser, never inside another site (clickjacking on a repayment page); only this
 *   site frames itself (the public site's /Policy embeds this site's privacy policy, spec §2).
 * - Referrer-Policy strict-origin-when-cross-origin: addresses carry the token and device id in
 *   the query string; other origins see at most our origin.
 * - Permissions-Policy: geolocation for this origin only (services/device.ts), the rest off.
 * - No HSTS: this server speaks plain HTTP; the TLS terminator in front of a deployment adds it.
 */
export function securityHeaders(pages, apiBase) {
  const csp = contentSecurityPolicy(pages, apiBase);
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
}

/**
 * What a file that is never a document carries: nosniff (a script or stylesheet is run only with
 * its own type), and the referrer policy, which also governs the requests a stylesheet makes.
 */
const FILE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

/**
 * Types a browser never renders as a document that runs script: they carry FILE_HEADERS. Every other
 * type (HTML, SVG, XML, text, anything unknown) carries the page's.
 */
const NEVER_DOCUMENT = /^(text\/javascript|text\/css|font\/|image\/(png|jpeg|gif|webp|avif|x-icon)|application\/(json|manifest\+json))\b/;

/**
 * What an API answer carries: nosniff, and (API_CACHE) no caching of a borrower's data unless the
 * answer says otherwise. Not the page's CSP, frame or permissions headers, which only a document
 * obeys: 0.9 KiB on every answer, where an API server sends none of them (and one TCP segment more
 * on a small answer).
 */
const API_HEADERS = { 'X-Content-Type-Options': 'nosniff' };
const API_CACHE = 'no-store';

/** Forwards a request to `target` without the API prefix, as vite.config.ts's dev proxy does. */
export function proxyTo(target, apiBase) {
  const base = new URL(target);
  const client = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/$/, '');
  return (req, res, done) => {
    const rest = req.url.slice(apiBase.length) || '/';
    const headers = { ...req.headers, host: base.host };
    const upstream = client.request(
      { protocol: base.protocol, hostname: base.hostname, port: base.port, method: req.method, path: `${prefix}${rest}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, { 'cache-control': API_CACHE, ...answer.headers });
        answer.pipe(res);
      },
    );
    res.once('close', () => done(res.writableFinished ? res.statusCode : 499));
    upstream.once('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: '502', message: `proxy to ${target} failed: ${error.message}` }));
      } else res.destroy(error);
    });
    req.pipe(upstream);
  };
}

/**
 * The demo backend as a request handler: @mswjs/http-middleware's createMiddleware over the one
 * handler set of mocks/handlers (the same array `npm start` and the tests use), inside a bare
 * express app so the middleware gets the request helpers it expects. An unhandled call answers a
 * §3-shaped 404 rather than falling through to the SPA.
 */
export async function mockBackend(handlers) {
  const [{ default: express }, { createMiddleware }] = await Promise.all([import('express'), import('@mswjs/http-middleware')]);
  const app = express();
  app.disable('x-powered-by');
  app.use(createMiddleware(...handlers));
  app.use((req, res) => {
    res.status(404).json({ code: '404', message: `no demo handler for ${req.method} ${req.path}` });
  });
  return (req, res, done) => {
    res.once('close', () => done(res.writableFinished ? res.statusCode : 499));
    asGateway(req, res);
    app(req, res);
  };
}

/**
 * The demo backend answers as an API gateway does: JSON gzip'd when the client accepts it (nginx's
 * `gzip on` for application/json), and API_CACHE unless the handler set its own caching (the drawn
 * logos are cached as a CDN's are, a borrower's data never). The handlers stream their body; it is
 * gathered and sent at once.
 */
function asGateway(req, res) {
  const chunks = [];
  const end = res.end.bind(res);
  const take = (chunk, encoding) => {
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  };
  res.write = (chunk, encoding, callback) => {
    take(chunk, encoding);
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    take(chunk, encoding);
    let body = Buffer.concat(chunks);
    if (!res.headersSent) {
      if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', API_CACHE);
      if (body.length > 0 && /json/i.test(String(res.getHeader('content-type') ?? ''))) {
        const gzip = gzipSync(body);
        res.setHeader('Vary', 'Accept-Encoding');
        if (negotiate(req.headers['accept-encoding'], { identity: { bytes: body }, gzip: { bytes: gzip } }) === 'gzip') {
          body = gzip;
          res.setHeader('Content-Encoding', 'gzip');
        }
      }
      res.setHeader('Content-Length', body.length);
    }
    return end(body, callback);
  };
}

/**
 * @param {object} options
 * @param {Map<string, object>} options.site  from loadSite()
 * @param {string} options.apiBase            API prefix, e.g. "/gw"
 * @param {((req, res, done: (status: number) => void) => void) | null} options.api  backend, or none
 * @param {(line: string) => void} [options.log]  one line per API call and per error
 */
export function createAppServer({ site, apiBase, api, log = () => {} }) {
  const index = site.get('/index.html');
  // Every page's inline blocks: the prerendered pages' files carry theirs (scripts/lib/prerender.ts).
  const pages = [...site].filter(([url]) => url.endsWith('.html')).map(([, entry]) => entry.variants.identity.bytes.toString('utf8'));
  const security = securityHeaders(pages, apiBase);
  const apiPath = /^https?:\/\//.test(apiBase) ? new URL(apiBase).pathname : apiBase;
  const apiPrefix = apiPath.replace(/\/$/, '');

  function send(req, res, entry, status, cacheControl) {
    const encoding = entry.compressible ? negotiate(req.headers['accept-encoding'], entry.variants) : 'identity';
    const variant = entry.variants[encoding];
    const headers = { ...(NEVER_DOCUMENT.test(entry.type) ? FILE_HEADERS : security), 'Content-Type': entry.type, 'Cache-Control': cacheControl, ETag: variant.etag };
    if (entry.compressible) headers.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    const match = req.headers['if-none-match'];
    if (status === 200 && match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === variant.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Content-Length'] = variant.bytes.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : variant.bytes);
  }

  function notFound(req, res) {
    log(`${req.method} ${req.url} 404`);
    res.writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
    res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
  }

  return http.createServer((req, res) => {
    const started = performance.now();
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { ...security, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request\n');
      return;
    }

    if (apiPrefix !== '' && (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`))) {
      if (!api) {
        notFound(req, res);
        return;
      }
      for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
      api(req, res, (status) => log(`${req.method} ${pathname} ${status} ${Math.round(performance.now() - started)} ms`));
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...security, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }

    const file = site.get(pathname);
    if (file && pathname !== '/index.html') {
      send(req, res, file, 200, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return;
    }
    // A prerendered page's own file (scripts/lib/prerender.ts): `/Policy` is Policy.html, as the
    // clean URLs of a static host serve it.
    const page = pathname.endsWith('/') ? undefined : site.get(`${pathname}.html`);
    if (page) {
      send(req, res, page, 200, REVALIDATE);
      return;
    }
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith('/assets/') || (pathname !== '/index.html' && last.includes('.'))) {
      notFound(req, res);
      return;
    }
    send(req, res, index, 200, REVALIDATE);
  });
}

/**
 * Binds `server` to host:port, strictly: a taken port is an error naming it, never a silent move
 * to the next one (QA and Lighthouse must reach the server that was printed). Port 0 picks a free
 * port. Resolves with the bound port.
 */
export function listen(server, host, port) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`port ${port} on ${host} is already in use (another npm run serve or preview?): stop it, or pass --port <n>`));
      } else if (error.code === 'EACCES') {
        reject(new Error(`no permission to listen on ${host}:${port}: use a port above 1023`));
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
