import { assign, setup } from 'xstate';
import { effects, navigate, toast } from '../shared/effects';
import { FAULT, loadedData, outputOf, refusalOf, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { isZeroHundredths, type Hundredths } from '../shared/money';
import { toastServerMessage } from '../shared/toastServerMessage';
import { port } from '../shared/ports';
import { linkGuards, linkOf, type LinkResult } from '../shared/link';
import { loanConfirmWords } from './loanConfirm.words';

/**
 * Loan confirm (§2 loan confirm page, §3 loan confirm, §4 loan confirm, §7 loan-confirm, contract,
 * contract-jump, §9 agreement scene 3).
 *
 * The page loads the offer and its agreements together; a failure of either is shown with a retry.
 * The borrower reads the figures and the plan, may open an agreement (contract-jump), and confirms
 * only after ticking the agreement box: it starts unticked, an explicit act of consent
 * (docs/spec-notes.md; the spec's "default ticked" is not followed), and there is no confirm at all
 * without agreements. With an agreement URL and language type 1 the agreement modal comes first:
 * Agree closes it, Cancel closes the web view. An offer whose amount (or a plan's amount) is not a
 * whole number of hundredths is never guessed: the page says so and offers no confirm (§9).
 *
 * The debt is taken once: `confirming` is the only state that posts loan-detail-push, entered only
 * from the page on a tap, and nothing re-enters it while its request is in flight. Before it posts,
 * the binding is told (`rememberConfirm`), so a reload after it never shows the confirm button
 * again by itself: a confirmation whose answer never came opens `unsure` (check the loans first),
 * one that was answered without a usable loan-details link opens `confirmed`. Any answer that is
 * not a clear success or refusal (no answer, HTTP 5xx, a body without a code) is unclear: the loan
 * may exist, so the page says so and never offers the same confirmation again by itself.
 */

/** Where the confirmation stood when the page was left (stored by the binding, read on a reload). */
export type ConfirmStage = 'sent' | 'confirmed';

export interface Contract {
  title: string;
}

export interface PlanItem {
  title: string;
  /** Integer hundredths as canonical digits (the binding read it with readHundredths). */
  amount: Hundredths;
  description: string;
  payTime: string;
}

export interface DetailLine {
  text: string;
  value: string;
}

/** The offer as the machine holds it: the binding has read the amounts and checked the URLs. */
export interface LoanOffer {
  productName: string;
  /** Already through safeUrl: '' when missing or unsafe. */
  productLogo: string;
  /**
   * The offer's amount in hundredths, as canonical digits: loan-detail-push sends this integer back
   * unchanged (§9, issue 18 §1).
   */
  amount: Hundredths;
  /** The term as sent (in days, termUnit as sent): both go back with the confirmation unchanged. */
  periods: string;
  termUnit: string;
  rate: string;
  firstPayTime: string;
  details: DetailLine[];
  detail1: string;
  detail2: string;
  plans: PlanItem[];
  note: string;
  popTitle: string;
  popContent: string;
  /** popAgreementUrl after safeUrl: null when empty or unsafe (no modal then). */
  popUrl: string | null;
}

export interface ConfirmPage {
  /** null: an amount of the offer (its own or a plan's) is not a whole number of hundredths. */
  offer: LoanOffer | null;
  contracts: Contract[];
}

export interface LoanConfirmInput {
  productId: string;
  /** "The language type equals 1" (§4): the binding's reading, see docs/spec-notes.md. */
  languageTypeOne: boolean;
  /** The agreement box as the address keeps it: ticked only when the borrower ticked it (agreed=1). */
  agreed: boolean;
  /** The modal was already agreed to on this page (the address keeps it for Back and reload). */
  popAgreed: boolean;
  /** How the page was left before a reload, if a confirmation was on its way or done. */
  pending: ConfirmStage | null;
}

/** contract-jump (§7): position is the tapped agreement's index in the list; orderId is '' (no order yet). */
export interface ContractJumpRequest {
  productId: string;
  scene: string;
  position: string;
  orderId: string;
}

/** loan-detail-push (§7). */
export interface PushRequest {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}

/** What contract-jump and loan-detail-push answer (machines/shared/link.ts). */
export type { LinkResult };

/** §9: the agreements' scene. */
export const AGREEMENT_SCENE = '3';
/** §7: the loan details page is told where it was opened from. */
export const FROM_CONFIRM = { from: 'confirm' } as const;

export interface LoanConfirmContext extends Omit<LoanConfirmInput, 'pending'> {
  offer: LoanOffer | null;
  contracts: Contract[];
  failure: LoadFailure | null;
  /** The agreement being opened (its index), for its link's busy state. */
  opening: number | null;
  pendingStage: ConfirmStage | null;
}

export type LoanConfirmEvent =
  | LoadEvent
  | { type: 'user.agreePop' }
  | { type: 'user.cancelPop' }
  | { type: 'user.toggleAgreement' }
  | { type: 'user.openContract'; index: number }
  | { type: 'user.confirm' }
  | { type: 'user.checkLoans' }
  | { type: 'user.backToOffer' };

export interface OpenUrlParams {
  url: string;
  /** Added to the URL's query (loan details gets from=confirm). */
  query?: Record<string, string>;
  /** Replace the page in history (the confirmed loan) rather than push (an agreement to read). */
  replace: boolean;
}

const pageOf = (event: unknown) => loadedData<ConfirmPage>(event);
const offerOf = (event: unknown): LoanOffer | null => pageOf(event)?.offer ?? null;

/** The choices the address keeps (Back from an agreement, a reload): replaced, never pushed. */
const rememberChoice = navigate(({ context }: { context: LoanConfirmContext }) => ({
  route: 'loanConfirm',
  query: {
    productId: context.productId,
    ...(context.agreed ? { agreed: '1' } : {}),
    ...(context.popAgreed ? { popAgreed: '1' } : {}),
  },
  replace: true,
}));

const remember = (stage: ConfirmStage) =>
  ({ type: 'rememberConfirm', params: ({ context }: { context: LoanConfirmContext }) => ({ productId: context.productId, stage }) }) as const;
const forget = { type: 'forgetConfirm', params: ({ context }: { context: LoanConfirmContext }) => ({ productId: context.productId }) } as const;


export function pushOf(context: LoanConfirmContext): PushRequest {
  const offer = context.offer;
  return {
    amount: offer?.amount ?? '',
    periods: offer?.periods ?? '',
    termUnit: offer?.termUnit ?? '',
    productId: context.productId,
  };
}

export const loanConfirmMachine = setup({
  types: {} as { context: LoanConfirmContext; events: LoanConfirmEvent; input: LoanConfirmInput },
  actors: {
    loadPage: port<LoadResult<ConfirmPage>, { productId: string }>('loadPage'),
    contractJump: port<LinkResult, ContractJumpRequest>('contractJump'),
    push: port<LinkResult, PushRequest>('push'),
  },
  actions: {
    ...effects,
    /** Injected: keeps where the confirmation stands across a reload of the page. */
    rememberConfirm: (_, _params: { productId: string; stage: ConfirmStage }) => {},
    /** Injected: nothing is on its way any more; a reload starts afresh. */
    forgetConfirm: (_, _params: { productId: string }) => {},
    /** Injected: opens an (already checked) address from the server. */
    openUrl: (_, _params: OpenUrlParams) => {},
    /** Injected: the borrower's loans (the app's mine tab). */
    openLoans: () => {},
    setPage: assign(({ event }) => {
      const page = pageOf(event);
      return page?.offer ? { offer: page.offer, contracts: page.contracts, failure: null } : {};
    }),
    setRefused: assign({ failure: ({ event }) => refusalOf(event) }),
    setFault: assign({ failure: () => FAULT }),
    toggleAgreement: assign({ agreed: ({ context }) => !context.agreed }),
    /** A new confirmation after an unclear one needs a new tick: consent is given per confirmation. */
    clearAgreement: assign({ agreed: false }),
    markPopAgreed: assign({ popAgreed: true }),
    setOpening: assign({ opening: ({ event }) => (event.type === 'user.openContract' ? event.index : null) }),
    clearOpening: assign({ opening: null }),
  },
  guards: {
    isRefused: ({ event }) => outputOf<LoadResult>(event).ok === false,
    /** §9: an amount that is not a whole number of hundredths is never guessed. */
    isUnreadable: ({ event }) => pageOf(event) !== null && offerOf(event) === null,
    /** An offer of nothing has nothing to confirm. */
    hasNoOffer: ({ event }) => {
      const offer = offerOf(event);
      return offer !== null && isZeroHundredths(offer.amount);
    },
    /** §4: popAgreementUrl non-empty (and safe) and the language type 1; not again once agreed. */
    opensAgreement: ({ context, event }) => {
      const offer = offerOf(event);
      return offer !== null && offer.popUrl !== null && context.languageTypeOne && !context.popAgreed;
    },
    isListedContract: ({ context, event }) =>
      event.type === 'user.openContract' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.contracts.length,
    /** The box exists only with agreements to agree to. */
    hasAgreements: ({ context }) => context.contracts.length > 0,
    /** §4: only while the box is ticked, and there is no confirm at all without agreements. */
    canConfirm: ({ context }) => context.agreed && context.contracts.length > 0 && context.offer !== null,
    ...linkGuards,
    wasSent: ({ context }) => context.pendingStage === 'sent',
    wasConfirmed: ({ context }) => context.pendingStage === 'confirmed',
  },
}).createMachine({
  id: 'loanConfirm',
  context: ({ input }) => ({
    productId: input.productId,
    languageTypeOne: input.languageTypeOne,
    agreed: input.agreed,
    popAgreed: input.popAgreed,
    offer: null,
    contracts: [],
    failure: null,
    opening: null,
    pendingStage: input.pending,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Opening the page: nothing shows yet while it checks whether a confirmation was on its way before a reload',
      always: [{ guard: 'wasSent', target: 'unsure' }, { guard: 'wasConfirmed', target: 'confirmed' }, { target: 'loading' }],
    },
    loading: {
      description: 'Loading: the page shows its spinner',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'setRefused' },
          { guard: 'isUnreadable', target: 'unreadable' },
          { guard: 'hasNoOffer', target: 'empty' },
          { guard: 'opensAgreement', target: 'ready.agreement', actions: 'setPage' },
          { target: 'ready', actions: 'setPage' },
        ],
        onError: { target: 'failed', actions: 'setFault' },
      },
    },
    /** Either load failed: the server's refusal or a fault, both with a retry (and a way out). */
    failed: {
      description: "Not loaded: the server's message or 'The loan offer could not be loaded.', with Try again and Back",
      on: {
        'user.retry': 'loading',
        'user.leave': { actions: 'leave' },
      },
    },
    empty: {
      description: "No offer: 'No loan offer is available right now.' with Try again and Back",
      on: {
        'user.retry': 'loading',
        'user.leave': { actions: 'leave' },
      },
    },
    /** The offer's amount cannot be read: nothing to confirm, no loan-detail-push; Back only (§9). */
    unreadable: {
      description: "The amount cannot be read: 'amount unreadable', no Confirm, with Back",
      on: {
        'user.leave': { actions: 'leave' },
      },
    },
    ready: {
      description:
        "The offer: product, amount, term, rate, repayment date, cost breakdown and repayment plan, then the agreement box, the agreements and 'Confirm loan' (none without agreements)",
      initial: 'page',
      states: {
        /** The agreement modal over the page: Agree closes it, Cancel closes the web view (§4). */
        agreement: {
          description: "The agreement pop-up over the offer: the agreement's text, with Cancel and Agree",
          on: {
            'user.agreePop': { target: 'page', actions: ['markPopAgreed', rememberChoice] },
            'user.cancelPop': { target: '#loanConfirm.left', actions: 'leave' },
          },
        },
        page: {
          description: "The offer with the agreement box (unticked until the borrower ticks it), the agreements' titles and 'Confirm loan', on only while ticked",
          on: {
            'user.toggleAgreement': { guard: 'hasAgreements', actions: ['toggleAgreement', rememberChoice] },
            'user.openContract': { guard: 'isListedContract', target: 'openingContract', actions: 'setOpening' },
            'user.confirm': { guard: 'canConfirm', target: 'confirming' },
          },
        },
        /** contract-jump is on its way: nothing else starts meanwhile. */
        openingContract: {
          description: "An agreement is opening: a spinner beside its title; the box, the agreements and 'Confirm loan' wait",
          tags: ['busy'],
          exit: 'clearOpening',
          invoke: {
            id: 'contractJump',
            src: 'contractJump',
            input: ({ context }) => ({
              productId: context.productId,
              scene: AGREEMENT_SCENE,
              position: String(context.opening ?? 0),
              orderId: '',
            }),
            onDone: [
              {
                guard: 'hasSafeUrl',
                target: '#loanConfirm.left',
                actions: { type: 'openUrl', params: ({ event }) => ({ url: linkOf(event) ?? '', replace: false }) },
              },
              { guard: 'isOk', target: 'page', actions: toast('loanConfirm.contractUnsafe') },
              { target: 'page', actions: toastServerMessage('loanConfirm.contractFailed') },
            ],
            onError: { target: 'page', actions: toast('common.networkError') },
          },
        },
        /** loan-detail-push is on its way: the only state that posts it, and it takes no second tap. */
        confirming: {
          description: "Confirming: 'Confirm loan' spins; the box and the agreements wait for the answer",
          tags: ['busy'],
          entry: remember('sent'),
          invoke: {
            id: 'push',
            src: 'push',
            input: ({ context }) => pushOf(context),
            onDone: [
              {
                guard: 'hasSafeUrl',
                target: '#loanConfirm.left',
                actions: [
                  forget,
                  {
                    type: 'openUrl',
                    params: ({ event }) => ({ url: linkOf(event) ?? '', query: { ...FROM_CONFIRM }, replace: true }),
                  },
                ],
              },
              // Confirmed, but the details link is missing or unsafe: nothing navigates, and the
              // page never offers to confirm again.
              { guard: 'isOk', target: '#loanConfirm.confirmed', actions: [remember('confirmed'), toast('loanConfirm.detailsRefused')] },
              // A refusal: nothing was confirmed.
              { target: 'page', actions: [forget, toastServerMessage('loanConfirm.confirmFailed')] },
            ],
            // The answer was lost or unclear: the loan may have been taken, so the page says so (no
            // 'error' toast beside it, which would read as a failure) and does not offer Confirm again.
            onError: { target: '#loanConfirm.unsure' },
          },
        },
      },
    },
    /** A confirmation left and its answer never came (now or before a reload): check before again. */
    unsure: {
      description: "'Did your confirmation go through?': check the loans before confirming again, with 'Check my loans' and 'Back to the offer'",
      on: {
        'user.checkLoans': { target: 'left', actions: 'openLoans' },
        // The borrower asks for the offer again on purpose; confirming it then needs a new tick and a tap.
        'user.backToOffer': { target: 'loading', actions: [forget, 'clearAgreement', rememberChoice] },
      },
    },
    /** The loan is confirmed but its details could not be opened: only the loans are offered. */
    confirmed: {
      description: "'Your loan is confirmed' (its details could not be opened here), with 'Check my loans'",
      on: {
        'user.checkLoans': { target: 'left', actions: 'openLoans' },
      },
    },
    /** The page is handed over (loan details, an agreement, the app): nothing of it runs any more. */
    left: { description: "The page is handed over (the loan's details, an agreement or the app's loans): it takes no tap any more", type: 'final' },
  },
  meta: { words: loanConfirmWords },
});

export type LoanConfirmMachine = typeof loanConfirmMachine;
