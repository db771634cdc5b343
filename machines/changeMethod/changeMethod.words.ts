import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const changeMethodWords = machineWords({
  purpose: 'Choose how to pay a loan: a bank and its way to pay, or a mini market; the choice is kept and the payment page opens',
  events: {
    ...LOAD_WORDS.events,
    'user.chooseType': 'Borrower picks Bank or Mini Market',
    'user.chooseBank': 'Borrower picks a bank',
    'user.chooseMethod': "Borrower picks a way to pay at the chosen bank (ATM, mobile banking, ...)",
    'user.chooseMarket': 'Borrower picks a mini market',
    'user.confirm': "Borrower taps 'I WANT TO PAY'",
  },
  guards: {
    ...LOAD_WORDS.guards,
    isAmountUnreadable: "The page address's amount cannot be read (not a whole number of hundredths)",
    hasWantedType: 'The address or the choice kept from before names Bank or Mini Market (or the market offers only one)',
    isOtherType: 'The type picked is not the one shown, and the market offers it',
    hasNoOptions: 'The list of the type came back empty',
    isOtherListedBank: 'Another bank of the list is picked',
    isOtherMethodOfBank: 'Another way to pay of the chosen bank is picked',
    isOtherListedMarket: 'Another mini market of the list is picked',
    isComplete: 'The choice is complete: a bank and one of its ways to pay (a bank that lists none, alone), or a mini market',
  },
  delays: {},
  actors: {
    loadOptions: {
      does: 'Asks which banks (with their ways to pay) or mini markets take this payment',
      done: 'List answered (or refused, with a message)',
      error: 'List not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    forgetChoice: 'Forgets the payment method kept from before',
    saveChoice: 'Keeps the method chosen, for the payment page',
    setType: 'Marks the type picked; the bank, the way to pay and the mini market are cleared',
    setOptions: 'Shows the list, with the pick the address or the kept choice named still chosen where the list has it',
    selectBank: 'Marks the bank picked; its way to pay is to be chosen again',
    selectMethod: 'Marks the way to pay picked',
    selectMarket: 'Marks the mini market picked',
  },
});
