import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'loanTerms',
  route: { path: '/loanTerms' },
  machine: null,
  title: 'staticPages.loanTerms',
  page: 'loan terms',
  readme:
    'loan terms and conditions (§9): who may apply (over 18), term, decision and credit, prepayment, late penalties, extension, changes to your details within 3 days, assignment with 7 business days\' notice, a court judgment paid within 10 days, notices',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Loan terms', ID: 'Syarat pinjaman' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
