import type { AnyMachineSnapshot } from 'xstate';
import {
  complaintEntryMachine,
  type EntryOrder,
  type ProblemInitData,
} from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadResult } from '@machines/shared/load';
import type { PathSpec } from '../model';

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
  status: 'Pending repayment',
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
 * closePage is the bridge's closeWebView in the app; here it writes to this log, which the noOrder
 * assertion reads and empties.
 */
export const entryCloseLog: string[] = [];

export const complaintEntrySpec: PathSpec<typeof complaintEntryMachine> = {
  name: 'complaintEntry',
  machine: complaintEntryMachine.provide({ actions: { closePage: () => void entryCloseLog.push('closeWebView') } }),
  input: { orderId: '1001', orderNo: '' },
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
  },
  // The guards read the selected order (isCurrentOrder, canSendCollection): both join the key.
  project: (snapshot: AnyMachineSnapshot) => {
    const order = (snapshot.context as { order: EntryOrder | null }).order;
    return order ? [order.orderNo, order.isShow] : null;
  },
};
