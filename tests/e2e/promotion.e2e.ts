import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support';

/**
 * The promotion register template of §2 in a phone browser against the demo build: an ad link
 * opens `/#/registerTemplate?..`; the demo captcha is an SVG whose <text> letters a person reads
 * (and this test reads from the picture's own address); the demo SMS code is 123456; phone
 * 13800000000 is already registered (mocks/seed.ts).
 */
const TRACKING = 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';
/** What the next promotion page gets: the tracking parameters and the market flag (a reload keeps the market). */
const CARRIED = `${TRACKING}&isNeedPop=1`;
const AD_LINK = `/#/registerTemplate?isNeedPop=1&deviceId=e2e-device&${TRACKING}`;
const NEW_PHONE = '13987654321';
const REGISTERED_PHONE = '13800000000';

const bodyOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
const named = (requests: Request[], name: string) => requests.filter((request) => new URL(request.url()).pathname.endsWith(`/promotion/${name}`));

function record(page: Page): Request[] {
  const api: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) api.push(request);
  });
  return api;
}

/** The letters of the captcha picture the page shows, read from the SVG at its address. */
async function readCaptcha(page: Page): Promise<string> {
  const image = page.getByRole('button', { name: 'Picture code, tap for a new one' }).locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.getAttribute('src');
  const svg = await page.evaluate(async (url) => (await fetch(url!)).text(), src);
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('');
}

const toast = (page: Page) => page.locator('.ui-toast-region');

describe('promotion registration in a phone browser', () => {
  it('registers a new phone and lands on the download page', async () => {
    const { page, errors } = await openPage(AD_LINK);
    const api = record(page);
    await page.getByRole('heading', { level: 1, name: 'Instant personal loans up to ₹80,000' }).waitFor();
    await expect.poll(() => page.title()).toBe('Register');

    await page.getByLabel('Mobile number').fill(NEW_PHONE);
    const capcode = await readCaptcha(page);
    expect(capcode).toMatch(/^[A-Z0-9]{4}$/);
    await page.getByRole('textbox', { name: 'Picture code' }).fill(capcode);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => toast(page).textContent()).toBe('验证码已发送，请在手机上查看！');
    await page.getByRole('button', { name: /^(60|59|58)s$/ }).waitFor();
    const sms = named(api, 'get-sms');
    expect(sms).toHaveLength(1);
    expect(bodyOf(sms[0]!)).toMatchObject({ phone: NEW_PHONE, capcode, app_from: 'adnet', user_from: 'u77', utm_tag: 'spring', deviceId: 'e2e-device' });
    await screenshot(page, 'promotion-countdown');

    await page.getByLabel('SMS code').fill('123456');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/#\/downloadTemplate\?/);
    expect(new URL(page.url()).hash).toBe(`#/downloadTemplate?${CARRIED}`);
    await page.getByRole('heading', { level: 1, name: 'One step left' }).waitFor();
    await expect.poll(() => toast(page).textContent()).toBe('注册成功');
    const register = named(api, 'register');
    expect(register).toHaveLength(1);
    expect(bodyOf(register[0]!)).toMatchObject({ phone: NEW_PHONE, userName: NEW_PHONE, merchantNumber: '0', smsCode: '123456', capcode, id: '1001' });
    expect(await page.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.kredit.app',
    );
    await screenshot(page, 'promotion-download');
    expect(errors).toEqual([]);
  });

  it('an already registered phone lands on the download page with the toast', async () => {
    const { page, errors } = await openPage(AD_LINK);
    await page.getByRole('heading', { level: 1, name: 'Instant personal loans up to ₹80,000' }).waitFor();
    await page.getByLabel('Mobile number').fill(REGISTERED_PHONE);
    await page.getByRole('textbox', { name: 'Picture code' }).fill(await readCaptcha(page));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForURL(/#\/downloadTemplate\?/);
    await expect.poll(() => toast(page).textContent()).toBe('您已注册,请直接下载APP登录！');
    await page.getByRole('heading', { level: 1, name: 'One step left' }).waitFor();
    expect(errors).toEqual([]);
  });
});
