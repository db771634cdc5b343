import { and, assign, fromPromise, raise, sendTo, setup, stateIn } from 'xstate';
import { countdownMachine, countdownSeconds } from '../countdown/countdown.machine';
import { effects, navigate, toast } from '../shared/effects';
import { loadedData, outputOf, type LoadResult } from '../shared/load';
import { toastServerMessage } from '../shared/toastServerMessage';
import { isValidPhone, normalisePhone, PHONE_MAX_LENGTH, phoneText, type PhoneMarket } from './phone';
import { trackingQuery, type Tracking } from './tracking';
import { registrationWords } from './registration.words';

export { trackingQuery, type Tracking };

/**
 * The promotion register template (§2 "Promotion register template", §3 registration form, §4 SMS
 * countdown and registration result, §5, §7 Promotion, §8, §9).
 *
 * Five regions of `page` run side by side: the landing config (`landing`), the visit's tracking
 * (`visit`), the picture captcha (`captcha`), the form with its two requests (`form`), and the SMS
 * countdown (`code`, the countdown machine invoked as the child `countdown` while it counts). The
 * phone is kept as typed ('+91 98450-31742'); what is sent is the market's form of it (./phone). A
 * request in flight (`form.sending`, `form.registering`) has no transition for the event that
 * started it, so a second tap sends nothing.
 */

/** §5 / §9: the captcha and SMS code lengths. */
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;
export { PHONE_MAX_LENGTH };

/** §7/§8 answer codes of get-sms and register. */
export const SMS_SENT = '0';
export const SMS_WRONG_CAPTCHA = '101';
export const ALREADY_REGISTERED = '11';
export const REGISTERED = '0';
export const REGISTER_WRONG_CAPTCHA = '-1';

/** The landing config of §3: its id; the rest is what the demo and real templates carry. */
export interface LandingTemplate {
  id: string;
  title: string;
  subtitle: string;
  features: string[];
  buttonText: string;
  agreementTitle: string;
  /** Already through safeUrl: '' when missing or unsafe. */
  downloadUrl: string;
}

export interface RegistrationInput {
  market: PhoneMarket;
  tracking: Tracking;
  /** §6: passed through to register as given. */
  inviteCode: string;
  /** The ad platform's click id (docs/spec-notes.md): the conversion fires only with it. */
  ucTrackId: string;
  /** The address's device id, else an id made for the visit (the binding's). */
  deviceId: string;
  /** The build's app name (VITE_APP_NAME). */
  appName: string;
  clientType: 'ios' | 'android';
  /** A phone typed before the visitor left for the agreement (kept by the binding). */
  phone?: string;
  /** This visit was already tracked (the page was left for the agreement and came back, or reloaded). */
  visitTracked?: boolean;
  /**
   * Seconds left of the countdown of a code asked before a reload (kept by the binding): the code
   * may be on its way, so the countdown resumes and no new one is asked until it ends (§4). 0 or
   * none: no code is waited for.
   */
  codeWait?: number;
}

/** get-sid plus the image address the binding built from it (sid and a timestamp). */
export interface Captcha {
  sid: string;
  imageUrl: string;
}

/** A get-sms or register answer: its code and the server's message. */
export interface CodeAnswer {
  code: string;
  message: string;
}

export interface SmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}

export interface RegisterRequest extends SmsRequest {
  merchantNumber: '0';
  userName: string;
  smsCode: string;
  invite_code: string;
  id: string;
}

export interface TrackParams {
  page_id: string;
  user_from: string;
  client_type: 'ios' | 'android';
  page_type: '1';
  utm_tag: string;
  app_from: string;
  phone?: string;
}

export interface RegistrationContext extends Omit<RegistrationInput, 'phone' | 'visitTracked' | 'codeWait'> {
  /** The phone as typed (spaces, dashes, country code and all). */
  phone: string;
  /** The visit was tracked before this page started (the input's); this page then tracks nothing. */
  visitTracked: boolean;
  capcode: string;
  smsCode: string;
  template: LandingTemplate | null;
  captcha: Captcha | null;
  /** Seconds left of a countdown resumed after a reload; 0 once it has started (the next one is 60). */
  codeWait: number;
}

export type RegistrationEvent =
  | { type: 'user.editPhone'; value: string }
  | { type: 'user.editCaptcha'; value: string }
  | { type: 'user.editSms'; value: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.sendCode' }
  | { type: 'user.apply' }
  | { type: 'user.retryTemplate' }
  /** Internal: raised by the form when the server says the captcha was wrong. */
  | { type: 'captcha.stale' }
  /** Internal: raised by the form when a code was sent; the countdown starts. */
  | { type: 'code.sent' }
  /** Internal: raised by the landing region when the template request settled, whatever its answer. */
  | { type: 'landing.answered' };


export function trackParams(context: RegistrationContext, phone?: string): TrackParams {
  return {
    page_id: context.tracking.id,
    user_from: context.tracking.user_from,
    client_type: context.clientType,
    page_type: '1',
    utm_tag: context.tracking.utm_tag,
    app_from: context.tracking.app_from,
    ...(phone === undefined ? {} : { phone }),
  };
}

/** The number as it is sent: India's 10 digits, Indonesia's 08... form ('' before it is valid). */
export function sentPhone(context: Pick<RegistrationContext, 'market' | 'phone'>): string {
  return normalisePhone(context.market, context.phone) ?? '';
}

function smsRequestOf(context: RegistrationContext): SmsRequest {
  return {
    phone: sentPhone(context),
    capcode: context.capcode,
    sid: context.captcha?.sid ?? '',
    deviceId: context.deviceId,
    appName: context.appName,
    app_from: context.tracking.app_from,
    user_from: context.tracking.user_from,
    utm_tag: context.tracking.utm_tag,
  };
}

/** §7 register: every field, merchantNumber 0 and the phone as userName. */
export function registerRequestOf(context: RegistrationContext): RegisterRequest {
  return {
    ...smsRequestOf(context),
    merchantNumber: '0',
    userName: sentPhone(context),
    smsCode: context.smsCode,
    invite_code: context.inviteCode,
    id: context.tracking.id,
  };
}

const toDownload = navigate(({ context }: { context: RegistrationContext }) => ({
  route: 'promotionDownload',
  query: trackingQuery(context.tracking),
}));

const codeOf = (event: unknown) => String(outputOf<CodeAnswer>(event).code).trim();

/**
 * What the code request and the registration both do with a refusal (§5): a number already
 * registered goes on to the download page; a wrong captcha (by the request's own code) shows the
 * server's message and a new picture; any other refusal its message. A network fault says 'error'.
 */
const refusedAnswers = (wrongCaptcha: 'isSmsWrongCaptcha' | 'isRegisterWrongCaptcha') =>
  [
    { guard: 'isAlreadyRegistered', target: '#registration.left', actions: [toast('registration.alreadyRegistered'), toDownload] },
    { guard: wrongCaptcha, target: 'editing', actions: [toastServerMessage('common.networkError'), 'refreshCaptcha'] },
    { target: 'editing', actions: toastServerMessage('common.networkError') },
  ] as const;
const networkFault = { target: 'editing', actions: toast('common.networkError') } as const;


export const registrationMachine = setup({
  types: {} as { context: RegistrationContext; events: RegistrationEvent; input: RegistrationInput },
  actors: {
    loadTemplate: fromPromise<LoadResult<LandingTemplate>, { templateId: string }>(async () => ({ ok: false, message: '' })),
    loadCaptcha: fromPromise<LoadResult<Captcha>>(async () => ({ ok: false, message: '' })),
    sendSms: fromPromise<CodeAnswer, SmsRequest>(async () => ({ code: '', message: '' })),
    register: fromPromise<CodeAnswer, RegisterRequest>(async () => ({ code: '', message: '' })),
    countdown: countdownMachine,
  },
  actions: {
    ...effects,
    /** Injected: track-visit and track-click (§7), fire and forget. */
    trackVisit: (_, _params: TrackParams) => {},
    trackClick: (_, _params: TrackParams) => {},
    /**
     * Injected: the ad platform's registration conversion, which fires only when the address has
     * the UC parameter (empty `ucTrackId`: nothing is reported; docs/spec-notes.md).
     */
    reportConversion: (_, _params: { ucTrackId: string }) => {},
    setTemplate: assign({
      template: ({ event }) => loadedData<LandingTemplate>(event),
    }),
    setCaptcha: assign({
      captcha: ({ event }) => loadedData<Captcha>(event),
    }),
    /** A new picture: the old answer cannot match it. */
    clearCaptcha: assign({ captcha: null, capcode: '' }),
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'user.editPhone' ? phoneText(context.market, event.value) : context.phone),
    }),
    setCapcode: assign({
      capcode: ({ context, event }) =>
        event.type === 'user.editCaptcha' ? event.value.replace(/[^0-9a-z]/gi, '').slice(0, CAPTCHA_LENGTH) : context.capcode,
    }),
    setSmsCode: assign({
      smsCode: ({ context, event }) =>
        event.type === 'user.editSms' ? event.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH) : context.smsCode,
    }),
    startCountdown: sendTo('countdown', { type: 'user.tapSend' }),
    refreshCaptcha: raise({ type: 'captcha.stale' }),
    clearCodeWait: assign({ codeWait: 0 }),
    announceAnswer: raise({ type: 'landing.answered' }),
  },
  guards: {
    isLoaded: ({ event }) => outputOf<LoadResult>(event).ok,
    isPhoneValid: ({ context }) => isValidPhone(context.market, context.phone),
    isPhoneEntered: ({ context }) => context.phone.trim() !== '',
    isVisitTracked: ({ context }) => context.visitTracked,
    isCaptchaTyped: ({ context }) => context.capcode.length === CAPTCHA_LENGTH,
    isSmsCodeTyped: ({ context }) => context.smsCode.length === SMS_CODE_LENGTH,
    isCounting: stateIn('#registration.page.code.counting'),
    isCodeWaiting: ({ context }) => context.codeWait > 0,
    isSmsSent: ({ event }) => codeOf(event) === SMS_SENT,
    isSmsWrongCaptcha: ({ event }) => codeOf(event) === SMS_WRONG_CAPTCHA,
    isAlreadyRegistered: ({ event }) => codeOf(event) === ALREADY_REGISTERED,
    isRegistered: ({ event }) => codeOf(event) === REGISTERED,
    isRegisterWrongCaptcha: ({ event }) => codeOf(event) === REGISTER_WRONG_CAPTCHA,
  },
  delays: {
    /** §4/§9: the SMS countdown, 60 ticks of a second. */
    countdown: ({ context }) => countdownSeconds(context.codeWait || undefined) * 1000,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    market: input.market,
    tracking: input.tracking,
    inviteCode: input.inviteCode,
    ucTrackId: input.ucTrackId,
    deviceId: input.deviceId,
    appName: input.appName,
    clientType: input.clientType,
    phone: phoneText(input.market, input.phone ?? ''),
    visitTracked: input.visitTracked ?? false,
    capcode: '',
    smsCode: '',
    template: null,
    captcha: null,
    codeWait: input.codeWait === undefined || input.codeWait <= 0 ? 0 : countdownSeconds(input.codeWait),
  }),
  initial: 'page',
  states: {
    page: {
      description: 'The promotion page: the offer, the form (mobile number, picture code, SMS code with Get code), Apply now and the agreement link',
      type: 'parallel',
      states: {
        /** The landing config (§7 channel-template): the form works whatever becomes of it. */
        landing: {
          description: 'The offer at the top of the page',
          initial: 'loading',
          states: {
            loading: {
              description: "The product's own offer, until the promotion's comes",
              tags: ['loading'],
              invoke: {
                id: 'loadTemplate',
                src: 'loadTemplate',
                input: ({ context }) => ({ templateId: context.tracking.id }),
                onDone: [
                  { guard: 'isLoaded', target: 'shown', actions: ['setTemplate', 'announceAnswer'] },
                  // §8: a non-'00' answer toasts the server's message.
                  { target: 'unavailable', actions: [toastServerMessage('common.networkError'), 'announceAnswer'] },
                ],
                // §8: a network failure toasts 'error'.
                onError: { target: 'failed', actions: [toast('common.networkError'), 'announceAnswer'] },
              },
            },
            shown: { description: "The promotion's offer: title, text and features" },
            unavailable: {
              description: "After the server's message: the product's own offer, 'The offer details could not be loaded.' and Retry",
              on: { 'user.retryTemplate': 'loading' },
            },
            failed: {
              description: "After 'error' (network fault): the product's own offer, 'The offer details could not be loaded.' and Retry",
              on: { 'user.retryTemplate': 'loading' },
            },
          },
        },
        /**
         * The visit (§7 track-visit): tracked once, when the template request first settles, whatever
         * it answered (the offer, a refusal, a fault). Not when the page opens: React StrictMode starts
         * a page twice, and the first template request is aborted, so it never answers. A visit that
         * was tracked before this page (back from the agreement, a reload) is not tracked again.
         */
        visit: {
          description: 'The visit, counted once for the promotion (nothing shows)',
          initial: 'untracked',
          states: {
            untracked: {
              description: "The visit is not counted yet: it is when the offer's answer comes",
              always: { guard: 'isVisitTracked', target: 'tracked' },
              on: {
                'landing.answered': { target: 'tracked', actions: { type: 'trackVisit', params: ({ context }) => trackParams(context) } },
              },
            },
            tracked: { description: 'The visit is counted' },
          },
        },
        /** The picture captcha (§7 get-sid, then the image with sid and a timestamp). */
        captcha: {
          description: 'The picture code beside its field',
          initial: 'loading',
          on: { 'captcha.stale': { target: '.loading', actions: 'clearCaptcha' } },
          states: {
            loading: {
              description: 'A spinner in place of the picture',
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: [{ guard: 'isLoaded', target: 'shown', actions: 'setCaptcha' }, { target: 'failed' }],
                onError: { target: 'failed' },
              },
            },
            shown: {
              description: 'The picture; a tap asks for a new one',
              on: {
                // §5: refreshing the captcha requires a phone entered (any text: a valid one is checked on send).
                'user.refreshCaptcha': [
                  { guard: 'isPhoneEntered', target: 'loading', actions: 'clearCaptcha' },
                  { actions: toast('registration.phoneInvalid') },
                ],
              },
            },
            /** The picture did not come: a tap asks again (a retry, not a refresh). */
            failed: { description: "'Tap to load' in place of the picture", on: { 'user.refreshCaptcha': 'loading' } },
          },
        },
        form: {
          description: 'The form and its two requests: the SMS code and the registration',
          initial: 'editing',
          states: {
            editing: {
              description: 'The form can be filled; Get code and Apply now can be tapped',
              on: {
                'user.editPhone': { actions: 'setPhone' },
                'user.editCaptcha': { actions: 'setCapcode' },
                'user.editSms': { actions: 'setSmsCode' },
                'user.sendCode': [
                  { guard: 'isCounting', actions: toast('sms.repeat') },
                  { guard: 'isPhoneValid', target: 'checkingCaptcha' },
                  { actions: toast('registration.phoneInvalid') },
                ],
                'user.apply': [
                  { guard: and(['isPhoneValid', 'isCaptchaTyped', 'isSmsCodeTyped']), target: 'registering' },
                  { guard: 'isPhoneValid', target: 'checkingCodes' },
                  { actions: toast('registration.phoneInvalid') },
                ],
              },
            },
            /** Send code with a valid phone: the captcha is checked next (§5 order: phone, captcha). */
            checkingCaptcha: {
              description: 'Get code tapped with a valid number: the picture code is checked',
              always: [{ guard: 'isCaptchaTyped', target: 'sending' }, { target: 'editing', actions: toast('registration.captchaInvalid') }],
            },
            /** Apply with a valid phone: which of the two codes is missing is said. */
            checkingCodes: {
              description: 'Apply now tapped with a valid number: the missing code is named',
              always: [
                { guard: 'isCaptchaTyped', target: 'editing', actions: toast('registration.smsInvalid') },
                { target: 'editing', actions: toast('registration.captchaInvalid') },
              ],
            },
            sending: {
              description: 'Get code busy: the code is being asked for; fields and buttons are off',
              tags: ['busy'],
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => smsRequestOf(context),
                onDone: [
                  { guard: 'isSmsSent', target: 'editing', actions: [toast('registration.smsSent'), raise({ type: 'code.sent' })] },
                  ...refusedAnswers('isSmsWrongCaptcha'),
                ],
                onError: networkFault,
              },
            },
            registering: {
              description: 'Apply now busy: the registration is being sent; fields and buttons are off',
              tags: ['busy'],
              entry: { type: 'trackClick', params: ({ context }) => trackParams(context, sentPhone(context)) },
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => registerRequestOf(context),
                onDone: [
                  {
                    guard: 'isRegistered',
                    target: '#registration.left',
                    actions: [
                      toast('registration.registered'),
                      { type: 'reportConversion', params: ({ context }) => ({ ucTrackId: context.ucTrackId }) },
                      toDownload,
                    ],
                  },
                  ...refusedAnswers('isRegisterWrongCaptcha'),
                ],
                onError: networkFault,
              },
            },
          },
        },
        /** The SMS countdown of §4, run by its own machine: started when a code is sent. */
        code: {
          description: 'The SMS button beside the SMS code field',
          initial: 'ready',
          states: {
            ready: {
              description: "The button reads 'Get code'",
              // Reloaded while a code asked before was on its way or counting: the countdown resumes.
              always: { guard: 'isCodeWaiting', target: 'counting' },
              on: { 'code.sent': 'counting' },
            },
            /**
             * The countdown child shows the seconds ('<n>s'); the region ends with it, 60 s after
             * the code was sent, and stops it (a fresh child counts the next code).
             */
            counting: {
              description: "The button shows the seconds left (60 down to 1); a tap says to wait",
              invoke: { id: 'countdown', src: 'countdown', input: ({ context }) => ({ seconds: context.codeWait || undefined }) },
              entry: 'startCountdown',
              exit: 'clearCodeWait',
              after: { countdown: 'ready' },
            },
          },
        },
      },
    },
    /** Handed over to the download page: nothing of this page runs any more. */
    left: { type: 'final', description: 'The download page replaces this one' },
  },
  meta: { words: registrationWords },
});

export type RegistrationMachine = typeof registrationMachine;
