import { cardRepayHandlers } from './cardRepay';
import { complaintHandlers } from './complaints';
import { loanHandlers } from './loan';
import { productHandlers } from './products';
import { promotionHandlers } from './promotion';

/** Every endpoint of §7 over the one store in mocks/db.ts: dev demo, tests and e2e share them. */
export const handlers = [
  ...complaintHandlers,
  ...cardRepayHandlers,
  ...promotionHandlers,
  ...productHandlers,
  ...loanHandlers,
];
