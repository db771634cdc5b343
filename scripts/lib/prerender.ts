/**
 * Paints the quiet pages from their HTML (issue 22): after the browser build, renders every page
 * whose manifest says `prerender` (src/app/prerender.tsx, built for Node by a second vite build) in
 * both markets, and writes it into the page's own file beside index.html: `/` into index.html,
 * `/Policy` into Policy.html. A static host serves a route's own file when it exists and index.html
 * otherwise (nginx `try_files $uri $uri.html /index.html`, and the clean URLs of the usual static
 * hosts), so nothing else is asked of it.
 *
 * The market is the address's (§1 isNeedPop), which a static host cannot read: each file holds both
 * markets' markup, and an inline script in the head, before anything is painted, shows the one the
 * address asks for (PRERENDER_SCRIPT). It also hides both when the file answers for another address:
 * index.html is the fallback of every route, and a promotion link opens `/#/registerTemplate?...`,
 * where the public site must never show, not even for a frame. src/main.tsx hydrates the shown
 * market's markup and drops the other. With JavaScript off both markets show, one after the other.
 * docs/prerender.md has why.
 *
 * Last, once every HTML file is written, each gets the site's Content-Security-Policy as a meta
 * (scripts/lib/csp.mjs): the inline blocks added above are part of its hashes.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as PrerenderEntry from '../../src/app/prerender.tsx';
import type { PrerenderedPage } from '../../src/app/prerender.tsx';
import type { Locale } from '../../src/services/session.ts';
import { loadManifests } from '../flows.ts';
import { writeCspMeta } from './csp.mjs';
import { fileOf, LOCALES, pageHtml } from './prerenderPage.ts';
import { preloadManifest, type PreloadManifest } from './routePreload.ts';

const ENTRY = 'src/app/prerender.tsx';
type PrerenderModule = typeof PrerenderEntry;

/** The paths the manifests mark `prerender`. */
export function prerenderedPaths(): string[] {
  return loadManifests().flatMap((m) => (m.prerender && 'path' in m.route ? [m.route.path] : []));
}

/**
 * Every other path route (the data routes, the test page): each gets the build's index.html as it
 * is, before `/`'s markup and stylesheets go into it, as a file of its own. Without it the host
 * answers those paths with index.html, which is `/`'s page: 3 KiB more HTML and `/`'s three
 * render-blocking stylesheets on every data route's first visit.
 */
export function leanPaths(): string[] {
  return loadManifests().flatMap((m) => (!m.prerender && 'path' in m.route ? [m.route.path] : []));
}

/**
 * `apiBase`: the API prefix the pages call, for the policy's connect-src; `inlineStyles`: the build
 * carries the statechart gallery (scripts/lib/csp.mjs).
 */
export function prerender(root: string, { apiBase, inlineStyles }: { apiBase: string; inlineStyles: boolean }): Plugin {
  let config: ResolvedConfig;
  let manifest: PreloadManifest;
  return {
    name: 'loan-h5:prerender',
    // The browser build only: the Node build of the prerender entry is its own vite build.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        manifest = preloadManifest(bundle);
      },
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the rendering module finds react and the rest in node_modules.
      const serverDir = path.join(root, 'node_modules', '.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      const { prerenderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as PrerenderModule;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const route of leanPaths()) writeFileSync(path.join(outDir, fileOf(route)), template);
      for (const route of prerenderedPaths()) {
        const pages = {} as Record<Locale, PrerenderedPage>;
        for (const locale of LOCALES) pages[locale] = await prerenderPage(route, locale);
        const stylesheets = (manifest.routes[route] ?? []).filter((file) => file.endsWith('.css'));
        writeFileSync(path.join(outDir, fileOf(route)), pageHtml(template, route, pages, stylesheets, config.base));
      }
      rmSync(serverDir, { recursive: true, force: true });
      writeCspMeta(outDir, apiBase, { inlineStyles });
    },
  };
}
