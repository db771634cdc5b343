import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  bannerOf,
  loanDetailsMachine,
  type EventParams,
  type JumpInput,
  type JumpResult,
  type LoanDetail,
} from '@machines/loanDetails/loanDetails.machine';
import type { LoadResult } from '@machines/shared/load';
import { ratingMachine, type ScoreInput, type ScoreResult } from '@machines/rating/rating.machine';
import { select } from '@/screens/loanDetails/select';
import { useFakeClock } from '../support/clock';

const PRODUCT = {
  targetId: '102',
  logo: '/logo/102.png',
  name: 'CashSetu',
  btnText: 'Apply now',
  amountText: '₹3,000.00 - ₹50,000.00',
  amountDes: 'Loan amount',
  rateText: '0.06%',
  desc: 'Bigger loans in three parts.',
  tags: ['Pay in 3 parts'],
  flag: '1',
  globally: '1',
};
const CLOSED = { ...PRODUCT, targetId: '103', name: 'LakhLine', flag: '0', globally: '0' };
const GREY = { ...PRODUCT, targetId: '104', name: 'PaisaPal', flag: '0', globally: '1' };

const detail = (orderStatus: string, more: Partial<LoanDetail> = {}): LoanDetail => ({
  orderStatus,
  noticeStatusText: 'Headline',
  noticeDesText: 'Description',
  recProducts: [PRODUCT, CLOSED, GREY],
  productName: 'RupeeNow',
  productLogo: '/logo/101.png',
  rows: [{ text: 'Loan amount', value: '₹5,000.00' }],
  h5Url: '',
  isDelay: '0',
  telephone: '1800-000-111',
  isScore: '0',
  reyMsg: '',
  ...more,
});

interface Fakes {
  load?: () => Promise<LoadResult<LoanDetail>>;
  jump?: () => Promise<JumpResult>;
  save?: () => Promise<ScoreResult>;
}

function start(fakes: Fakes = {}) {
  const loads: unknown[] = [];
  const jumps: JumpInput[] = [];
  const saves: ScoreInput[] = [];
  const effects = {
    navigate: [] as unknown[],
    openUrl: [] as string[],
    openLink: [] as string[],
    openProductPage: [] as string[],
    saveEvent: [] as EventParams[],
    goHome: 0,
    goRate: 0,
    callPhone: [] as string[],
    toast: [] as unknown[],
    leave: 0,
  };
  const actor = createActor(
    loanDetailsMachine.provide({
      actors: {
        loadDetail: fromPromise<LoadResult<LoanDetail>, { productId: string; orderId: string }>(({ input }) => {
          loads.push(input);
          return (fakes.load ?? (async () => ({ ok: true, data: detail('21') })))();
        }),
        productJump: fromPromise<JumpResult, JumpInput>(({ input }) => {
          jumps.push(input);
          return (fakes.jump ?? (async () => ({ ok: true, url: 'https://play.example/app' })))();
        }),
        rating: ratingMachine.provide({
          actors: {
            saveScore: fromPromise<ScoreResult, ScoreInput>(({ input }) => {
              saves.push(input);
              return (fakes.save ?? (async () => ({ ok: true })))();
            }),
          },
          actions: { toast: (_, params) => void effects.toast.push(params) },
        }),
      },
      actions: {
        navigate: (_, params) => void effects.navigate.push(params),
        openUrl: (_, { url }) => void effects.openUrl.push(url),
        openLink: (_, { url }) => void effects.openLink.push(url),
        openProductPage: (_, { productId }) => void effects.openProductPage.push(productId),
        saveEvent: (_, params) => void effects.saveEvent.push(params),
        goHome: () => void (effects.goHome += 1),
        goRate: () => void (effects.goRate += 1),
        callPhone: (_, { phone }) => void effects.callPhone.push(phone),
        toast: (_, params) => void effects.toast.push(params),
        leave: () => void (effects.leave += 1),
      },
    }),
    { input: { productId: '101', orderId: '1006', servicePhone: '1800-123-4567' } },
  );
  actor.start();
  return { actor, loads, jumps, saves, effects };
}

type Details = ReturnType<typeof start>['actor'];
const rating = (actor: Details) => actor.getSnapshot().children.rating as ActorRefFrom<typeof ratingMachine> | undefined;
const settle = () => vi.advanceTimersByTimeAsync(0);
const loaded = (orderStatus: string, more: Partial<LoanDetail> = {}) =>
  async () => ({ ok: true as const, data: detail(orderStatus, more) });

describe('loan details machine', () => {
  useFakeClock();

  it('asks once for the order of the address and shows it', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(loads).toEqual([{ productId: '101', orderId: '1006' }]);
    expect(actor.getSnapshot().matches({ loaded: { products: 'idle', rating: 'none' } })).toBe(true);
    expect(select(actor.getSnapshot()).title).toBe('RupeeNow');
  });

  it('offers a retry after a fault and a way out (no retry) after a refusal', async () => {
    let fail = true;
    const { actor, loads, effects } = start({
      load: async () => {
        if (fail) throw new Error('network');
        return { ok: false, message: 'Record not found' };
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'failed' });
    fail = false;
    actor.send({ type: 'user.retry' });
    await settle();
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'refused', message: 'Record not found' });
    actor.send({ type: 'user.retry' });
    expect(loads).toHaveLength(2);
    actor.send({ type: 'user.leave' });
    expect(effects.leave).toBe(1);
  });

  it.each([
    ['21', '21'],
    ['151', '151'],
    ['174', '174'],
    ['180', '180'],
    ['110', '110'],
    ['200', '200'],
    ['170', '21'],
    ['3', '21'],
    ['4', '21'],
    ['5', '21'],
    ['', '21'],
  ])('status %j shows the banner of %j', (status, banner) => {
    expect(bannerOf(status)).toBe(banner);
  });

  it.each([
    // status, repay block, repay button, loan more, recommended
    ['21', false, false, false, true],
    ['151', false, false, false, true],
    ['174', true, false, false, false],
    ['180', true, false, false, false],
    ['110', false, false, false, true],
    ['200', false, false, true, false],
    ['170', false, true, false, false],
    ['3', true, false, false, true],
    ['4', false, false, true, true],
    ['5', true, false, false, true],
  ])('status %s: repay block %s, repay button %s, loan more %s, recommended %s', async (status, block, button, more, recommended) => {
    const { actor } = start({ load: loaded(status, { isDelay: '1' }) });
    await settle();
    const loan = select(actor.getSnapshot()).loan!;
    expect(loan.repayBlock).toBe(block);
    expect(loan.delayLink).toBe(block);
    expect(loan.repayButton).toBe(button);
    expect(loan.loanMore).toBe(more);
    expect(loan.recommended !== null).toBe(recommended);
  });

  it("shows 'delay repayment' only when isDelay is 1", async () => {
    const { actor, effects } = start({ load: loaded('174', { isDelay: '0' }) });
    await settle();
    expect(select(actor.getSnapshot()).loan!.delayLink).toBe(false);
    actor.send({ type: 'user.delay' });
    expect(effects.navigate).toEqual([]);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });

  it("'delay repayment' opens the extension page for the order", async () => {
    const { actor, effects } = start({ load: loaded('180', { isDelay: '1' }) });
    await settle();
    actor.send({ type: 'user.delay' });
    expect(effects.navigate).toEqual([{ route: 'extension', query: { productId: '101', orderId: '1006' } }]);
    expect(actor.getSnapshot().value).toBe('left');
  });

  it('Repay opens the repayment page for the order, or the address the server gave', async () => {
    const plain = start({ load: loaded('170') });
    await settle();
    plain.actor.send({ type: 'user.repay' });
    expect(plain.effects.navigate).toEqual([{ route: 'installments', query: { productId: '101', orderId: '1006' } }]);
    expect(plain.effects.openUrl).toEqual([]);
    expect(plain.actor.getSnapshot().value).toBe('left');

    const external = start({ load: loaded('5', { h5Url: 'https://pay.example/1010' }) });
    await settle();
    external.actor.send({ type: 'user.repay' });
    expect(external.effects.openUrl).toEqual(['https://pay.example/1010']);
    expect(external.effects.navigate).toEqual([]);
  });

  it('Repay does nothing for a status without a repay block or button', async () => {
    const { actor, effects } = start({ load: loaded('200') });
    await settle();
    actor.send({ type: 'user.repay' });
    expect(effects.navigate).toEqual([]);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });

  it("'loan more' saves the event (module 30, position 0) and opens the product page", async () => {
    const { actor, effects } = start({ load: loaded('4') });
    await settle();
    actor.send({ type: 'user.loanMore' });
    expect(effects.saveEvent).toEqual([{ productId: '101', moduleId: '30', positionId: '0' }]);
    expect(effects.openProductPage).toEqual(['101']);
    const other = start({ load: loaded('21') });
    await settle();
    other.actor.send({ type: 'user.loanMore' });
    expect(other.effects.saveEvent).toEqual([]);
  });

  it("'more products' goes home only where the list shows", async () => {
    const shown = start({ load: loaded('110') });
    await settle();
    shown.actor.send({ type: 'user.moreProducts' });
    expect(shown.effects.goHome).toBe(1);
    const hidden = start({ load: loaded('174') });
    await settle();
    hidden.actor.send({ type: 'user.moreProducts' });
    expect(hidden.effects.goHome).toBe(0);
  });

  it('a tapped product saves its event and posts one jump; taps meanwhile are ignored', async () => {
    let answer: (result: JumpResult) => void = () => {};
    const { actor, jumps, effects } = start({
      load: loaded('21'),
      jump: () => new Promise<JumpResult>((resolve) => (answer = resolve)),
    });
    await settle();
    actor.send({ type: 'user.openProduct', index: 0 });
    actor.send({ type: 'user.openProduct', index: 0 });
    actor.send({ type: 'user.openProduct', index: 2 });
    await settle();
    expect(jumps).toEqual([{ module: '300', position: '0', target: '102' }]);
    expect(effects.saveEvent).toEqual([{ productId: '102', moduleId: '300', positionId: '0' }]);
    expect(select(actor.getSnapshot()).jumping).toBe(0);
    answer({ ok: true, url: 'loanapp://product?id=102' });
    await settle();
    expect(effects.openLink).toEqual(['loanapp://product?id=102']);
    expect(select(actor.getSnapshot()).jumping).toBeNull();
  });

  it('a greyed product (flag other than 1) takes no tap, nor one whose globally is 0; an active one does', async () => {
    const { actor, jumps, effects } = start({ load: loaded('21') });
    await settle();
    actor.send({ type: 'user.openProduct', index: 1 });
    actor.send({ type: 'user.openProduct', index: 2 });
    actor.send({ type: 'user.openProduct', index: 9 });
    expect(jumps).toEqual([]);
    expect(effects.saveEvent).toEqual([]);
    const cards = select(actor.getSnapshot()).loan!.recommended!;
    expect(cards.map((card) => [card.active, card.clickable])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    actor.send({ type: 'user.openProduct', index: 0 });
    await settle();
    expect(jumps).toEqual([{ module: '300', position: '0', target: '102' }]);
  });

  it('shows tags on the first two products only (§9)', async () => {
    const third = { ...PRODUCT, targetId: '105', name: 'Third', tags: ['Low interest', 'Fast'] };
    const { actor } = start({ load: loaded('21', { recProducts: [PRODUCT, { ...GREY, tags: ['A', ' '] }, third] }) });
    await settle();
    expect(select(actor.getSnapshot()).loan!.recommended!.map((card) => card.tags)).toEqual([['Pay in 3 parts'], ['A'], []]);
  });

  it('never shows a repay reminder naming a date already past (an overdue order), and shows one for today or later', async () => {
    const overdue = start({ load: loaded('180', { reyMsg: 'Repay by 2025-12-01 to avoid late fees.' }) });
    await settle();
    expect(select(overdue.actor.getSnapshot(), '2026-01-10').loan!.reminder).toBe('');
    expect(select(overdue.actor.getSnapshot(), '2025-12-01').loan!.reminder).toBe('Repay by 2025-12-01 to avoid late fees.');
    const now = start({ load: loaded('180', { reyMsg: ' Repay now: the late fee grows every day. ' }) });
    await settle();
    expect(select(now.actor.getSnapshot(), '2026-01-10').loan!.reminder).toBe('Repay now: the late fee grows every day.');
  });

  it("toasts the server's message on a refused jump, and our own on a fault or a missing link", async () => {
    const outcomes: (() => Promise<JumpResult>)[] = [
      async () => ({ ok: false, message: 'Quota full' }),
      async () => {
        throw new Error('network');
      },
      async () => ({ ok: true, url: null }),
    ];
    let n = 0;
    const { actor, effects } = start({ load: loaded('110'), jump: () => outcomes[n++]!() });
    await settle();
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'user.openProduct', index: 0 });
      await settle();
    }
    expect(effects.toast).toEqual([
      { key: 'loanDetails.jumpFailed', text: 'Quota full' },
      { key: 'loanDetails.jumpFailed' },
      { key: 'loanDetails.jumpFailed' },
    ]);
    expect(effects.openLink).toEqual([]);
  });

  it('dials the answer’s telephone, else the configured one', async () => {
    const own = start({ load: loaded('21') });
    await settle();
    own.actor.send({ type: 'user.callPhone' });
    expect(own.effects.callPhone).toEqual(['1800-000-111']);
    const fallback = start({ load: loaded('21', { telephone: ' ' }) });
    await settle();
    fallback.actor.send({ type: 'user.callPhone' });
    expect(fallback.effects.callPhone).toEqual(['1800-123-4567']);
  });

  describe('rating', () => {
    /** Details of an order to rate (isScore 1), 3 s on: the rating pop-up open. */
    async function ratingOpen(fakes: Omit<Fakes, 'load'> = {}) {
      const t = start({ load: loaded('200', { isScore: '1' }), ...fakes });
      await settle();
      await vi.advanceTimersByTimeAsync(3000);
      return t;
    }

    it('opens 3 s after the details load when isScore is 1, never when it is not', async () => {
      const { actor } = start({ load: loaded('200', { isScore: '1' }) });
      await settle();
      expect(actor.getSnapshot().matches({ loaded: { rating: 'awaitingPrompt' } })).toBe(true);
      expect(rating(actor)).toBeUndefined();
      await vi.advanceTimersByTimeAsync(2999);
      expect(rating(actor)).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(rating(actor)).toBeDefined();

      const none = start({ load: loaded('200', { isScore: '0' }) });
      await settle();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(rating(none.actor)).toBeUndefined();
    });

    it("refuses Submit with no star ('Silakan pilih'); 4 or more stars send 5 and open the rate screen", async () => {
      const { actor, saves, effects } = await ratingOpen();
      rating(actor)!.send({ type: 'user.tapSend' });
      expect(effects.toast).toEqual([{ key: 'complaintDetails.rating.chooseStar' }]);
      expect(saves).toEqual([]);
      rating(actor)!.send({ type: 'user.chooseStar', score: 4 });
      rating(actor)!.send({ type: 'user.tapSend' });
      rating(actor)!.send({ type: 'user.tapSend' });
      await settle();
      expect(saves).toHaveLength(1);
      expect(effects.goRate).toBe(1);
      expect(actor.getSnapshot().matches({ loaded: { rating: 'rated' } })).toBe(true);
      expect(select(actor.getSnapshot()).thanksOpen).toBe(false);
    });

    it('fewer than 4 stars close the pop-up and open the thank-you pop-up', async () => {
      const { actor, effects } = await ratingOpen();
      rating(actor)!.send({ type: 'user.chooseStar', score: 3 });
      rating(actor)!.send({ type: 'user.tapSend' });
      await settle();
      expect(effects.goRate).toBe(0);
      expect(rating(actor)).toBeUndefined();
      expect(select(actor.getSnapshot()).thanksOpen).toBe(true);
      actor.send({ type: 'user.closeThanks' });
      expect(actor.getSnapshot().matches({ loaded: { rating: 'rated' } })).toBe(true);
    });

    it('Cancel closes it; opened again, its stars start from 0', async () => {
      const { actor, saves } = await ratingOpen();
      rating(actor)!.send({ type: 'user.chooseStar', score: 2 });
      rating(actor)!.send({ type: 'user.tapCancel' });
      await settle();
      expect(rating(actor)).toBeUndefined();
      expect(select(actor.getSnapshot()).canRate).toBe(true);
      actor.send({ type: 'user.rate' });
      expect(rating(actor)!.getSnapshot().context.score).toBe(0);
      expect(saves).toEqual([]);
    });

    it('a failed save keeps the pop-up open with the stars chosen', async () => {
      const { actor } = await ratingOpen({ save: async () => ({ ok: false, message: 'busy' }) });
      rating(actor)!.send({ type: 'user.chooseStar', score: 5 });
      rating(actor)!.send({ type: 'user.tapSend' });
      await settle();
      expect(rating(actor)!.getSnapshot().value).toBe('choosing');
      expect(rating(actor)!.getSnapshot().context.score).toBe(5);
    });
  });
});
