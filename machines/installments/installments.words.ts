import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const installmentsWords = machineWords({
  purpose: "Pay an installment loan's periods in order: select from the first, see the total, go on to pay it",
  events: {
    ...LOAD_WORDS.events,
    'user.toggle': 'Borrower taps a period to pay',
    'user.togglePayAll': "Borrower taps the 'Pay all' switch",
    'user.togglePaid': "Borrower taps 'Paid periods' to unfold or fold them",
    'user.pay': "Borrower taps 'Pay now'",
  },
  guards: {
    ...LOAD_WORDS.guards,
    hasNothingPending: 'Every period is paid: none is left to pay',
    hasUnreadableAmount: "A period's amount to pay cannot be read (not a whole number of hundredths)",
    isClickable: 'The period tapped may be selected or cleared (canClick 1)',
    isSelected: 'The period tapped is selected',
    isAllSelected: 'Every period to pay is selected',
    isZero: 'The total selected is zero',
  },
  delays: {},
  actors: {
    loadPlan: {
      does: "Asks for the loan's periods, to pay and paid",
      done: 'Periods answered (or refused, with a message)',
      error: 'Periods not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setPlan: 'Shows the periods, selected as the address kept them, else the first',
    selectUpTo: 'Selects the period tapped and every earlier one',
    deselectFrom: 'Clears the period tapped and every later one',
    selectAll: 'Selects every period to pay',
    selectFirst: 'Selects the first period only',
    togglePaid: 'Unfolds or folds the paid periods',
    resetPayway: "Forgets the payment method kept from before: the payment page starts from the server's default",
  },
});
