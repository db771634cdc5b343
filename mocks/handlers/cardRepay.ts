import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db, type Order } from '../db';
import { demoFlag } from '../demo';
import { DISBURSED, figures, money, readAmount, SETTLED } from '../domain';
import { answer, BAD_PARAMS, fail, NOT_FOUND, ok, post, type Call } from '../respond';
import { DEMO_SMS_CODE } from '../seed';

/** Card repayment (§7): bound cards, withholding with an optional SMS step, wallet redirect. */

const COPY = {
  notRepayable: { IN: 'This loan has nothing to repay', ID: 'Tidak ada tagihan untuk pinjaman ini' },
  noCard: { IN: 'Please choose a bank card', ID: 'Silakan pilih kartu bank' },
  expired: {
    IN: 'Your payment session expired, please open the page again',
    ID: 'Sesi pembayaran berakhir, silakan buka ulang halaman',
  },
  badAmount: { IN: 'The amount must be more than zero', ID: 'Jumlah harus lebih dari nol' },
  tooMuch: { IN: 'The amount is more than you owe ({due})', ID: 'Jumlah melebihi tagihan Anda ({due})' },
  wrongCode: { IN: 'Wrong verification code', ID: 'Kode verifikasi salah' },
  duplicate: { IN: 'Please do not submit the payment twice', ID: 'Jangan mengirim pembayaran dua kali' },
  cardsBusy: { IN: 'Bank card service is busy, please try later', ID: 'Layanan kartu bank sedang sibuk, coba lagi nanti' },
  declined: { IN: 'Your bank declined this card', ID: 'Bank Anda menolak kartu ini' },
  bankBusy: { IN: 'The bank did not answer, please try again', ID: 'Bank tidak menjawab, silakan coba lagi' },
} as const;

/** A gateway's failure page: HTTP 500 with no §3 envelope. */
const serverError = () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
/** A success status whose body is not JSON (a proxy's HTML page). */
const notJson = () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

function repayable(call: Call, orderId: string): Order | Response {
  const order = db.order(call.market, orderId);
  if (!order) return fail(call, '01', NOT_FOUND);
  if (!DISBURSED.includes(order.status) || SETTLED.includes(order.status)) return fail(call, '01', COPY.notRepayable);
  return order;
}

/**
 * A payment taken: it lowers what is owed; the loan is repaid only when nothing is left (then the
 * details page offers 'loan more' and asks for a rating). A partial payment of a loan not yet late
 * shows as partially repaid.
 */
function applyPayment(order: Order, amount: number): void {
  const paid = order.paid + amount;
  const left = figures({ ...order, paid }, db.product(order.market, order.productId)).outstanding;
  if (left <= 0) {
    db.updateOrder(order.orderId, { paid, status: '200', isDelay: '0', isScore: '1' });
  } else {
    db.updateOrder(order.orderId, { paid, status: order.status === '174' || order.status === '3' ? '5' : order.status });
  }
}

export const cardRepayHandlers = [
  post(paths.cardRepay('repayment-way'), (call) => {
    if (demoFlag('cardListDown')) return HttpResponse.error();
    if (demoFlag('cardListRefused')) return fail(call, '01', COPY.cardsBusy);
    if (demoFlag('cardListNoMessage')) return answer('01', '');
    const order = repayable(call, call.query.orderId || call.body.orderId || '');
    if (order instanceof Response) return order;
    const none = demoFlag('noCards');
    return ok({
      alipay: none ? '0' : '1',
      repayToken: db.issueRepayToken(order.orderId),
      bankCards: none ? [] : db.cards(call.market).map(({ id, bankName, cardNo, bankCode }) => ({ id, bankName, cardNo, bankCode })),
      // What is owed, in hundredths: a JSON number here, a digit string elsewhere (both are §9 amounts).
      amount: figures(order, db.product(call.market, order.productId)).outstanding,
      couponId: '',
      orderId: order.orderId,
      productId: order.productId,
    });
  }),

  post(paths.cardRepay('repayment-commit'), (call) => {
    const { cardId = '', orderId = '', repayToken = '', amount, sendMsg = '0' } = call.body;
    const card = db.cards(call.market).find((c) => c.id === cardId);
    if (!card) return fail(call, '01', COPY.noCard);
    if (db.repayTokenOrder(repayToken) !== orderId) return fail(call, '01', COPY.expired);
    if (demoFlag('commitRefused')) return fail(call, '01', COPY.declined);
    // sendMsg 1 asks for a new SMS code for the payment already posted with this token (our reading,
    // docs/spec-notes.md): the same record answers, and no second payment is made.
    if (sendMsg === '1') {
      const pending = db.repayRecords().find((r) => r.orderId === orderId && r.cardId === cardId && r.status === 'pending');
      return pending ? ok({ needValid: 1, repayRecordId: pending.id }) : fail(call, '01', COPY.expired);
    }
    const order = repayable(call, orderId);
    if (order instanceof Response) return order;
    const hundredths = readAmount(amount);
    if (hundredths === null || hundredths <= 0) return fail(call, '01', COPY.badAmount);
    const due = figures(order, db.product(call.market, order.productId)).outstanding;
    if (hundredths > due) return answer('01', call.say(COPY.tooMuch).replace('{due}', money(call.market, due)));
    const record = db.addRepayRecord({
      orderId,
      cardId,
      amount: hundredths,
      needValid: card.needValid,
      status: card.needValid === 1 ? 'pending' : 'paid',
    });
    if (card.needValid === 0) applyPayment(order, hundredths);
    // The payment is taken, and the answer never reaches the phone, or says nothing clear.
    if (demoFlag('commitLost')) return HttpResponse.error();
    if (demoFlag('commitServerError')) return serverError();
    if (demoFlag('commitNotJson')) return notJson();
    return ok({ needValid: card.needValid, repayRecordId: record.id });
  }),

  post(paths.cardRepay('repayment-confirm'), (call) => {
    const { orderId = '', verifyCode = '', repaymentRecordId = '' } = call.body;
    const record = db.repayRecords().find((r) => r.id === repaymentRecordId && r.orderId === orderId);
    if (!record) return fail(call, '01', NOT_FOUND);
    if (record.status === 'paid' || demoFlag('confirmDuplicate')) return fail(call, '800005', COPY.duplicate);
    if (demoFlag('confirmFailed')) return fail(call, '01', COPY.bankBusy);
    if (demoFlag('confirmFailedNoMessage')) return answer('01', '');
    if (verifyCode !== DEMO_SMS_CODE) return fail(call, '800006', COPY.wrongCode);
    db.markRepaid(record.id);
    const order = db.order(call.market, orderId);
    if (order) applyPayment(order, record.amount);
    if (demoFlag('confirmLost')) return HttpResponse.error();
    return ok({ repayRecordId: record.id });
  }),

  post(paths.cardRepay('repayment-huichao'), (call) => {
    const { orderId = '', amount } = call.body;
    const order = repayable(call, orderId);
    if (order instanceof Response) return order;
    const hundredths = readAmount(amount);
    if (hundredths === null || hundredths <= 0) return fail(call, '01', BAD_PARAMS);
    if (demoFlag('walletUnsafe')) return ok({ url: 'javascript:alert(document.cookie)' });
    if (demoFlag('walletMissing')) return ok({ url: '' });
    // The wallet takes the money and sends the user back; the bank confirms later.
    db.updateOrder(order.orderId, { status: '170' });
    if (demoFlag('walletServerError')) return serverError();
    return ok({
      url: call.appLink(ROUTES.loanDetails, { orderId: order.orderId, productId: order.productId, from: 'wallet' }),
    });
  }),
];
