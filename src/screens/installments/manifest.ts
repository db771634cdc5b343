import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'installments',
  route: { path: '/repayment' },
  machine: 'installments',
  title: 'bill.title',
  page: 'installments',
  readme:
    'installments (\'Detail Tagihan\'): each period with its status, amount and due date, pay-all, paid periods folded, the total, \'Bayar Segera\' to `/that` (`orderId`, `productId`; `selected` keeps the selection; orders 1003/2003 and 1010/2010 have several periods)',
  demo: { IN: 'orderId=1003&productId=102', ID: 'orderId=2003&productId=202' },
  example: 'ID',
  testPage: { label: { IN: 'Installments', ID: 'Cicilan' }, query: { productId: '{productId}', orderId: '{orderId}' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
