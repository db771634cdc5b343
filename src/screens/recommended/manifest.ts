import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'recommended',
  route: { path: '/relevant' },
  machine: 'recommended',
  title: 'recommended.title',
  page: 'recommended list',
  readme:
    'recommended products (\'Pengajuan Khusus\'; `scene`, `scene=full` gives the empty list)',
  demo: { IN: 'scene=banner_jingzhun', ID: 'scene=banner_jingzhun' },
  example: 'ID',
  testPage: { label: { IN: 'Recommended products', ID: 'Produk rekomendasi' }, query: { scene: 'banner_jingzhun' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
