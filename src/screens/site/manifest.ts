import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'site',
  route: { path: '/' },
  machine: null,
  title: 'site.home.title',
  page: 'public site',
  readme:
    'public company site (no login): top navigation (four tiles on a phone) scrolling to Home (five pictures), About Us, Privacy Policy and Loan terms (summaries with links to `/Policy` and `/Loan`); the footer\'s company details and contact form (nothing is sent)',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Public site', ID: 'Situs publik' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
