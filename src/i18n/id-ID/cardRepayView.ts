/** Strings of the card repayment screen; the spec's quoted ones live in ../shared/cardRepay. */
import type { cardRepayView as english } from '../en-IN/cardRepayView';

export const cardRepayView: Record<keyof typeof english, string> = {
  'cardRepay.title': 'Bayar dengan kartu',
  'cardRepay.amount': 'Jumlah yang dibayar',
  'cardRepay.cards': 'Bayar dari',
  'cardRepay.noCards': 'Belum ada kartu bank yang terhubung ke akun Anda. Tambahkan di aplikasi, lalu coba lagi.',
  'cardRepay.pay': 'Bayar {amount}',
  'cardRepay.wallet': 'Bayar dengan dompet digital',
  'cardRepay.walletRefused': 'Dompet digital tidak dapat dibuka. Silakan coba lagi, atau bayar dengan kartu.',
  'cardRepay.smsTitle': 'Masukkan kode SMS',
  'cardRepay.smsHint': 'Bank Anda mengirim kode 6 digit ke nomor ponsel kartu ini.',
  'cardRepay.code': 'Kode SMS',
  'cardRepay.confirm': 'Konfirmasi pembayaran',
  'cardRepay.unsureTitle': 'Pembayaran Anda mungkin sudah diproses',
  'cardRepay.unsureText':
    'Pembayaran Anda sudah kami kirim, tetapi koneksi terputus sebelum ada jawaban. Cek pinjaman Anda sebelum membayar lagi, agar tidak terpotong dua kali.',
  'cardRepay.checkLoan': 'Cek pinjaman saya',
  'cardRepay.payAgain': 'Bayar lagi',
  'cardRepay.missing': 'Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.',
  'cardRepay.loadFailed': 'Kartu bank Anda tidak dapat dimuat.',
};
