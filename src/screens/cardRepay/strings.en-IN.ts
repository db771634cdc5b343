/**
 * Strings of the card repayment screen. The spec's Chinese strings of this page (§5, §8) are
 * translated here; docs/spec-notes.md lists them spec -> en-IN -> id-ID.
 */
export const cardRepayView = {
  'cardRepay.title': 'Repay by card',
  'cardRepay.amount': 'Amount to pay',
  'cardRepay.cards': 'Pay from',
  'cardRepay.noCards': 'No bank card is linked to your account yet. Add one in the app, then try again.',
  'cardRepay.pay': 'Pay {amount}',
  'cardRepay.wallet': 'Pay with a wallet instead',
  'cardRepay.walletRefused': 'The wallet could not be opened. Please try again, or pay by card.',
  'cardRepay.smsTitle': 'Enter the SMS code',
  'cardRepay.smsHint': 'Your bank sent a 6-digit code to the phone number of this card.',
  'cardRepay.code': 'SMS code',
  'cardRepay.payingFrom': 'Paying from',
  'cardRepay.confirm': 'Confirm payment',
  'cardRepay.changeCard': 'Change card',
  'cardRepay.openLoan': 'Open my loan',
  'cardRepay.unsureTitle': 'Your payment may already have gone through',
  'cardRepay.unsureText':
    'We sent your payment but did not get a clear answer, so it may have gone through. Check its status or open your loan before paying again, so you are not charged twice.',
  'cardRepay.duplicateText':
    'This payment was already submitted. Check its status or open your loan to see whether it went through.',
  'cardRepay.check': 'Check payment status',
  'cardRepay.statusLabel': 'Status of this loan now',
  'cardRepay.statusNone': 'The server gave no status for this loan. Open your loan for details.',
  'cardRepay.checkRefused': 'The status could not be checked.',
  'cardRepay.checkFailed': 'The status could not be checked. Please try again.',
  'cardRepay.earlierTitle': 'An earlier payment may still be in progress',
  'cardRepay.earlierText':
    'You started a payment for this loan in the last 30 minutes and it may still go through. Open your loan to check before paying again, so you are not charged twice.',
  'cardRepay.missing': 'This payment link is incomplete. Please open it again from your loan.',
  // The spec's strings (§5, §8), translated.
  'cardRepay.selectCard': 'Please choose the bank card to pay with first!',
  'cardRepay.codeTooShort': 'Please enter the correct verification code',
  'cardRepay.wrongCode': 'Wrong verification code',
  'cardRepay.duplicate': 'Please do not submit the payment request twice',
  'cardRepay.failed': 'Processing failed',
  'cardRepay.cardListFailed': 'Could not load the card list',
} as const;
