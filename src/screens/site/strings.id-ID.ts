/** Strings of the public site's home page; see strings.en-IN.ts. */
import type { siteHomeView as englishHome } from './strings.en-IN';

export const siteHomeView: Record<keyof typeof englishHome, string> = {
  'site.home.title': '{app} – pinjaman pribadi instan',
  'site.hero.kicker': 'Pinjaman pribadi instan',
  'site.hero.title': 'Dana untuk hal penting, cair ke rekening Anda dalam 2 jam',
  'site.hero.range': 'Pinjam Rp1.000.000 sampai Rp15.000.000 — untuk karyawan berpenghasilan Rp5.000.000 per tahun ke atas.',
  'site.hero.users': 'Lebih dari 3 juta pengguna',
  'site.hero.fast': 'Dana cair dalam 2 jam',
  'site.hero.firstTime': 'Peminjam pertama kali boleh mengajukan',
  'site.hero.more': 'Cara kerjanya',
  'site.features.title': 'Mengapa memilih {app}',
  'site.feature.apply.title': 'Ajukan dari ponsel',
  'site.feature.apply.text': 'Cukup beberapa menit di aplikasi: tanpa berkas fisik dan tanpa datang ke kantor.',
  'site.feature.apply.alt': 'Ponsel yang menampilkan formulir pinjaman singkat dengan tanda centang',
  'site.feature.fast.title': 'Dana cair dalam 2 jam',
  'site.feature.fast.text': 'Setelah pinjaman disetujui, dana langsung masuk ke rekening bank Anda.',
  'site.feature.fast.alt': 'Stopwatch di samping kartu bank yang menerima dana',
  'site.feature.firstTime.title': 'Pinjaman pertama? Selamat datang',
  'site.feature.firstTime.text': 'Peminjam pertama kali boleh mengajukan; cukup punya penghasilan tetap.',
  'site.feature.firstTime.alt': 'Seseorang melambai di samping lencana selamat datang',
  'site.feature.secure.title': 'Data Anda tetap aman',
  'site.feature.secure.text': 'Koneksi terenkripsi, dan data Anda hanya dipakai untuk melayani pinjaman Anda.',
  'site.feature.secure.alt': 'Perisai dengan gembok',
  'site.feature.users.title': 'Dipercaya jutaan orang',
  'site.feature.users.text': 'Lebih dari 3 juta pengguna telah meminjam bersama kami.',
  'site.feature.users.alt': 'Sekelompok orang tersenyum dengan lima bintang',
  'site.privacy.text':
    'Kami hanya mengumpulkan informasi yang diperlukan untuk menilai dan melayani pinjaman Anda, menjaganya tetap aman, dan tidak pernah menjualnya. Anda dapat melihat, memperbaiki atau menghapus data Anda, dan menutup akun bila tidak ada pinjaman yang berjalan.',
  'site.privacy.more': 'Baca kebijakan privasi lengkap',
  'site.loan.text':
    'Jangka waktu pinjaman 91 sampai 365 hari. Keputusan diberikan dalam 1 hari, dan dana dikreditkan dalam 1 sampai 3 hari setelah persetujuan. Anda dapat melunasi lebih awal setelah setengah jangka waktu berjalan dan tidak lebih awal dari 7 hari setelah pencairan; keterlambatan pembayaran dikenakan denda. Syarat lengkapnya juga mengatur perpanjangan, perubahan data pribadi, pengalihan pinjaman dan putusan pengadilan.',
  'site.loan.more': 'Baca syarat pinjaman lengkap',
  'site.about.more': 'Selengkapnya tentang kami',
};
