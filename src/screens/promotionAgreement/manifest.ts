import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'promotionAgreement',
  route: { hash: '/agreementTemplate' },
  machine: null,
  title: 'promotion.agreementTitle',
  page: 'promotion agreement',
  readme:
    'promotion registration agreement, with a way back to the registration (same query)',
  demo: { IN: 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7', ID: 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7' },
  example: 'ID',
  testPage: { label: { IN: 'Promotion agreement', ID: 'Perjanjian promosi' }, query: { app_from: 'testPreview', user_from: 'demo_channel', utm_tag: 'test_page', id: '1001', links_id: '1' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
