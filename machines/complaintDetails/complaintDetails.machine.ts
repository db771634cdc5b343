import { assign, setup } from 'xstate';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { effects } from '../shared/effects';
import { ratingMachine, type RatingOutput } from '../rating/rating.machine';
import { port } from '../shared/ports';
import { complaintDetailsWords } from './complaintDetails.words';

/**
 * Complaint details (§2): load one complaint, show it, and 3 s after it has loaded open the rating
 * dialog (the rating machine, invoked as a child) when the server says it is still unrated.
 * Stopping the machine (leaving the page) cancels the pending prompt. A refusal (no such
 * complaint) is a permanent answer: shown once with a way out, never retried.
 */
export interface ComplaintDetailData {
  type: string;
  sonType: string;
  problemId: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  /** '0': nothing to rate. */
  isScore: string;
}

export interface ComplaintDetailsInput {
  problemId: string;
}

export interface ComplaintDetailsContext {
  problemId: string;
  detail: ComplaintDetailData | null;
  failure: LoadFailure | null;
  /** The stars given in this visit; 0 until rated. */
  score: number;
}

export type ComplaintDetailsEvent = LoadEvent;

type DetailResult = LoadResult<ComplaintDetailData>;

/** Unrated only when the server says so: a missing flag is not a request to rate. */
export function isUnratedFlag(isScore: string): boolean {
  const flag = isScore.trim();
  return flag !== '' && flag !== '0';
}

/** The invoked actors by id, so the page reads the rating dialog from `snapshot.children`. */
type Children = { rating: 'rating'; loadDetail: 'loadDetail' };


export const complaintDetailsMachine = setup({
  types: {} as { context: ComplaintDetailsContext; events: ComplaintDetailsEvent; input: ComplaintDetailsInput; children: Children },
  actors: {
    loadDetail: port<DetailResult, { problemId: string }>('loadDetail'),
    rating: ratingMachine,
  },
  guards: {
    ...loadGuards,
    isUnrated: ({ event }) => {
      const detail = loadedData<ComplaintDetailData>(event);
      return detail !== null && isUnratedFlag(detail.isScore);
    },
    isRated: ({ event }) => (event as unknown as { output: RatingOutput }).output.rated,
  },
  actions: {
    ...effects,
    ...loadFailureActions<ComplaintDetailsContext, ComplaintDetailsEvent>(),
    setDetail: assign({
      detail: ({ event }) => loadedData<ComplaintDetailData>(event),
      failure: null,
    }),
    // The page now knows the complaint is rated: nothing may prompt for it again.
    markRated: assign({
      score: ({ event }) => (event as unknown as { output: RatingOutput }).output.score,
      detail: ({ context }) => (context.detail ? { ...context.detail, isScore: '0' } : null),
    }),
  },
  delays: {
    ratingPrompt: 3000,
  },
}).createMachine({
  id: 'complaintDetails',
  context: ({ input }) => ({ problemId: input.problemId, detail: null, failure: null, score: 0 }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadDetail',
      [
        { guard: 'isUnrated', target: 'loaded.awaitingPrompt', actions: 'setDetail' },
        { target: 'loaded.nothingToRate', actions: 'setDetail' },
      ],
      ({ context }: { context: ComplaintDetailsContext }) => ({ problemId: context.problemId }),
    ),
    loaded: {
      description: "The complaint: its type, description and images, and the 'Process Result' reply when there is one",
      initial: 'nothingToRate',
      states: {
        nothingToRate: { description: 'The complaint, with nothing to rate' },
        awaitingPrompt: { description: 'The complaint, not rated yet: the rating dialog opens in 3 seconds', after: { ratingPrompt: 'rating' } },
        rating: {
          description: "The complaint under the rating dialog ('Rate our service': five stars, Cancel and Send)",
          invoke: {
            id: 'rating',
            src: 'rating',
            input: ({ context }) => ({ problemId: context.problemId }),
            onDone: [{ guard: 'isRated', target: 'rated', actions: 'markRated' }, { target: 'dismissed' }],
          },
        },
        rated: { description: "The complaint with 'Your rating' stars and the thanks for rating" },
        dismissed: { description: 'The complaint, the rating dialog cancelled: it does not open again in this visit' },
      },
    },
  },
  meta: { words: complaintDetailsWords },
});
