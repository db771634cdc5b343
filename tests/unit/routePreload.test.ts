import { preloadScript, withoutPreloadLists } from '../../scripts/lib/routePreload';

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
  };

  it("asks for the path's files and the market's catalog (isNeedPop 1 is India)", () => {
    expect(run('/a?isNeedPop=1', manifest)).toEqual(['modulepreload /assets/A.js', 'stylesheet /assets/A.css', 'modulepreload /assets/en.js']);
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
