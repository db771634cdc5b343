import { raise, type AnyMachineSnapshot } from 'xstate';
import {
  complaintEntryMachine,
  type ComplaintEntryContext,
  type EntryAddress,
  type EntryOrder,
  type ProblemInitData,
} from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadResult } from '@machines/shared/load';
import type { PathSpec, PathStart } from '../model';

/** An order that does not allow collection complaints, and one that does (§3 isShow). */
export const ORDER_NO_COLLECTION: EntryOrder = {
  orderNo: 'IN2406000001',
  productLogo: '',
  productName: 'RupeeNow',
  status: 'Under review',
  list: [
    { title: 'Loan amount', value: '₹5,000.00' },
    { title: 'Apply date', value: '2024-06-01' },
  ],
  isShow: '0',
};
export const ORDER_COLLECTION: EntryOrder = {
  orderNo: 'IN2406000003',
  productLogo: '',
  productName: 'CashKaro',
  status: 'Overdue',
  list: [
    { title: 'Loan amount', value: '₹30,000.00' },
    { title: 'Due date', value: '2024-09-30' },
  ],
  isShow: '1',
};
export const ENTRY_TYPES = [
  { value: '1', title: 'Collection' },
  { value: '2', title: 'Repayment' },
];
export const ENTRY_SUB_TYPES = [
  { value: '1', title: 'Abusive language' },
  { value: '3', title: 'Calling too often' },
];

/** The screen's own part of the address the paths open at (the session rides beside it). */
export const START_ADDRESS: EntryAddress = { orderId: '1001', orderNo: '', step: '' };

/** The address of the paths' page, session included, without a step. */
export const ENTRY_URL = '/complaint?deviceId=dev-9&isNeedPop=1&orderId=1001&spits=S1';

/**
 * Where a path begins: the page opened as the app opens it, and the page reloaded at the sub-type
 * step (the entry beneath it still in the history, as a reload keeps it).
 */
const starts: PathStart<typeof complaintEntryMachine>[] = [
  { name: '', input: START_ADDRESS },
  {
    name: 'reloaded at the sub-types',
    input: { ...START_ADDRESS, step: 'subTypes' },
    address: `${ENTRY_URL}&step=subTypes`,
    history: [ENTRY_URL],
  },
];

function loaded(order: EntryOrder | null, overrides: Partial<ProblemInitData> = {}): LoadResult<ProblemInitData> {
  return {
    ok: true,
    data: {
      problemType: ENTRY_TYPES,
      problemSonType: ENTRY_SUB_TYPES,
      orderDetail: order,
      orderList: [ORDER_NO_COLLECTION, ORDER_COLLECTION],
      ...overrides,
    },
  };
}

const done = (output: LoadResult<ProblemInitData>) => ({ type: 'xstate.done.actor.loadInit', output });

/**
 * The model of the history the screen runs in. Every sub-type step of a path is pushed over the
 * start address (a pick replaces the entry it is made on), so Back always lands there: the page's
 * Back button (`goBack`) and the browser's (`address.changed`) both bring START_ADDRESS back. The
 * machine reads only its step, so the order that entry names may differ from it.
 */
const back = { type: 'address.changed', address: START_ADDRESS } as const;

export const complaintEntrySpec: PathSpec<typeof complaintEntryMachine> = {
  name: 'complaintEntry',
  machine: complaintEntryMachine.provide({ actions: { goBack: raise(back) } }),
  starts,
  payloads: {
    'xstate.done.actor.loadInit': [
      done(loaded(ORDER_NO_COLLECTION)),
      done(loaded(ORDER_COLLECTION)),
      done(loaded(ORDER_NO_COLLECTION, { problemType: [] })),
      done(loaded(null, { orderList: [] })),
      done({ ok: false, message: 'Order not found' }),
    ],
    'user.pickType': [
      { type: 'user.pickType', value: '1' },
      { type: 'user.pickType', value: '2' },
    ],
    'user.pickSubType': [{ type: 'user.pickSubType', value: '3' }],
    'user.pickOrder': [
      { type: 'user.pickOrder', orderNo: ORDER_NO_COLLECTION.orderNo },
      { type: 'user.pickOrder', orderNo: ORDER_COLLECTION.orderNo },
    ],
    // The browser's Back, offered only where there is an entry to go back to (skipIgnored).
    'address.changed': [back],
  },
  // Back exists only where the machine takes it: on the sub-type step it pushed.
  skipIgnored: true,
  // The guards read the selected order (isCurrentOrder, canSendCollection) and the step of the
  // address; the list the sheet was opened over (the history state) tells a switch on the types
  // from one on the sub-types, which end in the same state.
  project: (snapshot: AnyMachineSnapshot) => {
    const { order, step } = snapshot.context as ComplaintEntryContext;
    const lists = Object.values(snapshot.historyValue ?? {}).flatMap((nodes) => nodes.map((node) => node.key));
    return [order?.orderNo ?? null, order?.isShow ?? null, step, lists];
  },
};
