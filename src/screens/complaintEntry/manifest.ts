import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'complaintEntry',
  route: { path: '/complaint' },
  machine: 'complaintEntry',
  title: 'complaintEntry.title',
  page: 'complaint entry',
  readme:
    'complaint entry: order, problem type and sub-type (`orderId` or `orderNo` picks the order)',
  demo: { IN: 'orderId=1001', ID: 'orderId=2001' },
  example: 'IN',
  testPage: { label: { IN: 'Complaint', ID: 'Keluhan' }, query: { orderId: '{orderId}' } },
  firstRequest: true,
  quiet: false,
} as const satisfies FlowManifest;
