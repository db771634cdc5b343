import { createActor } from 'xstate';
import type { ToastParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import { loginFailureMachine, type JointRequest, type LoginFailurePage } from '@machines/loginFailure/loginFailure.machine';
import type { ApplyResult } from '@machines/recommended/recommended.machine';
import { select } from '@/screens/loginFailure/select';
import { expectFaultRetried, given, held, ran, recordEffects, urlOf } from '../support/actors';
import { product } from '../support/fixtures';
import { useFakeClock } from '../support/clock';

const HOST = 'http://localhost:3000';

const PAGE: LoginFailurePage = {
  notice: 'Login gagal',
  message: 'Kami tidak dapat memasukkan Anda ke mitra ini.',
  products: [product('201'), product('203', { buttonStatus: '0' }), product('204')],
};

function start() {
  const load = held<unknown, LoadResult<LoginFailurePage>>();
  const joint = held<JointRequest, ApplyResult>();
  const { actions, log, count } = recordEffects({ toast: given<ToastParams>, openDirect: urlOf, openInApp: urlOf, leave: ran });
  const actor = createActor(loginFailureMachine.provide({ actors: { loadPage: load.logic, joint: joint.logic }, actions }), { input: { host: HOST } });
  actor.start();
  return { actor, load, joint, toasts: log.toast, direct: log.openDirect, inApp: log.openInApp, left: () => count('leave') };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const value = (actor: { getSnapshot: () => { value: unknown } }) => actor.getSnapshot().value;

async function loaded() {
  const t = start();
  t.load.answer({ ok: true, data: PAGE });
  await settle();
  return t;
}

describe('joint-login-failure machine', () => {
  useFakeClock();

  it('loads the page once and shows the notice, the message and the products', async () => {
    const t = start();
    expect(t.load.calls).toHaveLength(1);
    expect(select(t.actor.getSnapshot())).toMatchObject({ load: { phase: 'loading' }, notice: '', cards: [] });
    t.load.answer({ ok: true, data: PAGE });
    await settle();
    expect(value(t.actor)).toEqual({ ready: 'browsing' });
    const view = select(t.actor.getSnapshot());
    expect(view).toMatchObject({ load: null, notice: 'Login gagal', message: PAGE.message, empty: false });
    expect(view.cards.map((c) => [c.id, c.inactive])).toEqual([
      ['201', false],
      ['203', true],
      ['204', false],
    ]);
  });

  it('no product to offer: the notice and the message stay, with a retry', async () => {
    const t = start();
    t.load.answer({ ok: true, data: { ...PAGE, products: [] } });
    await settle();
    expect(value(t.actor)).toBe('empty');
    expect(select(t.actor.getSnapshot())).toMatchObject({ notice: 'Login gagal', empty: true, cards: [] });
    t.actor.send({ type: 'user.retry' });
    expect(t.load.calls).toHaveLength(2);
  });

  it('a refusal shows its message with a way out; a fault retries', async () => {
    const t = start();
    t.load.answer({ ok: false, message: 'Sesi berakhir' });
    await settle();
    expect(value(t.actor)).toBe('refused');
    expect(select(t.actor.getSnapshot()).load).toEqual({ phase: 'refused', message: 'Sesi berakhir' });
    t.actor.send({ type: 'user.leave' });
    expect(t.left()).toBe(1);

    const f = start();
    await expectFaultRetried(f.actor, f.load, settle);
  });

  it('applies with product_id once while in flight; a disabled card does nothing', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.apply', index: 1 });
    expect(t.joint.calls).toEqual([]);
    t.actor.send({ type: 'user.apply', index: 2 });
    t.actor.send({ type: 'user.apply', index: 2 });
    t.actor.send({ type: 'user.apply', index: 0 });
    expect(t.joint.calls).toEqual([{ product_id: '204' }]);
    expect(select(t.actor.getSnapshot()).cards.map((c) => [c.busy, c.locked])).toEqual([
      [false, true],
      [false, true],
      [true, false],
    ]);
  });

  it('opens a link of this H5 in place, another through the bridge; toasts a refusal, a fault and an unusable link', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.apply', index: 0 });
    t.joint.answer({ ok: true, url: 'https://play.google.com/store/apps/details?id=x' });
    await settle();
    expect(t.inApp).toEqual(['https://play.google.com/store/apps/details?id=x']);
    expect(value(t.actor)).toEqual({ ready: 'browsing' });

    t.actor.send({ type: 'user.apply', index: 0 });
    t.joint.answer({ ok: false, message: 'Pengajuan sudah penuh' });
    await settle();
    expect(t.toasts).toEqual([{ key: 'loginFailure.applyFailed', text: 'Pengajuan sudah penuh' }]);

    t.actor.send({ type: 'user.apply', index: 0 });
    t.joint.fail();
    await settle();
    expect(t.toasts.at(-1)).toEqual({ key: 'common.networkError' });

    t.actor.send({ type: 'user.apply', index: 0 });
    t.joint.answer({ ok: true, url: null });
    await settle();
    expect(t.toasts.at(-1)).toEqual({ key: 'loginFailure.cannotOpen' });

    t.actor.send({ type: 'user.apply', index: 2 });
    t.joint.answer({ ok: true, url: `${HOST}/loanConfirm?productId=204` });
    await settle();
    expect(t.direct).toEqual([`${HOST}/loanConfirm?productId=204`]);
    expect(t.actor.getSnapshot().status).toBe('done');
  });
});
