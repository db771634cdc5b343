import type { AnyMachineSnapshot } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import {
  loanDetailsMachine,
  type JumpResult,
  type LoanDetail,
  type LoanDetailsInput,
  type RecommendedProduct,
} from '@machines/loanDetails/loanDetails.machine';
import type { RatingOutput } from '@machines/rating/rating.machine';
import type { PathSpec } from '../model';

export const NOT_FOUND = 'Record not found';
export const QUOTA_FULL = 'This product is full today';
/** The configured service phone (src/config.ts default, §9). */
export const SERVICE_PHONE = '1800-123-4567';
export const HTTP_LINK = 'https://play.example.com/store/apps/details?id=com.kredit.cashsetu';
export const APP_LINK = 'loanapp://product?productId=102';

const product = (more: Partial<RecommendedProduct>): RecommendedProduct => ({
  targetId: '102',
  logo: '/gw/demo-files/102.png',
  name: 'CashSetu',
  btnText: 'Apply now',
  amountText: '₹5,000 - ₹80,000',
  amountDes: 'Loan amount',
  rateText: '0.04%',
  desc: 'Bigger loans repaid in three easy installments.',
  tags: ['Pay in 3 parts'],
  flag: '1',
  globally: '1',
  ...more,
});

/** Active, greyed but tappable (flag '0'), and not clickable at all (globally '0'). */
export const PRODUCTS: RecommendedProduct[] = [
  product({}),
  product({ targetId: '104', name: 'PaisaPal', flag: '0' }),
  product({ targetId: '103', name: 'LakhLine', btnText: 'Quota full', flag: '0', globally: '0' }),
];

const base: LoanDetail = {
  orderStatus: '21',
  noticeStatusText: 'Under review',
  noticeDesText: 'We are reviewing your application.',
  recProducts: PRODUCTS,
  productName: 'RupeeNow',
  productLogo: '/gw/demo-files/101.png',
  rows: [
    { text: 'Loan amount', value: '₹5,000' },
    { text: 'Order number', value: 'IN2406000001' },
  ],
  h5Url: '',
  isDelay: '0',
  telephone: '',
  isScore: '0',
  reyMsg: '',
};

/** Under review: the recommended list, no repay; the configured telephone. */
export const REVIEW: LoanDetail = base;
/** Overdue and extendable: the repay block with 'delay repayment'; the list hidden. */
export const OVERDUE: LoanDetail = {
  ...base,
  orderStatus: '180',
  noticeStatusText: 'Overdue',
  isDelay: '1',
  telephone: '+91 80 4718 2200',
  reyMsg: 'Repay by 2026-10-25 to avoid late fees.',
};
/** Partly repaid, paid at the server's own address (h5Url, an address of this app). */
export const OWN_ADDRESS: LoanDetail = {
  ...base,
  orderStatus: '5',
  noticeStatusText: 'Partially repaid',
  h5Url: '/that?amount=5250&productId=101&orderId=1001&display=1',
};
/** Repaid and asked to rate: 'loan more', the rating pop-up. */
export const REPAID: LoanDetail = { ...base, orderStatus: '200', noticeStatusText: 'Repaid', isScore: '1' };

export const INPUT: LoanDetailsInput = { productId: '101', orderId: '1001', servicePhone: SERVICE_PHONE };

const load = 'xstate.done.actor.loadDetail';
const done = (output: LoadResult<LoanDetail>) => ({ type: load, output });
const jump = 'xstate.done.actor.productJump';
const jumped = (output: JumpResult) => ({ type: jump, output });
const rated = (output: RatingOutput) => ({ type: 'xstate.done.actor.rating', output });

/** Guards read the status, isDelay, h5Url, the phone and the products: the loaded detail is the key. */
export const loanDetailsSpec: PathSpec<typeof loanDetailsMachine> = {
  name: 'loanDetails',
  machine: loanDetailsMachine,
  input: INPUT,
  // A Repay on a status without one, a product not clickable: the screen offers no control.
  skipIgnored: true,
  // An http link and an app link take one transition but open differently: each gets a path.
  everyPayload: [jump],
  payloads: {
    [load]: [
      done({ ok: true, data: REVIEW }),
      done({ ok: true, data: OVERDUE }),
      done({ ok: true, data: OWN_ADDRESS }),
      done({ ok: true, data: REPAID }),
      done({ ok: false, message: NOT_FOUND }),
    ],
    [jump]: [
      jumped({ ok: true, url: HTTP_LINK }),
      jumped({ ok: true, url: APP_LINK }),
      jumped({ ok: false, message: QUOTA_FULL }),
      jumped({ ok: true, url: null }),
    ],
    'user.openProduct': [
      { type: 'user.openProduct', index: 0 },
      { type: 'user.openProduct', index: 1 },
      { type: 'user.openProduct', index: 2 },
    ],
    'xstate.done.actor.rating': [
      rated({ rated: true, score: 5 }),
      rated({ rated: true, score: 2 }),
      rated({ rated: false, score: 0 }),
    ],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const detail = snapshot.context.detail as LoanDetail | null;
    return detail ? [detail.orderStatus, detail.isScore] : null;
  },
};
