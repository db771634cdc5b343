import { createActor, fromPromise } from 'xstate';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import { installmentsMachine, selectedTotal, type InstallmentPlan, type Period } from '@machines/installments/installments.machine';
import type { LoadResult } from '@machines/shared/load';

export const period = (n: number, minor: number, clickable = true): Period => ({
  periodNo: String(n),
  minor,
  clickable,
  periodStatus: '1',
  repayDes: '',
  dueTime: '2026-12-01',
});

const PLAN: InstallmentPlan = {
  productName: 'UangCepat',
  note: '',
  pending: [period(2, 150000050), period(3, 150000000), period(4, 99)],
  paid: [{ ...period(1, 150000000, false), periodStatus: '2' }],
};

function start(answer: () => Promise<LoadResult<InstallmentPlan>>, selected: number | null = null) {
  const navigated: NavigateParams[] = [];
  const toasts: string[] = [];
  let resets = 0;
  const actor = createActor(
    installmentsMachine.provide({
      actors: { loadPlan: fromPromise(answer) },
      actions: {
        navigate: (_, params: NavigateParams) => void navigated.push(params),
        toast: (_, params: ToastParams) => void toasts.push(params.key),
        resetPayway: () => void (resets += 1),
      },
    }),
    { input: { productId: '202', orderId: '2003', selected } },
  );
  actor.start();
  return { actor, navigated, toasts, resets: () => resets };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (data: InstallmentPlan) => async () => ({ ok: true as const, data });
const count = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.selected;

describe('installments machine (§4 installment selection)', () => {
  it('starts with the first pending period selected', async () => {
    const { actor } = start(ok(PLAN));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(count(actor)).toBe(1);
  });

  it('selecting a period selects every earlier one; deselecting clears every later one', async () => {
    const { actor, navigated } = start(ok(PLAN));
    await settle();
    actor.send({ type: 'user.toggle', index: 2 });
    expect(count(actor)).toBe(3);
    expect(selectedTotal(actor.getSnapshot().context)).toBe(150000050 + 150000000 + 99);
    actor.send({ type: 'user.toggle', index: 1 });
    expect(count(actor)).toBe(1);
    actor.send({ type: 'user.toggle', index: 0 });
    expect(count(actor)).toBe(0);
    // Each change is kept in the address, replaced.
    expect(navigated.map((n) => n.query?.selected)).toEqual(['3', '1', '0']);
    expect(navigated.every((n) => n.replace === true && n.route === 'repayment')).toBe(true);
    expect(navigated[0]!.query).toEqual({ productId: '202', orderId: '2003', selected: '3' });
  });

  it('a period without canClick 1 does not answer a tap, but is cleared with the earlier ones', async () => {
    const plan = { ...PLAN, pending: [period(2, 100), period(3, 100, false), period(4, 100)] };
    const { actor } = start(ok(plan));
    await settle();
    actor.send({ type: 'user.toggle', index: 1 });
    expect(count(actor)).toBe(1);
    actor.send({ type: 'user.toggle', index: 2 });
    expect(count(actor)).toBe(3);
    actor.send({ type: 'user.toggle', index: 1 });
    expect(count(actor)).toBe(3);
    actor.send({ type: 'user.toggle', index: 0 });
    expect(count(actor)).toBe(0);
    actor.send({ type: 'user.toggle', index: 7 });
    expect(count(actor)).toBe(0);
  });

  it('pay-all selects every pending period, or goes back to just the first', async () => {
    const { actor } = start(ok(PLAN));
    await settle();
    actor.send({ type: 'user.togglePayAll' });
    expect(count(actor)).toBe(3);
    actor.send({ type: 'user.togglePayAll' });
    expect(count(actor)).toBe(1);
  });

  it('pays the exact selected total with the stored choice reset, once', async () => {
    const { actor, navigated, resets } = start(ok(PLAN));
    await settle();
    actor.send({ type: 'user.toggle', index: 1 });
    navigated.length = 0;
    actor.send({ type: 'user.pay' });
    expect(resets()).toBe(1);
    expect(navigated).toEqual([{ route: 'vaRepay', query: { amount: '3000000.50', productId: '202', orderId: '2003' } }]);
    expect(actor.getSnapshot().value).toBe('paying');
    actor.send({ type: 'user.pay' });
    expect(navigated).toHaveLength(1);
  });

  it('refuses a zero amount', async () => {
    const { actor, navigated, toasts, resets } = start(ok({ ...PLAN, pending: [period(2, 0), period(3, 100)] }));
    await settle();
    actor.send({ type: 'user.pay' });
    expect(toasts).toEqual(['bill.zero']);
    actor.send({ type: 'user.toggle', index: 0 });
    actor.send({ type: 'user.pay' });
    expect(toasts).toEqual(['bill.zero', 'bill.zero']);
    expect(resets()).toBe(0);
    expect(navigated.some((n) => n.route === 'vaRepay')).toBe(false);
  });

  it('takes the selection the address kept when the plan still has it', async () => {
    const kept = start(ok(PLAN), 2);
    const tooMany = start(ok(PLAN), 9);
    const none = start(ok(PLAN), 0);
    await settle();
    expect(count(kept.actor)).toBe(2);
    expect(count(tooMany.actor)).toBe(1);
    expect(count(none.actor)).toBe(0);
  });

  it('with nothing pending shows the paid list alone; the paid list folds', async () => {
    const { actor } = start(ok({ ...PLAN, pending: [] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('settled');
    expect(count(actor)).toBe(0);
    actor.send({ type: 'user.togglePaid' });
    expect(actor.getSnapshot().context.paidOpen).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.pay' })).toBe(false);
  });

  it('a refusal is shown with a way out; a fault retries', async () => {
    const refused = start(async () => ({ ok: false, message: 'Not found' }));
    const fault = start(async () => {
      throw new Error('offline');
    });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('refused');
    expect(refused.actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'Not found' });
    expect(fault.actor.getSnapshot().value).toBe('failed');
    expect(fault.actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
  });
});
