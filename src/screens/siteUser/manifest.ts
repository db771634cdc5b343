import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'siteUser',
  route: { path: '/User' },
  machine: null,
  title: 'site.user.title',
  page: 'public site user (empty)',
  readme:
    'public site (§2 "an empty page"): the site\'s frame around the title \'User\' and one line saying there is nothing on this page',
  demo: { IN: '', ID: '' },
  example: 'IN',
  testPage: { label: { IN: 'Public site: user', ID: 'Situs publik: pengguna' } },
  firstRequest: false,
  quiet: true,
} as const satisfies FlowManifest;
