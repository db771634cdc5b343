import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadManifests } from '../../scripts/flows';
import { prerenderedPaths } from '../../scripts/lib/prerender';
import { openPage, screenshot } from './support';

/**
 * Issue 22, item 1: the quiet pages are painted by their HTML. Runs on the production build served
 * as `npm run serve` serves it (scripts/e2e.mjs: E2E_PROD_URL), where a route's own file
 * (Policy.html) answers its address and index.html every other one.
 */
const origin = process.env.E2E_PROD_URL;
if (!origin) throw new Error('prerender.e2e.ts runs on the production server of scripts/e2e.mjs (E2E_PROD_URL): run it with `npm run test:e2e -- prerender`');

const PATHS = prerenderedPaths();
const MARKETS = [
  { market: 'IN', locale: 'en-IN', query: 'isNeedPop=1', home: 'Money for what matters, in your account within 2 hours', policy: 'Privacy Policy' },
  { market: 'ID', locale: 'id-ID', query: 'isNeedPop=0', home: 'Dana untuk hal penting, cair ke rekening Anda dalam 2 jam', policy: 'Kebijakan Privasi' },
] as const;
const SESSION = 'token=tk-prerender-7781&deviceId=dev-4410';

/**
 * Records, from before the HTML is parsed and at every frame after, whether any of the public
 * site's markup was visible; read with `siteEverVisible`.
 */
async function watchSite(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { visible: false, frames: 0 };
    (window as unknown as { __site: typeof seen }).__site = seen;
    const check = () => {
      seen.frames += 1;
      for (const element of document.querySelectorAll('.site')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden') seen.visible = true;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const siteEverVisible = (page: Page) => page.evaluate(() => (window as unknown as { __site: { visible: boolean; frames: number } }).__site);

describe('quiet pages painted from their HTML (production build)', () => {
  it('lists the ten quiet pages of issue 22 from the manifests', () => {
    expect([...PATHS].sort()).toEqual(['/', '/About', '/Contact', '/Loan', '/Policy', '/User', '/aboutUs', '/loanTerms', '/privacy', '/privacyPolicy']);
  });

  it('shows every prerendered page with JavaScript disabled, in both markets', async () => {
    for (const path of PATHS) {
      const { page } = await openPage('about:blank', { javaScriptEnabled: false });
      await page.goto(`${origin}${path}?isNeedPop=1`);
      for (const { locale } of MARKETS) {
        const markup = page.locator(`.prerendered[data-locale="${locale}"]`);
        expect(await markup.isVisible(), `${path} ${locale}`).toBe(true);
        const heading = (await markup.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        expect(heading.trim(), `${path} ${locale}`).not.toBe('');
      }
      const [english, indonesian] = await Promise.all(MARKETS.map(({ locale }) => page.locator(`.prerendered[data-locale="${locale}"] h1`).first().textContent()));
      expect(english, path).not.toBe(indonesian);
      if (path === '/Policy') await screenshot(page, 'prerender-policy-no-js');
      await page.context().close();
    }
  });

  for (const m of MARKETS) {
    it(`paints ${m.market}'s markup before any script, then hydrates it: one market, no error, links with the visit's session`, async () => {
      // Scripts refused: what shows is the HTML's alone (its inline script chose the market).
      const bare = await openPage('about:blank');
      await bare.page.route('**/assets/*.js', (route) => route.abort());
      await bare.page.goto(`${origin}/?${m.query}`);
      await bare.page.getByRole('heading', { level: 1, name: m.home }).waitFor();
      expect(await bare.page.locator(`.prerendered:not([data-locale="${m.locale}"])`).isVisible()).toBe(false);
      expect(await bare.page.evaluate(() => document.documentElement.lang)).toBe(m.locale);
      await bare.context.close();

      const { page, errors } = await openPage('about:blank');
      // Marks the headings the HTML parser inserts: hydration keeps them, a client render replaces them.
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          for (const record of records) {
            record.addedNodes.forEach((node) => {
              if (!(node instanceof Element)) return;
              for (const h1 of [node, ...node.querySelectorAll('h1')]) if (h1.tagName === 'H1') Object.assign(h1, { fromHtml: true });
            });
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${origin}/About?${m.query}&${SESSION}`);
      // Hydrated: the other market's markup is gone and the links carry the whole session.
      await expect.poll(() => page.locator('.prerendered').count()).toBe(1);
      // The footer's link to /Policy (the top navigation's entry scrolls the home page).
      const policyLink = page.getByRole('link', { name: m.policy }).and(page.locator('[href^="/Policy"]'));
      await expect.poll(() => policyLink.getAttribute('href')).toContain('token=tk-prerender-7781');
      expect(await page.evaluate(() => (document.querySelector('.prerendered h1') as HTMLElement & { fromHtml?: boolean }).fromHtml)).toBe(true);
      expect(await policyLink.getAttribute('href')).toContain('deviceId=dev-4410');
      await policyLink.click();
      await page.waitForURL(/\/Policy\?/);
      await page.getByRole('heading', { level: 1, name: m.policy }).waitFor();
      expect(errors).toEqual([]);
      expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
      // The file as the host serves it knows nothing of a visit.
      const file = await (await fetch(`${origin}/About`)).text();
      expect(file).not.toContain('token=');
      await screenshot(page, `prerender-about-${m.market}`);
    });
  }

  it('never shows the public site, at any frame, on a promotion hash route or another route of index.html', async () => {
    const registration = loadManifests().find((manifest) => manifest.name === 'registration')!;
    for (const address of [`/#/registerTemplate?isNeedPop=1&${registration.demo.IN}`, `/#/registerTemplate?${registration.demo.ID}`, '/complaintList?isNeedPop=1', '/no-such-page?isNeedPop=1']) {
      const { page, errors } = await openPage('about:blank');
      await watchSite(page);
      await page.goto(`${origin}${address}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      const seen = await siteEverVisible(page);
      expect(seen.frames, address).toBeGreaterThan(0);
      expect(seen.visible, address).toBe(false);
      expect(await page.locator('.prerendered').count(), address).toBe(0);
      expect(errors, address).toEqual([]);
      await page.context().close();
    }
  });

  it('the watch sees the site when it shows (the check above can fail)', async () => {
    const { page } = await openPage('about:blank');
    await watchSite(page);
    await page.goto(`${origin}/?isNeedPop=1`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(async () => (await siteEverVisible(page)).visible).toBe(true);
    await page.context().close();
  });

  for (const m of MARKETS) {
    it(`a data route's first call leaves from the HTML and is sent once (${m.market} /complaintList)`, async () => {
      // Scripts refused: only the HTML's inline script can send it.
      const bare = await openPage('about:blank');
      const early: string[] = [];
      bare.page.on('request', (request) => {
        if (request.url().includes('/user-problem/problem-list')) early.push(request.url());
      });
      await bare.page.route('**/assets/*.js', (route) => route.abort());
      await bare.page.goto(`${origin}/complaintList?${m.query}&${SESSION}`);
      await expect.poll(() => early.length).toBe(1);
      expect(new URL(early[0]!).searchParams.get('token')).toBe('tk-prerender-7781');
      await bare.context.close();

      // Its own file (scripts/lib/prerender.ts leanPaths): none of `/`'s markup or stylesheets.
      const own = await (await fetch(`${origin}/complaintList`)).text();
      const index = await (await fetch(`${origin}/`)).text();
      const stylesheets = (html: string) => html.match(/rel="stylesheet"/g)?.length ?? 0;
      expect(own).not.toContain('class="prerendered"');
      expect(index).toContain('class="prerendered"');
      expect(stylesheets(own)).toBeLessThan(stylesheets(index));

      const { page, errors } = await openPage('about:blank');
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/user-problem/')) calls.push(new URL(request.url()).pathname);
      });
      await page.goto(`${origin}/complaintList?${m.query}&${SESSION}`);
      await page.getByRole('tab').first().waitFor();
      await page.waitForTimeout(500);
      expect(calls.filter((path) => path.endsWith('/problem-list'))).toHaveLength(1);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('a first load of two calls (/loanConfirm) and a GET (the chatbot) leave from the HTML, each sent once', async () => {
    const routes = [
      { address: '/loanConfirm?productId=101', calls: ['/v3/loan-confirm/loan-detail-confirm', '/v3/contract/contract'], shows: 'Confirm' },
      { address: '/intelligentCustomerService?selectedIndex=1&orderNo=IN2406000001', calls: ['/h5-api/v3/user-problem/get-qa-list?pid=0'], shows: 'How do I repay my loan?' },
    ];
    for (const { address, calls, shows } of routes) {
      const { page, errors } = await openPage('about:blank');
      const sent: URL[] = [];
      // The page's own calls: India's agreement modal frames /loanAgreement, which loads the offer too.
      page.on('request', (request) => {
        if (request.frame() === page.mainFrame()) sent.push(new URL(request.url()));
      });
      // The screen's code held back until the HTML's calls have left: they cannot be the screen's.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${origin}${address}&isNeedPop=1&${SESSION}`, { waitUntil: 'commit' });
      // A call is a path, with `?name=value` for a query it must have.
      const count = (call: string) => {
        const [path = '', query = ''] = call.split('?');
        const wanted = [...new URLSearchParams(query)];
        return sent.filter((url) => url.pathname.endsWith(path) && wanted.every(([name, value]) => url.searchParams.get(name) === value)).length;
      };
      await expect.poll(() => calls.map(count), { message: address }).toEqual(calls.map(() => 1));
      release();
      await page.getByRole('button', { name: shows }).first().waitFor();
      await page.waitForTimeout(500);
      expect(calls.map(count), address).toEqual(calls.map(() => 1));
      expect(errors, address).toEqual([]);
      await page.context().close();
    }
  });

  for (const m of MARKETS) {
    it(`/Policy (${m.market}) loads the policy frame of its own market only, and the frame shows the policy`, async () => {
      const { page, errors } = await openPage('about:blank');
      const framed: string[] = [];
      const framedScripts: string[] = [];
      page.on('request', (request) => {
        if (request.frame() === page.mainFrame()) return;
        if (request.resourceType() === 'document') framed.push(new URL(request.url()).search);
        if (request.resourceType() === 'script') framedScripts.push(request.url());
      });
      await page.goto(`${origin}/Policy?${m.query}&${SESSION}`);
      await page.getByRole('heading', { level: 1, name: m.policy }).waitFor();
      const frame = page.frameLocator('iframe.site-policy__frame >> visible=true');
      // The frame shows the policy page in the market's language (its own title).
      await frame.getByRole('heading', { level: 1, name: m.market === 'IN' ? 'Privacy policy' : 'Kebijakan privasi' }).waitFor();
      await page.waitForLoadState('networkidle');
      // One frame document, the shown market's: the hidden one is lazy, so never loaded, and the
      // address does not change as the page hydrates (which would load it again).
      expect(framed).toEqual([m.market === 'IN' ? '?isNeedPop=1' : '']);
      // Framed, the policy is only read: no Back of its own (the site around it has its navigation),
      // and with nothing else to tap, none of the app's scripts (no second React beside the page's).
      await expect(frame.getByRole('button', { name: m.market === 'IN' ? 'Back' : 'Kembali' }).count()).resolves.toBe(0);
      await expect(frame.getByRole('link').first().isVisible()).resolves.toBe(true);
      expect(framedScripts).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('a tap on the painted page before it hydrates is not lost: Back on /aboutUs, with the scripts held', async () => {
    const { page, errors } = await openPage('about:blank');
    await page.goto(`${origin}/no-such-page?isNeedPop=1`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin}/aboutUs?isNeedPop=1`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(page.url()).toContain('/aboutUs');
    release();
    await page.waitForURL(/\/no-such-page\?/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
