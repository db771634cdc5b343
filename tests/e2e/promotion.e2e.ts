import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyOf, named, openRecorded, screenshot } from './support';

/**
 * The promotion register template of §2 in a phone browser against the demo build (issue 19 §2,
 * §3): an ad link, or the app, opens `/#/registerTemplate?..`; the visitor types the number the way
 * people write it in that market, reads the captcha (an SVG whose <text> letters this test reads
 * from the picture's own address), asks for the code, types the demo SMS code 123456 and applies.
 * The numbers already registered are the seed's: India 98765 43210, Indonesia 0812-9876-5432.
 */
const TRACKING = 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';
/** What the app hands a page it opens: its device parameters and the header values of §7. */
const APP_SESSION = 'deviceId=app-dev-7&token=tok-3&spits=sp-1&beech=be-2&swift=sw-3&eyes=ey-4';
/** Chinese, Japanese or Korean characters: none may reach an Indian or Indonesian visitor. */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;

const MARKETS = {
  IN: {
    isNeedPop: '1',
    hero: 'Instant personal loans up to ₹80,000',
    title: 'Register',
    phone: 'Mobile number',
    captcha: 'Picture code',
    captchaPicture: 'Picture code, tap for a new one',
    sms: 'SMS code',
    getCode: 'Get code',
    apply: 'Apply now',
    sent: 'Code sent. Please check the SMS on your phone',
    registered: 'Registration successful',
    already: 'You are already registered. Please download the app and log in',
    downloadHeading: 'One step left',
    downloadButton: 'Download the app',
    /** Typed as an Indian visitor writes it; sent as its 10 digits. */
    typed: '98450 31742',
    sent10: '9845031742',
    registeredTyped: '+91 98765-43210',
    registeredSent: '9876543210',
  },
  ID: {
    isNeedPop: '0',
    hero: 'Pinjaman tunai hingga Rp15.000.000',
    title: 'Daftar',
    phone: 'Nomor HP',
    captcha: 'Kode gambar',
    captchaPicture: 'Kode gambar, ketuk untuk yang baru',
    sms: 'Kode SMS',
    getCode: 'Dapatkan kode',
    apply: 'Ajukan sekarang',
    sent: 'Kode sudah dikirim. Silakan cek SMS di HP Anda',
    registered: 'Pendaftaran berhasil',
    already: 'Anda sudah terdaftar. Silakan unduh aplikasi dan masuk',
    downloadHeading: 'Tinggal satu langkah',
    downloadButton: 'Unduh aplikasi',
    /** Typed as an Indonesian visitor writes it; sent in the 08... form. */
    typed: '0812-3456-7890',
    sent10: '081234567890',
    registeredTyped: '0812-9876-5432',
    registeredSent: '081298765432',
  },
} as const;
type Market = (typeof MARKETS)[keyof typeof MARKETS];

/** The letters of the captcha picture the page shows, read from the SVG at its address. */
async function readCaptcha(page: Page, market: Market): Promise<string> {
  const image = page.getByRole('button', { name: market.captchaPicture }).locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.getAttribute('src');
  const svg = await page.evaluate(async (url) => (await fetch(url!)).text(), src);
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('');
}

const toast = (page: Page) => page.locator('.ui-toast-region');
const visibleText = (page: Page) => page.locator('body').innerText();

/** Types the number key by key, as the visitor does, then the captcha; returns the captcha typed. */
async function typePhoneAndCaptcha(page: Page, market: Market, phone: string): Promise<string> {
  const field = page.getByLabel(market.phone);
  await field.pressSequentially(phone, { delay: 20 });
  expect(await field.inputValue()).toBe(phone);
  const capcode = await readCaptcha(page, market);
  expect(capcode).toMatch(/^[A-Z0-9]{4}$/);
  await page.getByRole('textbox', { name: market.captcha }).pressSequentially(capcode);
  return capcode;
}

/** Opens the link in a fresh tab with every API call recorded from the first. */
async function open(link: string) {
  const { page, errors, api } = await openRecorded('about:blank');
  await page.goto(link);
  return { page, errors, api };
}

async function registers(market: Market, link: string, expectedDeviceId: string | RegExp) {
  const { page, errors, api } = await open(link);
  await page.getByRole('heading', { level: 1, name: market.hero }).waitFor();
  await expect.poll(() => page.title()).toBe(market.title);

  const capcode = await typePhoneAndCaptcha(page, market, market.typed);
  await page.getByRole('button', { name: market.getCode }).click();
  await expect.poll(() => toast(page).textContent()).toBe(market.sent);
  await page.getByRole('button', { name: /^(60|59|58)s$/ }).waitFor();
  const sms = named(api, '/promotion/get-sms');
  expect(sms).toHaveLength(1);
  const smsBody = bodyOf(sms[0]!);
  expect(smsBody).toMatchObject({ phone: market.sent10, capcode, app_from: 'adnet', user_from: 'u77', utm_tag: 'spring', appName: 'kredit' });
  expect(smsBody.deviceId).toMatch(expectedDeviceId);
  // The visit was tracked once (React's StrictMode starts the page twice).
  expect(named(api, '/promotion/track-visit')).toHaveLength(1);
  expect(await visibleText(page)).not.toMatch(CJK);
  await screenshot(page, `promotion-countdown-${market.isNeedPop === '1' ? 'in' : 'id'}`);

  await page.getByLabel(market.sms).pressSequentially('123456');
  await page.getByRole('button', { name: market.apply }).click();
  await page.waitForURL(/#\/downloadTemplate\?/);
  await page.getByRole('heading', { level: 1, name: market.downloadHeading }).waitFor();
  await expect.poll(() => toast(page).textContent()).toBe(market.registered);
  const register = named(api, '/promotion/register');
  expect(register).toHaveLength(1);
  expect(bodyOf(register[0]!)).toMatchObject({
    phone: market.sent10,
    userName: market.sent10,
    merchantNumber: '0',
    smsCode: '123456',
    capcode,
    id: '1001',
    appName: 'kredit',
    deviceId: smsBody.deviceId,
  });
  expect(await page.getByRole('link', { name: market.downloadButton }).getAttribute('href')).toBe(
    'https://play.google.com/store/apps/details?id=com.kredit.app',
  );
  expect(await visibleText(page)).not.toMatch(CJK);
  await screenshot(page, `promotion-download-${market.isNeedPop === '1' ? 'in' : 'id'}`);
  expect(errors).toEqual([]);
  return { page, api };
}

async function alreadyRegistered(market: Market) {
  const { page, errors, api } = await open(`/#/registerTemplate?isNeedPop=${market.isNeedPop}&${TRACKING}`);
  await page.getByRole('heading', { level: 1, name: market.hero }).waitFor();
  await typePhoneAndCaptcha(page, market, market.registeredTyped);
  await page.getByRole('button', { name: market.getCode }).click();
  await page.waitForURL(/#\/downloadTemplate\?/);
  await expect.poll(() => toast(page).textContent()).toBe(market.already);
  await page.getByRole('heading', { level: 1, name: market.downloadHeading }).waitFor();
  expect(named(api, '/promotion/get-sms').map((request) => bodyOf(request).phone)).toEqual([market.registeredSent]);
  expect(named(api, '/promotion/register')).toEqual([]);
  expect(errors).toEqual([]);
}

describe('promotion registration in a phone browser', () => {
  it('India, from an ad: registers 98450 31742 through captcha, code and apply (an id made for the visit)', async () => {
    const { page } = await registers(MARKETS.IN, `/#/registerTemplate?isNeedPop=1&${TRACKING}`, /^h5-[a-z0-9]+$/);
    // An ad visitor has no session: the next page gets the tracking parameters and the market only.
    expect(new URL(page.url()).hash).toBe(`#/downloadTemplate?${TRACKING}&isNeedPop=1`);
  });

  it('Indonesia, opened from the app: registers 0812-3456-7890; the session rides on, through a reload', async () => {
    const { page, api } = await registers(MARKETS.ID, `/#/registerTemplate?isNeedPop=0&${TRACKING}&${APP_SESSION}`, /^app-dev-7$/);
    // Every promotion call carried the app's header values (the JSON client's spits and beech, §7).
    const promotion = api.filter((request) => new URL(request.url()).pathname.startsWith('/gw/api/v2/'));
    expect(promotion.length).toBeGreaterThanOrEqual(6);
    for (const request of promotion) {
      expect([request.headers().spits, request.headers().beech], request.url()).toEqual(['sp-1', 'be-2']);
    }
    expect(new URL(page.url()).hash).toBe(`#/downloadTemplate?${TRACKING}&isNeedPop=0&${APP_SESSION}`);
    // A reload of the download page: its call still sends the session.
    const reloaded: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/channel-template')) reloaded.push(request);
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: MARKETS.ID.downloadHeading }).waitFor();
    await expect.poll(() => reloaded.length).toBeGreaterThan(0);
    expect([reloaded[0]!.headers().spits, reloaded[0]!.headers().beech]).toEqual(['sp-1', 'be-2']);
    expect(new URL(reloaded[0]!.url()).searchParams.get('deviceId')).toBe('app-dev-7');
  });

  it('India: an already registered number, typed +91 98765-43210, lands on the download page', async () => {
    await alreadyRegistered(MARKETS.IN);
  });

  it('Indonesia: an already registered number, typed 0812-9876-5432, lands on the download page', async () => {
    await alreadyRegistered(MARKETS.ID);
  });
});
