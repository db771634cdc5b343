import type { AnyMachineSnapshot } from 'xstate';
import {
  cardRepayMachine,
  type BankCard,
  type CardRepayContext,
  type CardRepayInput,
  type CheckResult,
  type CommitResult,
  type ConfirmResult,
  type PendingPayment,
  type RepaymentWay,
  type WalletResult,
} from '@machines/cardRepay/cardRepay.machine';
import type { LoadResult } from '@machines/shared/load';
import { linkAnswers } from '../../support/pathFixtures';
import { doneEvents, doneType, ok, refused, type PathSpec, type PathStart } from '../model';

export const HDFC: BankCard = { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
export const SBI: BankCard = { id: '32', bankName: 'State Bank of India', cardNo: '6521987654325678', bankCode: 'SBIN' };
export const WAY: RepaymentWay = { cards: [HDFC, SBI], wallet: true, repayToken: 'tok-9' };
export const NO_WAY: RepaymentWay = { cards: [], wallet: false, repayToken: 'tok-0' };
export const CARD_LIST_BUSY = 'Card service is busy';
export const CARD_REFUSED = 'This card cannot pay now';
export const BANK_DECLINED = 'The bank declined the payment';
export const RESEND_REFUSED = 'Too many codes today';
export const WALLET_REFUSED = 'The wallet is closed';
export const WALLET_URL = 'https://pay.wallet.example/checkout?o=1003';
export const CHECK_REFUSED = 'Order is being updated';
/** The server's own status texts for the order (loan details, §3), shown by the check as given. */
export const STATUS = { status: 'Repayment processing', text: 'We received your payment and are confirming it with the bank.' };
export const RECORD = 'R-77';

/** The SMS code the user types, and one too short (§5: 6 or more). */
export const CODE = '482913';
export const SHORT_CODE = '4829';

/** The page's address (order 1003 owes two instalments of ₹10,720.00: one is paid, in hundredths). */
export const ADDRESS = '/cardRepay?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1&orderId=1003&productId=102&amount=1072000&userId=u-7';
/** The marker of the payment the page posted before a reload, and of an earlier visit's payment. */
export const MARKER = 'm-reload';
export const OLD_MARKER = 'm-earlier';
export const PENDING_KEY = 'cardRepay.pending.1003';

/** The input the screen builds from the address of the path test (no `couponId`); the marker of a fresh visit is its own. */
const ADDRESS_INPUT: Omit<CardRepayInput, 'pending' | 'earlier' | 'marker'> = {
  orderId: '1003',
  productId: '102',
  amount: '1072000',
  couponId: '',
  userId: 'u-7',
  cardId: '',
};

/** Markers the start stored for payments other than this visit's (a fresh open's earlier ones). */
export let earlierMarkers: string[] = [];

/** What the binding stores before it posts a payment (startOf reads it back when the page opens). */
function seed(entries: (PendingPayment & { marker: string })[], earlier: string[]): () => void {
  return () => {
    earlierMarkers = earlier;
    localStorage.setItem(PENDING_KEY, JSON.stringify(entries.map((entry) => ({ ...entry, at: Date.now() - 60_000 }))));
  };
}
const nothingStored = () => {
  earlierMarkers = [];
};

/** The payment as the binding stored it: the card and token it was posted with. */
const IN_SMS: PendingPayment = { stage: 'sms', repayRecordId: RECORD, card: SBI, repayToken: WAY.repayToken };
const SENT: PendingPayment = { stage: 'sent', repayRecordId: '', card: SBI, repayToken: WAY.repayToken };

const starts: PathStart<typeof cardRepayMachine>[] = [
  { name: 'fresh', input: { ...ADDRESS_INPUT, marker: 'fresh', pending: null, earlier: false }, before: nothingStored },
  // Opened anew (no marker) after an SMS step given up 1 minute ago: the cards, with a notice.
  {
    name: 'fresh open after an earlier payment',
    input: { ...ADDRESS_INPUT, marker: 'fresh', pending: null, earlier: true },
    before: seed([{ ...IN_SMS, marker: OLD_MARKER }], [OLD_MARKER]),
  },
  // A reload while the SMS step was open: the step comes back, for the same payment record.
  {
    name: 'reload in the SMS step',
    address: `${ADDRESS}&pay=${MARKER}`,
    input: { ...ADDRESS_INPUT, marker: MARKER, pending: IN_SMS, earlier: false },
    before: seed([{ ...IN_SMS, marker: MARKER }], []),
  },
  // A reload after the payment left and before a clear answer came.
  {
    name: 'reload after a payment left',
    address: `${ADDRESS}&pay=${MARKER}`,
    input: { ...ADDRESS_INPUT, marker: MARKER, pending: SENT, earlier: false },
    before: seed([{ ...SENT, marker: MARKER }], []),
  },
  // A pay address whose amount is not integer hundredths (§9).
  {
    name: 'unreadable amount',
    address: ADDRESS.replace('amount=1072000', 'amount=10%2C720.00'),
    input: { ...ADDRESS_INPUT, amount: '10,720.00', marker: 'fresh', pending: null, earlier: false },
    before: nothingStored,
  },
];

const confirm = doneType('confirm');
const resend = doneType('resend');
const wallet = doneType('wallet');
const check = doneType('checkOrder');

/**
 * Guards read the chosen card, the wallet, how many cards there are, whether the code is long
 * enough, the earlier payment: that is the key, with why the payment may have gone through (the
 * page says it differently). The confirm, resend, wallet and check answers that land in the same
 * state are told apart by their toast or text only, so each of them is a path of its own.
 */
export const cardRepaySpec: PathSpec<typeof cardRepayMachine> = {
  name: 'cardRepay',
  machine: cardRepayMachine,
  starts,
  // Retry on cards that did load, Pay by wallet with no wallet: the screen has no such control.
  skipIgnored: true,
  everyPayload: [confirm, resend, wallet, check, 'user.selectCard'],
  payloads: {
    ...doneEvents<LoadResult<RepaymentWay>>('loadWay', [ok(WAY), ok(NO_WAY), refused(CARD_LIST_BUSY)]),
    ...doneEvents<CommitResult>('commit', [
      { ok: true, needValid: '1', repayRecordId: RECORD },
      { ok: true, needValid: '0', repayRecordId: '' },
      refused(CARD_REFUSED),
    ]),
    ...doneEvents<ConfirmResult>('confirm', [
      { ok: true },
      { ok: false, code: '800006', message: 'wrong code' },
      { ok: false, code: '800005', message: 'duplicate' },
      { ok: false, code: '01', message: BANK_DECLINED },
      { ok: false, code: '01', message: '' },
    ]),
    ...doneEvents<CommitResult>('resend', [{ ok: true, needValid: '1', repayRecordId: RECORD }, refused(RESEND_REFUSED)]),
    ...doneEvents<WalletResult>('wallet', linkAnswers([WALLET_URL], WALLET_REFUSED)),
    ...doneEvents<CheckResult>('checkOrder', [{ ok: true, ...STATUS }, { ok: true, status: '', text: '' }, refused(CHECK_REFUSED), refused('')]),
    'user.selectCard': [
      { type: 'user.selectCard', cardId: SBI.id },
      { type: 'user.selectCard', cardId: HDFC.id },
    ],
    'user.editCode': [
      { type: 'user.editCode', code: CODE },
      { type: 'user.editCode', code: SHORT_CODE },
    ],
  },
  // The countdown's canSend is left out: the traversal never runs the child, so it would always be
  // true; the resend gesture waits the real 60 s out on the screen before it taps.
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CardRepayContext;
    return [context.cardId, context.wallet, context.cards.length, context.code.length >= 6, context.earlier, context.reason];
  },
};
