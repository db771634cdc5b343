import type { FlowManifest } from '../shared/manifest';

export const manifest = {
  name: 'chatbot',
  route: { path: '/intelligentCustomerService' },
  machine: 'chatbot',
  title: 'chatbot.title',
  page: 'chatbot',
  readme:
    'help chatbot: greeting, category tabs (`selectedIndex` keeps the tab), questions and answers, \'Terselesaikan\' / \'Belum Terselesaikan\', the star rating, free text, \'Hubungi CS\' opens the complaint entry with the order chosen (`orderNo`)',
  demo: { IN: 'selectedIndex=1&orderNo=IN2406000001', ID: 'selectedIndex=1&orderNo=ID2406000001' },
  example: 'ID',
  testPage: { label: { IN: 'Chatbot', ID: 'Asisten bantuan' }, query: { selectedIndex: '0', orderNo: '{orderId}' } },
  firstRequest: false,
  quiet: false,
} as const satisfies FlowManifest;
