/**
 * Replays generated paths over the real screen, rendered through its real binding (the same
 * `provide` as production) at a real address: only the network (held MSW handlers), the native
 * host (a recording Android bridge) and the clock (fake timers) are replaced.
 *
 * After every step the harness checks, on the live actor system (xstate's inspection stream),
 * that the screen's machine received the step's event and took the transitions the path names,
 * that it is in the path's state, and that each active leaf state's own assertion of what the user
 * sees holds. Coverage is what this UI replay took; it is written to OBSERVED_DIR for the report.
 *
 * It also watches the controls (tests/paths/controls.ts): at each state, which of the screen's
 * controls send its machine an event when used, and which of them the gestures used; a control
 * that sends an event and that no path used fails the file's last test and the report.
 */
import { act, render, screen, within, type Screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Suspense, use, useContext, useLayoutEffect, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, UNSAFE_NavigationContext, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { RatingOutput } from '@machines/rating/rating.machine';
import { outputOf } from '@machines/shared/load';
import { RouterServices } from '@/app/RouterServices';
import { getVariant, refreshSession } from '@/services/session';
import { loadCatalog } from '@/i18n';
import { FlowProbeContext, type FlowProbe } from '@/screens/shared/useFlowActor';
import { LoadingHost, ToastHost } from '@/ui';
import {
  activeLeaves,
  allLeafStates,
  allStatePaths,
  controlCoverageOf,
  coverageOf,
  describeUnused,
  descendants,
  generatePaths,
  microstepTransitions,
  OBSERVED_DIR,
  startsOf,
  transitionId,
  type PathSpec,
  type PathStart,
} from './model';
import { installBridge, removeBridge, type HostCall } from '../support/host';
import { flush, flushUntil, NetworkController, type Endpoint, type ReceivedRequest } from './network';
import { expectFault, expectRefusal, type RefusalChecks } from '../support/alerts';
import { controlsJson, ControlWatch, newControlCoverage, ProbeDisturbed, type ControlCoverage } from './controls';

export {
  answerLink,
  answerLoad,
  answerSaved,
  CHANNEL_TEMPLATE,
  DEVICE_QUERY,
  envelope,
  expectSessionPost,
  flush,
  flushUntil,
  get,
  post,
  refusal,
  SESSION_QUERY,
  type Endpoint,
  type ReceivedRequest,
} from './network';

/** What the recording host was asked to do, in order: the Android method and its JSON payload. */
export type BridgeCall = HostCall;

/** Where the screen is now: its own address, or the one it navigated to. */
export interface Place {
  pathname: string;
  search: string;
  /** The query of the current address. */
  query: Record<string, string>;
}

export interface StepContext<TEvent extends EventObject = EventObject> {
  user: UserEvent;
  screen: typeof screen;
  event: TEvent;
  network: NetworkController;
  bridge: readonly BridgeCall[];
  /** The browser's Back button: the history returns to the entry beneath and the window hears popstate. */
  back: () => Promise<void>;
}

export type Executor<TEvent extends EventObject = EventObject> = (context: StepContext<TEvent>) => Promise<void> | void;

/** One gesture per user-facing event type of the machine. */
export type Gestures<TMachine extends AnyStateMachine> = {
  [K in EventFrom<TMachine>['type']]: Executor<Extract<EventFrom<TMachine>, { type: K }>>;
};

export interface StateCheckContext {
  screen: typeof screen;
  /** The live machine's snapshot. */
  snapshot: AnyMachineSnapshot;
  /** The step that led here (undefined at the start) and the state it left. */
  event?: EventObject;
  previous?: AnyMachineSnapshot;
  network: NetworkController;
  /** The request the step's done/error event answered, when it answered one. */
  answered?: ReceivedRequest;
  bridge: readonly BridgeCall[];
  place: Place;
}

/** A `states` key whose assertion runs in every state, besides the leaf's own. */
export const EVERY_STATE = '*';

export interface PathSuite<TMachine extends AnyStateMachine> {
  /** The route's own screen (its binding's default export) and the address it opens at. */
  screen: ComponentType;
  address: string;
  /** The endpoint of every invoked actor that goes over the network. */
  network: { [actor: string]: Endpoint<never> };
  gestures: Gestures<TMachine>;
  /** Executors for system events (done/error/after) that answering the network does not fit. */
  overrides?: Partial<Record<string, Executor>>;
  /**
   * What the user sees, keyed by state path: every leaf state needs its own key (a parent's key
   * may add checks but does not stand in for its leaves); EVERY_STATE runs everywhere; a key that
   * names no state fails.
   */
  states: Record<string, (context: StateCheckContext) => void | Promise<void>>;
  /** Runs before each path renders (seed storage, a draft...), before the path's start's own `before`. */
  before?: () => void;
  /**
   * The other pages' code is still on its way when the screen leaves for one (a first visit), as
   * the app's lazy screens are: the router keeps the screen on, its machine running, while the
   * address already names the next page, until Back cancels the move. Without it another page
   * shows at once and the screen unmounts.
   */
  othersLoading?: boolean;
}

/** Curried so the machine type is fixed by the spec before the gestures are typed against it. */
export function describePaths<TMachine extends AnyStateMachine>(spec: PathSpec<TMachine>) {
  return (suite: PathSuite<TMachine>): void => definePathTests(spec as unknown as PathSpec, suite as unknown as PathSuite<AnyStateMachine>);
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

/** The keys of `states` that are wrong: names of no state, and leaves with no key of their own. */
export function assertionProblems(machine: AnyStateMachine, keys: readonly string[]): string[] {
  const known = new Set(allStatePaths(machine));
  const problems = keys.filter((key) => key !== EVERY_STATE && !known.has(key)).map((key) => `"${key}" names no state`);
  for (const leaf of allLeafStates(machine)) if (!keys.includes(leaf)) problems.push(`leaf "${leaf}" has no assertion of its own`);
  return problems;
}

function definePathTests(spec: PathSpec, suite: PathSuite<AnyStateMachine>): void {
  const paths = generatePaths(spec);
  const observed = { states: new Set<string>(), transitions: new Set<string>(), replayed: 0, controls: newControlCoverage() };

  describe(`${spec.name} paths`, () => {
    it('has an assertion of its own for every leaf state, and no key that names no state', () => {
      expect(assertionProblems(spec.machine, Object.keys(suite.states))).toEqual([]);
    });

    for (const path of paths) {
      it(path.description, async () => {
        vi.useFakeTimers();
        try {
          // A control found to change the view when probed is probed again only at path ends: replay the path.
          for (let tries = 0; ; tries += 1) {
            try {
              await replay(spec, suite, path.steps, path.expected, observed, path.start);
              break;
            } catch (error) {
              if (!(error instanceof ProbeDisturbed) || tries > 10) throw error;
              vi.useRealTimers();
              vi.useFakeTimers();
            }
          }
          observed.replayed += 1;
        } finally {
          vi.useRealTimers();
        }
      });
    }

    // Runs after the replays (a file's tests run in order): coverage is what the UI replay took.
    it('the UI replay covers every leaf state and every transition', () => {
      expect(observed.replayed, 'every path replayed').toBe(paths.length);
      const coverage = coverageOf(spec.machine, spec.name, {
        states: [...observed.states],
        transitions: [...observed.transitions],
        paths: paths.length,
      });
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });

    // A second control that sends the same event is code no transition count can see.
    it('the paths use every control that sends an event', () => {
      expect(observed.replayed, 'every path replayed').toBe(paths.length);
      const figures = controlCoverageOf(controlsJson(observed.controls));
      expect(describeUnused(figures), 'controls that send an event and that no path used').toEqual([]);
    });

    afterAll(() => {
      if (observed.replayed !== paths.length) return;
      mkdirSync(OBSERVED_DIR, { recursive: true });
      writeFileSync(
        `${OBSERVED_DIR}/${spec.name}.json`,
        JSON.stringify(
          { states: [...observed.states].sort(), transitions: [...observed.transitions].sort(), paths: paths.length, controls: controlsJson(observed.controls) },
          null,
          1,
        ),
      );
    });
  });
}

/** Another page whose code never arrives during the path (PathSuite.othersLoading). */
const NEVER = new Promise<never>(() => {});
function LoadingPage(): never {
  use(NEVER);
  throw new Error('unreachable');
}

function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => (query[key] = value));
  return query;
}

/** Replays one generated path over the screen; exported so the harness's own tests can feed it broken screens. */
export async function replay(
  spec: PathSpec,
  suite: PathSuite<AnyStateMachine>,
  steps: readonly { event: EventObject; state: AnyMachineSnapshot }[],
  expected: readonly string[][],
  observed: { states: Set<string>; transitions: Set<string>; controls?: ControlCoverage },
  start: PathStart = startsOf(spec)[0]!,
): Promise<void> {
  const { machine } = spec;
  suite.before?.();
  start.before?.();
  const network = new NetworkController(suite.network);
  const bridge = installBridge();
  const inspections: InspectionEvent[] = [];
  const roots: AnyActorRef[] = [];
  const probe: FlowProbe = { attach: (actor) => void roots.push(actor), inspect: (event) => void inspections.push(event) };
  // The address bar: the history's entry, which may name a page the router has not shown yet.
  let history: { location: Location } | null = null;
  const current = () => {
    if (!history) throw new Error('The router is not mounted');
    return history.location;
  };
  const place: Place = {
    get pathname() {
      return current().pathname;
    },
    get search() {
      return current().search;
    },
    get query() {
      return queryOf(current().search);
    },
  };

  // The navigate function of the router as last shown (one from a render still waiting does nothing).
  let navigate: NavigateFunction | null = null;
  function Where() {
    const go = useNavigate();
    const { navigator } = useContext(UNSAFE_NavigationContext);
    useLayoutEffect(() => {
      navigate = go;
      history = navigator as unknown as { location: Location };
    }, [go, navigator]);
    return null;
  }

  const opened = start.address ?? suite.address;
  const address = new URL(opened, 'http://localhost');
  refreshSession(address.search);
  // The market's catalog, as the entry loads it for the address (isNeedPop, §1).
  await loadCatalog(getVariant().locale);
  const Screen = suite.screen;
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const back = async () => {
    const go = navigate;
    if (!go) throw new Error('The router is not mounted');
    await act(async () => {
      await go(-1);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  };
  const elsewhere = suite.othersLoading ? (
    <Suspense fallback={<p>loading...</p>}>
      <LoadingPage />
    </Suspense>
  ) : (
    <p>Another page</p>
  );
  const own = suite.othersLoading ? (
    <Suspense fallback={<p>loading...</p>}>
      <Screen />
    </Suspense>
  ) : (
    <Screen />
  );
  const view = render(
    <FlowProbeContext.Provider value={probe}>
      <MemoryRouter initialEntries={[...(start.history ?? []), opened]} initialIndex={start.history?.length ?? 0}>
        <RouterServices />
        <Where />
        <Routes>
          <Route path={address.pathname} element={own} />
          <Route path="*" element={elsewhere} />
        </Routes>
        <ToastHost />
        <LoadingHost />
      </MemoryRouter>
    </FlowProbeContext.Provider>,
  );
  await flush();

  // The screen's machine: the root actor the screen started whose logic is this machine.
  const subject = (): AnyActorRef => {
    const found = roots.find((actor) => (actor as unknown as { logic: AnyStateMachine }).logic.id === machine.id);
    if (!found) throw new Error(`The screen did not start a "${machine.id}" machine through useFlowActor`);
    return found;
  };
  // Which controls send the machine an event, and which the gestures use (tests/paths/controls.ts).
  const watch = observed.controls ? new ControlWatch(observed.controls) : null;
  /** What a control's use could change besides the page: the host's calls, the address. */
  const outside = () => `host calls ${bridge.length}, at ${history ? `${current().pathname}${current().search}` : '?'}`;
  let seen = 0;
  /** The inspection events of the subject since the last check. */
  const fresh = () => {
    const actor = subject();
    const list = inspections.slice(seen).filter((event) => event.actorRef === actor);
    seen = inspections.length;
    return list;
  };

  const check = async (
    expectedSnapshot: AnyMachineSnapshot,
    transitions: readonly string[],
    label: string,
    context: { event?: EventObject; previous?: AnyMachineSnapshot; answered?: ReceivedRequest },
    last: boolean,
  ) => {
    const events = fresh();
    const { event } = context;
    if (event) {
      const received = events.some((e) => e.type === '@xstate.event' && e.event.type === event.type);
      expect(received, `${label}: the screen's machine never received ${event.type}`).toBe(true);
    }
    const taken = new Set(
      events.filter((e) => e.type === '@xstate.microstep').flatMap((e) => microstepTransitions(e).map(transitionId)),
    );
    expect(
      transitions.filter((t) => !taken.has(t)),
      `${label}: transitions the path takes that the screen's machine did not`,
    ).toEqual([]);
    taken.forEach((t) => observed.transitions.add(t));
    // A transient state (an `always` start) is never rested in: a transition that left it shows it was entered.
    for (const e of events) {
      if (e.type !== '@xstate.microstep') continue;
      for (const t of microstepTransitions(e)) {
        const source = t.source as { type: string; path: string[] };
        if (source.type === 'atomic' && t.eventType === '') observed.states.add(source.path.join('.'));
      }
    }

    const actual = subject().getSnapshot() as AnyMachineSnapshot;
    expect(actual.value, `machine state after ${label}`).toEqual(expectedSnapshot.value);
    const leaves = activeLeaves(machine, actual);
    leaves.forEach((leaf) => observed.states.add(leaf));
    const keys = [EVERY_STATE, ...allStatePaths(machine).filter((key) => actual.matches(key as never))];
    for (const key of keys) {
      const assertion = suite.states[key];
      if (!assertion && leaves.includes(key)) throw new Error(`No assertion for leaf state "${key}"`);
      await assertion?.({ screen, snapshot: actual, network, bridge, place, ...context });
    }
    if (watch) {
      watch.attach(roots, subject());
      watch.probe(JSON.stringify(actual.value), outside, last);
    }
  };

  try {
    const first = startSnapshot(spec, start.input);
    await check(first, expected[0] ?? [], 'start', {}, steps.length === 0);
    for (const [index, step] of steps.entries()) {
      const { event } = step;
      const label = `step ${index + 1} (${event.type})`;
      const previous = index === 0 ? first : steps[index - 1]!.state;
      const override = suite.overrides?.[event.type];
      const context: StepContext = { user, screen, event, network, bridge, back };
      let answered: ReceivedRequest | undefined;
      if (override) {
        await override(context);
      } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const done = event.type.startsWith('xstate.done.actor.');
        const actor = event.type.slice(done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
        if (!network.handles(actor)) throw new Error(`${label}: no endpoint or override settles actor "${actor}"`);
        const mark = inspections.length;
        answered = done ? await network.answer(actor, (event as { output?: unknown }).output) : await network.drop(actor);
        // Until the answered request's outcome reached the machine (or the harness gives up).
        await flushUntil(() => inspections.slice(mark).some((e) => e.type === '@xstate.event' && e.event.type === event.type));
      } else if (event.type.startsWith('xstate.after.')) {
        const ms = delayOf(machine, event.type, previous, event);
        await act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
      } else {
        const gesture = (suite.gestures as Record<string, Executor | undefined>)[event.type];
        if (!gesture) throw new Error(`No gesture for ${event.type}`);
        await gesture(context);
      }
      await flush();
      await check(step.state, expected[index + 1] ?? [], label, { event, previous, answered }, index === steps.length - 1);
    }
    // A screen that goes away cancels what it still waits for (a borrower on 3G pays for every byte).
    view.unmount();
    await flush();
    expect(
      network.stillWanted().map((request) => `${request.method} ${request.path}`),
      'requests the screen left running after it was closed',
    ).toEqual([]);
  } finally {
    view.unmount();
    watch?.detach();
    removeBridge();
    network.close();
  }
}

function startSnapshot(spec: PathSpec, input: unknown): AnyMachineSnapshot {
  // An actor that is never started runs nothing: this is only the initial state of the path.
  return createActor(spec.machine, { input }).getSnapshot() as AnyMachineSnapshot;
}

// What the suites share: the gestures and checks of pages that load, fail and refuse alike.

/** Taps the button named `name`. */
export const tap =
  (name: string | RegExp): Executor =>
  async ({ user, screen }) => {
    await user.click(screen.getByRole('button', { name }));
  };

/** Taps the button named `name` in the page's alert (Back or Try again on a refusal, a fault, a notice). */
export const tapInAlert =
  (name: string): Executor =>
  async ({ user, screen }) => {
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name }));
  };

/** The browser's Back button. */
export const pressBack: Executor = async ({ back }) => back();

/** The assertion of a transient state: no step ever rests in it. */
export const transient = (state: string) => (): never => {
  throw new Error(`The screen rested in the transient ${state} state`);
};

/** `text` as a regular expression matches it, every character taken literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly `text`, nothing before or after it (a toast says one message, whole). */
export const whole = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}$`);

/** Back on this step closed the web view, and the host was asked nothing else (nothing at all otherwise). */
export function expectOnlyClosedOnLeave({ bridge, event }: Pick<StateCheckContext, 'bridge' | 'event'>): void {
  expect(bridge).toEqual(event?.type === 'user.leave' ? [{ method: 'closeWebView', payload: {} }] : []);
}

/** Back on this step closed the web view, once (none otherwise); other calls to the host are the state's own. */
export function expectClosedOnLeave({ bridge, event }: Pick<StateCheckContext, 'bridge' | 'event'>): void {
  expect(bridge.filter((call) => call.method === 'closeWebView')).toHaveLength(event?.type === 'user.leave' ? 1 : 0);
}

/**
 * The real rating child of a page, answered through its dialog: the output's stars and `submit`
 * (the save answered), or `cancelStars` stars and Cancel; then the app runs until the dialog is gone.
 */
export const rateInDialog =
  (dialog: (screen: Screen) => HTMLElement | null, submit: string, cancelStars: number): Executor =>
  async ({ user, screen, event, network }) => {
    const output = outputOf<RatingOutput>(event);
    const open = dialog(screen)!;
    if (output.rated) {
      await user.click(within(open).getByRole('radio', { name: `${output.score} star` }));
      await user.click(within(open).getByRole('button', { name: submit }));
      await network.answer('saveScore', { ok: true });
    } else {
      await user.click(within(open).getByRole('radio', { name: `${cancelStars} star` }));
      await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    }
    await flushUntil(() => !dialog(screen), 10);
  };

/** The address names another page only in `leaving`, the state that opens it (its code still on its way: othersLoading). */
export function expectLeftOnlyFrom({ place, snapshot }: Pick<StateCheckContext, 'place' | 'snapshot'>, pathname: string, leaving: string): void {
  if (place.pathname !== pathname) {
    expect(snapshot.matches(leaving), `left for ${place.pathname} from a state that does not leave`).toBe(true);
  }
}

/**
 * The `failed` and `refused` states of a page whose load failed or was refused, when they show
 * nothing else: `fault` in the alert with a retry, or the server's `refusal` (see expectRefusal)
 * with Back closing the web view.
 */
export function loadFailureStates(fault: readonly string[], refusal: string, checks?: RefusalChecks): PathSuite<AnyStateMachine>['states'] {
  return {
    failed: () => {
      expectFault(fault);
    },
    refused: (context) => {
      expectRefusal(refusal, checks);
      expectOnlyClosedOnLeave(context);
    },
  };
}

/**
 * The done event of an actor that makes several calls at once (`actor`'s own and `others`): the
 * load's outcome answers each, `others` first, then the app runs `rounds` more rounds.
 */
export const answerAlongside =
  (actor: string, others: readonly string[], rounds = 0): Executor =>
  async ({ network, event }) => {
    const output = outputOf(event);
    for (const other of others) await network.answer(other, output);
    await network.answer(actor, output);
    await flush(rounds);
  };
