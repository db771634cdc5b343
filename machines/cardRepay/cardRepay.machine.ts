import { assign, fromPromise, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';
import { effects, type ToastParams } from '../shared/effects';
import { loadFailureActions, loadGuards, loadStates, outputOf, type LoadFailure, type LoadResult } from '../shared/load';
import { toastServerMessage } from '../shared/toastServerMessage';

/**
 * Card repayment (§2 "Repayment by card", §3 repayment store, §4, §5, §7 card repayment, §8).
 *
 * The money moves once: `committing` and `confirming` are the only states that post a payment,
 * each entered only from a state where the user asked for it, and no event re-enters them while
 * their request is in flight. The SMS step runs the countdown as its child (`countdown`). Before a
 * payment is posted the binding is told (`rememberPayment`), so a reload after it never posts it
 * again by itself: it resumes the SMS step, or says a payment was sent and lets the user check.
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
 * A payment posted and waiting: what a reload of the page finds (stored by the binding), with the
 * card and token it was posted with, so a resumed SMS step can still ask for a new code.
 */
export interface PendingPayment {
  /** 'sent': the commit left and its answer never came; 'sms': the SMS step was open. */
  stage: 'sent' | 'sms';
  repayRecordId: string;
  card: BankCard | null;
  repayToken: string;
}

export interface CardRepayInput {
  orderId: string;
  productId: string;
  /** The amount to pay as the page address gives it. */
  amount: string;
  couponId: string;
  userId: string;
  /** The card the address names (chosen before a reload or Back), if the list still has it. */
  cardId: string;
  pending: PendingPayment | null;
}

/** repayment-commit (§7). sendMsg '0' is the payment; '1' asks for a new SMS code for it. */
export interface CommitRequest {
  amount: string;
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
  amount: string;
}

/** The binding has already put the URL through safeUrl: null when it was missing or unsafe. */
export type WalletResult = { ok: true; url: string | null } | { ok: false; message: string };

export interface CardRepayContext extends Omit<CardRepayInput, 'pending' | 'cardId'> {
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
  /** How the page was left before a reload, read once on start. */
  pendingStage: PendingPayment['stage'] | null;
  /** The SMS step's countdown (a child actor while the step is open). */
  countdown: ActorRefFrom<typeof countdownMachine> | null;
}

export type CardRepayEvent =
  | { type: 'user.retry' }
  | { type: 'user.leave' }
  | { type: 'user.selectCard'; cardId: string }
  | { type: 'user.pay' }
  | { type: 'user.payByWallet' }
  | { type: 'user.editCode'; code: string }
  | { type: 'user.confirm' }
  | { type: 'user.resend' }
  | { type: 'user.payAgain' }
  | { type: 'user.openDetails' };

const toast = (key: string) => ({ type: 'toast', params: { key } satisfies ToastParams }) as const;
const selectedCard = (context: CardRepayContext) => context.cards.find((card) => card.id === context.cardId) ?? null;

function commitOf(context: CardRepayContext, sendMsg: '0' | '1'): CommitRequest {
  const card = selectedCard(context);
  return {
    amount: context.amount,
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

function pendingOf(context: CardRepayContext, stage: PendingPayment['stage']): PendingPayment {
  return {
    stage,
    repayRecordId: stage === 'sent' ? '' : context.repayRecordId,
    card: selectedCard(context),
    repayToken: context.repayToken,
  };
}

/** The chosen card lives in the address, replaced rather than pushed: Back and reload keep it. */
const rememberCard = {
  type: 'navigate',
  params: ({ context, event }: { context: CardRepayContext; event: CardRepayEvent }) => ({
    route: 'cardRepay',
    query: {
      orderId: context.orderId,
      productId: context.productId,
      amount: context.amount,
      ...(context.couponId ? { couponId: context.couponId } : {}),
      ...(context.userId ? { userId: context.userId } : {}),
      cardId: event.type === 'user.selectCard' ? event.cardId : '',
    },
    replace: true,
  }),
} as const;

const toDetails = {
  type: 'navigate',
  params: ({ context }: { context: CardRepayContext }) => ({
    route: 'loanDetails',
    query: { productId: context.productId, orderId: context.orderId },
    replace: true,
  }),
} as const;

export const cardRepayMachine = setup({
  types: {
    context: {} as CardRepayContext,
    events: {} as CardRepayEvent,
    input: {} as CardRepayInput,
  },
  actors: {
    loadWay: fromPromise<LoadResult<RepaymentWay>, { orderId: string }>(async () => ({ ok: false, message: '' })),
    commit: fromPromise<CommitResult, CommitRequest>(async () => ({ ok: false, message: '' })),
    confirm: fromPromise<ConfirmResult, ConfirmRequest>(async () => ({ ok: false, code: '', message: '' })),
    wallet: fromPromise<WalletResult, WalletRequest>(async () => ({ ok: false, message: '' })),
    countdown: countdownMachine,
  },
  actions: {
    ...effects,
    ...loadFailureActions<CardRepayContext, CardRepayEvent>(),
    /** Injected: keeps the payment posted (or its SMS step) across a reload of the page. */
    rememberPayment: (_, _params: { orderId: string; pending: PendingPayment }) => {},
    /** Injected: the payment is settled or refused; a reload starts afresh. */
    forgetPayment: (_, _params: { orderId: string }) => {},
    /** Injected: opens the wallet's (already checked) address. */
    openUrl: (_, _params: { url: string }) => {},
    setWay: assign(({ context, event }) => {
      const output = outputOf<LoadResult<RepaymentWay>>(event);
      if (!output.ok) return {};
      const { cards, wallet, repayToken } = output.data;
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
    spawnCountdown: assign({ countdown: ({ spawn }) => spawn('countdown', { id: 'countdown' }) }),
    startCountdown: sendTo('countdown', { type: 'user.tapSend' }),
    clearCountdown: assign({ countdown: null }),
  },
  guards: {
    ...loadGuards,
    hasCard: ({ context }) => selectedCard(context) !== null,
    isListedCard: ({ context, event }) => event.type === 'user.selectCard' && context.cards.some((card) => card.id === event.cardId),
    hasWallet: ({ context }) => context.wallet,
    hasNoWay: ({ context }) => context.cards.length === 0 && !context.wallet,
    resumesSms: ({ context }) => context.repayRecordId !== '' && context.pendingStage === 'sms',
    paymentUnsure: ({ context }) => context.pendingStage === 'sent',
    isOk: ({ event }) => outputOf<{ ok: boolean }>(event).ok,
    needsCode: ({ event }) => {
      const output = outputOf<CommitResult>(event);
      return output.ok && String(output.needValid).trim() === '1';
    },
    codeLongEnough: ({ context }) => context.code.length >= MIN_CODE_LENGTH,
    isWrongCode: ({ event }) => {
      const output = outputOf<ConfirmResult>(event);
      return !output.ok && String(output.code).trim() === WRONG_CODE;
    },
    isDuplicate: ({ event }) => {
      const output = outputOf<ConfirmResult>(event);
      return !output.ok && String(output.code).trim() === DUPLICATE_PAYMENT;
    },
    canResend: ({ context }) => context.countdown?.getSnapshot().hasTag('canSend') ?? false,
    hasSafeUrl: ({ event }) => {
      const output = outputOf<WalletResult>(event);
      return output.ok && output.url !== null;
    },
  },
}).createMachine({
  id: 'cardRepay',
  context: ({ input }) => ({
    orderId: input.orderId,
    productId: input.productId,
    amount: input.amount,
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
    pendingStage: input.pending?.stage ?? null,
    wantedCardId: input.cardId,
    countdown: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'resumesSms', target: 'sms' }, { guard: 'paymentUnsure', target: 'unsure' }, { target: 'loading' }],
    },
    /** A payment left before a reload and its answer never came: the user checks before paying again. */
    unsure: {
      on: {
        'user.openDetails': { target: 'left', actions: toDetails },
        'user.payAgain': { target: 'loading', actions: { type: 'forgetPayment', params: ({ context }) => ({ orderId: context.orderId }) } },
      },
    },
    ...loadStates('loadWay', [{ target: 'ready', actions: 'setWay' }], ({ context }: { context: CardRepayContext }) => ({
      orderId: context.orderId,
    })),
    ready: {
      on: {
        'user.selectCard': { guard: 'isListedCard', actions: ['selectCard', rememberCard] },
        'user.pay': [{ guard: 'hasCard', target: 'committing' }, { actions: toast('cardRepay.selectCard') }],
        'user.payByWallet': { guard: 'hasWallet', target: 'openingWallet' },
        // No card bound yet: the user may bind one in the app and ask again.
        'user.retry': { guard: 'hasNoWay', target: 'loading' },
      },
    },
    committing: {
      tags: ['busy'],
      entry: {
        type: 'rememberPayment',
        params: ({ context }) => ({ orderId: context.orderId, pending: pendingOf(context, 'sent') }),
      },
      invoke: {
        id: 'commit',
        src: 'commit',
        input: ({ context }) => commitOf(context, '0'),
        onDone: [
          { guard: 'needsCode', target: 'sms', actions: 'setRecord' },
          { guard: 'isOk', target: 'left', actions: [{ type: 'forgetPayment', params: ({ context }) => ({ orderId: context.orderId }) }, toDetails] },
          // A refusal was toasted with the server's message by the request helper: nothing was paid.
          { target: 'ready', actions: { type: 'forgetPayment', params: ({ context }) => ({ orderId: context.orderId }) } },
        ],
        // The answer was lost: the payment may have gone through, so the page does not offer Pay again.
        onError: { target: 'unsure', actions: toast('common.networkError') },
      },
    },
    /**
     * The code was sent with the commit: the countdown starts with the step. A step resumed after a
     * reload does not know when its code was sent, so it counts a fresh 60 s before offering another.
     * The countdown is spawned (not invoked) so the resend guard can read it from the context.
     */
    sms: {
      exit: [stopChild('countdown'), 'clearCountdown'],
      entry: [
        'spawnCountdown',
        {
          type: 'rememberPayment',
          params: ({ context }) => ({ orderId: context.orderId, pending: pendingOf(context, 'sms') }),
        },
        'startCountdown',
      ],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.editCode': { actions: 'setCode' },
            'user.confirm': [{ guard: 'codeLongEnough', target: 'confirming' }, { actions: toast('cardRepay.codeTooShort') }],
            'user.resend': { guard: 'canResend', target: 'resending' },
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => ({ orderId: context.orderId, verifyCode: context.code, repaymentRecordId: context.repayRecordId }),
            onDone: [
              { guard: 'isOk', target: '#cardRepay.left', actions: [{ type: 'forgetPayment', params: ({ context }) => ({ orderId: context.orderId }) }, toDetails] },
              { guard: 'isWrongCode', target: 'editing', actions: ['markWrongCode', toast('cardRepay.wrongCode')] },
              { guard: 'isDuplicate', target: 'editing', actions: toast('cardRepay.duplicate') },
              { target: 'editing', actions: toastServerMessage('cardRepay.failed') },
            ],
            onError: { target: 'editing', actions: toast('common.networkError') },
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resend',
            src: 'commit',
            input: ({ context }) => commitOf(context, '1'),
            onDone: [
              {
                guard: 'isOk',
                target: 'editing',
                actions: [
                  'setRecord',
                  'startCountdown',
                  // A reload confirms with the record the server answered last.
                  { type: 'rememberPayment', params: ({ context }) => ({ orderId: context.orderId, pending: pendingOf(context, 'sms') }) },
                ],
              },
              { target: 'editing' },
            ],
            onError: { target: 'editing', actions: toast('common.networkError') },
          },
        },
      },
    },
    openingWallet: {
      tags: ['busy'],
      invoke: {
        id: 'wallet',
        src: 'wallet',
        input: ({ context }) => ({ userId: context.userId, orderId: context.orderId, amount: context.amount }),
        onDone: [
          { guard: 'hasSafeUrl', target: 'left', actions: { type: 'openUrl', params: ({ event }) => ({ url: (event.output as { url: string }).url }) } },
          { guard: 'isOk', target: 'ready', actions: toast('cardRepay.walletRefused') },
          { target: 'ready' },
        ],
        onError: { target: 'ready', actions: toast('common.networkError') },
      },
    },
    /** The page is handed over (loan details, the wallet): nothing of it runs any more. */
    left: { type: 'final' },
  },
});

export type CardRepayMachine = typeof cardRepayMachine;
