/**
 * Path generation and transition coverage for one machine, with no React: shared by the path
 * tests (which replay the paths over the real pages) and the coverage report script.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  createEmptyActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { LoadResult } from '@machines/shared/load';

/**
 * One way the machine starts: its input, and what the replay seeds before the screen mounts so the
 * real binding reads that input (e.g. a payment stored before a reload).
 */
export interface PathStart<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  input: InputFrom<TMachine>;
  before?: () => void;
  /** The page address this start opens at, when it is not the suite's (the input is read from it). */
  address?: string;
  /** Entries of the history beneath the address, oldest first (a reload keeps them): Back goes there. */
  history?: readonly string[];
}

export interface PathSpec<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Several starts when the input decides where the machine begins (an `always` on it): paths are
   * generated from each, and coverage is their union. Without it the one start is `input`.
   */
  starts?: readonly PathStart<TMachine>[];
  /**
   * Concrete events per event type, for events that carry data: one per domain outcome (e.g. the
   * done event of a save with code '00' and with a failure code). Types not listed are sent bare;
   * error events of invoked actors get a network error.
   */
  payloads?: Record<string, readonly (EventObject & Record<string, unknown>)[]>;
  /**
   * Event types whose payloads are outcomes the user tells apart though the machine keeps nothing
   * of them (e.g. a server's message, toasted): the payload joins the path key, and each payload
   * gets a path of its own, not only each transition.
   */
  everyPayload?: readonly string[];
  /** The small, bounded part of the context that guards read; it joins the path key. */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * Leave out an event where the machine would ignore it (every guard false), e.g. Retry on an
   * image that did not fail: the screen offers no control for it, so no gesture could send it.
   */
  skipIgnored?: boolean;
  /**
   * Where the screen has several controls for one event and the transitions cannot tell them apart
   * (the Repay of the repayment block and the lone Repay of another status), the name of the one a
   * step uses, from the state before it: each name gets a path, so each control is used
   * (tests/paths/controls.ts checks that every control that sends an event is).
   */
  controlOf?: (event: EventObject, before: AnyMachineSnapshot) => string | null;
  /**
   * Paths written out, from a start (by name; the first by default) through the given events:
   * for controls that no generated path uses and no payload reaches in few paths (the Remove of
   * each of nine images, one after another), or whose event the machine refuses where the screen
   * still offers it (a locked period's tap). They are replayed and count like generated ones.
   */
  scenarios?: readonly { name: string; start?: string; events: readonly (EventObject & Record<string, unknown>)[] }[];
}

/** The type of the done event of the invoked actor `actor`, as `payloads` and `everyPayload` name it. */
export const doneType = (actor: string): string => `xstate.done.actor.${actor}`;

/**
 * The done events of the invoked actor `actor`, one per output (each answer a path may get), keyed
 * as `payloads` takes them: `payloads: { ...doneEvents<LoadResult<T>>('load', [ok, refused]) }`.
 */
export function doneEvents<TOutput>(actor: string, outputs: readonly TOutput[]): Record<string, { type: string; output: TOutput }[]> {
  const type = doneType(actor);
  return { [type]: outputs.map((output) => ({ type, output })) };
}

/** A load's answer with its data, and the server's refusal with its message (the outputs of a load actor). */
export const ok = <TData>(data: TData): LoadResult<TData> => ({ ok: true, data });
export const refused = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Events of one type that carry data, one per set of fields: `events('user.pick', [{ index: 0 }, { index: 2 }])`. */
export function events<TFields extends Record<string, unknown>>(type: string, fields: readonly TFields[]): Record<string, (TFields & { type: string })[]> {
  return { [type]: fields.map((more) => ({ type, ...more })) };
}

export interface MachinePath {
  description: string;
  /** The start the path begins at. */
  start: PathStart;
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
  /** The transitions each step must take: index 0 at the start, index i + 1 for steps[i]. */
  expected: string[][];
  /** The controls the spec names for its steps (PathSpec.controlOf). */
  controls: string[];
}

function eventsFor(spec: PathSpec, snapshot: AnyMachineSnapshot): EventObject[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type): EventObject[] => {
    if (type === '*' || type.endsWith('.*')) return [];
    const given = spec.payloads?.[type];
    if (given) return [...given];
    if (type.startsWith('xstate.error.actor.')) return [{ type, error: new Error('network') } as EventObject];
    return [{ type }];
  }).filter((event) => !spec.skipIgnored || snapshot.can(event));
}

/** Id of a transition: source node, event type and position among that node's candidates. */
export function transitionId(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const list = transition.eventType === '' ? source.always : source.transitions.get(transition.eventType);
  const index = list?.indexOf(transition) ?? -1;
  return `${source.id} ${transition.eventType === '' ? 'always' : transition.eventType} #${index}`;
}

/** The node and all its descendants (xstate's getStateNodes resolves a state value instead). */
export function descendants(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(descendants)];
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  for (const node of descendants(machine.root)) {
    for (const list of node.transitions.values()) list.forEach((t) => ids.push(transitionId(t)));
    node.always?.forEach((t) => ids.push(transitionId(t)));
  }
  return ids.sort();
}

export function allLeafStates(machine: AnyStateMachine): string[] {
  return descendants(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/**
 * Replays a path's events on the real machine with inert actors and a clock that never fires,
 * collecting the transitions each step takes (eventless ones included) from the inspection stream:
 * index 0 is the start, index i + 1 the i-th event. The UI replay must take at least these.
 */
/** The starts of a spec: its `starts`, or the one start its `input` makes. */
export function startsOf(spec: PathSpec): readonly PathStart[] {
  return spec.starts && spec.starts.length > 0 ? spec.starts : [{ name: '', input: spec.input }];
}

export function transitionsPerStep(spec: PathSpec, events: readonly EventObject[], input: unknown = spec.input): Set<string>[] {
  const steps: Set<string>[] = [new Set()];
  const inert: Record<string, AnyActorLogic> = {};
  for (const [id, logic] of Object.entries(spec.machine.implementations.actors)) {
    inert[id] = isMachine(logic) ? frozen(logic) : fromPromise(() => new Promise<never>(() => {}));
  }
  const actor = createActor(spec.machine.provide({ actors: inert }), {
    input,
    clock: { setTimeout: () => 0, clearTimeout: () => {} },
    inspect: (inspection) => {
      // The root actor's own microsteps; its start's `always` runs before `actor` is assigned.
      if (inspection.type === '@xstate.microstep' && (inspection.actorRef as { _parent?: unknown })._parent === undefined) {
        for (const t of microstepTransitions(inspection)) steps[steps.length - 1]!.add(transitionId(t));
      }
    },
  });
  actor.start();
  for (const event of events) {
    steps.push(new Set());
    actor.send(event);
  }
  actor.stop();
  return steps;
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;
}

/**
 * A child machine as the traversal sees it: in its initial state for good (the traversal never
 * delivers an event to a child), its snapshot still readable by a guard (a countdown's tags).
 */
function frozen(logic: AnyStateMachine): AnyActorLogic {
  return Object.create(logic, {
    transition: { value: (snapshot: unknown) => snapshot },
    start: { value: () => {} },
  }) as AnyActorLogic;
}

/** The transitions a microstep inspection event took (xstate reports them on a private field). */
export function microstepTransitions(inspection: unknown): AnyTransitionDefinition[] {
  return (inspection as { _transitions: AnyTransitionDefinition[] })._transitions;
}

/** A readable path name: the events in order, runs of the same event folded ("tick ×59"). */
function describe(steps: readonly { event: EventObject; state: AnyMachineSnapshot }[]): string {
  const parts: string[] = [];
  let previous = '';
  let count = 0;
  const flush = () => {
    if (count > 0) parts.push(count > 1 ? `${previous} ×${count}` : previous);
  };
  for (const { event } of steps) {
    const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
    if (name === previous) count += 1;
    else {
      flush();
      previous = name;
      count = 1;
    }
  }
  flush();
  const last = steps[steps.length - 1]?.state.value;
  return `${parts.join(' → ')} ⇒ ${JSON.stringify(last)}`;
}

/** Which of the spec's payloads an event is, for the types of `everyPayload` (else null). */
function payloadOf(spec: PathSpec, event: EventObject | undefined): string | null {
  if (!event || !spec.everyPayload?.includes(event.type)) return null;
  const list = spec.payloads?.[event.type] ?? [];
  // A written-out path's event is a payload of the list when it says the same.
  const index = list.findIndex((payload) => payload === event || JSON.stringify(payload) === JSON.stringify(event));
  return `${event.type} payload #${index === -1 ? JSON.stringify(event) : index}`;
}

function keyOf(spec: PathSpec) {
  return (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) =>
    JSON.stringify([
      snapshot.value,
      spec.project?.(snapshot) ?? null,
      event?.type ?? null,
      previous?.value ?? null,
      ...(spec.everyPayload ? [payloadOf(spec, event)] : []),
    ]);
}

/**
 * Shortest paths keyed on (state, projected context, incoming event, previous state) reach every
 * transition; of those, keep a small set that still covers every transition any of them takes
 * (and every payload of `everyPayload`, every control of `controlOf`), longest first, so the
 * replay stays fast. With several starts, the paths of all of them are pooled.
 */
export function generatePaths(spec: PathSpec): MachinePath[] {
  const candidates = startsOf(spec)
    .flatMap((start) => {
      const model = new TestModel(spec.machine, {
        events: (snapshot) => eventsFor(spec, snapshot as AnyMachineSnapshot),
        serializeState: keyOf(spec) as never,
        stateMatcher: (snapshot, key) => (snapshot as AnyMachineSnapshot).matches(key),
        input: start.input,
      });
      return model.getShortestPaths().map((path): MachinePath => {
        const all = path.steps.map((step) => ({ event: step.event as EventObject, state: step.state as AnyMachineSnapshot }));
        const steps = all.filter((step) => step.event.type !== 'xstate.init');
        const expected = transitionsPerStep(spec, steps.map((s) => s.event), start.input).map((set) => [...set]);
        const description = start.name === '' ? describe(steps) : `[${start.name}] ${describe(steps)}`;
        const controls = spec.controlOf
          ? all.flatMap((step, i) => (i === 0 || step.event.type === 'xstate.init' ? [] : [spec.controlOf!(step.event, all[i - 1]!.state)]))
          : [];
        return { description, start, steps, expected, controls: controls.filter((name) => name !== null).map((name) => `control ${name}`) };
      });
    })
    .filter((path) => path.steps.length > 0)
    .sort((a, b) => b.steps.length - a.steps.length);
  const covered = new Set<string>();
  const chosen: MachinePath[] = [];
  for (const path of scenarioPaths(spec)) {
    [...path.expected.flat(), ...path.steps.map((step) => payloadOf(spec, step.event)), ...path.controls].forEach((id) => id !== null && covered.add(id));
    chosen.push(path);
  }
  for (const path of candidates) {
    const payloads = path.steps.map((step) => payloadOf(spec, step.event)).filter((id) => id !== null);
    const taken = new Set([...path.expected.flat(), ...payloads, ...path.controls]);
    if ([...taken].some((id) => !covered.has(id))) {
      taken.forEach((id) => covered.add(id));
      chosen.push(path);
    }
  }
  return chosen;
}

/**
 * The spec's written-out paths, stepped on the machine as the traversal steps it (its initial
 * snapshot and pure transitions, no actor started); every event must be one the state knows.
 */
function scenarioPaths(spec: PathSpec): MachinePath[] {
  return (spec.scenarios ?? []).map((scenario) => {
    const start = startsOf(spec).find((s) => scenario.start === undefined || s.name === scenario.start);
    if (!start) throw new Error(`${spec.name} scenario "${scenario.name}": no start "${scenario.start}"`);
    const empty = createEmptyActor();
    const scope = {
      self: empty,
      logger: () => {},
      id: '',
      sessionId: 'scenario',
      defer: () => {},
      system: empty.system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    } as unknown as Parameters<AnyStateMachine['transition']>[2];
    let state = spec.machine.getInitialSnapshot(scope, start.input) as AnyMachineSnapshot;
    const all = [{ event: { type: 'xstate.init' } as EventObject, state }];
    for (const event of scenario.events) {
      // A guard may refuse it (a locked period's tap does nothing), but the state must know the event.
      if (!__unsafe_getAllOwnEventDescriptors(state).includes(event.type)) {
        throw new Error(`${spec.name} scenario "${scenario.name}": ${JSON.stringify(state.value)} has no ${event.type}`);
      }
      state = spec.machine.transition(state, event, scope) as AnyMachineSnapshot;
      all.push({ event, state });
    }
    const steps = all.slice(1);
    const expected = transitionsPerStep(spec, scenario.events, start.input).map((set) => [...set]);
    const controls = spec.controlOf ? steps.map((step, i) => spec.controlOf!(step.event, all[i]!.state)).filter((name) => name !== null) : [];
    const description = `${start.name === '' ? '' : `[${start.name}] `}${scenario.name}: ${describe(steps)}`;
    return { description, start, steps, expected, controls: controls.map((name) => `control ${name}`) };
  });
}

export interface Coverage {
  name: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

/** What one replay over the real screen observed: the leaf states it was in, the transitions it took. */
export interface Observed {
  states: readonly string[];
  transitions: readonly string[];
  paths: number;
  controls?: ControlsObserved;
}

/**
 * The controls of a screen that send its machine an event, keyed by role, name and context
 * (tests/paths/controls.ts), with the event types; those a path's gesture used; where each sending
 * control was first seen.
 */
export interface ControlsObserved {
  sending: Record<string, readonly string[]>;
  used: Record<string, readonly string[]>;
  seenIn: Record<string, string>;
  /** Controls whose use changes only the view (a thumbnail opening its picture): probed at the ends of paths. */
  viewOnly: readonly string[];
}

export interface ControlCoverageFigures {
  sending: number;
  used: number;
  /** Each control that sends an event and that no path used: its key, what it sends, where it was seen. */
  unused: { key: string; events: readonly string[]; seenIn: string }[];
}

/** How many of the controls that send an event the paths used, and which they never did. */
export function controlCoverageOf(controls: ControlsObserved): ControlCoverageFigures {
  const keys = Object.keys(controls.sending).sort();
  const unused = keys
    .filter((key) => !(key in controls.used))
    .map((key) => ({ key, events: controls.sending[key]!, seenIn: controls.seenIn[key] ?? '?' }));
  return { sending: keys.length, used: keys.length - unused.length, unused };
}

/** One line per unused control: `button 'Repay' in group 'Repayment' (sends user.repay; seen in {...})`. */
export const describeUnused = (figures: ControlCoverageFigures): string[] =>
  figures.unused.map(({ key, events, seenIn }) => `${key} (sends ${events.join(', ')}; seen in ${seenIn})`);

/** Coverage of a machine by what the UI replay observed (never by a second replay without the UI). */
export function coverageOf(machine: AnyStateMachine, name: string, observed: Observed): Coverage {
  const leaves = allLeafStates(machine);
  const all = allTransitions(machine);
  const states = new Set(observed.states);
  const taken = new Set(observed.transitions);
  return {
    name,
    states: { covered: leaves.filter((l) => states.has(l)).length, total: leaves.length, missing: leaves.filter((l) => !states.has(l)) },
    transitions: { covered: all.filter((t) => taken.has(t)).length, total: all.length, missing: all.filter((t) => !taken.has(t)) },
    paths: observed.paths,
  };
}

/** The leaf states a snapshot is in (several inside parallel regions). */
export function activeLeaves(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return allLeafStates(machine).filter((leaf) => snapshot.matches(leaf as never));
}

/** Every state node's path ('form.editing'), the root excluded. */
export function allStatePaths(machine: AnyStateMachine): string[] {
  return descendants(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.path.join('.'));
}

/** Where each path test file writes what its UI replay observed, for scripts/paths-report.ts. */
export const OBSERVED_DIR = '.paths-coverage';
