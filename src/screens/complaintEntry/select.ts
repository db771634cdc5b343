import type { SnapshotFrom } from 'xstate';
import {
  COLLECTION_TYPE,
  SUB_TYPES_STEP,
  type complaintEntryMachine,
  type EntryOption,
  type EntryOrder,
} from '@machines/complaintEntry/complaintEntry.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

/** Which list shows under the order card. */
export type EntryList = 'types' | 'subTypes' | 'noTypes';

export interface ComplaintEntryView {
  load: LoadView;
  /** The borrower has no order to complain about. */
  noOrder: boolean;
  /** The selected order's card, once loaded (and while the form opens). */
  order: EntryOrder | null;
  list: EntryList | null;
  /** The options of that list. */
  options: readonly EntryOption[];
  /** The collection type's own title: the heading of its sub-type list. */
  collectionTitle: string;
  /** The option whose form is opening: shown busy, and the list no longer reacts. */
  opening: string | null;
  sheetOpen: boolean;
  /** Every order of the 'All' sheet. */
  orders: readonly EntryOrder[];
}

type Snapshot = SnapshotFrom<typeof complaintEntryMachine>;

/** One empty list, so the shallow compare sees no change where nothing is listed. */
const NONE: readonly EntryOption[] = [];

function listOf(snapshot: Snapshot): EntryList | null {
  const { context } = snapshot;
  if (snapshot.matches({ ready: { browsing: 'types' } })) return 'types';
  if (snapshot.matches({ ready: { browsing: 'subTypes' } })) return 'subTypes';
  if (snapshot.matches({ ready: { browsing: 'noTypes' } })) return 'noTypes';
  // Under the sheet, the list it was opened over.
  if (snapshot.matches({ ready: 'choosingOrder' })) {
    if (context.step === SUB_TYPES_STEP) return 'subTypes';
    return context.types.length === 0 ? 'noTypes' : 'types';
  }
  // While the form opens, the list it was opened from stays on screen.
  if (snapshot.matches('opening')) return context.choice?.problemSonType ? 'subTypes' : 'types';
  return null;
}

export function select(snapshot: Snapshot): ComplaintEntryView {
  const { context } = snapshot;
  const list = listOf(snapshot);
  const choice = snapshot.matches('opening') ? context.choice : null;
  return {
    load: loadViewOf(snapshot),
    noOrder: snapshot.matches('noOrder'),
    order: list === null ? null : context.order,
    list,
    options: list === 'subTypes' ? context.subTypes : list === 'types' ? context.types : NONE,
    collectionTitle: context.types.find((type) => type.value === COLLECTION_TYPE)?.title ?? '',
    opening: choice ? choice.problemSonType || choice.problemType : null,
    sheetOpen: snapshot.matches({ ready: 'choosingOrder' }),
    orders: context.orders,
  };
}
