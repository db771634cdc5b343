import { and, assign, fromPromise, not, setup } from 'xstate';
import { FAULT, isRefusal, outputOf, refusalOf, type LoadFailure, type LoadResult } from '../shared/load';
import { effects } from '../shared/effects';

/**
 * Complaint entry (§2, §4): problem-init for the order of the query, the selected order card with
 * a sheet to switch orders (each switch loads problem-init again: types and isShow differ per
 * order), the question types, and the collection sub-types. Type '1' needs a sub-type first and
 * is refused on an order whose isShow is not '1'; every other choice goes to the form.
 */

/** §3 order card; the field names are the server's, so the flow hands problem-init over as is. */
export interface EntryOrder {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  list: readonly { title: string; value: string }[];
  /** '1': collection-type complaints are allowed for this order. */
  isShow: string;
}

export interface EntryOption {
  value: string;
  title: string;
}

export interface ProblemInitData {
  problemType: readonly EntryOption[];
  problemSonType: readonly EntryOption[];
  orderDetail: EntryOrder | null;
  orderList: readonly EntryOrder[];
}

/** What problem-init is asked for: the query's orderId or orderNo, later the picked orderNo. */
export interface InitRequest {
  orderId: string;
  orderNo: string;
}

/** The type whose complaints need a sub-type and an order that allows them (§4). */
export const COLLECTION_TYPE = '1';

/** The form's query (§2 /complainPageNext) once a type, or a collection sub-type, is chosen. */
export interface FormChoice {
  problemType: string;
  problemSonType: string;
}

export interface ComplaintEntryContext {
  request: InitRequest;
  /** Set on the way to the form, so the page can show which option is opening. */
  choice: FormChoice | null;
  order: EntryOrder | null;
  orders: readonly EntryOrder[];
  types: readonly EntryOption[];
  subTypes: readonly EntryOption[];
  failure: LoadFailure | null;
}

export type ComplaintEntryEvent =
  | { type: 'user.retry' }
  | { type: 'user.close' }
  | { type: 'user.openOrders' }
  | { type: 'user.closeOrders' }
  | { type: 'user.pickOrder'; orderNo: string }
  | { type: 'user.pickType'; value: string }
  | { type: 'user.pickSubType'; value: string }
  | { type: 'user.backToTypes' };

type InitOutput = LoadResult<ProblemInitData>;


/** The server's selected order, else the first of the list (a server may leave orderDetail out). */
export function selectedOrder(data: ProblemInitData): EntryOrder | null {
  return data.orderDetail ?? data.orderList[0] ?? null;
}

/** Runs after chooseType/chooseSubType: v5 applies assigns in order, so the choice is set. */
const toForm = {
  type: 'navigate',
  params: ({ context }: { context: ComplaintEntryContext }) => ({
    route: 'complaintForm',
    query: {
      problemType: context.choice?.problemType ?? '',
      problemSonType: context.choice?.problemSonType ?? '',
      orderNo: context.order?.orderNo ?? '',
    },
  }),
} as const;

export const complaintEntryMachine = setup({
  types: {
    context: {} as ComplaintEntryContext,
    events: {} as ComplaintEntryEvent,
    input: {} as InitRequest,
  },
  actors: {
    loadInit: fromPromise<InitOutput, InitRequest>(async () => {
      throw new Error('loadInit not provided');
    }),
  },
  guards: {
    isRefused: ({ event }) => isRefusal(event),
    hasNoOrder: ({ event }) => {
      const output = outputOf<InitOutput>(event);
      return output.ok && selectedOrder(output.data) === null;
    },
    hasNoTypes: ({ event }) => {
      const output = outputOf<InitOutput>(event);
      return output.ok && output.data.problemType.length === 0;
    },
    isCollection: ({ event }) => event.type === 'user.pickType' && event.value === COLLECTION_TYPE,
    canSendCollection: ({ context }) => context.order?.isShow === '1',
    isCurrentOrder: ({ context, event }) =>
      event.type === 'user.pickOrder' && event.orderNo === context.order?.orderNo,
  },
  actions: {
    ...effects,
    /** Closes the web view (history back in a browser): bound to the bridge in the flow. */
    closePage: () => {},
    setData: assign(({ event }) => {
      const output = outputOf<InitOutput>(event);
      if (!output.ok) return {};
      const { data } = output;
      return {
        order: selectedOrder(data),
        orders: data.orderList,
        types: data.problemType,
        subTypes: data.problemSonType,
        failure: null,
      };
    }),
    setRefused: assign({ failure: ({ event }) => refusalOf(event) }),
    setFault: assign({ failure: FAULT }),
    chooseType: assign({
      choice: ({ context, event }) =>
        event.type === 'user.pickType' ? { problemType: event.value, problemSonType: '' } : context.choice,
    }),
    chooseSubType: assign({
      choice: ({ context, event }) =>
        event.type === 'user.pickSubType'
          ? { problemType: COLLECTION_TYPE, problemSonType: event.value }
          : context.choice,
    }),
    requestPickedOrder: assign({
      request: ({ context, event }) =>
        event.type === 'user.pickOrder' ? { orderId: '', orderNo: event.orderNo } : context.request,
    }),
  },
}).createMachine({
  id: 'complaintEntry',
  context: ({ input }) => ({
    request: input,
    choice: null,
    order: null,
    orders: [],
    types: [],
    subTypes: [],
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadInit',
        src: 'loadInit',
        input: ({ context }) => context.request,
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'setRefused' },
          { guard: 'hasNoOrder', target: 'noOrder', actions: 'setData' },
          { guard: 'hasNoTypes', target: 'ready.browsing.noTypes', actions: 'setData' },
          { target: 'ready', actions: 'setData' },
        ],
        onError: { target: 'failed', actions: 'setFault' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    noOrder: { on: { 'user.close': { actions: 'closePage' } } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          initial: 'types',
          on: { 'user.openOrders': 'choosingOrder' },
          states: {
            types: {
              on: {
                'user.pickType': [
                  {
                    guard: and(['isCollection', not('canSendCollection')]),
                    actions: { type: 'toast', params: { key: 'complaintEntry.collectionRefused' } },
                  },
                  { guard: 'isCollection', target: 'subTypes' },
                  { target: '#complaintEntry.ready.leaving', actions: ['chooseType', toForm] },
                ],
              },
            },
            subTypes: {
              on: {
                'user.backToTypes': 'types',
                'user.pickSubType': { target: '#complaintEntry.ready.leaving', actions: ['chooseSubType', toForm] },
              },
            },
            noTypes: {},
            /** Closing the order sheet returns to the list the user was on. */
            previous: { type: 'history' },
          },
        },
        choosingOrder: {
          on: {
            'user.closeOrders': 'browsing.previous',
            'user.pickOrder': [
              { guard: 'isCurrentOrder', target: 'browsing.previous' },
              { target: '#complaintEntry.loading', actions: 'requestPickedOrder' },
            ],
          },
        },
        /** The form is opening: a second tap must not navigate twice. */
        leaving: {},
      },
    },
  },
});
