import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'complaintForm',
  route: { path: '/complainPageNext' },
  machine: 'complaintForm',
  title: 'complaintForm.title',
  page: 'complaint form',
  readme:
    'complaint form (`problemType`, `problemSonType`, `orderNo`)',
  demo: { IN: 'problemType=1&problemSonType=2&orderNo=IN2406000003', ID: 'problemType=1&problemSonType=2&orderNo=ID2406000003' },
  example: 'IN',
  testPage: { label: { IN: 'Complaint form', ID: 'Formulir keluhan' }, query: { problemType: '2', problemSonType: '', orderNo: '{orderId}' } },
  firstRequest: true,
  quiet: false,
} as const satisfies FlowManifest;
