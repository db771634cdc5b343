import { assign, setup } from 'xstate';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { effects, navigate } from '../shared/effects';
import { port } from '../shared/ports';
import { complaintListWords } from './complaintList.words';

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
  /** The tab the address asks for (Back and reload keep the borrower's tab). */
  wanted: number;
  failure: LoadFailure | null;
}

export interface ComplaintListInput {
  tab: number;
}

export type ComplaintListEvent =
  | { type: 'user.selectTab'; index: number }
  | { type: 'user.openComplaint'; id: string }
  | LoadEvent;

const tabsOf = (event: unknown): readonly ComplaintTab[] => loadedData<ComplaintListData>(event)?.tabs ?? [];
const indexOf = (event: unknown) => (event as { index: number }).index;
/** The wanted tab when the answer has it, else the first. */
const startTab = (wanted: number, tabs: readonly ComplaintTab[]) => (wanted >= 0 && wanted < tabs.length ? wanted : 0);

/** The tab lives in the address, replaced rather than pushed: a tab is not a page to go Back to. */
const rememberTab = navigate(({ event }: { event: ComplaintListEvent }) => ({
  route: 'complaintList',
  query: { tab: String(indexOf(event)) },
  replace: true,
}));


export const complaintListMachine = setup({
  types: {} as { context: ComplaintListContext; events: ComplaintListEvent; input: ComplaintListInput },
  actors: {
    loadComplaints: port<LoadResult<ComplaintListData>>('loadComplaints'),
  },
  guards: {
    ...loadGuards,
    hasNoTabs: ({ event }) => tabsOf(event).length === 0,
    hasItemsInStartTab: ({ context, event }) => {
      const tabs = tabsOf(event);
      return (tabs[startTab(context.wanted, tabs)]?.list.length ?? 0) > 0;
    },
    isKnownTab: ({ context, event }) => indexOf(event) >= 0 && indexOf(event) < context.tabs.length,
    hasItemsInTab: ({ context, event }) => (context.tabs[indexOf(event)]?.list.length ?? 0) > 0,
  },
  actions: {
    ...effects,
    setTabs: assign({
      tabs: ({ event }) => tabsOf(event),
      selected: ({ context, event }) => startTab(context.wanted, tabsOf(event)),
      failure: null,
    }),
    ...loadFailureActions<ComplaintListContext, ComplaintListEvent>(),
    selectTab: assign({ selected: ({ event }) => indexOf(event), wanted: ({ event }) => indexOf(event) }),
  },
}).createMachine({
  id: 'complaintList',
  context: ({ input }) => ({ tabs: [], selected: 0, wanted: input.tab, failure: null }),
  initial: 'loading',
  states: {
    ...loadStates('loadComplaints', [
      { guard: 'hasNoTabs', target: 'empty', actions: 'setTabs' },
      { guard: 'hasItemsInStartTab', target: 'loaded.listed', actions: 'setTabs' },
      { target: 'loaded.tabEmpty', actions: 'setTabs' },
    ]),
    loaded: {
      description: "The status tabs, and the selected tab's complaints under them",
      on: {
        'user.selectTab': [
          { guard: 'hasItemsInTab', target: '.listed', actions: ['selectTab', rememberTab] },
          { guard: 'isKnownTab', target: '.tabEmpty', actions: ['selectTab', rememberTab] },
        ],
      },
      initial: 'listed',
      states: {
        listed: {
          description: 'The complaint cards of the selected tab (problem type, time, text, status); a tap opens its details',
          on: {
            'user.openComplaint': {
              target: '#complaintList.opened',
              actions: {
                type: 'navigate',
                params: ({ event }) => ({ route: 'complaintDetails', query: { problemId: event.id } }),
              },
            },
          },
        },
        /** The selected tab has no complaints; the other tabs stay one tap away. */
        tabEmpty: { description: "'No complaints in' the selected tab; the other tabs stay one tap away" },
      },
    },
    /** The server sent no tabs at all. */
    empty: { description: "'You have not filed any complaints yet' with Try again", on: { 'user.retry': 'loading' } },
    /** The details page opened: this screen is done. */
    opened: { description: "The complaint's details page opens: this list is done", type: 'final' },
  },
  meta: { words: complaintListWords },
});
