import type { complaintList as en } from './strings.en-IN';

export const complaintList = {
  'complaintList.title': 'Keluhan saya',
  'complaintList.tabs': 'Status keluhan',
  'complaintList.problemType': 'Jenis masalah',
  'complaintList.tabEmpty': 'Tidak ada keluhan di {tab}',
  'complaintList.empty': 'Anda belum pernah mengajukan keluhan.',
  'complaintList.failed': 'Keluhan Anda tidak dapat dimuat.',
} satisfies Record<keyof typeof en, string>;
