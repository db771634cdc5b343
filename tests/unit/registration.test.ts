import { createActor } from 'xstate';
import {
  registrationMachine,
  trackingQuery,
  type Captcha,
  type CodeAnswer,
  type LandingTemplate,
  type RegisterRequest,
  type RegistrationInput,
  type SmsRequest,
  type TrackParams,
} from '@machines/registration/registration.machine';
import { promotionDownloadMachine } from '@machines/promotionDownload/promotionDownload.machine';
import { isValidPhone, normalisePhone, PHONE_MAX_LENGTH, phoneText } from '@machines/registration/phone';
import type { NavigateParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import { given, held, recordEffects, toastText } from '../support/actors';
import { useFakeClock } from '../support/clock';
import { REGISTRATION_INPUT } from '../support/fixtures';
import { VISITOR_PHONE } from '../support/registrationCopy';

const TEMPLATE: LandingTemplate = {
  id: '1001',
  title: 'Loans',
  subtitle: 'Fast',
  features: ['a'],
  buttonText: 'Apply',
  agreementTitle: 'Agreement',
  downloadUrl: 'https://play.example/app',
};
const INPUT = REGISTRATION_INPUT;
/** As an Indian visitor types it, and as it is sent (issue 19 §2). */
const TYPED = VISITOR_PHONE.typed;
const PHONE = VISITOR_PHONE.sent;

/** A request answered by hand whose answer and fail return once the machine has taken it in (two microtasks). */
function heard<TIn, TOut>() {
  const request = held<TIn, TOut>();
  const taken = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    ...request,
    answer: (value: TOut) => {
      request.answer(value);
      return taken();
    },
    fail: () => {
      request.fail();
      return taken();
    },
  };
}

async function start(input: Partial<RegistrationInput> = {}) {
  const template = heard<{ templateId: string }, LoadResult<LandingTemplate>>();
  const captcha = heard<unknown, LoadResult<Captcha>>();
  const sms = heard<SmsRequest, CodeAnswer>();
  const register = heard<RegisterRequest, CodeAnswer>();
  const { actions, log } = recordEffects({
    toast: toastText,
    navigate: given<NavigateParams>,
    trackVisit: given<TrackParams>,
    trackClick: given<TrackParams>,
    reportConversion: ({ ucTrackId }: { ucTrackId: string }) => ucTrackId,
  });
  const actor = createActor(
    registrationMachine.provide({
      actors: { loadTemplate: template.logic, loadCaptcha: captcha.logic, sendSms: sms.logic, register: register.logic },
      actions,
    }),
    { input: { ...INPUT, ...input } },
  );
  actor.start();
  await captcha.answer({ ok: true, data: { sid: 'sid1', imageUrl: '/c?sid=sid1&t=1' } });
  const fill = (phone = TYPED, capcode = '7K3P', smsCode = '') => {
    actor.send({ type: 'user.editPhone', value: phone });
    actor.send({ type: 'user.editCaptcha', value: capcode });
    actor.send({ type: 'user.editSms', value: smsCode });
  };
  return {
    actor,
    template,
    captcha,
    sms,
    register,
    toasts: log.toast,
    navigations: log.navigate,
    visits: log.trackVisit,
    clicks: log.trackClick,
    conversions: log.reportConversion,
    fill,
  };
}

useFakeClock();

describe('phone rule (issue 19 §2: the market\'s own mobile numbers, replacing §5/§9\'s 1[3-9] pattern)', () => {
  it('India: 10 digits starting 6-9, typed bare or with +91, 91 or 0, spaces and dashes anywhere; sends the 10 digits', () => {
    for (const typed of [
      '9845031742',
      '98450 31742',
      '98450-31742',
      '+91 98450 31742',
      '+91-98450-31742',
      '+919845031742',
      '91 98450 31742',
      '919845031742',
      '0 98450 31742',
      '09845031742',
      ' 984 503 1742 ',
    ]) {
      expect(normalisePhone('IN', typed), typed).toBe('9845031742');
    }
    for (const first of ['6', '7', '8']) expect(normalisePhone('IN', `${first}123456789`)).toBe(`${first}123456789`);
    for (const typed of [
      '5845031742', // starts 5
      '984503174', // 9 digits
      '98450317421', // 11 digits
      '+91 5845031742',
      '+92 9845031742', // another country
      '0091 9845031742',
      '9845+031742', // + only in front
      '98450.31742', // dots are not how the field is written
      '13912345678', // the spec's mainland pattern
      '',
      '+91',
    ]) {
      expect(normalisePhone('IN', typed), typed).toBeNull();
    }
  });

  it('Indonesia: 08 then 8-11 digits, or +62 8... / 62 8...; sends the 08... form', () => {
    for (const typed of ['0812-3456-7890', '081234567890', '0812 3456 7890', '+62 812-3456-7890', '+6281234567890', '62 812 3456 7890', '6281234567890']) {
      expect(normalisePhone('ID', typed), typed).toBe('081234567890');
    }
    expect(normalisePhone('ID', '0812345678')).toBe('0812345678'); // 08 + 8 digits
    expect(normalisePhone('ID', '0812345678901')).toBe('0812345678901'); // 08 + 11 digits
    expect(normalisePhone('ID', '+62 812-3456-78901')).toBe('0812345678901');
    for (const typed of [
      '081234567', // 08 + 7 digits
      '08123456789012', // 08 + 12 digits
      '0712-3456-7890', // not a mobile (07)
      '+62 0812-3456-7890', // the trunk 0 after the country code
      '+62 712 3456 7890',
      '812-3456-7890', // no 0 or 62 in front
      '9845031742', // an Indian number
      '',
    ]) {
      expect(normalisePhone('ID', typed), typed).toBeNull();
    }
    // An Indonesian number is not an Indian one, and the other way round.
    expect(isValidPhone('IN', '0812-3456-7890')).toBe(false);
    expect(isValidPhone('ID', '98450 31742')).toBe(false);
  });

  it('the field keeps the characters of a phone, up to room for the written forms of its market', () => {
    expect(phoneText('IN', '+91 (98450) 31742 abc')).toBe('+91 98450 31742 ');
    expect(PHONE_MAX_LENGTH).toEqual({ IN: 18, ID: 20 });
    expect(phoneText('IN', '+91 984-503-1742')).toBe('+91 984-503-1742');
    expect(phoneText('ID', '+62-812-3456-789-01')).toBe('+62-812-3456-789-01');
    expect(phoneText('IN', '1'.repeat(30))).toHaveLength(18);
    expect(phoneText('ID', '1'.repeat(30))).toHaveLength(20);
  });
});

describe('registration machine', () => {
  it('loads the template by the address id and tracks the visit once it came', async () => {
    const page = await start();
    expect(page.template.calls).toEqual([{ templateId: '1001' }]);
    await page.template.answer({ ok: true, data: TEMPLATE });
    expect(page.actor.getSnapshot().matches({ page: { landing: 'shown' } })).toBe(true);
    expect(page.visits).toEqual([{ page_id: '1001', user_from: 'u1', client_type: 'android', page_type: '1', utm_tag: 'tag', app_from: 'ad' }]);
  });

  it('toasts the server message on a refused template, "error" on a network fault, and retries; the visit is tracked once, at the first answer', async () => {
    const page = await start();
    expect(page.visits).toEqual([]);
    await page.template.answer({ ok: false, message: 'Promotion ended' });
    expect(page.toasts).toEqual(['Promotion ended']);
    // A refused template is still a visit (issue 19 §3: whatever the template answers).
    expect(page.visits).toEqual([{ page_id: '1001', user_from: 'u1', client_type: 'android', page_type: '1', utm_tag: 'tag', app_from: 'ad' }]);
    page.actor.send({ type: 'user.retryTemplate' });
    await page.template.fail();
    expect(page.toasts).toEqual(['Promotion ended', 'common.networkError']);
    expect(page.actor.getSnapshot().matches({ page: { landing: 'failed' } })).toBe(true);
    page.actor.send({ type: 'user.retryTemplate' });
    await page.template.answer({ ok: true, data: TEMPLATE });
    expect(page.actor.getSnapshot().matches({ page: { landing: 'shown' } })).toBe(true);
    expect(page.visits).toHaveLength(1);
  });

  it('tracks a visit whose template failed on the network', async () => {
    const page = await start();
    await page.template.fail();
    expect(page.visits).toHaveLength(1);
    expect(page.actor.getSnapshot().matches({ page: { visit: 'tracked' } })).toBe(true);
  });

  it('does not track a visit already tracked before this page (back from the agreement, a reload)', async () => {
    const page = await start({ visitTracked: true });
    expect(page.actor.getSnapshot().matches({ page: { visit: 'tracked' } })).toBe(true);
    await page.template.answer({ ok: true, data: TEMPLATE });
    expect(page.visits).toEqual([]);
  });

  it('keeps inputs to their limits: the characters of a phone up to the market\'s room, captcha 4, SMS digits 6', async () => {
    const page = await start();
    page.fill('+91 (98450) 31742 x', '7k3p9', '12a34567');
    const { context } = page.actor.getSnapshot();
    expect([context.phone, context.capcode, context.smsCode]).toEqual(['+91 98450 31742 ', '7k3p', '123456']);
    page.fill('9'.repeat(25));
    expect(page.actor.getSnapshot().context.phone).toBe('9'.repeat(18));
    const indonesia = await start({ market: 'ID', phone: '+62 812-3456-7890 and more digits 1234' });
    expect(indonesia.actor.getSnapshot().context.phone).toBe('+62 812-3456-7890   ');
  });

  it('refuses send code without a valid phone of the market, then without a 4-character captcha', async () => {
    const page = await start();
    for (const wrong of ['', '13912345678', '0812-3456-7890', '5845031742']) {
      page.fill(wrong, '7K3P');
      page.actor.send({ type: 'user.sendCode' });
    }
    page.fill(TYPED, '7K3');
    page.actor.send({ type: 'user.sendCode' });
    expect(page.toasts).toEqual([...Array<string>(4).fill('registration.phoneInvalid'), 'registration.captchaInvalid']);
    expect(page.sms.calls).toEqual([]);
  });

  it('Indonesia: 0812-3456-7890 and +62 812-3456-7890 are sent as 081234567890', async () => {
    for (const typed of ['0812-3456-7890', '+62 812-3456-7890']) {
      const page = await start({ market: 'ID' });
      page.fill(typed, '7K3P', '123456');
      page.actor.send({ type: 'user.sendCode' });
      expect(page.sms.calls.map((call) => call.phone)).toEqual(['081234567890']);
      expect(page.actor.getSnapshot().context.phone).toBe(typed);
      await page.sms.answer({ code: '0', message: 'sent' });
      page.actor.send({ type: 'user.apply' });
      expect(page.register.calls).toEqual([expect.objectContaining({ phone: '081234567890', userName: '081234567890' })]);
      expect(page.clicks).toEqual([expect.objectContaining({ phone: '081234567890' })]);
    }
  });

  it('sends the code once, counts 60 s while a second send is refused, then allows it again', async () => {
    const page = await start();
    page.fill();
    page.actor.send({ type: 'user.sendCode' });
    page.actor.send({ type: 'user.sendCode' });
    expect(page.sms.calls).toEqual([
      { phone: PHONE, capcode: '7K3P', sid: 'sid1', deviceId: 'dev-1', appName: 'kredit', app_from: 'ad', user_from: 'u1', utm_tag: 'tag' },
    ]);
    await page.sms.answer({ code: '0', message: 'sent' });
    expect(page.toasts).toEqual(['registration.smsSent']);
    expect(page.actor.getSnapshot().matches({ page: { code: 'counting' } })).toBe(true);
    page.actor.send({ type: 'user.sendCode' });
    expect(page.toasts.at(-1)).toBe('sms.repeat');
    expect(page.sms.pending()).toBe(0);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(page.actor.getSnapshot().matches({ page: { code: 'counting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.actor.getSnapshot().matches({ page: { code: 'ready' } })).toBe(true);
    page.actor.send({ type: 'user.sendCode' });
    expect(page.sms.calls).toHaveLength(2);
  });

  it("get-sms '101' toasts the message and refreshes the captcha; '11' goes to the download page", async () => {
    const page = await start();
    page.fill();
    page.actor.send({ type: 'user.sendCode' });
    await page.sms.answer({ code: '101', message: 'Wrong picture code' });
    expect(page.toasts).toEqual(['Wrong picture code']);
    expect(page.actor.getSnapshot().matches({ page: { captcha: 'loading' } })).toBe(true);
    expect(page.actor.getSnapshot().context.capcode).toBe('');
    await page.captcha.answer({ ok: true, data: { sid: 'sid2', imageUrl: '/c?sid=sid2' } });
    page.actor.send({ type: 'user.editCaptcha', value: 'M4XE' });
    page.actor.send({ type: 'user.sendCode' });
    expect(page.sms.calls.at(-1)).toMatchObject({ sid: 'sid2', capcode: 'M4XE' });
    await page.sms.answer({ code: '11', message: 'registered' });
    expect(page.toasts.at(-1)).toBe('registration.alreadyRegistered');
    expect(page.navigations).toEqual([{ route: 'promotionDownload', query: { app_from: 'ad', user_from: 'u1', utm_tag: 'tag', id: '1001', links_id: '55' } }]);
  });

  it('refreshing the captcha needs a phone entered, not a valid one', async () => {
    const page = await start();
    page.actor.send({ type: 'user.refreshCaptcha' });
    page.fill('   ', '');
    page.actor.send({ type: 'user.refreshCaptcha' });
    expect(page.toasts).toEqual(['registration.phoneInvalid', 'registration.phoneInvalid']);
    expect(page.captcha.calls).toHaveLength(1);
    page.fill('98', '');
    page.actor.send({ type: 'user.refreshCaptcha' });
    expect(page.captcha.calls).toHaveLength(2);
    expect(page.toasts).toHaveLength(2);
  });

  it('apply checks phone, captcha and SMS code in turn', async () => {
    const page = await start();
    page.fill('98450 3174', '7K3P', '123456');
    page.actor.send({ type: 'user.apply' });
    page.fill(TYPED, '7K', '123456');
    page.actor.send({ type: 'user.apply' });
    page.fill(TYPED, '7K3P', '12345');
    page.actor.send({ type: 'user.apply' });
    expect(page.toasts).toEqual(['registration.phoneInvalid', 'registration.captchaInvalid', 'registration.smsInvalid']);
    expect(page.register.calls).toEqual([]);
    expect(page.clicks).toEqual([]);
  });

  it('registers once with every field of §7 (the phone as sent), tracks the click, toasts and goes to download', async () => {
    const page = await start();
    page.fill(TYPED, '7K3P', '123456');
    page.actor.send({ type: 'user.apply' });
    page.actor.send({ type: 'user.apply' });
    expect(page.register.calls).toEqual([
      {
        phone: PHONE,
        capcode: '7K3P',
        sid: 'sid1',
        deviceId: 'dev-1',
        appName: 'kredit',
        merchantNumber: '0',
        userName: PHONE,
        smsCode: '123456',
        invite_code: 'INV9',
        user_from: 'u1',
        id: '1001',
        app_from: 'ad',
        utm_tag: 'tag',
      },
    ]);
    expect(page.clicks).toEqual([{ page_id: '1001', user_from: 'u1', client_type: 'android', page_type: '1', utm_tag: 'tag', app_from: 'ad', phone: PHONE }]);
    await page.register.answer({ code: '0', message: 'ok' });
    expect(page.toasts).toEqual(['registration.registered']);
    expect(page.conversions).toEqual(['']);
    expect(page.navigations.map((n) => n.route)).toEqual(['promotionDownload']);
    expect(page.actor.getSnapshot().matches('left')).toBe(true);
  });

  it('hands the UC parameter to the conversion on success', async () => {
    const page = await start({ ucTrackId: 'uc-42' });
    page.fill(TYPED, '7K3P', '123456');
    page.actor.send({ type: 'user.apply' });
    await page.register.answer({ code: '0', message: 'ok' });
    expect(page.conversions).toEqual(['uc-42']);
  });

  it("register '-1' refreshes the captcha keeping phone and code; '11' goes to download; other codes stay", async () => {
    const page = await start();
    page.fill(TYPED, '7K3P', '123456');
    page.actor.send({ type: 'user.apply' });
    await page.register.answer({ code: '-1', message: 'Wrong picture code' });
    expect(page.toasts).toEqual(['Wrong picture code']);
    expect(page.actor.getSnapshot().matches({ page: { captcha: 'loading', form: 'editing' } })).toBe(true);
    expect(page.actor.getSnapshot().context).toMatchObject({ phone: TYPED, smsCode: '123456', capcode: '' });
    await page.captcha.answer({ ok: true, data: { sid: 'sid2', imageUrl: '' } });
    page.actor.send({ type: 'user.editCaptcha', value: 'M4XE' });
    page.actor.send({ type: 'user.apply' });
    await page.register.answer({ code: '2', message: 'Wrong SMS code' });
    expect(page.toasts.at(-1)).toBe('Wrong SMS code');
    page.actor.send({ type: 'user.apply' });
    await page.register.fail();
    expect(page.toasts.at(-1)).toBe('common.networkError');
    page.actor.send({ type: 'user.apply' });
    await page.register.answer({ code: '11', message: '' });
    expect(page.toasts.at(-1)).toBe('registration.alreadyRegistered');
    expect(page.navigations.map((n) => n.route)).toEqual(['promotionDownload']);
  });

  it('hands the tracking parameters on (links_id or down_id as given)', () => {
    expect(trackingQuery({ app_from: 'a', user_from: 'u', utm_tag: 't', id: '1', down_id: '9' })).toEqual({ app_from: 'a', user_from: 'u', utm_tag: 't', id: '1', down_id: '9' });
  });
});

describe('download machine', () => {
  it('loads the template and retries after a fault', async () => {
    const load = heard<{ templateId: string }, LoadResult<LandingTemplate>>();
    const actor = createActor(promotionDownloadMachine.provide({ actors: { loadTemplate: load.logic } }), { input: { templateId: '1001' } });
    actor.start();
    await load.fail();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    await load.answer({ ok: true, data: TEMPLATE });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(load.calls).toEqual([{ templateId: '1001' }, { templateId: '1001' }]);
  });
});
