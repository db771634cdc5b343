import type { AnyMachineSnapshot } from 'xstate';
import { ratingMachine, type ScoreResult } from '@machines/rating/rating.machine';
import { doneEvents, refused, type PathSpec } from '../model';

export const ALREADY_RATED = 'This complaint has already been rated';

export const ratingSpec: PathSpec<typeof ratingMachine> = {
  name: 'rating',
  machine: ratingMachine,
  input: { problemId: '501' },
  payloads: {
    'user.chooseStar': [{ type: 'user.chooseStar', score: 3 }],
    ...doneEvents<ScoreResult>('saveScore', [{ ok: true }, refused(ALREADY_RATED)]),
  },
  // `hasScore` reads whether a star is chosen.
  project: (snapshot: AnyMachineSnapshot) => (snapshot.context.score as number) > 0,
};
