import type { SnapshotFrom } from 'xstate';
import { amountOf, BANK, MARKET, type changeMethodMachine, type PayType } from '@machines/changeMethod/changeMethod.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface OptionRow {
  /** What the machine is told (a bank name, a method code, a market code). */
  value: string;
  checked: boolean;
}

export interface ChangeMethodView {
  load: LoadView;
  /** The address amount cannot be read: the page says so and asks nothing. */
  amountUnreadable: boolean;
  /** The money to pay, in the market's format; null when the address has none (what is owed). */
  amount: string | null;
  /** The pay types offered; one only: no choice is shown. */
  payTypes: readonly ('1' | '2')[];
  payType: PayType;
  /** No type is chosen yet: the page says what to do first. */
  choosingType: boolean;
  /** The chosen type's list came back empty. */
  empty: boolean;
  /** The bank list (bank type, loaded), else null. */
  banks: OptionRow[] | null;
  /**
   * The chosen bank's methods; `locked` until a bank is chosen (§5), `none` when the chosen bank
   * lists no method (paid with the bank alone). Null outside the bank list.
   */
  methods: { locked: boolean; none: boolean; rows: OptionRow[] } | null;
  /** The market list (market type, loaded), else null. */
  markets: OptionRow[] | null;
}

export function select(snapshot: SnapshotFrom<typeof changeMethodMachine>, variant: Variant): ChangeMethodView {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const bank = context.banks.find((b) => b.bankName === context.bank) ?? null;
  const bankList = ready && context.payType === BANK;
  const amount = amountOf(context);
  return {
    load: loadViewOf(snapshot),
    amountUnreadable: snapshot.matches('amountUnreadable'),
    amount: amount ? formatMoney(amount, variant) : null,
    payTypes: context.payTypes,
    payType: context.payType,
    choosingType: snapshot.matches('choosingType'),
    empty: snapshot.matches('empty'),
    banks: bankList ? context.banks.map((b) => ({ value: b.bankName, checked: b.bankName === context.bank })) : null,
    methods: bankList
      ? {
          locked: bank === null,
          none: bank !== null && bank.method.length === 0,
          rows: (bank?.method ?? []).map((m) => ({ value: m, checked: m === context.method })),
        }
      : null,
    markets:
      ready && context.payType === MARKET ? context.markets.map((m) => ({ value: m, checked: m === context.market })) : null,
  };
}
