import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

/**
 * Issue 18 §4: no amount ever overflows its row or card. The money pages open at 320 and 390 px
 * wide, in both markets, with amounts of the order of 10^13 hundredths (₹1,00,00,00,00,000.00,
 * Rp100.000.000.000,00) and the longest status badge (an overdue period); every element that
 * shows an amount must lie inside its box (the nearest ancestor drawn as a card or row: a
 * background or a border) and inside the screen, with nothing cut off, and the page must not
 * scroll sideways.
 *
 * The huge amounts are the demo backend's own data: its store lives in the tab's sessionStorage
 * (mocks/browser.ts), so the test opens a page once, grows the orders and products there, and
 * opens the page again.
 */
const DEVICE = 'deviceId=demo-device&token=demo-token&platform=android';
const HUGE = 10_000_000_000_000;
const DB_KEY = 'loan-h5-demo-db';

const MARKETS = {
  IN: { isNeedPop: '1', overdue: '1004', plan: '1003', product: '102', firstProduct: '101', repaid: '1006' },
  ID: { isNeedPop: '0', overdue: '2004', plan: '2003', product: '202', firstProduct: '201', repaid: '2006' },
} as const;

type Market = keyof typeof MARKETS;

function pages(market: Market): { name: string; path: string }[] {
  const m = MARKETS[market];
  const q = (extra: string) => `?${DEVICE}&isNeedPop=${m.isNeedPop}&${extra}`;
  return [
    { name: 'installments (overdue)', path: `/repayment${q(`orderId=${m.overdue}&productId=${m.firstProduct}`)}` },
    { name: 'installments (plan)', path: `/repayment${q(`orderId=${m.plan}&productId=${m.product}&selected=2`)}` },
    { name: 'virtual account', path: `/that${q(`orderId=${m.plan}&productId=${m.product}&amount=${HUGE}`)}` },
    { name: 'loan confirm', path: `/loanConfirm${q(`productId=${m.firstProduct}`)}` },
    { name: 'loan details (overdue)', path: `/loanDetails${q(`orderId=${m.overdue}&productId=${m.firstProduct}`)}` },
    { name: 'loan details (repaid)', path: `/loanDetails${q(`orderId=${m.repaid}&productId=${m.firstProduct}`)}` },
    { name: 'card repayment', path: `/cardRepay${q(`orderId=${m.plan}&productId=${m.product}&amount=${HUGE}`)}` },
  ];
}

/** Every order and product of the demo store grown to about 10^13 hundredths. */
async function growAmounts(page: Page): Promise<void> {
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, DB_KEY, { timeout: 15_000 });
  await page.evaluate(
    ({ key, huge }) => {
      const db = JSON.parse(sessionStorage.getItem(key)!) as {
        orders: { amount: number; paid: number }[];
        products: { minAmount: number; maxAmount: number }[];
      };
      for (const order of db.orders) {
        // The same share paid as before, of a principal near 10^13 hundredths with its interest.
        order.paid = order.amount === 0 ? 0 : Math.round((order.paid / order.amount) * (huge * 0.9));
        order.amount = huge * 0.9;
      }
      for (const product of db.products) {
        product.minAmount = huge * 0.5;
        product.maxAmount = huge;
      }
      sessionStorage.setItem(key, JSON.stringify(db));
    },
    { key: DB_KEY, huge: HUGE },
  );
}

interface Overflow {
  text: string;
  why: string;
}

/** The amounts on screen that stick out of their box or the screen, or are cut off. */
async function overflows(page: Page): Promise<{ found: number; bad: Overflow[]; pageWidth: number; viewport: number }> {
  return page.evaluate(() => {
    const money = /(₹|Rp)\s?[\d.,]{9,}/;
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      const background = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
      const border = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      return background || border || style.overflow !== 'visible';
    };
    const leaves = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      if (!(el instanceof HTMLElement) || el.offsetParent === null) return false;
      const own = Array.from(el.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      return money.test(own);
    }) as HTMLElement[];
    const bad: { text: string; why: string }[] = [];
    for (const el of leaves) {
      const rect = el.getBoundingClientRect();
      const text = el.textContent?.trim() ?? '';
      if (rect.right > window.innerWidth + 0.5 || rect.left < -0.5) bad.push({ text, why: `outside the screen (${rect.left}-${rect.right})` });
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline') {
        bad.push({ text, why: `cut off (${el.scrollWidth} > ${el.clientWidth})` });
      }
      let box = el.parentElement;
      while (box && box !== document.body && !drawn(box)) box = box.parentElement;
      if (box && box !== document.body) {
        const outer = box.getBoundingClientRect();
        if (rect.right > outer.right + 0.5 || rect.left < outer.left - 0.5) {
          bad.push({ text, why: `out of its box ${box.className} (${rect.left}-${rect.right} in ${outer.left}-${outer.right})` });
        }
      }
    }
    return { found: leaves.length, bad, pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
  });
}

describe('amounts stay inside their boxes at 320 and 390 px (issue 18)', () => {
  for (const market of ['IN', 'ID'] as const) {
    for (const width of [320, 390]) {
      for (const target of pages(market)) {
        it(`${market} ${width}px ${target.name}`, async () => {
          const { page, errors } = await openPage(target.path, { viewport: { width, height: 844 } });
          await growAmounts(page);
          await page.reload({ waitUntil: 'load' });
          await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
          await page.locator('.ui-spinner').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
          const result = await overflows(page);
          await screenshot(page, `overflow-${market}-${width}-${target.name.replace(/\W+/g, '-')}`);
          expect(result.found, `${target.path}: no amount of 10^13 hundredths on the page`).toBeGreaterThan(0);
          expect(result.bad).toEqual([]);
          expect(result.pageWidth).toBeLessThanOrEqual(result.viewport);
          expect(errors.map((e) => e.message)).toEqual([]);
          await page.context().close();
        });
      }
    }
  }
});
