import { raise, type AnyMachineSnapshot } from 'xstate';
import {
  complaintEntryMachine,
  type ComplaintEntryContext,
  type EntryAddress,
  type EntryOrder,
  type ProblemInitData,
} from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadResult } from '@machines/shared/load';
import { ENTRY_SUB_TYPES, ENTRY_TYPES, problemInit } from '../../support/fixtures';
import { OVERDUE_ORDER, REVIEW_ORDER } from '../../support/pathFixtures';
import { doneEvents, refused, type PathSpec, type PathStart } from '../model';

export { ENTRY_SUB_TYPES, ENTRY_TYPES };
/** An order that does not allow collection complaints, and one that does (§3 isShow). */
export const ORDER_NO_COLLECTION: EntryOrder = REVIEW_ORDER;
export const ORDER_COLLECTION: EntryOrder = OVERDUE_ORDER;

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

/** problem-init's answer: the order shown among both of the borrower's. */
const loaded = (order: EntryOrder | null, overrides: Partial<ProblemInitData> = {}) =>
  problemInit(order, [ORDER_NO_COLLECTION, ORDER_COLLECTION], overrides);

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
    ...doneEvents<LoadResult<ProblemInitData>>('loadInit', [
      loaded(ORDER_NO_COLLECTION),
      loaded(ORDER_COLLECTION),
      loaded(ORDER_NO_COLLECTION, { problemType: [] }),
      loaded(null, { orderList: [] }),
      refused('Order not found'),
    ]),
    'user.pickType': [
      { type: 'user.pickType', value: '1' },
      { type: 'user.pickType', value: '2' },
    ],
    'user.pickSubType': [
      { type: 'user.pickSubType', value: '3' },
      { type: 'user.pickSubType', value: '1' },
    ],
    'user.pickOrder': [
      { type: 'user.pickOrder', orderNo: ORDER_NO_COLLECTION.orderNo },
      { type: 'user.pickOrder', orderNo: ORDER_COLLECTION.orderNo },
    ],
    // The browser's Back, offered only where there is an entry to go back to (skipIgnored).
    'address.changed': [back],
  },
  // Back exists only where the machine takes it: on the sub-type step it pushed.
  skipIgnored: true,
  // Each sub-type is a button of its own.
  everyPayload: ['user.pickSubType'],
  // An order of the sheet reads 'Selected' while it is the one shown: each order, shown or not, is picked.
  controlOf: (event, before) => {
    if (event.type !== 'user.pickOrder') return null;
    const { orderNo } = event as typeof event & { orderNo: string };
    return `order ${orderNo}${orderNo === (before.context as ComplaintEntryContext).order?.orderNo ? ' (shown)' : ''}`;
  },
  // The guards read the selected order (isCurrentOrder, canSendCollection) and the step of the
  // address; the list the sheet was opened over (the history state) tells a switch on the types
  // from one on the sub-types, which end in the same state.
  project: (snapshot: AnyMachineSnapshot) => {
    const { order, step } = snapshot.context as ComplaintEntryContext;
    const lists = Object.values(snapshot.historyValue ?? {}).flatMap((nodes) => nodes.map((node) => node.key));
    return [order?.orderNo ?? null, order?.isShow ?? null, step, lists];
  },
};
