import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'complaintList',
  route: { path: '/complaintList' },
  machine: 'complaintList',
  title: 'complaintList.title',
  page: 'complaint list',
  readme:
    'the borrower\'s complaints by status, each card with its status (`tab` keeps the chosen tab)',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'My complaints', ID: 'Keluhan saya' } },
  firstRequest: true,
  quiet: false,
} as const satisfies FlowManifest;
