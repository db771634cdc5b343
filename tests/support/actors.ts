import { expect } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { ToastParams } from '@machines/shared/effects';

/**
 * Stand-ins for what a machine is given, for the unit tests of machines (`machine.provide(...)`):
 * requests the test answers by hand or in turn, a Back listener, and effect actions that record
 * what they were asked; and checks of the failure states a machine shows. Nothing here renders: a
 * node-only machine test imports this file ('../support/actors'), not the kit's index.
 */

/**
 * A request the test answers by hand, for `actors: { loadPage: request.logic }`: `calls` has what
 * the machine sent, in order; `answer` settles the oldest open one (`answerLast` the newest),
 * `fail` rejects it (a network fault); `aborted` has what the machine sent of the requests it dropped.
 */
export function held<TIn, TOut>() {
  const calls: TIn[] = [];
  const aborted: TIn[] = [];
  const open: { resolve: (value: TOut) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOut, TIn>(
    ({ input, signal }) =>
      new Promise<TOut>((resolve, reject) => {
        calls.push(input);
        signal.addEventListener('abort', () => aborted.push(input));
        open.push({ resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    aborted,
    /** How many requests wait for their answer. */
    pending: () => open.length,
    answer: (value: TOut) => open.shift()!.resolve(value),
    answerLast: (value: TOut) => open.pop()!.resolve(value),
    fail: (error: unknown = new Error('network')) => open.shift()!.reject(error),
  };
}

/**
 * A request answered from `answers` in turn, the last one repeating (an Error is thrown, a network
 * fault): `calls` has what the machine sent, in order.
 */
export function inTurn<TIn, TOut>(answers: readonly (TOut | Error)[]) {
  const calls: TIn[] = [];
  const logic = fromPromise<TOut, TIn>(async ({ input }) => {
    calls.push(input);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  return { logic, calls };
}

/**
 * A stand-in for the browser's Back listener a machine runs (`actors: { watchBack: listening.logic }`):
 * `count` is how many listen now, `back()` the Back they would hear.
 */
export function listenBack() {
  const listening = { count: 0, back: () => {} };
  const logic = fromCallback(({ sendBack }) => {
    listening.count += 1;
    listening.back = () => sendBack({ type: 'history.back' });
    return () => {
      listening.count -= 1;
    };
  });
  return Object.assign(listening, { logic });
}

/** What a recording action keeps of the params it is given. */
type Keep = (params: never) => unknown;

/** Keeps the params as given: `toast: given<ToastParams>`. */
export const given = <T>(params: T): T => params;
/** Keeps nothing: for an action that is only counted (`leave: ran`, then `count('leave')`). */
export const ran = (_params?: unknown): true => true;
/** Keeps the address an opening action is given. */
export const urlOf = ({ url }: { url: string }): string => url;
/** Keeps the number a call action dials. */
export const phoneOf = ({ phone }: { phone: string }): string => phone;
/** Keeps a toast's message key. */
export const toastKey = ({ key }: ToastParams): string => key;
/** Keeps what a toast shows: the server's own message, else the key. */
export const toastText = ({ key, text }: ToastParams): string => (text ? text : key);

/**
 * Recording stand-ins for a machine's effect actions, one a name of `keep`, for
 * `machine.provide({ actions })`: `log[name]` has what each kept of its params, in order,
 * `count(name)` how many times it ran.
 *
 *     const { actions, log, count } = recordEffects({ toast: toastKey, navigate: given<NavigateParams>, leave: ran });
 */
export function recordEffects<K extends Record<string, Keep>>(keep: K) {
  const log = {} as { [N in keyof K]: ReturnType<K[N]>[] };
  const actions = {} as { [N in keyof K]: (_: unknown, params: Parameters<K[N]>[0]) => void };
  for (const name of Object.keys(keep) as (keyof K)[]) {
    const kept: unknown[] = [];
    log[name] = kept as ReturnType<K[typeof name]>[];
    actions[name] = (_, params) => void kept.push(keep[name]!(params as never));
  }
  return { actions, log, count: (name: keyof K): number => log[name].length };
}

/**
 * Checks of a machine's failure states, for the machine tests that drive it by its actor: each takes
 * the test's `settle` (what lets the answers land on that test's clock) where it waits.
 */

/** What the checks read of a running machine and send it. */
interface Driven {
  getSnapshot(): { value: unknown; context: { failure?: unknown } };
  send(event: { type: 'user.retry' } | { type: 'user.leave' }): void;
}

/** The machine holds the server's refusal of its load: in `refused`, the refusal's `message` its failure. */
export function expectRefused(actor: Driven, message: string): void {
  expect(actor.getSnapshot().value).toBe('refused');
  expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message });
}

/** The load the test holds (`held`) fails, a network fault: the machine lands in `failed`, where Retry asks again. */
export async function expectFaultRetried(actor: Driven, load: { fail: () => void; calls: readonly unknown[] }, settle: () => Promise<unknown>): Promise<void> {
  load.fail();
  await settle();
  expect(actor.getSnapshot().value).toBe('failed');
  actor.send({ type: 'user.retry' });
  expect(load.calls).toHaveLength(2);
}

/**
 * Retry, then Back, where the machine is: once settled the load was asked `asked` times in all
 * (`loads` counts them: 1 where Retry must not ask again), and Back left once (`left` counts it).
 */
export async function expectRetryThenBack(
  actor: Driven,
  { loads, left, settle }: { loads: () => number; left: () => number; settle: () => Promise<unknown> },
  asked: number,
): Promise<void> {
  actor.send({ type: 'user.retry' });
  await settle();
  expect(loads()).toBe(asked);
  actor.send({ type: 'user.leave' });
  expect(left()).toBe(1);
}
