import { assign, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';
import { effects, navigate, toast, type NavigateParams } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, outputOf } from '../shared/load';
import type { LoadEvent, LoadFailure, LoadResult } from '../shared/load';
import { readHundredths, type Hundredths } from '../shared/money';
import type { LoanOrder } from '../shared/ports';
import { toastServerMessage } from '../shared/toastServerMessage';
import { loanOrderInput, port } from '../shared/ports';
import { linkGuards, linkOf, type LinkResult } from '../shared/link';
import { cardRepayWords } from './cardRepay.words';

/**
 * Card repayment (§2 "Repayment by card", §3 repayment store, §4, §5, §7 card repayment, §8, §9).
 *
 * The money moves once: `committing`, `sms.confirming` and `openingWallet` are the only states that
 * post a payment, each entered only from a state where the user asked for it, and no event re-enters
 * them while their request is in flight. Before a payment leaves, the binding stores it under this
 * visit's marker and the marker is written into the page address (replaced), so a reload of the
 * same page finds it and never posts it again by itself: it resumes the SMS step, or says the
 * payment may have gone through. A fresh open of the page (no marker, or another one) shows the
 * cards, with a notice when an earlier payment of the last 30 minutes may still be in progress.
 *
 * An answer that says nothing clear (no connection, a timeout, HTTP 5xx, a body that is not JSON, no
 * code: the invoked actor's error) is "may have gone through" (`maybeDone`): the page offers the
 * loan details and a check of the order's status, never Pay again for that payment. A refusal (a
 * code other than success, with the answer) says the server's message and keeps a usable page.
 */

/** §5: the SMS code must be 6 or more characters; the input takes digits only, up to this. */
export const MIN_CODE_LENGTH = 6;
export const MAX_CODE_LENGTH = 6;
/** §8 repayment-confirm codes. */
export const WRONG_CODE = '800006';
export const DUPLICATE_PAYMENT = '800005';

export interface BankCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/** What repayment-way answers (§7): the bound cards, the wallet option and the payment token. */
export interface RepaymentWay {
  cards: BankCard[];
  /** The wallet (`alipay`) is offered. */
  wallet: boolean;
  repayToken: string;
}

/**
 * A payment posted and not settled: what a reload of its page finds (stored by the binding under
 * the visit's marker), with the card and token it was posted with, so a resumed SMS step can still
 * ask for a new code.
 */
export interface PendingPayment {
  /**
   * 'sent': posted and its answer was unclear or never came; 'duplicate': the server answered
   * 800005 (already submitted); 'sms': the SMS step was open.
   */
  stage: 'sent' | 'duplicate' | 'sms';
  repayRecordId: string;
  card: BankCard | null;
  repayToken: string;
}

export interface CardRepayInput {
  orderId: string;
  productId: string;
  /** The amount as the page address gives it: integer hundredths (§9), '' when it has none. */
  amount: string;
  couponId: string;
  userId: string;
  /** The card the address names (chosen before a reload or Back), if the list still has it. */
  cardId: string;
  /** This visit's payment marker: the address's own when it names a stored payment, else a new one. */
  marker: string;
  /** The stored payment the address's marker names (a reload of the same page), else null. */
  pending: PendingPayment | null;
  /** Another payment of this order, of the last 30 minutes, may still be in progress. */
  earlier: boolean;
}

/** repayment-commit (§7). sendMsg '0' is the payment; '1' asks for a new SMS code for it. */
export interface CommitRequest {
  amount: Hundredths;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: '0' | '1';
}

export type CommitResult =
  | { ok: true; needValid: string; repayRecordId: string }
  | { ok: false; message: string };

export interface ConfirmRequest {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

export type ConfirmResult = { ok: true } | { ok: false; code: string; message: string };

export interface WalletRequest {
  userId: string;
  orderId: string;
  amount: Hundredths;
}

/** The wallet's own page, to open once the payment is posted. */
export type WalletResult = LinkResult;

/** The loan-details call as the check: the server's own status texts for the order (§3). */
export type CheckRequest = LoanOrder;

export type CheckResult = { ok: true; status: string; text: string } | { ok: false; message: string };

/** What the last check found, as the page shows it. */
export type CheckFinding = { kind: 'status'; status: string; text: string } | { kind: 'refused'; message: string } | { kind: 'fault' };

export interface CardRepayContext {
  orderId: string;
  productId: string;
  /** The address's amount, read (null: not a whole number of hundredths, or none). */
  amount: Hundredths | null;
  couponId: string;
  userId: string;
  cards: BankCard[];
  wallet: boolean;
  repayToken: string;
  cardId: string | null;
  repayRecordId: string;
  code: string;
  /** Bumped when a wrong code is answered: the view selects the code for retyping. */
  wrongCodeCount: number;
  failure: LoadFailure | null;
  /** The card the address named, chosen again once the list has it. */
  wantedCardId: string;
  marker: string;
  /** How the page was left before a reload, read once on start. */
  pendingStage: PendingPayment['stage'] | null;
  earlier: boolean;
  /** Why the payment may have gone through: no clear answer, or the server's 800005. */
  reason: 'unclear' | 'duplicate';
  check: CheckFinding | null;
  /** The SMS step's countdown (a child actor while the step is open). */
  countdown: ActorRefFrom<typeof countdownMachine> | null;
}

export type CardRepayEvent =
  | LoadEvent
  | { type: 'user.selectCard'; cardId: string }
  | { type: 'user.pay' }
  | { type: 'user.payByWallet' }
  | { type: 'user.editCode'; code: string }
  | { type: 'user.confirm' }
  | { type: 'user.resend' }
  | { type: 'user.changeCard' }
  | { type: 'user.openDetails' }
  | { type: 'user.check' };

/** What an action's params read: the context (and, for the chosen card, the event). */
type Args = { context: CardRepayContext };

const selectedCard = (context: CardRepayContext) => context.cards.find((card) => card.id === context.cardId) ?? null;

function commitOf(context: CardRepayContext, sendMsg: '0' | '1'): CommitRequest {
  const card = selectedCard(context);
  return {
    amount: context.amount ?? '',
    bankName: card?.bankName ?? '',
    cardId: card?.id ?? '',
    cardNo: card?.cardNo ?? '',
    couponId: context.couponId,
    orderId: context.orderId,
    repayToken: context.repayToken,
    bankCode: card?.bankCode ?? '',
    sendMsg,
  };
}

function pendingOf(context: CardRepayContext, stage: PendingPayment['stage'], card = selectedCard(context)): PendingPayment {
  return { stage, repayRecordId: context.repayRecordId, card, repayToken: context.repayToken };
}

const remember = (stage: PendingPayment['stage'], withCard = true) =>
  ({
    type: 'rememberPayment',
    params: ({ context }: Args) => ({
      orderId: context.orderId,
      marker: context.marker,
      pending: pendingOf(context, stage, withCard ? selectedCard(context) : null),
    }),
  }) as const;

const forget = { type: 'forgetPayment', params: ({ context }: Args) => ({ orderId: context.orderId, marker: context.marker }) } as const;

/**
 * The page's own address, replaced rather than pushed: the chosen card (Back and reload keep it)
 * and, while a payment is open, its marker (`pay`), which tells a reload from a fresh open.
 */
function addressOf(context: CardRepayContext, cardId: string, pay: boolean): NavigateParams {
  return {
    route: 'cardRepay',
    query: {
      orderId: context.orderId,
      productId: context.productId,
      amount: context.amount ?? '',
      ...(context.couponId ? { couponId: context.couponId } : {}),
      ...(context.userId ? { userId: context.userId } : {}),
      ...(cardId ? { cardId } : {}),
      ...(pay ? { pay: context.marker } : {}),
    },
    replace: true,
  };
}

/** The chosen card, into the address. */
const writeCard = navigate(({ context, event }: Args & { event: CardRepayEvent }) =>
  addressOf(context, event.type === 'user.selectCard' ? event.cardId : '', false),
);
/** The payment about to leave: its marker into the address, so a reload finds it. */
const writePayment = navigate(({ context }: Args) => addressOf(context, context.cardId ?? '', true));
/** No payment open any more (refused, or the code step given up): a reload shows the cards. */
const clearPayment = navigate(({ context }: Args) => addressOf(context, context.cardId ?? '', false));

const toDetails = navigate(({ context }: Args) => ({
  route: 'loanDetails',
  query: { productId: context.productId, orderId: context.orderId },
  replace: true,
}));


export const cardRepayMachine = setup({
  types: {} as { context: CardRepayContext; events: CardRepayEvent; input: CardRepayInput },
  actors: {
    loadWay: port<LoadResult<RepaymentWay>, { orderId: string }>('loadWay'),
    commit: port<CommitResult, CommitRequest>('commit'),
    confirm: port<ConfirmResult, ConfirmRequest>('confirm'),
    wallet: port<WalletResult, WalletRequest>('wallet'),
    checkOrder: port<CheckResult, CheckRequest>('checkOrder'),
    countdown: countdownMachine,
  },
  actions: {
    ...effects,
    ...loadFailureActions<CardRepayContext, CardRepayEvent>(),
    /** Injected: keeps the payment about to leave (or its SMS step) for a reload of its page. */
    rememberPayment: (_, _params: { orderId: string; marker: string; pending: PendingPayment }) => {},
    /** Injected: the payment is settled, refused or given up; it is no longer remembered. */
    forgetPayment: (_, _params: { orderId: string; marker: string }) => {},
    /** Injected: opens the wallet's (already checked) address. */
    openUrl: (_, _params: { url: string }) => {},
    setWay: assign(({ context, event }) => {
      const way = loadedData<RepaymentWay>(event);
      if (!way) return {};
      const { cards, wallet, repayToken } = way;
      // The card chosen before a reload, if still bound; one card is chosen for the user; with
      // several the choice is theirs (§5 asks for it).
      const wanted = cards.find((card) => card.id === context.wantedCardId);
      return { cards, wallet, repayToken, cardId: wanted?.id ?? (cards.length === 1 ? cards[0]!.id : null), failure: null };
    }),
    selectCard: assign({ cardId: ({ context, event }) => (event.type === 'user.selectCard' ? event.cardId : context.cardId) }),
    setRecord: assign({ repayRecordId: ({ event }) => outputOf<{ repayRecordId?: string }>(event).repayRecordId ?? '' }),
    setCode: assign({
      code: ({ event }) => (event.type === 'user.editCode' ? event.code.replace(/\D/g, '').slice(0, MAX_CODE_LENGTH) : ''),
    }),
    markWrongCode: assign({ wrongCodeCount: ({ context }) => context.wrongCodeCount + 1 }),
    /** The code step is given up: the next payment starts from the card list, with no card chosen. */
    dropPayment: assign({ cardId: null, wantedCardId: '', repayRecordId: '', code: '', wrongCodeCount: 0 }),
    markUnclear: assign({ reason: 'unclear' as const, check: null }),
    markDuplicate: assign({ reason: 'duplicate' as const, check: null }),
    setCheck: assign({
      check: ({ event }): CheckFinding => {
        const output = outputOf<CheckResult>(event);
        return output.ok ? { kind: 'status', status: output.status, text: output.text } : { kind: 'refused', message: output.message };
      },
    }),
    setCheckFault: assign({ check: { kind: 'fault' } as CheckFinding }),
    spawnCountdown: assign({ countdown: ({ spawn }) => spawn('countdown', { id: 'countdown' }) }),
    startCountdown: sendTo('countdown', { type: 'user.tapSend' }),
    clearCountdown: assign({ countdown: null }),
  },
  guards: {
    ...loadGuards,
    isAmountUnreadable: ({ context }) => context.amount === null,
    hasStoredSmsStep: ({ context }) => context.pendingStage === 'sms' && context.repayRecordId !== '',
    hasStoredUnsettledPayment: ({ context }) => context.pendingStage === 'sent' || context.pendingStage === 'duplicate',
    hasEarlierPayment: ({ context }) => context.earlier,
    hasCard: ({ context }) => selectedCard(context) !== null,
    isListedCard: ({ context, event }) => event.type === 'user.selectCard' && context.cards.some((card) => card.id === event.cardId),
    hasWallet: ({ context }) => context.wallet,
    hasNoWay: ({ context }) => context.cards.length === 0 && !context.wallet,
    ...linkGuards,
    needsCode: ({ event }) => {
      const output = outputOf<CommitResult>(event);
      return output.ok && String(output.needValid).trim() === '1';
    },
    isCodeLongEnough: ({ context }) => context.code.length >= MIN_CODE_LENGTH,
    isWrongCode: ({ event }) => {
      const output = outputOf<ConfirmResult>(event);
      return !output.ok && String(output.code).trim() === WRONG_CODE;
    },
    isDuplicate: ({ event }) => {
      const output = outputOf<ConfirmResult>(event);
      return !output.ok && String(output.code).trim() === DUPLICATE_PAYMENT;
    },
    canResend: ({ context }) => context.countdown?.getSnapshot().hasTag('canSend') ?? false,
  },
}).createMachine({
  id: 'cardRepay',
  context: ({ input }) => ({
    orderId: input.orderId,
    productId: input.productId,
    amount: readHundredths(input.amount),
    couponId: input.couponId,
    userId: input.userId,
    // A resumed payment keeps the card and token it was posted with (a new code is asked with them).
    cards: input.pending?.card ? [input.pending.card] : [],
    wallet: false,
    repayToken: input.pending?.repayToken ?? '',
    cardId: input.pending?.card?.id ?? null,
    repayRecordId: input.pending?.repayRecordId ?? '',
    code: '',
    wrongCodeCount: 0,
    failure: null,
    wantedCardId: input.cardId,
    marker: input.marker,
    pendingStage: input.pending?.stage ?? null,
    earlier: input.earlier,
    reason: input.pending?.stage === 'duplicate' ? 'duplicate' : 'unclear',
    check: null,
    countdown: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Opening: nothing shown yet; the address says whether a payment is resumed or the cards load',
      always: [
        { guard: 'isAmountUnreadable', target: 'amountUnreadable' },
        { guard: 'hasStoredSmsStep', target: 'sms' },
        { guard: 'hasStoredUnsettledPayment', target: 'maybeDone' },
        { target: 'loading' },
      ],
    },
    /** The address's amount is not a whole number of hundredths (§9): nothing is asked, Back leaves. */
    amountUnreadable: {
      description: "'The amount cannot be read': nothing is sent, with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    ...loadStates('loadWay', [{ target: 'ready', actions: 'setWay' }], ({ context }: { context: CardRepayContext }) => ({
      orderId: context.orderId,
    })),
    ready: {
      description:
        "The cards: the amount, the cards to pick, Pay and, when offered, 'Pay with a wallet instead'; a notice with 'Open my loan' when an earlier payment may be in progress; with no card and no wallet, 'No bank card is linked' with Try again",
      on: {
        'user.selectCard': { guard: 'isListedCard', actions: ['selectCard', writeCard] },
        'user.pay': [{ guard: 'hasCard', target: 'committing' }, { actions: toast('cardRepay.selectCard') }],
        'user.payByWallet': { guard: 'hasWallet', target: 'openingWallet' },
        // No card bound yet: the user may bind one in the app and ask again.
        'user.retry': { guard: 'hasNoWay', target: 'loading' },
        // The notice of an earlier payment leads to the loan, to see whether it went through.
        'user.openDetails': { guard: 'hasEarlierPayment', target: 'left', actions: toDetails },
      },
    },
    committing: {
      description: 'Paying by card: Pay spins and every button is off',
      tags: ['busy'],
      entry: [remember('sent'), writePayment],
      invoke: {
        id: 'commit',
        src: 'commit',
        input: ({ context }) => commitOf(context, '0'),
        onDone: [
          { guard: 'needsCode', target: 'sms', actions: 'setRecord' },
          { guard: 'isOk', target: 'left', actions: [forget, toDetails] },
          // Refused: the server's message is toasted; nothing was paid.
          { target: 'ready', actions: [forget, clearPayment, toastServerMessage('cardRepay.failed')] },
        ],
        // No clear answer: the payment may have gone through (it stays remembered as 'sent').
        onError: { target: 'maybeDone', actions: 'markUnclear' },
      },
    },
    /**
     * The code was sent with the commit: the countdown starts with the step. A step resumed after a
     * reload does not know when its code was sent, so it counts a fresh 60 s before offering another.
     * The countdown is spawned (not invoked) so the resend guard can read it from the context.
     * 'Change card' gives the step up (no new commit) and 'Open my loan' leaves it, in every
     * resting moment of the step, resumed or not.
     */
    sms: {
      description:
        "The SMS step: the card paid from, the amount, the code field, the SMS button with its countdown, 'Confirm payment', 'Change card' and 'Open my loan'",
      exit: [stopChild('countdown'), 'clearCountdown'],
      entry: ['spawnCountdown', remember('sms'), 'startCountdown'],
      initial: 'editing',
      states: {
        editing: {
          description: 'The code can be typed and confirmed; a new code once the countdown is over',
          on: {
            'user.editCode': { actions: 'setCode' },
            'user.confirm': [{ guard: 'isCodeLongEnough', target: 'confirming' }, { actions: toast('cardRepay.codeTooShort') }],
            'user.resend': { guard: 'canResend', target: 'resending' },
            'user.changeCard': { target: '#cardRepay.loading', actions: [forget, 'dropPayment', clearPayment] },
            'user.openDetails': { target: '#cardRepay.left', actions: toDetails },
          },
        },
        confirming: {
          description: "Confirming the code: 'Confirm payment' spins and every button is off",
          tags: ['busy'],
          // The code leaves with the payment's fate: a reload before its answer says it may have gone through.
          entry: remember('sent'),
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => ({ orderId: context.orderId, verifyCode: context.code, repaymentRecordId: context.repayRecordId }),
            onDone: [
              { guard: 'isOk', target: '#cardRepay.left', actions: [forget, toDetails] },
              { guard: 'isWrongCode', target: 'editing', actions: ['markWrongCode', remember('sms'), toast('cardRepay.wrongCode')] },
              // 800005: the server has this payment already; the message, with the way to the loan.
              { guard: 'isDuplicate', target: '#cardRepay.maybeDone', actions: ['markDuplicate', remember('duplicate')] },
              { target: 'editing', actions: [remember('sms'), toastServerMessage('cardRepay.failed')] },
            ],
            // Still remembered as 'sent' (since the code left).
            onError: { target: '#cardRepay.maybeDone', actions: 'markUnclear' },
          },
        },
        resending: {
          description: 'Asking a new code: the SMS button spins and every button is off',
          tags: ['busy'],
          invoke: {
            id: 'resend',
            src: 'commit',
            input: ({ context }) => commitOf(context, '1'),
            onDone: [
              // A reload confirms with the record the server answered last.
              { guard: 'isOk', target: 'editing', actions: ['setRecord', 'startCountdown', remember('sms')] },
              // Refused: the server's message is toasted; the code already sent still counts.
              { target: 'editing', actions: toastServerMessage('cardRepay.failed') },
            ],
            // A new code is not a payment (docs/spec-notes.md): the step stays, with its ways out.
            onError: { target: 'editing', actions: toast('common.networkError') },
          },
        },
      },
    },
    openingWallet: {
      description: "Paying by wallet: 'Pay with a wallet instead' spins and every button is off",
      tags: ['busy'],
      entry: [remember('sent', false), writePayment],
      invoke: {
        id: 'wallet',
        src: 'wallet',
        input: ({ context }) => ({ userId: context.userId, orderId: context.orderId, amount: context.amount ?? '' }),
        onDone: [
          {
            guard: 'hasSafeUrl',
            target: 'left',
            actions: [forget, { type: 'openUrl', params: ({ event }) => ({ url: linkOf(event) ?? '' }) }],
          },
          { guard: 'isOk', target: 'ready', actions: [forget, clearPayment, toast('cardRepay.walletRefused')] },
          // Refused: the server's message is toasted; nothing was paid.
          { target: 'ready', actions: [forget, clearPayment, toastServerMessage('cardRepay.walletRefused')] },
        ],
        onError: { target: 'maybeDone', actions: 'markUnclear' },
      },
    },
    /**
     * The payment may have gone through: no clear answer came, or the server said it has it already
     * (800005). The page offers the loan details and a check of the order's status in place (the
     * loan-details call's own texts), never the same payment again.
     */
    maybeDone: {
      description:
        "'Your payment may already have gone through' (or 'do not submit twice' when already submitted), with 'Check payment status' and 'Open my loan'; never Pay",
      initial: 'idle',
      on: {
        'user.openDetails': { target: 'left', actions: toDetails },
      },
      states: {
        idle: {
          description: 'Both buttons, under the status the last check found (if any)',
          on: { 'user.check': 'checking' },
        },
        checking: {
          description: "Checking the loan's status: 'Check payment status' spins",
          tags: ['checking'],
          invoke: {
            id: 'checkOrder',
            src: 'checkOrder',
            input: loanOrderInput,
            onDone: { target: 'idle', actions: 'setCheck' },
            onError: { target: 'idle', actions: 'setCheckFault' },
          },
        },
      },
    },
    /** The page is handed over (loan details, the wallet): nothing of it runs any more. */
    left: { description: "The page is left for the loan details or the wallet's page", type: 'final' },
  },
  meta: { words: cardRepayWords },
});

export type CardRepayMachine = typeof cardRepayMachine;
