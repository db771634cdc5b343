import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'siteLoan',
  route: { path: '/Loan' },
  machine: null,
  page: 'public site loan terms',
  readme:
    'public site: the loan terms and conditions (§9) as a page of the site',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Public site: loan terms', ID: 'Situs publik: syarat pinjaman' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
