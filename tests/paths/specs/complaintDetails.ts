import { complaintDetailsMachine, type ComplaintDetailData } from '@machines/complaintDetails/complaintDetails.machine';
import type { RatingOutput } from '@machines/rating/rating.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, ok, refused, type PathSpec } from '../model';

export const NOT_FOUND = 'Record not found';

/** Replied, not yet rated: the server asks for a rating (isScore not '0'). */
export const DETAIL_UNRATED: ComplaintDetailData = {
  type: 'Collection',
  sonType: 'Contacting my contacts',
  problemId: '501',
  // Longer than the four lines a textarea showed, with a line break the borrower typed.
  content:
    'The collection agent called my office colleagues about my loan three times this week.\n' +
    'Please stop contacting people in my contact list; I will repay on the due date as agreed.',
  images: ['/gw/demo-files/a.png', '/gw/demo-files/b.png'],
  disposeDetail: 'We have told the agency to contact only you, and only once a day.',
  disposeImages: ['/gw/demo-files/c.png'],
  isScore: '1',
};

/**
 * Still being processed: no reply yet, so nothing to rate (isScore '0') and no 'Process Result';
 * no sub-type and no images either.
 */
export const DETAIL_PROCESSING: ComplaintDetailData = {
  type: 'Repayment',
  sonType: '',
  problemId: '501',
  content: 'My UPI payment is still pending.',
  images: [],
  disposeDetail: '',
  disposeImages: [],
  isScore: '0',
};

/** Guards read only event outputs (the load result, the rating output): no context projection. */
export const complaintDetailsSpec: PathSpec<typeof complaintDetailsMachine> = {
  name: 'complaintDetails',
  machine: complaintDetailsMachine,
  input: { problemId: '501' },
  payloads: {
    ...doneEvents<LoadResult<ComplaintDetailData>>('loadDetail', [refused(NOT_FOUND), ok(DETAIL_UNRATED), ok(DETAIL_PROCESSING)]),
    ...doneEvents<RatingOutput>('rating', [{ rated: true, score: 4 }, { rated: false, score: 0 }]),
  },
};
