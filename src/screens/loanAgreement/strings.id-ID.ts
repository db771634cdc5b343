/** Strings of the loan agreement page (issue 18 §5); the spec quotes none of them. */
import type { loanAgreementView as english } from './strings.en-IN';

export const loanAgreementView: Record<keyof typeof english, string> = {
  'loanAgreement.title': 'Perjanjian pinjaman',
  'loanAgreement.for': 'Untuk pinjaman {product} Anda',
  'loanAgreement.intro':
    'Perjanjian ini dibuat antara Anda sebagai peminjam dan pemberi pinjaman {product}, melalui aplikasi {app} yang dikelola oleh {company}. Perjanjian ini memuat pinjaman yang ditawarkan kepada Anda di bawah ini. Bacalah sebelum Anda mengonfirmasi pinjaman.',
  'loanAgreement.loan': 'Pinjaman',
  'loanAgreement.product': 'Produk',
  'loanAgreement.amount': 'Jumlah pinjaman',
  'loanAgreement.term': 'Jangka waktu',
  'loanAgreement.days': '{n} hari',
  'loanAgreement.rate': 'Suku bunga',
  'loanAgreement.firstPay': 'Tanggal pembayaran pertama',
  'loanAgreement.fees': 'Biaya',
  'loanAgreement.plan': 'Rencana pembayaran',
  'loanAgreement.payBy': 'Bayar sebelum {date}',
  'loanAgreement.commitments': 'Kewajiban Anda',
  'loanAgreement.repayOnTime': 'Bayar setiap jumlah dalam rencana pembayaran sebelum tanggalnya, melalui aplikasi.',
  'loanAgreement.lateFees': 'Keterlambatan pembayaran dikenakan denda sesuai syarat dan ketentuan pinjaman.',
  'loanAgreement.consent':
    'Anda menyetujui perjanjian ini hanya dengan mencentang kotak persetujuan di halaman informasi pinjaman lalu mengetuk Konfirmasi pinjaman. Sebelum itu tidak ada yang disetujui dan tidak ada pinjaman yang diambil.',
  'loanAgreement.failed': 'Perjanjian tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  'loanAgreement.refused': 'Perjanjian ini tidak tersedia.',
  'loanAgreement.amountUnreadable':
    'Penawaran pinjaman dalam perjanjian ini memuat jumlah yang tidak dapat kami baca, jadi perjanjian tidak dapat ditampilkan. Silakan coba lagi nanti atau hubungi layanan pelanggan.',
  'loanAgreement.empty': 'Belum ada penawaran pinjaman untuk produk ini, jadi tidak ada perjanjian yang dapat ditampilkan.',
  'loanAgreement.missing': 'Tautan ini tidak lengkap: tidak menyebut pinjaman yang diatur perjanjian ini.',
};
