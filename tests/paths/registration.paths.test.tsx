import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Captcha, CodeAnswer, LandingTemplate, RegistrationContext } from '@machines/registration/registration.machine';
import { isValidPhone } from '@machines/registration/phone';
import { outputOf, type LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import RegistrationScreen from '@/screens/registration';
import { navigation } from '@/services/navigation';
import { PROMOTION_CARRIED, PROMOTION_TRACKING, REGISTRATION_TEXT, requestsTo, toast } from '../support';
import { CHANNEL_TEMPLATE, describePaths, DEVICE_QUERY, envelope, escapeRegExp, get, post, refusal, tap, transient, whole, type StateCheckContext } from './replay';
import { CAPCODE, ENDED, registrationSpec, SENT_PHONE, SID, SMS_CODE, TEMPLATE } from './specs/registration';

// Paths wait out the 60 s countdown: longer than the default 5 s on 2 cores.
vi.setConfig({ testTimeout: 30_000 });

const TRACKING = PROMOTION_TRACKING;
const CARRIED = PROMOTION_CARRIED;
// An ad link: the device parameters in the search, the promotion's own query in the hash (§2).
const ADDRESS = `/?deviceId=dev-9&isNeedPop=1#/registerTemplate?${TRACKING}&invite_code=INV9&appName=kredit`;
/** India's copy of the spec's messages, and §8's word for a lost answer. */
const TEXT = { ...REGISTRATION_TEXT, network: 'error' };
const TRACK = { page_id: '1001', user_from: 'u77', client_type: 'android', page_type: '1', utm_tag: 'spring', app_from: 'adnet' };

/** Where the page sent the visitor (the real router still navigates). */
let go = vi.spyOn(navigation, 'go');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RegistrationContext;
const sendButton = (screen: Screen) => screen.getByRole('button', { name: /^(Get code|\d+s)$/ });
const applyButton = (screen: Screen) => screen.getByRole('button', { name: 'Apply now' });
const logged = requestsTo;

/** get-sms and register answer with their own code (§7). */
const codeAnswer = (output: CodeAnswer) => ({ code: output.code, message: output.message, data: null });

/** The toast a step raises, if it raises one (§5, §8). */
function raisedToast(event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string | null {
  if (!event || !previous) return null;
  const context = contextOf(previous);
  const phoneOk = isValidPhone('IN', context.phone);
  switch (event.type) {
    case 'user.sendCode':
      if (previous.matches({ page: { code: 'counting' } })) return TEXT.repeat;
      if (!phoneOk) return TEXT.phoneInvalid;
      return context.capcode.length === 4 ? null : TEXT.captchaInvalid;
    case 'user.apply':
      if (!phoneOk) return TEXT.phoneInvalid;
      if (context.capcode.length !== 4) return TEXT.captchaInvalid;
      return context.smsCode.length === 6 ? null : TEXT.smsInvalid;
    case 'user.refreshCaptcha':
      return previous.matches({ page: { captcha: 'shown' } }) && context.phone.trim() === '' ? TEXT.phoneInvalid : null;
    case 'xstate.done.actor.loadTemplate': {
      const output = outputOf<LoadResult<LandingTemplate>>(event);
      return output.ok ? null : output.message;
    }
    case 'xstate.done.actor.sendSms': {
      const { code, message } = outputOf<CodeAnswer>(event);
      return code === '0' ? TEXT.sent : code === '11' ? TEXT.already : message;
    }
    case 'xstate.done.actor.register': {
      const { code, message } = outputOf<CodeAnswer>(event);
      return code === '0' ? TEXT.registered : code === '11' ? TEXT.already : message;
    }
    case 'xstate.error.actor.loadTemplate':
    case 'xstate.error.actor.sendSms':
    case 'xstate.error.actor.register':
      return TEXT.network;
    default:
      return null;
  }
}

/** The one get-sms or register in flight, with exactly the fields of §7 (the phone as sent: 10 digits). */
function expectInFlight({ network }: StateCheckContext, actor: 'sendSms' | 'register') {
  expect(network.waiting(actor)).toBe(1);
  const request = network.requestsOf(actor).at(-1)!;
  expect(request.method).toBe('POST');
  const sms = {
    phone: SENT_PHONE,
    capcode: CAPCODE,
    sid: SID,
    deviceId: 'dev-9',
    appName: 'kredit',
    app_from: 'adnet',
    user_from: 'u77',
    utm_tag: 'spring',
  };
  expect(request.body).toEqual(
    actor === 'sendSms'
      ? sms
      : { ...sms, merchantNumber: '0', userName: SENT_PHONE, smsCode: SMS_CODE, invite_code: 'INV9', id: '1001' },
  );
  expect(request.query).toMatchObject(DEVICE_QUERY);
}

describePaths(registrationSpec)({
  screen: RegistrationScreen,
  address: ADDRESS,
  network: {
    loadTemplate: CHANNEL_TEMPLATE,
    loadCaptcha: get(paths.promotion('/promotion/get-sid'), (output: LoadResult<Captcha>) =>
      output.ok ? envelope({ sid: output.data.sid }, '0') : refusal(output.message, '1'),
    ),
    sendSms: post(paths.promotion('/promotion/get-sms'), codeAnswer),
    register: post(paths.promotion('/promotion/register'), codeAnswer),
  },
  before: () => {
    go.mockRestore();
    go = vi.spyOn(navigation, 'go');
  },
  gestures: {
    'user.editPhone': async ({ user, screen, event }) => {
      const field = screen.getByLabelText('Mobile number');
      await user.clear(field);
      await user.type(field, event.value);
    },
    'user.editCaptcha': async ({ user, screen, event }) => {
      const field = screen.getByLabelText('Picture code');
      await user.clear(field);
      await user.type(field, event.value);
    },
    'user.editSms': async ({ user, screen, event }) => {
      const field = screen.getByLabelText('SMS code');
      await user.clear(field);
      await user.type(field, event.value);
    },
    'user.refreshCaptcha': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: /^(Picture code, tap for a new one|Tap to load)$/ }));
    },
    'user.sendCode': tap(/^(Get code|\d+s)$/),
    'user.apply': tap('Apply now'),
    'user.retryTemplate': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    },
    'captcha.stale': () => {
      throw new Error('captcha.stale is raised by the machine, never sent');
    },
    'code.sent': () => {
      throw new Error('code.sent is raised by the machine, never sent');
    },
    'landing.answered': () => {
      throw new Error('landing.answered is raised by the machine, never sent');
    },
  },
  states: {
    // Every state: the page's title, the landing text, and the toast the step raised (exactly).
    '*': ({ screen, snapshot, event, previous }) => {
      const raised = raisedToast(event, previous);
      if (raised !== null) expect(toast()).toHaveTextContent(whole(raised));
      // Left: the address is the download page's now (this harness routes it to a fresh page).
      if (snapshot.matches('left')) return;
      expect(document.title).toBe('Register');
      const template = contextOf(snapshot).template;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(template ? TEMPLATE.title : 'Instant personal loans');
    },
    // The product's own copy paints at once; the template's id is the address's id.
    'page.landing.loading': ({ screen, network }) => {
      expect(screen.getByText('Over 3 million users. Funds within 2 hours. First-time borrowers may apply.')).toBeInTheDocument();
      expect(network.waiting('loadTemplate')).toBe(1);
      expect(network.last('loadTemplate').query).toMatchObject({ templateId: '1001', ...DEVICE_QUERY });
      expect(screen.queryByText('The offer details could not be loaded.')).toBeNull();
    },
    // The template's text.
    'page.landing.shown': ({ screen }) => {
      expect(screen.getByText(TEMPLATE.subtitle)).toBeInTheDocument();
      TEMPLATE.features.forEach((feature) => expect(screen.getByText(feature)).toBeInTheDocument());
    },
    'page.landing.unavailable': ({ screen }) => {
      expect(within(screen.getByRole('alert')).getByText('The offer details could not be loaded.')).toBeInTheDocument();
      expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByText(ENDED, { selector: 'h1' })).toBeNull();
    },
    'page.landing.failed': ({ screen }) => {
      expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    // No visit is tracked before the template request settles.
    'page.visit.untracked': () => {
      expect(logged('/promotion/track-visit')).toHaveLength(0);
    },
    // Once the template answered, whatever it answered: one track-visit with the fields of §7, or
    // none when this visit was tracked before (back from the agreement, a reload).
    'page.visit.tracked': ({ snapshot }) => {
      const visits = logged('/promotion/track-visit');
      expect(visits).toHaveLength(contextOf(snapshot).visitTracked ? 0 : 1);
      visits.forEach((visit) => expect(visit.query).toMatchObject({ ...TRACK, deviceId: 'dev-9', isNeedPop: '1' }));
    },
    'page.captcha.loading': ({ screen, network }) => {
      expect(screen.getByRole('img', { name: 'Loading picture code' })).toBeInTheDocument();
      expect(network.waiting('loadCaptcha')).toBe(1);
      expect(screen.getByLabelText('Picture code')).toHaveValue('');
    },
    // The picture of the sid get-sid answered, with a timestamp, sized before it loads.
    'page.captcha.shown': ({ screen }) => {
      const button = screen.getByRole('button', { name: 'Picture code, tap for a new one' });
      const image = button.querySelector('img')!;
      expect(image.getAttribute('src')).toMatch(new RegExp(`^${escapeRegExp(paths.app('/promotion/get-captcha'))}\\?sid=${SID}&t=\\d+$`));
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['100', '44']);
    },
    'page.captcha.failed': ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Tap to load' })).toBeEnabled();
    },
    // What the user typed is shown as kept; both buttons take a tap.
    'page.form.editing': ({ screen, snapshot }) => {
      const context = contextOf(snapshot);
      expect(screen.getByLabelText('Mobile number')).toHaveValue(context.phone);
      expect(screen.getByLabelText('Picture code')).toHaveValue(context.capcode);
      expect(screen.getByLabelText('SMS code')).toHaveValue(context.smsCode);
      expect(applyButton(screen)).toBeEnabled();
      expect(sendButton(screen)).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Registration Agreement' })).toHaveAttribute('href', `/#/agreementTemplate?${CARRIED}`);
    },
    'page.form.checkingCaptcha': transient('checkingCaptcha'),
    'page.form.checkingCodes': transient('checkingCodes'),
    // One get-sms in flight: the buttons are off, a second tap sends nothing.
    'page.form.sending': (context) => {
      expectInFlight(context, 'sendSms');
      expect(sendButton(context.screen)).toBeDisabled();
      expect(sendButton(context.screen)).toHaveAttribute('aria-busy', 'true');
      expect(applyButton(context.screen)).toBeDisabled();
    },
    // One register in flight, the click tracked with the phone first.
    'page.form.registering': (context) => {
      expectInFlight(context, 'register');
      expect(applyButton(context.screen)).toHaveAttribute('aria-busy', 'true');
      expect(applyButton(context.screen)).toBeDisabled();
      const clicks = logged('/promotion/track-click');
      expect(clicks.at(-1)!.query).toMatchObject({ ...TRACK, phone: SENT_PHONE });
    },
    'page.code.ready': ({ screen }) => {
      expect(sendButton(screen)).toHaveTextContent(new RegExp(`^${TEXT.getCode}$`));
      expect(sendButton(screen)).not.toHaveAttribute('aria-disabled');
    },
    // '<n>s' from 60 (§4); still tappable, to say why nothing is sent.
    'page.code.counting': ({ screen, event }) => {
      if (event?.type === 'xstate.done.actor.sendSms') expect(sendButton(screen)).toHaveTextContent(/^60s$/);
      expect(sendButton(screen)).toHaveTextContent(/^([1-9]|[1-5]\d|60)s$/);
      expect(sendButton(screen)).toHaveAttribute('aria-disabled', 'true');
    },
    // Registered or already registered: the download page, with the tracking parameters and the session.
    left: ({ network }) => {
      expect(go).toHaveBeenLastCalledWith(`/#/downloadTemplate?${CARRIED}`, { replace: undefined });
      expect(network.waiting('sendSms') + network.waiting('register')).toBe(0);
    },
  },
});
