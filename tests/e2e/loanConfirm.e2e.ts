import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

/**
 * A seeded India product with the agreement pop-up and two agreements (mocks/seed.ts): with
 * isNeedPop=1 (language type 1, docs/spec-notes.md) the agreement modal opens first.
 */
const PRODUCT_ID = '101';
const PUSH_FIELDS = ['amount', 'periods', 'termUnit', 'productId'];

const bodyOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const named = (requests: Request[], path: string) => requests.filter((request) => new URL(request.url()).pathname.endsWith(path));

describe('loan confirm in a phone browser', () => {
  it('opens from the test page, reads the agreement, confirms once and lands on the loan details', async () => {
    const { page, errors } = await openPage(`/testPreview?deviceId=demo-device&isNeedPop=1&orderId=1001&productId=${PRODUCT_ID}`);
    // The demo API is answered by MSW's service worker; the page still reports the XHRs it sends.
    const api: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/gw/')) api.push(request);
    });

    // 1. The test page's link carries the product and the device parameters.
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();
    await page.getByRole('link', { name: 'Loan confirm' }).click();
    await page.waitForURL(/\/loanConfirm\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('productId')).toBe(PRODUCT_ID);
    expect(query.get('isNeedPop')).toBe('1');
    expect(query.get('deviceId')).toBe('demo-device');

    // 2. The agreement modal comes first: the agreement framed and sandboxed, Cancel or Agree.
    await page.getByRole('heading', { name: 'loan information', level: 1 }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    await dialog.waitFor();
    const frame = dialog.getByTitle('Agreement text');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('allow-scripts');
    const agreementUrl = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(agreementUrl.pathname).toBe('/loanAgreement');
    expect(agreementUrl.searchParams.get('productId')).toBe(PRODUCT_ID);
    await expect(dialog.getByRole('button').allTextContents()).resolves.toEqual(['Cancel', 'Agree']);
    await screenshot(page, 'loan-confirm-agreement');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 3. The offer: the money readable in rupees, the box ticked by default, confirm active.
    await expect(page.getByTestId('loan-amount').textContent()).resolves.toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/);
    await page.getByText(/^\d+ days$/).waitFor();
    await page.getByRole('region', { name: 'Repayment plan' }).waitFor();
    const agree = page.getByRole('checkbox', { name: 'I have read and agree to these agreements:' });
    await expect(agree.isChecked()).resolves.toBe(true);
    const confirm = page.getByRole('button', { name: 'Confirm loan' });
    await expect(confirm.isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('popAgreed')).toBe('1');
    await screenshot(page, 'loan-confirm-offer');

    // 4. A double tap confirms once; loan details replace the page, told it came from confirm.
    await confirm.dblclick();
    await page.waitForURL(/\/loanDetails\?/);
    const details = new URL(page.url());
    expect(details.pathname).toBe('/loanDetails');
    expect(details.searchParams.get('from')).toBe('confirm');
    expect(details.searchParams.get('productId')).toBe(PRODUCT_ID);
    expect(details.searchParams.get('orderId')).not.toBe('');

    const pushes = named(api, '/v3/loan-confirm/loan-detail-push');
    expect(pushes).toHaveLength(1);
    const push = bodyOf(pushes[0]!);
    expect([...push.keys()].sort()).toEqual([...PUSH_FIELDS].sort());
    expect(push.get('productId')).toBe(PRODUCT_ID);
    expect(push.get('termUnit')).toBe('1');
    expect(push.get('amount')).not.toBe('');
    // Errors of the main page only (the framed agreement runs in its own sandboxed origin).
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
