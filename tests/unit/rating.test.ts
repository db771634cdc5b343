import { createActor, fromPromise } from 'xstate';
import { ratingMachine, type ScoreInput, type ScoreResult } from '@machines/rating/rating.machine';

/** The rating machine with a save the test settles and the toast effect recorded. */
function start(save: (input: ScoreInput) => Promise<ScoreResult>) {
  const toasts: string[] = [];
  const inputs: ScoreInput[] = [];
  const actor = createActor(
    ratingMachine.provide({
      actors: {
        saveScore: fromPromise<ScoreResult, ScoreInput>(({ input }) => {
          inputs.push(input);
          return save(input);
        }),
      },
      // What the toast shows: the server's text when it sent one, else the catalog key.
      actions: {
        toast: (_: unknown, params: { key: string; text?: string }) => toasts.push(params.text?.trim() ? params.text : params.key),
      },
    }),
    { input: { problemId: '501' } },
  );
  actor.start();
  return { actor, toasts, inputs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Chooses `score` stars and taps Send, letting the answer land. */
async function sendScore(actor: ReturnType<typeof start>['actor'], score: number): Promise<void> {
  actor.send({ type: 'user.chooseStar', score });
  actor.send({ type: 'user.tapSend' });
  await settle();
}

describe('rating machine', () => {
  it('starts with no star and fills up to the tapped one, within 1-5', () => {
    const { actor } = start(async () => ({ ok: true }));
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.score).toBe(0);
    actor.send({ type: 'user.chooseStar', score: 3 });
    expect(actor.getSnapshot().context.score).toBe(3);
    actor.send({ type: 'user.chooseStar', score: 1 });
    expect(actor.getSnapshot().context.score).toBe(1);
    actor.send({ type: 'user.chooseStar', score: 9 });
    expect(actor.getSnapshot().context.score).toBe(5);
    actor.send({ type: 'user.chooseStar', score: 0 });
    expect(actor.getSnapshot().context.score).toBe(1);
  });

  it("refuses Send with no star: 'Silakan pilih' and nothing sent", async () => {
    const { actor, toasts, inputs } = start(async () => ({ ok: true }));
    actor.send({ type: 'user.tapSend' });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(toasts).toEqual(['complaintDetails.rating.chooseStar']);
    expect(inputs).toEqual([]);
  });

  it('sends the score and problemId once, busy while in flight, and ends rated', async () => {
    let finish: (result: ScoreResult) => void = () => {};
    const { actor, inputs } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'user.chooseStar', score: 4 });
    actor.send({ type: 'user.tapSend' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second tap, a star or Cancel while sending change nothing.
    actor.send({ type: 'user.tapSend' });
    actor.send({ type: 'user.chooseStar', score: 1 });
    actor.send({ type: 'user.tapCancel' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(inputs).toEqual([{ score: 4, problemId: '501' }]);

    finish({ ok: true });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('rated');
    expect(actor.getSnapshot().output).toEqual({ rated: true, score: 4 });
  });

  it("stays open with the chosen stars after a refusal, toasting the server's message once", async () => {
    const results: ScoreResult[] = [{ ok: false, message: 'Busy, try later' }, { ok: true }];
    const { actor, toasts, inputs } = start(async () => results.shift() ?? { ok: true });
    await sendScore(actor, 2);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.score).toBe(2);
    // The machine says the refusal (request() never toasts).
    expect(toasts).toEqual(['Busy, try later']);

    actor.send({ type: 'user.tapSend' });
    await settle();
    expect(inputs).toEqual([
      { score: 2, problemId: '501' },
      { score: 2, problemId: '501' },
    ]);
    expect(actor.getSnapshot().output).toEqual({ rated: true, score: 2 });
  });

  it('says the rating was not sent after a network fault and keeps the stars', async () => {
    const { actor, toasts } = start(async () => {
      throw new Error('offline');
    });
    await sendScore(actor, 5);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.score).toBe(5);
    expect(toasts).toEqual(['complaintDetails.rating.notSent']);
  });

  it('closes on Cancel, resetting the stars to 0 and sending nothing', async () => {
    const { actor, inputs } = start(async () => ({ ok: true }));
    actor.send({ type: 'user.chooseStar', score: 3 });
    actor.send({ type: 'user.tapCancel' });
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.score).toBe(0);
    expect(actor.getSnapshot().output).toEqual({ rated: false, score: 0 });
    expect(inputs).toEqual([]);
  });
});
