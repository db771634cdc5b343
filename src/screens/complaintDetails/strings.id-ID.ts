import type { complaintDetails as en } from './strings.en-IN';

export const complaintDetails = {
  'complaintDetails.title': 'Detail keluhan',
  'complaintDetails.problemType': 'Jenis masalah',
  'complaintDetails.content': 'Deskripsi masalah',
  'complaintDetails.images': 'Gambar terlampir',
  'complaintDetails.image': 'Gambar {n}',
  'complaintDetails.processResult': 'Hasil penanganan',
  'complaintDetails.replyImages': 'Gambar balasan',
  'complaintDetails.replyImage': 'Gambar balasan {n}',
  'complaintDetails.loadFailed': 'Keluhan tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  'complaintDetails.missingTitle': 'Keluhan tidak ditemukan',
  'complaintDetails.missingText': 'Tautan ini tidak menyebutkan keluhan yang harus ditampilkan. Buka lagi dari daftar keluhan Anda.',
  'complaintDetails.toList': 'Buka keluhan saya',
  'complaintDetails.yourRating': 'Penilaian Anda',
  'complaintDetails.thanks': 'Terima kasih telah menilai penanganan keluhan Anda.',
  'complaintDetails.rating.title': 'Nilai layanan kami',
  'complaintDetails.rating.prompt': 'Seberapa puas Anda dengan penanganan keluhan Anda?',
} satisfies Record<keyof typeof en, string>;
