import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const loanAgreementWords = machineWords({
  purpose: 'The loan agreement: the document of the offer the borrower agrees to on the loan confirm page, to read only',
  events: { ...LOAD_WORDS.events },
  guards: {
    ...LOAD_WORDS.guards,
    isUnreadable: 'An amount of the offer is not a whole number of hundredths (never guessed)',
    hasNoOffer: 'The offer is for an amount of zero: there is no loan to agree to',
  },
  delays: {},
  actors: {
    loadAgreement: {
      does: "Asks for the offer of the product (loan-detail-confirm) and the agreement's title (contract list)",
      done: 'Offer and agreement answered',
      error: 'Agreement not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setAgreement: "Keeps the offer's figures and the agreement's title to show",
  },
});
