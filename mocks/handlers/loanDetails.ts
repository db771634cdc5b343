import { endpoints } from '@/services/api/endpoints';
import { db, type Market, type Product } from '../db';
import { figures, money, NOTICE, orderDetailLines } from '../domain';
import { BAD_SCORE, fail, NOT_FOUND, ok, post, type Call, type Copy } from '../respond';
import { fill, findOrder, productOf } from './order';
import { applyLink } from './products';

/** Loan details (§7): the order, a recommended product's link and the app rating. */

const COPY = {
  repayBy: { IN: 'Repay by {due} to avoid late fees.', ID: 'Bayar sebelum {due} agar tidak kena denda.' },
  repayNow: {
    IN: 'Repay now: the late fee grows every day until the loan is paid.',
    ID: 'Segera bayar: denda bertambah setiap hari sampai pinjaman lunas.',
  },
} as const satisfies Record<string, Copy>;

/** A stored in-app path with its query, made absolute for the caller with its device parameters. */
function ownLink(call: Call, pathAndQuery: string): string {
  const url = new URL(pathAndQuery, call.origin);
  return call.appLink(url.pathname, Object.fromEntries(url.searchParams));
}

/** Obfuscated display names of §3's loan-details recommendations (the spec does not show them). */
function recProduct(market: Market, p: Product) {
  return {
    targetId: p.id,
    logo: p.logo,
    name: p.name,
    btnText: p.buttonText,
    amountText: `${money(market, p.minAmount)} - ${money(market, p.maxAmount)}`,
    amountDes: market === 'IN' ? 'Loan amount' : 'Jumlah pinjaman',
    rateText: `${p.dailyRate.toFixed(2)}%`,
    desc: p.desc,
    tags: p.tags,
    /** '1' active button, otherwise greyed. */
    flag: p.buttonStatus,
    /** '0' not clickable at all. */
    globally: p.buttonStatus,
  };
}

export const loanDetailsHandlers = [
  post(endpoints.loanDetails, (call) => {
    const order = findOrder(call);
    if (!order) return fail(call, '01', NOT_FOUND);
    const product = productOf(order);
    const f = figures(order, product);
    const notice = NOTICE[order.status];
    const repayStatus = ['174', '180', '3', '5', '170'].includes(order.status);
    return ok({
      orderStatus: order.status,
      noticeStatusText: call.say(notice.title),
      noticeDesText: fill(call.say(notice.desc), { due: order.dueDate, days: String(f.overdueDays) }),
      recProducts: db
        .products(call.market)
        .filter((p) => p.id !== order.productId)
        .map((p) => recProduct(call.market, p)),
      productName: product?.name ?? '',
      productLogo: product?.logo ?? '',
      userOrderDetail: { detail: orderDetailLines(order, product) },
      h5Url: order.h5Url === '' ? '' : ownLink(call, order.h5Url),
      isDelay: order.isDelay,
      telephone: db.support(call.market).telephone,
      isScore: order.isScore,
      /** Read by the page, meaning not shown (§3): '1' when the loan has an installment plan. */
      playeduL: order.periods > 1 ? '1' : '0',
      /** Read by the page, meaning not shown (§3): the repay reminder under the repay block. */
      reyMsg: !repayStatus ? '' : order.status === '180' ? call.say(COPY.repayNow) : fill(call.say(COPY.repayBy), { due: order.dueDate }),
    });
  }),

  post(endpoints.productJump, (call) =>
    applyLink(call, call.body.target || call.body.targetId || call.body.productId || ''),
  ),

  post(endpoints.googleScore, (call) => {
    const score = Number(call.body.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(call, '01', BAD_SCORE);
    db.rateApp(call.market, score);
    return ok(null);
  }),
];
