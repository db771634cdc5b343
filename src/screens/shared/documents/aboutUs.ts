import { companies } from '../company';
import type { LocalizedDocument } from './types';

const india = companies['en-IN'];
const indonesia = companies['id-ID'];

/**
 * About us (§2): names the operating company and the app; §1's own copy (over 3 million users,
 * funds within 2 hours, first-time borrowers may apply) and the market's loan range and income.
 */
export const aboutUs: LocalizedDocument = {
  'en-IN': {
    lang: 'en',
    title: 'About us',
    contentsLabel: 'Contents',
    sections: [
      {
        id: 'about-who',
        heading: 'Who we are',
        body: [
          `${india.appName} is an instant personal loan app operated by ${india.name}. We make borrowing simple, fast and transparent: apply on your phone, with no paperwork and no branch visit.`,
          `Over 3 million users have trusted ${india.appName}.`,
        ],
      },
      {
        id: 'about-offer',
        heading: 'What we offer',
        body: [
          {
            list: [
              'Loans of ₹2,000 to ₹80,000.',
              'For salaried people earning ₹12,000 and above.',
              'Funds within 2 hours.',
              'First-time borrowers may apply.',
            ],
          },
        ],
      },
      {
        id: 'about-contact',
        heading: 'Contact us',
        body: [
          {
            lines: [india.name, ...india.address, `E-mail: ${india.email}`, `Phone: ${india.phone} (${india.hours})`],
          },
        ],
      },
    ],
  },
  'id-ID': {
    lang: 'id',
    title: 'Tentang kami',
    contentsLabel: 'Daftar isi',
    sections: [
      {
        id: 'about-who',
        heading: 'Siapa kami',
        body: [
          `${indonesia.appName} adalah aplikasi pinjaman pribadi instan yang dikelola oleh ${indonesia.name}. Kami membuat pinjaman menjadi mudah, cepat dan transparan: ajukan dari ponsel Anda, tanpa berkas fisik dan tanpa datang ke kantor.`,
          `Lebih dari 3 juta pengguna telah memercayai ${indonesia.appName}.`,
        ],
      },
      {
        id: 'about-offer',
        heading: 'Yang kami tawarkan',
        body: [
          {
            list: [
              'Pinjaman Rp1.000.000 sampai Rp15.000.000.',
              'Untuk karyawan berpenghasilan Rp5.000.000 per tahun ke atas.',
              'Dana cair dalam 2 jam.',
              'Peminjam pertama kali boleh mengajukan.',
            ],
          },
        ],
      },
      {
        id: 'about-contact',
        heading: 'Hubungi kami',
        body: [
          {
            lines: [indonesia.name, ...indonesia.address, `E-mail: ${indonesia.email}`, `Telepon: ${indonesia.phone} (${indonesia.hours})`],
          },
        ],
      },
    ],
  },
};
