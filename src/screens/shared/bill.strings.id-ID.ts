/** Strings of the installment and extension bills; 'Detail Tagihan' and 'Bayar Segera' are the spec's own (§2). */
import type { billView as english } from './bill.strings.en-IN';

export const billView: Record<keyof typeof english, string> = {
  'bill.title': 'Detail Tagihan',
  'bill.pay': 'Bayar Segera',
  'bill.zero': 'Pilih tagihan yang akan dibayar terlebih dahulu.',
  'bill.noFee': 'Tidak ada biaya yang perlu dibayar untuk perpanjangan ini.',
  'bill.loadRefused': 'Tagihan ini tidak dapat dibuka.',
  'bill.missing': 'Tautan ini tidak lengkap: tidak menyebutkan pinjaman mana yang ditampilkan.',
  'bill.amountUnreadable':
    'Salah satu jumlah di tagihan ini kembali dalam bentuk yang tidak dapat kami baca, jadi belum ada yang dapat dibayar di sini. Silakan coba lagi.',
  'bill.amountUnknown': 'Jumlah tidak diketahui',
  'bill.pendingCount': '{count} tagihan belum dibayar',
  'bill.pendingOne': '1 tagihan belum dibayar',
  'bill.period': 'Periode {n}',
  'bill.due': 'Jatuh tempo {date}',
  'bill.status.unpaid': 'Belum dibayar',
  'bill.status.paid': 'Lunas',
  'bill.overdue': 'Terlambat',
  'bill.locked': 'Belum dapat dibayar',
  'bill.payAll': 'Bayar semua',
  'bill.total': 'Total bayar',
  'bill.selected': '{count} dari {total} periode dipilih',
  'bill.paid': 'Tagihan lunas ({count})',
  'bill.allPaid': 'Semua periode pinjaman ini sudah lunas. Tidak ada tagihan.',
  'bill.fee': 'Biaya perpanjangan',
  'bill.expiry': 'Berlaku hingga',
  'bill.orderDetail': 'Detail pesanan',
  'bill.phone': 'Layanan pelanggan',
  'bill.extensionHint': 'Bayar biaya ini untuk memundurkan tanggal jatuh tempo. Jumlah pinjaman Anda tetap.',
};
