import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'privacyPolicy',
  route: { path: '/privacyPolicy' },
  machine: null,
  title: 'staticPages.privacyPolicy',
  page: 'privacy policy',
  readme:
    'privacy policy (both paths show the same page): the nine sections, a table of contents, Back',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Privacy policy', ID: 'Kebijakan privasi' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
