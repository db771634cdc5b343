import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { Actor, AnyStateMachine, InputFrom } from 'xstate';

/**
 * Lets a harness (path tests, the dev tools) see the root actor a page runs, without the page
 * knowing: the path tests compare the real machine state with the path's after every step.
 */
export const FlowProbeContext = createContext<((actor: Actor<AnyStateMachine>) => void) | null>(null);

/** Every page starts its machine through this hook so the probe works the same everywhere. */
export function useFlowActor<TLogic extends AnyStateMachine>(
  logic: TLogic,
  ...[input]: undefined extends InputFrom<TLogic> ? [input?: InputFrom<TLogic>] : [input: InputFrom<TLogic>]
): Actor<TLogic> {
  const actor = useActorRef(logic, input === undefined ? undefined : { input });
  const probe = useContext(FlowProbeContext);
  useEffect(() => {
    probe?.(actor as unknown as Actor<AnyStateMachine>);
  }, [probe, actor]);
  return actor;
}
