/** Strings of the promotion pages (register, download, agreement), the spec's Chinese ones translated (docs/spec-notes.md). */
import type { promotionView as english } from './promotion.strings.en-IN';

export const promotionView: Record<keyof typeof english, string> = {
  'promotion.registerTitle': 'Daftar',
  'promotion.heroTitle': 'Pinjaman tunai instan',
  'promotion.heroText': 'Lebih dari 3 juta pengguna. Dana cair dalam 2 jam. Peminjam pertama bisa mengajukan.',
  'promotion.landingFailed': 'Detail promosi tidak dapat dimuat.',
  'promotion.phone': 'Nomor HP',
  'promotion.phonePlaceholder': 'Diawali 08, contoh 0812-3456-7890',
  'promotion.captcha': 'Kode gambar',
  'promotion.captchaPlaceholder': '4 karakter',
  'promotion.captchaImage': 'Kode gambar, ketuk untuk yang baru',
  'promotion.captchaLoading': 'Memuat kode gambar',
  'promotion.captchaRetry': 'Ketuk untuk memuat',
  'promotion.smsCode': 'Kode SMS',
  'promotion.smsPlaceholder': '6 digit',
  'promotion.apply': 'Ajukan sekarang',
  'promotion.agreementLead': 'Dengan mengajukan, Anda menyetujui',
  'promotion.agreementLink': 'Perjanjian Pendaftaran',
  'promotion.downloadTitle': 'Unduh aplikasi',
  'promotion.downloadHeading': 'Tinggal satu langkah',
  'promotion.downloadText': 'Unduh aplikasi dan masuk dengan nomor HP yang Anda daftarkan untuk mendapatkan pinjaman.',
  'promotion.downloadButton': 'Unduh aplikasi',
  'promotion.downloadMissing': 'Tautan unduhan belum tersedia. Silakan cari aplikasinya di toko aplikasi Anda.',
  'promotion.downloadFailed': 'Tautan unduhan tidak dapat dimuat.',
  'promotion.agreementTitle': 'Perjanjian Pendaftaran',
  'promotion.agreementBack': 'Kembali ke pendaftaran',
  'promotion.agreement1Title': '1. Siapa kami',
  'promotion.agreement1':
    'Perjanjian ini antara Anda dan pengelola aplikasi pinjaman. Dengan mendaftar, Anda membuka akun untuk mengajukan pinjaman pribadi di aplikasi.',
  'promotion.agreement2Title': '2. Nomor HP Anda',
  'promotion.agreement2':
    'Anda mendaftar dengan nomor HP milik Anda sendiri yang dapat menerima kode SMS. Jaga kerahasiaan kode Anda; siapa pun yang memilikinya dapat bertindak atas nama Anda.',
  'promotion.agreement3Title': '3. Informasi Anda',
  'promotion.agreement3':
    'Kami menggunakan nomor, detail perangkat, dan promosi asal Anda untuk membuat akun, menjaganya tetap aman, dan menilai promosi mana yang berhasil. Kami tidak menjual informasi Anda.',
  'promotion.agreement4Title': '4. Pinjaman',
  'promotion.agreement4':
    'Mendaftar tidak mewajibkan Anda meminjam. Setiap pinjaman memiliki syarat, jumlah, biaya, dan tanggal pembayaran sendiri yang ditampilkan di aplikasi sebelum Anda menyetujuinya.',
  'promotion.agreement5Title': '5. Menutup akun',
  'registration.phoneInvalid': 'Masukkan nomor HP diawali 08, contoh 0812-3456-7890',
  'registration.captchaInvalid': 'Masukkan 4 karakter kode gambar',
  'registration.smsInvalid': 'Masukkan 6 digit kode SMS',
  'registration.smsSent': 'Kode sudah dikirim. Silakan cek SMS di HP Anda',
  'registration.alreadyRegistered': 'Anda sudah terdaftar. Silakan unduh aplikasi dan masuk',
  'registration.registered': 'Pendaftaran berhasil',
  'promotion.agreement5': 'Anda dapat meminta layanan pelanggan menutup akun Anda kapan saja selama tidak ada pinjaman yang belum lunas.',
};
