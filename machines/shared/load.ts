import { assign, type EventObject } from 'xstate';

/**
 * What every machine that loads something shares: the typed result its load actor returns, the
 * failure the view tells apart (a server refusal with its message, or a network/format fault), and
 * the readers its guards and assigns use on the actor's done event.
 */
export type LoadResult<TData = unknown> = { ok: true; data: TData } | { ok: false; message: string };

/** What the states of `loadStates` answer to: Try again after a fault, the way out after a refusal. */
export type LoadEvent = { type: 'user.retry' } | { type: 'user.leave' };

export type LoadFailure = { kind: 'refused'; message: string } | { kind: 'fault' };

export const FAULT: LoadFailure = { kind: 'fault' };

/** The output of an invoked actor's done event. */
export function outputOf<TOutput = LoadResult>(event: unknown): TOutput {
  return (event as { output: TOutput }).output;
}

/** The data of a done event's answer, or null when the server refused. */
export function loadedData<TData>(event: unknown): TData | null {
  const output = outputOf<LoadResult<TData>>(event);
  return output.ok ? output.data : null;
}

/** A guard: the server answered, and the list `listOf` reads of its data is empty. */
export const isEmptyAnswer =
  <TData>(listOf: (data: TData) => readonly unknown[]) =>
  ({ event }: { event: unknown }) => {
    const data = loadedData<TData>(event);
    return data !== null && listOf(data).length === 0;
  };

export function isRefusal(event: unknown): boolean {
  return outputOf<LoadResult>(event).ok === false;
}

/** The refusal a done event carries (its server message), for `failure` in context. */
export function refusalOf(event: unknown): LoadFailure {
  const output = outputOf<LoadResult>(event);
  return { kind: 'refused', message: output.ok ? '' : output.message };
}

/**
 * The guards and actions `loadStates` refers to, for a machine's `setup()` (its context has a
 * `failure: LoadFailure | null`); `leave` is one of the shared effects.
 */
export const loadGuards = {
  isRefused: ({ event }: { event: unknown }) => isRefusal(event),
};

export function loadFailureActions<TContext extends { failure: LoadFailure | null }, TEvent extends EventObject>() {
  return {
    setRefused: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => ({ failure: refusalOf(event) }) as Partial<TContext>),
    setFault: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ failure: FAULT }) as Partial<TContext>),
  };
}

interface Branch {
  guard?: string;
  target: string;
  actions?: string | readonly string[];
}

/**
 * Load, fail and retry, written once for every machine that loads: `loading` invokes `src`
 * (tagged `loading`); a server refusal lands in `refused`, a permanent answer shown once with a
 * way out (`user.leave`) and no retry, since asking again gets the same answer; a network or format
 * fault lands in `failed`, where `user.retry` loads again. `done` routes a successful answer.
 */
export function loadStates<const TSrc extends string, const TDone extends readonly Branch[], TInput = undefined>(
  src: TSrc,
  done: TDone,
  input?: TInput,
) {
  return {
    loading: {
      description: 'Loading: the page shows its spinner',
      tags: ['loading'],
      invoke: {
        id: src,
        src,
        // Typed as required when given: an actor whose input is required accepts this invoke.
        ...((input === undefined ? {} : { input }) as [TInput] extends [undefined] ? object : { input: TInput }),
        onDone: [{ guard: 'isRefused', target: 'refused', actions: 'setRefused' }, ...done],
        onError: { target: 'failed', actions: 'setFault' },
      },
    },
    refused: { description: "Refused: the server's message, with Back", on: { 'user.leave': { actions: 'leave' } } },
    failed: { description: "Not loaded (network or server fault): 'could not load' with Try again", on: { 'user.retry': 'loading' } },
  } as const;
}

/** The words of what `loadStates` and its guards and actions name (machines/shared/words.ts). */
export const LOAD_WORDS = {
  events: { 'user.retry': 'User taps Try again', 'user.leave': 'User taps Back' },
  guards: { isRefused: 'The server refused (a code other than success), with its message' },
  actions: { setRefused: "Keeps the server's message to show", setFault: "Shows 'could not load'" },
} as const;
