/**
 * Strings of the change-method page. The confirm button ('SAYA INGIN MEMBAYAR') and the
 * incomplete-choice toast ('Silakan lengkapi informasinya') are quoted by the spec (§2, §5) in
 * Indonesian: India reads them in English (docs/spec-notes.md has the table).
 */
export const changeMethodView = {
  'changeMethod.title': 'Payment method',
  'changeMethod.amount': 'Amount to pay',
  'changeMethod.amountDue': 'Everything due now',
  'changeMethod.payType': 'Pay at',
  'changeMethod.type.bank': 'Bank',
  'changeMethod.type.market': 'Mini Market',
  'changeMethod.chooseType': 'Choose Bank or Mini Market to see where you can pay.',
  'changeMethod.banks': 'Choose a bank',
  'changeMethod.methods': 'Pay by',
  'changeMethod.methodsLocked': 'Choose a bank first.',
  'changeMethod.noMethods': 'Nothing more to choose: pay from any {bank} channel.',
  'changeMethod.markets': 'Choose a mini market',
  'changeMethod.noBanks': 'No bank is available for this payment right now.',
  'changeMethod.noMarkets': 'No mini market is available for this payment right now.',
  'changeMethod.loadFailed': 'The payment options could not be loaded.',
  'changeMethod.missing': 'This payment link is incomplete. Please open it again from your loan.',
  'changeMethod.confirm': 'I WANT TO PAY',
  'changeMethod.incomplete': 'Please complete the information',
} as const;
