import type { SnapshotFrom } from 'xstate';
import { selectedTotal, type installmentsMachine, type Period } from '@machines/installments/installments.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

/** A period's status as the page names it (a badge beside the period). */
export type PeriodStatus = 'unpaid' | 'overdue' | 'paid';

export interface PeriodRow {
  index: number;
  periodNo: string;
  /** The amount in the market's money; null when the server's amount cannot be read. */
  amount: string | null;
  /** YYYY-MM-DD (§9), '' when the server gave none. */
  dueDate: string;
  status: PeriodStatus;
  /** The server's description when it says more than the due date and the status. */
  note: string;
  selected: boolean;
  clickable: boolean;
  /** A pending period the server does not let the borrower tap (canClick not 1). */
  locked: boolean;
}

export interface InstallmentsView {
  load: LoadView;
  /** A pending period's amount cannot be read: nothing can be paid. */
  unreadable: boolean;
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

/** §3 periodStatus: '2' paid, '3' overdue (demo backend and docs/spec-notes.md); anything else pending is unpaid. */
const PAID = '2';
const OVERDUE = '3';

/** The date part of `dueTime` ('2026-12-01' of '2026-12-01 00:00:00', §9); any other text as sent. */
export function dueDateOf(dueTime: string): string {
  const text = dueTime.trim();
  return /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text;
}

function statusOf(period: Period, pending: boolean): PeriodStatus {
  if (!pending || period.periodStatus === PAID) return 'paid';
  return period.periodStatus === OVERDUE ? 'overdue' : 'unpaid';
}

function rowOf(period: Period, index: number, selected: boolean, pending: boolean, variant: Variant, statusText: (s: PeriodStatus) => string): PeriodRow {
  const dueDate = dueDateOf(period.dueTime);
  const status = statusOf(period, pending);
  const description = period.repayDes.trim();
  // 'Due 2026-12-01' or 'Paid' again says nothing the row does not say already.
  const repeats = (dueDate !== '' && description.includes(dueDate)) || description.toLowerCase() === statusText(status).toLowerCase();
  return {
    index,
    periodNo: period.periodNo,
    amount: period.amount === null ? null : formatMoney(period.amount, variant),
    dueDate,
    status,
    note: repeats ? '' : description,
    selected,
    clickable: period.clickable,
    locked: pending && !period.clickable,
  };
}

/**
 * The view model; `statusText` names a status in the market's words (the view's strings), so a
 * server description that only repeats it is left out.
 */
export function select(
  snapshot: SnapshotFrom<typeof installmentsMachine>,
  variant: Variant,
  statusText: (status: PeriodStatus) => string = (status) => status,
): InstallmentsView {
  const { context } = snapshot;
  const pending = context.plan?.pending ?? [];
  const count = context.selected ?? 0;
  const settled = snapshot.matches('settled');
  return {
    load: loadViewOf(snapshot),
    unreadable: snapshot.matches('unreadable'),
    productName: context.plan?.productName ?? '',
    note: context.plan?.note ?? '',
    pending: pending.map((period, index) => rowOf(period, index, index < count, true, variant, statusText)),
    paid: (context.plan?.paid ?? []).map((period, index) => rowOf(period, index, false, false, variant, statusText)),
    paidOpen: context.paidOpen,
    allSelected: pending.length > 0 && count === pending.length,
    selectedCount: count,
    total: formatMoney(selectedTotal(context), variant),
    shown: context.plan !== null && (snapshot.matches('choosing') || snapshot.matches('paying') || settled),
    settled,
    paying: snapshot.matches('paying'),
  };
}
