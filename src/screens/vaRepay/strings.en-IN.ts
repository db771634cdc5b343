/**
 * Strings of the virtual-account repay page. 'Pelunasan', 'TELAH MEMBAYAR', 'BATAL', 'YA' and
 * 'Ganti metode' are quoted by the spec (§2) in Indonesian: India reads them in English
 * (docs/spec-notes.md has the table spec -> en-IN -> id-ID).
 */
export const vaRepayView = {
  'vaRepay.title': 'Repayment',
  'vaRepay.paid': 'I HAVE PAID',
  'vaRepay.tipsCancel': 'CANCEL',
  'vaRepay.tipsYes': 'YES',
  'vaRepay.accountNumber': 'Virtual account number',
  'vaRepay.paymentCode': 'Payment code',
  'vaRepay.copy': 'Copy',
  'vaRepay.copied': 'Copied',
  'vaRepay.copyNumber': 'Copy number',
  'vaRepay.copyAmount': 'Copy amount',
  'vaRepay.numberCopied': 'Number copied',
  'vaRepay.amountCopied': 'Amount copied',
  'vaRepay.copyFailed': 'Could not copy',
  'vaRepay.selectByHand': 'Press and hold the number to select and copy it.',
  'vaRepay.total': 'Total payment',
  'vaRepay.billNo': 'Bill number',
  'vaRepay.method': 'Payment method',
  'vaRepay.bank': 'Bank',
  'vaRepay.market': 'Mini market',
  'vaRepay.changeMethod': 'Change method',
  'vaRepay.steps': 'How to pay',
  'vaRepay.keepProof': 'Keep the deposit slip or receipt as proof of payment until your loan shows as paid.',
  'vaRepay.complainText': 'A problem with your payment?',
  'vaRepay.complain': 'Contact customer service',
  'vaRepay.phone': 'Service telephone',
  'vaRepay.tipsTitle': 'Already paid?',
  'vaRepay.tipsText':
    'Payments are usually confirmed within a few minutes. Your loan shows as paid once the payment arrives; keep your receipt until then.',
  'vaRepay.refused': 'This bill cannot be paid right now.',
  'vaRepay.empty': 'No payment number is available for this method right now.',
  'vaRepay.answerUnreadable':
    'The payment details came back with an amount we cannot read, so no payment number is shown. Try again, or choose another method.',
  'vaRepay.unclearTitle': 'We did not get an answer',
  'vaRepay.unclearText':
    'Your payment number may already have been created, and a payment you made to it may already have gone through. Check again to see your payment number, or open your loan to see what is still due.',
  'vaRepay.check': 'Check again',
  'vaRepay.openLoan': 'Open my loan',
  'vaRepay.missing': 'This payment link is incomplete. Please open it again from your loan.',
} as const;
