import type { common as en } from '../en-IN/common';

export const common = {
  'common.loading': 'memuat...',
  'common.retry': 'Coba lagi',
  'common.back': 'Kembali',
  'common.close': 'Tutup',
  'common.cancel': 'Batal',
  'common.send': 'Kirim',
  'common.empty': 'Belum ada data',
  'common.errorTitle': 'Terjadi kesalahan',
  'common.networkError': 'Terjadi kesalahan',
  'common.notFoundTitle': 'Halaman tidak ditemukan',
  'common.notFoundText': 'Halaman yang Anda buka tidak ada.',
  'common.routeError': 'Halaman ini tidak dapat ditampilkan.',
  'common.amountUnreadableTitle': 'Jumlah tidak dapat dibaca',
  'common.amountUnreadable': 'Tautan pembayaran ini berisi jumlah yang tidak dapat kami baca, jadi tidak ada yang dikirim. Silakan buka lagi pembayaran dari pinjaman Anda.',
  'common.devLog': 'Panggilan native bridge',
  'rating.star': '{n} bintang',
  'rating.label': 'Penilaian',
  'sms.getCode': 'Dapatkan kode',
  'sms.seconds': '{n}s',
  'sms.repeat': 'Mohon tunggu sebelum meminta kode lagi',
  // The rating machine's toasts: complaint details and loan details both rate.
  'complaintDetails.rating.chooseStar': 'Silakan pilih',
  'complaintDetails.rating.notSent': 'Penilaian Anda belum terkirim. Silakan coba lagi.',
} satisfies Record<keyof typeof en, string>;
