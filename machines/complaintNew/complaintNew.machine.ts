import { assign, setup } from 'xstate';
import { isEmptyAnswer, loadedData, loadFailureActions, loadGuards, loadStates } from '../shared/load';
import type { LoadEvent, LoadFailure, LoadResult } from '../shared/load';
import { effects, navigate } from '../shared/effects';
import { watchBack, type HistoryBackEvent } from '../shared/leaving';
import { orderSheetTransitions, ordersOf, orderSwitchActions, orderSwitchGuards, selectedOrder, showOrderInAddress } from '../shared/orderSwitch';
import type { OrderCard, OrderRequest, OrdersData, OrderSwitchEvent } from '../shared/orderSwitch';
import { port } from '../shared/ports';
import { complaintNewWords } from './complaintNew.words';

/**
 * New complaint page (§2 "New complaint page (Indonesian wording)"): the v3 problem-init for the
 * order of the address, the selected order card with the sheet to switch orders (shared with the
 * complaint entry: machines/shared/orderSwitch.ts), and the chatbot's top-level categories as
 * icons. Choosing one opens the chatbot with that category selected (`selectedIndex`, its place in
 * the list) for the selected order.
 *
 * §7 gives the v3 problem-init one field, `orderNo`. An address that names the order by its
 * orderId alone (the app's order pages) is first looked up with the problem-init that takes an
 * orderId (its selected order carries the orderNo), then the v3 one is asked with that orderNo.
 *
 * The picked order lives in the address (`orderNo=`, replacing the entry: a choice, not a page),
 * so Back from the chatbot and a reload come back to it. Until the chatbot shows, Back returns to
 * the categories (machines/shared/leaving.ts).
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
  | LoadEvent
  | OrderSwitchEvent
  | { type: 'user.pickCategory'; index: number }
  | HistoryBackEvent;

type InitOutput = LoadResult<NewComplaintData>;
/** The orders problem-init (the one that takes an orderId) answers for the address's orderId. */
type FindOutput = LoadResult<OrdersData>;
type Args = { context: ComplaintNewContext };

/** Runs after chooseCategory (v5 applies assigns first): a push, so Back returns to this page. */
const toChatbot = navigate(({ context }: Args) => ({
  route: 'chatbot',
  query: { selectedIndex: String(context.chosen ?? 0), orderNo: context.order?.orderNo ?? '' },
}));

/**
 * Both problem-inits load and fail as every load does (machines/shared/load.ts), into the same
 * `refused` and `failed`.
 */
const findOrder = loadStates(
  'findOrder',
  [
    // No order at all: a v3 answer could not name one either.
    { guard: 'hasNoOrder', target: 'noOrder', actions: 'setNoOrder' },
    { target: 'loading', actions: 'setFoundOrderNo' },
  ],
  ({ context }: Args) => ({ orderId: context.request.orderId }),
);
const loadInit = loadStates(
  'loadInit',
  [
    { guard: 'hasNoOrder', target: 'noOrder', actions: 'setData' },
    { guard: 'hasNoCategories', target: 'ready.browsing.noCategories', actions: 'setData' },
    { target: 'ready', actions: 'setData' },
  ],
  ({ context }: Args) => ({ orderNo: context.request.orderNo }),
);


export const complaintNewMachine = setup({
  types: {} as { context: ComplaintNewContext; events: ComplaintNewEvent; input: OrderRequest },
  actors: {
    /** The v3 problem-init, for an orderNo ('' lets the server choose). */
    loadInit: port<InitOutput, { orderNo: string }>('loadInit'),
    /** The orderNo of an orderId: the first problem-init, which takes an orderId. */
    findOrder: port<FindOutput, { orderId: string }>('findOrder'),
    watchBack,
  },
  guards: {
    ...loadGuards,
    ...orderSwitchGuards,
    hasNoCategories: isEmptyAnswer<NewComplaintData>((data) => data.categories),
    /** The address names the order by its orderId alone: its orderNo is looked up first. */
    needsOrderNo: ({ context }) => context.request.orderNo === '' && context.request.orderId !== '',
    /** A category the page lists (the tap names it by its place in the list). */
    isListedCategory: ({ context, event }) =>
      event.type === 'user.pickCategory' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.categories.length,
  },
  actions: {
    ...effects,
    ...loadFailureActions<ComplaintNewContext, ComplaintNewEvent>(),
    ...orderSwitchActions<ComplaintNewContext, ComplaintNewEvent>(),
    setData: assign(({ event }) => {
      const data = loadedData<NewComplaintData>(event);
      if (!data) return {};
      return { ...ordersOf(data), categories: data.categories, failure: null };
    }),
    /** The orderNo of the address's order, as the looked-up problem-init selected it. */
    setFoundOrderNo: assign(({ context, event }) => {
      const orders = loadedData<OrdersData>(event);
      const found = orders ? selectedOrder(orders) : null;
      return found ? { request: { ...context.request, orderNo: found.orderNo } } : {};
    }),
    /** No order at all: the page says so (nothing to switch to either). */
    setNoOrder: assign({ order: null, orders: [], categories: [], failure: null }),
    chooseCategory: assign({
      chosen: ({ context, event }) => (event.type === 'user.pickCategory' ? event.index : context.chosen),
    }),
    forgetChosen: assign({ chosen: null }),
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
  initial: 'starting',
  states: {
    /** Which request comes first: the v3 problem-init needs an orderNo (§7). */
    starting: {
      description: 'The page opens: it decides whether the order number must be looked up first',
      always: [{ guard: 'needsOrderNo', target: 'findingOrder' }, { target: 'loading' }],
    },
    /** The orderNo of the address's orderId, from the problem-init that takes an orderId. */
    findingOrder: findOrder.loading,
    /** The v3 problem-init for the orderNo: the order card, the orders and the categories. */
    loading: loadInit.loading,
    /** A refusal, shown once with a way out: asking again gets the same answer. */
    refused: loadInit.refused,
    /** A network or format fault: Try again asks again, from the request that failed. */
    failed: {
      description: "Not loaded (network or server fault): 'We could not load your order' with Try again",
      on: { 'user.retry': 'starting' },
    },
    /** The borrower has no order to complain about: said so, with a way out. */
    noOrder: {
      description: "'No orders yet': a complaint needs an order, with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    ready: {
      description: "The order's card with 'All', and the help topics for it",
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The page, with no order list open',
          initial: 'categories',
          on: { 'user.openOrders': 'choosingOrder' },
          states: {
            categories: {
              description: "'What do you need help with?': a tile per help topic, each opening the chatbot",
              on: {
                'user.pickCategory': {
                  guard: 'isListedCategory',
                  target: '#complaintNew.opening',
                  actions: ['chooseCategory', toChatbot],
                },
              },
            },
            noCategories: { description: "'No help topics are available for this order'; 'All' still switches orders" },
            /** Closing the order sheet returns to what the page showed. */
            previous: { description: 'Back to what the page showed before the order list opened', type: 'history' },
          },
        },
        choosingOrder: {
          description: "The order list ('All orders') over the page, the order shown marked 'Selected'",
          // Close, or the shown order again: back to the page; another order: problem-init for it.
          on: orderSheetTransitions('browsing.previous', '#complaintNew.loading', showOrderInAddress('complaintNew')),
        },
      },
    },
    /**
     * The chatbot is opening: the tile shows busy and a second tap does nothing. Back before the
     * chatbot shows returns to the categories (machines/shared/leaving.ts).
     */
    opening: {
      description: 'The chatbot is opening: the topic tapped shows a spinner and the page takes no other tap',
      invoke: { id: 'watchBack', src: 'watchBack' },
      on: { 'history.back': { target: 'ready.browsing.categories', actions: 'forgetChosen' } },
    },
  },
  meta: { words: complaintNewWords },
});
