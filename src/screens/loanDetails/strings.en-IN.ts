/**
 * Strings of the loan-details page (version 3). 'delay repayment', 'loan more' and 'more products'
 * are quoted by the spec (§2) in English: shown as quoted in India, translated in Indonesia
 * (docs/spec-notes.md "Translations").
 */
export const loanDetailsView = {
  'loanDetails.title': 'Loan details',
  'loanDetails.failed': 'The loan details could not be loaded. Check your connection and try again.',
  'loanDetails.refused': 'This loan could not be found.',
  'loanDetails.missing': 'This link is incomplete: it does not say which loan to show.',
  'loanDetails.rows': 'Loan information',
  'loanDetails.repayBlock': 'Repayment',
  'loanDetails.repay': 'Repay',
  'loanDetails.delay': 'delay repayment',
  'loanDetails.loanMore': 'loan more',
  'loanDetails.recommended': 'Recommended for you',
  'loanDetails.moreProducts': 'more products',
  'loanDetails.rate': 'Interest',
  'loanDetails.unavailable': 'Not available',
  'loanDetails.jumpFailed': 'The product could not be opened. Please try again.',
  'loanDetails.phone': 'Customer service',
  'loanDetails.rateUs': 'Rate our app',
  'loanDetails.ratingTitle': 'Enjoying our app?',
  'loanDetails.ratingPrompt': 'Tap a star to rate your experience.',
  'loanDetails.submit': 'Submit',
  'loanDetails.thanksTitle': 'Thank you!',
  'loanDetails.thanksText': 'Thank you for your feedback. We will keep making borrowing easier.',
  'loanDetails.ok': 'OK',
  'loanDetails.productUnavailable': 'Not available now',
} as const;
