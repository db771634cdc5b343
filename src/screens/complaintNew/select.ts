import type { SnapshotFrom } from 'xstate';
import type { Category, complaintNewMachine } from '@machines/complaintNew/complaintNew.machine';
import type { OrderCard } from '@machines/shared/orderSwitch';
import { loadViewOf, type LoadView } from '../shared/loadView';

/** A category tile: its name, its icon (a safe URL) or, without one, the initial that stands in. */
export interface CategoryTile {
  title: string;
  icon: string | null;
  initial: string;
}

export interface ComplaintNewView {
  load: LoadView;
  /** The borrower has no order to complain about. */
  noOrder: boolean;
  /** The selected order's card, once loaded (and while the chatbot opens). */
  order: OrderCard | null;
  orders: readonly OrderCard[];
  sheetOpen: boolean;
  /** The category tiles, in the server's order (a tile's index is the chatbot's selectedIndex). */
  categories: readonly CategoryTile[];
  /** The order has no category: said so under the card. */
  noCategories: boolean;
  /** The index of the category whose chatbot is opening: shown busy, and the page no longer reacts. */
  opening: number | null;
}

type Snapshot = SnapshotFrom<typeof complaintNewMachine>;

/** The tiles of each list of categories, made once per list so the shallow compare sees no change. */
const tiles = new WeakMap<readonly Category[], readonly CategoryTile[]>();
const NONE: readonly CategoryTile[] = [];

function tilesOf(categories: readonly Category[]): readonly CategoryTile[] {
  let made = tiles.get(categories);
  if (!made) {
    made = categories.map((category) => {
      // A category with no title of its own goes by the chatbot's short name for it.
      const title = category.title.trim() || category.alias.trim();
      return { title, icon: category.icon === '' ? null : category.icon, initial: title.charAt(0).toUpperCase() };
    });
    tiles.set(categories, made);
  }
  return made;
}

export function select(snapshot: Snapshot): ComplaintNewView {
  const { context } = snapshot;
  const opened = snapshot.matches('opened');
  const shown = snapshot.matches('ready') || opened;
  return {
    load: loadViewOf(snapshot),
    noOrder: snapshot.matches('noOrder'),
    order: shown ? context.order : null,
    orders: context.orders,
    sheetOpen: snapshot.matches({ ready: 'choosingOrder' }),
    categories: shown ? tilesOf(context.categories) : NONE,
    noCategories: shown && context.categories.length === 0,
    opening: opened ? context.chosen : null,
  };
}
