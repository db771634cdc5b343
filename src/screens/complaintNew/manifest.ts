import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'complaintNew',
  route: { path: '/complainNewPage' },
  machine: 'complaintNew',
  title: 'complaintNew.title',
  page: 'new complaint',
  readme:
    'new complaint page: order card and switcher, the chatbot\'s four categories as icons, each opening the chatbot (`orderNo` or `orderId` picks the order)',
  demo: { IN: 'orderNo=IN2406000003', ID: 'orderNo=ID2406000003' },
  example: 'ID',
  testPage: { label: { IN: 'New complaint', ID: 'Keluhan baru' }, query: { orderNo: '{orderId}' } },
  firstRequest: true,
  quiet: false,
} as const satisfies FlowManifest;
