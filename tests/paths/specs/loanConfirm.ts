import type { AnyMachineSnapshot } from 'xstate';
import {
  loanConfirmMachine,
  type ConfirmPage,
  type ConfirmStage,
  type LinkResult,
  type LoanConfirmInput,
  type LoanOffer,
} from '@machines/loanConfirm/loanConfirm.machine';
import type { LoadResult } from '@machines/shared/load';
import type { PathSpec, PathStart } from '../model';

/**
 * The offer as the binding holds it after reading the server's answer in India (amounts in integer
 * hundredths, §9). The replay's server answers are built back from it.
 */
export const OFFER: LoanOffer = {
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
export const POP_URL = 'https://agreements.example/loan?productId=101';
export const CONTRACTS = [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }];

export const WITH_POP: ConfirmPage = { offer: { ...OFFER, popUrl: POP_URL }, contracts: CONTRACTS };
export const WITHOUT_POP: ConfirmPage = { offer: OFFER, contracts: CONTRACTS };
export const NO_CONTRACTS: ConfirmPage = { offer: OFFER, contracts: [] };
export const NO_AMOUNT: ConfirmPage = { offer: { ...OFFER, amount: '0' }, contracts: CONTRACTS };
/** The server sent an amount that is not a whole number of hundredths ('14,000'): never guessed. */
export const UNREADABLE: ConfirmPage = { offer: null, contracts: CONTRACTS };
export const UNREADABLE_AMOUNT = '14,000';
export const UNAVAILABLE = 'This product is not available now';
export const NO_AGREEMENT = 'No agreement for this product';
export const AMOUNT_REFUSED = 'The amount is outside the product limits';

/** Same-origin pages of this app (the replay's router shows them as 'Another page'). */
export const AGREEMENT_URL = '/loanAgreement?productId=101&contractId=902';
export const DETAILS_URL = '/loanDetails?productId=101&orderId=1011';

export const PENDING_KEY = 'loanConfirm.pending.101';

/**
 * What the address of the path test makes: India (isNeedPop 1, so language type 1), product 101,
 * the agreement box unticked (the address has no agreed=1: consent is explicit).
 */
const ADDRESS_INPUT: Omit<LoanConfirmInput, 'pending'> = { productId: '101', languageTypeOne: true, agreed: false, popAgreed: false };

const seed = (stage: ConfirmStage) => () => localStorage.setItem(PENDING_KEY, JSON.stringify({ stage, at: Date.now() }));

const starts: PathStart<typeof loanConfirmMachine>[] = [
  { name: 'fresh', input: { ...ADDRESS_INPUT, pending: null } },
  // A reload after a confirmation left and before its answer came.
  { name: 'reload after a confirmation left', input: { ...ADDRESS_INPUT, pending: 'sent' }, before: seed('sent') },
  // A reload after a confirmation was answered without a usable details link.
  { name: 'reload after a confirmation without a link', input: { ...ADDRESS_INPUT, pending: 'confirmed' }, before: seed('confirmed') },
];

const load = 'xstate.done.actor.loadPage';
const jump = 'xstate.done.actor.contractJump';
const push = 'xstate.done.actor.push';
const done = <T>(type: string, output: T) => ({ type, output });

/**
 * Guards read the box, whether there are agreements and whether the modal was agreed to: that is
 * the key. An unsafe link and a refusal land in the same state and differ by their toast, so each
 * answer of contract-jump and loan-detail-push gets a path.
 */
export const loanConfirmSpec: PathSpec<typeof loanConfirmMachine> = {
  name: 'loanConfirm',
  machine: loanConfirmMachine,
  starts,
  // Confirm while unticked, a position outside the list: the screen offers no such control.
  skipIgnored: true,
  everyPayload: [jump, push],
  payloads: {
    [load]: [
      done<LoadResult<ConfirmPage>>(load, { ok: true, data: WITH_POP }),
      done<LoadResult<ConfirmPage>>(load, { ok: true, data: WITHOUT_POP }),
      done<LoadResult<ConfirmPage>>(load, { ok: true, data: NO_CONTRACTS }),
      done<LoadResult<ConfirmPage>>(load, { ok: true, data: NO_AMOUNT }),
      done<LoadResult<ConfirmPage>>(load, { ok: true, data: UNREADABLE }),
      done<LoadResult<ConfirmPage>>(load, { ok: false, message: UNAVAILABLE }),
    ],
    [jump]: [
      done<LinkResult>(jump, { ok: true, url: AGREEMENT_URL }),
      done<LinkResult>(jump, { ok: true, url: null }),
      done<LinkResult>(jump, { ok: false, message: NO_AGREEMENT }),
    ],
    [push]: [
      done<LinkResult>(push, { ok: true, url: DETAILS_URL }),
      done<LinkResult>(push, { ok: true, url: null }),
      done<LinkResult>(push, { ok: false, message: AMOUNT_REFUSED }),
    ],
    'user.openContract': [{ type: 'user.openContract', index: 1 }],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { agreed: boolean; contracts: unknown[]; popAgreed: boolean };
    return [context.agreed, context.contracts.length > 0, context.popAgreed];
  },
};
