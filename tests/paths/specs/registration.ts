import type { AnyMachineSnapshot } from 'xstate';
import {
  registrationMachine,
  type Captcha,
  type CodeAnswer,
  type LandingTemplate,
  type RegistrationContext,
  type RegistrationInput,
} from '@machines/registration/registration.machine';
import { promotionDownloadMachine } from '@machines/promotionDownload/promotionDownload.machine';
import type { LoadResult } from '@machines/shared/load';
import { isValidPhone } from '@machines/registration/phone';
import { REGISTRATION_INPUT } from '../../support/fixtures';
import { VISITOR_PHONE } from '../../support/registrationCopy';
import { doneEvents, doneType, ok, refused, type PathSpec, type PathStart } from '../model';

/** An Indian mobile number as a visitor types it, and as it is sent (issue 19 §2). */
export const PHONE = VISITOR_PHONE.typed;
export const SENT_PHONE = VISITOR_PHONE.sent;
/** Typed but not a number yet: enough to refresh the captcha, refused by Send code and Apply. */
export const SHORT_PHONE = '98450';
export const CAPCODE = '7K3P';
export const SMS_CODE = '123456';
export const SID = 'sid-77';
export const ENDED = 'This promotion has ended';
export const CAPTCHA_WRONG = 'Wrong picture code, please try again';
export const SMS_WRONG = 'Wrong SMS code';
export const TEMPLATE: LandingTemplate = {
  id: '1001',
  title: 'Loans up to ₹80,000',
  subtitle: 'Money within 2 hours',
  features: ['No collateral', 'Funds within 2 hours'],
  buttonText: 'Apply now',
  agreementTitle: 'Registration Agreement',
  downloadUrl: 'https://play.example/app',
};

/** What the screen builds from the path test's address (registration.paths.test.tsx). */
export const INPUT: RegistrationInput = {
  ...REGISTRATION_INPUT,
  tracking: { app_from: 'adnet', user_from: 'u77', utm_tag: 'spring', id: '1001', links_id: '55' },
  deviceId: 'dev-9',
  phone: '',
  visitTracked: false,
};

/** Where the binding keeps the visits it tracked (src/screens/registration VISITS_KEY), and this address's visit. */
export const VISITS_KEY = 'registerTemplate.visits';
/** Where the binding keeps when this tab last asked for a code (src/screens/registration CODE_KEY). */
export const CODE_KEY = 'registerTemplate.codeAt';
export const VISIT = 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55&isNeedPop=1';

const starts: PathStart<typeof registrationMachine>[] = [
  { name: 'first visit', input: INPUT },
  // Back from the agreement page, or a reload: this visit was tracked already.
  {
    name: 'visit already tracked',
    input: { ...INPUT, visitTracked: true },
    before: () => sessionStorage.setItem(VISITS_KEY, JSON.stringify([VISIT])),
  },
  // A reload just after a code was asked: its countdown resumes, and Get code waits for it (§4).
  {
    name: 'reloaded within a code countdown',
    input: { ...INPUT, codeWait: 60 },
    before: () => sessionStorage.setItem(CODE_KEY, String(Date.now())),
  },
];

/**
 * Guards read whether a phone is entered and valid, and whether the captcha and SMS code are
 * complete: that is the key (the phone has a typed-but-invalid payload and a valid one; the other
 * edit payloads make a field complete, so every refusal is met before it). Answers that land in
 * the same state are told apart by their toast, so each is a path of its own. The internal events
 * (`captcha.stale`, `code.sent`, `landing.answered`) are raised by the machine, never sent by a path.
 */
export const registrationSpec: PathSpec<typeof registrationMachine> = {
  name: 'registration',
  machine: registrationMachine,
  input: INPUT,
  starts,
  skipIgnored: true,
  everyPayload: [doneType('loadTemplate'), doneType('sendSms'), doneType('register')],
  payloads: {
    ...doneEvents<LoadResult<LandingTemplate>>('loadTemplate', [ok(TEMPLATE), refused(ENDED)]),
    ...doneEvents<LoadResult<Captcha>>('loadCaptcha', [ok({ sid: SID, imageUrl: '' }), refused('busy')]),
    ...doneEvents<CodeAnswer>('sendSms', [
      { code: '0', message: 'sent' },
      { code: '101', message: CAPTCHA_WRONG },
      { code: '11', message: 'registered' },
      { code: '1', message: 'Please enter a valid phone number' },
    ]),
    ...doneEvents<CodeAnswer>('register', [
      { code: '0', message: 'ok' },
      { code: '11', message: 'registered' },
      { code: '-1', message: CAPTCHA_WRONG },
      { code: '2', message: SMS_WRONG },
    ]),
    'user.editPhone': [
      { type: 'user.editPhone', value: SHORT_PHONE },
      { type: 'user.editPhone', value: PHONE },
    ],
    'user.editCaptcha': [{ type: 'user.editCaptcha', value: CAPCODE }],
    'user.editSms': [{ type: 'user.editSms', value: SMS_CODE }],
    'captcha.stale': [],
    'code.sent': [],
    'landing.answered': [],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as RegistrationContext;
    return [context.phone !== '', isValidPhone(context.market, context.phone), context.capcode.length === 4, context.smsCode.length === 6];
  },
};

export const promotionDownloadSpec: PathSpec<typeof promotionDownloadMachine> = {
  name: 'promotionDownload',
  machine: promotionDownloadMachine,
  input: { templateId: '1001' },
  payloads: doneEvents<LoadResult<LandingTemplate>>('loadTemplate', [ok(TEMPLATE), ok({ ...TEMPLATE, downloadUrl: '' }), refused(ENDED)]),
  everyPayload: [doneType('loadTemplate')],
};
