import type { SnapshotFrom } from 'xstate';
import { BANK, MARKET, type changeMethodMachine, type PayType } from '@machines/changeMethod/changeMethod.machine';
import { formatMoney, toMinor } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface OptionRow {
  /** What the machine is told (a bank name, a method code, a market code). */
  value: string;
  checked: boolean;
}

export interface ChangeMethodView {
  load: LoadView;
  /** The money to pay, in the market's format. */
  amount: string;
  payType: PayType;
  /** No type is chosen yet: the page says what to do first. */
  choosingType: boolean;
  /** The chosen type's list came back empty. */
  empty: boolean;
  /** The bank list (bank type, loaded), else null. */
  banks: OptionRow[] | null;
  /** The chosen bank's methods; `locked` until a bank is chosen (§5). Null outside the bank list. */
  methods: { locked: boolean; rows: OptionRow[] } | null;
  /** The market list (market type, loaded), else null. */
  markets: OptionRow[] | null;
}

export function select(snapshot: SnapshotFrom<typeof changeMethodMachine>, variant: Variant): ChangeMethodView {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const bank = context.banks.find((b) => b.bankName === context.bank) ?? null;
  const bankList = ready && context.payType === BANK;
  return {
    load: loadViewOf(snapshot),
    amount: formatMoney(toMinor(context.amount, variant), variant),
    payType: context.payType,
    choosingType: snapshot.matches('choosingType'),
    empty: snapshot.matches('empty'),
    banks: bankList ? context.banks.map((b) => ({ value: b.bankName, checked: b.bankName === context.bank })) : null,
    methods: bankList
      ? { locked: bank === null, rows: (bank?.method ?? []).map((m) => ({ value: m, checked: m === context.method })) }
      : null,
    markets:
      ready && context.payType === MARKET ? context.markets.map((m) => ({ value: m, checked: m === context.market })) : null,
  };
}
