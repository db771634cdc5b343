/**
 * Strings of the loan confirm page. 'loan information' is quoted by the spec (§2) in English: it is
 * translated here, the Indonesian market's language (docs/spec-notes.md "Copy").
 */
import type { loanConfirmView as english } from './strings.en-IN';

export const loanConfirmView: Record<keyof typeof english, string> = {
  'loanConfirm.title': 'Informasi pinjaman',
  'loanConfirm.amount': 'Jumlah pinjaman',
  'loanConfirm.term': 'Jangka waktu',
  'loanConfirm.days': '{n} hari',
  'loanConfirm.rate': 'Suku bunga',
  'loanConfirm.repayDate': 'Tanggal pembayaran',
  'loanConfirm.details': 'Rincian biaya',
  'loanConfirm.plan': 'Rencana pembayaran',
  'loanConfirm.payTime': 'Bayar sebelum {date}',
  'loanConfirm.agreements': 'Perjanjian',
  'loanConfirm.untitledAgreement': 'Perjanjian {n}',
  'loanConfirm.agree': 'Saya telah membaca dan menyetujui perjanjian berikut:',
  'loanConfirm.tickToConfirm': 'Centang kotak untuk menyetujui sebelum konfirmasi.',
  'loanConfirm.amountUnreadable':
    'Penawaran pinjaman ini memuat jumlah yang tidak dapat kami baca, jadi belum dapat dikonfirmasi di sini. Silakan coba lagi nanti atau hubungi layanan pelanggan.',
  'loanConfirm.noAgreements': 'Pinjaman ini belum memiliki perjanjian, jadi belum dapat dikonfirmasi di sini.',
  'loanConfirm.confirm': 'Konfirmasi pinjaman',
  'loanConfirm.popTitle': 'Perjanjian pinjaman',
  'loanConfirm.popFrame': 'Isi perjanjian',
  'loanConfirm.popCancel': 'Batal',
  'loanConfirm.popAgree': 'Setuju',
  'loanConfirm.loadFailed': 'Penawaran pinjaman tidak dapat dimuat.',
  'loanConfirm.empty': 'Belum ada penawaran pinjaman saat ini.',
  'loanConfirm.contractFailed': 'Perjanjian tidak dapat dibuka.',
  'loanConfirm.contractUnsafe': 'Tautan perjanjian tidak aman untuk dibuka.',
  'loanConfirm.confirmFailed': 'Pinjaman tidak dapat dikonfirmasi.',
  'loanConfirm.detailsRefused': 'Pinjaman Anda sudah dikonfirmasi, tetapi detailnya tidak dapat dibuka.',
  'loanConfirm.unsureTitle': 'Apakah konfirmasi Anda berhasil?',
  'loanConfirm.unsureText':
    'Konfirmasi Anda sudah dikirim, tetapi belum ada jawaban yang jelas. Periksa pinjaman Anda sebelum konfirmasi lagi, agar pinjaman tidak diambil dua kali.',
  'loanConfirm.checkLoans': 'Lihat pinjaman saya',
  'loanConfirm.backToOffer': 'Kembali ke penawaran',
  'loanConfirm.confirmedTitle': 'Pinjaman Anda sudah dikonfirmasi',
  'loanConfirm.confirmedText': 'Detailnya tidak dapat dibuka di sini. Pinjaman ini ada di menu Pinjaman Saya di aplikasi.',
  'loanConfirm.missing': 'Produk tidak disebutkan, jadi tidak ada pinjaman untuk dikonfirmasi.',
};
