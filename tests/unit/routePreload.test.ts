import type { Rollup } from 'vite';
import { preloadManifest, preloadScript, withoutPreloadLists } from '../../scripts/lib/routePreload';

describe('the entry without its own preload lists (scripts/lib/routePreload.ts)', () => {
  it("drops vite's list and every use of it, leaving the imports", () => {
    const entry =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.css","assets/b.css"])))=>i.map(i=>d[i]);\n' +
      'var s={"/x":()=>r(()=>import("./X.js"),__vite__mapDeps([0])),"/y":()=>r(()=>import("./Y.js"),__vite__mapDeps([0,1]))};';
    expect(withoutPreloadLists(entry, 'index.js')).toBe(
      'var s={"/x":()=>r(()=>import("./X.js"),void 0),"/y":()=>r(()=>import("./Y.js"),void 0)};',
    );
  });

  it('fails the build when vite writes the lists another way', () => {
    expect(() => withoutPreloadLists('x(__vite__mapDeps([a]))', 'index.js')).toThrow(/index\.js still names __vite__mapDeps/);
  });
});

describe('the inline preload script', () => {
  function run(href: string, manifest: Parameters<typeof preloadScript>[0]) {
    window.history.replaceState(null, '', href);
    document.head.innerHTML = '';
    new Function(preloadScript(manifest, '/'))();
    return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
  }
  const manifest = {
    routes: { '/a': ['assets/A.js', 'assets/A.css'], '#/promo': ['assets/P.js'], '/b': ['assets/B.js', 'assets/A.js'] },
    catalogs: { 'en-IN': ['assets/en.js'], 'id-ID': ['assets/id.js'] },
    entry: [],
  };

  it("asks for the path's files and the market's catalog (isNeedPop 1 is India)", () => {
    expect(run('/a?isNeedPop=1', manifest)).toEqual(['modulepreload /assets/A.js', 'stylesheet /assets/A.css', 'modulepreload /assets/en.js']);
  });

  it("asks for the entry's scripts before the route's", () => {
    expect(run('/a?isNeedPop=1', { ...manifest, entry: ['assets/vendor.js', 'assets/index.js'] })).toEqual([
      'modulepreload /assets/vendor.js',
      'modulepreload /assets/index.js',
      'modulepreload /assets/A.js',
      'stylesheet /assets/A.css',
      'modulepreload /assets/en.js',
    ]);
  });

  it("takes a hash route and the market from the hash's query", () => {
    expect(run('/#/promo?isNeedPop=0', manifest)).toEqual(['modulepreload /assets/P.js', 'modulepreload /assets/id.js']);
  });

  it('leaves the app a function that asks for another route, each file once', async () => {
    run('/a?isNeedPop=1', manifest);
    const preload = (self as unknown as { __routePreload: (key: string) => Promise<unknown> }).__routePreload;
    await expect(preload('/b')).resolves.toEqual([]);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/A.js',
      '/assets/A.css',
      '/assets/en.js',
      '/assets/B.js',
    ]);
  });
});

describe("the build's preload lists (preloadManifest)", () => {
  type Item = { type: 'chunk' | 'asset' } & Record<string, unknown>;
  const chunk = (fileName: string, bytes: number, options: { imports?: string[]; css?: string[]; entry?: boolean; facade?: string } = {}): Item => ({
    type: 'chunk',
    fileName,
    code: 'x'.repeat(bytes),
    imports: options.imports ?? [],
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ?? null,
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  });
  const asset = (fileName: string, bytes: number): Item => ({ type: 'asset', fileName, source: 'x'.repeat(bytes) });
  const bundle = {
    'index.js': chunk('index.js', 8000, { entry: true, imports: ['small.js', 'vendor.js'], css: ['index.css'] }),
    'small.js': chunk('small.js', 900),
    'vendor.js': chunk('vendor.js', 200000),
    'index.css': asset('index.css', 3000),
    'list.js': chunk('list.js', 3000, { facade: '/app/src/screens/complaintList/index.tsx', imports: ['tiny.js', 'kit.js', 'small.js'], css: ['list.css'] }),
    'tiny.js': chunk('tiny.js', 400, { css: ['tiny.css'] }),
    'kit.js': chunk('kit.js', 40000),
    'list.css': asset('list.css', 1500),
    'tiny.css': asset('tiny.css', 200),
  } as unknown as Rollup.OutputBundle;

  it("lists the entry's scripts largest first, and a route's stylesheets, then its scripts largest first, without the entry's", () => {
    const manifest = preloadManifest(bundle);
    expect(manifest.entry).toEqual(['vendor.js', 'index.js', 'small.js']);
    expect(manifest.routes['/complaintList']).toEqual(['list.css', 'tiny.css', 'kit.js', 'list.js', 'tiny.js']);
  });
});
