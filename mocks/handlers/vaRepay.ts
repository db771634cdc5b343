import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { db, type Market, type Order } from '../db';
import { DISBURSED, figures, money, readAmount, SETTLED } from '../domain';
import { demoFlag } from '../demo';
import { BAD_PARAMS, fail, NOT_FOUND, ok, post, type Copy } from '../respond';
import { fill, findOrder, productOf } from './order';

/** Virtual account (§7 generate-vcode): the number to pay to and the steps at the bank or store. */

const COPY = {
  notRepayable: { IN: 'This loan has nothing to repay', ID: 'Tidak ada tagihan untuk pinjaman ini' },
  badVaAmount: { IN: 'The amount cannot be read', ID: 'Jumlah tidak dapat dibaca' },
  vaBankDown: { IN: 'This bank cannot issue a payment number right now', ID: 'Bank ini belum dapat membuat nomor pembayaran saat ini' },
} as const satisfies Record<string, Copy>;

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

export const vaRepayHandlers = [
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
];
