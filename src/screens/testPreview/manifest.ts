import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'testPreview',
  route: { path: '/testPreview' },
  machine: 'testPreview',
  title: 'preview.title',
  page: 'test page',
  readme:
    'developer test page: device fields, links to the built pages, photo, contact, location, SMS button',
  demo: { IN: 'orderId=1001&productId=101', ID: 'orderId=2001&productId=201' },
  example: 'IN',
  testPage: null,
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
