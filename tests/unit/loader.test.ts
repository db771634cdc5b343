import { createActor, fromPromise } from 'xstate';
import { loaderMachine, type LoadResult } from '@machines/loader/loader.machine';

function run(result: () => Promise<LoadResult>) {
  const actor = createActor(loaderMachine.provide({ actors: { load: fromPromise(result) } }));
  actor.start();
  return actor;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loader machine', () => {
  it('shows the data it loaded', async () => {
    const actor = run(async () => ({ ok: true, data: [{ id: 1 }] }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.data).toEqual([{ id: 1 }]);
  });

  it('says empty for an empty list and loads again on retry', async () => {
    let calls = 0;
    const actor = run(async () => ({ ok: true, data: calls++ === 0 ? [] : ['x'] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls).toBe(2);
  });

  it('keeps the server message of a refusal and the kind of a fault', async () => {
    const refused = run(async () => ({ ok: false, message: 'Order not found' }));
    await settle();
    expect(refused.getSnapshot().value).toBe('failed');
    expect(refused.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'Order not found' });

    const fault = run(async () => {
      throw new Error('offline');
    });
    await settle();
    expect(fault.getSnapshot().context.failure).toEqual({ kind: 'fault' });
  });

  it('lets a screen say what empty means for its data', async () => {
    const actor = createActor(
      loaderMachine.provide({
        actors: { load: fromPromise(async () => ({ ok: true, data: { email: '', smWa: '' } }) as LoadResult) },
        guards: { isEmpty: ({ event }) => !(event as unknown as { output: { data: { email: string } } }).output.data.email },
      }),
    );
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
