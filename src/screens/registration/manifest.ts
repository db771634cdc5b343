import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'registration',
  route: { hash: '/registerTemplate' },
  machine: 'registration',
  title: 'promotion.registerTitle',
  page: 'promotion register',
  readme:
    'promotion register template (hash route): landing text of the template, phone, picture captcha, SMS code with the 60 s countdown, Apply, the agreement link (`app_from`, `user_from`, `utm_tag`, `id` the template, `links_id` or `down_id`; optional `invite_code`, `uctrackid`; demo: captcha letters in the picture, SMS code `123456`; a phone as the market writes it, e.g. `98450 31742` / `0812-3456-7890`; already registered, so sent to the download page: `9876543210` (India, typed e.g. `98765 43210`) and `081298765432` (Indonesia, typed e.g. `0812-9876-5432`))',
  demo: { IN: 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7', ID: 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7' },
  example: 'IN',
  testPage: { label: { IN: 'Promotion register', ID: 'Pendaftaran promosi' }, query: { app_from: 'testPreview', user_from: 'demo_channel', utm_tag: 'test_page', id: '1001', links_id: '1' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
