/**
 * The card-repayment page's copy in India (English), as the component and path tests read it:
 * the toasts, the alerts and the notes of the payment, its SMS step and its wallet.
 */
export const CARD_REPAY_TEXT = {
  selectCard: 'Please choose the bank card to pay with first!',
  codeTooShort: 'Please enter the correct verification code',
  wrongCode: 'Wrong verification code',
  duplicate: 'Please do not submit the payment request twice',
  failed: 'Processing failed',
  network: 'error',
  cardListFailed: 'Could not load the card list',
  walletRefused: 'The wallet could not be opened. Please try again, or pay by card.',
  getCode: 'Get code',
  unsure: 'Your payment may already have gone through',
  earlier: 'An earlier payment may still be in progress',
  unreadable: 'The amount cannot be read',
};
