import type { complaintEntry as en } from './strings.en-IN';

/** Every string Indonesian, the spec's English quotes translated (docs/spec-notes.md "Translations"). */
export const complaintEntry = {
  'complaintEntry.title': 'Keluhan',
  'complaintEntry.myComplaints': 'Keluhan saya',
  'complaintEntry.selectedOrder': 'Pesanan terpilih',
  'complaintEntry.all': 'Semua',
  'complaintEntry.allOrders': 'Semua pesanan',
  'complaintEntry.orderNo': 'No. Pesanan {orderNo}',
  'complaintEntry.current': 'Terpilih',
  'complaintEntry.questionType': 'Jenis pertanyaan',
  'complaintEntry.subTypeHint': 'Pilih apa yang terjadi',
  'complaintEntry.backToTypes': 'Kembali ke jenis pertanyaan',
  'complaintEntry.collectionRefused': 'Pesanan yang dipilih tidak mendukung keluhan jenis penagihan',
  'complaintEntry.noTypes': 'Belum ada jenis pertanyaan untuk pesanan ini. Pilih pesanan lain atau coba lagi nanti.',
  'complaintEntry.noSubTypes': 'Belum ada pilihan untuk jenis pertanyaan ini.',
  'complaintEntry.noOrderTitle': 'Belum ada pesanan',
  'complaintEntry.noOrder': 'Keluhan diajukan untuk sebuah pesanan, dan Anda belum memiliki pesanan.',
  'complaintEntry.loadFailed': 'Pesanan Anda tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
} satisfies Record<keyof typeof en, string>;
