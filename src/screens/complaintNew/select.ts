import type { SnapshotFrom } from 'xstate';
import type { Category, complaintNewMachine } from '@machines/complaintNew/complaintNew.machine';
import type { OrderCard } from '@machines/shared/orderSwitch';
import { loadViewOf, type LoadView } from '../shared/loadView';
import { memoOf } from '../shared/memoOf';

/** The page's own pictograms (CategoryIcon.tsx); `help` stands for a topic it cannot tell. */
export type CategoryGlyph = 'apply' | 'repay' | 'account' | 'collection' | 'help';

/**
 * Which pictogram a category gets, by the words of its title and alias in either market (the
 * server names its categories, it sends no kind): the first with a word in them wins, in this
 * order, so 'Loan repayment' is a repayment and 'Collection' is not an account.
 */
export const CATEGORY_GLYPHS: readonly (readonly [Exclude<CategoryGlyph, 'help'>, readonly string[]])[] = [
  ['collection', ['collection', 'collector', 'collect', 'debt', 'penagihan', 'tagihan', 'penagih', 'tagih']],
  ['repay', ['repayment', 'repay', 'payment', 'pay', 'pembayaran', 'bayar', 'pelunasan', 'cicilan', 'angsuran']],
  ['apply', ['application', 'apply', 'loan', 'pengajuan', 'ajukan', 'pinjaman', 'pinjam']],
  ['account', ['account', 'profile', 'login', 'akun', 'profil', 'masuk']],
];

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

export function glyphOf(title: string, alias: string): CategoryGlyph {
  const words = new Set([...wordsOf(title), ...wordsOf(alias)]);
  for (const [glyph, keys] of CATEGORY_GLYPHS) if (keys.some((key) => words.has(key))) return glyph;
  return 'help';
}

/** A category tile: its name, the server's icon (a safe URL) if any, and the page's pictogram beneath it. */
export interface CategoryTile {
  title: string;
  icon: string | null;
  glyph: CategoryGlyph;
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
const tilesOf = memoOf(
  (categories: readonly Category[]): readonly CategoryTile[] =>
    categories.map((category) => {
      // A category with no title of its own goes by the chatbot's short name for it.
      const title = category.title.trim() || category.alias.trim();
      return { title, icon: category.icon === '' ? null : category.icon, glyph: glyphOf(category.title, category.alias) };
    }),
);
const NONE: readonly CategoryTile[] = [];

export function select(snapshot: Snapshot): ComplaintNewView {
  const { context } = snapshot;
  const opened = snapshot.matches('opening');
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
