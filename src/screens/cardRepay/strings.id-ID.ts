/**
 * Strings of the card repayment screen. The spec's Chinese strings of this page (§5, §8) are
 * translated here; docs/spec-notes.md lists them spec -> en-IN -> id-ID.
 */
import type { cardRepayView as english } from './strings.en-IN';

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
  'cardRepay.payingFrom': 'Dibayar dari',
  'cardRepay.confirm': 'Konfirmasi pembayaran',
  'cardRepay.changeCard': 'Ganti kartu',
  'cardRepay.openLoan': 'Buka pinjaman saya',
  'cardRepay.unsureTitle': 'Pembayaran Anda mungkin sudah diproses',
  'cardRepay.unsureText':
    'Pembayaran Anda sudah kami kirim, tetapi tidak ada jawaban yang jelas, jadi mungkin sudah diproses. Cek statusnya atau buka pinjaman Anda sebelum membayar lagi, agar tidak terpotong dua kali.',
  'cardRepay.duplicateText':
    'Pembayaran ini sudah diajukan. Cek statusnya atau buka pinjaman Anda untuk melihat apakah sudah berhasil.',
  'cardRepay.check': 'Cek status pembayaran',
  'cardRepay.statusLabel': 'Status pinjaman ini sekarang',
  'cardRepay.statusNone': 'Server tidak memberikan status untuk pinjaman ini. Buka pinjaman Anda untuk detailnya.',
  'cardRepay.checkRefused': 'Status tidak dapat dicek.',
  'cardRepay.checkFailed': 'Status tidak dapat dicek. Silakan coba lagi.',
  'cardRepay.earlierTitle': 'Pembayaran sebelumnya mungkin masih diproses',
  'cardRepay.earlierText':
    'Anda memulai pembayaran untuk pinjaman ini dalam 30 menit terakhir dan pembayaran itu mungkin masih berhasil. Buka pinjaman Anda untuk mengecek sebelum membayar lagi, agar tidak terpotong dua kali.',
  'cardRepay.missing': 'Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.',
  // The spec's strings (§5, §8), translated.
  'cardRepay.selectCard': 'Silakan pilih kartu bank untuk membayar terlebih dahulu!',
  'cardRepay.codeTooShort': 'Silakan masukkan kode verifikasi yang benar',
  'cardRepay.wrongCode': 'Kode verifikasi salah',
  'cardRepay.duplicate': 'Jangan mengirim permintaan pembayaran dua kali',
  'cardRepay.failed': 'Gagal diproses',
  'cardRepay.cardListFailed': 'Gagal memuat daftar kartu',
};
