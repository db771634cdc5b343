import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'promotionDownload',
  route: { hash: '/downloadTemplate' },
  machine: 'promotionDownload',
  title: 'promotion.downloadTitle',
  page: 'promotion download',
  readme:
    'promotion download page: the app download button of the template (same query)',
  demo: { IN: 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7', ID: 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7' },
  example: 'IN',
  testPage: { label: { IN: 'Promotion download', ID: 'Unduh promosi' }, query: { app_from: 'testPreview', user_from: 'demo_channel', utm_tag: 'test_page', id: '1001', links_id: '1' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
