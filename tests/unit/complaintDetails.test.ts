import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  complaintDetailsMachine,
  isUnratedFlag,
  type ComplaintDetailData,
} from '@machines/complaintDetails/complaintDetails.machine';
import type { LoadResult } from '@machines/shared/load';
import { ratingMachine, type ScoreInput, type ScoreResult } from '@machines/rating/rating.machine';
import { select } from '@/screens/complaintDetails/select';
import { selectRating } from '@/screens/shared/ratingView';
import { expectRefused } from '../support/actors';
import { useFakeClock } from '../support/clock';

const DETAIL: ComplaintDetailData = {
  type: 'Collection',
  sonType: 'Contacting my contacts',
  problemId: '501',
  content: 'Please stop calling my office.',
  images: ['/img/1.png'],
  disposeDetail: '',
  disposeImages: [],
  isScore: '1',
};

function start(
  load: () => Promise<LoadResult<ComplaintDetailData>>,
  save: () => Promise<ScoreResult> = async () => ({ ok: true }),
  leave: () => void = () => {},
) {
  const loads: { problemId: string }[] = [];
  const saves: ScoreInput[] = [];
  const actor = createActor(
    complaintDetailsMachine.provide({
      actors: {
        loadDetail: fromPromise<LoadResult<ComplaintDetailData>, { problemId: string }>(({ input }) => {
          loads.push(input);
          return load();
        }),
        rating: ratingMachine.provide({
          actors: {
            saveScore: fromPromise<ScoreResult, ScoreInput>(({ input }) => {
              saves.push(input);
              return save();
            }),
          },
        }),
      },
      actions: { leave },
    }),
    { input: { problemId: '501' } },
  );
  actor.start();
  return { actor, loads, saves };
}

type Details = ReturnType<typeof start>['actor'];
const child = (actor: Details) => actor.getSnapshot().children.rating as ActorRefFrom<typeof ratingMachine> | undefined;

describe('complaint details machine', () => {
  useFakeClock();

  it('loads the complaint named by problemId', async () => {
    const { actor, loads } = start(async () => ({ ok: true, data: { ...DETAIL, isScore: '0' } }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toEqual([{ problemId: '501' }]);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'nothingToRate' });
    expect(actor.getSnapshot().context.detail).toEqual({ ...DETAIL, isScore: '0' });
  });

  it('shows a refusal (no such complaint) once, with a way out and no retry', async () => {
    const leaves: string[] = [];
    const { actor, loads } = start(async () => ({ ok: false, message: 'Record not found' }), undefined, () => leaves.push('leave'));
    await vi.advanceTimersByTimeAsync(0);
    expectRefused(actor, 'Record not found');
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(false);
    actor.send({ type: 'user.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toHaveLength(1);
    actor.send({ type: 'user.leave' });
    expect(leaves).toEqual(['leave']);
  });

  it('loads again on retry after a fault, and forgets the fault once loaded', async () => {
    const results: (() => Promise<LoadResult<ComplaintDetailData>>)[] = [
      async () => {
        throw new Error('offline');
      },
      async () => ({ ok: true, data: { ...DETAIL, isScore: '0' } }),
    ];
    const { actor, loads } = start(() => results.shift()!());
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'nothingToRate' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(loads).toEqual([{ problemId: '501' }, { problemId: '501' }]);
  });

  it('shows a fault as a failure with retry', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'fault' });
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
  });

  it('opens the rating dialog 3 s after an unrated complaint has loaded, not before', async () => {
    const { actor } = start(async () => ({ ok: true, data: DETAIL }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'awaitingPrompt' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(child(actor)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'rating' });
    expect(child(actor)?.getSnapshot().context).toEqual({ problemId: '501', score: 0 });
  });

  it('never prompts when the server says there is nothing to rate', async () => {
    const { actor } = start(async () => ({ ok: true, data: { ...DETAIL, isScore: '0' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'nothingToRate' });
    expect(child(actor)).toBeUndefined();
  });

  it('reads only an explicit flag other than 0 as unrated', () => {
    expect(isUnratedFlag('1')).toBe(true);
    expect(isUnratedFlag('0')).toBe(false);
    expect(isUnratedFlag(' 0 ')).toBe(false);
    expect(isUnratedFlag('')).toBe(false);
  });

  it('knows the complaint is rated after the dialog saved a score, and does not prompt again', async () => {
    const { actor, saves } = start(async () => ({ ok: true, data: DETAIL }));
    await vi.advanceTimersByTimeAsync(3000);
    const rating = child(actor)!;
    rating.send({ type: 'user.chooseStar', score: 4 });
    rating.send({ type: 'user.tapSend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([{ score: 4, problemId: '501' }]);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'rated' });
    expect(actor.getSnapshot().context.score).toBe(4);
    expect(actor.getSnapshot().context.detail?.isScore).toBe('0');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'rated' });
    expect(child(actor)).toBeUndefined();
  });

  it('closes the dialog on Cancel without rating', async () => {
    const { actor, saves } = start(async () => ({ ok: true, data: DETAIL }));
    await vi.advanceTimersByTimeAsync(3000);
    child(actor)!.send({ type: 'user.chooseStar', score: 2 });
    child(actor)!.send({ type: 'user.tapCancel' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'dismissed' });
    expect(actor.getSnapshot().context.score).toBe(0);
    expect(child(actor)).toBeUndefined();
    expect(saves).toEqual([]);
  });

  it('opens nothing when stopped (the page left) before the 3 s', async () => {
    const { actor } = start(async () => ({ ok: true, data: DETAIL }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().value).toEqual({ loaded: 'awaitingPrompt' });
    expect(child(actor)).toBeUndefined();
  });
});

describe('complaint details view model (select)', () => {
  useFakeClock();

  it('shows nothing of the complaint while loading, and the shared load view', () => {
    const { actor } = start(() => new Promise(() => {}));
    const view = select(actor.getSnapshot());
    expect(view.load).toEqual({ phase: 'loading' });
    expect(view).toMatchObject({ shown: false, tags: [], content: '', images: [], hasResult: false, score: 0, rating: null });
  });

  it('gives the text (no counter: it cannot be edited), the non-empty tags, and no result block without a reply', async () => {
    const { actor } = start(async () => ({ ok: true, data: { ...DETAIL, sonType: ' ', isScore: '0' } }));
    await vi.advanceTimersByTimeAsync(0);
    const view = select(actor.getSnapshot());
    expect(view).toMatchObject({
      load: null,
      shown: true,
      tags: ['Collection'],
      content: DETAIL.content,
      images: DETAIL.images,
      hasResult: false,
      reply: '',
    });
    expect(view).not.toHaveProperty('count');
  });

  it("shows 'Process Result' for a reply with only images, or only text", async () => {
    const images = start(async () => ({ ok: true, data: { ...DETAIL, disposeImages: ['/r.png'], isScore: '0' } }));
    const text = start(async () => ({ ok: true, data: { ...DETAIL, disposeDetail: '  Done.  ', isScore: '0' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(select(images.actor.getSnapshot())).toMatchObject({ hasResult: true, reply: '', replyImages: ['/r.png'] });
    expect(select(text.actor.getSnapshot())).toMatchObject({ hasResult: true, reply: 'Done.', replyImages: [] });
  });

  it('hands the running rating child to the view, then the score once rated', async () => {
    const { actor } = start(async () => ({ ok: true, data: DETAIL }));
    await vi.advanceTimersByTimeAsync(3000);
    const rating = select(actor.getSnapshot()).rating!;
    expect(rating).toBe(child(actor));
    expect(selectRating(rating.getSnapshot())).toEqual({ open: true, score: 0, busy: false });
    rating.send({ type: 'user.chooseStar', score: 5 });
    rating.send({ type: 'user.tapSend' });
    expect(selectRating(rating.getSnapshot())).toEqual({ open: true, score: 5, busy: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectRating(rating.getSnapshot()).open).toBe(false);
    expect(select(actor.getSnapshot())).toMatchObject({ rating: null, score: 5 });
  });
});
