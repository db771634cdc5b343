import { generatePaths, transitionsPerStep, allTransitions } from '../paths/model';
import { cardRepaySpec } from '../paths/specs/cardRepay';
it('gen', () => {
  const paths = generatePaths(cardRepaySpec as never);
  for (const p of paths) console.log(p.description);
  const all = new Set(allTransitions(cardRepaySpec.machine));
  const got = new Set(paths.flatMap((p) => p.expected.flat()));
  console.log('missing', [...all].filter((t) => !got.has(t)));
});
