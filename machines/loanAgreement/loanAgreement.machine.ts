import { assign, setup } from 'xstate';
import type { LoanOffer } from '../loanConfirm/loanConfirm.machine';
import { effects } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { isZeroHundredths } from '../shared/money';
import { port } from '../shared/ports';
import { loanAgreementWords } from './loanAgreement.words';

/**
 * The loan agreement (§2 "loan agreement" path, §3 loan confirm and contract list, §7
 * loan-detail-confirm and contract; issue 18 §5): the document the borrower agrees to on the loan
 * confirm page, opened from an agreement link (contract-jump's contract_url) or framed in the
 * agreement modal (popAgreementUrl). It names the product, the amount, the term, the fees and the
 * repayment plan of the offer it is opened for: the offer is loan-detail-confirm's for the
 * address's productId, and contractId picks which agreement of the contract list it is (its title).
 *
 * Load, fail and retry as every page: a refusal of either call is shown with a way out, a fault
 * with a retry. An offer whose amount is not a whole number of hundredths is never guessed (the
 * page says so), and an offer of nothing has no agreement. Nothing is sent from this page.
 */

export interface LoanAgreementInput {
  productId: string;
  /** The agreement of the contract list the address names ('' when it names none). */
  contractId: string;
}

/** What the page shows: the offer (null when an amount cannot be read) and the agreement's title. */
export interface AgreementPage {
  offer: LoanOffer | null;
  /** The contract list's title for contractId; '' when the list has no such agreement. */
  title: string;
}

export interface LoanAgreementContext extends LoanAgreementInput {
  offer: LoanOffer | null;
  title: string;
  failure: LoadFailure | null;
}

export type LoanAgreementEvent = LoadEvent;

const pageOf = (event: unknown) => loadedData<AgreementPage>(event);


export const loanAgreementMachine = setup({
  types: {} as { context: LoanAgreementContext; events: LoanAgreementEvent; input: LoanAgreementInput },
  actors: {
    loadAgreement: port<LoadResult<AgreementPage>, LoanAgreementInput>('loadAgreement'),
  },
  guards: {
    ...loadGuards,
    /** §9: an amount that is not a whole number of hundredths is never guessed. */
    isUnreadable: ({ event }) => {
      const page = pageOf(event);
      return page !== null && page.offer === null;
    },
    /** An offer of nothing: there is no loan to agree to. */
    hasNoOffer: ({ event }) => {
      const offer = pageOf(event)?.offer;
      return offer != null && isZeroHundredths(offer.amount);
    },
  },
  actions: {
    ...effects,
    ...loadFailureActions<LoanAgreementContext, LoanAgreementEvent>(),
    setAgreement: assign(({ event }) => {
      const page = pageOf(event);
      return page ? { offer: page.offer, title: page.title, failure: null } : {};
    }),
  },
}).createMachine({
  id: 'loanAgreement',
  context: ({ input }) => ({
    productId: input.productId,
    contractId: input.contractId,
    offer: null,
    title: '',
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadAgreement',
      [
        { guard: 'isUnreadable', target: 'unreadable' },
        { guard: 'hasNoOffer', target: 'empty' },
        { target: 'ready', actions: 'setAgreement' },
      ],
      ({ context }: { context: LoanAgreementContext }) => ({ productId: context.productId, contractId: context.contractId }),
    ),
    /** The offer's amount cannot be read: no agreement is shown for it (§9). */
    unreadable: {
      description: "The amount cannot be read: 'amount unreadable' instead of the agreement, with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    /** No offer for this product now: nothing to agree to. */
    empty: {
      description: "No offer: 'no loan offer for this product right now', with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    /** The agreement, for the borrower to read; Back returns to where it was opened from. */
    ready: {
      description:
        "The agreement: its title, the product, amount, term, rate, first repayment date, fees, repayment plan and the borrower's commitments, with Back (none inside loan confirm's agreement pop-up)",
      on: { 'user.leave': { actions: 'leave' } },
    },
  },
  meta: { words: loanAgreementWords },
});

export type LoanAgreementMachine = typeof loanAgreementMachine;
