import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
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

/** A machine's loading states carry the tag 'loading' (machines/shared/load.ts). */
function isLoading(snapshot: unknown): boolean {
  const tagged = snapshot as { hasTag?: (tag: string) => boolean };
  return tagged.hasTag?.('loading') ?? false;
}

/** Stands for "the answer's view is shown" in the deferred value below: never a view model. */
const SHOWN = Symbol('shown');

/**
 * A screen's view model, read once from its actor through its pure `select`, and its title: WebView
 * toolbars show `document.title`, so each screen names itself.
 *
 * The view an answer brings (loading -> content) is rendered in a transition: an update from the
 * actor's store renders at once in one task, and a whole page of content is one long task on a slow
 * phone (total blocking time 70-150 ms on loan confirm and loan details, issue 22). Deferred, React
 * renders it in slices while the loading view stays up. Only that step: every other update (a
 * keystroke in a controlled field) must render at once, and renders once.
 */
export function useScreen<TActor extends AnyActorRef, TView>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => TView,
  title: string,
): TView {
  useTitle(title);
  const view = useSelector(actor, select as (snapshot: unknown) => TView, shallowEqual);
  const loading = useSelector(actor, isLoading);
  // While loading, the value is the loading view; once the answer is in, a constant, so the
  // deferred value changes (and React renders in the background) once per load, not per update.
  const held = useDeferredValue<TView | typeof SHOWN>(loading ? view : SHOWN);
  return held !== SHOWN && !loading ? held : view;
}
