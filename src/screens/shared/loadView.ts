import type { AnyMachineSnapshot } from 'xstate';
import type { LoadFailure } from '@machines/shared/load';

/**
 * What a loading machine (machines/shared/load.ts `loadStates`) shows instead of its content:
 * a spinner, a refusal (the server's message, with a way out), or a fault (with a retry).
 */
export type LoadView =
  | { phase: 'loading' }
  | { phase: 'refused'; message: string }
  | { phase: 'failed' }
  | null;

export function loadViewOf(snapshot: AnyMachineSnapshot): LoadView {
  if (snapshot.hasTag('loading')) return { phase: 'loading' };
  const failure = (snapshot.context as { failure?: LoadFailure | null }).failure;
  if (snapshot.matches('refused')) return { phase: 'refused', message: failure?.kind === 'refused' ? failure.message : '' };
  if (snapshot.matches('failed')) return { phase: 'failed' };
  return null;
}
