import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config';
import { HASH_ROUTES, hashPath } from '@/routes';
import PromotionAgreementScreen from '@/screens/promotionAgreement';
import PromotionDownloadScreen from '@/screens/promotionDownload';
import { DEVICE_KEY, reportUcConversion } from '@/screens/registration';
import { refreshSession } from '@/services/session';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_SMS_CODE, REGISTERED_PHONES } from '@mocks/seed';
import {
  elapse,
  openScreen,
  openSettled,
  placeHash,
  PROMOTION_CARRIED as CARRIED,
  PROMOTION_TRACKING as TRACKING,
  REGISTRATION_TEXT as TEXT,
  REGISTRATION_TEXT_ID as TEXT_ID,
  requestsTo,
  settle,
  setupUser,
  toast,
  useFakeClock,
} from '../support';

/**
 * The promotion pages (§2 hash routes, §3-§9 registration) through their real flows against the
 * demo backend: template 1001, captcha codes handed out in turn, SMS code 123456, the registered
 * numbers of the seed (India 98765 43210, Indonesia 0812-9876-5432). Phones are typed as people
 * write them and sent in the market's form (issue 19 §2).
 */

/** An Indian visitor's number as typed, and as sent. */
const TYPED = '98450 31742';
const NEW_PHONE = '9845031742';
/** The build's app name (VITE_APP_NAME, unset in tests: the default). */
const APP_NAME = 'kredit';
const COMMON = ['deviceId', 'appMarket', 'appVersion', 'token', 'appType', 'deviceName', 'osVersion', 'gid', 'platform', 'isNeedPop'];
/** The header values of §7 as an app hands them to a page it opens. */
const HEADERS = { spits: 'sp-1', beech: 'be-2', swift: 'sw-3', eyes: 'ey-4' };

/** As src/app/App.tsx: a hash naming another promotion page shows it instead of the page opened. */
const OTHER_PAGES: Readonly<Record<string, ComponentType>> = {
  [HASH_ROUTES.promotionDownload]: PromotionDownloadScreen,
  [HASH_ROUTES.promotionAgreement]: PromotionAgreementScreen,
};
function PromotionPages({ opened }: { opened: ReactNode }) {
  const Other = OTHER_PAGES[hashPath(useLocation().hash)];
  return Other ? <Other /> : opened;
}

/** The registration page at `/<search>#<hash route>`, as an ad link opens it; the flow may move on to the other promotion pages. */
const openAt = (hash: string, search = '') =>
  openScreen('registration', { address: `/${search}#${hash}`, wrap: (page) => <PromotionPages opened={page} /> });

/** An Indian ad link; an `appName` in the address is not read: the build's name is sent (issue 19 §3). */
const openIndia = (extra = '') => openAt(`/registerTemplate?${TRACKING}&invite_code=INV9&appName=fromTheAd${extra}`, '?isNeedPop=1&deviceId=dev-9');
/** An Indonesian ad link. */
const openIndonesia = () => openAt(`/registerTemplate?${TRACKING}`, '?isNeedPop=0&deviceId=dev-9');

/** The headers every promotion call arrived with, by path. */
const arrived: { path: string; headers: Record<string, string | null> }[] = [];
function recordHeaders() {
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(paths.promotion(''))) return;
    const headers = Object.fromEntries(Object.keys(HEADERS).map((name) => [name, request.headers.get(name)]));
    arrived.push({ path: pathname, headers });
  });
}

/** A request's own fields: its body, or for GET its query without the common parameters. */
function fieldsOf(request: { method: string; query: Record<string, string>; body: Record<string, string> }) {
  if (request.method === 'POST') return request.body;
  return Object.fromEntries(Object.entries(request.query).filter(([key]) => !COMMON.includes(key)));
}
const sendButton = (name: RegExp = /^(Get code|\d+s)$/) => screen.getByRole('button', { name });
const captchaImage = () => screen.getByRole('button', { name: /^(Picture code, tap for a new one|Kode gambar, ketuk untuk yang baru)$/ }).querySelector('img')!;
/** The letters of the picture the page shows (the demo backend's answer for its sid). */
const captchaText = () => db.captcha(new URL(captchaImage().src, 'http://x').searchParams.get('sid')!)!;
const query = (hash: string) => Object.fromEntries(new URLSearchParams(hash.slice(hash.indexOf('?'))));

/** With the phone typed: types the picture's letters, asks for the SMS code, types the demo's and applies. */
async function requestCodeAndApply(user: UserEvent) {
  await user.type(screen.getByLabelText('Picture code'), captchaText());
  await user.click(sendButton());
  await settle();
  await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
  await user.click(screen.getByRole('button', { name: 'Apply now' }));
  await settle();
}

useFakeClock();
beforeEach(() => {
  arrived.length = 0;
});
afterEach(() => {
  server.events.removeAllListeners();
  Reflect.deleteProperty(window, 'utq');
});

describe('register template, India', () => {
  const open = openIndia;

  it('keeps the digits of a pasted number and code: the page drops the rest before it counts', async () => {
    const user = await openSettled(() => open());
    // No maxLength to cut a paste first: it left '+91 98450' of 'Mobile: +91 98450 31742', '12345' of '123 456'.
    await user.click(screen.getByLabelText('Mobile number'));
    await user.paste('Mobile: +91 98450 31742');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value.replace(/\D/g, '')).toBe('919845031742');
    await user.click(screen.getByLabelText('SMS code'));
    await user.paste('123 456');
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
  });

  it('paints the landing text at once, then the template; tracks the visit; shows the captcha of get-sid', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Instant personal loans' })).toBeInTheDocument();
    expect(document.title).toBe('Register');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Instant personal loans up to ₹80,000' })).toBeInTheDocument();
    expect(screen.getByText('No collateral')).toBeInTheDocument();
    const [template] = requestsTo('/service/channel/channel-template');
    expect(fieldsOf(template!)).toEqual({ templateId: '1001' });
    expect(template!.query).toMatchObject({ deviceId: 'dev-9', isNeedPop: '1' });
    expect(requestsTo('/promotion/track-visit').map(fieldsOf)).toEqual([
      { page_id: '1001', user_from: 'u77', client_type: 'android', page_type: '1', utm_tag: 'spring', app_from: 'adnet' },
    ]);
    const [sid] = requestsTo('/promotion/get-sid');
    expect(fieldsOf(sid!)).toEqual({});
    const src = new URL(captchaImage().getAttribute('src')!, 'http://x');
    expect(src.pathname).toBe(paths.app('/promotion/get-captcha'));
    expect([...src.searchParams.keys()]).toEqual(['sid', 't']);
    expect(src.searchParams.get('t')).toMatch(/^\d{13}$/);
    expect(db.captcha(src.searchParams.get('sid')!)).toMatch(/^[A-Z0-9]{4}$/);
    expect(captchaImage()).toHaveAttribute('width', '100');
    expect(captchaImage()).toHaveAttribute('height', '44');
    expect(screen.getByRole('link', { name: 'Registration Agreement' })).toHaveAttribute('href', `/#/agreementTemplate?${CARRIED}`);
    // The field says what it takes, and has room for the written forms.
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('placeholder', '10 digits, e.g. 98450 31742');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('inputmode', 'tel');
  });

  it('tracks an iPhone visit as client_type ios', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15');
    await open();
    await settle();
    expect(requestsTo('/promotion/track-visit').map(fieldsOf)).toEqual([
      { page_id: '1001', user_from: 'u77', client_type: 'ios', page_type: '1', utm_tag: 'spring', app_from: 'adnet' },
    ]);
  });

  it('the conversion fires only with a UC parameter and the ad tag on the page', () => {
    expect(() => reportUcConversion('uc-1')).not.toThrow();
    const utq = vi.fn();
    (window as unknown as { utq: unknown }).utq = utq;
    reportUcConversion('');
    expect(utq).not.toHaveBeenCalled();
    reportUcConversion('uc-1');
    expect(utq).toHaveBeenCalledExactlyOnceWith('track', 'CompleteRegistration', 'uc-1');
  });

  it('says what is missing in English, naming the form: phone, then captcha, then SMS code; a captcha refresh needs only a phone typed', async () => {
    const user = await openSettled(() => open());
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    await user.click(screen.getByRole('button', { name: 'Picture code, tap for a new one' }));
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    expect(requestsTo('/promotion/get-sid')).toHaveLength(1);
    // Letters are not kept; a number starting 5 is not an Indian mobile, nor is a mainland one.
    await user.type(screen.getByLabelText('Mobile number'), '58450abc 31742');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('58450 31742');
    // Not a valid number yet, but typed: the captcha refreshes.
    await user.click(screen.getByRole('button', { name: 'Picture code, tap for a new one' }));
    await settle();
    expect(requestsTo('/promotion/get-sid')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '13912345678');
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '+91 98450-31742');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98450-31742');
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(TEXT.captchaInvalid);
    await user.type(screen.getByLabelText('Picture code'), 'ABCDE');
    expect(screen.getByLabelText('Picture code')).toHaveValue('ABCD');
    await user.type(screen.getByLabelText('SMS code'), '1234567');
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
    await user.clear(screen.getByLabelText('SMS code'));
    await user.type(screen.getByLabelText('SMS code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(toast()).toHaveTextContent(TEXT.smsInvalid);
    await user.click(screen.getByRole('button', { name: 'Picture code, tap for a new one' }));
    await settle();
    expect(requestsTo('/promotion/get-sid')).toHaveLength(3);
    expect(screen.getByLabelText('Picture code')).toHaveValue('');
    expect(requestsTo('/promotion/get-sms')).toHaveLength(0);
    expect(requestsTo('/promotion/register')).toHaveLength(0);
  });

  it('registers 98450 31742: code sent once as 10 digits, 60 s countdown, every field of §7, download page', async () => {
    const utq = vi.fn();
    (window as unknown as { utq: unknown }).utq = utq;
    const user = await openSettled(() => open('&uctrackid=uc-42'));
    await user.type(screen.getByLabelText('Mobile number'), TYPED);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(TYPED);
    const capcode = captchaText();
    await user.type(screen.getByLabelText('Picture code'), capcode);
    const sid = new URL(captchaImage().src).searchParams.get('sid');
    // A double tap: the second lands while get-sms is in flight and sends nothing.
    await user.dblClick(sendButton());
    await settle();
    expect(requestsTo('/promotion/get-sms').map(fieldsOf)).toEqual([
      { phone: NEW_PHONE, capcode, sid, deviceId: 'dev-9', appName: APP_NAME, app_from: 'adnet', user_from: 'u77', utm_tag: 'spring' },
    ]);
    expect(toast()).toHaveTextContent(TEXT.sent);
    expect(sendButton()).toHaveTextContent(/^60s$/);
    await elapse(1000);
    expect(sendButton()).toHaveTextContent(/^59s$/);
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(TEXT.repeat);
    await settle();
    expect(requestsTo('/promotion/get-sms')).toHaveLength(1);
    await elapse(58_000);
    expect(sendButton()).toHaveTextContent(/^1s$/);
    await elapse(1000);
    expect(sendButton()).toHaveTextContent(TEXT.getCode);

    await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
    const apply = screen.getByRole('button', { name: 'Apply now' });
    await user.click(apply);
    // In flight: the button is off, a second tap sends nothing.
    expect(apply).toBeDisabled();
    await user.click(apply);
    await settle();
    expect(requestsTo('/promotion/track-click').map(fieldsOf)).toEqual([
      { page_id: '1001', user_from: 'u77', client_type: 'android', page_type: '1', utm_tag: 'spring', app_from: 'adnet', phone: NEW_PHONE },
    ]);
    expect(requestsTo('/promotion/register').map(fieldsOf)).toEqual([
      {
        phone: NEW_PHONE,
        capcode,
        sid,
        deviceId: 'dev-9',
        appName: APP_NAME,
        merchantNumber: '0',
        userName: NEW_PHONE,
        smsCode: DEMO_SMS_CODE,
        invite_code: 'INV9',
        user_from: 'u77',
        id: '1001',
        app_from: 'adnet',
        utm_tag: 'spring',
      },
    ]);
    expect(toast()).toHaveTextContent(TEXT.registered);
    expect(db.isRegistered(NEW_PHONE)).toBe(true);
    expect(utq).toHaveBeenCalledWith('track', 'CompleteRegistration', 'uc-42');
    expect(placeHash()).toBe(`#/downloadTemplate?${CARRIED}`);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'One step left' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.kredit.app',
    );
    expect(document.title).toBe('Download the app');
  });

  it('no conversion without the UC parameter', async () => {
    const utq = vi.fn();
    (window as unknown as { utq: unknown }).utq = utq;
    const user = await openSettled(() => open());
    await user.type(screen.getByLabelText('Mobile number'), TYPED);
    await user.type(screen.getByLabelText('Picture code'), captchaText());
    await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(toast()).toHaveTextContent(TEXT.registered);
    expect(utq).not.toHaveBeenCalled();
  });

  it("register '11' also goes to the download page", async () => {
    const user = await openSettled(() => open());
    await user.type(screen.getByLabelText('Mobile number'), '098765 43210');
    await user.type(screen.getByLabelText('Picture code'), captchaText());
    await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(requestsTo('/promotion/register').map((r) => [r.body.phone, r.body.userName])).toEqual([['9876543210', '9876543210']]);
    expect(toast()).toHaveTextContent(TEXT.already);
    expect(placeHash()).toBe(`#/downloadTemplate?${CARRIED}`);
  });

  it("a wrong captcha: get-sms '101' and register '-1' toast the message and bring a new picture", async () => {
    const user = await openSettled(() => open());
    await user.type(screen.getByLabelText('Mobile number'), TYPED);
    const first = captchaImage().src;
    await user.type(screen.getByLabelText('Picture code'), 'ZZZZ');
    await user.click(sendButton());
    await settle();
    expect(toast()).toHaveTextContent('Wrong picture code, please try again');
    expect(captchaImage().src).not.toBe(first);
    expect(screen.getByLabelText('Picture code')).toHaveValue('');
    expect(sendButton()).toHaveTextContent(TEXT.getCode);
    const second = captchaImage().src;
    await user.type(screen.getByLabelText('Picture code'), 'ZZZZ');
    await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(requestsTo('/promotion/register')).toHaveLength(1);
    expect(toast()).toHaveTextContent('Wrong picture code, please try again');
    expect(captchaImage().src).not.toBe(second);
    // What was typed stays, as typed: the phone and the SMS code.
    expect(screen.getByLabelText('Mobile number')).toHaveValue(TYPED);
    expect(screen.getByLabelText('SMS code')).toHaveValue(DEMO_SMS_CODE);
    expect(placeHash()).toMatch(/^#\/registerTemplate/);
  });

  it("the template: a refusal toasts the server's message and still counts the visit, once; a network failure 'error'; Try again loads it", async () => {
    const user = await openSettled(() => openAt(`/registerTemplate?app_from=adnet&user_from=u77&utm_tag=spring&id=9999&links_id=55`, '?isNeedPop=1'));
    expect(toast()).toHaveTextContent('This promotion has ended');
    expect(screen.getByRole('alert')).toHaveTextContent('The offer details could not be loaded.');
    expect(requestsTo('/promotion/track-visit').map(fieldsOf)).toEqual([
      { page_id: '9999', user_from: 'u77', client_type: 'android', page_type: '1', utm_tag: 'spring', app_from: 'adnet' },
    ]);
    // The form still works meanwhile.
    expect(screen.getByLabelText('Mobile number')).toBeEnabled();
    server.use(http.get(`*${paths.promotion('/service/channel/channel-template')}`, () => HttpResponse.error(), { once: true }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(toast()).toHaveTextContent(/^error$/);
    expect(requestsTo('/promotion/track-visit')).toHaveLength(1);
  });

  it('a template that fails on the network still counts the visit', async () => {
    server.use(http.get(`*${paths.promotion('/service/channel/channel-template')}`, () => HttpResponse.error(), { once: true }));
    await open();
    await settle();
    expect(toast()).toHaveTextContent(/^error$/);
    expect(requestsTo('/promotion/track-visit').map(fieldsOf)).toEqual([
      { page_id: '1001', user_from: 'u77', client_type: 'android', page_type: '1', utm_tag: 'spring', app_from: 'adnet' },
    ]);
  });

  it("carries a download campaign's down_id on to the agreement, as it carries links_id", async () => {
    await openSettled(() => openAt('/registerTemplate?app_from=adnet&user_from=u77&utm_tag=spring&id=1001&down_id=7', '?isNeedPop=1&deviceId=dev-9'));
    expect(screen.getByRole('link', { name: 'Registration Agreement' })).toHaveAttribute(
      'href',
      '/#/agreementTemplate?app_from=adnet&user_from=u77&utm_tag=spring&id=1001&down_id=7&isNeedPop=1&deviceId=dev-9',
    );
  });

  it('the agreement: a readable page with a way back; the phone typed is still there; the visit is not counted twice', async () => {
    const user = await openSettled(() => open());
    await user.type(screen.getByLabelText('Mobile number'), TYPED);
    await user.click(screen.getByRole('link', { name: 'Registration Agreement' }));
    await settle();
    expect(placeHash()).toBe(`#/agreementTemplate?${CARRIED}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Agreement' })).toBeInTheDocument();
    expect(document.title).toBe('Registration Agreement');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: 'Back to registration' }));
    await settle();
    expect(placeHash()).toBe(`#/registerTemplate?${CARRIED}`);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(TYPED);
    expect(requestsTo('/service/channel/channel-template')).toHaveLength(2);
    expect(requestsTo('/promotion/track-visit')).toHaveLength(1);
  });

  it('the download page: a refused template says so with a way back; no unsafe address is offered', async () => {
    server.use(
      http.get(`*${paths.promotion('/service/channel/channel-template')}`, () =>
        HttpResponse.json({ code: '00', message: 'success', data: { id: '1001', downloadUrl: 'javascript:alert(1)' } }),
      ),
    );
    await openScreen('promotionDownload', { address: `/?isNeedPop=1#/downloadTemplate?${TRACKING}` });
    await settle();
    expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
    expect(screen.getByText('The download link is not available right now. Please find the app in your app store.')).toBeInTheDocument();
  });
});

describe('register template, an already registered number in each market', () => {
  it.each([
    {
      market: 'India',
      open: openIndia,
      registered: REGISTERED_PHONES.IN,
      typed: '+91 98765-43210',
      sent: '9876543210',
      labels: { phone: 'Mobile number', captcha: 'Picture code' },
      send: /^(Get code|\d+s)$/,
      already: TEXT.already,
      onDownloadPage: async () => {
        expect(placeHash()).toBe(`#/downloadTemplate?${CARRIED}`);
        await settle();
        expect(screen.getByRole('heading', { level: 1, name: 'One step left' })).toBeInTheDocument();
      },
    },
    {
      market: 'Indonesia',
      open: openIndonesia,
      registered: REGISTERED_PHONES.ID,
      typed: '+62 812-9876-5432',
      sent: '081298765432',
      labels: { phone: 'Nomor HP', captcha: 'Kode gambar' },
      send: /^(Dapatkan kode|\d+s)$/,
      already: TEXT_ID.already,
      onDownloadPage: () => expect(hashPath(placeHash())).toBe('/downloadTemplate'),
    },
  ])("$market: typed $typed, get-sms '11' says so and goes to the download page", async ({ open, registered, typed, sent, labels, send, already, onDownloadPage }) => {
    expect(registered).toBe(sent);
    const user = await openSettled(() => open());
    await user.type(screen.getByLabelText(labels.phone), typed);
    await user.type(screen.getByLabelText(labels.captcha), captchaText());
    await user.click(sendButton(send));
    await settle();
    expect(requestsTo('/promotion/get-sms').map((r) => r.body.phone)).toEqual([sent]);
    expect(toast()).toHaveTextContent(already);
    await onDownloadPage();
  });
});

describe('promotion pages opened from the app (issue 19 §3)', () => {
  const APP_SESSION = `isNeedPop=1&deviceId=app-dev-7&token=tok-3&spits=${HEADERS.spits}&beech=${HEADERS.beech}&swift=${HEADERS.swift}&eyes=${HEADERS.eyes}`;

  it("send the address's device id and the session's headers on every call, and hand the session on so a reload keeps it", async () => {
    recordHeaders();
    const user = setupUser();
    // The app opens the page with its session inside the hash (a hash route's query).
    const view = await openAt(`/registerTemplate?${TRACKING}&${APP_SESSION}`);
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), '+91 98450 31742');
    await requestCodeAndApply(user);
    for (const name of ['/promotion/get-sms', '/promotion/register']) {
      expect(requestsTo(name).map((r) => [r.body.phone, r.body.deviceId, r.body.appName])).toEqual([[NEW_PHONE, 'app-dev-7', APP_NAME]]);
      expect(requestsTo(name)[0]!.query).toMatchObject({ deviceId: 'app-dev-7', token: 'tok-3', isNeedPop: '1' });
    }
    // Every promotion call carries the JSON client's headers of §7 (spits, beech); none goes
    // through the form client, so none carries swift and eyes.
    const calls = arrived.map((call) => call.path.slice(paths.promotion('').length));
    expect(calls).toEqual(
      expect.arrayContaining(['/service/channel/channel-template', '/promotion/get-sid', '/promotion/track-visit', '/promotion/get-sms', '/promotion/track-click', '/promotion/register']),
    );
    for (const call of arrived) expect(call.headers, call.path).toEqual({ spits: HEADERS.spits, beech: HEADERS.beech, swift: null, eyes: null });

    // The download page's address carries the session on, the header values too.
    const hash = placeHash();
    expect(hashPath(hash)).toBe('/downloadTemplate');
    expect(query(hash)).toEqual({
      app_from: 'adnet',
      user_from: 'u77',
      utm_tag: 'spring',
      id: '1001',
      links_id: '55',
      isNeedPop: '1',
      deviceId: 'app-dev-7',
      token: 'tok-3',
      ...HEADERS,
    });
    // A reload of that page: the session comes back from its address, and its call sends it.
    view.unmount();
    refreshSession('');
    arrived.length = 0;
    await openScreen('promotionDownload', { address: `/${hash}` });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'One step left' })).toBeInTheDocument();
    expect(arrived).toEqual([
      { path: paths.promotion('/service/channel/channel-template'), headers: { spits: HEADERS.spits, beech: HEADERS.beech, swift: null, eyes: null } },
    ]);
    expect(requestsTo('/service/channel/channel-template').at(-1)!.query).toMatchObject({ deviceId: 'app-dev-7', token: 'tok-3' });
  });

  it('an ad visitor (no device id): one id made for the visit, sent by get-sms and register alike, kept after the agreement', async () => {
    const user = await openSettled(() => openAt(`/registerTemplate?${TRACKING}`, '?isNeedPop=1'));
    const made = sessionStorage.getItem(DEVICE_KEY);
    expect(made).toMatch(/^h5-[a-z0-9]+$/);
    // The agreement and back: the same visit, the same id.
    await user.type(screen.getByLabelText('Mobile number'), TYPED);
    await user.click(screen.getByRole('link', { name: 'Registration Agreement' }));
    await settle();
    expect(query(placeHash())).toEqual({ app_from: 'adnet', user_from: 'u77', utm_tag: 'spring', id: '1001', links_id: '55', isNeedPop: '1' });
    await user.click(screen.getByRole('link', { name: 'Back to registration' }));
    await settle();
    await requestCodeAndApply(user);
    expect(requestsTo('/promotion/get-sms').map((r) => r.body.deviceId)).toEqual([made]);
    expect(requestsTo('/promotion/register').map((r) => r.body.deviceId)).toEqual([made]);
    expect(sessionStorage.getItem(DEVICE_KEY)).toBe(made);
    expect(requestsTo('/promotion/track-visit')).toHaveLength(1);
  });
});

describe('register template, Indonesia', () => {
  const open = openIndonesia;

  it('Indonesian copy; refuses a number that is not Indonesian; registers 0812-3456-7890 as 081234567890', async () => {
    const user = setupUser();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pinjaman tunai instan' })).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Pinjaman tunai hingga Rp15.000.000' })).toBeInTheDocument();
    expect(document.title).toBe('Daftar');
    expect(screen.getByRole('button', { name: 'Ajukan sekarang' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor HP')).toHaveAttribute('placeholder', 'Diawali 08, contoh 0812-3456-7890');
    expect(sendButton(/^(Dapatkan kode|\d+s)$/)).toHaveTextContent(TEXT_ID.getCode);
    await user.click(sendButton(/^(Dapatkan kode|\d+s)$/));
    expect(toast()).toHaveTextContent(TEXT_ID.phoneInvalid);
    await user.type(screen.getByLabelText('Nomor HP'), TYPED);
    await user.type(screen.getByLabelText('Kode gambar'), captchaText());
    await user.click(sendButton(/^(Dapatkan kode|\d+s)$/));
    expect(toast()).toHaveTextContent(TEXT_ID.phoneInvalid);
    await user.clear(screen.getByLabelText('Nomor HP'));
    await user.type(screen.getByLabelText('Nomor HP'), '0812-3456-7890');
    expect(screen.getByLabelText('Nomor HP')).toHaveValue('0812-3456-7890');
    await user.click(sendButton(/^(Dapatkan kode|\d+s)$/));
    await settle();
    expect(toast()).toHaveTextContent(TEXT_ID.sent);
    const capcode = requestsTo('/promotion/get-sms')[0]!.body.capcode;
    const sid = requestsTo('/promotion/get-sms')[0]!.body.sid;
    expect(requestsTo('/promotion/get-sms').map(fieldsOf)).toEqual([
      { phone: '081234567890', capcode, sid, deviceId: 'dev-9', appName: APP_NAME, app_from: 'adnet', user_from: 'u77', utm_tag: 'spring' },
    ]);
    await user.type(screen.getByLabelText('Kode SMS'), DEMO_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Ajukan sekarang' }));
    await settle();
    expect(requestsTo('/promotion/register').map(fieldsOf)).toEqual([
      {
        phone: '081234567890',
        capcode,
        sid,
        deviceId: 'dev-9',
        appName: APP_NAME,
        merchantNumber: '0',
        userName: '081234567890',
        smsCode: DEMO_SMS_CODE,
        invite_code: '',
        user_from: 'u77',
        id: '1001',
        app_from: 'adnet',
        utm_tag: 'spring',
      },
    ]);
    expect(toast()).toHaveTextContent(TEXT_ID.registered);
    expect(placeHash()).toBe(`#/downloadTemplate?${TRACKING}&isNeedPop=0&deviceId=dev-9`);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Tinggal satu langkah' })).toBeInTheDocument();
  });

  it('the agreement in Indonesian', async () => {
    const user = await openSettled(() => open());
    await user.click(screen.getByRole('link', { name: 'Perjanjian Pendaftaran' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Perjanjian Pendaftaran' })).toBeInTheDocument();
  });
});
