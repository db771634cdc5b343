import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const extensionWords = machineWords({
  purpose: "Extend a loan's due date: shows the extension fee and the new date, then goes on to pay the fee",
  events: {
    ...LOAD_WORDS.events,
    'user.pay': "Borrower taps 'Pay now'",
    'user.call': 'Borrower taps the customer service telephone',
  },
  guards: {
    ...LOAD_WORDS.guards,
    isZero: 'The extension fee is zero',
    hasUnreadableFee: 'The extension fee cannot be read (not a whole number of hundredths)',
  },
  delays: {},
  actors: {
    loadDelay: {
      does: "Asks for the extension's fee, new due date and order details",
      done: 'Extension answered (or refused, with a message)',
      error: 'Extension not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setDetail: "Shows the product, the fee, the new due date ('Valid until'), the order details and the telephone",
    resetPayway: "Forgets the payment method kept from before: the payment page starts from the server's default",
    callPhone: 'Dials the customer service telephone',
  },
});
