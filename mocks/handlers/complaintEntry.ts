import { paths } from '@/config';
import { db } from '../db';
import { fail, ok, post } from '../respond';
import { chosenOrder, isProcessing, ORDER_MISSING, orderCard } from './complaints';

/** The complaint entry's problem-init (§7); the form and the new complaint page's lookup ask it too. */

export const complaintEntryHandlers = [
  post(paths.app('/user-problem/problem-init'), (call) => {
    const order = chosenOrder(call);
    if (order === null) return fail(call, '01', ORDER_MISSING);
    return ok({
      problemType: db.problemTypes(call.market),
      problemSonType: db.problemSonTypes(call.market),
      orderDetail: order ? orderCard(order) : null,
      orderList: db.orders(call.market).map(orderCard),
      problemStatus: db.complaints(call.market).some(isProcessing) ? '1' : '0',
    });
  }),
];
