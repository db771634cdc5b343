import { act, lazy, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screenElement } from '@/app/App';
import { PRE_TAPS, replayPreTaps } from '@/app/preTaps';
import { BackBar } from '@/screens/shared/BackBar';
import { AFTER_PAINT, fileOf, loaderScript, pageHtml, PRERENDER_SCRIPT, PRERENDER_STYLE, UNREPORTED_PAINT_MS } from '../../scripts/lib/prerenderPage';

/** Issue 22: what the head's script decides from an address, before anything is painted. */
function decide(address: string): { shown: string | null; lang: string; title: string } {
  document.head.innerHTML = '<meta name="prerendered" content="/Policy" data-title-en-IN="Privacy Policy" data-title-id-ID="Kebijakan Privasi">';
  document.documentElement.removeAttribute('data-prerendered');
  document.documentElement.lang = 'en';
  document.title = 'Loan';
  window.history.replaceState(null, '', address);
  new Function(PRERENDER_SCRIPT)();
  return { shown: document.documentElement.getAttribute('data-prerendered'), lang: document.documentElement.lang, title: document.title };
}

describe('prerendered pages (scripts/lib/prerender.ts)', () => {
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('shows the market the address asks for (§1 isNeedPop, also inside a hash query), with its language and title', () => {
    expect(decide('/Policy?isNeedPop=1&token=x')).toEqual({ shown: 'en-IN', lang: 'en-IN', title: 'Privacy Policy' });
    expect(decide('/Policy')).toEqual({ shown: 'id-ID', lang: 'id-ID', title: 'Kebijakan Privasi' });
    expect(decide('/Policy?isNeedPop=0')).toMatchObject({ shown: 'id-ID' });
    expect(decide('/Policy/?isNeedPop=%201')).toMatchObject({ shown: 'en-IN' });
    expect(decide('/Policy#top?isNeedPop=1')).toMatchObject({ shown: 'en-IN' });
  });

  it('shows neither on another route (the fallback) or under a promotion hash route', () => {
    expect(decide('/complaint?isNeedPop=1')).toEqual({ shown: 'none', lang: 'en', title: 'Loan' });
    expect(decide('/Policy#/registerTemplate?isNeedPop=1')).toMatchObject({ shown: 'none' });
    expect(decide('/Policyx')).toMatchObject({ shown: 'none' });
  });

  it('keeps the taps made before the screen has hydrated, out of React\'s reach, and holds back a native submit; the screen taps them again, once', () => {
    decide('/Policy?isNeedPop=1');
    document.body.innerHTML = '<form><button type="submit">Send</button></form><button type="button">Back</button>';
    const [send, back] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const tapped: string[] = [];
    back.addEventListener('click', () => tapped.push('back'));
    back.click();
    expect(tapped).toEqual([]);
    const submit = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect((globalThis as Record<string, unknown>)[PRE_TAPS]).toEqual([back]);
    replayPreTaps();
    replayPreTaps();
    expect(tapped).toEqual(['back']);
    // React listens from here: nothing more is kept, a submit is React's to handle.
    send.click();
    const later = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    back.click();
    expect(tapped).toEqual(['back', 'back']);
    document.body.innerHTML = '';
  });

  it('a tap while the screen is still hydrating (its code not in yet) reaches it once it has hydrated, once', async () => {
    decide('/Policy?isNeedPop=1');
    const tapped: string[] = [];
    const Page = () => (
      <button type="button" onClick={() => tapped.push('back')}>
        Back
      </button>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(screenElement(Page, 'k'));
    document.body.append(container);
    let arrive = (_: { default: ComponentType }) => {};
    const Waiting = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const root = await act(async () => hydrateRoot(container, screenElement(Waiting, 'k')));
    container.querySelector('button')!.click();
    expect(tapped).toEqual([]);
    await act(async () => arrive({ default: Page }));
    expect(tapped).toEqual(['back']);
    expect((globalThis as Record<string, unknown>)[PRE_TAPS]).toBeUndefined();
    act(() => root.unmount());
    container.remove();
  });

  it("a screen whose code never comes gives way to the error page, whose buttons are heard: the keeping ends there too", async () => {
    decide('/Policy?isNeedPop=1');
    const container = document.createElement('div');
    container.innerHTML = renderToString(screenElement(() => <p>Policy</p>, 'k'));
    document.body.append(container);
    let fail = (_: Error) => {};
    const Failing = lazy(() => new Promise<{ default: ComponentType }>((_, reject) => (fail = reject)));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const root = await act(async () => hydrateRoot(container, screenElement(Failing, 'k'), { onRecoverableError: () => {} }));
    await act(async () => fail(new Error('chunk failed')));
    expect((globalThis as Record<string, unknown>)[PRE_TAPS]).toBeUndefined();
    act(() => container.querySelector('button')!.click());
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

  it('asks for the app\'s scripts after the first paint when the HTML paints the page, at once elsewhere', async () => {
    const added = () => [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((e) => `${e.tagName} ${e.getAttribute('src') ?? e.getAttribute('href')} ${(e as HTMLScriptElement).crossOrigin}`);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

    decide('/complaint?isNeedPop=1');
    delete (globalThis as Record<string, unknown>)[AFTER_PAINT];
    new Function(loaderScript('/assets/e.js', ['/assets/k.js']))();
    expect(added()).toEqual(['LINK /assets/k.js ', 'SCRIPT /assets/e.js ']);

    decide('/Policy?isNeedPop=1');
    new Function(loaderScript('/assets/e.js', ['/assets/k.js']))();
    expect(added()).toEqual([]);
    await frame();
    await frame();
    expect(added()).toEqual(['LINK /assets/k.js ', 'SCRIPT /assets/e.js ']);
    delete (globalThis as Record<string, unknown>)[AFTER_PAINT];
  });

  describe("framed by another page (the public site's /Policy frames the privacy policy)", () => {
    const added = () => document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    // The static pages' own Back bar, as the build renders it.
    const BAR = renderToString(<BackBar onBack={() => undefined} />);
    afterEach(() => {
      delete (globalThis as Record<string, unknown>)[AFTER_PAINT];
      document.documentElement.removeAttribute('data-framed');
      document.body.innerHTML = '';
    });

    /** The page at /Policy in India, framed or not, its Indian markup `shown` (the Indonesian one has a button of its own). */
    async function load(shown: string, framed: boolean) {
      if (framed) vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
      decide('/Policy?isNeedPop=1');
      document.head.insertAdjacentHTML('beforeend', `<style>${PRERENDER_STYLE}</style>`);
      document.body.innerHTML = `<div class="prerendered" data-locale="id-ID">${BAR}<button type="button">Kirim</button></div><div class="prerendered" data-locale="en-IN">${shown}</div>`;
      new Function(loaderScript('/assets/e.js', ['/assets/k.js']))();
      await frame();
      await frame();
      const back = document.querySelector('.prerendered[data-locale="en-IN"] [data-back-bar]');
      return { scripts: added(), backShown: back ? getComputedStyle(back).display !== 'none' : null };
    }

    const DOCUMENT = `<main>${BAR}<article><h1>Privacy policy</h1><a href="#s1">1. Data</a><h2 id="s1">1. Data</h2></article></main>`;

    it('is only read when it has nothing to tap but Back: no Back (the page around it has its own), no script asked for', async () => {
      expect(await load(DOCUMENT, true)).toEqual({ scripts: 0, backShown: false });
      expect(document.documentElement.hasAttribute('data-framed')).toBe(true);
    });

    it('asks for its scripts when it has more to tap than Back, still without Back', async () => {
      expect(await load(`<main>${BAR}<form><input aria-label="Name"><button type="submit">Send</button></form></main>`, true)).toEqual({ scripts: 2, backShown: false });
    });

    it('on its own (not framed) shows Back and asks for its scripts', async () => {
      expect(await load(DOCUMENT, false)).toEqual({ scripts: 2, backShown: true });
      expect(document.documentElement.hasAttribute('data-framed')).toBe(false);
    });
  });

  describe('where the browser reports paints', () => {
    const added = () => document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    interface Seen {
      report: (name: string) => void;
      observed: unknown;
      disconnected: boolean;
    }
    let observers: Seen[] = [];
    /** A PerformanceObserver that reports only when told, and throws on observe() when `refuse`. */
    const install = (refuse = false) => {
      observers = [];
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
          private readonly seen: Seen;
          constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {
            this.seen = { observed: null, disconnected: false, report: (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this) };
            observers.push(this.seen);
          }
          observe(options: unknown) {
            if (refuse) throw new TypeError('entryTypes required');
            this.seen.observed = options;
          }
          disconnect() {
            this.seen.disconnected = true;
          }
        },
      );
      decide('/Policy?isNeedPop=1');
      new Function(loaderScript('/assets/e.js', ['/assets/k.js']))();
    };
    afterEach(() => {
      vi.unstubAllGlobals();
      delete (globalThis as Record<string, unknown>)[AFTER_PAINT];
    });

    it("asks for the app's scripts once the first contentful paint is reported, and once only", async () => {
      install();
      await frame();
      await frame();
      expect(added()).toBe(0);
      expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
      observers[0]!.report('first-paint');
      await frame();
      expect(added()).toBe(0);
      observers[0]!.report('first-contentful-paint');
      await frame();
      expect(added()).toBe(2);
      expect(observers[0]!.disconnected).toBe(true);
      // The safety below does not ask again.
      await new Promise((resolve) => setTimeout(resolve, UNREPORTED_PAINT_MS + 100));
      expect(added()).toBe(2);
    });

    it('asks for them anyway when the paint is never reported (a page loaded hidden), after the frame after the first frame and a second', async () => {
      install();
      await frame();
      await frame();
      expect(added()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, UNREPORTED_PAINT_MS + 100));
      expect(added()).toBe(2);
    });

    it('falls back to the frame after the first frame when the observer is refused', async () => {
      install(true);
      expect(added()).toBe(0);
      await frame();
      await frame();
      expect(added()).toBe(2);
    });
  });

  it('names the file a static host serves for each address', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/Policy')).toBe('Policy.html');
    expect(fileOf('/privacyPolicy')).toBe('privacyPolicy.html');
  });

  it('writes both markets into the page, its script before the build scripts, every script before any stylesheet, its stylesheets after the entry\'s, the titles escaped', () => {
    const template =
      '<html><head><title>Loan</title><script>preload()</script><script type="module" crossorigin src="/assets/e.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/k.js">\n<link rel="stylesheet" crossorigin href="/assets/e.css"></head><body><div id="root"></div></body></html>';
    const html = pageHtml(
      template,
      '/About',
      { 'en-IN': { html: '<h1>About us</h1>', title: 'About "us"' }, 'id-ID': { html: '<h1>Tentang kami</h1>', title: 'Tentang <kami>' } },
      ['assets/a.css'],
      '/',
    );
    expect(html).toContain('<div class="prerendered" data-locale="en-IN" lang="en-IN"><h1>About us</h1></div><div class="prerendered" data-locale="id-ID" lang="id-ID"><h1>Tentang kami</h1></div><div id="root"></div>');
    expect(html).toContain('data-title-en-IN="About &quot;us&quot;" data-title-id-ID="Tentang &lt;kami>"');
    expect(html).toContain('<title>About "us" · Tentang &lt;kami></title>');
    // The stylesheet after the build's inline scripts: before them, it would hold them until loaded.
    // The app's scripts are asked for by the loader (after the paint when the HTML paints), none by a tag.
    const loader = `<script>${loaderScript('/assets/e.js', ['/assets/k.js'])}</script>`;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const order = [
      'name="prerendered" content="/About"',
      `<script>${PRERENDER_SCRIPT}</script>`,
      '<script>preload()</script>',
      loader,
      '<link rel="stylesheet" crossorigin href="/assets/e.css">',
      '<link rel="stylesheet" href="/assets/a.css">',
      '</head>',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(() => pageHtml('<body></body>', '/', { 'en-IN': { html: '', title: '' }, 'id-ID': { html: '', title: '' } }, [], '/')).toThrow(/root/);
  });
});
