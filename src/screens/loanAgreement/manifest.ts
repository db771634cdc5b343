import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'loanAgreement',
  route: { path: '/loanAgreement' },
  machine: 'loanAgreement',
  title: 'loanAgreement.title',
  page: 'loan agreement',
  readme:
    'loan agreement: the document of the offer it is opened for (product, amount, term, fees, repayment plan), from an agreement link of loan confirm or framed in its agreement modal (`productId`; `contractId` picks the agreement\'s title)',
  demo: { IN: 'productId=101&contractId=901', ID: 'productId=201&contractId=911' },
  example: 'IN',
  testPage: { label: { IN: 'Loan agreement', ID: 'Perjanjian pinjaman' }, query: { productId: '{productId}' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
