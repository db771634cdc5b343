import { companies } from '../company';
import type { LocalizedDocument } from './types';

const india = companies['en-IN'];
const indonesia = companies['id-ID'];

/**
 * The loan terms and conditions (§2 'Loan terms and conditions', content §9). India: every sentence
 * of §9's English text verbatim (term, credit, decision, prepayment, late penalty, extension, the
 * notice of changed details within 3 days, 7 business days' notice for assignment, a judgment paid
 * within 10 days, over 18), each followed where needed by a plain reading. Indonesia: the same terms
 * in Indonesian; §9 gives the one-time penalty only in rupees, so that copy names no amount and
 * points to the loan agreement instead (no rupiah figure is invented). The title is §2's quote in
 * India and its translation in Indonesia (docs/spec-notes.md "Loan terms").
 */
export const loanTerms: LocalizedDocument = {
  'en-IN': {
    lang: 'en',
    title: 'Loan terms and conditions',
    contentsLabel: 'Contents',
    intro: [
      `These terms apply to every loan taken through the ${india.appName} app, operated by ${india.name}. Please read them before you accept a loan. Your loan agreement shows the amount, interest, fees and repayment date of your loan.`,
    ],
    sections: [
      {
        id: 'terms-eligibility',
        heading: 'Who may apply',
        body: [
          'You must be over 18 years of age to apply for a loan, and the information you give must be true and complete.',
        ],
      },
      {
        id: 'terms-term',
        heading: 'Loan term',
        body: ['Loan term 91 to 365 calendar days.'],
      },
      {
        id: 'terms-credit',
        heading: 'Decision and credit',
        body: [
          'Decision within 1 day.',
          'Credited within 1 to 3 calendar days after acceptance.',
        ],
      },
      {
        id: 'terms-prepayment',
        heading: 'Prepayment',
        body: ['Prepayment allowed after half the term and not earlier than 7 days after disbursement.'],
      },
      {
        id: 'terms-late',
        heading: 'Late payment',
        body: [
          'Late penalty Rs.1,000 for new clients and Rs.800 for repeat clients, single time, plus 5% of the unpaid amount per day on days 1-30, 4% on days 31-90 and 2% from day 91.',
          {
            list: [
              'One-time penalty: Rs.1,000 for new clients, Rs.800 for repeat clients.',
              'Days 1-30 overdue: 5% of the unpaid amount per day.',
              'Days 31-90 overdue: 4% of the unpaid amount per day.',
              'From day 91: 2% of the unpaid amount per day.',
            ],
          },
        ],
      },
      {
        id: 'terms-extension',
        heading: 'Extension',
        body: ['Extension is for the same period once interest and penalties are paid.'],
      },
      {
        id: 'terms-details',
        heading: 'Changes to your details',
        body: [
          'Notice of a change of name, birth date or address is due within 3 days.',
          `If your name, date of birth or address changes, tell us within 3 days of the change: write to ${india.email} or call ${india.phone}.`,
        ],
      },
      {
        id: 'terms-assignment',
        heading: 'Assignment',
        body: [
          "7 business days' notice is needed for assignment.",
          'Before your loan is assigned (transferred) to another lender or company, we tell you at least 7 business days in advance.',
        ],
      },
      {
        id: 'terms-judgment',
        heading: 'Court judgment',
        body: [
          'A judgment must be paid within 10 days.',
          'If a court gives judgment against you for an amount owed under your loan, you must pay that amount within 10 days of the judgment.',
        ],
      },
      {
        id: 'terms-notices',
        heading: 'Notices',
        body: [
          'We send notices about your loan, such as the repayment reminder, the amount due and any change to these terms, in the app and by SMS or e-mail to the mobile number and e-mail address you registered. Please keep them up to date.',
          `You can write to us at ${india.email} or call ${india.phone}.`,
        ],
      },
    ],
  },
  'id-ID': {
    lang: 'id',
    title: 'Syarat dan ketentuan pinjaman',
    contentsLabel: 'Daftar isi',
    intro: [
      `Syarat dan ketentuan pinjaman ini berlaku untuk setiap pinjaman melalui aplikasi ${indonesia.appName} yang dikelola oleh ${indonesia.name}. Bacalah sebelum Anda menerima pinjaman. Perjanjian pinjaman Anda mencantumkan jumlah, bunga, biaya dan tanggal jatuh tempo pinjaman Anda.`,
    ],
    sections: [
      {
        id: 'terms-eligibility',
        heading: 'Siapa yang dapat mengajukan',
        body: [
          'Anda harus berusia di atas 18 tahun untuk mengajukan pinjaman, dan informasi yang Anda berikan harus benar dan lengkap.',
        ],
      },
      {
        id: 'terms-term',
        heading: 'Jangka waktu pinjaman',
        body: ['Jangka waktu pinjaman 91 sampai 365 hari kalender.'],
      },
      {
        id: 'terms-credit',
        heading: 'Keputusan dan pencairan',
        body: [
          'Keputusan diberikan dalam 1 hari.',
          'Dana dikreditkan dalam 1 sampai 3 hari kalender setelah persetujuan.',
        ],
      },
      {
        id: 'terms-prepayment',
        heading: 'Pelunasan dipercepat',
        body: [
          'Pelunasan dipercepat diperbolehkan setelah setengah jangka waktu pinjaman berjalan dan tidak lebih awal dari 7 hari setelah pencairan.',
        ],
      },
      {
        id: 'terms-late',
        heading: 'Keterlambatan pembayaran',
        body: [
          'Keterlambatan dikenakan denda satu kali, dengan jumlah untuk nasabah lama lebih rendah daripada untuk nasabah baru sebagaimana tercantum dalam perjanjian pinjaman Anda, ditambah 5% dari jumlah yang belum dibayar per hari pada hari ke-1 sampai ke-30, 4% pada hari ke-31 sampai ke-90, dan 2% mulai hari ke-91.',
          {
            list: [
              'Denda satu kali: sesuai perjanjian pinjaman Anda (nasabah baru dan nasabah lama).',
              'Hari ke-1 sampai ke-30: 5% dari jumlah yang belum dibayar per hari.',
              'Hari ke-31 sampai ke-90: 4% dari jumlah yang belum dibayar per hari.',
              'Mulai hari ke-91: 2% dari jumlah yang belum dibayar per hari.',
            ],
          },
        ],
      },
      {
        id: 'terms-extension',
        heading: 'Perpanjangan',
        body: ['Perpanjangan diberikan untuk jangka waktu yang sama setelah bunga dan denda dibayar.'],
      },
      {
        id: 'terms-details',
        heading: 'Perubahan data pribadi',
        body: [
          'Pemberitahuan perubahan nama, tanggal lahir atau alamat wajib disampaikan dalam 3 hari.',
          `Jika nama, tanggal lahir atau alamat Anda berubah, beri tahu kami dalam 3 hari sejak perubahan itu: kirim email ke ${indonesia.email} atau telepon ${indonesia.phone}.`,
        ],
      },
      {
        id: 'terms-assignment',
        heading: 'Pengalihan pinjaman',
        body: [
          'Pengalihan pinjaman memerlukan pemberitahuan 7 hari kerja.',
          'Sebelum pinjaman Anda dialihkan kepada pemberi pinjaman atau perusahaan lain, kami memberi tahu Anda paling lambat 7 hari kerja sebelumnya.',
        ],
      },
      {
        id: 'terms-judgment',
        heading: 'Putusan pengadilan',
        body: [
          'Putusan pengadilan wajib dibayar dalam 10 hari.',
          'Jika pengadilan memutuskan Anda harus membayar jumlah yang terutang atas pinjaman Anda, jumlah itu wajib dibayar dalam 10 hari sejak putusan.',
        ],
      },
      {
        id: 'terms-notices',
        heading: 'Pemberitahuan',
        body: [
          'Kami mengirim pemberitahuan tentang pinjaman Anda, seperti pengingat pembayaran, jumlah tagihan dan setiap perubahan syarat ini, melalui aplikasi dan melalui SMS atau e-mail ke nomor ponsel dan alamat e-mail yang Anda daftarkan. Pastikan data tersebut selalu terbaru.',
          `Anda dapat menulis ke ${indonesia.email} atau menelepon ${indonesia.phone}.`,
        ],
      },
    ],
  },
};
