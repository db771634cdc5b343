import type { complaintForm as en } from '../en-IN/complaintForm';

export const complaintForm = {
  'complaintForm.title': 'Kirim keluhan',
  'complaintForm.types': 'Jenis masalah',
  'complaintForm.typesLoading': 'Memuat jenis masalah…',
  'complaintForm.typesUnavailable': 'Jenis masalah tidak dapat dimuat.',
  'complaintForm.description': 'Deskripsi masalah',
  'complaintForm.placeholder': 'Ceritakan apa yang terjadi, kapan, dan siapa yang terlibat',
  'complaintForm.images': 'Gambar ({n}/{max})',
  'complaintForm.addImages': 'Tambah gambar',
  'complaintForm.image': 'Gambar {n}',
  'complaintForm.removeImage': 'Hapus gambar {n}',
  'complaintForm.retryImage': 'Unggah ulang gambar {n}',
  'complaintForm.progress': 'Progres unggah gambar {n}',
  'complaintForm.queued': 'Menunggu',
  'complaintForm.uploading': 'mengunggah...',
  'complaintForm.failed': 'Gagal diunggah',
  'complaintForm.retry': 'Ulangi',
  'complaintForm.evidenceHint':
    'Lampirkan tangkapan layar atau foto sebagai bukti (riwayat panggilan, pesan, bukti pembayaran) agar kami dapat menanganinya lebih cepat.',
  'complaintForm.replyNote': 'Kami akan membalas dalam 3 hari kerja.',
  'complaintForm.waiting': 'Keluhan Anda akan dikirim setelah semua gambar selesai diunggah.',
  'complaintForm.saving': 'menyimpan...',
  'complaintForm.emptyDescription': 'Silakan isi komentar dan saran Anda',
  'complaintForm.tooManyImages': 'Maksimal 9 gambar: hanya gambar pertama yang muat yang ditambahkan.',
  'complaintForm.imagesFailed': 'Beberapa gambar belum terunggah. Ulangi atau hapus, lalu kirim lagi.',
  'complaintForm.uploadSucceeded': 'Berhasil diunggah!',
  'complaintForm.uploadFault': 'Gambar tidak dapat diunggah. Periksa koneksi Anda lalu ketuk Ulangi.',
  'complaintForm.sendFault':
    'Keluhan Anda tidak dapat dikirim. Periksa koneksi lalu coba lagi: teks dan gambar Anda tetap tersimpan.',
  'complaintForm.successTitle': 'Berhasil terkirim',
  'complaintForm.successText': 'Terima kasih atas masukan Anda. Kami akan menindaklanjuti dan membalas dalam 3 hari kerja.',
} satisfies Record<keyof typeof en, string>;
