import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { createAppServer, mockBackend } from '../../scripts/lib/app-server.mjs';
import { server as interceptor } from '@mocks/node';

const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const file = (type: string, text: string) => ({ type, compressible: false, variants: { identity: { bytes: Buffer.from(text), etag: '"e"' } } });
const site = new Map([
  ['/index.html', file('text/html; charset=utf-8', page)],
  ['/assets/app.js', file('text/javascript; charset=utf-8', 'export {};')],
  ['/assets/app.css', file('text/css; charset=utf-8', 'body{}')],
  ['/assets/logo.svg', file('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>')],
]);
const list = { code: 0, data: { list: Array.from({ length: 20 }, (_, i) => ({ problemId: 600 + i, content: 'The collection agent called my office colleagues about my loan.' })) } };

async function serve() {
  const api = await mockBackend([
    http.post('/gw/user-problem/problem-list', () => HttpResponse.json(list)),
    http.get('/gw/demo-files/logo.svg', () => new HttpResponse('<svg/>', { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } })),
  ]);
  const server = createAppServer({ site, apiBase: '/gw', api });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

function call(path: string, headers: Record<string, string>, method = path.startsWith('/gw') ? 'POST' : 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  // The setup's interceptor would answer these calls itself: they go to a real server here.
  interceptor.close();
  server = await serve();
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the headers of the files of npm run serve and npm run perf (scripts/lib/app-server.mjs)', () => {
  it("sends a page's security headers with the HTML and with an SVG, which a browser may open as a document", async () => {
    for (const path of ['/complaintList', '/assets/logo.svg']) {
      const answer = await call(path, {});
      expect(answer.headers['content-security-policy'], path).toMatch(/default-src 'self'/);
      expect(answer.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(answer.headers['permissions-policy'], path).toMatch(/geolocation/);
    }
  });

  it('sends a script or a stylesheet nosniff and the referrer policy alone, with its caching', async () => {
    for (const path of ['/assets/app.js', '/assets/app.css']) {
      const answer = await call(path, {});
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-security-policy'], path).toBeUndefined();
      expect(answer.headers['x-frame-options'], path).toBeUndefined();
      expect(answer.headers['permissions-policy'], path).toBeUndefined();
    }
  });
});

describe('the API answers of npm run serve and npm run perf (scripts/lib/app-server.mjs)', () => {
  it('gzips JSON for a client that accepts it, as an API gateway does', async () => {
    const answer = await call('/gw/user-problem/problem-list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(JSON.stringify(list).length / 3);
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(list);
  });

  it('sends plain JSON to a client that does not, or refuses gzip by q=0', async () => {
    for (const accept of [{}, { 'accept-encoding': 'gzip;q=0, identity' }] as Record<string, string>[]) {
      const answer = await call('/gw/user-problem/problem-list', accept);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(list);
    }
  });

  it("carries nosniff and no-store, not a page's headers", async () => {
    const answer = await call('/gw/user-problem/problem-list', {});
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    const html = await call('/complaintList', {});
    expect(html.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("keeps a handler's own caching instead of no-store", async () => {
    const answer = await call('/gw/demo-files/logo.svg', {}, 'GET');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.body.toString('utf8')).toBe('<svg/>');
  });

  it('gzips the §3-shaped answer to a call no handler knows', async () => {
    const answer = await call('/gw/nothing', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual({ code: '404', message: 'no demo handler for POST /gw/nothing' });
  });
});
