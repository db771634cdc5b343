import { paths } from '@/config';
import type { Order } from '../db';
import { addDays, DISBURSED, figures, money, SETTLED, ymd } from '../domain';
import { any, fail, NOT_FOUND, ok, type Call, type Copy } from '../respond';
import { fill, findOrder, productOf } from './order';

/** The installment plan (§7 loan-play-detail). */

const COPY = {
  paidOn: { IN: 'Paid', ID: 'Sudah dibayar' },
  dueOn: { IN: 'Due {date}', ID: 'Jatuh tempo {date}' },
  overdue: { IN: 'Overdue {days} days', ID: 'Terlambat {days} hari' },
  planNote: {
    IN: 'Pay installments in order. Paying a later one pays all earlier ones too.',
    ID: 'Bayar cicilan secara berurutan. Membayar cicilan berikutnya ikut melunasi cicilan sebelumnya.',
  },
} as const satisfies Record<string, Copy>;

interface Period {
  periodNo: number;
  /** Hundredths, as a JSON number. */
  totalAmount: number;
  showAmount: string;
  canClick: number;
  /** '1' pending, '2' paid, '3' overdue. */
  periodStatus: string;
  repayDes: string;
  dueTime: string;
}

/**
 * The plan's periods with what was paid applied in order: a period is paid once covered, a
 * partly covered one shows what is left of it; the late fee rides on the first unpaid period.
 */
function installments(call: Call, order: Order): { wait: Period[]; yet: Period[] } {
  const f = figures(order, productOf(order));
  const applied = new Date(`${order.applyTime.slice(0, 10)}T00:00:00`);
  const settled = SETTLED.includes(order.status);
  const wait: Period[] = [];
  const yet: Period[] = [];
  let paidLeft = order.paid;
  f.periods.forEach((planned, i) => {
    const n = i + 1;
    const dueTime = ymd(addDays(applied, Math.round((order.termDays * n) / order.periods)));
    const covered = Math.min(planned, paidLeft);
    paidLeft -= covered;
    const paid = settled || covered === planned;
    const amount = paid ? planned : planned - covered + (wait.length === 0 ? f.lateFee : 0);
    const overdue = !paid && order.status === '180' && wait.length === 0;
    const period: Period = {
      periodNo: n,
      totalAmount: amount,
      showAmount: money(call.market, amount),
      canClick: paid ? 0 : 1,
      periodStatus: paid ? '2' : overdue ? '3' : '1',
      repayDes: paid
        ? call.say(COPY.paidOn)
        : overdue
          ? fill(call.say(COPY.overdue), { days: String(f.overdueDays) })
          : fill(call.say(COPY.dueOn), { date: dueTime }),
      dueTime,
    };
    (paid ? yet : wait).push(period);
  });
  return { wait, yet };
}

export const installmentsHandlers = [
  any(paths.app('/v3/installment/loan-play-detail'), (call) => {
    const order = findOrder(call);
    if (!order || !DISBURSED.includes(order.status)) return fail(call, '01', NOT_FOUND);
    const { wait, yet } = installments(call, order);
    return ok({
      productName: productOf(order)?.name ?? '',
      repayWaitCount: wait.length,
      note: call.say(COPY.planNote),
      repayPlanDetail: { repayWaitDetail: wait, repayYetDetail: yet },
    });
  }),
];
