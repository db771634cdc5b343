import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'customerService',
  route: { path: '/customerService' },
  machine: 'customerService',
  title: 'customerService.title',
  page: 'customer service',
  readme:
    'customer service contacts (`type=1`: the support-agent header)',
  demo: { IN: 'type=1', ID: 'type=1' },
  example: 'IN',
  testPage: { label: { IN: 'Customer service', ID: 'Layanan pelanggan' }, query: { type: '1' } },
  firstRequest: true,
  quiet: false,
} as const satisfies FlowManifest;
