import { createActor } from 'xstate';
import type { ToastParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import {
  isActive,
  moduleIdOf,
  opensInPlace,
  recommendedMachine,
  type ApplyRequest,
  type ApplyResult,
  type PageEventParams,
  type Product,
  type RecommendedInput,
} from '@machines/recommended/recommended.machine';
import { select } from '@/screens/recommended/select';
import { productCardsOf } from '@/screens/shared/productCards';
import { expectFaultRetried, expectRefused, given, held, ran, recordEffects, urlOf } from '../support/actors';
import { product } from '../support/fixtures';
import { useFakeClock } from '../support/clock';

const HOST = 'https://h5.kredit.example';

const LIST = [product('101'), product('102'), product('103', { buttonStatus: '0', buttonText: 'Quota full' }), product('104')];

function start(input: Partial<RecommendedInput> = {}) {
  const load = held<{ scene: string }, LoadResult<Product[]>>();
  const apply = held<ApplyRequest, ApplyResult>();
  const { actions, log, count } = recordEffects({
    toast: given<ToastParams>,
    saveEvent: given<PageEventParams>,
    openDirect: urlOf,
    openInApp: urlOf,
    goHome: ran,
    leave: ran,
  });
  const actor = createActor(recommendedMachine.provide({ actors: { loadProducts: load.logic, apply: apply.logic }, actions }), {
    input: { scene: 'banner_jingzhun', host: HOST, ...input },
  });
  actor.start();
  return {
    actor,
    load,
    apply,
    toasts: log.toast,
    events: log.saveEvent,
    direct: log.openDirect,
    inApp: log.openInApp,
    home: () => count('goHome'),
    left: () => count('leave'),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const value = (actor: { getSnapshot: () => { value: unknown } }) => actor.getSnapshot().value;

async function loaded(input: Partial<RecommendedInput> = {}) {
  const t = start(input);
  t.load.answer({ ok: true, data: LIST });
  await settle();
  return t;
}

describe('recommended rules', () => {
  it('picks the module id by scene: 301 jingzhun, 302 fudai, 300 any other (§7)', () => {
    const moduleIds = { banner_jingzhun: '301', tanchuang_jingzhun: '301', tanchuang_fudai: '302', banner_fudai: '302', '': '300', home: '300', banner_jingzhun_2: '300' };
    for (const [scene, moduleId] of Object.entries(moduleIds)) expect(moduleIdOf(scene), scene).toBe(moduleId);
  });

  it("treats only buttonStatus '0' as disabled (the schema turns the number 0 into '0')", () => {
    expect(isActive({ buttonStatus: '0' })).toBe(false);
    expect(isActive({ buttonStatus: ' 0 ' })).toBe(false);
    expect(isActive({ buttonStatus: '1' })).toBe(true);
    expect(isActive({ buttonStatus: '' })).toBe(true);
  });

  it('opens in place only what begins with this H5 address, at an origin boundary, or an app path', () => {
    expect(opensInPlace(`${HOST}/loanConfirm?productId=101`, HOST)).toBe(true);
    expect(opensInPlace(HOST, HOST)).toBe(true);
    expect(opensInPlace(`${HOST}?a=1`, `${HOST}/`)).toBe(true);
    expect(opensInPlace(`${HOST}#x`, HOST)).toBe(true);
    expect(opensInPlace('https://h5.kredit.example.evil.io/x', HOST)).toBe(false);
    expect(opensInPlace('https://play.google.com/store/apps/details?id=x', HOST)).toBe(false);
    expect(opensInPlace('/loanConfirm?productId=101', HOST)).toBe(true);
    expect(opensInPlace('//evil.io/x', HOST)).toBe(false);
    expect(opensInPlace('https://anything.example/', '')).toBe(false);
  });
});

describe('recommended machine', () => {
  useFakeClock();

  it('asks the list once for its scene and shows the cards', async () => {
    const t = start({ scene: 'banner_fudai' });
    expect(t.load.calls).toEqual([{ scene: 'banner_fudai' }]);
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    t.load.answer({ ok: true, data: LIST });
    await settle();
    expect(value(t.actor)).toEqual({ ready: 'browsing' });
    expect(t.actor.getSnapshot().context.products).toEqual(LIST);
  });

  it("an empty list is the quota-full page, whose button asks the host for home", async () => {
    const t = start();
    t.load.answer({ ok: true, data: [] });
    await settle();
    expect(value(t.actor)).toBe('empty');
    t.actor.send({ type: 'user.goHome' });
    expect(t.home()).toBe(1);
    expect(t.load.calls).toHaveLength(1);
  });

  it('a refusal shows its message with a way out; a fault retries', async () => {
    const t = start();
    t.load.answer({ ok: false, message: 'Kuota habis' });
    await settle();
    expectRefused(t.actor, 'Kuota habis');
    t.actor.send({ type: 'user.leave' });
    expect(t.left()).toBe(1);

    const f = start();
    await expectFaultRetried(f.actor, f.load, settle);
  });

  it('a tap saves the page event (module by scene, position = index) and applies with product_id, module_id, scene', async () => {
    const t = await loaded({ scene: 'tanchuang_fudai' });
    t.actor.send({ type: 'user.apply', index: 3 });
    expect(t.events).toEqual([{ productId: '104', moduleId: '302', positionId: '3' }]);
    expect(t.apply.calls).toEqual([{ product_id: '104', module_id: '302', scene: 'tanchuang_fudai' }]);
    expect(t.actor.getSnapshot().context.applying).toBe(3);
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it("a disabled card (buttonStatus '0') and a card that is not there do nothing", async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.apply', index: 2 });
    t.actor.send({ type: 'user.apply', index: 9 });
    t.actor.send({ type: 'user.apply', index: -1 });
    expect(t.events).toEqual([]);
    expect(t.apply.calls).toEqual([]);
    expect(value(t.actor)).toEqual({ ready: 'browsing' });
  });

  it('a second tap on any card while the apply is in flight sends nothing', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.apply', index: 0 });
    t.actor.send({ type: 'user.apply', index: 0 });
    t.actor.send({ type: 'user.apply', index: 1 });
    expect(t.apply.calls).toHaveLength(1);
    expect(t.events).toHaveLength(1);
  });

  it('opens a link of this H5 in place and leaves; any other through the bridge and stays', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.apply', index: 0 });
    t.apply.answer({ ok: true, url: `${HOST}/loanConfirm?productId=101` });
    await settle();
    expect(t.direct).toEqual([`${HOST}/loanConfirm?productId=101`]);
    expect(t.inApp).toEqual([]);
    expect(t.actor.getSnapshot().status).toBe('done');

    const b = await loaded();
    b.actor.send({ type: 'user.apply', index: 1 });
    b.apply.answer({ ok: true, url: 'https://play.google.com/store/apps/details?id=x' });
    await settle();
    expect(b.inApp).toEqual(['https://play.google.com/store/apps/details?id=x']);
    expect(b.direct).toEqual([]);
    expect(value(b.actor)).toEqual({ ready: 'browsing' });
    expect(b.actor.getSnapshot().context.applying).toBeNull();
    // Back from the product: the list takes taps again.
    b.actor.send({ type: 'user.apply', index: 0 });
    expect(b.apply.calls).toHaveLength(2);
  });

  it("toasts the server's message on a refused apply, 'error' on a fault, and says so when the link is unusable", async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.apply', index: 0 });
    t.apply.answer({ ok: false, message: 'Kuota hari ini penuh' });
    await settle();
    expect(t.toasts).toEqual([{ key: 'recommended.applyFailed', text: 'Kuota hari ini penuh' }]);
    expect(value(t.actor)).toEqual({ ready: 'browsing' });

    t.actor.send({ type: 'user.apply', index: 0 });
    t.apply.fail();
    await settle();
    expect(t.toasts.at(-1)).toEqual({ key: 'common.networkError' });

    t.actor.send({ type: 'user.apply', index: 0 });
    t.apply.answer({ ok: true, url: null });
    await settle();
    expect(t.toasts.at(-1)).toEqual({ key: 'recommended.cannotOpen' });
    expect(t.direct).toEqual([]);
    expect(t.inApp).toEqual([]);
    expect(value(t.actor)).toEqual({ ready: 'browsing' });
  });
});

describe('recommended view model', () => {
  useFakeClock();

  it('tags on the first two cards only; logos below the fold lazy; the disabled card greyed', () => {
    const many = [...LIST, product('105'), product('106', { productLogo: 'javascript:alert(1)' })];
    const cards = productCardsOf(many, null);
    expect(cards.map((c) => c.tags.length)).toEqual([2, 2, 0, 0, 0, 0]);
    expect(cards.map((c) => c.lazyLogo)).toEqual([false, false, false, true, true, true]);
    expect(cards.map((c) => c.inactive)).toEqual([false, false, true, false, false, false]);
    expect(cards[5]!.logo).toBeNull();
    expect(cards.every((c) => !c.locked && !c.busy)).toBe(true);
    const busy = productCardsOf(many, 1);
    expect(busy.map((c) => [c.busy, c.locked])).toEqual([
      [false, true],
      [true, false],
      [false, true],
      [false, true],
      [false, true],
      [false, true],
    ]);
  });

  it('shows loading, then the cards; the quota-full page when empty', async () => {
    const t = start();
    expect(select(t.actor.getSnapshot())).toMatchObject({ load: { phase: 'loading' }, full: false, cards: [] });
    t.load.answer({ ok: true, data: LIST });
    await settle();
    const view = select(t.actor.getSnapshot());
    expect(view.load).toBeNull();
    expect(view.cards.map((c) => c.name)).toEqual(['Product 101', 'Product 102', 'Product 103', 'Product 104']);
    t.actor.send({ type: 'user.apply', index: 0 });
    expect(select(t.actor.getSnapshot()).busy).toBe(true);

    const e = start();
    e.load.answer({ ok: true, data: [] });
    await settle();
    expect(select(e.actor.getSnapshot())).toMatchObject({ load: null, full: true, cards: [] });
  });
});
