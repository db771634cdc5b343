import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { Actor, AnyActorRef, AnyStateMachine, InputFrom, InspectionEvent } from 'xstate';

/**
 * Lets a harness (the path tests) watch the actors a screen runs without the screen knowing: it
 * is told of each root actor a screen starts, and sees every event and transition of its system.
 */
export interface FlowProbe {
  attach: (actor: AnyActorRef) => void;
  inspect: (event: InspectionEvent) => void;
}

export const FlowProbeContext = createContext<FlowProbe | null>(null);

/** Every screen starts its machine through this hook so the probe works the same everywhere. */
export function useFlowActor<TLogic extends AnyStateMachine>(
  logic: TLogic,
  ...[input]: undefined extends InputFrom<TLogic> ? [input?: InputFrom<TLogic>] : [input: InputFrom<TLogic>]
): Actor<TLogic> {
  const probe = useContext(FlowProbeContext);
  const actor = useActorRef(logic, {
    ...(input === undefined ? {} : { input }),
    ...(probe ? { inspect: probe.inspect } : {}),
  } as never);
  useEffect(() => {
    probe?.attach(actor);
  }, [probe, actor]);
  return actor as Actor<TLogic>;
}
