import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { paths } from '@/config';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_ROUTES, hashPath, ROUTES } from '@/routes';
import { endpoints } from '@/services/api/endpoints';
import { db } from '@mocks/db';
import { DEMO_SMS_CODE } from '@mocks/seed';
import { COMPLAINT_DEVICE, elapse, type HostCall, installBridge, openEntry, openNewComplaint, openScreen, requestsTo, SESSION, settle } from '../support';
import { type Method, SERVER_MESSAGE as MSG } from './network';
import type { Fault, Outcome } from './record';

/**
 * The fault matrix of issue 23: every call of spec §7, on the screen that makes it, reached as a
 * borrower reaches it. Each row says how the call is reached (`reach`: open the screen, then the
 * user's steps up to the tap that sends it), what the user typed or picked on the way (`kept`:
 * still there after the fault) and what the screen must end in for each fault (`outcomes`).
 * tests/faults/faults.test.tsx makes one cell of each row and fault; docs/reliability.md is the
 * table of their outcomes (npm run reliability:report).
 */

/** An error state with a retry (or a check) in the page's alert. */
const fault = (text: string, button = 'Try again'): Outcome => ({ toast: '', alert: { text, button } });
/** A refusal in the page's alert: said once, with the way out and no retry that cannot help. */
const refusal = (text: string, button = 'Back'): Outcome => ({ toast: '', alert: { text, button } });
/** Nothing said: the page shows this (an empty state, or the page that carried on). */
const shows = (text: string): Outcome => ({ toast: '', shows: text });

const UPLOAD_FAILED: Outcome = { toast: 'An image could not be uploaded. Check your connection and tap Retry.', shows: 'Upload failed' };
const SAVE_FAILED: Outcome = { toast: 'Your complaint could not be sent. Check your connection and try again: your text and images are kept.' };
const RATING_NOT_SENT: Outcome = { toast: 'Your rating was not sent. Please try again.' };
const PAYMENT_UNSURE: Outcome = { toast: '', alert: { text: 'Your payment may already have gone through', button: 'Check payment status' } };
const WALLET_REFUSED = 'The wallet could not be opened. Please try again, or pay by card.';
const TEMPLATE_FAILED: Outcome = { toast: 'error', alert: { text: 'The offer details could not be loaded.', button: 'Try again' } };
const DOWNLOAD_PAGE = 'The download page';
const REGISTERED: Outcome = { toast: 'Registration successful', shows: DOWNLOAD_PAGE };
const OFFER_FAILED = 'The loan offer could not be loaded.';
const PRODUCT_NOT_OPENED: Outcome = { toast: 'The product could not be opened. Please try again.' };

/** The faults that leave a call's fate unknown: no answer, or none the page can read. */
const UNCLEAR: readonly Fault[] = ['http500', 'network', 'timeout', 'malformed'];

/** Why a call that may have moved money or committed the borrower withdraws the form. */
const NOT_TWICE = 'the call may have gone through: the form is withdrawn so it cannot be sent twice (the notice offers the check)';

export interface Row {
  /** The §7 call, as the table names it. */
  call: string;
  method: Method;
  /** The address the call goes to (path only), as the endpoint module builds it. */
  path: string;
  /** The success code of the call: '00', or '0' for the calls that take any code parsing to 0. */
  success: '00' | '0';
  /**
   * What "a body missing required fields" drops: `data` (the answer carries data the screen needs,
   * sent empty: `{}`), or `code` (the answer is its code alone, sent without it).
   */
  required: 'data' | 'code';
  /** Calls the demo backend answers before the faulty one (the page's own load before the user's). */
  after?: number;
  screen: string;
  /** How the borrower gets to the call, in words (the table's column). */
  how: string;
  /** Opens the screen and takes the steps up to the call, which is on its way or answered after. */
  reach: (user: UserEvent) => Promise<void>;
  /** The input the user gave before the call, checked after it: still there. */
  kept?: { what: string; check: () => void };
  /** A call the page makes and does not wait for (fire and forget): what it went on to do. */
  carriesOn?: { what: string; check: () => void };
  /**
   * Faults after which the input is rightly gone, and why (a call that may have moved money ends
   * the form, so nothing can be sent twice).
   */
  withdrawn?: { faults: readonly Fault[]; why: string };
  outcomes: Readonly<Record<Fault, Outcome>>;
}

/** The same outcome for the four faults where the server's answer is unreadable or absent. */
const unreadable = (outcome: Outcome, rest: Pick<Record<Fault, Outcome>, 'missing' | 'refused' | 'refusedBlank'>): Record<Fault, Outcome> => ({
  http500: outcome,
  network: outcome,
  timeout: outcome,
  malformed: outcome,
  ...rest,
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const radio = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });


/** The chatbot at its demo address, opened from the new complaint page. */
const openChat = () =>
  openScreen('chatbot', {
    address: `${ROUTES.chatbot}?selectedIndex=1&orderNo=IN2406000001&${COMPLAINT_DEVICE}`,
    before: [ROUTES.complaintNew],
    pages: { [ROUTES.complaintEntry]: <p>The complaint entry</p> },
  });

/** An India order that allows collection complaints (isShow 1), as the form's demo address. */
function collectionOrder(): string {
  const order = db.orders('IN').find((o) => o.isShow === '1');
  if (!order) throw new Error('seed: no IN order with isShow 1');
  return order.orderNo;
}
const openForm = () =>
  openScreen('complaintForm', {
    address: `${ROUTES.complaintForm}?problemType=1&problemSonType=2&orderNo=${collectionOrder()}&${COMPLAINT_DEVICE}`,
    pages: { [ROUTES.complaintEntry]: <p>The complaint entry</p> },
  });
const DESCRIPTION = 'The agent called my office twice';

const openCard = () =>
  openScreen('cardRepay', { market: 'IN', query: 'orderId=1003&productId=102&amount=1072000', pages: { [ROUTES.loanDetails]: <p>loan details</p> } });

const TRACKING = 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';
/** As src/app/App.tsx, a hash naming the download page shows it (a stand-in) instead of the form. */
function PromotionPages({ opened }: { opened: ReactNode }) {
  return hashPath(useLocation().hash) === HASH_ROUTES.promotionDownload ? <p>{DOWNLOAD_PAGE}</p> : opened;
}
const openRegistration = () =>
  openScreen('registration', { address: `/?isNeedPop=1&deviceId=dev-9#/registerTemplate?${TRACKING}`, wrap: (page) => <PromotionPages opened={page} /> });
const PHONE = '98450 31742';
/** What the user typed in the current cell that the page made up (the picture's letters). */
const typed = { captcha: '' };
/** The letters of the picture the page shows (the demo backend's answer for its sid). */
function captchaText(): string {
  const image = screen.getByRole('button', { name: 'Picture code, tap for a new one' }).querySelector('img')!;
  return db.captcha(new URL(image.src, 'http://x').searchParams.get('sid')!)!;
}

const openRecommended = () => openScreen('recommended', { market: 'IN', session: `${SESSION.IN}&spits=S1`, query: 'scene=banner_jingzhun', before: ['/start'] });
const applyOn = (name: string) => within(screen.getByRole('article', { name })).getByRole('button');

const openConfirm = () =>
  openScreen('loanConfirm', {
    market: 'IN',
    query: 'productId=104',
    before: ['/before'],
    pages: { [ROUTES.loanDetails]: <p>Loan details page</p>, [ROUTES.loanAgreement]: <p>Agreement page</p> },
  });
const agreeBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and agree to these agreements:' });

/** What the native host was asked in the current cell, where a row installs the recording bridge. */
const host: { calls: HostCall[] } = { calls: [] };

const openLoanDetails = (order: string) => openScreen('loanDetails', { market: 'IN', session: `${SESSION.IN}&spits=S1`, query: order, before: ['/start'] });

const openLoginFailure = () => openScreen('loginFailure', { market: 'IN', session: `${SESSION.IN}&swift=W1&eyes=E1&spits=S1&beech=B1`, before: ['/start'] });

const open = (flow: Parameters<typeof openScreen>[0], query: string, market: 'IN' | 'ID' = 'IN') => openScreen(flow, { market, query, before: ['/start'] });

export const ROWS: readonly Row[] = [
  // Complaints and help
  {
    call: 'problem-init',
    method: 'POST',
    path: paths.app('/user-problem/problem-init'),
    success: '00',
    required: 'data',
    screen: 'complaintEntry',
    how: 'opens the complaint entry (orderId=1001)',
    reach: async () => {
      await openEntry(`orderId=1001&${COMPLAINT_DEVICE}`);
    },
    outcomes: unreadable(fault('We could not load your order. Check your connection and try again.'), { missing: shows('No orders yet'), refused: refusal(MSG), refusedBlank: refusal('Something went wrong') }),
  },
  {
    call: 'v3 problem-init',
    method: 'POST',
    path: paths.app('/h5-api/v3/user-problem/problem-init'),
    success: '00',
    required: 'data',
    screen: 'complaintNew',
    how: 'opens the new complaint page (orderNo=IN2406000003)',
    reach: async () => {
      await openNewComplaint(`orderNo=IN2406000003&${COMPLAINT_DEVICE}`);
    },
    outcomes: unreadable(fault('We could not load your order. Check your connection and try again.'), { missing: shows('No orders yet'), refused: refusal(MSG), refusedBlank: refusal('Something went wrong') }),
  },
  {
    call: 'get-qa-list',
    method: 'GET',
    path: paths.app('/h5-api/v3/user-problem/get-qa-list'),
    success: '00',
    required: 'data',
    screen: 'chatbot',
    how: 'opens the chatbot (selectedIndex=1): the categories, pid 0',
    reach: async () => {
      await openChat();
    },
    outcomes: unreadable(fault('The assistant could not be loaded. Check your connection and try again.'), { missing: shows('The assistant has no topics yet. Please try again later.'), refused: refusal(MSG), refusedBlank: refusal('Something went wrong') }),
  },
  {
    call: 'qa-record',
    method: 'POST',
    path: paths.app('/h5-api/v3/user-problem/qa-record'),
    success: '00',
    required: 'data',
    screen: 'chatbot',
    how: 'types a question in the chatbot and taps Send (type 4)',
    reach: async (user) => {
      await openChat();
      await settle();
      await user.type(field('Type your question'), 'How do I change my bank account?');
      await user.click(button('Send'));
    },
    kept: { what: 'the question typed', check: () => expect(field('Type your question')).toHaveValue('How do I change my bank account?') },
    withdrawn: { faults: ['missing'], why: 'a success code: the question was taken, and shows in the conversation with the way to customer service' },
    outcomes: unreadable(fault('That did not go through. Check your connection and try again.'), { missing: shows('Contact customer service'), refused: { toast: MSG }, refusedBlank: { toast: 'The assistant cannot answer this right now.' } }),
  },
  {
    call: 'upload-problem-img',
    method: 'POST',
    path: paths.app('/user-problem/upload-problem-img'),
    success: '00',
    required: 'data',
    screen: 'complaintForm',
    how: 'types the description, then picks a photo in the complaint form',
    reach: async (user) => {
      await openForm();
      await settle();
      await user.type(field('Problem description'), DESCRIPTION);
      await user.upload(screen.getByLabelText('Add images'), [new File(['bytes of photo 1'], 'photo-1.png', { type: 'image/png' })]);
    },
    kept: {
      what: 'the description and the picked photo',
      check: () => {
        expect(field('Problem description')).toHaveValue(DESCRIPTION);
        expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
      },
    },
    outcomes: unreadable(UPLOAD_FAILED, { missing: UPLOAD_FAILED, refused: { toast: MSG, shows: 'Upload failed' }, refusedBlank: { toast: 'Upload failed', shows: 'Retry' } }),
  },
  {
    call: 'problem-save',
    method: 'POST',
    path: paths.app('/user-problem/problem-save'),
    success: '00',
    required: 'code',
    screen: 'complaintForm',
    how: 'types the description in the complaint form and taps Send',
    reach: async (user) => {
      await openForm();
      await settle();
      await user.type(field('Problem description'), DESCRIPTION);
      await user.click(button('Send'));
    },
    kept: { what: 'the description', check: () => expect(field('Problem description')).toHaveValue(DESCRIPTION) },
    outcomes: unreadable(SAVE_FAILED, { missing: SAVE_FAILED, refused: { toast: MSG }, refusedBlank: { toast: 'Your complaint could not be sent. Your text and images are kept.' } }),
  },
  {
    call: 'problem-list',
    method: 'POST',
    path: paths.app('/user-problem/problem-list'),
    success: '00',
    required: 'data',
    screen: 'complaintList',
    how: 'opens the complaint list',
    reach: async () => {
      await open('complaintList', '');
    },
    outcomes: unreadable(fault('Your complaints could not be loaded.'), { missing: shows('You have not filed any complaints yet.'), refused: refusal(MSG), refusedBlank: refusal('Something went wrong') }),
  },
  {
    call: 'problem-detail',
    method: 'POST',
    path: paths.app('/user-problem/problem-detail'),
    success: '00',
    required: 'data',
    screen: 'complaintDetails',
    how: 'opens the complaint details (problemId=502)',
    reach: async () => {
      await open('complaintDetails', 'problemId=502');
    },
    outcomes: unreadable(fault('The complaint could not be loaded. Check your connection and try again.'), { missing: fault('The complaint could not be loaded. Check your connection and try again.'), refused: refusal(MSG), refusedBlank: refusal('Something went wrong') }),
  },
  {
    call: 'save-score',
    method: 'POST',
    path: paths.app('/user-problem/save-score'),
    success: '00',
    required: 'code',
    screen: 'complaintDetails',
    how: 'complaint 502: the rating prompt opens after 3 s, taps 3 stars and Send',
    reach: async (user) => {
      await open('complaintDetails', 'problemId=502');
      await settle();
      await elapse(3000);
      const dialog = screen.getByRole('dialog', { name: 'Rate our service' });
      await user.click(within(dialog).getByRole('radio', { name: '3 star' }));
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    },
    kept: {
      what: 'the 3 stars picked',
      check: () => expect(within(screen.getByRole('dialog', { name: 'Rate our service' })).getByRole('radio', { name: '3 star' })).toHaveAttribute('aria-checked', 'true'),
    },
    outcomes: unreadable(RATING_NOT_SENT, { missing: RATING_NOT_SENT, refused: { toast: MSG }, refusedBlank: RATING_NOT_SENT }),
  },
  {
    call: 'contact-kf-info',
    method: 'POST',
    path: paths.app('/v3/personal-center/contact-kf-info'),
    success: '00',
    required: 'data',
    screen: 'customerService',
    how: 'opens customer service (type=1)',
    reach: async () => {
      await open('customerService', 'type=1');
    },
    outcomes: unreadable(fault('The contact details could not be loaded.'), { missing: shows('Contact details are not available right now.'), refused: refusal(MSG), refusedBlank: refusal('Something went wrong') }),
  },
  // Card repayment
  {
    call: 'repayment-way',
    method: 'POST',
    path: paths.cardRepay('repayment-way'),
    success: '00',
    required: 'data',
    screen: 'cardRepay',
    how: 'opens card repayment (order 1003)',
    reach: async () => {
      await openCard();
    },
    outcomes: unreadable(fault('error'), { missing: shows('No bank card is linked to your account yet.'), refused: refusal(MSG), refusedBlank: refusal('Could not load the card list') }),
  },
  {
    call: 'repayment-commit',
    method: 'POST',
    path: paths.cardRepay('repayment-commit'),
    success: '0',
    required: 'data',
    screen: 'cardRepay',
    how: 'picks the HDFC card and taps Pay',
    reach: async (user) => {
      await openCard();
      await settle();
      await user.click(radio(/^HDFC Bank/));
      await user.click(button(/^Pay ₹/));
    },
    kept: { what: 'the card picked', check: () => expect(radio(/^HDFC Bank/)).toBeChecked() },
    withdrawn: { faults: [...UNCLEAR, 'missing'], why: `${NOT_TWICE}; with code 0 and no needValid the payment is taken and the page goes to the loan details (§4)` },
    outcomes: unreadable(PAYMENT_UNSURE, { missing: shows('loan details'), refused: { toast: MSG }, refusedBlank: { toast: 'Processing failed' } }),
  },
  {
    call: 'repayment-confirm',
    method: 'POST',
    path: paths.cardRepay('repayment-confirm'),
    success: '0',
    required: 'code',
    screen: 'cardRepay',
    how: 'pays with HDFC (SMS step), types the code and taps Confirm payment',
    reach: async (user) => {
      await openCard();
      await settle();
      await user.click(radio(/^HDFC Bank/));
      await user.click(button(/^Pay ₹/));
      await settle();
      await user.type(field('SMS code'), DEMO_SMS_CODE);
      await user.click(button('Confirm payment'));
    },
    kept: { what: 'the SMS code typed', check: () => expect(field('SMS code')).toHaveValue(DEMO_SMS_CODE) },
    withdrawn: { faults: [...UNCLEAR, 'missing'], why: NOT_TWICE },
    outcomes: unreadable(PAYMENT_UNSURE, { missing: PAYMENT_UNSURE, refused: { toast: MSG }, refusedBlank: { toast: 'Processing failed' } }),
  },
  {
    call: 'repayment-huichao',
    method: 'POST',
    path: paths.cardRepay('repayment-huichao'),
    success: '0',
    required: 'data',
    screen: 'cardRepay',
    how: 'taps Pay with a wallet instead',
    reach: async (user) => {
      await openCard();
      await settle();
      await user.click(button('Pay with a wallet instead'));
    },
    outcomes: unreadable(PAYMENT_UNSURE, { missing: { toast: WALLET_REFUSED }, refused: { toast: MSG }, refusedBlank: { toast: WALLET_REFUSED } }),
  },
  // Promotion
  {
    call: 'channel-template',
    method: 'GET',
    path: paths.promotion('/service/channel/channel-template'),
    success: '00',
    required: 'data',
    screen: 'registration',
    how: 'opens the register template (id=1001)',
    reach: async () => {
      await openRegistration();
    },
    outcomes: unreadable(TEMPLATE_FAILED, { missing: TEMPLATE_FAILED, refused: { ...TEMPLATE_FAILED, toast: MSG }, refusedBlank: TEMPLATE_FAILED }),
  },
  {
    call: 'track-visit',
    method: 'GET',
    path: paths.promotion('/promotion/track-visit'),
    success: '0',
    required: 'code',
    screen: 'registration',
    how: 'opens the register template (fire and forget)',
    carriesOn: { what: 'the template is asked and shown', check: () => expect(requestsTo('/service/channel/channel-template')).toHaveLength(1) },
    reach: async () => {
      await openRegistration();
    },
    outcomes: unreadable(shows('Instant personal loans up to ₹80,000'), { missing: shows('Instant personal loans up to ₹80,000'), refused: shows('Instant personal loans up to ₹80,000'), refusedBlank: shows('Instant personal loans up to ₹80,000') }),
  },
  {
    call: 'get-sid',
    method: 'GET',
    path: paths.promotion('/promotion/get-sid'),
    success: '0',
    required: 'data',
    after: 1,
    screen: 'registration',
    how: 'opens the register template (its picture code loads), types the phone, taps the picture for a new one',
    reach: async (user) => {
      await openRegistration();
      await settle();
      await user.type(field('Mobile number'), PHONE);
      await user.click(button('Picture code, tap for a new one'));
    },
    kept: { what: 'the phone typed', check: () => expect(field('Mobile number')).toHaveValue(PHONE) },
    outcomes: unreadable(shows('Tap to load'), { missing: shows('Tap to load'), refused: shows('Tap to load'), refusedBlank: shows('Tap to load') }),
  },
  {
    call: 'get-sms',
    method: 'POST',
    path: paths.promotion('/promotion/get-sms'),
    success: '0',
    required: 'code',
    screen: 'registration',
    how: 'types the phone and the picture code, taps Get code',
    reach: async (user) => {
      await openRegistration();
      await settle();
      await user.type(field('Mobile number'), PHONE);
      typed.captcha = captchaText();
      await user.type(field('Picture code'), typed.captcha);
      await user.click(button('Get code'));
    },
    kept: {
      what: 'the phone and the picture code typed',
      check: () => {
        expect(field('Mobile number')).toHaveValue(PHONE);
        expect(field('Picture code')).toHaveValue(typed.captcha);
      },
    },
    outcomes: unreadable({ toast: 'error' }, { missing: { toast: 'error' }, refused: { toast: MSG }, refusedBlank: { toast: 'error' } }),
  },
  {
    call: 'track-click',
    method: 'GET',
    path: paths.promotion('/promotion/track-click'),
    success: '0',
    required: 'code',
    screen: 'registration',
    how: 'fills the form and taps Apply now (fire and forget)',
    carriesOn: { what: 'the registration is sent', check: () => expect(requestsTo('/promotion/register')).toHaveLength(1) },
    reach: async (user) => {
      await openRegistration();
      await settle();
      await user.type(field('Mobile number'), PHONE);
      typed.captcha = captchaText();
      await user.type(field('Picture code'), typed.captcha);
      await user.click(button('Get code'));
      await settle();
      await user.type(field('SMS code'), DEMO_SMS_CODE);
      await user.click(button('Apply now'));
    },
    outcomes: { ...unreadable(REGISTERED, { missing: REGISTERED, refused: REGISTERED, refusedBlank: REGISTERED }), timeout: shows(DOWNLOAD_PAGE) },
  },
  {
    call: 'register',
    method: 'POST',
    path: paths.promotion('/promotion/register'),
    success: '0',
    required: 'code',
    screen: 'registration',
    how: 'fills the form, asks the SMS code, types it and taps Apply now',
    reach: async (user) => {
      await openRegistration();
      await settle();
      await user.type(field('Mobile number'), PHONE);
      typed.captcha = captchaText();
      await user.type(field('Picture code'), typed.captcha);
      await user.click(button('Get code'));
      await settle();
      await user.type(field('SMS code'), DEMO_SMS_CODE);
      await user.click(button('Apply now'));
    },
    kept: {
      what: 'the phone, the picture code and the SMS code typed',
      check: () => {
        expect(field('Mobile number')).toHaveValue(PHONE);
        expect(field('Picture code')).toHaveValue(typed.captcha);
        expect(field('SMS code')).toHaveValue(DEMO_SMS_CODE);
      },
    },
    outcomes: unreadable({ toast: 'error' }, { missing: { toast: 'error' }, refused: { toast: MSG }, refusedBlank: { toast: 'error' } }),
  },
  // Recommended products
  {
    call: 'recommend-product-list',
    method: 'POST',
    path: paths.service('/v3/product/recommend-product-list'),
    success: '00',
    required: 'data',
    screen: 'recommended',
    how: 'opens the recommended list (scene=banner_jingzhun)',
    reach: async () => {
      await openRecommended();
    },
    outcomes: unreadable(fault('The products could not be loaded.'), { missing: fault('The products could not be loaded.'), refused: refusal(MSG), refusedBlank: refusal('No products can be offered right now.') }),
  },
  {
    call: 'pageEvent/save',
    method: 'POST',
    path: paths.service('/pageEvent/save'),
    success: '00',
    required: 'code',
    screen: 'recommended',
    how: "taps RupeeNow's Apply now (fire and forget, before the apply)",
    carriesOn: {
      what: 'the apply is posted and its link opened through the app',
      check: () => {
        expect(requestsTo('/v3/product/apply').map((r) => r.body.product_id)).toEqual(['101']);
        expect(host.calls.map((c) => c.method)).toEqual(['openPage']);
      },
    },
    reach: async (user) => {
      host.calls = installBridge();
      await openRecommended();
      await settle();
      await user.click(applyOn('RupeeNow'));
    },
    outcomes: unreadable(shows('Special Applications'), { missing: shows('Special Applications'), refused: shows('Special Applications'), refusedBlank: shows('Special Applications') }),
  },
  {
    call: 'product/apply',
    method: 'POST',
    path: paths.service('/v3/product/apply'),
    success: '00',
    required: 'data',
    screen: 'recommended',
    how: "taps RupeeNow's Apply now",
    reach: async (user) => {
      await openRecommended();
      await settle();
      await user.click(applyOn('RupeeNow'));
    },
    outcomes: unreadable({ toast: 'error' }, { missing: { toast: 'This product could not be opened.' }, refused: { toast: MSG }, refusedBlank: { toast: 'This product cannot be applied for right now.' } }),
  },
  // Repayment and loan
  {
    call: 'generate-vcode',
    method: 'POST',
    path: paths.app('/v3/loan-details/generate-vcode'),
    success: '0',
    required: 'data',
    screen: 'vaRepay',
    how: 'opens the virtual-account page (order 1003)',
    reach: async () => {
      await openScreen('vaRepay', { market: 'IN', session: `${SESSION.IN}&spits=S1`, query: 'orderId=1003&productId=102&amount=1072000', before: ['/start'] });
    },
    outcomes: unreadable({ toast: '', alert: { text: 'We did not get an answer', button: 'Check again' } }, { missing: fault('No payment number is available for this method right now.'), refused: fault(MSG), refusedBlank: fault('This bill cannot be paid right now.') }),
  },
  {
    call: 'init-pay-type',
    method: 'POST',
    path: paths.app('/v3/loan-details/init-pay-type'),
    success: '00',
    required: 'data',
    screen: 'changeMethod',
    how: 'Indonesia, order 2003: picks Minimarket',
    reach: async (user) => {
      await open('changeMethod', 'orderId=2003&productId=202&amount=150000000', 'ID');
      await settle();
      await user.click(radio('Minimarket'));
    },
    kept: { what: 'the pay type picked', check: () => expect(radio('Minimarket')).toBeChecked() },
    outcomes: unreadable(fault('Pilihan pembayaran tidak dapat dimuat.', 'Coba lagi'), { missing: fault('Pilihan pembayaran tidak dapat dimuat.', 'Coba lagi'), refused: refusal(MSG, 'Kembali'), refusedBlank: refusal('Terjadi kesalahan', 'Kembali') }),
  },
  {
    call: 'loan-play-detail',
    method: 'POST',
    path: paths.app('/v3/installment/loan-play-detail'),
    success: '00',
    required: 'data',
    screen: 'installments',
    how: 'opens the installments page (order 1003)',
    reach: async () => {
      await open('installments', 'orderId=1003&productId=102');
    },
    outcomes: unreadable(fault('error'), { missing: shows('Every period of this loan is paid. Nothing is due.'), refused: refusal(MSG), refusedBlank: refusal('This bill could not be opened.') }),
  },
  {
    call: 'delay-detail',
    method: 'POST',
    path: paths.app('/v3/loan-details/delay-detail'),
    success: '00',
    required: 'data',
    screen: 'extension',
    how: 'opens the extension page (order 1004)',
    reach: async () => {
      await open('extension', 'orderId=1004&productId=101');
    },
    outcomes: unreadable(fault('error'), { missing: fault('The amount cannot be read'), refused: refusal(MSG), refusedBlank: refusal('This bill could not be opened.') }),
  },
  {
    call: 'loan-detail-confirm',
    method: 'POST',
    path: paths.app('/v3/loan-confirm/loan-detail-confirm'),
    success: '00',
    required: 'data',
    screen: 'loanConfirm',
    how: 'opens loan confirm (product 104)',
    reach: async () => {
      await openConfirm();
    },
    outcomes: unreadable(fault(OFFER_FAILED), { missing: refusal('The amount cannot be read'), refused: fault(MSG), refusedBlank: fault(OFFER_FAILED) }),
  },
  {
    call: 'contract',
    method: 'POST',
    path: paths.app('/v3/contract/contract'),
    success: '00',
    required: 'data',
    screen: 'loanConfirm',
    how: 'opens loan confirm (product 104): the agreements, scene 3',
    reach: async () => {
      await openConfirm();
    },
    outcomes: unreadable(fault(OFFER_FAILED), { missing: fault(OFFER_FAILED), refused: fault(MSG), refusedBlank: fault(OFFER_FAILED) }),
  },
  {
    call: 'contract-jump',
    method: 'POST',
    path: paths.app('/v3/contract/contract-jump'),
    success: '00',
    required: 'data',
    screen: 'loanConfirm',
    how: 'ticks the agreement box, taps Loan Agreement',
    reach: async (user) => {
      await openConfirm();
      await settle();
      await user.click(agreeBox());
      await user.click(button('Loan Agreement'));
    },
    kept: { what: 'the agreement tick', check: () => expect(agreeBox()).toBeChecked() },
    outcomes: unreadable({ toast: 'error' }, { missing: { toast: 'The agreement link is not safe to open.' }, refused: { toast: MSG }, refusedBlank: { toast: 'The agreement could not be opened.' } }),
  },
  {
    call: 'loan-detail-push',
    method: 'POST',
    path: paths.app('/v3/loan-confirm/loan-detail-push'),
    success: '0',
    required: 'data',
    screen: 'loanConfirm',
    how: 'ticks the agreement box, taps Confirm loan',
    reach: async (user) => {
      await openConfirm();
      await settle();
      await user.click(agreeBox());
      await user.click(button('Confirm loan'));
    },
    kept: { what: 'the agreement tick', check: () => expect(agreeBox()).toBeChecked() },
    withdrawn: { faults: [...UNCLEAR, 'missing'], why: `${NOT_TWICE}; with code 0 the loan is confirmed, nothing is left to confirm` },
    outcomes: unreadable({ toast: '', alert: { text: 'Did your confirmation go through?', button: 'Check my loans' } }, { missing: { toast: 'Your loan is confirmed, but its details could not be opened.', alert: { text: 'Your loan is confirmed', button: 'Check my loans' } }, refused: { toast: MSG }, refusedBlank: { toast: 'The loan could not be confirmed.' } }),
  },
  {
    call: 'stand/targeted',
    method: 'POST',
    path: paths.service('/stand/targeted'),
    success: '00',
    required: 'data',
    screen: 'loginFailure',
    how: 'opens the joint-login-failure page: the notice',
    reach: async () => {
      await openLoginFailure();
    },
    outcomes: unreadable(fault('This page could not be loaded.'), { missing: shows('You can apply with'), refused: refusal(MSG), refusedBlank: refusal('No other products can be offered right now.') }),
  },
  {
    call: 'stand/necessity',
    method: 'POST',
    path: paths.service('/stand/necessity'),
    success: '00',
    required: 'data',
    screen: 'loginFailure',
    how: 'opens the joint-login-failure page: the products',
    reach: async () => {
      await openLoginFailure();
    },
    outcomes: unreadable(fault('This page could not be loaded.'), { missing: shows('No other product is available right now.'), refused: refusal(MSG), refusedBlank: refusal('No other products can be offered right now.') }),
  },
  {
    call: 'stand/joint',
    method: 'POST',
    path: paths.service('/stand/joint'),
    success: '00',
    required: 'data',
    screen: 'loginFailure',
    how: "taps RupeeNow's Apply now",
    reach: async (user) => {
      await openLoginFailure();
      await settle();
      await user.click(applyOn('RupeeNow'));
    },
    outcomes: unreadable({ toast: 'error' }, { missing: { toast: 'This product could not be opened.' }, refused: { toast: MSG }, refusedBlank: { toast: 'This product cannot be applied for right now.' } }),
  },
  // Loan details
  {
    call: 'loan-detail',
    method: 'POST',
    path: endpoints.loanDetails,
    success: '00',
    required: 'data',
    screen: 'loanDetails',
    how: 'opens loan details (order 1006)',
    reach: async () => {
      await openLoanDetails('productId=101&orderId=1006');
    },
    outcomes: unreadable(fault('The loan details could not be loaded. Check your connection and try again.'), { missing: shows('Nothing here yet'), refused: refusal(MSG), refusedBlank: refusal('This loan could not be found.') }),
  },
  {
    call: 'pageEvent/save (loan more)',
    method: 'POST',
    path: paths.service('/pageEvent/save'),
    success: '00',
    required: 'code',
    screen: 'loanDetails',
    how: "order 1009 (status 4): taps 'loan more' (fire and forget)",
    carriesOn: { what: 'the product page is opened through the app', check: () => expect(host.calls.map((c) => c.method)).toEqual(['openPage']) },
    reach: async (user) => {
      host.calls = installBridge();
      await openLoanDetails('productId=101&orderId=1009');
      await settle();
      await user.click(button('loan more'));
    },
    outcomes: unreadable(shows('loan more'), { missing: shows('loan more'), refused: shows('loan more'), refusedBlank: shows('loan more') }),
  },
  {
    call: 'product-jump',
    method: 'POST',
    path: endpoints.productJump,
    success: '00',
    required: 'data',
    screen: 'loanDetails',
    how: "order 1001: taps CashSetu's Apply now in the recommended list",
    reach: async (user) => {
      await openLoanDetails('productId=101&orderId=1001');
      await settle();
      await user.click(within(within(screen.getByRole('region', { name: 'Recommended for you' })).getByRole('article', { name: 'CashSetu' })).getByRole('button', { name: 'Apply now' }));
    },
    outcomes: unreadable(PRODUCT_NOT_OPENED, { missing: PRODUCT_NOT_OPENED, refused: { toast: MSG }, refusedBlank: PRODUCT_NOT_OPENED }),
  },
  {
    call: 'google-score',
    method: 'POST',
    path: endpoints.googleScore,
    success: '00',
    required: 'code',
    screen: 'loanDetails',
    how: 'order 1006 (isScore 1): the rating opens after 3 s, taps 4 stars and Submit',
    reach: async (user) => {
      await openLoanDetails('productId=101&orderId=1006');
      await settle();
      await elapse(3000);
      const dialog = screen.getByRole('dialog', { name: 'Enjoying our app?' });
      await user.click(within(dialog).getByRole('radio', { name: '4 star' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    },
    kept: {
      what: 'the 4 stars picked',
      check: () => expect(within(screen.getByRole('dialog', { name: 'Enjoying our app?' })).getByRole('radio', { name: '4 star' })).toHaveAttribute('aria-checked', 'true'),
    },
    outcomes: unreadable(RATING_NOT_SENT, { missing: RATING_NOT_SENT, refused: { toast: MSG }, refusedBlank: RATING_NOT_SENT }),
  },
];

