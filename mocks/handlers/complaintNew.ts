import { paths } from '@/config';
import { db } from '../db';
import { fail, ok, post } from '../respond';
import { chosenOrder, isProcessing, ORDER_MISSING, orderCard } from './complaints';

/** The new complaint page's v3 problem-init (§7). */

export const complaintNewHandlers = [
  // The new (Indonesian-worded) page: the same order data, the four chatbot categories as types.
  post(paths.app('/h5-api/v3/user-problem/problem-init'), (call) => {
    const order = chosenOrder(call);
    if (order === null) return fail(call, '01', ORDER_MISSING);
    return ok({
      problemType: db.qaChildren(call.market, '0').map((n) => ({
        value: n.id,
        title: n.title_local,
        title_local_alias: n.title_local_alias,
        icon: n.icon,
      })),
      problemSonType: [],
      orderDetail: order ? orderCard(order) : null,
      orderList: db.orders(call.market).map(orderCard),
      problemStatus: db.complaints(call.market).some(isProcessing) ? '1' : '0',
    });
  }),
];
