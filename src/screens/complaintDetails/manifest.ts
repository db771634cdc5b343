import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'complaintDetails',
  route: { path: '/complainDetails' },
  machine: 'complaintDetails',
  title: 'complaintDetails.title',
  page: 'complaint details',
  readme:
    'one complaint, its reply and rating (`problemId`)',
  demo: { IN: 'problemId=502', ID: 'problemId=602' },
  example: 'IN',
  testPage: { label: { IN: 'Complaint details', ID: 'Detail keluhan' }, query: { problemId: { IN: '502', ID: '602' } } },
  firstRequest: true,
  quiet: false,
} as const satisfies FlowManifest;
