import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
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
} from '../shared/orderSwitch';

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

/** The form's query (§2 /complainPageNext) once a type, or a collection sub-type, is chosen. */
export interface FormChoice {
  problemType: string;
  problemSonType: string;
}

export interface ComplaintEntryContext {
  /** The order the address names, which problem-init was (or is being) asked for. */
  request: InitRequest;
  /** The step the address shows: SUB_TYPES_STEP from the push until the Back lands, else ''. */
  step: string;
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
  | { type: 'user.leave' }
  | OrderSwitchEvent
  | { type: 'user.pickType'; value: string }
  | { type: 'user.pickSubType'; value: string }
  | { type: 'user.backToTypes' }
  | { type: 'address.changed'; address: EntryAddress };

type InitOutput = LoadResult<ProblemInitData>;
type Args = { context: ComplaintEntryContext };

/** Runs after chooseType/chooseSubType: v5 applies assigns in order, so the choice is set. */
const toForm = {
  type: 'navigate',
  params: ({ context }: Args) => ({
    route: 'complaintForm',
    query: {
      problemType: context.choice?.problemType ?? '',
      problemSonType: context.choice?.problemSonType ?? '',
      orderNo: context.order?.orderNo ?? '',
    },
  }),
} as const;

/** The sub-type list is a page to the borrower: a history entry of its own, which Back leaves. */
const showSubTypesInAddress = {
  type: 'navigate',
  params: ({ context }: Args) => ({
    route: 'complaintEntry',
    query: { ...orderQuery(context.request), step: SUB_TYPES_STEP },
  }),
} as const;

/** A picked order replaces the entry it was picked on (it is a choice, not a page); the step stays. */
const showOrderInAddress = {
  type: 'navigate',
  params: ({ context }: Args) => ({
    route: 'complaintEntry',
    query: { ...orderQuery(context.request), ...(context.step === SUB_TYPES_STEP ? { step: SUB_TYPES_STEP } : {}) },
    replace: true,
  }),
} as const;

/**
 * Back left the sub-type step for the entry beneath it, which names the order the step was
 * opened on: an order picked since then stays the choice, and a reload there shows it.
 */
const keepOrderInAddress = {
  type: 'navigate',
  params: ({ context }: Args) => ({ route: 'complaintEntry', query: orderQuery(context.request), replace: true }),
} as const;

export const complaintEntryMachine = setup({
  types: {
    context: {} as ComplaintEntryContext,
    events: {} as ComplaintEntryEvent,
    input: {} as EntryAddress,
  },
  actors: {
    loadInit: fromPromise<InitOutput, InitRequest>(async () => {
      throw new Error('loadInit not provided');
    }),
  },
  guards: {
    ...loadGuards,
    hasNoTypes: ({ event }) => {
      const output = outputOf<InitOutput>(event);
      return output.ok && output.data.problemType.length === 0;
    },
    /** A reload (or an order switch) on the sub-type step shows it again if the order still allows it. */
    canReopenSubTypes: ({ context, event }) => {
      const output = outputOf<InitOutput>(event);
      return (
        context.step === SUB_TYPES_STEP &&
        output.ok &&
        selectedOrder(output.data)?.isShow === '1' &&
        output.data.problemType.some((type) => type.value === COLLECTION_TYPE)
      );
    },
    isCollection: ({ event }) => event.type === 'user.pickType' && event.value === COLLECTION_TYPE,
    canSendCollection: ({ context }) => context.order?.isShow === '1',
    ...orderSwitchGuards,
    /** The address no longer shows the step it showed: Back (the browser's or the page's) landed. */
    hasLeftSubTypes: ({ context, event }) =>
      event.type === 'address.changed' && context.step === SUB_TYPES_STEP && event.address.step !== SUB_TYPES_STEP,
  },
  actions: {
    ...effects,
    /**
     * History back, out of the sub-type step: bound to the router in the screen's binding. The
     * address it lands on comes back as `address.changed`.
     */
    goBack: () => {},
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
    enterSubTypesStep: assign({ step: SUB_TYPES_STEP }),
    forgetSubTypesStep: assign({ step: '' }),
    /** The loaded order cannot show the step the address asks for: the step leaves the history. */
    leaveUnshownStep: enqueueActions(({ context, enqueue }) => {
      if (context.step === SUB_TYPES_STEP) enqueue('goBack');
    }),
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
    noOrder: { on: { 'user.leave': { actions: 'leave' } } },
    ready: {
      initial: 'browsing',
      // Back landed where no sub-types show (the page's button moved first, or the step could not be shown).
      on: {
        'address.changed': { guard: 'hasLeftSubTypes', actions: ['forgetSubTypesStep', keepOrderInAddress] },
      },
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
                  { guard: 'isCollection', target: 'subTypes', actions: ['enterSubTypesStep', showSubTypesInAddress] },
                  { target: '#complaintEntry.opened', actions: ['chooseType', toForm] },
                ],
              },
            },
            subTypes: {
              on: {
                'user.backToTypes': { target: 'types', actions: 'goBack' },
                'address.changed': {
                  guard: 'hasLeftSubTypes',
                  target: 'types',
                  actions: ['forgetSubTypesStep', keepOrderInAddress],
                },
                'user.pickSubType': { target: '#complaintEntry.opened', actions: ['chooseSubType', toForm] },
              },
            },
            noTypes: {},
            /** Closing the order sheet returns to the list the user was on. */
            previous: { type: 'history' },
          },
        },
        choosingOrder: {
          on: {
            // Close, or the shown order again: back to the list; another order: problem-init for it.
            ...orderSheetTransitions('browsing.previous', '#complaintEntry.loading', showOrderInAddress),
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
    /** The complaint form opened: this screen is done. */
    opened: { type: 'final' },
  },
});
