import type { AnyMachineSnapshot } from 'xstate';
import {
  complaintListMachine,
  type ComplaintListData,
  type ComplaintSummary,
} from '@machines/complaintList/complaintList.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, doneType, ok, refused, type PathSpec } from '../model';

const broken: ComplaintSummary = {
  id: '12',
  time: '2025-03-02 09:15:00',
  type: 'Repayment',
  content: 'I paid my first installment by UPI but the app still shows it as pending.',
};
const rude: ComplaintSummary = {
  id: '11',
  time: '2025-03-01 18:21:05',
  type: 'Collection',
  content: 'The collection agent called my office colleagues about my loan.',
};

/** Four tabs, one more than the bar shows at once (§9); one of them has nothing in it. */
export const COMPLAINT_TABS: ComplaintListData = {
  tabs: [
    { title: 'All', list: [broken, rude] },
    { title: 'Processing', list: [rude] },
    { title: 'Processed', list: [] },
    { title: 'Closed', list: [broken] },
  ],
};

/** A user who never complained: the tabs are there, all empty. */
export const NO_COMPLAINT_TABS: ComplaintListData = {
  tabs: COMPLAINT_TABS.tabs.map((tab) => ({ title: tab.title, list: [] })),
};

const loaded = { type: doneType('loadComplaints'), output: ok(COMPLAINT_TABS) };
const tab = (index: number) => ({ type: 'user.selectTab', index });
const open = (complaint: ComplaintSummary) => ({ type: 'user.openComplaint', id: complaint.id });

export const complaintListSpec: PathSpec<typeof complaintListMachine> = {
  name: 'complaintList',
  machine: complaintListMachine,
  input: { tab: 0 },
  payloads: {
    ...doneEvents<LoadResult<ComplaintListData>>('loadComplaints', [
      ok(COMPLAINT_TABS),
      ok(NO_COMPLAINT_TABS),
      ok({ tabs: [] }),
      refused('Service is busy, please try later'),
    ]),
    // An empty tab, and the fourth tab that sits beyond the three in view.
    'user.selectTab': [
      { type: 'user.selectTab', index: 2 },
      { type: 'user.selectTab', index: 3 },
    ],
    // In every tab that lists anything ('All' and 'Closed' of COMPLAINT_TABS).
    'user.openComplaint': [{ type: 'user.openComplaint', id: broken.id }],
  },
  // Each tab and each card of each tab is a control of its own; the machine opens any complaint
  // it is told of, so these paths are written out to open only what the tab lists.
  scenarios: [
    { name: "'All' tapped again, its first complaint", events: [loaded, tab(0), open(broken)] },
    { name: "the second complaint of 'All'", events: [loaded, open(rude)] },
    { name: "the complaint of 'Processing'", events: [loaded, tab(1), open(rude)] },
    { name: "the complaint of 'Closed'", events: [loaded, tab(3), open(broken)] },
  ],
  project: (snapshot: AnyMachineSnapshot) => snapshot.context.selected,
};
