import { assign, fromPromise, setup } from 'xstate';
import { loadFailureActions, loadGuards, loadStates, outputOf, type LoadFailure, type LoadResult } from '../shared/load';
import { effects } from '../shared/effects';
import {
  orderQuery,
  orderSheetTransitions,
  orderSwitchActions,
  orderSwitchGuards,
  type OrderSwitchEvent,
  selectedOrder,
  type OrderCard,
  type OrderRequest,
  type OrdersData,
} from '../shared/orderSwitch';

/**
 * New complaint page (§2 "New complaint page (Indonesian wording)"): the v3 problem-init for the
 * order of the address, the selected order card with the sheet to switch orders (shared with the
 * complaint entry: machines/shared/orderSwitch.ts), and the chatbot's top-level categories as
 * icons. Choosing one opens the chatbot with that category selected (`selectedIndex`, its place in
 * the list) for the selected order.
 *
 * The picked order lives in the address (`orderNo=`, replacing the entry: a choice, not a page),
 * so Back from the chatbot and a reload come back to it.
 */

/** A chatbot category as the page shows it; `icon` is a safe URL or '' (the binding checks it). */
export interface Category {
  value: string;
  title: string;
  /** The chatbot's short name for it (title_local_alias), '' if none. */
  alias: string;
  icon: string;
}

export interface NewComplaintData extends OrdersData {
  categories: readonly Category[];
}

export interface ComplaintNewContext {
  /** The order the address names, which problem-init was (or is being) asked for. */
  request: OrderRequest;
  order: OrderCard | null;
  orders: readonly OrderCard[];
  categories: readonly Category[];
  /** The index of the category whose chatbot is opening, once chosen. */
  chosen: number | null;
  failure: LoadFailure | null;
}

export type ComplaintNewEvent =
  | { type: 'user.retry' }
  | { type: 'user.leave' }
  | OrderSwitchEvent
  | { type: 'user.pickCategory'; index: number };

type InitOutput = LoadResult<NewComplaintData>;
type Args = { context: ComplaintNewContext };

/** A picked order replaces the entry it was picked on: Back and reload keep it. */
const showOrderInAddress = {
  type: 'navigate',
  params: ({ context }: Args) => ({ route: 'complaintNew', query: orderQuery(context.request), replace: true }),
} as const;

/** Runs after chooseCategory (v5 applies assigns first): a push, so Back returns to this page. */
const toChatbot = {
  type: 'navigate',
  params: ({ context }: Args) => ({
    route: 'chatbot',
    query: { selectedIndex: String(context.chosen ?? 0), orderNo: context.order?.orderNo ?? '' },
  }),
} as const;

export const complaintNewMachine = setup({
  types: {
    context: {} as ComplaintNewContext,
    events: {} as ComplaintNewEvent,
    input: {} as OrderRequest,
  },
  actors: {
    loadInit: fromPromise<InitOutput, OrderRequest>(async () => {
      throw new Error('loadInit not provided');
    }),
  },
  guards: {
    ...loadGuards,
    ...orderSwitchGuards,
    hasNoCategories: ({ event }) => {
      const output = outputOf<InitOutput>(event);
      return output.ok && output.data.categories.length === 0;
    },
    /** A category the page lists (the tap names it by its place in the list). */
    isListedCategory: ({ context, event }) =>
      event.type === 'user.pickCategory' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.categories.length,
  },
  actions: {
    ...effects,
    ...loadFailureActions<ComplaintNewContext, ComplaintNewEvent>(),
    ...orderSwitchActions<ComplaintNewContext, ComplaintNewEvent>(),
    setData: assign(({ event }) => {
      const output = outputOf<InitOutput>(event);
      if (!output.ok) return {};
      return {
        order: selectedOrder(output.data),
        orders: output.data.orderList,
        categories: output.data.categories,
        failure: null,
      };
    }),
    chooseCategory: assign({
      chosen: ({ context, event }) => (event.type === 'user.pickCategory' ? event.index : context.chosen),
    }),
  },
}).createMachine({
  id: 'complaintNew',
  context: ({ input }) => ({
    request: { orderId: input.orderId, orderNo: input.orderNo },
    order: null,
    orders: [],
    categories: [],
    chosen: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadInit',
      [
        { guard: 'hasNoOrder', target: 'noOrder', actions: 'setData' },
        { guard: 'hasNoCategories', target: 'ready.browsing.noCategories', actions: 'setData' },
        { target: 'ready', actions: 'setData' },
      ],
      ({ context }: Args) => context.request,
    ),
    /** The borrower has no order to complain about: said so, with a way out. */
    noOrder: { on: { 'user.leave': { actions: 'leave' } } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          initial: 'categories',
          on: { 'user.openOrders': 'choosingOrder' },
          states: {
            categories: {
              on: {
                'user.pickCategory': {
                  guard: 'isListedCategory',
                  target: '#complaintNew.opened',
                  actions: ['chooseCategory', toChatbot],
                },
              },
            },
            noCategories: {},
            /** Closing the order sheet returns to what the page showed. */
            previous: { type: 'history' },
          },
        },
        choosingOrder: {
          // Close, or the shown order again: back to the page; another order: problem-init for it.
          on: orderSheetTransitions('browsing.previous', '#complaintNew.loading', showOrderInAddress),
        },
      },
    },
    /** The chatbot opened: this screen is done, and a second tap while it opens does nothing. */
    opened: { type: 'final' },
  },
});
