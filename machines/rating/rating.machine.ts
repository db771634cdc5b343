import { assign, setup } from 'xstate';
import { effects, toast } from '../shared/effects';
import { toastServerMessage } from '../shared/toastServerMessage';
import { port } from '../shared/ports';
import { ratingWords } from './rating.words';

/**
 * The rating dialog of §4/§5: stars fill up to the tapped one, Send posts the score (at least one
 * star, else 'Silakan pilih' and nothing is sent), Cancel closes and resets. The save is injected,
 * so the complaint details page and the loan details page each bind their own endpoint.
 */
export const MAX_SCORE = 5;

/** A refusal carries the server's message: the dialog toasts it and stays open. */
export type ScoreResult = { ok: true } | { ok: false; message: string };

export interface ScoreInput {
  score: number;
  problemId: string;
}

export interface RatingInput {
  problemId: string;
}

export interface RatingContext {
  problemId: string;
  /** 0: no star chosen. */
  score: number;
}

export type RatingEvent =
  | { type: 'user.chooseStar'; score: number }
  | { type: 'user.tapSend' }
  | { type: 'user.tapCancel' };

/** What the parent learns when the dialog closes: rated with a score, or left unrated (score 0). */
export interface RatingOutput {
  rated: boolean;
  score: number;
}


export const ratingMachine = setup({
  types: {} as { context: RatingContext; events: RatingEvent; input: RatingInput; output: RatingOutput },
  actors: {
    saveScore: port<ScoreResult, ScoreInput>('saveScore'),
  },
  guards: {
    hasScore: ({ context }) => context.score >= 1,
    isSaved: ({ event }) => (event as unknown as { output: ScoreResult }).output.ok,
  },
  actions: {
    ...effects,
    chooseScore: assign({
      score: ({ context, event }) =>
        event.type === 'user.chooseStar' ? Math.min(MAX_SCORE, Math.max(1, Math.round(event.score))) : context.score,
    }),
    resetScore: assign({ score: 0 }),
  },
}).createMachine({
  id: 'rating',
  context: ({ input }) => ({ problemId: input.problemId, score: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The dialog: title, prompt, five stars, Cancel and Send',
      on: {
        'user.chooseStar': { actions: 'chooseScore' },
        'user.tapSend': [
          { guard: 'hasScore', target: 'sending' },
          { actions: toast('complaintDetails.rating.chooseStar') },
        ],
        'user.tapCancel': { target: 'cancelled', actions: 'resetScore' },
      },
    },
    // Stars, Send and Cancel are all ignored here: one request per tap, and no abandoned save.
    sending: {
      description: 'The dialog with Send busy: the score is being sent, taps are ignored',
      tags: ['busy'],
      invoke: {
        id: 'saveScore',
        src: 'saveScore',
        input: ({ context }) => ({ score: context.score, problemId: context.problemId }),
        onDone: [
          { guard: 'isSaved', target: 'rated' },
          { target: 'choosing', actions: toastServerMessage('complaintDetails.rating.notSent') },
        ],
        onError: { target: 'choosing', actions: toast('complaintDetails.rating.notSent') },
      },
    },
    rated: { type: 'final', description: 'Score saved: the dialog closes' },
    cancelled: { type: 'final', description: 'Cancelled: the dialog closes with no score' },
  },
  // Only `rated` is reached with a star chosen: `cancelled` resets the score to 0.
  output: ({ context }) => ({ rated: context.score >= 1, score: context.score }),
  meta: { words: ratingWords },
});
