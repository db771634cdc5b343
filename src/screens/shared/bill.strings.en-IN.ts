/**
 * Strings of the installment and extension bills. 'Detail Tagihan' and 'Bayar Segera' are quoted
 * by the spec (§2) in Indonesian: India reads them in English (docs/spec-notes.md has the table).
 */
export const billView = {
  'bill.title': 'Bill details',
  'bill.pay': 'Pay now',
  'bill.zero': 'Choose a period to pay first.',
  'bill.noFee': 'There is no fee to pay for this extension.',
  'bill.loadRefused': 'This bill could not be opened.',
  'bill.missing': 'This link is incomplete: it does not say which loan to show.',
  'bill.amountUnreadable':
    'An amount in this bill came back in a form we cannot read, so nothing can be paid here now. Please try again.',
  'bill.amountUnknown': 'Amount unknown',
  'bill.pendingCount': '{count} periods to pay',
  'bill.pendingOne': '1 period to pay',
  'bill.period': 'Period {n}',
  'bill.due': 'Due {date}',
  'bill.status.unpaid': 'Unpaid',
  'bill.status.paid': 'Paid',
  'bill.overdue': 'Overdue',
  'bill.locked': 'Not payable yet',
  'bill.payAll': 'Pay all',
  'bill.total': 'To pay',
  'bill.selected': '{count} of {total} periods selected',
  'bill.paid': 'Paid periods ({count})',
  'bill.allPaid': 'Every period of this loan is paid. Nothing is due.',
  'bill.fee': 'Extension fee',
  'bill.expiry': 'Valid until',
  'bill.orderDetail': 'Order details',
  'bill.phone': 'Customer service',
  'bill.extensionHint': 'Pay the fee to move your due date. Your loan amount stays the same.',
} as const;
