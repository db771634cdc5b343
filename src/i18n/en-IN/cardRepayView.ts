/** Strings of the card repayment screen; the spec's quoted ones live in ../shared/cardRepay. */
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
  'cardRepay.confirm': 'Confirm payment',
  'cardRepay.unsureTitle': 'Your payment may already have gone through',
  'cardRepay.unsureText':
    'We sent your payment, but the connection dropped before the answer came. Check your loan before paying again, so you are not charged twice.',
  'cardRepay.checkLoan': 'Check my loan',
  'cardRepay.payAgain': 'Pay again',
  'cardRepay.missing': 'This payment link is incomplete. Please open it again from your loan.',
  'cardRepay.loadFailed': 'Your bank cards could not be loaded.',
} as const;
