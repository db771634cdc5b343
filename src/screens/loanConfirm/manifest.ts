import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'loanConfirm',
  route: { path: '/loanConfirm' },
  machine: 'loanConfirm',
  title: 'loanConfirm.title',
  page: 'loan confirm',
  readme:
    'loan confirm: offer, repayment plan, agreements (the box starts unticked; `agreed=1` keeps the tick), the agreement modal (India), Confirm once (`productId`)',
  demo: { IN: 'productId=101', ID: 'productId=201' },
  example: 'IN',
  testPage: { label: { IN: 'Loan confirm', ID: 'Konfirmasi pinjaman' }, query: { productId: '{productId}' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
