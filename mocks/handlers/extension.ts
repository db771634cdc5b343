import { paths } from '@/config';
import { db } from '../db';
import { addDays, daysText, figures, money, ymd } from '../domain';
import { any, fail, NOT_FOUND, ok, type Copy } from '../respond';
import { findOrder, productOf } from './order';

/** The loan extension (§7 delay-detail). */

const COPY = {
  noDelay: { IN: 'This loan cannot be extended', ID: 'Pinjaman ini tidak dapat diperpanjang' },
  extFee: { IN: 'Extension fee', ID: 'Biaya perpanjangan' },
  extDays: { IN: 'Extended by', ID: 'Diperpanjang' },
  newDue: { IN: 'New due date', ID: 'Jatuh tempo baru' },
  lateFee: { IN: 'Late fee', ID: 'Denda keterlambatan' },
  coupon: { IN: 'Coupon', ID: 'Kupon' },
  currentDue: { IN: 'Current due date', ID: 'Jatuh tempo saat ini' },
  owed: { IN: 'Amount owed now', ID: 'Tagihan saat ini' },
} as const satisfies Record<string, Copy>;

export const extensionHandlers = [
  any(paths.app('/v3/loan-details/delay-detail'), (call) => {
    const order = findOrder(call);
    if (!order) return fail(call, '01', NOT_FOUND);
    if (order.isDelay !== '1') return fail(call, '01', COPY.noDelay);
    const product = productOf(order);
    const f = figures(order, product);
    const newDue = ymd(addDays(new Date(`${order.dueDate}T00:00:00`), order.termDays));
    return ok({
      productName: product?.name ?? '',
      productLogo: product?.logo ?? '',
      // Hundredths as a JSON number.
      delayShouldPayAmount: f.delayFee,
      delayExpiryTime: newDue,
      orderDetail: {
        detail: [
          { text: call.say(COPY.currentDue), value: order.dueDate },
          { text: call.say(COPY.owed), value: money(call.market, f.outstanding) },
          { text: call.say(COPY.extFee), value: money(call.market, f.delayFee) },
          { text: call.say(COPY.extDays), value: daysText(call.market, order.termDays) },
          { text: call.say(COPY.newDue), value: newDue },
          // Lines the page hides (§3): no late fee yet, no coupon.
          { text: call.say(COPY.lateFee), value: f.lateFee > 0 ? money(call.market, f.lateFee) : '0' },
          { text: call.say(COPY.coupon), value: '' },
        ],
      },
      telephone: db.support(call.market).telephone,
    });
  }),
];
