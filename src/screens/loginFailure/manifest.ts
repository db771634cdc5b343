import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'loginFailure',
  route: { path: '/loginFailure' },
  machine: 'loginFailure',
  title: 'loginFailure.title',
  page: 'joint login failure',
  readme:
    'joint-login failure: the notice, the message and other products',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Joint login failure', ID: 'Login gabungan gagal' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
