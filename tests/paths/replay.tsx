/**
 * Replays generated paths over the real rendered page: user events are gestures, invoked actors
 * are promises the step settles, delays are fake-timer advances; after every step the page's real
 * machine must be in the path's state and the user must see what that state promises.
 */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
} from 'xstate';
import type { NavigateParams } from '@machines/shared/effects';
import { liveEffects } from '@/app/flows/effects';
import { FlowProbeContext } from '@/pages/shared/useFlowActor';
import { ToastHost } from '@/ui';
import { allLeafStates, coverageOf, descendants, generatePaths, type PathSpec } from './model';

export interface Invocation {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Invoked actors the test settles: every invoke of the machine becomes one of these. */
export class ActorController {
  readonly pending = new Map<string, Invocation[]>();
  readonly calls: { id: string; input: unknown }[] = [];
  /** Where the machine navigated (the shared `navigate` effect), in order. */
  readonly navigations: NavigateParams[] = [];

  logicFor(id: string): AnyActorLogic {
    return fromPromise(({ input }) => {
      this.calls.push({ id, input });
      return new Promise((resolve, reject) => {
        const list = this.pending.get(id) ?? [];
        list.push({ input, resolve, reject });
        this.pending.set(id, list);
      });
    });
  }

  take(id: string): Invocation {
    const next = this.pending.get(id)?.shift();
    if (!next) throw new Error(`No pending invocation of actor "${id}" to settle`);
    return next;
  }
}

export interface StepContext<TEvent extends EventObject = EventObject> {
  user: UserEvent;
  screen: typeof screen;
  event: TEvent;
  actors: ActorController;
}

export type Executor<TEvent extends EventObject = EventObject> = (context: StepContext<TEvent>) => Promise<void> | void;

/** One gesture per user-facing event type of the machine. */
export type Gestures<TMachine extends AnyStateMachine> = {
  [K in EventFrom<TMachine>['type']]: Executor<Extract<EventFrom<TMachine>, { type: K }>>;
};

export interface StateCheckContext {
  screen: typeof screen;
  snapshot: AnyMachineSnapshot;
  /** The step that led here (undefined at the start) and the state it left. */
  event?: EventObject;
  previous?: AnyMachineSnapshot;
  actors: ActorController;
}

/** A `states` key whose assertion runs in every state, besides the state's own. */
export const EVERY_STATE = '*';

export interface PathSuite<TMachine extends AnyStateMachine> {
  /** Renders the real page around the machine the harness provides. */
  render: (logic: TMachine) => ReactElement;
  gestures: Gestures<TMachine>;
  /**
   * Invoked child machines to keep real (their own invoked actors become controlled, under their
   * own ids): the page renders them, and `overrides` drive them to their done event by gestures.
   */
  realChildren?: readonly string[];
  /** Executors for system events (done/error/after) that the default settling does not fit. */
  overrides?: Partial<Record<string, Executor>>;
  /**
   * What the user sees in each state, keyed by state path ('form.editing'); every leaf needs one.
   * The key EVERY_STATE ('*') holds what must hold everywhere.
   */
  states: Record<string, (context: StateCheckContext) => void | Promise<void>>;
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'provide' in logic;
}

/** The machine with every invoked actor controlled by the test, except the named real children. */
function controlled(machine: AnyStateMachine, actors: ActorController, real: ReadonlySet<string>): AnyStateMachine {
  const provided: Record<string, AnyActorLogic> = {};
  for (const [id, logic] of Object.entries(machine.implementations.actors)) {
    provided[id] = real.has(id) && isMachine(logic) ? controlled(logic, actors, real) : actors.logicFor(id);
  }
  return machine.provide({
    actors: provided,
    actions: { toast: liveEffects.toast, navigate: (_: unknown, params: NavigateParams) => actors.navigations.push(params) },
  } as never);
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot, event: EventObject): number {
  for (const node of descendants(machine.root)) {
    const transition = node.after.find((t) => t.eventType === eventType);
    if (!transition) continue;
    const delay = transition.delay as string | number;
    if (typeof delay === 'number') return delay;
    const named = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (typeof named === 'number') return named;
    if (typeof named === 'function') return (named as (a: object) => number)({ context: snapshot.context, event });
  }
  throw new Error(`No delay found for ${eventType}`);
}

/** Curried so the machine type is fixed by the spec before the gestures are typed against it. */
export function describePaths<TMachine extends AnyStateMachine>(spec: PathSpec<TMachine>) {
  return (suite: PathSuite<TMachine>): void => definePathTests(spec, suite);
}

function definePathTests<TMachine extends AnyStateMachine>(spec: PathSpec<TMachine>, suite: PathSuite<TMachine>): void {
  const paths = generatePaths(spec as PathSpec);

  describe(`${spec.name} paths`, () => {
    it('has a state assertion for every leaf state', () => {
      const keys = Object.keys(suite.states);
      const unasserted = allLeafStates(spec.machine).filter(
        (leaf) => !keys.some((key) => leaf === key || leaf.startsWith(`${key}.`)),
      );
      expect(unasserted).toEqual([]);
    });

    it('covers every state and transition', () => {
      const coverage = coverageOf(spec as PathSpec, paths);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });

    for (const path of paths) {
      it(path.description, async () => {
        vi.useFakeTimers();
        try {
          await replay(spec, suite, path.steps);
        } finally {
          vi.useRealTimers();
        }
      });
    }
  });
}

async function replay<TMachine extends AnyStateMachine>(
  spec: PathSpec<TMachine>,
  suite: PathSuite<TMachine>,
  steps: readonly { event: EventObject; state: AnyMachineSnapshot }[],
): Promise<void> {
  const { machine } = spec;
  const actors = new ActorController();
  const logic = controlled(machine, actors, new Set(suite.realChildren ?? [])) as TMachine;

  let running: Actor<AnyStateMachine> | null = null;
  const overrides = (suite.overrides ?? {}) as Record<string, Executor | undefined>;
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view: RenderResult = render(
    <FlowProbeContext.Provider value={(actor) => (running = actor)}>
      {suite.render(logic)}
      <ToastHost />
    </FlowProbeContext.Provider>,
  );
  await act(async () => {});

  const check = async (expected: AnyMachineSnapshot, label: string, event?: EventObject, previous?: AnyMachineSnapshot) => {
    if (!running) throw new Error('The page did not start its machine through useFlowActor');
    const actual = (running as Actor<AnyStateMachine>).getSnapshot() as AnyMachineSnapshot;
    expect(actual.value, `machine state after ${label}`).toEqual(expected.value);
    const matching = Object.entries(suite.states).filter(([key]) => key === EVERY_STATE || expected.matches(key));
    if (!matching.some(([key]) => key !== EVERY_STATE)) throw new Error(`No state assertion matches ${JSON.stringify(expected.value)}`);
    for (const [, assertion] of matching) await assertion({ screen, snapshot: actual, actors, event, previous });
  };

  const initial = createActor(machine, { input: spec.input }).getSnapshot() as AnyMachineSnapshot;
  await check(initial, 'start');
  for (const [index, step] of steps.entries()) {
    const { event } = step;
    const label = `step ${index + 1} (${event.type})`;
    const override = overrides[event.type];
    if (override) {
      await override({ user, screen, event, actors });
    } else if (event.type.startsWith('xstate.done.actor.')) {
      const output = (event as { output?: unknown }).output;
      await act(async () => actors.take(event.type.slice('xstate.done.actor.'.length)).resolve(output));
    } else if (event.type.startsWith('xstate.error.actor.')) {
      const error = (event as { error?: unknown }).error;
      await act(async () => actors.take(event.type.slice('xstate.error.actor.'.length)).reject(error));
    } else if (event.type.startsWith('xstate.after.')) {
      const previous = index === 0 ? (running as Actor<AnyStateMachine> | null)?.getSnapshot() : steps[index - 1]?.state;
      const ms = delayOf(machine, event.type, previous as AnyMachineSnapshot, event);
      await act(async () => vi.advanceTimersByTime(ms));
    } else {
      const gesture = (suite.gestures as Record<string, Executor | undefined>)[event.type];
      if (!gesture) throw new Error(`No gesture for ${event.type}`);
      await gesture({ user, screen, event, actors });
    }
    await act(async () => {});
    await check(step.state, label, event, index === 0 ? initial : steps[index - 1]?.state);
  }
  view.unmount();
}
