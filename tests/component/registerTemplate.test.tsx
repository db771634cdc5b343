import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config';
import { loadCatalog } from '@/i18n';
import { HASH_ROUTES, hashPath } from '@/routes';
import AgreementTemplateScreen from '@/screens/agreementTemplate';
import DownloadTemplateScreen from '@/screens/downloadTemplate';
import RegisterTemplateScreen, { reportUcConversion } from '@/screens/registerTemplate';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_SMS_CODE, REGISTERED_PHONE } from '@mocks/seed';

/**
 * The promotion pages (§2 hash routes, §3-§9 registration) through their real flows against the
 * demo backend: template 1001, captcha codes handed out in turn, SMS code 123456, phone
 * 13800000000 already registered.
 */
const TRACKING = 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';
/** What the next promotion page gets: the tracking parameters and the market flag (a reload keeps the market). */
const CARRIED = `${TRACKING}&isNeedPop=1`;
const NEW_PHONE = '13912345678';
const TEXT = {
  phoneInvalid: '请正确输入手机号！',
  captchaInvalid: '请正确输入图形验证码！',
  smsInvalid: '请正确输入短信验证码！',
  repeat: '请勿重复发送验证码!',
  sent: '验证码已发送，请在手机上查看！',
  already: '您已注册,请直接下载APP登录！',
  registered: '注册成功',
  getCode: '获取验证码',
};
const COMMON = ['deviceId', 'appMarket', 'appVersion', 'token', 'appType', 'deviceName', 'osVersion', 'gid', 'platform', 'isNeedPop'];

function RouterServices() {
  const navigate = useNavigate();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  return null;
}

/** As src/app/App.tsx: a hash naming a promotion page shows it. */
function HashPages() {
  const { hash } = useLocation();
  const page = hashPath(hash);
  if (page === HASH_ROUTES.registerTemplate) return <RegisterTemplateScreen />;
  if (page === HASH_ROUTES.downloadTemplate) return <DownloadTemplateScreen />;
  if (page === HASH_ROUTES.agreementTemplate) return <AgreementTemplateScreen />;
  return <p>No page</p>;
}

function Where() {
  const { hash } = useLocation();
  return <p data-testid="where">{hash}</p>;
}

function renderAt(address: string, search = '') {
  refreshSession(search);
  return render(
    <MemoryRouter initialEntries={[`/${search}#${address}`]}>
      <RouterServices />
      <Routes>
        <Route path="/" element={<HashPages />} />
      </Routes>
      <Where />
      <ToastHost />
    </MemoryRouter>,
  );
}

const setupUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
async function settle() {
  for (let i = 0; i < 8; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toast = () => screen.getAllByRole('status').find((el) => el.classList.contains('ui-toast-region'))!;
const requestsTo = (suffix: string) => db.requests.filter((r) => r.path.endsWith(suffix));
/** A request's own fields: its body, or for GET its query without the common parameters. */
function fieldsOf(request: { method: string; query: Record<string, string>; body: Record<string, string> }) {
  if (request.method === 'POST') return request.body;
  return Object.fromEntries(Object.entries(request.query).filter(([key]) => !COMMON.includes(key)));
}
const sendButton = () => screen.getByRole('button', { name: /^(获取验证码|\d+s)$/ });
const captchaImage = () => screen.getByRole('button', { name: /^(Picture code, tap for a new one|Kode gambar, ketuk untuk yang baru)$/ }).querySelector('img')!;
/** The letters of the picture the page shows (the demo backend's answer for its sid). */
const captchaText = () => db.captcha(new URL(captchaImage().src, 'http://x').searchParams.get('sid')!)!;
const where = () => screen.getByTestId('where').textContent!;

beforeEach(() => {
  document.title = 'Loan';
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'utq');
});

describe('register template, India', () => {
  beforeEach(async () => {
    await loadCatalog('en-IN');
  });
  const open = (extra = '') => renderAt(`/registerTemplate?${TRACKING}&invite_code=INV9&appName=kredit${extra}`, '?isNeedPop=1&deviceId=dev-9');

  it('paints the landing text at once, then the template; tracks the visit; shows the captcha of get-sid', async () => {
    open();
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
  });

  it('tracks an iPhone visit as client_type ios', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15');
    open();
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

  it('says what is missing: phone, then captcha, then SMS code; refreshing the captcha needs a phone', async () => {
    const user = setupUser();
    open();
    await settle();
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    await user.click(screen.getByRole('button', { name: 'Picture code, tap for a new one' }));
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    expect(requestsTo('/promotion/get-sid')).toHaveLength(1);
    // 11 characters at most; a number starting 12 is not a mobile number (§5).
    await user.type(screen.getByLabelText('Mobile number'), '129123456789');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('12912345678');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), NEW_PHONE);
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
    expect(requestsTo('/promotion/get-sid')).toHaveLength(2);
    expect(screen.getByLabelText('Picture code')).toHaveValue('');
    expect(requestsTo('/promotion/get-sms')).toHaveLength(0);
    expect(requestsTo('/promotion/register')).toHaveLength(0);
  });

  it('registers a new phone: code sent once, 60 s countdown, every field of §7, download page', async () => {
    const user = setupUser();
    const utq = vi.fn();
    (window as unknown as { utq: unknown }).utq = utq;
    open('&uctrackid=uc-42');
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), NEW_PHONE);
    const capcode = captchaText();
    await user.type(screen.getByLabelText('Picture code'), capcode);
    const sid = new URL(captchaImage().src).searchParams.get('sid');
    // A double tap: the second lands while get-sms is in flight and sends nothing.
    await user.dblClick(sendButton());
    await settle();
    expect(requestsTo('/promotion/get-sms').map(fieldsOf)).toEqual([
      { phone: NEW_PHONE, capcode, sid, deviceId: 'dev-9', appName: 'kredit', app_from: 'adnet', user_from: 'u77', utm_tag: 'spring' },
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
        appName: 'kredit',
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
    expect(where()).toBe(`#/downloadTemplate?${CARRIED}`);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'One step left' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.kredit.app',
    );
    expect(document.title).toBe('Download the app');
  });

  it('no conversion without the UC parameter', async () => {
    const user = setupUser();
    const utq = vi.fn();
    (window as unknown as { utq: unknown }).utq = utq;
    open();
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), NEW_PHONE);
    await user.type(screen.getByLabelText('Picture code'), captchaText());
    await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(toast()).toHaveTextContent(TEXT.registered);
    expect(utq).not.toHaveBeenCalled();
  });

  it("an already registered phone: get-sms '11' says so and goes to the download page", async () => {
    const user = setupUser();
    open();
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), REGISTERED_PHONE);
    await user.type(screen.getByLabelText('Picture code'), captchaText());
    await user.click(sendButton());
    await settle();
    expect(toast()).toHaveTextContent(TEXT.already);
    expect(where()).toBe(`#/downloadTemplate?${CARRIED}`);
  });

  it("register '11' also goes to the download page", async () => {
    const user = setupUser();
    open();
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), REGISTERED_PHONE);
    await user.type(screen.getByLabelText('Picture code'), captchaText());
    await user.type(screen.getByLabelText('SMS code'), DEMO_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(requestsTo('/promotion/register')).toHaveLength(1);
    expect(toast()).toHaveTextContent(TEXT.already);
    expect(where()).toBe(`#/downloadTemplate?${CARRIED}`);
  });

  it("a wrong captcha: get-sms '101' and register '-1' toast the message and bring a new picture", async () => {
    const user = setupUser();
    open();
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), NEW_PHONE);
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
    // What was typed stays: the phone and the SMS code.
    expect(screen.getByLabelText('Mobile number')).toHaveValue(NEW_PHONE);
    expect(screen.getByLabelText('SMS code')).toHaveValue(DEMO_SMS_CODE);
    expect(where()).toMatch(/^#\/registerTemplate/);
  });

  it("the template: a refusal toasts the server's message, a network failure 'error', and Try again loads it", async () => {
    const user = setupUser();
    renderAt(`/registerTemplate?app_from=adnet&user_from=u77&utm_tag=spring&id=9999&links_id=55`, '?isNeedPop=1');
    await settle();
    expect(toast()).toHaveTextContent('This promotion has ended');
    expect(screen.getByRole('alert')).toHaveTextContent('The offer details could not be loaded.');
    // The form still works meanwhile.
    expect(screen.getByLabelText('Mobile number')).toBeEnabled();
    server.use(http.get(`*${paths.promotion('/service/channel/channel-template')}`, () => HttpResponse.error(), { once: true }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(toast()).toHaveTextContent(/^error$/);
    expect(requestsTo('/promotion/track-visit')).toHaveLength(0);
  });

  it('the agreement: a readable page with a way back; the phone typed is still there', async () => {
    const user = setupUser();
    open();
    await settle();
    await user.type(screen.getByLabelText('Mobile number'), NEW_PHONE);
    await user.click(screen.getByRole('link', { name: 'Registration Agreement' }));
    await settle();
    expect(where()).toBe(`#/agreementTemplate?${CARRIED}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Agreement' })).toBeInTheDocument();
    expect(document.title).toBe('Registration Agreement');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: 'Back to registration' }));
    await settle();
    expect(where()).toBe(`#/registerTemplate?${CARRIED}`);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(NEW_PHONE);
  });

  it('the download page: a refused template says so with a way back; no unsafe address is offered', async () => {
    server.use(
      http.get(`*${paths.promotion('/service/channel/channel-template')}`, () =>
        HttpResponse.json({ code: '00', message: 'success', data: { id: '1001', downloadUrl: 'javascript:alert(1)' } }),
      ),
    );
    renderAt(`/downloadTemplate?${TRACKING}`, '?isNeedPop=1');
    await settle();
    expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
    expect(screen.getByText('The download link is not available right now. Please find the app in your app store.')).toBeInTheDocument();
  });
});

describe('register template, Indonesia', () => {
  beforeEach(async () => {
    await loadCatalog('id-ID');
  });

  it('Indonesian copy, the quoted Chinese strings as quoted', async () => {
    const user = setupUser();
    renderAt(`/registerTemplate?${TRACKING}`, '?isNeedPop=0');
    expect(screen.getByRole('heading', { level: 1, name: 'Pinjaman tunai instan' })).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Pinjaman tunai hingga Rp15.000.000' })).toBeInTheDocument();
    expect(document.title).toBe('Daftar');
    expect(screen.getByRole('button', { name: 'Ajukan sekarang' })).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(TEXT.getCode);
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(TEXT.phoneInvalid);
    await user.type(screen.getByLabelText('Nomor HP'), NEW_PHONE);
    await user.type(screen.getByLabelText('Kode gambar'), captchaText());
    await user.click(sendButton());
    await settle();
    expect(toast()).toHaveTextContent(TEXT.sent);
    await user.click(screen.getByRole('link', { name: 'Perjanjian Pendaftaran' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Perjanjian Pendaftaran' })).toBeInTheDocument();
  });
});
