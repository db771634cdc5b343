import { createActor, fromPromise } from 'xstate';
import type { NavigateParams } from '@machines/shared/effects';
import { installmentsMachine, selectedTotal, type InstallmentPlan, type Period } from '@machines/installments/installments.machine';
import type { LoadResult } from '@machines/shared/load';
import { dueDateOf, select } from '@/screens/installments/select';
import { variantOf } from '@/services/session';
import { expectRefused, expectRetryThenBack, given, ran, recordEffects, toastKey } from '../support/actors';

export const period = (n: number, amount: string | null, clickable = true): Period => ({
  periodNo: String(n),
  amount,
  clickable,
  periodStatus: '1',
  repayDes: '',
  dueTime: '2026-12-01',
});

const PLAN: InstallmentPlan = {
  productName: 'UangCepat',
  note: '',
  pending: [period(2, '150000050'), period(3, '150000000'), period(4, '99')],
  paid: [{ ...period(1, '150000000', false), periodStatus: '2' }],
};

function start(answer: () => Promise<LoadResult<InstallmentPlan>>, selected: number | null = null) {
  const { actions, log, count } = recordEffects({ navigate: given<NavigateParams>, toast: toastKey, resetPayway: ran, leave: ran });
  const actor = createActor(installmentsMachine.provide({ actors: { loadPlan: fromPromise(answer) }, actions }), { input: { productId: '202', orderId: '2003', selected } });
  actor.start();
  return { actor, navigated: log.navigate, toasts: log.toast, resets: () => count('resetPayway'), left: () => count('leave') };
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
    expect(selectedTotal(actor.getSnapshot().context)).toBe('300000149');
    actor.send({ type: 'user.toggle', index: 1 });
    expect(count(actor)).toBe(1);
    actor.send({ type: 'user.toggle', index: 0 });
    expect(count(actor)).toBe(0);
    // Each change is kept in the address, replaced.
    expect(navigated.map((n) => n.query?.selected)).toEqual(['3', '1', '0']);
    expect(navigated.every((n) => n.replace === true && n.route === 'installments')).toBe(true);
    expect(navigated[0]!.query).toEqual({ productId: '202', orderId: '2003', selected: '3' });
  });

  it('a period without canClick 1 does not answer a tap, but is cleared with the earlier ones', async () => {
    const plan = { ...PLAN, pending: [period(2, '100'), period(3, '100', false), period(4, '100')] };
    const { actor } = start(ok(plan));
    await settle();
    // Each tap in turn, and how many periods are selected after it.
    for (const [index, selected] of [[1, 1], [2, 3], [1, 3], [0, 0], [7, 0]] as const) {
      actor.send({ type: 'user.toggle', index });
      expect(count(actor), `after a tap on ${index}`).toBe(selected);
    }
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
    // Integer hundredths, digits only (§9): 1.500.000,50 + 1.500.000,00.
    expect(navigated).toEqual([{ route: 'vaRepay', query: { amount: '300000050', productId: '202', orderId: '2003' } }]);
    expect(actor.getSnapshot().value).toBe('paying');
    actor.send({ type: 'user.pay' });
    expect(navigated).toHaveLength(1);
  });

  it('refuses a zero amount', async () => {
    const { actor, navigated, toasts, resets } = start(ok({ ...PLAN, pending: [period(2, '0'), period(3, '100')] }));
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

  it('the first pending period answers a tap only when its canClick is 1; later ones select the prefix when theirs is', async () => {
    const plan = { ...PLAN, pending: [period(2, '100', false), period(3, '200'), period(4, '300', false)] };
    const { actor } = start(ok(plan));
    await settle();
    expect(count(actor)).toBe(1);
    actor.send({ type: 'user.toggle', index: 0 });
    expect(count(actor)).toBe(1);
    actor.send({ type: 'user.toggle', index: 2 });
    expect(count(actor)).toBe(1);
    actor.send({ type: 'user.toggle', index: 1 });
    expect(count(actor)).toBe(2);
    expect(selectedTotal(actor.getSnapshot().context)).toBe('300');
    actor.send({ type: 'user.toggle', index: 1 });
    expect(count(actor)).toBe(1);
  });

  it('says a pending amount cannot be read and offers no pay: Retry asks again, Back leaves', async () => {
    let loads = 0;
    const { actor, navigated, left } = start(async () => {
      loads += 1;
      return { ok: true, data: { ...PLAN, pending: [period(2, '100'), period(3, null)] } };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('unreadable');
    for (const type of ['user.pay', 'user.togglePayAll'] as const) actor.send({ type });
    actor.send({ type: 'user.toggle', index: 0 });
    expect(navigated).toEqual([]);
    await expectRetryThenBack(actor, { loads: () => loads, left, settle }, 2);
  });

  it('a paid period whose amount cannot be read does not stop the bill', async () => {
    const { actor } = start(ok({ ...PLAN, paid: [{ ...period(1, null, false), periodStatus: '2' }] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a refusal is shown with a way out; a fault retries', async () => {
    const refused = start(async () => ({ ok: false, message: 'Not found' }));
    const fault = start(async () => {
      throw new Error('offline');
    });
    await settle();
    expectRefused(refused.actor, 'Not found');
    expect(fault.actor.getSnapshot().value).toBe('failed');
    expect(fault.actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
  });
});

describe('installments view model', () => {
  const ID = variantOf('0');
  const IN = variantOf('1');
  const statusText = (status: string) => ({ unpaid: 'Unpaid', overdue: 'Overdue', paid: 'Paid' })[status]!;

  it('shows each period with its due date (YYYY-MM-DD), status and amount, and the server note only when it adds something', async () => {
    const plan: InstallmentPlan = {
      ...PLAN,
      pending: [
        { ...period(2, '1234567'), periodStatus: '3', dueTime: '2026-06-01 00:00:00', repayDes: 'Overdue 9 days' },
        { ...period(3, '100', false), dueTime: '2026-07-01', repayDes: 'Due 2026-07-01' },
      ],
      paid: [{ ...period(1, null, false), periodStatus: '2', dueTime: '2026-05-01', repayDes: 'paid' }],
    };
    const { actor } = start(ok(plan));
    await settle();
    const view = select(actor.getSnapshot(), IN, statusText);
    expect(view.pending).toEqual([
      { index: 0, periodNo: '2', amount: '₹12,345.67', dueDate: '2026-06-01', status: 'overdue', note: 'Overdue 9 days', selected: true, clickable: true, locked: false },
      { index: 1, periodNo: '3', amount: '₹1.00', dueDate: '2026-07-01', status: 'unpaid', note: '', selected: false, clickable: false, locked: true },
    ]);
    expect(view.paid).toEqual([
      { index: 0, periodNo: '1', amount: null, dueDate: '2026-05-01', status: 'paid', note: '', selected: false, clickable: false, locked: false },
    ]);
    expect(view.total).toBe('₹12,345.67');
    expect(select(actor.getSnapshot(), ID, statusText).total).toBe('Rp12.345,67');
  });

  it('keeps a due time that is not a date as sent', () => {
    expect(dueDateOf(' 2026-12-01 08:00:00 ')).toBe('2026-12-01');
    expect(dueDateOf('next month')).toBe('next month');
    expect(dueDateOf('')).toBe('');
  });
});
