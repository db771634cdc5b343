/**
 * Strings of the loan-details page (version 3). 'delay repayment', 'loan more' and 'more products'
 * are quoted by the spec (§2) in English: translated here (docs/spec-notes.md "Translations").
 */
import type { loanDetailsView as english } from './strings.en-IN';

export const loanDetailsView: Record<keyof typeof english, string> = {
  'loanDetails.title': 'Detail Pinjaman',
  'loanDetails.failed': 'Detail pinjaman tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  'loanDetails.refused': 'Pinjaman ini tidak ditemukan.',
  'loanDetails.missing': 'Tautan ini tidak lengkap: tidak menyebut pinjaman yang ditampilkan.',
  'loanDetails.rows': 'Informasi pinjaman',
  'loanDetails.repayBlock': 'Pembayaran',
  'loanDetails.repay': 'Bayar',
  'loanDetails.delay': 'Tunda pembayaran',
  'loanDetails.loanMore': 'Pinjam lagi',
  'loanDetails.recommended': 'Rekomendasi untuk Anda',
  'loanDetails.moreProducts': 'Produk lainnya',
  'loanDetails.rate': 'Bunga',
  'loanDetails.unavailable': 'Tidak tersedia',
  'loanDetails.jumpFailed': 'Produk tidak dapat dibuka. Silakan coba lagi.',
  'loanDetails.phone': 'Layanan pelanggan',
  'loanDetails.rateUs': 'Beri nilai aplikasi kami',
  'loanDetails.ratingTitle': 'Suka dengan aplikasi kami?',
  'loanDetails.ratingPrompt': 'Ketuk bintang untuk menilai pengalaman Anda.',
  'loanDetails.submit': 'Kirim',
  'loanDetails.thanksTitle': 'Terima kasih!',
  'loanDetails.thanksText': 'Terima kasih atas penilaian Anda. Kami akan terus mempermudah pinjaman Anda.',
  'loanDetails.ok': 'OK',
  'loanDetails.productUnavailable': 'Belum tersedia',
} as const;
