import { LINK_WORDS } from '../shared/link';
import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const loanConfirmWords = machineWords({
  purpose: 'Loan confirm: the borrower reads the offer, ticks the agreement box and confirms the loan, which is taken once',
  events: {
    ...LOAD_WORDS.events,
    'user.agreePop': 'User taps Agree in the agreement pop-up',
    'user.cancelPop': 'User taps Cancel in the agreement pop-up',
    'user.toggleAgreement': 'User ticks or unticks the agreement box',
    'user.openContract': "User taps an agreement's title",
    'user.confirm': "User taps 'Confirm loan'",
    'user.checkLoans': "User taps 'Check my loans'",
    'user.backToOffer': "User taps 'Back to the offer'",
  },
  guards: {
    ...LOAD_WORDS.guards,
    ...LINK_WORDS.guards,
    wasSent: 'Before a reload, a confirmation was sent and its answer never came',
    wasConfirmed: "Before a reload, the loan was confirmed but its details could not be opened",
    isUnreadable: "An amount of the offer (its own or a plan's) is not a whole number of hundredths (never guessed)",
    hasNoOffer: 'The offer is for an amount of zero: nothing to confirm',
    opensAgreement: 'The offer has a safe agreement pop-up link, the language type is 1, and the pop-up was not agreed to yet',
    hasAgreements: 'The offer has agreements (the box exists only then)',
    isListedContract: 'The tapped agreement is one of the list',
    canConfirm: 'The agreement box is ticked and the offer has agreements',
  },
  delays: {},
  actors: {
    loadPage: {
      does: 'Asks for the offer (loan-detail-confirm) and its agreements (contract list) together',
      done: 'Offer and agreements answered (either may be refused)',
      error: 'Offer not loaded (network or server fault)',
    },
    contractJump: {
      does: "Asks for the tapped agreement's link (contract-jump, scene 3)",
      done: "Agreement's link answered",
      error: 'Agreement not opened (network or server fault)',
    },
    push: {
      does: 'Confirms the loan: takes the debt (loan-detail-push with the amount, the term and the product)',
      done: "Confirmation answered (the loan's details link, confirmed without a usable link, or a refusal)",
      error: 'No clear answer (lost, HTTP 5xx or no code): the loan may have been taken',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setPage: 'Keeps the offer and its agreements to show',
    toggleAgreement: 'Ticks or unticks the agreement box',
    clearAgreement: 'Unticks the agreement box: a new confirmation needs a new tick',
    markPopAgreed: 'Keeps that the agreement pop-up was agreed to: it does not open again',
    setOpening: 'A spinner shows beside the tapped agreement',
    clearOpening: "The agreement's spinner goes",
    openUrl: "Opens the server's link: an agreement to read, or the loan's details in place of this page",
    openLoans: "The app shows the borrower's loans",
    rememberConfirm: 'Keeps, across a reload (30 minutes), that the confirmation was sent or confirmed',
    forgetConfirm: 'Forgets the kept confirmation: a reload starts afresh',
  },
});
