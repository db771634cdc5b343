import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyOf, named, openPage, openRecorded, screenshot } from './support';

/**
 * The repayment pages in a phone browser (390x844) against the demo backend: installments with
 * due dates and an exact total -> 'Bayar Segera' -> the virtual account for that total in
 * hundredths -> change to a mini market -> copy the number; the VA page for amount=1234567 in both
 * markets; a refused generate-vcode offering 'Ganti metode'; an unclear answer offering a check.
 * Order 2003 (product 202) has three pending periods of Rp1.608.000,00; 1003 (product 102) two of
 * ₹10,720.00 (mocks/seed.ts). Amounts are integer hundredths in every address and request (§9).
 */
const ID = { orderId: '2003', productId: '202', session: 'deviceId=demo-device&isNeedPop=0' };
const IN = { orderId: '1003', productId: '102', session: 'deviceId=demo-device&isNeedPop=1' };

const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())!.trim();

describe('virtual-account repayment in a phone browser', () => {
  it('pays two Indonesian installments at a mini market: due dates, the exact total in hundredths, the copied code', async () => {
    const { page, context, errors, api } = await openRecorded(
      `/testPreview?${ID.session}&orderId=${ID.orderId}&productId=${ID.productId}`,
      { locale: 'id-ID', permissions: ['clipboard-read', 'clipboard-write'] },
    );

    // 1. Installments: each period with its due date, status and amount; the first selected.
    await page.getByRole('link', { name: 'Cicilan' }).click();
    await page.waitForURL(/\/repayment\?/);
    await page.getByRole('heading', { name: 'Detail Tagihan', level: 1 }).waitFor();
    const periods = page.getByRole('checkbox');
    await periods.first().waitFor();
    await expect(periods.count()).resolves.toBe(3);
    const rows = await periods.allTextContents();
    rows.forEach((row, i) => expect(row).toMatch(new RegExp(`^Periode ${i + 2}Belum dibayarRp1\\.608\\.000,00Jatuh tempo \\d{4}-\\d{2}-\\d{2}$`)));
    const dates = rows.map((row) => /(\d{4}-\d{2}-\d{2})$/.exec(row)![1]!);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(3);
    await expect(text(page, '.bill__total-value')).resolves.toBe('Rp1.608.000,00');
    await periods.nth(1).click();
    await expect(periods.nth(1).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(periods.nth(2).getAttribute('aria-checked')).resolves.toBe('false');
    // The summed total: 2 x 160800000 hundredths.
    await expect(text(page, '.bill__total-value')).resolves.toBe('Rp3.216.000,00');
    await screenshot(page, 'va-installments');

    // 2. Bayar Segera: the virtual account for the exact total, digits only, the default method.
    await page.getByRole('button', { name: 'Bayar Segera' }).click();
    await page.waitForURL(/\/that\?/);
    expect(new URL(page.url()).searchParams.get('amount')).toBe('321600000');
    await page.getByRole('heading', { name: 'Pelunasan', level: 1 }).waitFor();
    await page.getByTestId('va-number').waitFor();
    await expect(text(page, '.va-repay__total')).resolves.toBe('Rp3.216.000,00');
    const first = named(api, '/generate-vcode');
    expect(first).toHaveLength(1);
    expect(bodyOf(first[0]!)).toMatchObject({ orderId: ID.orderId, productId: ID.productId, amount: '321600000', is_default: '1' });

    // 3. Change method to a mini market: the page is replaced by the virtual account again.
    await page.getByRole('link', { name: 'Ganti metode' }).click();
    await page.waitForURL(/\/individual\?/);
    await page.getByRole('radio', { name: 'Minimarket' }).click();
    await page.getByRole('radio', { name: 'ALFAMART' }).click();
    await page.getByRole('button', { name: 'SAYA INGIN MEMBAYAR' }).click();
    await page.waitForURL(/\/that\?aaa=nnn&/);
    await page.getByText('Minimarket: ALFAMART').waitFor();
    const second = named(api, '/generate-vcode');
    expect(second).toHaveLength(2);
    expect(bodyOf(second[1]!)).toMatchObject({ pay_type: '2', payCode: 'ALFAMART', is_default: '0', amount: '321600000' });
    const steps = page.getByRole('region', { name: 'Cara pembayaran' });
    await expect(steps.getByRole('listitem').count()).resolves.toBeGreaterThan(1);
    await expect(steps.getByRole('button').count()).resolves.toBe(0);

    // 4. Copy the payment code and the amount (as typed into a bank app).
    const shown = (await page.getByTestId('va-number').textContent())!;
    await page.getByRole('button', { name: 'Salin nomor' }).click();
    await page.getByRole('status').getByText('Nomor disalin').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shown.replace(/\s/g, ''));
    await page.getByRole('button', { name: 'Salin jumlah' }).click();
    await page.getByRole('status').getByText('Jumlah disalin').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('3216000');
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

  it('shows amount=1234567 as Rp12.345,67 in Indonesia and ₹12,345.67 in India, and asks for exactly that', async () => {
    for (const [market, shown, title] of [
      [ID, 'Rp12.345,67', 'Pelunasan'],
      [IN, '₹12,345.67', 'Repayment'],
    ] as const) {
      const { page, context, errors, api } = await openRecorded(`/that?${market.session}&orderId=${market.orderId}&productId=${market.productId}&amount=1234567`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByTestId('va-number').waitFor();
      await expect(text(page, '.va-repay__total')).resolves.toBe(shown);
      // What the page asks for goes with the address's hundredths, unchanged.
      await page.reload();
      await page.getByTestId('va-number').waitFor();
      const amounts = named(api, '/generate-vcode').map((r) => bodyOf(r).amount);
      expect(amounts.length).toBeGreaterThan(0);
      expect(new Set(amounts)).toEqual(new Set(['1234567']));
      await screenshot(page, `va-1234567-${market === ID ? 'id' : 'in'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("offers 'Ganti metode' beside Retry when generate-vcode is refused, and it opens change method", async () => {
    const { page, context, errors } = await openPage(
      `/that?${ID.session}&orderId=${ID.orderId}&productId=${ID.productId}&amount=160800000&demo=vcodeRefused`,
      { locale: 'id-ID' },
    );
    const alert = page.getByRole('alert');
    await alert.getByText('Bank ini belum dapat membuat nomor pembayaran saat ini').waitFor();
    await alert.getByRole('button', { name: 'Coba lagi' }).waitFor();
    await expect(page.getByRole('button', { name: 'TELAH MEMBAYAR' }).count()).resolves.toBe(0);
    await screenshot(page, 'va-refused');
    await alert.getByRole('link', { name: 'Ganti metode' }).click();
    await page.waitForURL(/\/individual\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('amount')).toBe('160800000');
    expect(query.get('orderId')).toBe(ID.orderId);
    await page.getByRole('heading', { name: 'Metode Pembayaran', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Bank' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads an HTTP 500 from generate-vcode as "may have been made": a check and the loan, no pay action', async () => {
    const { page, context, errors } = await openPage(
      `/that?${IN.session}&orderId=${IN.orderId}&productId=${IN.productId}&amount=1072000&demo=vcodeServerError`,
    );
    const alert = page.getByRole('alert');
    await alert.getByText('We did not get an answer').waitFor();
    await expect(alert.getByRole('button').allTextContents()).resolves.toEqual(['Check again']);
    await alert.getByRole('link', { name: 'Open my loan' }).waitFor();
    await expect(page.getByRole('button', { name: 'I HAVE PAID' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Change method' }).count()).resolves.toBe(0);
    await screenshot(page, 'va-unclear');
    // The server answers again (the demo outcome switched off, address and tab): the check shows the number.
    await page.evaluate(() => {
      sessionStorage.setItem('loan-h5-demo-flags', '');
      history.replaceState(history.state, '', location.href.replace(/&demo=[^&]*/, ''));
    });
    await alert.getByRole('button', { name: 'Check again' }).click();
    await page.getByTestId('va-number').waitFor();
    await expect(text(page, '.va-repay__total')).resolves.toBe('₹10,720.00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Indian installments with due dates and the summed total', async () => {
    const { page, context, errors } = await openPage(`/repayment?${IN.session}&orderId=${IN.orderId}&productId=${IN.productId}`);
    await page.getByRole('heading', { name: 'Bill details', level: 1 }).waitFor();
    const periods = page.getByRole('checkbox');
    await periods.first().waitFor();
    const rows = await periods.allTextContents();
    expect(rows).toHaveLength(2);
    rows.forEach((row, i) => expect(row).toMatch(new RegExp(`^Period ${i + 2}Unpaid₹10,720\\.00Due \\d{4}-\\d{2}-\\d{2}$`)));
    await page.getByRole('switch', { name: 'Pay all' }).click();
    await expect(text(page, '.bill__total-value')).resolves.toBe('₹21,440.00');
    await screenshot(page, 'va-installments-in');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/that\?/);
    expect(new URL(page.url()).searchParams.get('amount')).toBe('2144000');
    await page.getByTestId('va-number').waitFor();
    await expect(text(page, '.va-repay__total')).resolves.toBe('₹21,440.00');
    expect(errors).toEqual([]);
    await context.close();
  });
});
