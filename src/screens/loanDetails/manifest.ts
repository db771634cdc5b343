import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'loanDetails',
  route: { path: '/loanDetails' },
  machine: 'loanDetails',
  title: 'loanDetails.title',
  page: 'loan details',
  readme:
    'loan details by status, repay and extension links, recommended products, the app rating pop-up (`productId`, `orderId`; orders 1001-1010 are the ten statuses in the order 21, 151, 174, 180, 110, 200, 170, 3, 4, 5)',
  demo: { IN: 'orderId=1006&productId=101', ID: 'orderId=2006&productId=201' },
  example: 'IN',
  testPage: { label: { IN: 'Loan details', ID: 'Detail pinjaman' }, query: { productId: '{productId}', orderId: '{orderId}' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
