import type { SnapshotFrom } from 'xstate';
import { selectedTotal, type installmentsMachine, type Period } from '@machines/installments/installments.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface PeriodRow {
  index: number;
  periodNo: string;
  amount: string;
  dueTime: string;
  repayDes: string;
  overdue: boolean;
  selected: boolean;
  clickable: boolean;
  /** A pending period the server does not let the borrower tap (canClick not 1). */
  locked: boolean;
}

export interface RepaymentView {
  load: LoadView;
  productName: string;
  note: string;
  pending: PeriodRow[];
  paid: PeriodRow[];
  paidOpen: boolean;
  /** Every pending period is selected: the pay-all toggle is on. */
  allSelected: boolean;
  selectedCount: number;
  total: string;
  /** The plan is shown: the choice (pending periods) or only the paid list (`settled`). */
  shown: boolean;
  settled: boolean;
  paying: boolean;
}

/** §3 periodStatus '3' is overdue (demo backend and docs/spec-notes.md). */
const OVERDUE = '3';

function rowOf(period: Period, index: number, selected: boolean, pending: boolean, variant: Variant): PeriodRow {
  return {
    index,
    periodNo: period.periodNo,
    amount: formatMoney(period.minor, variant),
    dueTime: period.dueTime,
    repayDes: period.repayDes,
    overdue: period.periodStatus === OVERDUE,
    selected,
    clickable: period.clickable,
    locked: pending && !period.clickable,
  };
}

export function select(snapshot: SnapshotFrom<typeof installmentsMachine>, variant: Variant): RepaymentView {
  const { context } = snapshot;
  const pending = context.plan?.pending ?? [];
  const count = context.selected ?? 0;
  const settled = snapshot.matches('settled');
  return {
    load: loadViewOf(snapshot),
    productName: context.plan?.productName ?? '',
    note: context.plan?.note ?? '',
    pending: pending.map((period, index) => rowOf(period, index, index < count, true, variant)),
    paid: (context.plan?.paid ?? []).map((period, index) => rowOf(period, index, false, false, variant)),
    paidOpen: context.paidOpen,
    allSelected: pending.length > 0 && count === pending.length,
    selectedCount: count,
    total: formatMoney(selectedTotal(context), variant),
    shown: context.plan !== null && (snapshot.matches('choosing') || snapshot.matches('paying') || settled),
    settled,
    paying: snapshot.matches('paying'),
  };
}
