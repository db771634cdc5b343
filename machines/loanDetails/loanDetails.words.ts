import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const loanDetailsWords = machineWords({
  purpose: "Loan details: the order's status and figures, with what the status allows (repay, delay repayment, loan more, recommended products) and a rating pop-up when the server asks",
  events: {
    ...LOAD_WORDS.events,
    'user.repay': 'User taps Repay',
    'user.delay': "User taps 'delay repayment'",
    'user.loanMore': "User taps 'loan more'",
    'user.moreProducts': "User taps 'more products'",
    'user.openProduct': "User taps a recommended product's button",
    'user.callPhone': 'User taps the customer service telephone',
    'user.rate': "User taps 'Rate our app'",
    'user.closeThanks': 'User taps OK on (or closes) the thank-you pop-up',
  },
  guards: {
    ...LOAD_WORDS.guards,
    asksRating: 'The server asks for a rating (isScore 1)',
    canRepay: 'The status shows Repay (174, 180, 3 or 5 with the repay block; 170 as the button alone)',
    hasH5Url: 'The server gave its own repayment address (h5Url)',
    canDelay: "The status shows the repay block and isDelay is 1: 'delay repayment' shows",
    canLoanMore: "The status offers 'loan more' (200 or 4)",
    showsRecommended: 'The status shows the recommended products (any but 170, 174, 180 and 200)',
    isClickableProduct: 'The tapped product is shown and active (flag 1, globally not 0)',
    hasPhone: "A service telephone is known (the answer's, else the configured one)",
    hasLink: "The jump's answer carries a link that is safe to open",
    isJumpRefused: 'The server refused the jump, with its message',
    isGoodRating: 'Rated 4 stars or more',
    isRated: 'A score was sent',
  },
  delays: { ratingPrompt: '3 seconds pass after the details show' },
  actors: {
    loadDetail: {
      does: "Asks for the order's details (loan details)",
      done: 'Details answered',
      error: 'Details not loaded (network or server fault)',
    },
    productJump: {
      does: "Asks for the tapped product's link (product jump)",
      done: "Product's link answered (a link, none usable, or a refusal)",
      error: 'Product not opened (network or server fault)',
    },
    rating: {
      does: 'The rating pop-up: the borrower chooses stars and taps Submit, or closes it',
      done: 'Pop-up closed: rated with a score, or closed without rating',
      error: 'Rating pop-up stopped on a fault',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setDetail: "Keeps the order's details to show",
    openUrl: "Opens the server's own repayment address (h5Url)",
    openLink: "Opens the product's link: in this web view when it is http(s), else through the app",
    openProductPage: "The app opens the product's own page",
    saveEvent: "Records the tap (page event: the product, the module and the card's place), without waiting for it",
    goHome: 'The app shows its home page',
    goRate: 'The app opens its rate screen',
    callPhone: 'The phone dials the service telephone',
    setJumpIndex: "Keeps which product is opening: its button spins, the other cards take no tap",
  },
});
