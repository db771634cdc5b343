import { assign, fromPromise, setup } from 'xstate';
import { FAULT, isRefusal, outputOf, refusalOf, type LoadFailure, type LoadResult } from '../shared/load';

/**
 * The simple fetch screen: loading, then the data, an empty state or a failure the user can
 * retry. A server refusal (a non-success code) and a network fault both land in `failed`; the
 * view tells them apart by `context.failure`.
 */
export type { LoadFailure, LoadResult };

export interface LoaderContext {
  data: unknown;
  failure: LoadFailure | null;
}

export type LoaderEvent = { type: 'user.retry' } | { type: 'user.refresh' };

/** Empty means nothing to show: null, an empty list, or an object whose every list is empty. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
  },
  actors: {
    load: fromPromise<LoadResult>(async () => {
      throw new Error('load not provided');
    }),
  },
  guards: {
    isRefused: ({ event }) => isRefusal(event),
    /** Screens whose data is an object override this to say what "empty" means for them. */
    isEmpty: ({ event }) => {
      const output = outputOf(event);
      return output.ok && isEmptyData(output.data);
    },
  },
  actions: {
    setData: assign({
      data: ({ event }) => {
        const output = outputOf(event);
        return output.ok ? output.data : null;
      },
      failure: null,
    }),
    setRefused: assign({ failure: ({ event }) => refusalOf(event) }),
    setFault: assign({ failure: FAULT }),
  },
}).createMachine({
  id: 'loader',
  context: { data: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'setRefused' },
          { guard: 'isEmpty', target: 'empty', actions: 'setData' },
          { target: 'loaded', actions: 'setData' },
        ],
        onError: { target: 'failed', actions: 'setFault' },
      },
    },
    loaded: { on: { 'user.refresh': 'loading' } },
    empty: { on: { 'user.retry': 'loading' } },
    failed: { on: { 'user.retry': 'loading' } },
  },
});
