import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'extension',
  route: { path: '/repaymentDelay' },
  machine: 'extension',
  title: 'bill.title',
  page: 'repayment extension',
  readme:
    'repayment extension (\'Detail Tagihan\'): fee, expiry, order lines with the current due date and amount owed beside the new due date (`orderId`, `productId`; orders 1004/2004 and 1008/2008 may be extended)',
  demo: { IN: 'orderId=1004&productId=101', ID: 'orderId=2004&productId=201' },
  example: 'ID',
  testPage: { label: { IN: 'Repayment extension', ID: 'Perpanjangan pembayaran' }, query: { productId: '{productId}', orderId: '{orderId}' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
