import type { AnyMachineSnapshot } from 'xstate';
import {
  complaintNewMachine,
  type Category,
  type ComplaintNewContext,
  type NewComplaintData,
} from '@machines/complaintNew/complaintNew.machine';
import type { LoadResult } from '@machines/shared/load';
import type { OrderCard, OrderRequest, OrdersData } from '@machines/shared/orderSwitch';
import { OVERDUE_ORDER, REVIEW_ORDER } from '../../support/pathFixtures';
import { doneEvents, doneType, refused, type PathSpec, type PathStart } from '../model';

/** Two orders of the borrower (§3 order card): the second with its due date alone. */
export const NEW_FIRST_ORDER: OrderCard = REVIEW_ORDER;
export const NEW_SECOND_ORDER: OrderCard = { ...OVERDUE_ORDER, list: [{ title: 'Due date', value: '2024-09-30' }] };
/** The chatbot's four categories: two with an icon, one with none, one known by its alias alone. */
export const NEW_CATEGORIES: readonly Category[] = [
  { value: '11', title: 'Loan application', alias: 'Apply', icon: '/demo-files/art.svg?label=A' },
  { value: '12', title: 'Repayment', alias: 'Repay', icon: '' },
  { value: '13', title: '', alias: 'Account', icon: '' },
  { value: '14', title: 'Collection', alias: 'Collection', icon: 'https://cdn.example.com/collection.png' },
];
/** What the borrower reads on each tile, in order. */
export const NEW_TILE_TITLES = ['Loan application', 'Repayment', 'Account', 'Collection'];

/** The screen's own part of the address the paths open at (the session rides beside it): an orderId alone. */
export const NEW_START: OrderRequest = { orderId: '1001', orderNo: '' };

/** The page's address with an orderNo, as the test page and the chatbot's links open it. */
export const NEW_BY_ORDER_NO = `/complainNewPage?deviceId=dev-9&isNeedPop=1&orderNo=${NEW_SECOND_ORDER.orderNo}&spits=S1`;

const starts: PathStart<typeof complaintNewMachine>[] = [
  { name: '', input: NEW_START },
  { name: 'opened with an orderNo', input: { orderId: '', orderNo: NEW_SECOND_ORDER.orderNo }, address: NEW_BY_ORDER_NO },
];

/** What the orderId lookup (the first problem-init) answers of the orders. */
function found(order: OrderCard | null, orderList: readonly OrderCard[] = [NEW_FIRST_ORDER, NEW_SECOND_ORDER]): LoadResult<OrdersData> {
  return { ok: true, data: { orderDetail: order, orderList } };
}

function loaded(order: OrderCard | null, overrides: Partial<NewComplaintData> = {}): LoadResult<NewComplaintData> {
  return {
    ok: true,
    data: { categories: NEW_CATEGORIES, orderDetail: order, orderList: [NEW_FIRST_ORDER, NEW_SECOND_ORDER], ...overrides },
  };
}

export const complaintNewSpec: PathSpec<typeof complaintNewMachine> = {
  name: 'complaintNew',
  machine: complaintNewMachine,
  starts,
  payloads: {
    ...doneEvents<LoadResult<OrdersData>>('findOrder', [found(NEW_FIRST_ORDER), found(null, []), refused('Order not found')]),
    ...doneEvents<LoadResult<NewComplaintData>>('loadInit', [
      loaded(NEW_FIRST_ORDER),
      loaded(NEW_SECOND_ORDER),
      loaded(NEW_FIRST_ORDER, { categories: [] }),
      loaded(null, { orderList: [] }),
      refused('Order not found'),
    ]),
    'user.pickOrder': [
      { type: 'user.pickOrder', orderNo: NEW_FIRST_ORDER.orderNo },
      { type: 'user.pickOrder', orderNo: NEW_SECOND_ORDER.orderNo },
    ],
    'user.pickCategory': [
      { type: 'user.pickCategory', index: 0 },
      { type: 'user.pickCategory', index: 2 },
    ],
  },
  // A tile exists only for a listed category, and only where tiles show.
  skipIgnored: true,
  // Each category's tile is a control of its own: one path taps each, coming Back between.
  scenarios: [
    {
      name: 'every category, Back between',
      events: [
        { type: doneType('findOrder'), output: found(NEW_FIRST_ORDER) },
        { type: doneType('loadInit'), output: loaded(NEW_FIRST_ORDER) },
        ...[0, 1, 2, 3].flatMap((index) => [{ type: 'user.pickCategory', index }, { type: 'history.back' }]),
      ],
    },
  ],
  // The guards read the selected order (isCurrentOrder), how many categories there are
  // (isListedCategory) and whether the orderNo is known yet (needsOrderNo).
  project: (snapshot: AnyMachineSnapshot) => {
    const { order, categories, request } = snapshot.context as ComplaintNewContext;
    return [order?.orderNo ?? null, categories.length, request.orderNo === ''];
  },
};
