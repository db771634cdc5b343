/**
 * Strings of the virtual-account repay page. 'Pelunasan', 'TELAH MEMBAYAR', 'BATAL' and 'YA' are
 * quoted by the spec (§2) and shown as quoted in both markets.
 */
export const vaRepayView = {
  'vaRepay.title': 'Pelunasan',
  'vaRepay.paid': 'TELAH MEMBAYAR',
  'vaRepay.tipsCancel': 'BATAL',
  'vaRepay.tipsYes': 'YA',
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
  'vaRepay.failed': 'The payment details could not be loaded.',
  'vaRepay.refused': 'This bill cannot be paid right now.',
  'vaRepay.empty': 'No payment number is available right now.',
  'vaRepay.missing': 'This payment link is incomplete. Please open it again from your loan.',
} as const;
