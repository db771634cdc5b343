/** Strings of the public company site (§2 "Public site"); the forms' own are in siteFormView. */
import type { siteLayoutView as englishLayout } from './site.strings.en-IN';

export const siteLayoutView: Record<keyof typeof englishLayout, string> = {
  'site.skip': 'Langsung ke isi',
  'site.nav.label': 'Bagian situs',
  'site.nav.home': 'Beranda',
  'site.nav.about': 'Tentang Kami',
  'site.nav.privacy': 'Kebijakan Privasi',
  'site.nav.loan': 'Syarat dan ketentuan pinjaman',
  'site.footer.title': 'Hubungi kami',
  'site.footer.company': 'Perusahaan',
  'site.footer.address': 'Alamat',
  'site.footer.email': 'Email',
  'site.footer.phone': 'Telepon',
  'site.footer.hours': 'Jam layanan',
  'site.footer.pages': 'Halaman lain',
  'site.footer.contactPage': 'Halaman kontak',
  'site.footer.rights': '© {year} {company}. Hak cipta dilindungi.',
  'site.contact.title': 'Hubungi kami',
  'site.contact.intro': 'Ceritakan apa yang bisa kami bantu. Nama lengkap, nomor telepon dan pesan wajib diisi; perusahaan boleh dikosongkan.',
  'site.policy.title': 'Kebijakan Privasi',
  'site.policy.frame': 'Kebijakan privasi {app}',
  'site.policy.open': 'Buka kebijakan privasi di layar penuh',
  'site.policy.unavailable': 'Kebijakan privasi tidak dapat ditampilkan di sini.',
  'site.user.title': 'Pengguna',
  'site.user.empty': 'Tidak ada apa pun di halaman ini.',
};
