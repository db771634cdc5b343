/**
 * What every machine that loads something shares: the typed result its load actor returns, the
 * failure the view tells apart (a server refusal with its message, or a network/format fault), and
 * the readers its guards and assigns use on the actor's done event.
 */
export type LoadResult<TData = unknown> = { ok: true; data: TData } | { ok: false; message: string };

export type LoadFailure = { kind: 'refused'; message: string } | { kind: 'fault' };

export const FAULT: LoadFailure = { kind: 'fault' };

/** The output of an invoked actor's done event. */
export function outputOf<TOutput = LoadResult>(event: unknown): TOutput {
  return (event as { output: TOutput }).output;
}

export function isRefusal(event: unknown): boolean {
  return outputOf<LoadResult>(event).ok === false;
}

/** The refusal a done event carries (its server message), for `failure` in context. */
export function refusalOf(event: unknown): LoadFailure {
  const output = outputOf<LoadResult>(event);
  return { kind: 'refused', message: output.ok ? '' : output.message };
}
