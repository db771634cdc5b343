/**
 * Strings of the loan confirm page. 'loan information' is quoted by the spec (§2): shown as quoted
 * in India, translated in Indonesia (docs/spec-notes.md "Copy").
 */
export const loanConfirmView = {
  'loanConfirm.title': 'loan information',
  'loanConfirm.amount': 'Loan amount',
  'loanConfirm.term': 'Loan term',
  'loanConfirm.days': '{n} days',
  'loanConfirm.rate': 'Interest rate',
  'loanConfirm.repayDate': 'Repayment date',
  'loanConfirm.details': 'Cost breakdown',
  'loanConfirm.plan': 'Repayment plan',
  'loanConfirm.payTime': 'Pay by {date}',
  'loanConfirm.agreements': 'Agreements',
  'loanConfirm.untitledAgreement': 'Agreement {n}',
  'loanConfirm.agree': 'I have read and agree to these agreements:',
  'loanConfirm.tickToConfirm': 'Tick the box to agree before you confirm.',
  'loanConfirm.amountUnreadable':
    'This loan offer carries an amount we cannot read, so it cannot be confirmed here. Please try again later or contact customer service.',
  'loanConfirm.noAgreements': 'This loan has no agreement to sign yet, so it cannot be confirmed here.',
  'loanConfirm.confirm': 'Confirm loan',
  'loanConfirm.popTitle': 'Loan agreement',
  'loanConfirm.popFrame': 'Agreement text',
  'loanConfirm.popCancel': 'Cancel',
  'loanConfirm.popAgree': 'Agree',
  'loanConfirm.loadFailed': 'The loan offer could not be loaded.',
  'loanConfirm.empty': 'No loan offer is available right now.',
  'loanConfirm.contractFailed': 'The agreement could not be opened.',
  'loanConfirm.contractUnsafe': 'The agreement link is not safe to open.',
  'loanConfirm.confirmFailed': 'The loan could not be confirmed.',
  'loanConfirm.detailsRefused': 'Your loan is confirmed, but its details could not be opened.',
  'loanConfirm.unsureTitle': 'Did your confirmation go through?',
  'loanConfirm.unsureText':
    'Your confirmation was sent, but no clear answer came back. Check your loans before you confirm again, so the loan is not taken twice.',
  'loanConfirm.checkLoans': 'Check my loans',
  'loanConfirm.backToOffer': 'Back to the offer',
  'loanConfirm.confirmedTitle': 'Your loan is confirmed',
  'loanConfirm.confirmedText': 'Its details could not be opened here. You will find the loan under My loans in the app.',
  'loanConfirm.missing': 'No product was given, so there is no loan to confirm.',
} as const;
