import { cardRepayHandlers } from './cardRepay';
import { changeMethodHandlers } from './changeMethod';
import { chatbotHandlers } from './chatbot';
import { complaintDetailsHandlers } from './complaintDetails';
import { complaintEntryHandlers } from './complaintEntry';
import { complaintFormHandlers } from './complaintForm';
import { complaintListHandlers } from './complaintList';
import { complaintNewHandlers } from './complaintNew';
import { customerServiceHandlers } from './customerService';
import { extensionHandlers } from './extension';
import { filesHandlers } from './files';
import { installmentsHandlers } from './installments';
import { loanConfirmHandlers } from './loanConfirm';
import { loanDetailsHandlers } from './loanDetails';
import { loginFailureHandlers } from './loginFailure';
import { promotionHandlers } from './promotion';
import { recommendedHandlers } from './recommended';
import { vaRepayHandlers } from './vaRepay';

/**
 * Every endpoint of §7 over the one store in mocks/db.ts: dev demo, tests and e2e share them. One
 * module a flow, named as its screen folder (files.ts serves every flow's images). msw answers
 * with the first route that matches; no two of these match the same address.
 */
export const handlers = [
  ...complaintEntryHandlers,
  ...complaintNewHandlers,
  ...chatbotHandlers,
  ...complaintFormHandlers,
  ...filesHandlers,
  ...complaintListHandlers,
  ...complaintDetailsHandlers,
  ...customerServiceHandlers,
  ...cardRepayHandlers,
  ...promotionHandlers,
  ...recommendedHandlers,
  ...loginFailureHandlers,
  ...changeMethodHandlers,
  ...vaRepayHandlers,
  ...installmentsHandlers,
  ...extensionHandlers,
  ...loanConfirmHandlers,
  ...loanDetailsHandlers,
];
