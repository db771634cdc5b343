import { complaintDetailsMachine, type ComplaintDetailData } from '@machines/complaintDetails/complaintDetails.machine';
import type { PathSpec } from '../model';

export const DETAIL_UNRATED: ComplaintDetailData = {
  type: 'Collection',
  sonType: 'Contacting my contacts',
  problemId: '501',
  content: 'Please stop calling my office colleagues.',
  images: ['/gw/demo-files/a.png', '/gw/demo-files/b.png'],
  disposeDetail: '',
  disposeImages: [],
  isScore: '1',
};

export const DETAIL_RATED: ComplaintDetailData = {
  ...DETAIL_UNRATED,
  type: 'Repayment',
  sonType: '',
  content: 'My UPI payment is still pending.',
  images: [],
  disposeDetail: 'We credited your payment to installment 1.',
  disposeImages: ['/gw/demo-files/c.png'],
  isScore: '0',
};

/** Guards read only event outputs (the load result, the rating output): no context projection. */
export const complaintDetailsSpec: PathSpec<typeof complaintDetailsMachine> = {
  name: 'complaintDetails',
  machine: complaintDetailsMachine,
  input: { problemId: '501' },
  payloads: {
    'xstate.done.actor.loadDetail': [
      { type: 'xstate.done.actor.loadDetail', output: { ok: false, message: 'Record not found' } },
      { type: 'xstate.done.actor.loadDetail', output: { ok: true, data: DETAIL_UNRATED } },
      { type: 'xstate.done.actor.loadDetail', output: { ok: true, data: DETAIL_RATED } },
    ],
    'xstate.done.actor.rating': [
      { type: 'xstate.done.actor.rating', output: { rated: true, score: 4 } },
      { type: 'xstate.done.actor.rating', output: { rated: false, score: 0 } },
    ],
  },
};
