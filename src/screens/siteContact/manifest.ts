import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'siteContact',
  route: { path: '/Contact' },
  machine: 'contactForm',
  title: 'site.contact.title',
  page: 'public site contact',
  readme:
    'public site contact form: full name, phone number and message (required), company (optional); nothing is sent',
  demo: { IN: '', ID: '' },
  example: 'ID',
  testPage: { label: { IN: 'Public site: contact', ID: 'Situs publik: kontak' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
