import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const vaRepayWords = machineWords({
  purpose: 'Shows where and how to pay a loan by bank virtual account or mini market code: the number to pay to, the total, the steps',
  events: {
    ...LOAD_WORDS.events,
    'user.check': "Borrower taps 'Check again'",
    'user.openLoan': "Borrower taps 'Open my loan'",
    'user.copy': 'Borrower taps Copy beside the number or the total',
    'user.toggleStep': 'Borrower taps a bank method to unfold or fold its steps',
    'user.changeMethod': "Borrower taps 'Change method'",
    'user.complain': "Borrower taps 'Contact customer service'",
    'user.callPhone': 'Borrower taps the service telephone',
    'user.openTips': "Borrower taps 'I HAVE PAID'",
    'user.closeTips': 'Borrower closes the tips (CANCEL, Escape, or a tap beside them)',
    'user.confirmTips': 'Borrower taps YES in the tips',
  },
  guards: {
    ...LOAD_WORDS.guards,
    isAddressUnreadable: "The page address's amount cannot be read (not a whole number of hundredths)",
    isAnswerUnreadable: "The answer's amount cannot be read (not a whole number of hundredths)",
    hasNoAccount: 'The answer has no number to pay to',
    isBankStep: "The method tapped is one of the bank's methods",
    hasPhone: "A service telephone is known (the answer's, else the configured one)",
  },
  delays: { copiedFor: "3 seconds pass ('Copied' shows that long)" },
  actors: {
    loadAccount: {
      does: 'Asks for the number to pay to, for the method chosen',
      done: 'The server answered: the number, total and steps, or a refusal',
      error: 'No clear answer (no connection, timeout, server fault): the number may exist, a payment may have gone through',
    },
    copy: {
      does: 'Copies the number or the total to the clipboard',
      done: 'Copied',
      error: 'Not copied (the clipboard refused)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    callPhone: 'Dials the service telephone',
    setAccount: 'Shows the number, the total, the bill number, the method and its steps, the first bank method unfolded',
    toggleStep: "Unfolds the method's steps (folding the one open), or folds them",
    setCopyTarget: 'Keeps which is copied, the number or the total',
  },
});
