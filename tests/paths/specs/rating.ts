import type { AnyMachineSnapshot } from 'xstate';
import { ratingMachine } from '@machines/rating/rating.machine';
import type { PathSpec } from '../model';

export const ALREADY_RATED = 'This complaint has already been rated';

export const ratingSpec: PathSpec<typeof ratingMachine> = {
  name: 'rating',
  machine: ratingMachine,
  input: { problemId: '501' },
  payloads: {
    'user.chooseStar': [{ type: 'user.chooseStar', score: 3 }],
    'xstate.done.actor.saveScore': [
      { type: 'xstate.done.actor.saveScore', output: { ok: true } },
      { type: 'xstate.done.actor.saveScore', output: { ok: false, message: ALREADY_RATED } },
    ],
  },
  // `hasScore` reads whether a star is chosen.
  project: (snapshot: AnyMachineSnapshot) => (snapshot.context.score as number) > 0,
};
