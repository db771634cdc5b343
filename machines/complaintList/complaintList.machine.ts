import { assign, fromPromise, setup } from 'xstate';
import { FAULT, isRefusal, outputOf, refusalOf, type LoadFailure, type LoadResult } from '../shared/load';
import { effects } from '../shared/effects';

/**
 * The complaint list (§2): tabs from the server, one list per tab, tapping an item opens its
 * details. It has the loader's shape (loading, loaded, empty, failed with retry) and its result
 * types; it is its own machine because the tab choice and the per-tab empty state are states and
 * events the loader does not have.
 */
export interface ComplaintSummary {
  id: string;
  time: string;
  type: string;
  content: string;
}

export interface ComplaintTab {
  title: string;
  list: readonly ComplaintSummary[];
}

export interface ComplaintListData {
  tabs: readonly ComplaintTab[];
}

export interface ComplaintListContext {
  tabs: readonly ComplaintTab[];
  /** Index into `tabs`; always a tab that exists once loaded. */
  selected: number;
  failure: LoadFailure | null;
}

export type ComplaintListEvent =
  | { type: 'user.selectTab'; index: number }
  | { type: 'user.openComplaint'; id: string }
  | { type: 'user.retry' };

type LoadDone = { output: LoadResult<ComplaintListData> };
const tabsOf = (event: unknown): readonly ComplaintTab[] => {
  const output = outputOf<LoadDone['output']>(event);
  return output.ok ? output.data.tabs : [];
};
const indexOf = (event: unknown) => (event as { index: number }).index;

export const complaintListMachine = setup({
  types: {
    context: {} as ComplaintListContext,
    events: {} as ComplaintListEvent,
  },
  actors: {
    loadComplaints: fromPromise<LoadResult<ComplaintListData>>(async () => {
      throw new Error('loadComplaints not provided');
    }),
  },
  guards: {
    isRefused: ({ event }) => isRefusal(event),
    hasNoTabs: ({ event }) => tabsOf(event).length === 0,
    hasItemsInFirstTab: ({ event }) => (tabsOf(event)[0]?.list.length ?? 0) > 0,
    isKnownTab: ({ context, event }) => indexOf(event) >= 0 && indexOf(event) < context.tabs.length,
    hasItemsInTab: ({ context, event }) => (context.tabs[indexOf(event)]?.list.length ?? 0) > 0,
  },
  actions: {
    ...effects,
    // A load always starts on the first tab: loading is only entered before any tab was shown.
    setTabs: assign({ tabs: ({ event }) => tabsOf(event), selected: 0, failure: null }),
    setRefused: assign({ failure: ({ event }) => refusalOf(event) }),
    setFault: assign({ failure: FAULT }),
    selectTab: assign({ selected: ({ event }) => indexOf(event) }),
  },
}).createMachine({
  id: 'complaintList',
  context: { tabs: [], selected: 0, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadComplaints',
        src: 'loadComplaints',
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'setRefused' },
          { guard: 'hasNoTabs', target: 'empty', actions: 'setTabs' },
          { guard: 'hasItemsInFirstTab', target: 'loaded.listed', actions: 'setTabs' },
          { target: 'loaded.tabEmpty', actions: 'setTabs' },
        ],
        onError: { target: 'failed', actions: 'setFault' },
      },
    },
    loaded: {
      on: {
        'user.selectTab': [
          { guard: 'hasItemsInTab', target: '.listed', actions: 'selectTab' },
          { guard: 'isKnownTab', target: '.tabEmpty', actions: 'selectTab' },
        ],
      },
      initial: 'listed',
      states: {
        listed: {
          on: {
            'user.openComplaint': {
              actions: {
                type: 'navigate',
                params: ({ event }) => ({ route: 'complaintDetails', query: { problemId: event.id } }),
              },
            },
          },
        },
        /** The selected tab has no complaints; the other tabs stay one tap away. */
        tabEmpty: {},
      },
    },
    /** The server sent no tabs at all. */
    empty: { on: { 'user.retry': 'loading' } },
    failed: { on: { 'user.retry': 'loading' } },
  },
});
