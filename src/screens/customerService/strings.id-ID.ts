import type { customerService as en } from './strings.en-IN';

export const customerService = {
  'customerService.title': 'Layanan pelanggan',
  'customerService.intro': 'Ketuk salah satu baris untuk menelepon atau mengirim email kepada kami.',
  'customerService.headerAgent': 'Tim layanan kami siap membantu Anda',
  'customerService.headerContact': 'Hubungi kami',
  'customerService.telephone': 'Telepon',
  'customerService.mail': 'Email',
  'customerService.empty': 'Kontak layanan belum tersedia saat ini.',
  'customerService.failed': 'Kontak layanan tidak dapat dimuat.',
} satisfies Record<keyof typeof en, string>;
