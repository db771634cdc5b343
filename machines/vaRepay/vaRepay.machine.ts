import { assign, setup } from 'xstate';
import { effects, navigate, toast } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { PAY_TYPE_BANK, PAY_TYPE_MARKET, payAmountOf, payQuery, readHundredths } from '../shared/money';
import type { Hundredths, PayAddress, PayChoice } from '../shared/money';
import { type LoanOrder, port } from '../shared/ports';
import { vaRepayWords } from './vaRepay.words';

/**
 * The virtual-account repay page ('Pelunasan'; §2, §3 virtual-account response, §4 method
 * selection, §7 generate-vcode, §9).
 *
 * On load it asks generate-vcode for the stored pay choice (the change-method page's), then shows
 * the number to pay to, the total, the bill number, the method and its instructions. Nothing here
 * moves money: the user pays at an ATM, in a bank app or at a mini market's till, so Back and a
 * reload simply ask again (the number is stable for the same choice). Copying the number or the
 * amount is an invoked actor (the clipboard is I/O); its confirmation lasts `copiedFor`. The
 * 'TELAH MEMBAYAR' tips popup is a state, so the page beneath it takes no gestures while it is open.
 *
 * Amounts are integer hundredths (§9, machines/shared/money.ts). An address without an amount
 * asks for what the server says is owed (amount ''); an address amount that is not a whole number
 * of hundredths is never guessed: nothing is asked (`addressUnreadable`). An answer whose amount
 * cannot be read shows no number to pay to (`answerUnreadable`). A refusal or an answer without a
 * number offers Retry and 'Ganti metode'. No answer at all (network, timeout, HTTP 5xx, a broken
 * body) is unclear: the code may have been made and an earlier payment may have gone through, so
 * the page offers a check (generate-vcode again: the same choice gets the same number) and the
 * loan details, never a pay action.
 */

/** How long the copy button says 'Disalin' / 'Copied' ("a few seconds"). */
export const COPIED_MS = 3000;

/** §3 pay types, as the change-method page stores them (machines/shared/money.ts). */
export { PAY_TYPE_BANK, PAY_TYPE_MARKET };

/** The choice stored by the change-method page (§4): what generate-vcode is asked for. */
export type VaChoice = PayChoice;

export interface VaRepayInput extends PayAddress {
  choice: VaChoice;
  /** The configured service telephone (§9), used when the answer has none. */
  servicePhone: string;
}

/** generate-vcode's payload (§7), every field as the spec names it. */
export interface VcodeInput extends LoanOrder {
  amount: string;
  payCode: string;
  pay_type: string;
  is_default: string;
  is_display: string;
  specific_num: string;
}

/** A bank method and its steps; a mini market's steps are plain strings (§3). */
export interface BankSteps {
  name: string;
  step: string[];
}

/** §3 virtual-account response. */
export interface VirtualAccount {
  amount: string | number;
  vcode: string;
  cardNo: string;
  payType: string;
  payCode: string;
  payStep: (string | BankSteps)[];
  specificNum: string;
  telephone: string;
}

export type CopyTarget = 'number' | 'amount';

export interface VaRepayContext extends Omit<VaRepayInput, 'choice'> {
  choice: VaChoice;
  account: VirtualAccount | null;
  /** The bank method whose steps are open (first one open on load); null: all folded. */
  openStep: number | null;
  /** What the last copy was of, for the button that confirms it. */
  copyTarget: CopyTarget | null;
  failure: LoadFailure | null;
}

export type VaRepayEvent =
  | LoadEvent
  /** An unclear answer: ask generate-vcode again for the same choice (idempotent: the same number). */
  | { type: 'user.check' }
  /** An unclear answer: the loan details, which say what is still owed. */
  | { type: 'user.openLoan' }
  /** `text` is what lands on the clipboard: the number ungrouped, or the amount as typed at an ATM. */
  | { type: 'user.copy'; target: CopyTarget; text: string }
  | { type: 'user.toggleStep'; index: number }
  | { type: 'user.changeMethod' }
  | { type: 'user.complain' }
  | { type: 'user.callPhone' }
  | { type: 'user.openTips' }
  | { type: 'user.closeTips' }
  | { type: 'user.confirmTips' };

export interface CallPhoneParams {
  phone: string;
}

/** The bank methods of an answer (a market's steps are strings: none). */
export function bankStepsOf(account: VirtualAccount | null): BankSteps[] {
  if (!account || account.payType !== PAY_TYPE_BANK) return [];
  return account.payStep.filter((step): step is BankSteps => typeof step !== 'string');
}

/** The telephone to show: the answer's, else the configured one (§3, §9). */
export function phoneOf(context: Pick<VaRepayContext, 'account' | 'servicePhone'>): string {
  const answered = context.account?.telephone.trim() ?? '';
  return answered !== '' ? answered : context.servicePhone.trim();
}

/** The address amount as hundredths: '' when the address has none, null when it cannot be read. */
export const addressAmountOf = payAmountOf;

/** The answer's total as hundredths, or null when it is not a whole number of them. */
export function totalOf(account: VirtualAccount | null): Hundredths | null {
  return account ? readHundredths(account.amount) : null;
}

/** The change-method page's address (§2): this page's amount and display=1, as they came. */
export const changeMethodQuery = payQuery;

/** The customer-service page with its type=1 header (§2). */
export const COMPLAINT_QUERY: Record<string, string> = { type: '1' };

/** The loan details of this order: what an unclear answer sends the borrower to. */
export function loanQuery(context: Pick<VaRepayContext, 'productId' | 'orderId'>): Record<string, string> {
  return { productId: context.productId, orderId: context.orderId };
}

export function vcodeOf(context: VaRepayContext): VcodeInput {
  return {
    productId: context.productId,
    orderId: context.orderId,
    // '' asks for what is owed (or the extension fee with is_display 1); an unreadable one never gets here.
    amount: addressAmountOf(context) ?? '',
    payCode: context.choice.payCode,
    pay_type: context.choice.payType,
    is_default: context.choice.isDefault,
    is_display: context.display ? '1' : '0',
    specific_num: context.choice.specificNum,
  };
}

/** 'Ganti metode': the change-method page, pushed so Back returns here. */
const toChangeMethod = {
  target: '#vaRepay.left',
  actions: navigate(({ context }: { context: VaRepayContext }) => ({ route: 'changeMethod', query: changeMethodQuery(context) })),
} as const;

const accountOf = (event: unknown) => loadedData<VirtualAccount>(event);


export const vaRepayMachine = setup({
  types: {} as { context: VaRepayContext; events: VaRepayEvent; input: VaRepayInput },
  actors: {
    loadAccount: port<LoadResult<VirtualAccount>, VcodeInput>('loadAccount'),
    copy: port<void, { text: string }>('copy'),
  },
  delays: {
    copiedFor: COPIED_MS,
  },
  guards: {
    ...loadGuards,
    /** The address carries an amount that is not a whole number of hundredths: nothing is asked. */
    isAddressUnreadable: ({ context }) => addressAmountOf(context) === null,
    /** The answer's amount is not a whole number of hundredths: no number is shown to pay to. */
    isAnswerUnreadable: ({ event }) => {
      const account = accountOf(event);
      return account !== null && totalOf(account) === null;
    },
    /** An answer without a number to pay to has nothing to show. */
    hasNoAccount: ({ event }) => {
      const account = accountOf(event);
      return account !== null && account.cardNo.trim() === '';
    },
    isBankStep: ({ context, event }) =>
      event.type === 'user.toggleStep' && event.index >= 0 && event.index < bankStepsOf(context.account).length,
    hasPhone: ({ context }) => phoneOf(context) !== '',
  },
  actions: {
    ...effects,
    ...loadFailureActions<VaRepayContext, VaRepayEvent>(),
    /** Injected: asks the host app to dial (the bridge in the app, a tel: link in a browser). */
    callPhone: (_: unknown, _params: CallPhoneParams) => {},
    setAccount: assign(({ event }) => ({ account: accountOf(event), openStep: 0, failure: null })),
    toggleStep: assign({
      openStep: ({ context, event }) => {
        if (event.type !== 'user.toggleStep') return context.openStep;
        return context.openStep === event.index ? null : event.index;
      },
    }),
    setCopyTarget: assign({ copyTarget: ({ context, event }) => (event.type === 'user.copy' ? event.target : context.copyTarget) }),
  },
}).createMachine({
  id: 'vaRepay',
  context: ({ input }) => ({
    productId: input.productId,
    orderId: input.orderId,
    amount: input.amount,
    display: input.display,
    choice: input.choice,
    servicePhone: input.servicePhone,
    account: null,
    openStep: null,
    copyTarget: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    /** The address amount decides whether anything may be asked. */
    start: {
      description: "Opening: nothing shown yet; the address's amount says whether anything may be asked",
      always: [{ guard: 'isAddressUnreadable', target: 'addressUnreadable' }, { target: 'loading' }],
    },
    /** The address amount cannot be read: the page says so, asks nothing, and offers Back. */
    addressUnreadable: {
      description: "'The amount cannot be read': nothing is asked, with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    loading: {
      description: 'Loading: the page shows its spinner',
      tags: ['loading'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => vcodeOf(context),
        onDone: [
          { guard: 'isRefused', target: 'refused', actions: 'setRefused' },
          { guard: 'hasNoAccount', target: 'empty' },
          { guard: 'isAnswerUnreadable', target: 'answerUnreadable' },
          { target: 'ready', actions: 'setAccount' },
        ],
        // No answer, or one that is not the §7 envelope: the code may exist, a payment may be in.
        onError: { target: 'unclear' },
      },
    },
    /** generate-vcode refused (its message shown): ask again, another method, or leave. */
    refused: {
      description: "The server's message (else 'This bill cannot be paid right now') with Try again, 'Change method' and Back",
      on: { 'user.retry': 'loading', 'user.changeMethod': toChangeMethod, 'user.leave': { actions: 'leave' } },
    },
    /** An answer without a number: ask again or another method. */
    empty: {
      description: "'No payment number is available for this method right now' with Try again and 'Change method'",
      on: { 'user.retry': 'loading', 'user.changeMethod': toChangeMethod },
    },
    /** An answer whose amount cannot be read: no number shown; ask again, another method, or leave. */
    answerUnreadable: {
      description: "'The amount cannot be read': no number shown, with Try again, 'Change method' and Back",
      on: { 'user.retry': 'loading', 'user.changeMethod': toChangeMethod, 'user.leave': { actions: 'leave' } },
    },
    /** No clear answer: "may have been made / may have gone through"; a check or the loan details. */
    unclear: {
      description:
        "'We did not get an answer': the number may exist and a payment may have gone through; 'Check again' and 'Open my loan', nothing to pay",
      on: {
        'user.check': 'loading',
        'user.openLoan': {
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => ({ route: 'loanDetails', query: loanQuery(context) }) },
        },
      },
    },
    ready: {
      description:
        "The number to pay to with Copy, the total with Copy, the bill number, the method with 'Change method', how to pay, customer service, the service telephone (when known) and 'I HAVE PAID'",
      initial: 'page',
      states: {
        page: {
          description: 'The page itself, no popup open: every tap is taken',
          on: {
            'user.toggleStep': { guard: 'isBankStep', actions: 'toggleStep' },
            'user.callPhone': {
              guard: 'hasPhone',
              actions: { type: 'callPhone', params: ({ context }) => ({ phone: phoneOf(context) }) },
            },
            'user.changeMethod': toChangeMethod,
            'user.complain': {
              target: '#vaRepay.left',
              actions: { type: 'navigate', params: { route: 'customerService', query: COMPLAINT_QUERY } },
            },
            'user.openTips': 'tips',
          },
          initial: 'idle',
          states: {
            idle: {
              description: "Both copy buttons read 'Copy'",
              on: { 'user.copy': { target: 'copying', actions: 'setCopyTarget' } },
            },
            // A second tap while the clipboard works is ignored.
            copying: {
              description: 'Copying: the Copy tapped spins; another tap is ignored',
              invoke: {
                id: 'copy',
                src: 'copy',
                input: ({ event }) => ({ text: event.type === 'user.copy' ? event.text : '' }),
                onDone: {
                  target: 'copied',
                  actions: {
                    type: 'toast',
                    params: ({ context }) => ({ key: context.copyTarget === 'amount' ? 'vaRepay.amountCopied' : 'vaRepay.numberCopied' }),
                  },
                },
                onError: { target: 'copyFailed', actions: toast('vaRepay.copyFailed') },
              },
            },
            copied: {
              description: "The button of what was copied reads 'Copied', for 3 seconds",
              after: { copiedFor: 'idle' },
              on: { 'user.copy': { target: 'copying', actions: 'setCopyTarget' } },
            },
            /** The page says so beside the number, which stays selectable by hand. */
            copyFailed: {
              description: "'Press and hold the number to select and copy it', the number selected",
              on: { 'user.copy': { target: 'copying', actions: 'setCopyTarget' } },
            },
          },
        },
        /** 'TELAH MEMBAYAR': a tips popup whose BATAL and YA both only close it (§2). */
        tips: {
          description: "The 'Already paid?' popup: CANCEL and YES both only close it; the page beneath takes no taps",
          on: {
            'user.closeTips': 'page',
            'user.confirmTips': 'page',
          },
        },
      },
    },
    /** The page handed over to change-method or customer service; Back mounts it afresh. */
    left: { description: "The page is left for 'Change method', customer service or the loan details", type: 'final' },
  },
  meta: { words: vaRepayWords },
});

export type VaRepayMachine = typeof vaRepayMachine;
