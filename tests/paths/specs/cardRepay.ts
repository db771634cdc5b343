import type { AnyMachineSnapshot } from 'xstate';
import {
  cardRepayMachine,
  type BankCard,
  type CardRepayInput,
  type CommitResult,
  type ConfirmResult,
  type PendingPayment,
  type WalletResult,
} from '@machines/cardRepay/cardRepay.machine';
import type { RepaymentWay } from '@machines/cardRepay/cardRepay.machine';
import type { LoadResult } from '@machines/shared/load';
import type { PathSpec, PathStart } from '../model';

export const HDFC: BankCard = { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
export const SBI: BankCard = { id: '32', bankName: 'State Bank of India', cardNo: '6521987654325678', bankCode: 'SBIN' };
export const WAY: RepaymentWay = { cards: [HDFC, SBI], wallet: true, repayToken: 'tok-9' };
export const NO_WAY: RepaymentWay = { cards: [], wallet: false, repayToken: 'tok-0' };
export const CARD_LIST_BUSY = 'Card service is busy';
export const CARD_REFUSED = 'This card cannot pay now';
export const BANK_DECLINED = 'The bank declined the payment';
export const RESEND_REFUSED = 'Too many codes today';
export const WALLET_REFUSED = 'The wallet is closed';
export const WALLET_URL = 'https://pay.wallet.example/checkout?o=1001';
export const RECORD = 'R-77';

/** The SMS code the user types, and one too short (§5: 6 or more). */
export const CODE = '482913';
export const SHORT_CODE = '4829';

/** The input the screen builds from the address of the path test (no `couponId`). */
const ADDRESS_INPUT: Omit<CardRepayInput, 'pending'> = {
  orderId: '1001',
  productId: '101',
  amount: '5250',
  couponId: '',
  userId: 'u-7',
  cardId: '',
};
export const PENDING_KEY = 'cardRepay.pending.1001';

/** What the binding stores before it posts a payment (readPending reads it back on a reload). */
function seed(pending: PendingPayment): () => void {
  return () => localStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, at: Date.now() }));
}

/** The payment as the binding stored it: the card and token it was posted with. */
const IN_SMS: PendingPayment = { stage: 'sms', repayRecordId: RECORD, card: SBI, repayToken: WAY.repayToken };
const SENT: PendingPayment = { stage: 'sent', repayRecordId: '', card: SBI, repayToken: WAY.repayToken };

const starts: PathStart<typeof cardRepayMachine>[] = [
  { name: 'fresh', input: { ...ADDRESS_INPUT, pending: null } },
  // A reload while the SMS step was open: the step comes back, for the same payment record.
  { name: 'reload in the SMS step', input: { ...ADDRESS_INPUT, pending: IN_SMS }, before: seed(IN_SMS) },
  // A reload after the payment left and before its answer came.
  { name: 'reload after a payment left', input: { ...ADDRESS_INPUT, pending: SENT }, before: seed(SENT) },
];

const way = 'xstate.done.actor.loadWay';
const commit = 'xstate.done.actor.commit';
const resend = 'xstate.done.actor.resend';
const confirm = 'xstate.done.actor.confirm';
const wallet = 'xstate.done.actor.wallet';

const done = <T>(type: string, output: T) => ({ type, output });

/**
 * Guards read the chosen card, the wallet, how many cards there are, whether the code is long
 * enough: that is the key. The confirm,
 * resend and wallet answers that land in the same state are told apart by their toast only, so
 * each of them is a path of its own.
 */
export const cardRepaySpec: PathSpec<typeof cardRepayMachine> = {
  name: 'cardRepay',
  machine: cardRepayMachine,
  starts,
  // Retry on cards that did load, Pay by wallet with no wallet: the screen has no such control.
  skipIgnored: true,
  everyPayload: [confirm, resend, wallet],
  payloads: {
    [way]: [
      done<LoadResult<RepaymentWay>>(way, { ok: true, data: WAY }),
      done<LoadResult<RepaymentWay>>(way, { ok: true, data: NO_WAY }),
      done<LoadResult<RepaymentWay>>(way, { ok: false, message: CARD_LIST_BUSY }),
    ],
    [commit]: [
      done<CommitResult>(commit, { ok: true, needValid: '1', repayRecordId: RECORD }),
      done<CommitResult>(commit, { ok: true, needValid: '0', repayRecordId: '' }),
      done<CommitResult>(commit, { ok: false, message: CARD_REFUSED }),
    ],
    [confirm]: [
      done<ConfirmResult>(confirm, { ok: true }),
      done<ConfirmResult>(confirm, { ok: false, code: '800006', message: 'wrong code' }),
      done<ConfirmResult>(confirm, { ok: false, code: '800005', message: 'duplicate' }),
      done<ConfirmResult>(confirm, { ok: false, code: '01', message: BANK_DECLINED }),
      done<ConfirmResult>(confirm, { ok: false, code: '01', message: '' }),
    ],
    [resend]: [
      done<CommitResult>(resend, { ok: true, needValid: '1', repayRecordId: RECORD }),
      done<CommitResult>(resend, { ok: false, message: RESEND_REFUSED }),
    ],
    [wallet]: [
      done<WalletResult>(wallet, { ok: true, url: WALLET_URL }),
      done<WalletResult>(wallet, { ok: true, url: null }),
      done<WalletResult>(wallet, { ok: false, message: WALLET_REFUSED }),
    ],
    'user.selectCard': [{ type: 'user.selectCard', cardId: SBI.id }],
    'user.editCode': [
      { type: 'user.editCode', code: CODE },
      { type: 'user.editCode', code: SHORT_CODE },
    ],
  },
  // The countdown's canSend is left out: the traversal never runs the child, so it would always be
  // true; the resend gesture waits the real 60 s out on the screen before it taps.
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { cardId: string | null; wallet: boolean; cards: BankCard[]; code: string };
    return [context.cardId, context.wallet, context.cards.length, context.code.length >= 6];
  },
};
