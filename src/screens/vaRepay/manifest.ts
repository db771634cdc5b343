import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'vaRepay',
  route: { path: '/that' },
  machine: 'vaRepay',
  title: 'vaRepay.title',
  page: 'virtual account',
  readme:
    'virtual-account repayment (\'Pelunasan\'): the account number to copy, the amount, the steps, \'Ganti metode\' (`orderId`, `productId`, `amount` (without it, what is owed), optional `display=1`)',
  demo: { IN: 'orderId=1003&productId=102&amount=1072000', ID: 'orderId=2003&productId=202&amount=160800000' },
  example: 'ID',
  testPage: { label: { IN: 'Virtual account', ID: 'Virtual account' }, query: { productId: '{productId}', orderId: '{orderId}', amount: { IN: '1072000', ID: '160800000' } } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
