import type {
  BankCard,
  Complaint,
  DbState,
  LandingTemplate,
  Market,
  Option,
  Order,
  OrderStatus,
  Product,
  QaNode,
} from './db';
import { addDays, artUrl, figures, paidForPeriods, units, ymd, ymdhms } from './domain';

/** Bump when DbState changes shape, so a stale sessionStorage copy is replaced by the seed. */
export const DB_VERSION = 2;

/** Captcha codes handed out in turn: readable on a cheap screen (no 0/O, 1/I). */
export const CAPTCHA_CODES = ['7K3P', 'M4XE', 'R9TW', 'H2QZ', 'B6YN'] as const;
/** The SMS code the demo accepts for registration and card repayment. */
export const DEMO_SMS_CODE = '123456';
/** One number of each market that is already registered (the demo's "go to download" case). */
export const REGISTERED_PHONES = { IN: '9876543210', ID: '081298765432' } as const;

type ProductSeed = Omit<Product, 'market' | 'logo' | 'applyUrl'> & { color: string };

const PRODUCTS: Record<Market, ProductSeed[]> = {
  IN: [
    {
      id: '101',
      name: 'RupeeNow',
      color: '#1f6feb',
      minAmount: units(2_000),
      maxAmount: units(50_000),
      dailyRate: 0.05,
      termDays: 91,
      periods: 1,
      desc: 'Salary-backed cash in your bank account within 2 hours.',
      tags: ['Instant approval', 'Low interest'],
      buttonStatus: '1',
      buttonText: 'Apply now',
      contracts: [
        { id: '901', title: 'Loan Agreement' },
        { id: '902', title: 'Privacy Policy' },
      ],
      popAgreement: true,
      sendSms: '0',
    },
    {
      id: '102',
      name: 'CashSetu',
      color: '#0f9d58',
      minAmount: units(5_000),
      maxAmount: units(80_000),
      dailyRate: 0.04,
      termDays: 180,
      periods: 3,
      desc: 'Bigger loans repaid in three easy installments.',
      tags: ['Pay in 3 parts', 'No collateral'],
      buttonStatus: '1',
      buttonText: 'Apply now',
      contracts: [
        { id: '903', title: 'Loan Agreement' },
        { id: '904', title: 'Repayment Schedule Consent' },
      ],
      popAgreement: false,
      sendSms: '1',
    },
    {
      id: '103',
      name: 'LakhLine',
      color: '#8e24aa',
      minAmount: units(10_000),
      maxAmount: units(80_000),
      dailyRate: 0.06,
      termDays: 120,
      periods: 1,
      desc: 'High limits for repeat borrowers with a clean record.',
      tags: ['High limit'],
      buttonStatus: '0',
      buttonText: 'Quota full',
      contracts: [],
      popAgreement: false,
      sendSms: '0',
    },
    {
      id: '104',
      name: 'PaisaPal',
      color: '#ff8a00',
      minAmount: units(3_000),
      maxAmount: units(30_000),
      dailyRate: 0.05,
      termDays: 91,
      periods: 1,
      desc: 'Made for first-time borrowers: fewer documents, quick decision.',
      tags: ['First loan welcome'],
      buttonStatus: '1',
      buttonText: 'Apply now',
      contracts: [{ id: '905', title: 'Loan Agreement' }],
      popAgreement: false,
      sendSms: '0',
    },
  ],
  ID: [
    {
      id: '201',
      name: 'DanaKilat',
      color: '#1f6feb',
      minAmount: units(1_000_000),
      maxAmount: units(8_000_000),
      dailyRate: 0.05,
      termDays: 91,
      periods: 1,
      desc: 'Dana cair ke rekening Anda dalam 2 jam.',
      tags: ['Cair cepat', 'Bunga rendah'],
      buttonStatus: '1',
      buttonText: 'Ajukan',
      contracts: [
        { id: '911', title: 'Perjanjian Pinjaman' },
        { id: '912', title: 'Kebijakan Privasi' },
      ],
      popAgreement: true,
      sendSms: '0',
    },
    {
      id: '202',
      name: 'UangCepat',
      color: '#0f9d58',
      minAmount: units(2_000_000),
      maxAmount: units(15_000_000),
      dailyRate: 0.04,
      termDays: 180,
      periods: 4,
      desc: 'Pinjaman besar dengan cicilan 4 kali.',
      tags: ['Cicilan 4x', 'Tanpa jaminan'],
      buttonStatus: '1',
      buttonText: 'Ajukan',
      contracts: [{ id: '913', title: 'Perjanjian Pinjaman' }],
      popAgreement: false,
      sendSms: '1',
    },
    {
      id: '203',
      name: 'SakuTunai',
      color: '#8e24aa',
      minAmount: units(1_000_000),
      maxAmount: units(5_000_000),
      dailyRate: 0.06,
      termDays: 120,
      periods: 1,
      desc: 'Limit khusus untuk nasabah setia.',
      tags: ['Limit khusus'],
      buttonStatus: '0',
      buttonText: 'Kuota penuh',
      contracts: [],
      popAgreement: false,
      sendSms: '0',
    },
    {
      id: '204',
      name: 'TunaiMudah',
      color: '#ff8a00',
      minAmount: units(1_500_000),
      maxAmount: units(10_000_000),
      dailyRate: 0.05,
      termDays: 91,
      periods: 1,
      desc: 'Cocok untuk pinjaman pertama: dokumen sedikit, keputusan cepat.',
      tags: ['Pinjaman pertama'],
      buttonStatus: '1',
      buttonText: 'Ajukan',
      contracts: [{ id: '914', title: 'Perjanjian Pinjaman' }],
      popAgreement: false,
      sendSms: '0',
    },
  ],
};

function products(): Product[] {
  return (['IN', 'ID'] as const).flatMap((market) =>
    PRODUCTS[market].map(({ color, ...seed }) => ({
      ...seed,
      tags: [...seed.tags],
      contracts: seed.contracts.map((c) => ({ ...c })),
      market,
      logo: artUrl(seed.name.slice(0, 2), color),
      applyUrl: `https://play.google.com/store/apps/details?id=com.kredit.${seed.name.toLowerCase()}`,
    })),
  );
}

/** One order per §4 status: [status, product index, principal in rupees or rupiah, days since applying, paid periods]. */
type OrderSeed = [OrderStatus, number, number, number, number];
const ORDERS: Record<Market, OrderSeed[]> = {
  IN: [
    ['21', 0, 5_000, 0, 0],
    ['151', 3, 12_000, 1, 0],
    ['174', 1, 30_000, 40, 1],
    ['180', 0, 8_000, 100, 0],
    ['110', 3, 3_000, 3, 0],
    ['200', 0, 20_000, 120, 0],
    ['170', 0, 15_000, 85, 0],
    ['3', 3, 6_000, 91, 0],
    ['4', 0, 45_000, 200, 0],
    ['5', 1, 60_000, 70, 2],
  ],
  ID: [
    ['21', 0, 1_500_000, 0, 0],
    ['151', 3, 3_000_000, 1, 0],
    ['174', 1, 6_000_000, 40, 1],
    ['180', 0, 2_000_000, 100, 0],
    ['110', 3, 1_500_000, 3, 0],
    ['200', 0, 5_000_000, 120, 0],
    ['170', 0, 2_500_000, 85, 0],
    ['3', 3, 4_000_000, 91, 0],
    ['4', 0, 8_000_000, 200, 0],
    ['5', 1, 12_000_000, 70, 2],
  ],
};

const COLLECTION_ALLOWED: readonly OrderStatus[] = ['174', '180', '3', '5', '170'];

function orders(now: Date, all: Product[]): Order[] {
  return (['IN', 'ID'] as const).flatMap((market) =>
    ORDERS[market].map(([status, productIndex, amount, daysAgo, paidPeriods], i) => {
      const product = all.filter((p) => p.market === market)[productIndex];
      if (!product) throw new Error(`seed: no product ${productIndex} in ${market}`);
      const applied = addDays(now, -daysAgo);
      applied.setHours(9 + (i % 9), (i * 7) % 60, (i * 13) % 60, 0);
      const order: Order = {
        orderId: String((market === 'IN' ? 1001 : 2001) + i),
        orderNo: `${market}2406${String(i + 1).padStart(6, '0')}`,
        market,
        productId: product.id,
        status,
        amount: units(amount),
        termDays: product.termDays,
        periods: product.periods,
        paid: 0,
        applyTime: ymdhms(applied),
        dueDate: ymd(addDays(applied, product.termDays)),
        isShow: COLLECTION_ALLOWED.includes(status) ? '1' : '0',
        isDelay: status === '180' || status === '3' ? '1' : '0',
        isScore: status === '200' ? '1' : '0',
        h5Url: '',
      };
      order.paid = paidForPeriods(order, product, paidPeriods);
      // One order repays through an address of its own (§2 loan details), here the VA page.
      if (status === '5') {
        const due = figures(order, product, now).outstanding;
        order.h5Url = `/that?amount=${due}&productId=${product.id}&orderId=${order.orderId}&display=1`;
      }
      return order;
    }),
  );
}

const PROBLEM_TYPES: Record<Market, Option[]> = {
  IN: [
    { value: '1', title: 'Collection' },
    { value: '2', title: 'Repayment' },
    { value: '3', title: 'Loan application' },
    { value: '4', title: 'Account and app' },
    { value: '5', title: 'Other' },
  ],
  ID: [
    { value: '1', title: 'Penagihan' },
    { value: '2', title: 'Pembayaran' },
    { value: '3', title: 'Pengajuan pinjaman' },
    { value: '4', title: 'Akun dan aplikasi' },
    { value: '5', title: 'Lainnya' },
  ],
};

const PROBLEM_SON_TYPES: Record<Market, Option[]> = {
  IN: [
    { value: '1', title: 'Abusive language' },
    { value: '2', title: 'Contacting my contacts' },
    { value: '3', title: 'Calling too often' },
    { value: '4', title: 'Threats or harassment' },
  ],
  ID: [
    { value: '1', title: 'Bahasa kasar' },
    { value: '2', title: 'Menghubungi kontak saya' },
    { value: '3', title: 'Menelepon terlalu sering' },
    { value: '4', title: 'Ancaman atau pelecehan' },
  ],
};

type ComplaintSeed = Omit<Complaint, 'market' | 'orderNo' | 'time'> & { orderIndex: number; daysAgo: number };

const COMPLAINTS: Record<Market, ComplaintSeed[]> = {
  IN: [
    {
      id: '501',
      orderIndex: 3,
      daysAgo: 1,
      type: '1',
      sonType: '2',
      content:
        'The collection agent called my office colleagues about my loan. Please stop contacting people in my contact list.',
      images: [artUrl('Call log', '#5c6bc0', 'photo')],
      disposeDetail: '',
      disposeImages: [],
      isScore: '1',
      score: null,
    },
    {
      id: '502',
      orderIndex: 2,
      daysAgo: 4,
      type: '2',
      sonType: '',
      content: 'I paid my first installment by UPI but the app still shows it as pending.',
      images: [artUrl('UPI receipt', '#26a69a', 'photo')],
      disposeDetail: 'We found your UPI payment and credited it to installment 1. Sorry for the delay.',
      disposeImages: [artUrl('Credited', '#43a047', 'photo')],
      isScore: '1',
      score: null,
    },
    {
      id: '503',
      orderIndex: 5,
      daysAgo: 10,
      type: '3',
      sonType: '',
      content: 'How can I increase my credit limit for the next loan?',
      images: [],
      disposeDetail: 'Limits grow with on-time repayments. Your next application can be up to ₹30,000.',
      disposeImages: [],
      isScore: '0',
      score: 5,
    },
    {
      id: '504',
      orderIndex: 7,
      daysAgo: 20,
      type: '1',
      sonType: '3',
      content: 'I get more than ten reminder calls a day before my due date.',
      images: [],
      disposeDetail: 'We have limited reminder calls to one a day and warned the agent.',
      disposeImages: [],
      isScore: '0',
      score: 2,
    },
  ],
  ID: [
    {
      id: '601',
      orderIndex: 3,
      daysAgo: 1,
      type: '1',
      sonType: '2',
      content: 'Petugas penagihan menelepon rekan kerja saya. Mohon berhenti menghubungi kontak saya.',
      images: [artUrl('Riwayat panggilan', '#5c6bc0', 'photo')],
      disposeDetail: '',
      disposeImages: [],
      isScore: '1',
      score: null,
    },
    {
      id: '602',
      orderIndex: 2,
      daysAgo: 4,
      type: '2',
      sonType: '',
      content: 'Saya sudah bayar cicilan pertama lewat ATM BCA tapi status masih menunggu pembayaran.',
      images: [artUrl('Struk ATM', '#26a69a', 'photo')],
      disposeDetail: 'Pembayaran Anda sudah kami temukan dan dicatat untuk cicilan 1. Mohon maaf atas keterlambatannya.',
      disposeImages: [artUrl('Tercatat', '#43a047', 'photo')],
      isScore: '1',
      score: null,
    },
    {
      id: '603',
      orderIndex: 5,
      daysAgo: 10,
      type: '3',
      sonType: '',
      content: 'Bagaimana cara menaikkan limit pinjaman saya?',
      images: [],
      disposeDetail: 'Limit naik seiring pembayaran tepat waktu. Pengajuan berikutnya bisa sampai Rp8.000.000.',
      disposeImages: [],
      isScore: '0',
      score: 5,
    },
    {
      id: '604',
      orderIndex: 7,
      daysAgo: 20,
      type: '1',
      sonType: '3',
      content: 'Saya ditelepon lebih dari sepuluh kali sehari sebelum jatuh tempo.',
      images: [],
      disposeDetail: 'Panggilan pengingat sudah kami batasi satu kali sehari dan petugas sudah diberi teguran.',
      disposeImages: [],
      isScore: '0',
      score: 2,
    },
  ],
};

function complaints(now: Date, allOrders: Order[]): Complaint[] {
  return (['IN', 'ID'] as const).flatMap((market) =>
    COMPLAINTS[market].map(({ orderIndex, daysAgo, ...seed }) => {
      const order = allOrders.filter((o) => o.market === market)[orderIndex];
      const time = addDays(now, -daysAgo);
      time.setHours(18, 20 + daysAgo, 5, 0);
      return {
        ...seed,
        images: [...seed.images],
        disposeImages: [...seed.disposeImages],
        market,
        orderNo: order?.orderNo ?? '',
        time: ymdhms(time),
      };
    }),
  );
}

/** [id, title, answers, action_type]; a question with sub-questions lists them as children. */
interface QuestionSeed {
  id: string;
  title: string;
  answers?: string[];
  handover?: boolean;
  children?: QuestionSeed[];
}
interface CategorySeed {
  id: string;
  title: string;
  alias: string;
  color: string;
  questions: QuestionSeed[];
}

const REPORT_RESULT = {
  IN: 'Sorry this did not solve it. Our support team can look into it for you.',
  ID: 'Maaf jawaban ini belum membantu. Tim CS kami siap membantu Anda.',
} as const;

const QA: Record<Market, CategorySeed[]> = {
  IN: [
    {
      id: '11',
      title: 'Loan application',
      alias: 'Apply',
      color: '#1f6feb',
      questions: [
        {
          id: '111',
          title: 'Who can apply for a loan?',
          answers: ['Salaried Indian residents aged 18 or above earning ₹12,000 a month or more can apply.'],
        },
        {
          id: '112',
          title: 'How long does approval take?',
          answers: ['Most applications are decided within 30 minutes and the money arrives within 2 hours.'],
        },
        {
          id: '113',
          title: 'My application was rejected',
          children: [
            {
              id: '1131',
              title: 'Why was I rejected?',
              answers: ['Decisions use your income, repayment history and the details you gave us.'],
            },
            {
              id: '1132',
              title: 'When can I apply again?',
              answers: ['You can apply again after 7 days.'],
            },
          ],
        },
      ],
    },
    {
      id: '12',
      title: 'Repayment',
      alias: 'Repay',
      color: '#0f9d58',
      questions: [
        {
          id: '121',
          title: 'How do I repay my loan?',
          answers: [
            'Open the loan details and tap Repay. You can pay by bound bank card or UPI.',
            'Repayments made before 23:59 on the due date are on time.',
          ],
        },
        {
          id: '122',
          title: 'I paid but my loan is not updated',
          answers: ['Bank payments can take up to 30 minutes to show. Keep your payment receipt as proof.'],
        },
        { id: '123', title: 'Talk to customer service about a payment', handover: true },
      ],
    },
    {
      id: '13',
      title: 'Account',
      alias: 'Account',
      color: '#ff8a00',
      questions: [
        {
          id: '131',
          title: 'How do I change my bank account?',
          answers: ['Go to Mine, Bank card, and add the new account. It must be in your own name.'],
        },
        {
          id: '132',
          title: 'How do I close my account?',
          answers: ['You can close your account from Settings once no loan is outstanding.'],
        },
      ],
    },
    {
      id: '14',
      title: 'Collection',
      alias: 'Collection',
      color: '#e53935',
      questions: [
        {
          id: '141',
          title: 'Why am I getting reminder calls?',
          answers: ['We remind you shortly before and after the due date so you avoid late fees.'],
        },
        { id: '142', title: 'Report a collection agent', handover: true },
      ],
    },
  ],
  ID: [
    {
      id: '21',
      title: 'Pengajuan Pinjaman',
      alias: 'Pengajuan',
      color: '#1f6feb',
      questions: [
        {
          id: '211',
          title: 'Siapa yang bisa mengajukan pinjaman?',
          answers: ['WNI berusia 18 tahun ke atas dengan penghasilan tetap minimal Rp5.000.000 per tahun.'],
        },
        {
          id: '212',
          title: 'Berapa lama proses persetujuan?',
          answers: ['Sebagian besar pengajuan diputuskan dalam 30 menit dan dana cair dalam 2 jam.'],
        },
        {
          id: '213',
          title: 'Pengajuan saya ditolak',
          children: [
            {
              id: '2131',
              title: 'Mengapa pengajuan saya ditolak?',
              answers: ['Keputusan didasarkan pada penghasilan, riwayat pembayaran dan data yang Anda isi.'],
            },
            {
              id: '2132',
              title: 'Kapan saya bisa mengajukan lagi?',
              answers: ['Anda bisa mengajukan lagi setelah 7 hari.'],
            },
          ],
        },
      ],
    },
    {
      id: '22',
      title: 'Pembayaran',
      alias: 'Bayar',
      color: '#0f9d58',
      questions: [
        {
          id: '221',
          title: 'Bagaimana cara membayar pinjaman?',
          answers: [
            'Buka detail pinjaman lalu pilih Bayar. Anda bisa bayar lewat virtual account bank atau Alfamart/Indomaret.',
            'Pembayaran sebelum pukul 23:59 pada tanggal jatuh tempo dihitung tepat waktu.',
          ],
        },
        {
          id: '222',
          title: 'Sudah bayar tapi status belum berubah',
          answers: ['Pembayaran bank bisa tercatat hingga 30 menit. Simpan bukti setoran Anda.'],
        },
        { id: '223', title: 'Hubungi CS tentang pembayaran', handover: true },
      ],
    },
    {
      id: '23',
      title: 'Akun',
      alias: 'Akun',
      color: '#ff8a00',
      questions: [
        {
          id: '231',
          title: 'Bagaimana cara mengganti rekening bank?',
          answers: ['Buka Saya, Kartu bank, lalu tambahkan rekening baru atas nama Anda sendiri.'],
        },
        {
          id: '232',
          title: 'Bagaimana cara menutup akun?',
          answers: ['Akun bisa ditutup dari Pengaturan jika tidak ada pinjaman berjalan.'],
        },
      ],
    },
    {
      id: '24',
      title: 'Penagihan',
      alias: 'Tagihan',
      color: '#e53935',
      questions: [
        {
          id: '241',
          title: 'Mengapa saya menerima telepon pengingat?',
          answers: ['Kami mengingatkan menjelang dan setelah jatuh tempo agar Anda terhindar dari denda.'],
        },
        { id: '242', title: 'Laporkan petugas penagihan', handover: true },
      ],
    },
  ],
};

function qaNodes(): QaNode[] {
  const nodes: QaNode[] = [];
  const addQuestion = (market: Market, pid: string, q: QuestionSeed) => {
    nodes.push({
      id: q.id,
      market,
      pid,
      title_local: q.title,
      title_local_alias: '',
      icon: '',
      action_type: q.handover ? 4 : 1,
      answers: (q.answers ?? []).map((title, i) => ({ id: `${q.id}-a${i + 1}`, title_local: title })),
      report_result: REPORT_RESULT[market],
    });
    for (const child of q.children ?? []) addQuestion(market, q.id, child);
  };
  for (const market of ['IN', 'ID'] as const) {
    for (const c of QA[market]) {
      nodes.push({
        id: c.id,
        market,
        pid: '0',
        title_local: c.title,
        title_local_alias: c.alias,
        // No icon of its own: the new complaint page draws the topic's pictogram (a letter on a
        // tile was what the demo sent before, and read as a placeholder).
        icon: '',
        action_type: 1,
        answers: [],
        report_result: REPORT_RESULT[market],
      });
      for (const q of c.questions) addQuestion(market, c.id, q);
    }
  }
  return nodes;
}

const CARDS: BankCard[] = [
  { id: '31', market: 'IN', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC', needValid: 1 },
  { id: '32', market: 'IN', bankName: 'State Bank of India', cardNo: '6521 **** **** 5678', bankCode: 'SBIN', needValid: 0 },
  { id: '41', market: 'ID', bankName: 'Bank BCA', cardNo: '5220 **** **** 4321', bankCode: 'BCA', needValid: 1 },
  { id: '42', market: 'ID', bankName: 'Bank Mandiri', cardNo: '4616 **** **** 8765', bankCode: 'MANDIRI', needValid: 0 },
];

function templates(): LandingTemplate[] {
  return [
    {
      id: '1001',
      market: 'IN',
      title: 'Instant personal loans up to ₹80,000',
      subtitle: 'Over 3 million users. Money in your account within 2 hours.',
      maxAmount: '80000',
      features: ['First-time borrowers welcome', 'No collateral', 'Funds within 2 hours'],
      buttonText: 'Apply now',
      agreementTitle: 'Registration Agreement',
      downloadUrl: 'https://play.google.com/store/apps/details?id=com.kredit.app',
      themeColor: '#1f6feb',
    },
    {
      id: '1001',
      market: 'ID',
      title: 'Pinjaman tunai hingga Rp15.000.000',
      subtitle: 'Lebih dari 3 juta pengguna. Dana cair dalam 2 jam.',
      maxAmount: '15000000',
      features: ['Peminjam pertama bisa mengajukan', 'Tanpa jaminan', 'Dana cair dalam 2 jam'],
      buttonText: 'Ajukan sekarang',
      agreementTitle: 'Perjanjian Pendaftaran',
      downloadUrl: 'https://play.google.com/store/apps/details?id=com.kredit.app',
      themeColor: '#1f6feb',
    },
  ];
}

/** A fresh copy of the demo data, dated around `now` so due dates look current. */
export function createSeed(now: Date = new Date()): DbState {
  const allProducts = products();
  const allOrders = orders(now, allProducts);
  return {
    version: DB_VERSION,
    products: allProducts,
    orders: allOrders,
    problemTypes: { IN: PROBLEM_TYPES.IN.map((o) => ({ ...o })), ID: PROBLEM_TYPES.ID.map((o) => ({ ...o })) },
    problemSonTypes: {
      IN: PROBLEM_SON_TYPES.IN.map((o) => ({ ...o })),
      ID: PROBLEM_SON_TYPES.ID.map((o) => ({ ...o })),
    },
    complaints: complaints(now, allOrders),
    qaNodes: qaNodes(),
    qaRecords: [],
    cards: CARDS.map((c) => ({ ...c })),
    repayRecords: [],
    repayTokens: {},
    vaBanks: {
      IN: [
        { bankName: 'SBI', method: ['MobileBank', 'InternetBank'] },
        { bankName: 'HDFC', method: ['MobileBank', 'InternetBank'] },
        { bankName: 'ICICI', method: ['MobileBank', 'InternetBank'] },
        { bankName: 'AXIS', method: ['MobileBank'] },
        // A bank that lists no method: it is paid with the bank alone (§5 asks only for a bank).
        { bankName: 'KOTAK', method: [] },
      ],
      ID: [
        { bankName: 'BCA', method: ['ATM', 'MobileBank', 'InternetBank'] },
        { bankName: 'BNI', method: ['ATM', 'MobileBank'] },
        { bankName: 'BRI', method: ['ATM', 'MobileBank', 'InternetBank'] },
        { bankName: 'MANDIRI', method: ['ATM', 'MobileBank'] },
        { bankName: 'PERMATA', method: ['ATM', 'InternetBank'] },
        { bankName: 'CIMB', method: [] },
      ],
    },
    vaMarkets: { IN: [], ID: ['ALFAMART', 'INDOMARET'] },
    templates: templates(),
    captchas: {},
    registeredPhones: [REGISTERED_PHONES.IN, REGISTERED_PHONES.ID],
    smsSentTo: [],
    events: [],
    appRatings: [],
    files: [],
    // The configured service contacts of each market (src/config.ts `support`, README): one phone
    // and one e-mail per market, on every page and in every answer (tests/unit/supportContacts.test.ts).
    support: {
      IN: { email: 'care@kredit.co.in', smWa: '1800-123-4567', telephone: '1800-123-4567' },
      ID: { email: 'cs@kredit.co.id', smWa: '1500-220', telephone: '1500-220' },
    },
    nextId: 10_000,
  };
}
