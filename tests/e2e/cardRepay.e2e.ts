import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

/** A seeded India order with something to repay (mocks/seed.ts); the test page links to it. */
const ORDER_ID = '1003';
const PRODUCT_ID = '102';
/** The test page's sample amount for India (src/screens/testPreview/select.ts). */
const AMOUNT = '5250';
/** The demo backend's SMS code (mocks/seed.ts DEMO_SMS_CODE); any other answers 800006. */
const DEMO_SMS_CODE = '123456';
const WRONG_CODE = '111111';
const COMMIT_FIELDS = ['amount', 'bankName', 'cardId', 'cardNo', 'couponId', 'orderId', 'repayToken', 'bankCode', 'sendMsg'];
const CONFIRM_FIELDS = ['orderId', 'verifyCode', 'repaymentRecordId'];

const bodyOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const keysOf = (body: URLSearchParams) => [...body.keys()].sort();
const named = (requests: Request[], name: string) => requests.filter((request) => new URL(request.url()).pathname.endsWith(`/${name}`));

/** The code field's selection, as the page has it. */
function selectionOf(page: Page) {
  return page.evaluate(() => {
    const input = document.getElementById('card-repay-code') as HTMLInputElement | null;
    return { focused: document.activeElement === input, start: input?.selectionStart, end: input?.selectionEnd };
  });
}

describe('card repayment in a phone browser', () => {
  it('pays with a card through the SMS step after one wrong code, then leaves the payment out of history', async () => {
    const { page, errors } = await openPage(`/testPreview?deviceId=demo-device&isNeedPop=1&orderId=${ORDER_ID}&productId=${PRODUCT_ID}`);
    // The demo API is answered by MSW's service worker; the page still reports the XHRs it sends.
    const api: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/gw/api/v1/')) api.push(request);
    });

    // 1. The test page's link carries the order and the sample amount.
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();
    await page.getByRole('link', { name: 'Card repayment' }).click();
    await page.waitForURL(/\/cardRepay\?/);
    const payQuery = new URL(page.url()).searchParams;
    expect(payQuery.get('orderId')).toBe(ORDER_ID);
    expect(payQuery.get('productId')).toBe(PRODUCT_ID);
    expect(payQuery.get('amount')).toBe(AMOUNT);

    // 2. The cards: none chosen with two, so Pay asks for one first.
    await page.getByRole('heading', { name: 'Repay by card' }).waitFor();
    await page.getByText('₹5,250.00', { exact: true }).waitFor();
    const cards = page.getByRole('radio');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(2);
    const hdfc = page.getByRole('radio', { name: /HDFC Bank/ });
    await expect(hdfc.isChecked()).resolves.toBe(false);
    const pay = page.getByRole('button', { name: 'Pay ₹5,250.00' });
    await pay.click();
    await page.getByRole('status').getByText('请先选择付款银行卡！').waitFor();
    expect(named(api, 'repayment-commit')).toHaveLength(0);
    await screenshot(page, 'card-repay-cards');

    await hdfc.check();
    await pay.click();

    // 3. The SMS step: the code went with the payment, so the resend button counts down.
    await page.getByRole('heading', { name: 'Enter the SMS code' }).waitFor();
    const resend = page.getByRole('button', { name: /^\d+s$/ });
    await resend.waitFor();
    const seconds = Number.parseInt((await resend.textContent()) ?? '', 10);
    expect(seconds).toBeGreaterThanOrEqual(55);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(resend.isDisabled()).resolves.toBe(true);
    const code = page.getByRole('textbox', { name: 'SMS code', exact: true });
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await screenshot(page, 'card-repay-sms');

    const confirm = page.getByRole('button', { name: 'Confirm payment' });
    await code.fill(WRONG_CODE);
    await confirm.click();
    await page.getByRole('status').getByText('验证码错误').waitFor();
    await page.getByRole('heading', { name: 'Enter the SMS code' }).waitFor();
    // The wrong code is selected for retyping (set by the view once the answer is in).
    await expect.poll(() => selectionOf(page)).toEqual({ focused: true, start: 0, end: 6 });
    await expect(code.inputValue()).resolves.toBe(WRONG_CODE);
    await screenshot(page, 'card-repay-sms-wrong-code');

    await page.keyboard.type(DEMO_SMS_CODE);
    await expect(code.inputValue()).resolves.toBe(DEMO_SMS_CODE);
    await confirm.click();

    // 4. Paid: loan details replace the payment page (not built yet: the not-found page is fine).
    await page.waitForURL(/\/loanDetails\?/);
    const detailsQuery = new URL(page.url()).searchParams;
    expect(detailsQuery.get('productId')).toBe(PRODUCT_ID);
    expect(detailsQuery.get('orderId')).toBe(ORDER_ID);

    const commits = named(api, 'repayment-commit');
    expect(commits).toHaveLength(1);
    const commit = bodyOf(commits[0]!);
    expect(keysOf(commit)).toEqual([...COMMIT_FIELDS].sort());
    expect(Object.fromEntries(commit)).toMatchObject({
      amount: AMOUNT,
      bankName: 'HDFC Bank',
      cardNo: '4386 **** **** 1234',
      bankCode: 'HDFC',
      couponId: '',
      orderId: ORDER_ID,
      sendMsg: '0',
    });
    expect(commit.get('cardId')).not.toBe('');
    expect(commit.get('repayToken')).not.toBe('');
    const committed = await commits[0]!.response();
    // Answered by MSW's service worker, yet seen by page.on('request') as the page's own XHR.
    expect(committed?.fromServiceWorker()).toBe(true);
    const answer = (await committed?.json()) as { data?: { repayRecordId?: unknown } };
    const recordId = String(answer.data?.repayRecordId ?? '');
    expect(recordId).not.toBe('');

    const confirms = named(api, 'repayment-confirm');
    expect(confirms).toHaveLength(2);
    const sent = confirms.map(bodyOf);
    for (const body of sent) {
      expect(keysOf(body)).toEqual([...CONFIRM_FIELDS].sort());
      expect(body.get('orderId')).toBe(ORDER_ID);
      expect(body.get('repaymentRecordId')).toBe(recordId);
    }
    expect(sent.map((body) => body.get('verifyCode'))).toEqual([WRONG_CODE, DEMO_SMS_CODE]);

    // Back skips the replaced payment page: the test page, no SMS step, nothing posted again.
    const before = api.length;
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/testPreview');
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Enter the SMS code' }).count()).resolves.toBe(0);
    expect(api.slice(before).map((request) => new URL(request.url()).pathname)).toEqual([]);
    expect(named(api, 'repayment-commit')).toHaveLength(1);
    expect(named(api, 'repayment-confirm')).toHaveLength(2);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
