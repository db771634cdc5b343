import type { AnyMachineSnapshot } from 'xstate';
import { installmentsMachine, type InstallmentPlan, type Period } from '@machines/installments/installments.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, doneType, ok, refused, type PathSpec } from '../model';

const period = (n: number, amount: string | null, clickable = true, periodStatus = '1'): Period => ({
  periodNo: String(n),
  amount,
  clickable,
  periodStatus,
  repayDes: '',
  dueTime: `2026-12-0${n}`,
});

/** Three pending periods (integer hundredths), the second one locked (canClick 0), the first overdue; one paid. */
export const PLAN: InstallmentPlan = {
  productName: 'QuickRupee',
  note: 'Pay installments in order.',
  pending: [period(2, '525050', true, '3'), period(3, '500000', false), period(4, '500001')],
  paid: [period(1, '500000', false, '2')],
};
/** Every period paid. */
export const SETTLED: InstallmentPlan = { ...PLAN, pending: [] };
/** The third period's amount is not integer hundredths: the bill cannot be paid. */
export const UNREADABLE: InstallmentPlan = { ...PLAN, pending: [PLAN.pending[0]!, PLAN.pending[1]!, period(4, null)] };
export const NOT_FOUND = 'Order not found';

/**
 * Guards read the plan (fixed per path), the selection and nothing else: the selection count and
 * the folded paid list join the path key.
 */
export const installmentsSpec: PathSpec<typeof installmentsMachine> = {
  name: 'installments',
  machine: installmentsMachine,
  input: { productId: '102', orderId: '1003', selected: null },
  payloads: {
    ...doneEvents<LoadResult<InstallmentPlan>>('loadPlan', [refused(NOT_FOUND), ok(PLAN), ok(SETTLED), ok(UNREADABLE)]),
    'user.toggle': [0, 1, 2].map((index) => ({ type: 'user.toggle', index })),
  },
  project: (snapshot: AnyMachineSnapshot) => [snapshot.context.selected, snapshot.context.paidOpen],
  skipIgnored: true,
  // A period not payable yet still takes a tap, which selects nothing: one path taps it.
  scenarios: [{ name: 'the period not payable yet tapped', events: [{ type: doneType('loadPlan'), output: ok(PLAN) }, { type: 'user.toggle', index: 1 }] }],
};
