import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

/**
 * The Indonesian repayment journey at an ATM or a counter: installments -> two periods -> Bayar
 * Segera -> the virtual account -> change to a mini market -> back on the virtual account with the
 * counter's steps -> copy the number. Order 2003 (product 202) has three pending periods
 * (mocks/seed.ts).
 */
const ORDER_ID = '2003';
const PRODUCT_ID = '202';

const bodyOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
const named = (requests: Request[], path: string) => requests.filter((request) => new URL(request.url()).pathname.endsWith(path));
/** 'Rp3.216.000,00' -> minor units. */
const minorOf = (money: string) => Number(money.replace(/[^\d,]/g, '').replace(',', ''));

describe('virtual-account repayment in a phone browser (Indonesia)', () => {
  it('pays two installments at a mini market and copies the payment code', async () => {
    const { page, context, errors } = await openPage(
      `/testPreview?deviceId=demo-device&isNeedPop=0&orderId=${ORDER_ID}&productId=${PRODUCT_ID}`,
      { locale: 'id-ID', permissions: ['clipboard-read', 'clipboard-write'] },
    );
    const api: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/gw/')) api.push(request);
    });

    // 1. Installments: the first pending period is selected; the second joins it.
    await page.getByRole('link', { name: 'Installments' }).click();
    await page.waitForURL(/\/repayment\?/);
    await page.getByRole('heading', { name: 'Detail Tagihan', level: 1 }).waitFor();
    const periods = page.getByRole('checkbox');
    await periods.first().waitFor();
    await expect(periods.count()).resolves.toBe(3);
    const amounts = await periods.evaluateAll((boxes) => boxes.map((box) => box.querySelector('.bill__period-amount')!.textContent!));
    await periods.nth(1).click();
    await expect(periods.nth(1).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(periods.nth(2).getAttribute('aria-checked')).resolves.toBe('false');
    const total = minorOf(amounts[0]!) + minorOf(amounts[1]!);
    await expect(page.locator('.bill__total-value').textContent().then((text) => minorOf(text!))).resolves.toBe(total);
    await screenshot(page, 'va-installments');

    // 2. Bayar Segera: the virtual account for the exact total, dots stripped, the default method.
    await page.getByRole('button', { name: 'Bayar Segera' }).click();
    await page.waitForURL(/\/that\?/);
    const vaQuery = new URL(page.url()).searchParams;
    expect(vaQuery.get('amount')).toBe(String(total / 100));
    expect(vaQuery.get('orderId')).toBe(ORDER_ID);
    await page.getByRole('heading', { name: 'Pelunasan', level: 1 }).waitFor();
    await page.getByTestId('va-number').waitFor();
    const first = named(api, '/generate-vcode');
    expect(first).toHaveLength(1);
    expect(bodyOf(first[0]!)).toMatchObject({ orderId: ORDER_ID, productId: PRODUCT_ID, amount: String(total / 100), is_default: '1' });

    // 3. Change method to a mini market: the page is replaced by the virtual account again.
    await page.getByRole('link', { name: 'Ganti metode' }).click();
    await page.waitForURL(/\/individual\?/);
    await page.getByRole('radio', { name: 'Mini Market' }).click();
    await page.getByRole('radio', { name: 'ALFAMART' }).click();
    await page.getByRole('button', { name: 'SAYA INGIN MEMBAYAR' }).click();
    await page.waitForURL(/\/that\?aaa=nnn&/);
    await page.getByText('Minimarket: ALFAMART').waitFor();
    const second = named(api, '/generate-vcode');
    expect(second).toHaveLength(2);
    expect(bodyOf(second[1]!)).toMatchObject({ pay_type: '2', payCode: 'ALFAMART', is_default: '0', amount: String(total / 100) });
    // The counter's steps: one ordered list of strings, no bank methods to unfold.
    const steps = page.getByRole('region', { name: 'Cara pembayaran' });
    await expect(steps.getByRole('listitem').count()).resolves.toBeGreaterThan(1);
    await expect(steps.getByRole('button').count()).resolves.toBe(0);

    // 4. Copy the payment code: the clipboard holds it without the reading spaces.
    const shown = (await page.getByTestId('va-number').textContent())!;
    await page.getByRole('button', { name: 'Salin nomor' }).click();
    await page.getByRole('status').getByText('Nomor disalin').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shown.replace(/\s/g, ''));
    await screenshot(page, 'va-market-copied');

    // Back: the first virtual-account page, now with the stored mini market (the change-method page
    // was replaced); Back again: the installments with the same two periods.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/that' && !url.searchParams.has('aaa'));
    await page.getByText('Minimarket: ALFAMART').waitFor();
    await page.goBack();
    await page.waitForURL(/\/repayment\?/);
    await page.getByRole('heading', { name: 'Detail Tagihan', level: 1 }).waitFor();
    await expect(page.getByRole('checkbox').nth(1).getAttribute('aria-checked')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
