import type { common as en } from '../en-IN/common';

export const common = {
  'common.loading': 'loading...',
  'common.retry': 'Coba lagi',
  'common.back': 'Kembali',
  'common.close': 'Tutup',
  'common.cancel': 'Batal',
  'common.confirm': 'Konfirmasi',
  'common.send': 'Kirim',
  'common.empty': 'Belum ada data',
  'common.errorTitle': 'Terjadi kesalahan',
  'common.networkError': 'error',
  'common.offline': 'Tidak ada koneksi. Periksa jaringan Anda lalu coba lagi.',
  'common.badResponse': 'Server menjawab dengan format yang tidak terduga. Silakan coba lagi.',
  'common.notFoundTitle': 'Halaman tidak ditemukan',
  'common.notFoundText': 'Halaman yang Anda buka tidak ada.',
  'common.routeError': 'Halaman ini tidak dapat ditampilkan.',
  'common.devLog': 'Panggilan native bridge',
  'rating.star': '{n} bintang',
  'rating.label': 'Penilaian',
  'sms.getCode': '获取验证码',
  'sms.seconds': '{n}s',
  'sms.repeat': '请勿重复发送验证码!',
  'sms.send': 'Kirim kode',
  // The rating machine's toasts: complaint details and loan details both rate.
  'complaintDetails.rating.chooseStar': 'Silakan pilih',
  'complaintDetails.rating.notSent': 'Penilaian Anda belum terkirim. Silakan coba lagi.',
} satisfies Record<keyof typeof en, string>;
