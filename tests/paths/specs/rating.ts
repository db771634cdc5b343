import type { AnyMachineSnapshot } from 'xstate';
import { ratingMachine, type ScoreResult } from '@machines/rating/rating.machine';
import { doneEvents, doneType, refused, type PathSpec } from '../model';

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
  // Each star is a radio of its own: one path tries them all before it sends.
  scenarios: [
    {
      name: 'every star',
      events: [...[1, 2, 4, 5, 3].map((score) => ({ type: 'user.chooseStar', score })), { type: 'user.tapSend' }, { type: doneType('saveScore'), output: { ok: true } }],
    },
  ],
};
