import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useTitle } from './useTitle';

/** Equal when both objects hold the same values, one level deep (what a view model changes by). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a) as (keyof T)[];
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]));
}

/**
 * A screen's view model, read once from its actor through its pure `select`, and its title: WebView
 * toolbars show `document.title`, so each screen names itself.
 */
export function useScreen<TActor extends AnyActorRef, TView>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => TView,
  title: string,
): TView {
  useTitle(title);
  return useSelector(actor, select as (snapshot: unknown) => TView, shallowEqual);
}
