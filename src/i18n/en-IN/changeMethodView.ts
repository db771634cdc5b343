/**
 * Strings of the change-method page. The confirm button and the incomplete-choice toast are quoted
 * by the spec (§2, §5) in Indonesian and both markets show them as quoted.
 */
export const changeMethodView = {
  'changeMethod.title': 'Payment method',
  'changeMethod.amount': 'Amount to pay',
  'changeMethod.payType': 'Pay at',
  'changeMethod.type.bank': 'Bank',
  'changeMethod.type.market': 'Mini Market',
  'changeMethod.chooseType': 'Choose Bank or Mini Market to see where you can pay.',
  'changeMethod.banks': 'Choose a bank',
  'changeMethod.methods': 'Pay by',
  'changeMethod.methodsLocked': 'Choose a bank first.',
  'changeMethod.markets': 'Choose a mini market',
  'changeMethod.noBanks': 'No bank is available for this payment right now.',
  'changeMethod.noMarkets': 'No mini market is available for this payment right now.',
  'changeMethod.loadFailed': 'The payment options could not be loaded.',
  'changeMethod.missing': 'This payment link is incomplete. Please open it again from your loan.',
  'changeMethod.confirm': 'SAYA INGIN MEMBAYAR',
  'changeMethod.incomplete': 'Silakan lengkapi informasinya',
} as const;
