import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formOf, named, openFromTestPreview, openRecorded, screenshot } from './support';

/** A seeded India order with something to repay (mocks/seed.ts): two instalments of ₹10,720.00. */
const ORDER_ID = '1003';
const PRODUCT_ID = '102';
/** The test page's sample amount for India (src/screens/testPreview/select.ts): integer hundredths (§9). */
const AMOUNT = '1072000';
const SHOWN = '₹10,720.00';
/** The demo backend's SMS code (mocks/seed.ts DEMO_SMS_CODE); any other answers 800006. */
const DEMO_SMS_CODE = '123456';
const WRONG_CODE = '111111';
const COMMIT_FIELDS = ['amount', 'bankName', 'cardId', 'cardNo', 'couponId', 'orderId', 'repayToken', 'bankCode', 'sendMsg'];
const CONFIRM_FIELDS = ['orderId', 'verifyCode', 'repaymentRecordId'];
const PAY_ADDRESS = `/cardRepay?deviceId=demo-device&isNeedPop=1&orderId=${ORDER_ID}&productId=${PRODUCT_ID}&amount=${AMOUNT}`;

const keysOf = (body: URLSearchParams) => [...body.keys()].sort();

/** The code field's selection, as the page has it. */
function selectionOf(page: Page) {
  return page.evaluate(() => {
    const input = document.getElementById('card-repay-code') as HTMLInputElement | null;
    return { focused: document.activeElement === input, start: input?.selectionStart, end: input?.selectionEnd };
  });
}

describe('card repayment in a phone browser (390x844)', () => {
  it('pays with a card through the SMS step after one wrong code, then leaves the payment out of history', async () => {
    // 1. The test page's link carries the order and the sample amount, in hundredths.
    const { page, errors, api, query: payQuery } = await openFromTestPreview(`deviceId=demo-device&isNeedPop=1&orderId=${ORDER_ID}&productId=${PRODUCT_ID}`, 'Card repayment', /\/cardRepay\?/);
    expect(payQuery.get('orderId')).toBe(ORDER_ID);
    expect(payQuery.get('productId')).toBe(PRODUCT_ID);
    expect(payQuery.get('amount')).toBe(AMOUNT);

    // 2. The cards: none chosen with two, so Pay asks for one first.
    await page.getByRole('heading', { name: 'Repay by card' }).waitFor();
    await page.getByText(SHOWN, { exact: true }).waitFor();
    const cards = page.getByRole('radio');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(2);
    const hdfc = page.getByRole('radio', { name: /HDFC Bank/ });
    await expect(hdfc.isChecked()).resolves.toBe(false);
    const pay = page.getByRole('button', { name: `Pay ${SHOWN}` });
    await pay.click();
    await page.getByRole('status').getByText('Please choose the bank card to pay with first!').waitFor();
    expect(named(api, '/repayment-commit')).toHaveLength(0);
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
    await page.getByRole('status').getByText('Wrong verification code').waitFor();
    await page.getByRole('heading', { name: 'Enter the SMS code' }).waitFor();
    // The wrong code is selected for retyping (set by the view once the answer is in).
    await expect.poll(() => selectionOf(page)).toEqual({ focused: true, start: 0, end: 6 });
    await expect(code.inputValue()).resolves.toBe(WRONG_CODE);
    await screenshot(page, 'card-repay-sms-wrong-code');

    await page.keyboard.type(DEMO_SMS_CODE);
    await expect(code.inputValue()).resolves.toBe(DEMO_SMS_CODE);
    await confirm.click();

    // 4. Paid: loan details replace the payment page.
    await page.waitForURL(/\/loanDetails\?/);
    const detailsQuery = new URL(page.url()).searchParams;
    expect(detailsQuery.get('productId')).toBe(PRODUCT_ID);
    expect(detailsQuery.get('orderId')).toBe(ORDER_ID);

    const commits = named(api, '/repayment-commit');
    expect(commits).toHaveLength(1);
    const commit = formOf(commits[0]!);
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

    const confirms = named(api, '/repayment-confirm');
    expect(confirms).toHaveLength(2);
    const sent = confirms.map(formOf);
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
    expect(api.slice(before).filter((request) => /repayment-(commit|confirm)$/.test(new URL(request.url()).pathname))).toEqual([]);
    expect(named(api, '/repayment-commit')).toHaveLength(1);
    expect(named(api, '/repayment-confirm')).toHaveLength(2);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it("the SMS step's 'Change card' returns to the cards with no new commit, also after a reload", async () => {
    const { page, errors, api } = await openRecorded(PAY_ADDRESS);
    await page.getByRole('radio', { name: /HDFC Bank/ }).check();
    await page.getByRole('button', { name: `Pay ${SHOWN}` }).click();
    await page.getByRole('heading', { name: 'Enter the SMS code' }).waitFor();
    // The payment's marker is in the address: a reload of this page is told from a fresh open.
    const marker = new URL(page.url()).searchParams.get('pay');
    expect(marker).toBeTruthy();
    const change = page.getByRole('button', { name: 'Change card' });
    const openLoan = page.getByRole('button', { name: 'Open my loan' });
    await expect(change.isEnabled()).resolves.toBe(true);
    await expect(openLoan.isEnabled()).resolves.toBe(true);
    // Both ways out are real touch targets and inside the 390 px phone.
    for (const control of [change, openLoan]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    // A reload restores the same step, with the same ways out.
    await page.reload();
    await page.getByRole('heading', { name: 'Enter the SMS code' }).waitFor();
    expect(new URL(page.url()).searchParams.get('pay')).toBe(marker);
    expect(named(api, '/repayment-commit')).toHaveLength(1);

    const waysBefore = named(api, '/repayment-way').length;
    await page.getByRole('button', { name: 'Change card' }).click();
    await page.getByRole('radio', { name: /State Bank of India/ }).waitFor();
    await expect(page.getByRole('radio').count()).resolves.toBe(2);
    await expect(page.getByRole('heading', { name: 'Enter the SMS code' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: `Pay ${SHOWN}` }).isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('pay')).toBeNull();
    expect(named(api, '/repayment-commit')).toHaveLength(1);
    // The cards were asked again, once; nothing was paid or confirmed.
    expect(named(api, '/repayment-way')).toHaveLength(waysBefore + 1);
    expect(named(api, '/repayment-confirm')).toHaveLength(0);
    await screenshot(page, 'card-repay-change-card');
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('a repayment-commit answered with HTTP 500 shows "may have gone through" with a check and the loan, and no Pay again', async () => {
    const { page, errors, api } = await openRecorded(`${PAY_ADDRESS}&demo=commitServerError`);
    await page.getByRole('radio', { name: /State Bank of India/ }).check();
    await page.getByRole('button', { name: `Pay ${SHOWN}` }).click();

    const notice = page.getByRole('alert');
    await notice.getByText('Your payment may already have gone through').waitFor();
    const commits = named(api, '/repayment-commit');
    expect(commits).toHaveLength(1);
    expect(formOf(commits[0]!).get('amount')).toBe(AMOUNT);
    expect((await commits[0]!.response())?.status()).toBe(500);
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /again/i }).count()).resolves.toBe(0);
    await expect(page.getByRole('radio').count()).resolves.toBe(0);

    // The check: the order's own status, as the loan-details call words it.
    await notice.getByRole('button', { name: 'Check payment status' }).click();
    await notice.getByText('Partially repaid').waitFor();
    await notice.getByText('Status of this loan now').waitFor();
    expect(named(api, '/loan-detail')).toHaveLength(1);
    await screenshot(page, 'card-repay-maybe-done');

    // A reload of the same page says the same and posts nothing.
    await page.reload();
    await page.getByRole('alert').getByText('Your payment may already have gone through').waitFor();
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    expect(named(api, '/repayment-commit')).toHaveLength(1);

    // Opened anew from the app: the cards, with the notice of the earlier payment.
    await page.goto(`${PAY_ADDRESS}&demo=`);
    await page.getByRole('note').getByText('An earlier payment may still be in progress').waitFor();
    await page.getByRole('radio', { name: /State Bank of India/ }).waitFor();
    await expect(page.getByRole('button', { name: `Pay ${SHOWN}` }).isEnabled()).resolves.toBe(true);
    expect(named(api, '/repayment-commit')).toHaveLength(1);
    await screenshot(page, 'card-repay-earlier-notice');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
