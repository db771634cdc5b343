import type { SnapshotFrom } from 'xstate';
import type { ComplaintSummary, complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface ComplaintListView {
  load: LoadView;
  /** The server sent no tabs at all. */
  empty: boolean;
  /** Once loaded: the tab bar and the selected tab's complaints (none in an empty tab). */
  tabs: { titles: readonly string[]; selected: number; title: string; items: readonly ComplaintSummary[] } | null;
}

export function select(snapshot: SnapshotFrom<typeof complaintListMachine>): ComplaintListView {
  const { tabs, selected } = snapshot.context;
  const tab = snapshot.matches('loaded') ? tabs[selected] : undefined;
  return {
    load: loadViewOf(snapshot),
    empty: snapshot.matches('empty'),
    tabs: tab ? { titles: tabs.map((item) => item.title), selected, title: tab.title, items: tab.list } : null,
  };
}
