import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formOf, named, openFromTestPreview, openRecorded, screenshot } from './support';

/**
 * Loan confirm and its agreements in a phone browser, both markets (issue 18 §1, §5). India: product
 * 101 has the agreement pop-up (language type 1 with isNeedPop=1, docs/spec-notes.md) and two
 * agreements; Indonesia: product 202 pays in four, no pop-up. The demo offers amounts in integer
 * hundredths (mocks/handlers/loanConfirm.ts).
 */
const PUSH_FIELDS = ['amount', 'periods', 'termUnit', 'productId'];

/** The offer as loan confirm shows it: the amount and the term. */
async function offerOnPage(page: Page) {
  const amount = (await page.getByTestId('loan-amount').textContent())!.trim();
  const term = (await page.getByText(/^\d+ (days|hari)$/).first().textContent())!.trim();
  return { amount, term };
}

describe('loan confirm in a phone browser, India', () => {
  it('frames the loan agreement of the offer in the modal, keeps Confirm off until the box is ticked, opens an agreement, confirms once', async () => {
    // 1. The test page's link carries the product and the device parameters.
    const { page, errors, api, query } = await openFromTestPreview('deviceId=demo-device&isNeedPop=1&orderId=1001&productId=101', 'Loan confirm', /\/loanConfirm\?/);
    expect(query.get('productId')).toBe('101');
    expect(query.get('isNeedPop')).toBe('1');
    expect(query.get('deviceId')).toBe('demo-device');

    // 2. The agreement modal comes first: this app's loan agreement in a sandboxed frame (its own
    //    origin so its scripts load; no top navigation, forms or pop-ups), naming the offer.
    await page.getByRole('heading', { name: 'loan information', level: 1 }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    await dialog.waitFor();
    const frame = dialog.getByTitle('Agreement text');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('allow-scripts allow-same-origin');
    const agreementUrl = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(agreementUrl.pathname).toBe('/loanAgreement');
    expect(agreementUrl.searchParams.get('productId')).toBe('101');
    expect(agreementUrl.searchParams.get('contractId')).toBe('901');
    const framed = page.frameLocator('iframe[title="Agreement text"]');
    await framed.getByRole('heading', { level: 1, name: 'Loan Agreement' }).waitFor();
    const framedAmount = (await framed.getByTestId('agreement-amount').textContent())!.trim();
    const framedTerm = (await framed.getByTestId('agreement-term').textContent())!.trim();
    await expect(framed.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button').allTextContents()).resolves.toEqual(['Cancel', 'Agree']);
    await screenshot(page, 'loan-confirm-agreement');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 3. The offer: the same amount and term the agreement named, the money in rupees.
    const offer = await offerOnPage(page);
    expect(offer.amount).toBe('₹14,000.00');
    expect(offer.term).toBe('91 days');
    expect(framedAmount).toBe(offer.amount);
    expect(framedTerm).toBe(offer.term);
    await page.getByRole('region', { name: 'Repayment plan' }).waitFor();

    // 4. Consent is explicit: unticked, Confirm visible and off until the borrower ticks the box.
    const agree = page.getByRole('checkbox', { name: 'I have read and agree to these agreements:' });
    const confirm = page.getByRole('button', { name: 'Confirm loan' });
    await expect(agree.isChecked()).resolves.toBe(false);
    await expect(confirm.isVisible()).resolves.toBe(true);
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await confirm.click({ force: true });
    expect(named(api, '/v3/loan-confirm/loan-detail-push')).toHaveLength(0);
    await page.getByText('Tick the box to agree before you confirm.').waitFor();
    await screenshot(page, 'loan-confirm-offer');
    await agree.check();
    await expect(confirm.isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('agreed')).toBe('1');
    expect(new URL(page.url()).searchParams.get('popAgreed')).toBe('1');

    // 5. An agreement link: the agreement page of this app (not the not-found page), with the
    //    offer's amount and term; Back returns to the offer with the tick kept.
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/loanAgreement\?/);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect(page.getByText('Page not found').count()).resolves.toBe(0);
    await expect(page.getByTestId('agreement-amount').textContent()).resolves.toBe(offer.amount);
    await expect(page.getByTestId('agreement-term').textContent()).resolves.toBe(offer.term);
    expect(new URL(page.url()).searchParams.get('contractId')).toBe('902');
    await screenshot(page, 'loan-agreement-page');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/loanConfirm\?/);
    await expect(agree.isChecked()).resolves.toBe(true);
    await expect(confirm.isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // 6. A double tap confirms once with the amount as the integer of hundredths; loan details
    //    replace the page, told it came from confirm.
    await confirm.dblclick();
    await page.waitForURL(/\/loanDetails\?/);
    const details = new URL(page.url());
    expect(details.searchParams.get('from')).toBe('confirm');
    expect(details.searchParams.get('productId')).toBe('101');
    expect(details.searchParams.get('orderId')).not.toBe('');
    const pushes = named(api, '/v3/loan-confirm/loan-detail-push');
    expect(pushes).toHaveLength(1);
    const push = formOf(pushes[0]!);
    expect([...push.keys()].sort()).toEqual([...PUSH_FIELDS].sort());
    expect(Object.fromEntries(push)).toEqual({ amount: '1400000', periods: '91', termUnit: '1', productId: '101' });
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe('loan confirm in a phone browser, Indonesia', () => {
  it('speaks Indonesian, keeps Konfirmasi off until the box is ticked, and opens the agreement with the offer in rupiah', async () => {
    const { page, errors, api } = await openRecorded('/loanConfirm?deviceId=demo-device&isNeedPop=0&productId=202');
    await page.getByRole('heading', { name: 'Informasi pinjaman', level: 1 }).waitFor();
    const offer = await offerOnPage(page);
    expect(offer.amount).toBe('Rp5.300.000,00');
    expect(offer.term).toBe('180 hari');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    const agree = page.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui perjanjian berikut:' });
    const confirm = page.getByRole('button', { name: 'Konfirmasi pinjaman' });
    await expect(agree.isChecked()).resolves.toBe(false);
    await expect(confirm.isVisible()).resolves.toBe(true);
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await screenshot(page, 'loan-confirm-offer-id');

    await page.getByRole('button', { name: 'Perjanjian Pinjaman' }).click();
    await page.waitForURL(/\/loanAgreement\?/);
    await page.getByRole('heading', { level: 1, name: 'Perjanjian Pinjaman' }).waitFor();
    await expect(page.getByTestId('agreement-amount').textContent()).resolves.toBe(offer.amount);
    await expect(page.getByTestId('agreement-term').textContent()).resolves.toBe(offer.term);
    await expect(page.getByRole('region', { name: 'Rencana pembayaran' }).getByRole('listitem').count()).resolves.toBe(4);
    await screenshot(page, 'loan-agreement-page-id');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(/\/loanConfirm\?/);

    await agree.check();
    await expect(confirm.isEnabled()).resolves.toBe(true);
    expect(named(api, '/v3/loan-confirm/loan-detail-push')).toHaveLength(0);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
