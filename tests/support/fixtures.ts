import type { EntryOrder, ProblemInitData } from '@machines/complaintEntry/complaintEntry.machine';
import type { LoanOffer } from '@machines/loanConfirm/loanConfirm.machine';
import type { Product } from '@machines/recommended/recommended.machine';
import type { RegistrationInput } from '@machines/registration/registration.machine';
import type { LoadResult } from '@machines/shared/load';
import type { VaRepayInput } from '@machines/vaRepay/vaRepay.machine';

/**
 * What machines are given and answered in the tests (their inputs and the servers' answers as
 * the bindings hand them over): one fixture a thing, which a test varies with a spread. Nothing
 * here renders.
 */

/**
 * A loan offer as the binding holds it after reading the server's answer in India: RupeeNow,
 * ₹14,000.00 (amounts in integer hundredths, §9) over 91 days at 0.05% a day, first due 2026-02-22,
 * with no agreement pop-up address.
 */
export const LOAN_OFFER: LoanOffer = {
  productName: 'RupeeNow',
  productLogo: '',
  amount: '1400000',
  periods: '91',
  termUnit: '1',
  rate: '0.05%',
  firstPayTime: '2026-02-22',
  details: [
    { text: 'Amount received', value: '₹12,880.00' },
    { text: 'Total repayment', value: '₹14,637.00' },
  ],
  detail1: 'Interest rate 0.05% per day',
  detail2: 'The service fee is deducted from the amount you receive.',
  plans: [{ title: 'Repayment', amount: '1463700', description: 'Principal ₹14,000.00 + interest ₹637.00', payTime: '2026-02-22' }],
  note: 'Repay on time to grow your limit.',
  popTitle: 'Loan Agreement',
  popContent: 'Please read and agree to the loan agreement before you continue.',
  popUrl: null,
};

/** A product of a recommended list (§7), active, with a logo and two tags; `extra` varies it. */
export function product(id: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    productLogo: `https://img.example/${id}.png`,
    productName: `Product ${id}`,
    buttonStatus: '1',
    buttonText: 'Apply now',
    amountRange: '₹2,000 - ₹50,000',
    amountRangeDes: 'Loan amount',
    loan_rate: '0.05% per day',
    productDesc: `About ${id}`,
    productTags: [`tag ${id}`, `more ${id}`],
    ...extra,
  };
}

/** The complaint types problem-init offers (§3), and the sub-types of collection. */
export const ENTRY_TYPES = [
  { value: '1', title: 'Collection' },
  { value: '2', title: 'Repayment' },
];
export const ENTRY_SUB_TYPES = [
  { value: '1', title: 'Abusive language' },
  { value: '3', title: 'Calling too often' },
];

/** problem-init's answer: ENTRY_TYPES and ENTRY_SUB_TYPES, the order shown and the borrower's orders. */
export function problemInit(order: EntryOrder | null, orders: readonly EntryOrder[], overrides: Partial<ProblemInitData> = {}): LoadResult<ProblemInitData> {
  return {
    ok: true,
    data: {
      problemType: ENTRY_TYPES,
      problemSonType: ENTRY_SUB_TYPES,
      orderDetail: order,
      orderList: orders,
      ...overrides,
    },
  };
}

/** The virtual-account page of an Indonesian order: BCA by ATM, Rp1,500,000.00 in hundredths. */
export const VA_REPAY_INPUT: VaRepayInput = {
  productId: '202',
  orderId: '2003',
  amount: '150000000',
  display: false,
  choice: { payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' },
  servicePhone: '1800-123-4567',
};

/** A promotion visitor in India from an ad, with an invite code (the registration page's input). */
export const REGISTRATION_INPUT: RegistrationInput = {
  market: 'IN',
  tracking: { app_from: 'ad', user_from: 'u1', utm_tag: 'tag', id: '1001', links_id: '55' },
  inviteCode: 'INV9',
  ucTrackId: '',
  deviceId: 'dev-1',
  appName: 'kredit',
  clientType: 'android',
};
