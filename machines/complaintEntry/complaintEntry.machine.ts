import { and, assign, enqueueActions, not, setup, stateIn } from 'xstate';
import { isEmptyAnswer, loadedData, loadFailureActions, loadGuards, loadStates } from '../shared/load';
import type { LoadEvent, LoadFailure, LoadResult } from '../shared/load';
import { effects, navigate, toast } from '../shared/effects';
import { watchBack, type HistoryBackEvent } from '../shared/leaving';
import { orderQuery, ordersOf, orderSwitchActions, orderSwitchGuards, selectedOrder, showOrderInAddress } from '../shared/orderSwitch';
import type { OrderCard, OrderRequest, OrderSwitchEvent } from '../shared/orderSwitch';
import { port } from '../shared/ports';
import { complaintEntryWords } from './complaintEntry.words';

/**
 * Complaint entry (§2, §4): problem-init for the order of the address, the selected order card
 * with a sheet to switch orders (each switch loads problem-init again: types and isShow differ per
 * order), the question types, and the collection sub-types. Type '1' needs a sub-type first and
 * is refused on an order whose isShow is not '1'; every other choice opens the form.
 *
 * What the borrower chose lives in the address, so Back and reload keep it: the picked order
 * (`orderNo=`, replacing the entry) and the sub-type step (`step=subTypes`, a history entry of its
 * own). The address arrives as the input on start and as `address.changed` when the router moves
 * (Back, or the machine's own navigation coming back); the machine decides what each one means.
 * Leaving the step is a history Back (`goBack`), which lands later: until it does, the step is
 * LEAVING_STEP, and on landing the order chosen meanwhile is written back into the address.
 *
 * Opening the form is not the end of this page: until the form shows, Back brings this page back
 * with this machine (machines/shared/leaving.ts), and the borrower is returned to the list the
 * choice was made on.
 */

/** §3 order card (machines/shared/orderSwitch.ts, shared with the new complaint page). */
export type EntryOrder = OrderCard;

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

/** What problem-init is asked for: the address's orderId or orderNo (orderNo wins when both are given). */
export type InitRequest = OrderRequest;

/** The screen's part of its address: the order it names and the step it shows. */
export interface EntryAddress extends InitRequest {
  /** SUB_TYPES_STEP while the collection sub-types are shown, else ''. */
  step: string;
}

/** The type whose complaints need a sub-type and an order that allows them (§4). */
export const COLLECTION_TYPE = '1';

/** The `step` of the address that shows the collection sub-types. */
export const SUB_TYPES_STEP = 'subTypes';

/**
 * Not an address's step: the machine asked the history to go back off the sub-type step and the
 * Back has not landed yet (`address.changed` tells when it does).
 */
export const LEAVING_STEP = 'leavingSubTypes';

/** The step the machine knows the address to be at. */
export type EntryStep = '' | typeof SUB_TYPES_STEP | typeof LEAVING_STEP;

/** The form's query (§2 /complainPageNext) once a type, or a collection sub-type, is chosen. */
export interface FormChoice {
  problemType: string;
  problemSonType: string;
}

export interface ComplaintEntryContext {
  /** The order the address names, which problem-init was (or is being) asked for. */
  request: InitRequest;
  /** SUB_TYPES_STEP while the address shows the step, LEAVING_STEP until a Back off it lands, else ''. */
  step: EntryStep;
  /** Set on the way to the form, so the page can show which option is opening. */
  choice: FormChoice | null;
  order: EntryOrder | null;
  orders: readonly EntryOrder[];
  types: readonly EntryOption[];
  subTypes: readonly EntryOption[];
  failure: LoadFailure | null;
}

export type ComplaintEntryEvent =
  | LoadEvent
  | OrderSwitchEvent
  | { type: 'user.pickType'; value: string }
  | { type: 'user.pickSubType'; value: string }
  | { type: 'user.backToTypes' }
  | { type: 'address.changed'; address: EntryAddress }
  | HistoryBackEvent;

type InitOutput = LoadResult<ProblemInitData>;
type Args = { context: ComplaintEntryContext };

/** Runs after chooseType/chooseSubType: v5 applies assigns in order, so the choice is set. */
const toForm = navigate(({ context }: Args) => ({
  route: 'complaintForm',
  query: {
    problemType: context.choice?.problemType ?? '',
    problemSonType: context.choice?.problemSonType ?? '',
    orderNo: context.order?.orderNo ?? '',
  },
}));

/** The sub-type list is a page to the borrower: a history entry of its own, which Back leaves. */
const showSubTypesInAddress = navigate(({ context }: Args) => ({
  route: 'complaintEntry',
  query: { ...orderQuery(context.request), step: SUB_TYPES_STEP },
}));

/**
 * Back left the sub-type step for the entry beneath it, which names the order the step was
 * opened on: an order picked since then (on the step, or while Back was on its way) stays the
 * choice, and a reload there shows it.
 */
const keepOrderInAddress = showOrderInAddress('complaintEntry');


export const complaintEntryMachine = setup({
  types: {} as { context: ComplaintEntryContext; events: ComplaintEntryEvent; input: EntryAddress },
  actors: {
    loadInit: port<InitOutput, InitRequest>('loadInit'),
    watchBack,
  },
  guards: {
    ...loadGuards,
    hasNoTypes: isEmptyAnswer<ProblemInitData>((data) => data.problemType),
    /** A reload (or an order switch) on the sub-type step shows it again if the order still allows it. */
    canReopenSubTypes: ({ context, event }) => {
      const data = loadedData<ProblemInitData>(event);
      return (
        context.step === SUB_TYPES_STEP &&
        data !== null &&
        selectedOrder(data)?.isShow === '1' &&
        data.problemType.some((type) => type.value === COLLECTION_TYPE)
      );
    },
    isCollection: ({ event }) => event.type === 'user.pickType' && event.value === COLLECTION_TYPE,
    canSendCollection: ({ context }) => context.order?.isShow === '1',
    ...orderSwitchGuards,
    /** The address no longer shows the step it showed: Back (the browser's or the page's) landed. */
    hasLeftSubTypes: ({ context, event }) =>
      event.type === 'address.changed' && context.step !== '' && event.address.step !== SUB_TYPES_STEP,
    /** The address shows the sub-type step (the sheet, or the form, was opened over it). */
    isOnSubTypesStep: ({ context }) => context.step === SUB_TYPES_STEP,
  },
  actions: {
    ...effects,
    /**
     * History back, out of the sub-type step: bound to the router in the screen's binding. The
     * address it lands on comes back as `address.changed`.
     */
    goBack: () => {},
    setData: assign(({ event }) => {
      const data = loadedData<ProblemInitData>(event);
      if (!data) return {};
      return {
        ...ordersOf(data),
        types: data.problemType,
        subTypes: data.problemSonType,
        failure: null,
      };
    }),
    ...loadFailureActions<ComplaintEntryContext, ComplaintEntryEvent>(),
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
    ...orderSwitchActions<ComplaintEntryContext, ComplaintEntryEvent>(),
    enterSubTypesStep: assign({ step: SUB_TYPES_STEP as EntryStep }),
    /** History back off the step; the step is left once the address says so. */
    leaveSubTypesStep: enqueueActions(({ enqueue }) => {
      enqueue.assign({ step: LEAVING_STEP as EntryStep });
      enqueue('goBack');
    }),
    forgetSubTypesStep: assign({ step: '' as EntryStep }),
    /** The loaded order cannot show the step the address asks for: the step leaves the history. */
    leaveUnshownStep: enqueueActions(({ context, enqueue }) => {
      if (context.step !== SUB_TYPES_STEP) return;
      enqueue.assign({ step: LEAVING_STEP as EntryStep });
      enqueue('goBack');
    }),
    forgetChoice: assign({ choice: null }),
  },
}).createMachine({
  id: 'complaintEntry',
  context: ({ input }) => ({
    request: { orderId: input.orderId, orderNo: input.orderNo },
    step: input.step === SUB_TYPES_STEP ? SUB_TYPES_STEP : '',
    choice: null,
    order: null,
    orders: [],
    types: [],
    subTypes: [],
    failure: null,
  }),
  initial: 'loading',
  // Back landed off the sub-type step (the page's Back, or the step could not be shown) where the
  // state has no word of its own on it: the order chosen meanwhile goes back into the address.
  // While the form opens, Back is heard as `history.back` instead.
  on: {
    'address.changed': {
      guard: and(['hasLeftSubTypes', not(stateIn('#complaintEntry.opening'))]),
      actions: ['forgetSubTypesStep', keepOrderInAddress],
    },
  },
  states: {
    ...loadStates(
      'loadInit',
      [
        { guard: 'hasNoOrder', target: 'noOrder', actions: 'setData' },
        { guard: 'canReopenSubTypes', target: 'ready.browsing.subTypes', actions: 'setData' },
        { guard: 'hasNoTypes', target: 'ready.browsing.noTypes', actions: ['setData', 'leaveUnshownStep'] },
        { target: 'ready', actions: ['setData', 'leaveUnshownStep'] },
      ],
      ({ context }: Args) => context.request,
    ),
    /** The borrower has no order to complain about: said so, with a way out. */
    noOrder: {
      description: "'No orders yet': a complaint needs an order, with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    ready: {
      description: "The order's card with 'All', and the order's question types under it",
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The page, with no order list open',
          initial: 'types',
          on: { 'user.openOrders': 'choosingOrder' },
          states: {
            types: {
              description: "'Question type': the order's types, each opening the form (collection asks for a sub-type first)",
              on: {
                'user.pickType': [
                  {
                    guard: and(['isCollection', not('canSendCollection')]),
                    actions: toast('complaintEntry.collectionRefused'),
                  },
                  { guard: 'isCollection', target: 'subTypes', actions: ['enterSubTypesStep', showSubTypesInAddress] },
                  { target: '#complaintEntry.opening', actions: ['chooseType', toForm] },
                ],
              },
            },
            subTypes: {
              description: "The collection sub-types ('Choose what happened'), each opening the form, and 'Back to question types'",
              on: {
                'user.backToTypes': { target: 'types', actions: 'leaveSubTypesStep' },
                'address.changed': {
                  guard: 'hasLeftSubTypes',
                  target: 'types',
                  actions: ['forgetSubTypesStep', keepOrderInAddress],
                },
                'user.pickSubType': { target: '#complaintEntry.opening', actions: ['chooseSubType', toForm] },
              },
            },
            noTypes: { description: "'No question types are available for this order'; 'All' still switches orders" },
            /** Closing the order sheet returns to the list the user was on. */
            previous: { description: 'Back to the list shown before the order list opened', type: 'history' },
          },
        },
        choosingOrder: {
          description: "The order list ('All orders') over the page, the order shown marked 'Selected'",
          on: {
            // Close, or the shown order again: back to the list; another order: problem-init for it.
            'user.closeOrders': 'browsing.previous',
            'user.pickOrder': [
              { guard: 'isCurrentOrder', target: 'browsing.previous' },
              // Another order over the sub-types: its types, the step leaving the history.
              {
                guard: 'isOnSubTypesStep',
                target: '#complaintEntry.loading',
                actions: ['requestPickedOrder', 'leaveSubTypesStep'],
              },
              { target: '#complaintEntry.loading', actions: ['requestPickedOrder', showOrderInAddress('complaintEntry')] },
            ],
            // Back with the sheet open over the sub-types closes both.
            'address.changed': {
              guard: 'hasLeftSubTypes',
              target: 'browsing.types',
              actions: ['forgetSubTypesStep', keepOrderInAddress],
            },
          },
        },
      },
    },
    /**
     * The form is opening: the choice shows busy and the list takes no other. Back before the form
     * shows returns to the list the choice was made on (machines/shared/leaving.ts).
     */
    opening: {
      description: 'The form is opening: the option tapped shows a spinner and the list takes no other tap',
      invoke: { id: 'watchBack', src: 'watchBack' },
      on: {
        'history.back': [
          { guard: 'isOnSubTypesStep', target: 'ready.browsing.subTypes', actions: 'forgetChoice' },
          { target: 'ready.browsing.types', actions: 'forgetChoice' },
        ],
      },
    },
  },
  meta: { words: complaintEntryWords },
});
