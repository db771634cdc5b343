/**
 * The HTML of a prerendered page (scripts/lib/prerender.ts has the why): the build's index.html with
 * the page's markup in both markets, and the head's script and style that show the one the address
 * asks for. Plain functions of text, for the build and the unit tests.
 */
import type { PrerenderedPage } from '../../src/app/prerender.tsx';
import { PRE_TAPS } from '../../src/app/preTaps.ts';
import { BACK_BAR } from '../../src/screens/shared/backBarMark.ts';
import type { Locale } from '../../src/services/session.ts';

export const LOCALES: readonly Locale[] = ['en-IN', 'id-ID'];

/**
 * Set by the head's script when the HTML paints the page (its markup shown): runs a function after
 * the first paint, once the browser reports it (the paint's timing entry comes when the frame has
 * been presented; the frame after the first frame had its callbacks run before that, and the
 * scripts it asked for counted as the paint's in Lighthouse's simulation), else the frame after the
 * first frame. The app's scripts (the entry, its modules, the route's chunks) are asked for
 * through it, so they neither share a slow link with the stylesheets the paint waits for nor run
 * before it; elsewhere they are asked for at once.
 */
export const AFTER_PAINT = '__afterPaint';

/**
 * How long after the frame after the first frame the scripts wait for a paint the browser does not
 * report (a page loaded hidden may never get its first-contentful-paint entry): the page still
 * hydrates, never stays painted with dead buttons.
 */
export const UNREPORTED_PAINT_MS = 1000;

/**
 * What a framed page would need its scripts for, but for the Back bar's button (BACK_BAR). Framed
 * (the public site's /Policy frames the privacy policy), a prerendered page shows no Back, as the
 * loan agreement framed in loan confirm's modal shows none: the page around it has its own way
 * out, and history.back() in a frame would move that page. With nothing else to tap (a document,
 * whose contents are plain links), it is only read, and the app's scripts are never asked for: no
 * second React evaluated and hydrated beside the framing page's (issue 22, /Policy's blocking time).
 */
const CONTROLS = 'button,input,select,textarea,[contenteditable]';

/** The file a static host serves for `route`: index.html for `/`, else `<path>.html`. */
export function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The head's inline script: the market from the search and the hash's query, as the preload script
 * and src/services/session.ts read it; the prerendered markup shows only on its own path and never
 * under a hash route (`#/...`). It sets the page's language and title for the market shown, marks a
 * framed page (BACK_BAR), and keeps the taps made before the screen has hydrated, out of React's
 * reach (src/app/preTaps.ts).
 */
export const PRERENDER_SCRIPT = `(function(){var d=document,e=d.documentElement,m=d.querySelector('meta[name="prerendered"]');if(!m)return;var s=location.hash,a=s.indexOf('?'),q=new URLSearchParams(location.search);if(a>=0)new URLSearchParams(s.slice(a)).forEach(function(v,n){q.set(n,v)});var l=(q.get('isNeedPop')||'').trim()==='1'?'en-IN':'id-ID',p=location.pathname.replace(/\\/+$/,'')||'/';if(p!==m.content||/^#\\//.test(s)){e.setAttribute('data-prerendered','none');return}e.setAttribute('data-prerendered',l);e.lang=l;var F;try{F=self!==top}catch(x){F=true}if(F)e.setAttribute('data-framed','');var r=function(f){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})},P=self.PerformanceObserver,A=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0?function(f){var o=0,g=function(){if(!o){o=1;setTimeout(f,0)}};try{new P(function(l,b){if(l.getEntriesByName('first-contentful-paint').length){b.disconnect();g()}}).observe({type:'paint',buffered:true})}catch(x){return r(g)}r(function(){setTimeout(g,${UNREPORTED_PAINT_MS})})}:r;self.${AFTER_PAINT}=F?function(f){A(function(){var v=d.querySelector('.prerendered[data-locale="'+l+'"]');if(!v||v.querySelectorAll('${CONTROLS}').length>v.querySelectorAll('[${BACK_BAR}] button').length)f()})}:A;d.title=m.getAttribute('data-title-'+l)||d.title;var c=self.${PRE_TAPS}=[];d.addEventListener('click',function(v){var b=v.target&&v.target.closest&&v.target.closest('button');if(b&&self.${PRE_TAPS}===c){c.push(b);v.stopPropagation()}},true);d.addEventListener('submit',function(v){if(self.${PRE_TAPS}===c)v.preventDefault()},true)})();`;

/** Without the script (JavaScript off) both markets show; with it, the market it chose or neither. */
export const PRERENDER_STYLE =
  `html[data-prerendered] .prerendered{display:none}html[data-prerendered=en-IN] .prerendered[data-locale=en-IN],html[data-prerendered=id-ID] .prerendered[data-locale=id-ID]{display:block}html[data-framed] [${BACK_BAR}]{display:none}`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The inline script that asks for the app's scripts (`modules`, then `entry`): after the first
 * paint when the HTML paints the page, at once otherwise. A module script added by a script runs
 * as soon as it has loaded, so src/main.tsx waits for the document before it reads it.
 */
export function loaderScript(entry: string, modules: readonly string[]): string {
  return `(function(){var d=document,h=d.head;function n(e,k,u){e.crossOrigin='';e[k]=u;h.appendChild(e)}(self.${AFTER_PAINT}||function(f){f()})(function(){${JSON.stringify(modules)}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';n(l,'href',u)});var s=d.createElement('script');s.type='module';n(s,'src',${JSON.stringify(entry)})})})();`;
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

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
  // Every script of the head before any stylesheet, which would hold a script after it until it has
  // loaded (its requests a round trip late): the build's inline scripts (the early request, the
  // preload), then the loader of the app's scripts. Then the entry's stylesheet, then the page's
  // own, render-blocking like it, so its markup is never painted unstyled, and last, as the app
  // adds them when it loads the page's chunk: a page's rule wins over the app's (`.static-page`'s
  // top padding over `.page`'s; in the other order the page moved 12 px when the chunk's copy came).
  // The fallback (index.html) makes every other route download `/`'s too.
  const styles = stylesheets.map((file) => `<link rel="stylesheet" href="${base}${file}">`);
  const first = template.search(/<script|<link rel="stylesheet"/);
  const entry = template.search(/<script type="module"|<link rel="stylesheet"/);
  const headEnd = template.indexOf('</head>');
  if (first < 0 || entry < 0 || headEnd < entry) throw new Error('prerender: index.html has no head scripts to precede');
  const indent = '\n    ';
  const entryTag = ENTRY_TAG.exec(template);
  if (!entryTag) throw new Error('prerender: index.html has no <script type="module" crossorigin src> entry');
  const modules = [...template.matchAll(MODULE_PRELOAD_TAG)].map((match) => match[1]!);
  const entryStyles = template.slice(entry, headEnd).replace(ENTRY_TAG, '').replace(MODULE_PRELOAD_TAG, '').trimEnd();
  const withHead =
    template.slice(0, first) +
    decide.join(indent) +
    indent +
    template.slice(first, entry) +
    `<script>${loaderScript(entryTag[1]!, modules)}</script>` +
    (entryStyles === '' ? '' : indent + entryStyles) +
    styles.map((tag) => indent + tag).join('') +
    '\n  ' +
    template.slice(headEnd);
  const body = LOCALES.map(
    (locale) => `<div class="prerendered" data-locale="${locale}" lang="${locale}">${pages[locale].html}</div>`,
  ).join('');
  const title = LOCALES.map((locale) => pages[locale].title).filter((text, i, all) => text !== '' && all.indexOf(text) === i);
  return withHead
    .replace(/<title>[^<]*<\/title>/, (tag) => (title.length > 0 ? `<title>${escapeText(title.join(' · '))}</title>` : tag))
    .replace('<div id="root"></div>', `${body}<div id="root"></div>`);
}

