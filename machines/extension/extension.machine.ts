import { assign, setup } from 'xstate';
import { isZeroHundredths, type Hundredths } from '../shared/money';
import { effects, navigate, toast } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { loanOrderInput, port, type LoanOrder } from '../shared/ports';
import { extensionWords } from './extension.words';

/**
 * Repayment extension ('Detail Tagihan'; §2 repayment-extension page, §3 delay detail, §4 method
 * selection, §7 delay-detail, §9): the fee, the new expiry, the order lines, and 'Bayar Segera' to
 * the virtual-account page with the fee as integer hundredths (`/that?amount=45050&display=1`). A
 * fee that cannot be read is never guessed: the page says so and offers no pay (`unreadable`).
 */

export interface DetailLine {
  text: string;
  value: string;
}

export interface DelayDetail {
  productName: string;
  productLogo: string;
  /** delayShouldPayAmount in integer hundredths (§9); null when it is not a whole number of them. */
  fee: Hundredths | null;
  delayExpiryTime: string;
  /** The order lines as the server sent them; the view hides empty and '0' values (§3). */
  lines: readonly DetailLine[];
  telephone: string;
}

/** The order whose extension the page shows (delay-detail's payload, §7). */
export type ExtensionInput = LoanOrder;

export interface ExtensionContext extends ExtensionInput {
  detail: DelayDetail | null;
  failure: LoadFailure | null;
}

export type ExtensionEvent = LoadEvent | { type: 'user.pay' } | { type: 'user.call' };

/** §3: a line with an empty or '0' value is not shown. */
export const isShownLine = (line: DetailLine) => line.value.trim() !== '' && line.value.trim() !== '0';

const detailOf = (event: unknown) => loadedData<DelayDetail>(event);

/** §2: the virtual-account page with the fee as integer hundredths (§9), display=1. */
const goPay = navigate(({ context }: { context: ExtensionContext }) => ({
  route: 'vaRepay',
  query: {
    amount: context.detail?.fee ?? '0',
    display: '1',
    productId: context.productId,
    orderId: context.orderId,
  },
}));


export const extensionMachine = setup({
  types: {} as { context: ExtensionContext; events: ExtensionEvent; input: ExtensionInput },
  actors: {
    loadDelay: port<LoadResult<DelayDetail>, ExtensionInput>('loadDelay'),
  },
  guards: {
    ...loadGuards,
    isZero: ({ context }) => isZeroHundredths(context.detail?.fee ?? '0'),
    /** The fee is not a whole number of hundredths: nothing can be paid. */
    hasUnreadableFee: ({ event }) => {
      const detail = detailOf(event);
      return detail !== null && detail.fee === null;
    },
  },
  actions: {
    ...effects,
    ...loadFailureActions<ExtensionContext, ExtensionEvent>(),
    setDetail: assign({ detail: ({ event }) => detailOf(event), failure: null }),
    /** The delay entry starts from the server's default method (§4 "delay entry resets"). */
    resetPayway: () => {},
    callPhone: (_, _params: { phone: string }) => {},
  },
}).createMachine({
  id: 'extension',
  context: ({ input }) => ({ ...input, detail: null, failure: null }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadDelay',
      [
        { guard: 'hasUnreadableFee', target: 'unreadable', actions: 'setDetail' },
        { target: 'ready', actions: 'setDetail' },
      ],
      loanOrderInput,
    ),
    /** The fee cannot be read: the page says so, offers no pay; ask again or leave. */
    unreadable: {
      description: "'The amount cannot be read': nothing to pay, with Try again and Back",
      on: { 'user.retry': 'loading', 'user.leave': { actions: 'leave' } },
    },
    ready: {
      description: "The product, the extension fee and 'Valid until', the order details, the customer service telephone (when given) and 'Pay now'",
      on: {
        'user.pay': [
          { guard: 'isZero', actions: toast('bill.noFee') },
          { target: 'paying', actions: ['resetPayway', goPay] },
        ],
        'user.call': {
          actions: {
            type: 'callPhone',
            params: ({ context }: { context: ExtensionContext }) => ({ phone: context.detail?.telephone ?? '' }),
          },
        },
      },
    },
    /** The virtual-account page is opening: no second tap is taken. */
    paying: { description: "Opening the payment page: 'Pay now' spins and takes no second tap" },
  },
  meta: { words: extensionWords },
});
