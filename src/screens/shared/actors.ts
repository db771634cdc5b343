import { fromPromise } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import type { ApiResult } from '@/services/http/request';

/**
 * An invoked request. React StrictMode (dev and demo builds) unmounts and remounts a page at
 * once: @xstate/react stops the machine, which aborts the first request through `signal`, then
 * restarts the same actors, which send it again. The aborted request's rejection would still reach
 * the restarted actor and fail the screen, so an aborted request never settles: whoever wanted it
 * is gone or has asked again.
 */
export function fromRequest<TOutput, TInput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).catch((error: unknown) => (signal.aborted ? new Promise<TOutput>(() => {}) : Promise.reject(error))),
  );
}

/** An endpoint function of src/services/api: called with what it sends and the actor's abort signal. */
type Endpoint<TInput, TData> = (input: TInput, options: { signal: AbortSignal }) => Promise<ApiResult<TData>>;

/**
 * The load most machines invoke: one endpoint, called with the actor's input; its answer as the
 * machine's LoadResult, the data mapped by `map` (or as it is).
 */
export function fromLoad<TInput, TData, TOut = TData>(call: Endpoint<TInput, TData>, map?: (data: TData) => TOut) {
  return fromRequest<LoadResult<TOut>, TInput>((input, signal) => call(input, { signal }).then((result) => toLoadResult(result, map)));
}

/** A helper result as the machines' LoadResult: the data (mapped) or the server's refusal message. */
export function toLoadResult<TData, TOut = TData>(
  result: ApiResult<TData>,
  map: (data: TData) => TOut = (data) => data as unknown as TOut,
): LoadResult<TOut> {
  return result.success ? { ok: true, data: map(result.data) } : { ok: false, message: result.message };
}
