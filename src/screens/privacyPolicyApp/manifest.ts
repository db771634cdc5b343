import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'privacyPolicyApp',
  route: { path: '/privacy' },
  machine: null,
  title: 'staticPages.privacyPolicy',
  page: 'privacy policy (second path)',
  readme:
    'privacy policy (the spec\'s second path): the same page as `/privacyPolicy`',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Privacy policy (second path)', ID: 'Kebijakan privasi (alamat kedua)' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
