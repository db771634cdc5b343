import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db, type Order, type Product } from '../db';
import { addDays, figures, money, periodAmounts, readAmount, units, ymd } from '../domain';
import { any, fail, NOT_FOUND, ok, type Call, type Copy } from '../respond';
import { fill } from './order';

/**
 * Loan confirm (§7): the offer and the contract list (the loan agreement page reads the same two,
 * through the same loanConfirmApi), the contract link, and the loan itself.
 */

const COPY = {
  unavailable: { IN: 'This product is not available now', ID: 'Produk ini belum tersedia' },
  noContract: { IN: 'No agreement for this product', ID: 'Tidak ada perjanjian untuk produk ini' },
  badAmount: { IN: 'The amount is outside the product limits', ID: 'Jumlah di luar batas produk' },
  installment: { IN: 'Installment', ID: 'Cicilan' },
  repayment: { IN: 'Repayment', ID: 'Pembayaran' },
  plan: { IN: 'Principal {p} + interest {i}', ID: 'Pokok {p} + bunga {i}' },
  received: { IN: 'Amount received', ID: 'Dana diterima' },
  interest: { IN: 'Interest', ID: 'Bunga' },
  serviceFee: { IN: 'Service fee', ID: 'Biaya layanan' },
  totalRepay: { IN: 'Total repayment', ID: 'Total pembayaran' },
  rateLine: { IN: 'Interest rate {rate}% per day', ID: 'Bunga {rate}% per hari' },
  feeLine: {
    IN: 'The service fee is deducted from the amount you receive.',
    ID: 'Biaya layanan dipotong dari dana yang Anda terima.',
  },
  confirmNote: {
    IN: 'Repay on time to grow your limit. Late repayment is reported to credit bureaus.',
    ID: 'Bayar tepat waktu agar limit Anda naik. Keterlambatan dilaporkan ke biro kredit.',
  },
  popTitle: { IN: 'Loan Agreement', ID: 'Perjanjian Pinjaman' },
  popContent: {
    IN: 'Please read and agree to the loan agreement before you continue.',
    ID: 'Silakan baca dan setujui perjanjian pinjaman sebelum melanjutkan.',
  },
} as const satisfies Record<string, Copy>;

function confirmData(call: Call, product: Product) {
  const m = call.market;
  const step = units(m === 'IN' ? 1_000 : 100_000);
  const amount = Math.round((product.minAmount + (product.maxAmount - product.minAmount) * 0.25) / step) * step;
  const draft: Order = {
    orderId: '',
    orderNo: '',
    market: m,
    productId: product.id,
    status: '21',
    amount,
    termDays: product.termDays,
    periods: product.periods,
    paid: 0,
    applyTime: '',
    dueDate: '',
    isShow: '0',
    isDelay: '0',
    isScore: '0',
    h5Url: '',
  };
  const f = figures(draft, product);
  const perDays = Math.round(product.termDays / product.periods);
  const principal = periodAmounts(amount, product.periods);
  const plans = f.periods.map((planned, i) => ({
    title: product.periods > 1 ? `${call.say(COPY.installment)} ${i + 1}/${product.periods}` : call.say(COPY.repayment),
    // Hundredths as a digit string: a JSON number elsewhere, both are §9 amounts.
    amount: String(planned),
    description: fill(call.say(COPY.plan), {
      p: money(m, principal[i] ?? 0),
      i: money(m, planned - (principal[i] ?? 0)),
    }),
    pay_time: ymd(addDays(new Date(), perDays * (i + 1))),
  }));
  return {
    productId: product.id,
    productLogo: product.logo,
    productName: product.name,
    amount: String(amount),
    /** Term length; termUnit '1' means days. */
    periods: String(product.termDays),
    termUnit: '1',
    details: [
      { text: call.say(COPY.received), value: money(m, f.disbursed) },
      { text: call.say(COPY.interest), value: money(m, f.interest) },
      { text: call.say(COPY.serviceFee), value: money(m, f.serviceFee) },
      { text: call.say(COPY.totalRepay), value: money(m, f.total) },
    ],
    detail1: fill(call.say(COPY.rateLine), { rate: product.dailyRate.toFixed(2) }),
    detail2: call.say(COPY.feeLine),
    repay_plans: plans,
    firstPayTime: plans[0]?.pay_time ?? '',
    firstPeriodDay: String(perDays),
    pRateDsc: `${product.dailyRate.toFixed(2)}%`,
    sendSms: product.sendSms,
    isPopType: product.popAgreement ? '1' : '0',
    popTitle: product.popAgreement ? call.say(COPY.popTitle) : '',
    popContent: product.popAgreement ? call.say(COPY.popContent) : '',
    popAgreementUrl: product.popAgreement
      ? call.appLink(ROUTES.loanAgreement, { productId: product.id, contractId: product.contracts[0]?.id ?? '' })
      : '',
    note: call.say(COPY.confirmNote),
    sp_rate: `${(product.dailyRate * 365).toFixed(2)}%`,
  };
}

export const loanConfirmHandlers = [
  any(paths.app('/v3/loan-confirm/loan-detail-confirm'), (call) => {
    const product = db.product(call.market, call.body.productId ?? '');
    if (!product) return fail(call, '01', NOT_FOUND);
    if (product.buttonStatus !== '1') return fail(call, '01', COPY.unavailable);
    return ok(confirmData(call, product));
  }),

  any(paths.app('/v3/loan-confirm/loan-detail-push'), (call) => {
    const product = db.product(call.market, call.body.productId ?? '');
    if (!product) return fail(call, '01', NOT_FOUND);
    const amount = readAmount(call.body.amount);
    if (amount === null || amount < product.minAmount || amount > product.maxAmount) return fail(call, '01', COPY.badAmount);
    const now = new Date();
    const id = db.nextId();
    const order = db.addOrder({
      orderId: id,
      orderNo: `${call.market}${ymd(now).replace(/-/g, '').slice(2)}${id}`,
      market: call.market,
      productId: product.id,
      status: '21',
      amount,
      termDays: product.termDays,
      periods: product.periods,
      paid: 0,
      applyTime: `${ymd(now)} ${now.toTimeString().slice(0, 8)}`,
      dueDate: ymd(addDays(now, product.termDays)),
      isShow: '0',
      isDelay: '0',
      isScore: '0',
      h5Url: '',
    });
    return ok({
      orderId: order.orderId,
      lendDetailsUrl: call.appLink(ROUTES.loanDetails, { productId: product.id, orderId: order.orderId }),
    });
  }),

  any(paths.app('/v3/contract/contract'), (call) => {
    const product = db.product(call.market, call.body.productId ?? '');
    if (!product) return fail(call, '01', NOT_FOUND);
    return ok(product.contracts);
  }),

  any(paths.app('/v3/contract/contract-jump'), (call) => {
    const product = db.product(call.market, call.body.productId ?? '');
    if (!product) return fail(call, '01', NOT_FOUND);
    const position = Number(call.body.position ?? '0');
    const contract = product.contracts[Number.isInteger(position) ? position : 0] ?? product.contracts[0];
    if (!contract) return fail(call, '01', COPY.noContract);
    return ok({
      contract_url: call.appLink(ROUTES.loanAgreement, {
        productId: product.id,
        contractId: contract.id,
        orderId: call.body.orderId ?? '',
      }),
    });
  }),
];
