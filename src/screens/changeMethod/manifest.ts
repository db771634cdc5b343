import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'changeMethod',
  route: { path: '/individual' },
  machine: 'changeMethod',
  title: 'changeMethod.title',
  page: 'change method',
  readme:
    'change of payment method: a bank and its method (a bank that lists none is paid with the bank alone), or a mini market (Indonesia only) (`orderId`, `productId`, optional `amount` and `display=1`)',
  demo: { IN: 'orderId=1003&productId=102&amount=1072000', ID: 'orderId=2003&productId=202&amount=160800000' },
  example: 'ID',
  testPage: { label: { IN: 'Change method', ID: 'Ganti metode' }, query: { productId: '{productId}', orderId: '{orderId}', amount: { IN: '1072000', ID: '160800000' } } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
