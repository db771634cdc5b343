import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submitted successfully!';

/** The public site in each market: its navigation's name and entries, its form, and /User's words. */
const MARKETS = [
  {
    market: 'IN',
    isNeedPop: '1',
    nav: 'Site sections',
    entries: ['Home', 'About Us', 'Privacy Policy', 'Loan terms and conditions'],
    form: 'Send us a message',
    user: { title: 'User', line: 'There is nothing on this page.' },
    loading: /Loading|Memuat/i,
  },
  {
    market: 'ID',
    isNeedPop: '0',
    nav: 'Bagian situs',
    entries: ['Beranda', 'Tentang Kami', 'Kebijakan Privasi', 'Syarat dan ketentuan pinjaman'],
    form: 'Kirim pesan kepada kami',
    user: { title: 'Pengguna', line: 'Tidak ada apa pun di halaman ini.' },
    loading: /Loading|Memuat/i,
  },
] as const;
/** A common phone, and the narrowest still sold (iPhone SE, first generation). */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;
/** 390x844 with the on-screen keyboard open: what stays visible of the page. */
const KEYBOARD_OPEN = { width: 390, height: 450 };

/** The page's layout shifts so far that no input caused (the CLS sum, all sessions together). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/** Each navigation entry as drawn: its box, its text's box, whether its text is cut, what a tap at its centre hits. */
function navEntries(page: Page) {
  return page.evaluate(() => {
    // The list shown: a prerendered page holds the other market's too, hidden, until it hydrates.
    const list = [...document.querySelectorAll('.site__nav-list')].find((candidate) => candidate.getClientRects().length > 0)!;
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      listScrolls: list.scrollWidth > list.clientWidth,
      entries: [...list.querySelectorAll('a')].map((link) => {
        const box = link.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(link);
        const text = range.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          label: link.textContent,
          box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, height: box.height },
          text: { left: text.left, right: text.right, top: text.top, bottom: text.bottom },
          cut: link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
          ellipsis: getComputedStyle(link).textOverflow === 'ellipsis',
          tappable: hit === link || link.contains(hit),
        };
      }),
    };
  });
}

/** The toast's box and the focused element's box (what the user types in), in the viewport. */
function toastAndFocus(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const viewport = window.visualViewport!;
    return {
      toast: box(document.querySelector('.ui-toast')),
      focused: box(document.activeElement && document.activeElement !== document.body ? document.activeElement : null),
      focusedTag: document.activeElement?.tagName ?? '',
      visible: { top: viewport.offsetTop, bottom: viewport.offsetTop + viewport.height },
    };
  });
}

const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) => a.top < b.bottom && b.top < a.bottom;

/** A toast is showing over the page: it covers no part of the focused input and is in what is visible. */
async function expectToastClearOfFocus(page: Page, label: string) {
  await page.locator('.ui-toast').waitFor();
  const seen = await toastAndFocus(page);
  expect(seen.focusedTag, `${label}: an input has the focus`).toMatch(/^(INPUT|TEXTAREA)$/);
  expect(overlaps(seen.toast!, seen.focused!), `${label}: toast ${JSON.stringify(seen.toast)} over input ${JSON.stringify(seen.focused)}`).toBe(false);
  expect(seen.toast!.top, label).toBeGreaterThanOrEqual(seen.visible.top);
  expect(seen.toast!.bottom, label).toBeLessThanOrEqual(seen.visible.bottom);
}

/** Scrolls so the element's middle is at the middle of the screen: where a centred toast would sit. */
async function centre(page: Page, selector: string) {
  await page.evaluate((css) => document.querySelector(css)!.scrollIntoView({ block: 'center', behavior: 'instant' }), selector);
}

describe('public company site in a phone browser', () => {
  it('scrolls to a section from the navigation, and its footer form answers with toasts and sends nothing', async () => {
    const { page, errors } = await openPage('/?isNeedPop=1');
    await page.getByRole('heading', { level: 1, name: 'Money for what matters, in your account within 2 hours' }).waitFor();
    await expect.poll(() => page.title()).toBe('KreditNow – instant personal loans');

    // The navigation's entries are fragments of this page, not hash routes; About Us scrolls there,
    // its heading just below the navigation that stays at the top.
    const nav = page.getByRole('navigation', { name: 'Site sections' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#about');
    const navBottom = await page.evaluate(() => document.querySelector('.site__nav')!.getBoundingClientRect().bottom);
    const aboutTop = () => page.evaluate(() => document.getElementById('about')!.getBoundingClientRect().top);
    await expect.poll(aboutTop, { timeout: 5000 }).toBeLessThan(navBottom + 40);
    expect(await aboutTop()).toBeGreaterThanOrEqual(Math.floor(navBottom));
    expect(new URL(page.url()).pathname).toBe('/');

    // The footer: the company, then its form.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.02);

    // From here on, every request the page makes is counted.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText(FAILURE, { exact: true }).waitFor();
    await expect(page.getByText(FAILURE, { exact: true }).count()).resolves.toBe(1);
    await expect(form.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).resolves.toBe('true');
    // Each error once: one line under each empty field, no summary repeating them.
    await expect(form.getByText('Please fill this in.').count()).resolves.toBe(4);
    await expect(form.getByText(/Please fill in:/).count()).resolves.toBe(0);
    await screenshot(page, 'site-footer-incomplete');

    await form.getByRole('textbox', { name: 'First name' }).fill('Asha');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('asha@mail.example');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please call me back');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText(SUCCESS, { exact: true }).waitFor();
    await expect(form.getByRole('textbox', { name: 'First name' }).inputValue()).resolves.toBe('');
    await screenshot(page, 'site-footer-sent');

    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const { market, isNeedPop, nav, entries } of MARKETS) {
    for (const { width, height } of PHONES) {
      it(`shows every navigation entry whole and in reach at ${width} px (${market})`, async () => {
        const { page, errors } = await openPage(`/?isNeedPop=${isNeedPop}`, { viewport: { width, height } });
        await page.getByRole('navigation', { name: nav }).waitFor();
        const seen = await navEntries(page);
        expect(seen.entries.map((entry) => entry.label)).toEqual(entries);
        expect(seen.listScrolls, 'the entries scroll sideways').toBe(false);
        for (const entry of seen.entries) {
          const label = `${entry.label} at ${width} px`;
          // The entry and all of its text on the screen, nothing cut or ellipsised.
          expect(entry.box.left, label).toBeGreaterThanOrEqual(0);
          expect(entry.box.right, label).toBeLessThanOrEqual(seen.viewport.width);
          expect(entry.text.left, label).toBeGreaterThanOrEqual(entry.box.left);
          expect(entry.text.right, label).toBeLessThanOrEqual(entry.box.right);
          expect(entry.text.top, label).toBeGreaterThanOrEqual(entry.box.top);
          expect(entry.text.bottom, label).toBeLessThanOrEqual(entry.box.bottom);
          expect(entry.cut, label).toBe(false);
          expect(entry.ellipsis, label).toBe(false);
          // A finger can take it: 44 px tall, and nothing over its middle.
          expect(entry.box.height, label).toBeGreaterThanOrEqual(44);
          expect(entry.tappable, label).toBe(true);
        }
        await screenshot(page, `site-nav-${market}-${width}`);
        // The last (the longest) entry is reached by a tap, and takes the visitor to its section.
        await page.getByRole('navigation', { name: nav }).getByRole('link', { name: entries[3] }).tap();
        await expect.poll(() => new URL(page.url()).hash).toBe('#loan');
        expect(errors).toEqual([]);
      });
    }

    it(`/User (${market}) is empty but finished: the site's frame and a line saying there is nothing here`, async () => {
      const { page, errors } = await openPage(`/User?isNeedPop=${isNeedPop}`);
      const { user } = MARKETS.find((entry) => entry.market === market)!;
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: user.title }).waitFor();
      expect(await main.getByText(user.line, { exact: true }).isVisible()).toBe(true);
      expect((await main.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${user.title} ${user.line}`);
      expect(await page.getByRole('navigation', { name: nav }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe(user.title);
      await screenshot(page, `site-user-${market}`);
      expect(errors).toEqual([]);
    });
  }

  for (const { market, isNeedPop, form: formName, loading } of MARKETS) {
    it(`draws the footer form from the first paint, never a loading text (${market})`, async () => {
      // Records every text that enters the footer, however briefly, from before the page's first script runs.
      const { page, errors } = await openPage('/no-such-page');
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seenTexts: string[] }).seenTexts = seen;
        const footerText = (node: Node) => {
          const element = node instanceof Element ? node : node.parentElement;
          if (!element) return;
          if (element.closest('.site-footer')) seen.push(node.textContent ?? '');
          else element.querySelectorAll('.site-footer').forEach((footer) => seen.push(footer.textContent ?? ''));
        };
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'characterData') footerText(record.target);
            record.addedNodes.forEach(footerText);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`/?isNeedPop=${isNeedPop}`);
      const form = page.getByRole('form', { name: formName });
      await form.waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // In the page from the first paint, with its four fields and Send, while the footer is far below.
      await expect(form.getByRole('textbox').count()).resolves.toBe(4);
      const before = await form.boundingBox();
      expect(before!.y).toBeGreaterThan(844);
      const fetchedBefore = scripts.length;

      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('textbox').first().isVisible()).resolves.toBe(true);
      // Its machine is fetched as the footer comes near, and the form does not move or change size.
      await expect.poll(() => scripts.length).toBeGreaterThan(fetchedBefore);
      await page.waitForTimeout(500);
      const after = await form.boundingBox();
      expect(after!.height).toBe(before!.height);
      expect(await layoutShift(page)).toBeLessThan(0.02);
      await expect(page.getByText(loading).count()).resolves.toBe(0);
      const seenTexts = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
      expect(seenTexts.some((text) => text.includes(formName)), 'the footer was watched').toBe(true);
      expect(seenTexts.filter((text) => loading.test(text))).toEqual([]);
      await screenshot(page, `site-footer-form-${market}`);
      expect(errors).toEqual([]);
    });
  }

  for (const viewport of [{ width: 390, height: 844 }, KEYBOARD_OPEN]) {
    it(`places the footer form's toast clear of the field being typed in (${viewport.width}x${viewport.height})`, async () => {
      const { page, errors } = await openPage('/?isNeedPop=1', { viewport });
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      // The phone field in the middle of the screen, where a centred toast would sit; Enter sends.
      await centre(page, '#footer-form-phone');
      await form.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
      await form.getByRole('textbox', { name: 'Phone number' }).press('Enter');
      await page.getByText(FAILURE, { exact: true }).waitFor();
      // The failed Send put the cursor in the first empty field; the toast keeps clear of it.
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('footer-form-firstName');
      await expectToastClearOfFocus(page, 'footer form, first empty field');
      await screenshot(page, `site-toast-footer-${viewport.height}`);

      // Typing on in the middle of the screen while the toast shows: it moves off that field too.
      await centre(page, '#footer-form-message');
      await form.getByRole('textbox', { name: 'Message' }).focus();
      await page.waitForTimeout(100);
      await expectToastClearOfFocus(page, 'footer form, message');
      expect(errors).toEqual([]);
    });

    it(`places the register page's toast clear of the field being typed in (${viewport.width}x${viewport.height})`, async () => {
      const { page, errors } = await openPage(
        '/#/registerTemplate?isNeedPop=1&app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55',
        { viewport },
      );
      const sms = page.locator('#promo-sms');
      await sms.waitFor();
      await page.waitForLoadState('networkidle');
      await centre(page, '#promo-sms');
      await sms.focus();
      // Enter (the keyboard's Go) applies with nothing filled in: the page answers with a toast.
      await sms.press('Enter');
      await expectToastClearOfFocus(page, 'register page, SMS code');
      await screenshot(page, `site-toast-register-${viewport.height}`);
      expect(errors).toEqual([]);
    });
  }
});
