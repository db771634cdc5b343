import type { SnapshotFrom } from 'xstate';
import type { loginFailureMachine } from '@machines/loginFailure/loginFailure.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';
import { productCardsOf, type ProductCardView } from '../shared/productCards';

export interface LoginFailureView {
  load: LoadView;
  /** stand/targeted's notice and message, once the page has loaded. */
  notice: string;
  message: string;
  /** Loaded, but no alternative product to offer. */
  empty: boolean;
  cards: readonly ProductCardView[];
  busy: boolean;
}

export function select(snapshot: SnapshotFrom<typeof loginFailureMachine>): LoginFailureView {
  const { context } = snapshot;
  const loaded = snapshot.matches('ready') || snapshot.matches('empty') || snapshot.matches('left');
  return {
    load: loadViewOf(snapshot),
    notice: loaded ? context.notice : '',
    message: loaded ? context.message : '',
    empty: snapshot.matches('empty'),
    cards: loaded ? productCardsOf(context.products, context.applying) : [],
    busy: snapshot.hasTag('busy'),
  };
}
