import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'cardRepay',
  route: { path: '/cardRepay' },
  machine: 'cardRepay',
  title: 'cardRepay.title',
  page: 'card repayment',
  readme:
    'repayment by bound card with the SMS step (\'Change card\' and \'Open my loan\' under Confirm), or by wallet; an unclear answer shows "may have gone through" with a status check, never Pay again (`orderId`, `productId`, `amount`; demo SMS code `123456`, HDFC asks for it, SBI pays at once; orders 1003, 1004, 1007, 1008 and 1010 have something to repay; the example is one of order 1003\'s three instalments, ₹10,720.00). A payment page reloaded shows the same step (its address carries `pay=`); opened anew it shows the cards, with a notice when an earlier payment of the last 30 minutes may still be in progress',
  demo: { IN: 'orderId=1003&productId=102&amount=1072000', ID: 'orderId=2003&productId=202&amount=160800000' },
  example: 'IN',
  testPage: { label: { IN: 'Card repayment', ID: 'Bayar dengan kartu' }, query: { productId: '{productId}', orderId: '{orderId}', amount: { IN: '1072000', ID: '160800000' } } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
