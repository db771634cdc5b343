import type { SnapshotFrom } from 'xstate';
import type { ComplaintSummary, complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface ComplaintListView {
  load: LoadView;
  /** The server sent no tabs at all. */
  empty: boolean;
  /** The tab bar and the selected tab's panel, once loaded. */
  tabs: readonly string[] | null;
  selected: number;
  tabTitle: string;
  items: readonly ComplaintSummary[];
}

export function select(snapshot: SnapshotFrom<typeof complaintListMachine>): ComplaintListView {
  const { tabs, selected } = snapshot.context;
  const loaded = snapshot.matches('loaded');
  const tab = loaded ? tabs[selected] : undefined;
  return {
    load: loadViewOf(snapshot),
    empty: snapshot.matches('empty'),
    tabs: tab ? tabs.map((item) => item.title) : null,
    selected,
    tabTitle: tab?.title ?? '',
    items: snapshot.matches({ loaded: 'listed' }) ? (tab?.list ?? []) : [],
  };
}
