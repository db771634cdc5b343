import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'siteAbout',
  route: { path: '/About' },
  machine: null,
  page: 'public site about us',
  readme:
    'public site: about us (the operating company and the app) as a page of the site',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Public site: about us', ID: 'Situs publik: tentang kami' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
