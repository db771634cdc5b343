import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'aboutUs',
  route: { path: '/aboutUs' },
  machine: null,
  title: 'staticPages.aboutUs',
  page: 'about us',
  readme:
    'about us: the operating company, the app, the market\'s loan range',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'About us', ID: 'Tentang kami' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
