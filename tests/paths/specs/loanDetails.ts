import type { AnyMachineSnapshot } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import {
  hasRepayBlock,
  loanDetailsMachine,
  type LoanDetailsContext,
  type JumpResult,
  type LoanDetail,
  type LoanDetailsInput,
  type RecommendedProduct,
} from '@machines/loanDetails/loanDetails.machine';
import type { RatingOutput } from '@machines/rating/rating.machine';
import { doneEvents, doneType, events, ok, refused, type PathSpec } from '../model';

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

/**
 * Active; greyed (flag '0': no tap, issue 18 §4); not clickable at all (globally '0'); active again,
 * third with tags (§9: only the first two cards show tags).
 */
export const PRODUCTS: RecommendedProduct[] = [
  product({}),
  product({ targetId: '104', name: 'PaisaPal', flag: '0', tags: ['First loan welcome'] }),
  product({ targetId: '103', name: 'LakhLine', btnText: 'Quota full', flag: '0', globally: '0', tags: ['High limit'] }),
  product({ targetId: '105', name: 'KreditMax', tags: ['Low interest'] }),
];

const pad = (n: number) => String(n).padStart(2, '0');
/** A date `days` from today, as §9 writes dates (the path tests run on today's clock). */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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
/**
 * Overdue and extendable: the repay block with 'delay repayment'; the list hidden. Its server still
 * sends a reminder naming the past due date: the page must not show it beside "N days overdue".
 */
export const STALE_REMINDER = `Repay by ${daysFromToday(-9)} to avoid late fees.`;
export const OVERDUE: LoanDetail = {
  ...base,
  orderStatus: '180',
  noticeStatusText: 'Overdue',
  noticeDesText: 'Your loan is 9 days overdue. Late fees grow every day, please repay now.',
  isDelay: '1',
  telephone: '+91 80 4718 2200',
  reyMsg: STALE_REMINDER,
};
/** Partly repaid, paid at the server's own address (h5Url, an address of this app), due in 20 days. */
export const OWN_ADDRESS: LoanDetail = {
  ...base,
  orderStatus: '5',
  noticeStatusText: 'Partially repaid',
  h5Url: '/that?amount=525000&productId=101&orderId=1001&display=1',
  reyMsg: `Repay by ${daysFromToday(20)} to avoid late fees.`,
};
/** Repayment under way (170): the Repay button alone, outside the repayment block; no list. */
export const REPAYING: LoanDetail = { ...base, orderStatus: '170', noticeStatusText: 'Repayment processing' };
/** Repaid and asked to rate: 'loan more', the rating pop-up. */
export const REPAID: LoanDetail = { ...base, orderStatus: '200', noticeStatusText: 'Repaid', isScore: '1' };

export const INPUT: LoanDetailsInput = { productId: '101', orderId: '1001', servicePhone: SERVICE_PHONE };

/** Guards read the status, isDelay, h5Url, the phone and the products: the loaded detail is the key. */
export const loanDetailsSpec: PathSpec<typeof loanDetailsMachine> = {
  name: 'loanDetails',
  machine: loanDetailsMachine,
  input: INPUT,
  // A Repay on a status without one, a product not clickable: the screen offers no control.
  skipIgnored: true,
  // An http link and an app link take one transition but open differently: each gets a path.
  // Each product's Apply is a button of its own.
  everyPayload: [doneType('productJump'), 'user.openProduct'],
  // Repay is in the repayment block (174, 180, 3, 5) or alone (170): two buttons, one event.
  controlOf: (event, before) =>
    event.type === 'user.repay' ? `Repay ${hasRepayBlock((before.context as LoanDetailsContext).detail!.orderStatus) ? 'in the repayment block' : 'alone'}` : null,
  payloads: {
    ...doneEvents<LoadResult<LoanDetail>>('loadDetail', [ok(REVIEW), ok(OVERDUE), ok(OWN_ADDRESS), ok(REPAID), ok(REPAYING), refused(NOT_FOUND)]),
    ...doneEvents<JumpResult>('productJump', [{ ok: true, url: HTTP_LINK }, { ok: true, url: APP_LINK }, refused(QUOTA_FULL), { ok: true, url: null }]),
    ...events('user.openProduct', [{ index: 0 }, { index: 1 }, { index: 2 }, { index: 3 }]),
    ...doneEvents<RatingOutput>('rating', [{ rated: true, score: 5 }, { rated: true, score: 2 }, { rated: false, score: 0 }]),
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const detail = snapshot.context.detail as LoanDetail | null;
    return detail ? [detail.orderStatus, detail.isScore] : null;
  },
};
