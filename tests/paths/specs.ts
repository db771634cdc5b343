/**
 * Every machine's path spec (one file each in specs/): payloads for the events that carry data
 * and the context the guards read. The path tests replay them over the pages;
 * scripts/paths-report.ts reports their coverage.
 */
import type { PathSpec } from './model';
import { cardRepaySpec } from './specs/cardRepay';
import { complaintDetailsSpec } from './specs/complaintDetails';
import { complaintEntrySpec } from './specs/complaintEntry';
import { complaintFormSpec } from './specs/complaintForm';
import { complaintListSpec } from './specs/complaintList';
import { countdownSpec } from './specs/countdown';
import { customerServiceSpec } from './specs/customerService';
import { ratingSpec } from './specs/rating';
import { testPreviewSpec } from './specs/testPreview';

export const pathSpecs = [
  countdownSpec,
  testPreviewSpec,
  customerServiceSpec,
  complaintEntrySpec,
  complaintFormSpec,
  complaintListSpec,
  complaintDetailsSpec,
  ratingSpec,
  cardRepaySpec,
] as unknown as PathSpec[];
