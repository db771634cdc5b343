/**
 * Strings of the virtual-account repay page. 'Pelunasan', 'TELAH MEMBAYAR', 'BATAL', 'YA' and
 * 'Ganti metode' are quoted by the spec (§2) and shown as quoted in Indonesia.
 */
import type { vaRepayView as english } from './strings.en-IN';

export const vaRepayView: Record<keyof typeof english, string> = {
  'vaRepay.title': 'Pelunasan',
  'vaRepay.paid': 'TELAH MEMBAYAR',
  'vaRepay.tipsCancel': 'BATAL',
  'vaRepay.tipsYes': 'YA',
  'vaRepay.accountNumber': 'Nomor Virtual Account',
  'vaRepay.paymentCode': 'Kode pembayaran',
  'vaRepay.copy': 'Salin',
  'vaRepay.copied': 'Disalin',
  'vaRepay.copyNumber': 'Salin nomor',
  'vaRepay.copyAmount': 'Salin jumlah',
  'vaRepay.numberCopied': 'Nomor disalin',
  'vaRepay.amountCopied': 'Jumlah disalin',
  'vaRepay.copyFailed': 'Gagal menyalin',
  'vaRepay.selectByHand': 'Tekan lama nomornya untuk memilih dan menyalinnya.',
  'vaRepay.total': 'Total pembayaran',
  'vaRepay.billNo': 'Nomor tagihan',
  'vaRepay.method': 'Metode pembayaran',
  'vaRepay.bank': 'Bank',
  'vaRepay.market': 'Minimarket',
  'vaRepay.changeMethod': 'Ganti metode',
  'vaRepay.steps': 'Cara pembayaran',
  'vaRepay.keepProof': 'Simpan slip setoran atau struk sebagai bukti pembayaran sampai pinjaman Anda tercatat lunas.',
  'vaRepay.complainText': 'Ada kendala pembayaran?',
  'vaRepay.complain': 'Hubungi layanan pelanggan',
  'vaRepay.phone': 'Telepon layanan',
  'vaRepay.tipsTitle': 'Sudah membayar?',
  'vaRepay.tipsText':
    'Pembayaran biasanya terkonfirmasi dalam beberapa menit. Pinjaman Anda tercatat lunas setelah pembayaran diterima; simpan struk Anda sampai saat itu.',
  'vaRepay.refused': 'Tagihan ini tidak dapat dibayar saat ini.',
  'vaRepay.empty': 'Nomor pembayaran untuk metode ini belum tersedia saat ini.',
  'vaRepay.answerUnreadable':
    'Detail pembayaran kembali dengan jumlah yang tidak dapat kami baca, jadi nomor pembayaran tidak ditampilkan. Coba lagi, atau pilih metode lain.',
  'vaRepay.unclearTitle': 'Kami tidak mendapat jawaban',
  'vaRepay.unclearText':
    'Nomor pembayaran Anda mungkin sudah dibuat, dan pembayaran yang Anda lakukan ke nomor itu mungkin sudah masuk. Periksa lagi untuk melihat nomor pembayaran, atau buka pinjaman Anda untuk melihat sisa tagihan.',
  'vaRepay.check': 'Periksa lagi',
  'vaRepay.openLoan': 'Buka pinjaman saya',
  'vaRepay.missing': 'Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.',
};
