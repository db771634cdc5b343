import { describe, expect, it } from 'vitest';
import { bodyOf, bridgeLog, named, openFromTestPreview, screenshot } from './support';

/** The seeded India order in status 200 (repaid, isScore 1) of product 101 (mocks/seed.ts). */
const ORDER_ID = '1006';
const PRODUCT_ID = '101';
/** §4/§9: the pop-up opens by itself; §9's rating prompt is 3 s after the details load. */
const PROMPT_WAIT_MS = 10_000;

/** The dev log panel's name in the English catalog (common.devLog). */
const DEV_LOG = 'Native bridge calls';

describe('loan details in a phone browser', () => {
  it('opens a repaid order, rates it 5 stars through the pop-up, then taps loan more', async () => {
    // 1. The test page links to the order's details.
    const { page, errors, api, query } = await openFromTestPreview(`deviceId=demo-device&isNeedPop=1&orderId=${ORDER_ID}&productId=${PRODUCT_ID}`, 'Loan details', /\/loanDetails\?/);
    expect(query.get('orderId')).toBe(ORDER_ID);
    expect(query.get('productId')).toBe(PRODUCT_ID);

    // 2. The details: the repaid banner, the product as the title, 'loan more'.
    await page.getByRole('heading', { level: 2, name: 'Repaid' }).waitFor();
    await expect.poll(() => page.title()).toBe('RupeeNow');
    await expect(page.getByTestId('loan-banner').getAttribute('data-banner')).resolves.toBe('200');
    const details = named(api, '/loan-detail');
    expect(details).toHaveLength(1);
    expect(bodyOf(details[0]!)).toEqual({ productId: PRODUCT_ID, orderId: ORDER_ID });
    await screenshot(page, 'loan-details-repaid');

    // 3. The rating pop-up opens by itself (isScore 1); five stars, Submit.
    const dialog = page.getByRole('dialog', { name: 'Enjoying our app?' });
    await dialog.waitFor({ timeout: PROMPT_WAIT_MS });
    await dialog.getByRole('radio', { name: '5 star' }).click();
    await expect(dialog.getByRole('radio', { name: '5 star' }).getAttribute('aria-checked')).resolves.toBe('true');
    await screenshot(page, 'loan-details-rating');
    const scored = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/google-score'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await scored;
    await dialog.waitFor({ state: 'detached' });
    const scores = named(api, '/google-score');
    expect(scores).toHaveLength(1);
    expect(bodyOf(scores[0]!)).toEqual({ score: '5' });
    // 4 or more stars: the native rate screen (only logged in a plain browser), no thank-you pop-up.
    await expect.poll(async () => (await bridgeLog(page, DEV_LOG)).some((entry) => entry.includes('goRate'))).toBe(true);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // 4. 'loan more': the page event (fire and forget) and the product page through the app's link scheme.
    const saved = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/pageEvent/save'));
    await page.getByRole('button', { name: 'loan more' }).click();
    const event = await saved;
    expect(bodyOf(event)).toEqual({ productId: PRODUCT_ID, moduleId: '30', positionId: '0' });
    await expect
      .poll(async () => (await bridgeLog(page, DEV_LOG)).find((entry) => entry.includes('openPage')) ?? '')
      .toContain(`loanapp://productDetail?productId=${PRODUCT_ID}`);
    expect(new URL(page.url()).pathname).toBe('/loanDetails');
    await screenshot(page, 'loan-details-loan-more');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
