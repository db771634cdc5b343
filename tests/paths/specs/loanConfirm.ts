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
import { LOAN_OFFER } from '../../support/fixtures';
import { linkAnswers } from '../../support/pathFixtures';
import { doneEvents, doneType, ok, refused, type PathSpec, type PathStart } from '../model';

/**
 * The offer as the binding holds it after reading the server's answer in India (amounts in integer
 * hundredths, §9). The replay's server answers are built back from it.
 */
export const OFFER: LoanOffer = LOAN_OFFER;
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
  // Each contract of the list is a button of its own.
  everyPayload: [doneType('contractJump'), doneType('push'), 'user.openContract'],
  payloads: {
    ...doneEvents<LoadResult<ConfirmPage>>('loadPage', [ok(WITH_POP), ok(WITHOUT_POP), ok(NO_CONTRACTS), ok(NO_AMOUNT), ok(UNREADABLE), refused(UNAVAILABLE)]),
    ...doneEvents<LinkResult>('contractJump', linkAnswers([AGREEMENT_URL], NO_AGREEMENT)),
    ...doneEvents<LinkResult>('push', linkAnswers([DETAILS_URL], AMOUNT_REFUSED)),
    'user.openContract': [
      { type: 'user.openContract', index: 1 },
      { type: 'user.openContract', index: 0 },
    ],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { agreed: boolean; contracts: unknown[]; popAgreed: boolean };
    return [context.agreed, context.contracts.length > 0, context.popAgreed];
  },
};
