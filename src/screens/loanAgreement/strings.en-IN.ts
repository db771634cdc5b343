/**
 * Strings of the loan agreement page (issue 18 §5): the document the borrower agrees to on loan
 * confirm, filled with the offer's figures. The spec quotes none of them.
 */
export const loanAgreementView = {
  'loanAgreement.title': 'Loan agreement',
  'loanAgreement.for': 'For your {product} loan',
  'loanAgreement.intro':
    'This agreement is between you, the borrower, and the lender of {product}, through the {app} app operated by {company}. It sets out the loan offered to you below. Read it before you confirm the loan.',
  'loanAgreement.loan': 'The loan',
  'loanAgreement.product': 'Product',
  'loanAgreement.amount': 'Loan amount',
  'loanAgreement.term': 'Loan term',
  'loanAgreement.days': '{n} days',
  'loanAgreement.rate': 'Interest rate',
  'loanAgreement.firstPay': 'First repayment date',
  'loanAgreement.fees': 'Fees and costs',
  'loanAgreement.plan': 'Repayment plan',
  'loanAgreement.payBy': 'Pay by {date}',
  'loanAgreement.commitments': 'Your commitments',
  'loanAgreement.repayOnTime': 'Repay each amount of the repayment plan by its date, in the app.',
  'loanAgreement.lateFees': 'Late repayment costs late fees as the loan terms and conditions set out.',
  'loanAgreement.consent':
    'You agree to this agreement only by ticking the agreement box on the loan information page and then tapping Confirm loan. Until then nothing is agreed and no loan is taken.',
  'loanAgreement.failed': 'The agreement could not be loaded. Check your connection and try again.',
  'loanAgreement.refused': 'This agreement is not available.',
  'loanAgreement.amountUnreadable':
    'The loan offer of this agreement carries an amount we cannot read, so the agreement cannot be shown. Please try again later or contact customer service.',
  'loanAgreement.empty': 'There is no loan offer for this product right now, so there is no agreement to show.',
  'loanAgreement.missing': 'This link is incomplete: it does not say which loan the agreement is for.',
} as const;
