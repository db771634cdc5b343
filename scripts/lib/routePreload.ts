/**
 * Makes the HTML know each route's code: at build time it maps every screen (the route chunk of
 * src/screens/<name>/index.tsx, named like its route in src/routes.ts) and every market catalog
 * (src/i18n/<locale>/index.ts) to the files a first visit needs, and puts a tiny inline script in
 * index.html that, before the entry runs, asks for the current route's files, the market's catalog
 * with <link rel="modulepreload">; before it, the script that sends a data route's first request
 * (scripts/lib/earlyRequest.ts).
 * They then download beside the entry instead of one after another (issue 7: a shallow chain).
 *
 * The same list serves later moves between screens: the script leaves a function on `self`
 * (PRELOAD_GLOBAL) that the app calls before it imports a screen (src/app/preload.ts), which asks
 * for the screen's scripts and stylesheets and waits for the stylesheets. The entry's own lists of
 * what its dynamic imports need (vite's `__vite__mapDeps`) are dropped: the list is downloaded once,
 * in the HTML, instead of a second time in the entry, where it grew with every route (2.3 KiB of
 * the entry's gzip at 30 screens).
 */
import type { Plugin, Rollup } from 'vite';
import { type EarlyBases, earlyRequestScript } from './earlyRequest.ts';
import { AFTER_PAINT } from './prerenderPage.ts';
import { PRELOAD_GLOBAL } from '../../src/app/preloadGlobal.ts';
import { HASH_ROUTES, ROUTES } from '../../src/routes.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const SCREEN = /\/src\/screens\/([^/]+)\/index\.tsx$/;
const CATALOG = /\/src\/i18n\/([a-z]{2}-[A-Z]{2})\/index\.ts$/;

export interface PreloadManifest {
  /**
   * Route path -> files (JS and CSS) beyond what the entry already loads; a hash route's key is
   * `#<path>` (`#/registerTemplate`), which wins over the address's path.
   */
  routes: Record<string, string[]>;
  /** Locale -> the catalog's files. */
  catalogs: Record<string, string[]>;
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The chunk and everything it imports statically, with their CSS, minus what the entry has. */
function closure(start: OutputChunk, bundle: OutputBundle, loaded: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || loaded.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') return;
    files.push(name);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    css?.forEach((file) => {
      if (!loaded.has(file)) files.push(file);
    });
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...new Set(files)];
}

export function preloadManifest(bundle: OutputBundle): PreloadManifest {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preload: no entry chunk');
  const loaded = new Set<string>();
  const markLoaded = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return;
    (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss.forEach((css) => loaded.add(css));
    chunk.imports.forEach(markLoaded);
  };
  markLoaded(entry.fileName);

  const routes: Record<string, string[]> = {};
  const catalogs: Record<string, string[]> = {};
  for (const chunk of all) {
    const id = chunk.facadeModuleId ?? '';
    const screen = SCREEN.exec(id)?.[1];
    const hashRoute = screen ? (HASH_ROUTES as Record<string, string>)[screen] : undefined;
    const path = screen ? ((ROUTES as Record<string, string>)[screen] ?? (hashRoute && `#${hashRoute}`)) : undefined;
    if (path) routes[path] = closure(chunk, bundle, loaded);
    const locale = CATALOG.exec(id)?.[1];
    if (locale) catalogs[locale] = closure(chunk, bundle, loaded);
  }
  return { routes, catalogs };
}

/**
 * The inline script: the route is the hash route the hash names, else the path; the market is the
 * isNeedPop rule of §1 (1 is India, anything else Indonesia), read from the search and the hash's
 * query as src/services/session.ts reads them. It asks for the route's files and the catalog's,
 * and leaves `self[PRELOAD_GLOBAL](key)`: asks for a route's files, each file once, and answers
 * when its stylesheets have loaded (or failed: the screen then shows unstyled rather than never).
 */
export function preloadScript(manifest: PreloadManifest, base: string): string {
  return `(function(){var m=${JSON.stringify(manifest)},d={},h=document.head;function p(f){var w=[];for(var i=0;i<f.length;i++){var c=/\\.css$/.test(f[i]);if(!d[f[i]]){var e=document.createElement('link');e.rel=c?'stylesheet':'modulepreload';if(!c)e.crossOrigin='';e.href=${JSON.stringify(base)}+f[i];d[f[i]]=c?new Promise(function(r){e.onload=e.onerror=r}):1;h.appendChild(e)}if(c)w.push(d[f[i]])}return Promise.all(w)}self.${PRELOAD_GLOBAL}=function(k){return p(m.routes[k]||[])};var s=location.hash,a=s.indexOf('?'),k='#'+s.replace(/^#/,'').split(/[?#]/)[0],q=new URLSearchParams(location.search);if(a>=0)new URLSearchParams(s.slice(a)).forEach(function(v,n){q.set(n,v)});var l=(q.get('isNeedPop')||'').trim()==='1'?'en-IN':'id-ID';(self.${AFTER_PAINT}||function(f){f()})(function(){p((m.routes[k]||m.routes[location.pathname]||[]).concat(m.catalogs[l]||[]))})})();`;
}

const MAP_DEPS_DECLARATION = /^const __vite__mapDeps=.*\n/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[[\d,]*\]\)/g;

/**
 * The entry without vite's lists of what its dynamic imports need: the screens (src/app/preload.ts
 * asks the inline script's manifest) and the catalogs (preloaded by the inline
 * script on the first visit). The file keeps its name: the change follows from its content.
 */
export function withoutPreloadLists(code: string, fileName: string): string {
  const stripped = code.replace(MAP_DEPS_DECLARATION, '').replace(MAP_DEPS_CALL, 'void 0');
  if (stripped.includes('__vite__mapDeps')) {
    throw new Error(`route preload: ${fileName} still names __vite__mapDeps; vite's preload output changed, update withoutPreloadLists`);
  }
  return stripped;
}

/**
 * `early`: where the HTML's first requests go, or null for none (a demo build: its
 * backend listens only once the app has started it, so the screen sends its first request itself).
 */
export function routePreload({ early }: { early: EarlyBases | null }): Plugin {
  let base = '/';
  return {
    name: 'loan-h5:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After vite's import analysis, which writes the lists into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of chunks(bundle)) if (chunk.isEntry) chunk.code = withoutPreloadLists(chunk.code, chunk.fileName);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        // Before the entry's tags: an inline script after a stylesheet link waits for that
        // stylesheet, and the preloads would start a round trip late. After <meta charset>, which
        // must stay within the first 1024 bytes.
        const at = html.search(/<script type="module"|<link rel="stylesheet"/);
        if (at < 0) throw new Error('route preload: index.html has no entry tags to precede');
        const first = early === null ? '' : `<script>${earlyRequestScript(early)}</script>\n    `;
        const script = `${first}<script>${preloadScript(preloadManifest(context.bundle), base)}</script>\n    `;
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
