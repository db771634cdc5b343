/**
 * Makes the HTML know each route's code: at build time it maps every screen (the route chunk of
 * src/screens/<name>/index.tsx, named like its route in src/routes.ts) and every market catalog
 * (src/i18n/<locale>/index.ts) to the files a first visit needs, and puts a tiny inline script in
 * index.html that, before the entry runs, asks for the current route's files, the market's catalog
 * and the module that starts the first request (src/app/early.ts) with <link rel="modulepreload">.
 * They then download beside the entry instead of one after another (issue 7: a shallow chain).
 */
import type { Plugin, Rollup } from 'vite';
import { EARLY_ROUTES } from '../../src/app/earlyRoutes.ts';
import { ROUTES } from '../../src/routes.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const SCREEN = /\/src\/screens\/([^/]+)\/index\.tsx$/;
const CATALOG = /\/src\/i18n\/([a-z]{2}-[A-Z]{2})\/index\.ts$/;
const EARLY = /\/src\/app\/early\.ts$/;

export interface PreloadManifest {
  /** Route path -> files (JS and CSS) beyond what the entry already loads. */
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

  const early = all.find((chunk) => chunk.facadeModuleId && EARLY.test(chunk.facadeModuleId));
  const earlyFiles = early ? closure(early, bundle, loaded) : [];
  const routes: Record<string, string[]> = {};
  const catalogs: Record<string, string[]> = {};
  for (const chunk of all) {
    const id = chunk.facadeModuleId ?? '';
    const screen = SCREEN.exec(id)?.[1];
    const path = screen ? (ROUTES as Record<string, string>)[screen] : undefined;
    if (path) routes[path] = [...new Set([...(EARLY_ROUTES.has(path) ? earlyFiles : []), ...closure(chunk, bundle, loaded)])];
    const locale = CATALOG.exec(id)?.[1];
    if (locale) catalogs[locale] = closure(chunk, bundle, loaded);
  }
  return { routes, catalogs };
}

/**
 * The inline script: the market is the isNeedPop rule of §1 (1 is India, anything else Indonesia),
 * as src/services/session.ts reads it.
 */
export function preloadScript(manifest: PreloadManifest, base: string): string {
  return `(function(){var m=${JSON.stringify(manifest)},q=new URLSearchParams(location.search),l=(q.get('isNeedPop')||'').trim()==='1'?'en-IN':'id-ID',f=(m.routes[location.pathname]||[]).concat(m.catalogs[l]||[]),h=document.head;for(var i=0;i<f.length;i++){var e=document.createElement('link'),c=/\\.css$/.test(f[i]);e.rel=c?'stylesheet':'modulepreload';if(!c)e.crossOrigin='';e.href=${JSON.stringify(base)}+f[i];h.appendChild(e)}})();`;
}

export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'loan-h5:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
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
        const script = `<script>${preloadScript(preloadManifest(context.bundle), base)}</script>\n    `;
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
