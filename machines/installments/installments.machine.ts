import { and, assign, setup } from 'xstate';
import { isZeroHundredths, sumHundredths, type Hundredths } from '../shared/money';
import { effects, navigate, toast } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { loanOrderInput, port, type LoanOrder } from '../shared/ports';
import { installmentsWords } from './installments.words';

/**
 * Installment repayment ('Detail Tagihan'; §2, §3 installment plan, §4 installment selection, §5,
 * §7 loan-play-detail, §9).
 *
 * The selection is one number, how many pending periods are selected from the first: periods are
 * paid in order, so selecting one selects every earlier one and deselecting one clears every later
 * one (§4). No other shape of selection can be written into the context.
 *
 * Amounts are integer hundredths (§9); the total is their exact sum, and the pay address carries
 * it as digits (`/that?amount=1234567`). A pending period whose amount cannot be read is never
 * guessed: the page says so and offers no pay (`unreadable`).
 */

export interface Period {
  periodNo: string;
  /** totalAmount in integer hundredths (§9); null when it is not a whole number of them. */
  amount: Hundredths | null;
  /** canClick is 1: the borrower may select or deselect it. */
  clickable: boolean;
  periodStatus: string;
  repayDes: string;
  dueTime: string;
}

export interface InstallmentPlan {
  productName: string;
  note: string;
  pending: readonly Period[];
  paid: readonly Period[];
}

export interface InstallmentsInput {
  productId: string;
  orderId: string;
  /** How many periods the address says were selected (Back and reload); null when it says none. */
  selected: number | null;
}

export interface InstallmentsContext extends InstallmentsInput {
  plan: InstallmentPlan | null;
  /** The paid periods' list is unfolded. */
  paidOpen: boolean;
  failure: LoadFailure | null;
}

export type InstallmentsEvent =
  | LoadEvent
  | { type: 'user.toggle'; index: number }
  | { type: 'user.togglePayAll' }
  | { type: 'user.togglePaid' }
  | { type: 'user.pay' };

const pendingOf = (context: InstallmentsContext): readonly Period[] => context.plan?.pending ?? [];
const countOf = (context: InstallmentsContext) => context.selected ?? 0;

/** The exact sum of the selected periods in hundredths (a plan with an unreadable one never gets here). */
export function selectedTotal(context: Pick<InstallmentsContext, 'plan' | 'selected'>): Hundredths {
  return sumHundredths((context.plan?.pending ?? []).slice(0, context.selected ?? 0).map((period) => period.amount ?? '0'));
}

const planOf = (event: unknown): InstallmentPlan =>
  loadedData<InstallmentPlan>(event) ?? { productName: '', note: '', pending: [], paid: [] };

/** The address's selection when the plan has that many pending periods; else just the first. */
function startSelection(wanted: number | null, pending: number): number {
  if (wanted !== null && Number.isInteger(wanted) && wanted >= 0 && wanted <= pending) return wanted;
  return Math.min(1, pending);
}

const indexOf = (event: InstallmentsEvent) => (event.type === 'user.toggle' ? event.index : -1);

/**
 * The selection lives in the address, replaced rather than pushed: Back from the virtual-account
 * page and a reload find it again. Runs after the assign that changed it.
 */
const keepSelection = navigate(({ context }: { context: InstallmentsContext }) => ({
  route: 'installments',
  query: { productId: context.productId, orderId: context.orderId, selected: String(countOf(context)) },
  replace: true,
}));

/** §2: the virtual-account page with the selected total as integer hundredths (§9). */
const goPay = navigate(({ context }: { context: InstallmentsContext }) => ({
  route: 'vaRepay',
  query: { amount: selectedTotal(context), productId: context.productId, orderId: context.orderId },
}));


export const installmentsMachine = setup({
  types: {} as { context: InstallmentsContext; events: InstallmentsEvent; input: InstallmentsInput },
  actors: {
    loadPlan: port<LoadResult<InstallmentPlan>, LoanOrder>('loadPlan'),
  },
  guards: {
    ...loadGuards,
    hasNothingPending: ({ event }) => planOf(event).pending.length === 0,
    /** A pending period's amount is not a whole number of hundredths: nothing can be paid. */
    hasUnreadableAmount: ({ event }) => planOf(event).pending.some((period) => period.amount === null),
    isClickable: ({ context, event }) => pendingOf(context)[indexOf(event)]?.clickable === true,
    isSelected: ({ context, event }) => indexOf(event) < countOf(context),
    isAllSelected: ({ context }) => countOf(context) === pendingOf(context).length,
    isZero: ({ context }) => isZeroHundredths(selectedTotal(context)),
  },
  actions: {
    ...effects,
    ...loadFailureActions<InstallmentsContext, InstallmentsEvent>(),
    setPlan: assign(({ context, event }) => {
      const plan = planOf(event);
      return { plan, failure: null, selected: startSelection(context.selected, plan.pending.length) };
    }),
    selectUpTo: assign({ selected: ({ event }) => indexOf(event) + 1 }),
    deselectFrom: assign({ selected: ({ event }) => indexOf(event) }),
    selectAll: assign({ selected: ({ context }) => pendingOf(context).length }),
    selectFirst: assign({ selected: ({ context }) => Math.min(1, pendingOf(context).length) }),
    togglePaid: assign({ paidOpen: ({ context }) => !context.paidOpen }),
    /** Paying a period starts from the server's default method (§4, §9 isDefault 1). */
    resetPayway: () => {},
  },
}).createMachine({
  id: 'installments',
  context: ({ input }) => ({ ...input, plan: null, paidOpen: false, failure: null }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadPlan',
      [
        { guard: 'hasNothingPending', target: 'settled', actions: 'setPlan' },
        { guard: 'hasUnreadableAmount', target: 'unreadable', actions: 'setPlan' },
        { target: 'choosing', actions: 'setPlan' },
      ],
      loanOrderInput,
    ),
    /** A pending amount cannot be read: the page says so, offers no pay; ask again or leave. */
    unreadable: {
      description: "'The amount cannot be read': nothing to pay, with Try again and Back",
      on: { 'user.retry': 'loading', 'user.leave': { actions: 'leave' } },
    },
    /** Every period is paid: the paid list alone. */
    settled: {
      description: "'Every period of this loan is paid. Nothing is due.', with the paid periods to unfold",
      on: { 'user.togglePaid': { actions: 'togglePaid' } },
    },
    choosing: {
      description: "The periods to pay, each to select, the 'Pay all' switch, the paid periods to unfold, the total selected and 'Pay now'",
      on: {
        'user.toggle': [
          { guard: and(['isClickable', 'isSelected']), actions: ['deselectFrom', keepSelection] },
          { guard: 'isClickable', actions: ['selectUpTo', keepSelection] },
        ],
        'user.togglePayAll': [
          { guard: 'isAllSelected', actions: ['selectFirst', keepSelection] },
          { actions: ['selectAll', keepSelection] },
        ],
        'user.togglePaid': { actions: 'togglePaid' },
        'user.pay': [
          { guard: 'isZero', actions: toast('bill.zero') },
          { target: 'paying', actions: ['resetPayway', goPay] },
        ],
      },
    },
    /** The virtual-account page is opening: no second tap is taken. */
    paying: { description: "Opening the payment page: 'Pay now' spins and takes no second tap" },
  },
  meta: { words: installmentsWords },
});
