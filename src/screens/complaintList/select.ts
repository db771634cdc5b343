import type { SnapshotFrom } from 'xstate';
import type { ComplaintSummary, ComplaintTab, complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { statusTone, type StatusTone } from '@/ui/statusTone';
import { loadViewOf, type LoadView } from '../shared/loadView';
import { memoOf } from '../shared/memoOf';

/** A complaint of the list as its card shows it: the server's fields and where it stands. */
export interface ComplaintCard extends ComplaintSummary {
  /** The title of the status tab that lists it ('Processing', 'Processed'...), '' when none does. */
  status: string;
  tone: StatusTone;
}

export interface ComplaintListView {
  load: LoadView;
  /** The server sent no tabs at all. */
  empty: boolean;
  /** Once loaded: the tab bar and the selected tab's complaints (none in an empty tab). */
  tabs: { titles: readonly string[]; selected: number; title: string; items: readonly ComplaintCard[] } | null;
}

/** A complaint's status words the order table (src/ui/statusTone.ts) does not know: a reply is in. */
const ANSWERED = new Set(['processed', 'resolved', 'replied', 'answered', 'completed', 'done', 'dibalas', 'terjawab', 'terselesaikan']);

function toneOf(status: string): StatusTone {
  const tone = statusTone(status);
  if (tone !== 'neutral') return tone;
  // Split at every separator: two in a row leave an empty word between them, which names nothing.
  return status.toLowerCase().split(/[^\p{L}\p{N}]/u).some((word) => ANSWERED.has(word)) ? 'repaid' : 'neutral';
}

/**
 * Where each complaint stands, read from the server's tabs (§3 gives a complaint in a list no
 * status of its own; its tabs are the statuses): the first tab is the overview when it lists every
 * complaint the others list, and a complaint's status is the title of the first other tab that
 * lists it. Without an overview, the first tab that lists it names it. A lone tab tells nothing:
 * with no other tab, it is the overview of an empty rest, which names no one.
 */
function statusesOf(tabs: readonly ComplaintTab[]): Map<string, string> {
  const statuses = new Map<string, string>();
  const inFirst = new Set(tabs.slice(0, 1).flatMap((tab) => tab.list.map((item) => item.id)));
  const rest = tabs.slice(1);
  const overview = rest.every((tab) => tab.list.every((item) => inFirst.has(item.id)));
  for (const tab of overview ? rest : tabs) {
    for (const item of tab.list) if (!statuses.has(item.id) && tab.title.trim() !== '') statuses.set(item.id, tab.title.trim());
  }
  return statuses;
}

/** Each answer's tabs with their cards, made once per answer so the shallow compare sees no change. */
const cardTabsOf = memoOf((tabs: readonly ComplaintTab[]): readonly { title: string; items: readonly ComplaintCard[] }[] => {
  const statuses = statusesOf(tabs);
  return tabs.map((tab) => ({
    title: tab.title,
    items: tab.list.map((item) => {
      const status = statuses.get(item.id) ?? '';
      return { ...item, status, tone: toneOf(status) };
    }),
  }));
});

export function select(snapshot: SnapshotFrom<typeof complaintListMachine>): ComplaintListView {
  const { tabs, selected } = snapshot.context;
  const tab = snapshot.matches('loaded') ? cardTabsOf(tabs)[selected] : undefined;
  return {
    load: loadViewOf(snapshot),
    empty: snapshot.matches('empty'),
    tabs: tab ? { titles: tabs.map((item) => item.title), selected, title: tab.title, items: tab.items } : null,
  };
}
