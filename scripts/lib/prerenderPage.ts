/**
 * The HTML of a prerendered page (scripts/lib/prerender.ts has the why): the build's index.html with
 * the page's markup in both markets, and the head's script and style that show the one the address
 * asks for. Plain functions of text, for the build and the unit tests.
 */
import type { PrerenderedPage } from '../../src/app/prerender.tsx';
import { PRE_TAPS } from '../../src/app/preTaps.ts';
import type { Locale } from '../../src/services/session.ts';

export const LOCALES: readonly Locale[] = ['en-IN', 'id-ID'];

/** The file a static host serves for `route`: index.html for `/`, else `<path>.html`. */
export function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The head's inline script: the market from the search and the hash's query, as the preload script
 * and src/services/session.ts read it; the prerendered markup shows only on its own path and never
 * under a hash route (`#/...`). It sets the page's language and title for the market shown, and
 * keeps the taps made before hydration (src/app/preTaps.ts).
 */
export const PRERENDER_SCRIPT = `(function(){var d=document,e=d.documentElement,m=d.querySelector('meta[name="prerendered"]');if(!m)return;var s=location.hash,a=s.indexOf('?'),q=new URLSearchParams(location.search);if(a>=0)new URLSearchParams(s.slice(a)).forEach(function(v,n){q.set(n,v)});var l=(q.get('isNeedPop')||'').trim()==='1'?'en-IN':'id-ID',p=location.pathname.replace(/\\/+$/,'')||'/';if(p!==m.content||/^#\\//.test(s)){e.setAttribute('data-prerendered','none');return}e.setAttribute('data-prerendered',l);e.lang=l;d.title=m.getAttribute('data-title-'+l)||d.title;var c=self.${PRE_TAPS}=[];d.addEventListener('click',function(v){var b=v.target&&v.target.closest&&v.target.closest('button');if(b&&self.${PRE_TAPS}===c)c.push(b)},true);d.addEventListener('submit',function(v){if(self.${PRE_TAPS}===c)v.preventDefault()},true)})();`;

/** Without the script (JavaScript off) both markets show; with it, the market it chose or neither. */
export const PRERENDER_STYLE =
  'html[data-prerendered] .prerendered{display:none}html[data-prerendered=en-IN] .prerendered[data-locale=en-IN],html[data-prerendered=id-ID] .prerendered[data-locale=id-ID]{display:block}';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The built index.html with `route`'s markup of both markets in it. */
export function pageHtml(
  template: string,
  route: string,
  pages: Readonly<Record<Locale, PrerenderedPage>>,
  stylesheets: readonly string[],
  base: string,
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const titles = LOCALES.map((locale) => ` data-title-${locale}="${escapeAttribute(pages[locale].title)}"`).join('');
  // Before the build's inline scripts (the early request, the preload): the market is decided first.
  const decide = [`<meta name="prerendered" content="${escapeAttribute(route)}"${titles}>`, `<style>${PRERENDER_STYLE}</style>`, `<script>${PRERENDER_SCRIPT}</script>`];
  // The page's own stylesheets, render-blocking like the entry's, so its markup is never painted
  // unstyled; after the inline scripts, which a stylesheet before them would hold until it has
  // loaded (their requests a round trip late). The fallback (index.html) makes every other route
  // download `/`'s too.
  const styles = stylesheets.map((file) => `<link rel="stylesheet" href="${base}${file}">`);
  const first = template.search(/<script|<link rel="stylesheet"/);
  const entry = template.search(/<script type="module"|<link rel="stylesheet"/);
  if (first < 0 || entry < 0) throw new Error('prerender: index.html has no head scripts to precede');
  const indent = '\n    ';
  const withHead =
    template.slice(0, first) + decide.join(indent) + indent + template.slice(first, entry) + styles.map((tag) => tag + indent).join('') + template.slice(entry);
  const body = LOCALES.map(
    (locale) => `<div class="prerendered" data-locale="${locale}" lang="${locale}">${pages[locale].html}</div>`,
  ).join('');
  const title = LOCALES.map((locale) => pages[locale].title).filter((text, i, all) => text !== '' && all.indexOf(text) === i);
  return withHead
    .replace(/<title>[^<]*<\/title>/, (tag) => (title.length > 0 ? `<title>${escapeText(title.join(' · '))}</title>` : tag))
    .replace('<div id="root"></div>', `${body}<div id="root"></div>`);
}

