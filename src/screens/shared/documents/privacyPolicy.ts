import { companies } from '../company';
import type { LocalizedDocument } from './types';

const india = companies['en-IN'];
const indonesia = companies['id-ID'];

/**
 * The privacy policy (§2): nine sections in the spec's order — use of information, disclosure,
 * cookies, data security, non-discrimination, user rights (cancelling the account when no loan is
 * outstanding), protection of minors (adults of the country only), changes, contacts.
 */
export const privacyPolicy: LocalizedDocument = {
  'en-IN': {
    lang: 'en',
    title: 'Privacy policy',
    updated: 'Last updated: 1 November 2026',
    contentsLabel: 'Contents',
    intro: [
      `${india.name} ("we", "us") operates the ${india.appName} app and this website. This policy explains what personal information we collect when you use ${india.appName}, why we collect it, who we share it with and the choices you have. By registering or applying for a loan you agree to this policy.`,
    ],
    sections: [
      {
        id: 'privacy-use',
        heading: 'How we use your information',
        body: [
          'We collect only what we need to assess and serve your loan:',
          {
            list: [
              'identity and contact details: your name, date of birth, mobile number, e-mail address, PAN and address proof;',
              'employment and income details you enter, and your bank account details for disbursement and repayment;',
              'device details: device identifier, model, operating system version and app version, used to secure your account and prevent fraud;',
              'location, contacts or camera access only when you allow it in your phone settings and only for the step that needs it, such as a selfie for KYC.',
            ],
          },
          'We use this information to verify your identity, check your eligibility and creditworthiness, disburse and collect your loan, send you service messages about your account and repayments, meet our legal and regulatory obligations, and improve the app. We do not sell your personal information.',
        ],
      },
      {
        id: 'privacy-disclosure',
        heading: 'Disclosure of information',
        body: [
          'We share your information only where it is needed to provide the service or where the law requires it:',
          {
            list: [
              'with the regulated lending partner that sanctions your loan, and with credit information companies for credit checks and reporting;',
              'with service providers who work for us under contract, such as KYC verification, payment processing, SMS and cloud hosting, and who may use it only for that work;',
              'with courts, regulators, law enforcement or tax authorities when the law requires us to.',
            ],
          },
          'We never publish your information or share your contacts with anyone to recover a loan.',
        ],
      },
      {
        id: 'privacy-cookies',
        heading: 'Cookies',
        body: [
          'Our web pages use cookies and similar local storage to keep you signed in, remember your language and settings, and measure how pages perform. We do not use them for third-party advertising. You can clear or block cookies in your browser settings; some pages may then not work as expected.',
        ],
      },
      {
        id: 'privacy-security',
        heading: 'Data security',
        body: [
          'Your information is encrypted in transit and stored on secure servers located in India. Access is limited to staff and partners who need it for their work and who are bound by confidentiality. We review our safeguards regularly. No system is completely secure, so please keep your password and one-time codes to yourself: we will never ask for them by phone or message.',
        ],
      },
      {
        id: 'privacy-non-discrimination',
        heading: 'Non-discrimination statement',
        body: [
          'We do not discriminate against any applicant on the basis of religion, caste, gender, marital status, disability, race or place of birth. Loan decisions are based only on the information relevant to your ability to repay.',
        ],
      },
      {
        id: 'privacy-rights',
        heading: 'Your rights',
        body: [
          'You may at any time:',
          {
            list: [
              'see the personal information we hold about you and correct anything that is wrong or incomplete;',
              'withdraw a permission you gave in your phone settings, or your consent to marketing messages;',
              'cancel your account when no loan is outstanding: once every loan is fully repaid, contact us and we will close your account and delete your personal information, except what the law requires us to keep for a fixed period.',
            ],
          },
          'While a loan is outstanding the account cannot be cancelled, because we need your information to service and collect that loan.',
        ],
      },
      {
        id: 'privacy-minors',
        heading: 'Protection of minors',
        body: [
          `${india.appName} is for adults of India only. We do not knowingly collect information from anyone under 18 years of age and do not lend to them. If we learn that a minor has registered, we will close the account and delete the information.`,
        ],
      },
      {
        id: 'privacy-changes',
        heading: 'Changes to this policy',
        body: [
          'We may update this policy when our services or the law change. We will post the new version here with its date and, for significant changes, tell you in the app before they take effect. Continuing to use the app after that means you accept the updated policy.',
        ],
      },
      {
        id: 'privacy-contacts',
        heading: 'Contact us',
        body: [
          'For any question or request about your personal information, or to cancel your account, contact our grievance officer:',
          {
            lines: [india.name, ...india.address, `E-mail: ${india.email}`, `Phone: ${india.phone} (${india.hours})`],
          },
          'We reply within 30 days.',
        ],
      },
    ],
  },
  'id-ID': {
    lang: 'id',
    title: 'Kebijakan privasi',
    updated: 'Terakhir diperbarui: 1 November 2026',
    contentsLabel: 'Daftar isi',
    intro: [
      `${indonesia.name} ("kami") mengelola aplikasi ${indonesia.appName} dan situs web ini. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan saat Anda menggunakan ${indonesia.appName}, untuk apa data itu digunakan, kepada siapa data itu dibagikan, dan pilihan yang Anda miliki. Dengan mendaftar atau mengajukan pinjaman, Anda menyetujui kebijakan ini.`,
    ],
    sections: [
      {
        id: 'privacy-use',
        heading: 'Penggunaan informasi',
        body: [
          'Kami hanya mengumpulkan data yang diperlukan untuk menilai dan melayani pinjaman Anda:',
          {
            list: [
              'data identitas dan kontak: nama, tanggal lahir, nomor ponsel, alamat e-mail, NIK dan foto KTP;',
              'data pekerjaan dan penghasilan yang Anda isi, serta data rekening bank untuk pencairan dan pembayaran;',
              'data perangkat: ID perangkat, model, versi sistem operasi dan versi aplikasi, untuk mengamankan akun Anda dan mencegah penipuan;',
              'akses lokasi, kontak atau kamera hanya jika Anda mengizinkannya di pengaturan ponsel dan hanya untuk langkah yang membutuhkannya, misalnya swafoto untuk verifikasi.',
            ],
          },
          'Kami menggunakan data ini untuk memverifikasi identitas Anda, menilai kelayakan dan kemampuan bayar Anda, mencairkan dan menagih pinjaman, mengirim pemberitahuan layanan tentang akun dan pembayaran Anda, memenuhi kewajiban hukum, dan meningkatkan aplikasi. Kami tidak menjual data pribadi Anda.',
        ],
      },
      {
        id: 'privacy-disclosure',
        heading: 'Pengungkapan informasi',
        body: [
          'Kami hanya membagikan data Anda bila diperlukan untuk memberikan layanan atau bila diwajibkan oleh hukum:',
          {
            list: [
              'kepada mitra pemberi pinjaman yang memproses pinjaman Anda, dan kepada lembaga informasi kredit untuk pemeriksaan dan pelaporan kredit;',
              'kepada penyedia layanan yang bekerja untuk kami berdasarkan kontrak, seperti verifikasi identitas, pemrosesan pembayaran, SMS dan layanan cloud, yang hanya boleh menggunakannya untuk pekerjaan tersebut;',
              'kepada pengadilan, regulator, aparat penegak hukum atau otoritas pajak bila diwajibkan oleh hukum.',
            ],
          },
          'Kami tidak pernah menyebarkan data Anda atau menghubungi kontak Anda untuk menagih pinjaman.',
        ],
      },
      {
        id: 'privacy-cookies',
        heading: 'Cookie',
        body: [
          'Halaman web kami menggunakan cookie dan penyimpanan lokal sejenis agar Anda tetap masuk, untuk mengingat bahasa dan pengaturan Anda, serta untuk mengukur kinerja halaman. Kami tidak menggunakannya untuk iklan pihak ketiga. Anda dapat menghapus atau memblokir cookie di pengaturan peramban; beberapa halaman mungkin tidak berfungsi sebagaimana mestinya.',
        ],
      },
      {
        id: 'privacy-security',
        heading: 'Keamanan data',
        body: [
          'Data Anda dienkripsi saat dikirim dan disimpan di server yang aman di Indonesia. Akses dibatasi bagi karyawan dan mitra yang membutuhkannya untuk pekerjaan mereka dan terikat kewajiban kerahasiaan. Kami meninjau pengamanan kami secara berkala. Tidak ada sistem yang sepenuhnya aman, jadi jangan berikan kata sandi dan kode OTP Anda kepada siapa pun: kami tidak akan pernah memintanya melalui telepon atau pesan.',
        ],
      },
      {
        id: 'privacy-non-discrimination',
        heading: 'Pernyataan nondiskriminasi',
        body: [
          'Kami tidak membeda-bedakan pemohon berdasarkan agama, suku, ras, jenis kelamin, status perkawinan, disabilitas atau daerah asal. Keputusan pinjaman hanya didasarkan pada informasi yang berkaitan dengan kemampuan Anda membayar kembali.',
        ],
      },
      {
        id: 'privacy-rights',
        heading: 'Hak pengguna',
        body: [
          'Anda dapat sewaktu-waktu:',
          {
            list: [
              'melihat data pribadi Anda yang kami simpan dan memperbaiki data yang salah atau tidak lengkap;',
              'mencabut izin yang Anda berikan di pengaturan ponsel, atau persetujuan Anda untuk menerima pesan promosi;',
              'menutup akun Anda bila tidak ada pinjaman yang belum lunas: setelah semua pinjaman dibayar lunas, hubungi kami dan kami akan menutup akun serta menghapus data pribadi Anda, kecuali data yang wajib kami simpan menurut hukum untuk jangka waktu tertentu.',
            ],
          },
          'Selama masih ada pinjaman yang belum lunas, akun tidak dapat ditutup karena kami memerlukan data Anda untuk melayani dan menagih pinjaman tersebut.',
        ],
      },
      {
        id: 'privacy-minors',
        heading: 'Perlindungan anak di bawah umur',
        body: [
          `${indonesia.appName} hanya untuk orang dewasa di Indonesia. Kami tidak dengan sengaja mengumpulkan data dari siapa pun yang berusia di bawah 18 tahun dan tidak memberikan pinjaman kepada mereka. Jika kami mengetahui bahwa seorang anak di bawah umur telah mendaftar, kami akan menutup akun tersebut dan menghapus datanya.`,
        ],
      },
      {
        id: 'privacy-changes',
        heading: 'Perubahan kebijakan',
        body: [
          'Kami dapat memperbarui kebijakan ini bila layanan kami atau peraturan berubah. Versi terbaru akan kami tampilkan di sini beserta tanggalnya dan, untuk perubahan penting, kami beri tahu di aplikasi sebelum berlaku. Dengan tetap menggunakan aplikasi setelah itu, Anda menyetujui kebijakan yang diperbarui.',
        ],
      },
      {
        id: 'privacy-contacts',
        heading: 'Hubungi kami',
        body: [
          'Untuk pertanyaan atau permintaan tentang data pribadi Anda, atau untuk menutup akun, hubungi kami:',
          {
            lines: [indonesia.name, ...indonesia.address, `E-mail: ${indonesia.email}`, `Telepon: ${indonesia.phone} (${indonesia.hours})`],
          },
          'Kami membalas paling lambat dalam 30 hari.',
        ],
      },
    ],
  },
};
