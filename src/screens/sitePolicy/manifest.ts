import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'sitePolicy',
  route: { path: '/Policy' },
  machine: null,
  title: 'site.policy.title',
  page: 'public site policy',
  readme:
    'public site: the privacy policy page (`VITE_POLICY_URL`) in a sandboxed frame',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Public site: policy', ID: 'Situs publik: kebijakan' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
