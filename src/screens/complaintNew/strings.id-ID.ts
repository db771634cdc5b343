import type { complaintNewView as english } from './strings.en-IN';

/** The page's Indonesian wording (§2); 'All' stays as the spec quotes it. */
export const complaintNewView = {
  'complaintNew.title': 'Keluhan Baru',
  'complaintNew.selectedOrder': 'Pesanan terpilih',
  'complaintNew.all': 'Semua',
  'complaintNew.allOrders': 'Semua pesanan',
  'complaintNew.orderNo': 'No. Pesanan {orderNo}',
  'complaintNew.current': 'Terpilih',
  'complaintNew.categories': 'Apa yang bisa kami bantu?',
  'complaintNew.categoriesHint': 'Pilih topik, asisten kami akan membantu Anda untuk pesanan ini.',
  'complaintNew.noCategories': 'Belum ada topik bantuan untuk pesanan ini. Pilih pesanan lain atau coba lagi nanti.',
  'complaintNew.noOrderTitle': 'Belum ada pesanan',
  'complaintNew.noOrder': 'Keluhan diajukan untuk sebuah pesanan, dan Anda belum memiliki pesanan.',
  'complaintNew.loadFailed': 'Pesanan Anda tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
} satisfies Record<keyof typeof english, string>;
