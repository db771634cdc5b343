import type { SnapshotFrom } from 'xstate';
import type { recommendedMachine } from '@machines/recommended/recommended.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';
import { productCardsOf, type ProductCardView } from '../shared/productCards';

export interface RecommendedView {
  load: LoadView;
  /** Quota full for today: the quoted text and 'Kembali Ke Beranda'. */
  full: boolean;
  cards: readonly ProductCardView[];
  /** An apply is in flight. */
  busy: boolean;
}

export function select(snapshot: SnapshotFrom<typeof recommendedMachine>): RecommendedView {
  const ready = snapshot.matches('ready') || snapshot.matches('left');
  return {
    load: loadViewOf(snapshot),
    full: snapshot.matches('empty'),
    cards: ready ? productCardsOf(snapshot.context.products, snapshot.context.applying) : [],
    busy: snapshot.hasTag('busy'),
  };
}
