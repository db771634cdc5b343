import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { endpoints } from '@/services/api/endpoints';
import { db, type Market, type Order, type Product } from '../db';
import {
  addDays,
  daysText,
  DISBURSED,
  figures,
  money,
  NOTICE,
  orderDetailLines,
  periodAmounts,
  readAmount,
  SETTLED,
  units,
  ymd,
} from '../domain';
import { demoFlag } from '../demo';
import { any, BAD_PARAMS, fail, NOT_FOUND, ok, post, type Call, type Copy } from '../respond';
import { applyLink } from './products';

/** Repayment and loan (§7): virtual account, installments, extension, loan confirm, loan details. */

const COPY = {
  notRepayable: { IN: 'This loan has nothing to repay', ID: 'Tidak ada tagihan untuk pinjaman ini' },
  noDelay: { IN: 'This loan cannot be extended', ID: 'Pinjaman ini tidak dapat diperpanjang' },
  unavailable: { IN: 'This product is not available now', ID: 'Produk ini belum tersedia' },
  noContract: { IN: 'No agreement for this product', ID: 'Tidak ada perjanjian untuk produk ini' },
  badAmount: { IN: 'The amount is outside the product limits', ID: 'Jumlah di luar batas produk' },
  badScore: { IN: 'Please choose a star rating', ID: 'Silakan pilih' },
  installment: { IN: 'Installment', ID: 'Cicilan' },
  repayment: { IN: 'Repayment', ID: 'Pembayaran' },
  plan: { IN: 'Principal {p} + interest {i}', ID: 'Pokok {p} + bunga {i}' },
  paidOn: { IN: 'Paid', ID: 'Sudah dibayar' },
  dueOn: { IN: 'Due {date}', ID: 'Jatuh tempo {date}' },
  overdue: { IN: 'Overdue {days} days', ID: 'Terlambat {days} hari' },
  planNote: {
    IN: 'Pay installments in order. Paying a later one pays all earlier ones too.',
    ID: 'Bayar cicilan secara berurutan. Membayar cicilan berikutnya ikut melunasi cicilan sebelumnya.',
  },
  extFee: { IN: 'Extension fee', ID: 'Biaya perpanjangan' },
  extDays: { IN: 'Extended by', ID: 'Diperpanjang' },
  newDue: { IN: 'New due date', ID: 'Jatuh tempo baru' },
  lateFee: { IN: 'Late fee', ID: 'Denda keterlambatan' },
  coupon: { IN: 'Coupon', ID: 'Kupon' },
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
  repayBy: { IN: 'Repay by {due} to avoid late fees.', ID: 'Bayar sebelum {due} agar tidak kena denda.' },
  repayNow: {
    IN: 'Repay now: the late fee grows every day until the loan is paid.',
    ID: 'Segera bayar: denda bertambah setiap hari sampai pinjaman lunas.',
  },
  currentDue: { IN: 'Current due date', ID: 'Jatuh tempo saat ini' },
  owed: { IN: 'Amount owed now', ID: 'Tagihan saat ini' },
  badVaAmount: { IN: 'The amount cannot be read', ID: 'Jumlah tidak dapat dibaca' },
  vaBankDown: { IN: 'This bank cannot issue a payment number right now', ID: 'Bank ini belum dapat membuat nomor pembayaran saat ini' },
} as const satisfies Record<string, Copy>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function findOrder(call: Call): Order | undefined {
  return db.order(call.market, call.body.orderId || call.body.orderNo || '');
}

const productOf = (order: Order): Product | undefined => db.product(order.market, order.productId);

/** 16-digit virtual account (bank prefix + order) or a counter payment code (mini market). */
function vaNumber(payCode: string, order: Order): string {
  const prefix: Record<string, string> = {
    BCA: '39358',
    BNI: '8808',
    BRI: '12608',
    MANDIRI: '89508',
    PERMATA: '8625',
    CIMB: '5919',
    ALFAMART: '7101',
    INDOMARET: '7102',
    SBI: '2223',
    HDFC: '5050',
    ICICI: '3434',
    AXIS: '9191',
    KOTAK: '4646',
  };
  const head = prefix[payCode] ?? '9999';
  return `${head}${order.orderId.padStart(16 - head.length, '0')}`;
}

const BANK_STEPS: Record<string, Copy[]> = {
  ATM: [
    { IN: 'Insert your card and enter your PIN', ID: 'Masukkan kartu ATM dan PIN Anda' },
    { IN: 'Choose Other transactions > Transfer > Virtual Account', ID: 'Pilih Transaksi Lainnya > Transfer > Virtual Account' },
    { IN: 'Enter the virtual account number {va}', ID: 'Masukkan nomor virtual account {va}' },
    { IN: 'Check that the amount is {amount} and confirm', ID: 'Pastikan jumlah tagihan {amount} lalu konfirmasi' },
  ],
  MobileBank: [
    { IN: 'Log in to your {bank} mobile app', ID: 'Masuk ke aplikasi mobile {bank}' },
    { IN: 'Choose Transfer > Virtual Account', ID: 'Pilih Transfer > Virtual Account' },
    { IN: 'Enter {va} and check the amount {amount}', ID: 'Masukkan {va} dan periksa jumlah {amount}' },
    { IN: 'Enter your PIN to pay', ID: 'Masukkan PIN untuk membayar' },
  ],
  InternetBank: [
    { IN: 'Log in to {bank} internet banking', ID: 'Masuk ke internet banking {bank}' },
    { IN: 'Choose Payment > Virtual Account', ID: 'Pilih Pembayaran > Virtual Account' },
    { IN: 'Enter {va}, check {amount} and confirm with your token', ID: 'Masukkan {va}, periksa {amount} lalu konfirmasi dengan token' },
  ],
};

/** India: a bank transfer to the virtual account as a payee (IMPS or NEFT). */
const INDIA_STEPS: Record<string, Copy[]> = {
  MobileBank: [
    { IN: 'Open your {bank} mobile banking app', ID: 'Buka aplikasi mobile banking {bank}' },
    { IN: 'Add a payee with account number {va} and IFSC KRED0000001', ID: 'Tambahkan penerima dengan rekening {va} dan IFSC KRED0000001' },
    { IN: 'Send {amount} by IMPS to that payee', ID: 'Kirim {amount} lewat IMPS ke penerima itu' },
  ],
  InternetBank: [
    { IN: 'Log in to {bank} net banking', ID: 'Masuk ke net banking {bank}' },
    { IN: 'Add the beneficiary {va} (IFSC KRED0000001)', ID: 'Tambahkan penerima {va} (IFSC KRED0000001)' },
    { IN: 'Transfer {amount} by NEFT or IMPS', ID: 'Transfer {amount} lewat NEFT atau IMPS' },
  ],
};

/** A bank that lists no method: one way that works at any bank. */
const ANY_BANK_STEPS: Record<Market, Copy[]> = {
  IN: [
    { IN: 'Add the beneficiary {va} (IFSC KRED0000001) in your {bank} app or branch', ID: 'Tambahkan penerima {va} (IFSC KRED0000001) di aplikasi atau cabang {bank}' },
    { IN: 'Transfer exactly {amount}', ID: 'Transfer tepat {amount}' },
  ],
  ID: [
    { IN: 'Transfer to virtual account {va} from any {bank} channel', ID: 'Transfer ke virtual account {va} lewat layanan {bank} mana pun' },
    { IN: 'Transfer exactly {amount}', ID: 'Transfer tepat {amount}' },
  ],
};

const MARKET_STEPS: Copy[] = [
  { IN: 'Go to the nearest {store} cashier', ID: 'Datangi kasir {store} terdekat' },
  { IN: 'Say you want to pay for Kredit', ID: 'Sampaikan ingin membayar tagihan Kredit' },
  { IN: 'Show the payment code {va}', ID: 'Tunjukkan kode pembayaran {va}' },
  { IN: 'Pay {amount} plus the store fee and keep the receipt', ID: 'Bayar {amount} ditambah biaya toko dan simpan struknya' },
];

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

export const loanHandlers = [
  post(paths.app('/v3/loan-details/init-pay-type'), (call) => {
    const payType = call.body.pay_type ?? '';
    if (payType === '1') return ok(db.vaBanks(call.market));
    // India's server lists no mini market: the list is empty there.
    if (payType === '2') return ok(db.vaMarkets(call.market));
    return fail(call, '01', BAD_PARAMS);
  }),

  post(paths.app('/v3/loan-details/generate-vcode'), (call) => {
    // Demo outcomes (mocks/demo.ts): a refusal of the method, no number, and no clear answer.
    if (demoFlag('vcodeRefused')) return fail(call, '01', COPY.vaBankDown);
    if (demoFlag('vcodeLost')) return HttpResponse.error();
    if (demoFlag('vcodeServerError')) return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    const order = findOrder(call);
    if (!order) return fail(call, '01', NOT_FOUND);
    if (!DISBURSED.includes(order.status) || SETTLED.includes(order.status)) {
      return fail(call, '01', COPY.notRepayable);
    }
    const f = figures(order, productOf(order));
    const banks = db.vaBanks(call.market);
    const isDefault = call.body.is_default === '1' || (call.body.payCode ?? '') === '';
    const payType = isDefault ? '1' : (call.body.pay_type ?? '');
    const payCode = isDefault ? (banks[0]?.bankName ?? '') : (call.body.payCode ?? '');
    // No amount asks for what is owed (or the extension fee); any other text is refused, never guessed.
    const asked = (call.body.amount ?? '').trim();
    const requested = asked === '' ? null : readAmount(asked);
    if (asked !== '' && (requested === null || requested <= 0)) return fail(call, '01', COPY.badVaAmount);
    const amount = requested ?? (call.body.is_display === '1' ? f.delayFee : f.outstanding);
    const va = vaNumber(payCode, order);
    const values = { va, amount: money(call.market, amount), bank: payCode, store: payCode };
    let payStep: unknown;
    let specificNum = '';
    if (payType === '1') {
      const bank = banks.find((b) => b.bankName === payCode);
      if (!bank) return fail(call, '01', BAD_PARAMS);
      specificNum = !isDefault && bank.method.includes(call.body.specific_num ?? '') ? (call.body.specific_num ?? '') : '';
      const steps = call.market === 'IN' ? INDIA_STEPS : BANK_STEPS;
      const methods = specificNum === '' ? bank.method : [specificNum];
      payStep =
        methods.length === 0
          ? [{ name: bank.bankName, step: ANY_BANK_STEPS[call.market].map((s) => fill(call.say(s), values)) }]
          : methods.map((name) => ({ name, step: (steps[name] ?? []).map((s) => fill(call.say(s), values)) }));
    } else if (payType === '2') {
      if (!db.vaMarkets(call.market).includes(payCode)) return fail(call, '01', BAD_PARAMS);
      payStep = MARKET_STEPS.map((s) => fill(call.say(s), values));
    } else {
      return fail(call, '01', BAD_PARAMS);
    }
    return ok({
      // Hundredths as a digit string.
      amount: String(amount),
      vcode: `INV${order.orderNo}`,
      cardNo: demoFlag('vcodeNoNumber') ? '' : va,
      payType,
      payCode,
      payStep,
      specificNum,
      telephone: call.market === 'ID' ? db.support(call.market).telephone : '',
    });
  }),

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
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(call, '01', COPY.badScore);
    db.rateApp(call.market, score);
    return ok(null);
  }),
];
