import { paths } from '@/config';
import type { Copy } from './respond';
import type { Line, Market, Order, OrderStatus, Product } from './db';

/** Loan arithmetic and copy the handlers share, so every screen shows the same figures. */

/**
 * Money in the demo backend is integer hundredths (paise, sen) from the seed to the wire (§9,
 * docs/spec-notes.md "Amounts"). Display text a real server would print (detail lines, steps)
 * carries two decimals, one format per market, so a page shows every amount the same way.
 * Written with Intl here, apart from the pages' own formatter, so the two check each other.
 */
const display: Record<Market, Intl.NumberFormat> = {
  IN: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ID: new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Display text of an amount in hundredths: '₹2,000.00', 'Rp1.500.000,00'. */
export function money(market: Market, hundredths: number): string {
  return `${market === 'IN' ? '₹' : 'Rp'}${display[market].format(hundredths / 100)}`;
}

/** Rupees or rupiah of the seed as hundredths. */
export const units = (whole: number): number => Math.round(whole * 100);

/** An amount the page sent: a whole number of hundredths, digits only; null for anything else. */
export function readAmount(text: string | undefined): number | null {
  const digits = (text ?? '').trim();
  if (!/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function ymd(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function ymdhms(date: Date): string {
  return `${ymd(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

function daysBetween(fromYmd: string, to: Date): number {
  const from = new Date(`${fromYmd}T00:00:00`);
  const end = new Date(`${ymd(to)}T00:00:00`);
  return Math.round((end.getTime() - from.getTime()) / 86_400_000);
}

/** A generated SVG served by the files handler: logos, icons and sample photos need no assets. */
export function artUrl(label: string, color: string, shape: 'logo' | 'photo' = 'logo'): string {
  return `${paths.app('/demo-files/art.svg')}?${new URLSearchParams({ label, color, shape }).toString()}`;
}

export const DISBURSED: readonly OrderStatus[] = ['174', '180', '200', '170', '3', '4', '5'];
export const SETTLED: readonly OrderStatus[] = ['200', '4'];

export interface Figures {
  interest: number;
  serviceFee: number;
  disbursed: number;
  lateFee: number;
  overdueDays: number;
  /** Principal plus interest: what the plan's periods add up to. */
  total: number;
  /** Each period's amount; the last takes the remainder, so they add up to `total` exactly. */
  periods: number[];
  outstanding: number;
  delayFee: number;
}

/** `total` in `count` periods of whole hundredths, the remainder on the last. */
export function periodAmounts(total: number, count: number): number[] {
  const n = Math.max(1, count);
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - each * (n - 1) : each));
}

/**
 * Interest per day on the principal; a one-off late fee (₹1,000 or Rp100.000) plus 5% of the
 * unpaid amount per overdue day up to 30 days (loan terms, §9); the service fee is taken from the
 * disbursement. What is owed is the plan plus the late fee less what was paid. All in hundredths.
 */
export function figures(order: Order, product: Product | undefined, now = new Date()): Figures {
  const rate = product?.dailyRate ?? 0.05;
  const interest = Math.round((order.amount * rate * order.termDays) / 100);
  const serviceFee = Math.round(order.amount * 0.08);
  const total = order.amount + interest;
  const overdueDays = order.status === '180' ? Math.max(1, daysBetween(order.dueDate, now)) : 0;
  const unpaid = Math.max(0, total - order.paid);
  const lateFee =
    overdueDays > 0 ? units(order.market === 'IN' ? 1_000 : 100_000) + Math.round(unpaid * 0.05 * Math.min(overdueDays, 30)) : 0;
  const outstanding = SETTLED.includes(order.status) ? 0 : Math.max(0, total + lateFee - order.paid);
  return {
    interest,
    serviceFee,
    disbursed: order.amount - serviceFee,
    lateFee,
    overdueDays,
    total,
    periods: periodAmounts(total, order.periods),
    outstanding,
    // One more term's interest, and any late fee, buys the extension (§9 "once interest and penalties are paid").
    delayFee: interest + lateFee,
  };
}

/** What the first `count` periods of an order's plan add up to (the seed's paid periods). */
export function paidForPeriods(order: Omit<Order, 'paid'>, product: Product | undefined, count: number): number {
  const { periods } = figures({ ...order, paid: 0 }, product);
  return periods.slice(0, count).reduce((sum, amount) => sum + amount, 0);
}

export const STATUS_TEXT: Record<OrderStatus, Copy> = {
  '21': { IN: 'Under review', ID: 'Sedang ditinjau' },
  '151': { IN: 'Approved, disbursing', ID: 'Disetujui, sedang dicairkan' },
  '110': { IN: 'Not approved', ID: 'Tidak disetujui' },
  '174': { IN: 'Pending repayment', ID: 'Menunggu pembayaran' },
  '180': { IN: 'Overdue', ID: 'Terlambat' },
  '200': { IN: 'Repaid', ID: 'Lunas' },
  '170': { IN: 'Repayment processing', ID: 'Pembayaran diproses' },
  '3': { IN: 'Due today', ID: 'Jatuh tempo hari ini' },
  '4': { IN: 'Settled', ID: 'Selesai' },
  '5': { IN: 'Partially repaid', ID: 'Dibayar sebagian' },
};

/** Headline and description of the loan-details banner; {due} and {days} are filled in. */
export const NOTICE: Record<OrderStatus, { title: Copy; desc: Copy }> = {
  '21': {
    title: { IN: 'Under review', ID: 'Sedang ditinjau' },
    desc: {
      IN: 'We are reviewing your application. This usually takes less than 30 minutes.',
      ID: 'Pengajuan Anda sedang kami tinjau. Biasanya selesai dalam 30 menit.',
    },
  },
  '151': {
    title: { IN: 'Approved', ID: 'Disetujui' },
    desc: {
      IN: 'Your loan is approved and the money is on its way to your bank account.',
      ID: 'Pinjaman disetujui dan dana sedang dikirim ke rekening Anda.',
    },
  },
  '110': {
    title: { IN: 'Not approved this time', ID: 'Belum disetujui kali ini' },
    desc: {
      IN: 'Your application did not pass our review. The products below may suit you.',
      ID: 'Pengajuan Anda belum lolos peninjauan. Produk di bawah ini mungkin cocok untuk Anda.',
    },
  },
  '174': {
    title: { IN: 'Repayment pending', ID: 'Menunggu pembayaran' },
    desc: {
      IN: 'Repay by {due} to keep a good credit record.',
      ID: 'Bayar sebelum {due} agar riwayat kredit Anda tetap baik.',
    },
  },
  '180': {
    title: { IN: 'Overdue', ID: 'Terlambat' },
    desc: {
      IN: 'Your loan is {days} days overdue. Late fees grow every day, please repay now.',
      ID: 'Pinjaman Anda terlambat {days} hari. Denda bertambah setiap hari, segera bayar.',
    },
  },
  '200': {
    title: { IN: 'Repaid', ID: 'Lunas' },
    desc: {
      IN: 'Thank you for repaying on time. You can borrow again right away.',
      ID: 'Terima kasih telah membayar tepat waktu. Anda bisa langsung meminjam lagi.',
    },
  },
  '170': {
    title: { IN: 'Repayment processing', ID: 'Pembayaran diproses' },
    desc: {
      IN: 'We received your payment and are confirming it with the bank.',
      ID: 'Pembayaran Anda sudah kami terima dan sedang dikonfirmasi ke bank.',
    },
  },
  '3': {
    title: { IN: 'Due today', ID: 'Jatuh tempo hari ini' },
    desc: {
      IN: 'Today is your repayment date. Repay before 23:59 to avoid late fees.',
      ID: 'Hari ini tanggal jatuh tempo Anda. Bayar sebelum pukul 23:59 agar tidak kena denda.',
    },
  },
  '4': {
    title: { IN: 'Settled', ID: 'Selesai' },
    desc: {
      IN: 'Your loan is closed. A higher limit is waiting for you.',
      ID: 'Pinjaman Anda sudah selesai. Limit lebih tinggi menanti Anda.',
    },
  },
  '5': {
    title: { IN: 'Partially repaid', ID: 'Dibayar sebagian' },
    desc: {
      IN: 'You have repaid part of the loan. Repay the rest by {due}.',
      ID: 'Sebagian pinjaman sudah dibayar. Lunasi sisanya sebelum {due}.',
    },
  },
};

const LABELS = {
  amount: { IN: 'Loan amount', ID: 'Jumlah pinjaman' },
  applyDate: { IN: 'Apply date', ID: 'Tanggal pengajuan' },
  dueDate: { IN: 'Due date', ID: 'Tanggal jatuh tempo' },
  disbursed: { IN: 'Amount received', ID: 'Dana diterima' },
  interest: { IN: 'Interest', ID: 'Bunga' },
  serviceFee: { IN: 'Service fee', ID: 'Biaya layanan' },
  lateFee: { IN: 'Late fee', ID: 'Denda keterlambatan' },
  due: { IN: 'Amount due', ID: 'Total tagihan' },
  orderNo: { IN: 'Order number', ID: 'Nomor pesanan' },
  term: { IN: 'Loan term', ID: 'Tenor' },
} as const satisfies Record<string, Copy>;

export function daysText(market: Market, days: number): string {
  return market === 'IN' ? `${days} days` : `${days} hari`;
}

/** The title/value lines of the complaint pages' order card. */
export function orderCardLines(order: Order): { title: string; value: string }[] {
  const m = order.market;
  return [
    { title: LABELS.amount[m], value: money(m, order.amount) },
    { title: LABELS.applyDate[m], value: order.applyTime.slice(0, 10) },
    { title: LABELS.dueDate[m], value: DISBURSED.includes(order.status) ? order.dueDate : '-' },
  ];
}

/** The loan-details rows; fees that do not apply are left out. */
export function orderDetailLines(order: Order, product: Product | undefined): Line[] {
  const m = order.market;
  const f = figures(order, product);
  const lines: Line[] = [
    { text: LABELS.amount[m], value: money(m, order.amount) },
    { text: LABELS.term[m], value: daysText(m, order.termDays) },
    { text: LABELS.orderNo[m], value: order.orderNo },
    { text: LABELS.applyDate[m], value: order.applyTime },
  ];
  if (DISBURSED.includes(order.status)) {
    lines.push(
      { text: LABELS.disbursed[m], value: money(m, f.disbursed) },
      { text: LABELS.interest[m], value: money(m, f.interest) },
      { text: LABELS.serviceFee[m], value: money(m, f.serviceFee) },
      { text: LABELS.dueDate[m], value: order.dueDate },
    );
    if (f.lateFee > 0) lines.push({ text: LABELS.lateFee[m], value: money(m, f.lateFee) });
    lines.push({ text: LABELS.due[m], value: money(m, f.outstanding) });
  }
  return lines;
}
