import type { billView as english } from '../en-IN/billView';

export const billView: Record<keyof typeof english, string> = {
  'bill.title': 'Detail Tagihan',
  'bill.pay': 'Bayar Segera',
  'bill.zero': 'Pilih tagihan yang akan dibayar terlebih dahulu.',
  'bill.loadRefused': 'Tagihan ini tidak dapat dibuka.',
  'bill.missing': 'Tautan ini tidak lengkap: tidak menyebutkan pinjaman mana yang ditampilkan.',
  'bill.pendingCount': '{count} tagihan belum dibayar',
  'bill.period': 'Periode {n}',
  'bill.due': 'Jatuh tempo {date}',
  'bill.overdue': 'Terlambat',
  'bill.locked': 'Belum dapat dibayar',
  'bill.payAll': 'Bayar semua periode',
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
