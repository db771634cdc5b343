import { paths } from '@/config';
import { db } from '../db';
import { BAD_PARAMS, fail, ok, post } from '../respond';

/** Change method (§7 init-pay-type): the banks or mini markets a repayment can go through. */

export const changeMethodHandlers = [
  post(paths.app('/v3/loan-details/init-pay-type'), (call) => {
    const payType = call.body.pay_type ?? '';
    if (payType === '1') return ok(db.vaBanks(call.market));
    // India's server lists no mini market: the list is empty there.
    if (payType === '2') return ok(db.vaMarkets(call.market));
    return fail(call, '01', BAD_PARAMS);
  }),
];
