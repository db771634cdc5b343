import type { SnapshotFrom } from 'xstate';
import {
  bankStepsOf,
  changeMethodQuery,
  COMPLAINT_QUERY,
  PAY_TYPE_BANK,
  phoneOf,
  type CopyTarget,
  type vaRepayMachine,
} from '@machines/vaRepay/vaRepay.machine';
import { amountForUrl, formatMoney, toMinor } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface StepGroup {
  name: string;
  steps: string[];
  open: boolean;
}

export interface VaAccountView {
  /** Grouped in fours for reading ('3935 8000 0000 2003'). */
  number: string;
  /** What the copy button puts on the clipboard: the number without spaces. */
  numberToCopy: string;
  /** '1' bank (a virtual account) or '2' mini market (a payment code at the till). */
  isBank: boolean;
  /** The total in the market's money ('Rp1.500.000,00'). */
  total: string;
  /** The total as typed at an ATM: whole units, no grouping ('1500000'). */
  totalToCopy: string;
  billNo: string;
  /** The bank or mini market, and for a bank the chosen method when there is one. */
  payCode: string;
  specificNum: string;
  /** Bank methods with their steps (one open at a time), or a mini market's ordered steps. */
  bankSteps: StepGroup[];
  marketSteps: string[];
  phone: string;
}

export interface VaRepayView {
  load: LoadView;
  empty: boolean;
  account: VaAccountView | null;
  /** The copy whose confirmation shows ('Disalin'), the one on its way, and a failed one. */
  copied: CopyTarget | null;
  copying: CopyTarget | null;
  copyFailed: boolean;
  tipsOpen: boolean;
  /** Where 'Ganti metode' and the complaint entry go (the machine navigates; these are their hrefs). */
  changeMethodQuery: Record<string, string>;
  complaintQuery: Record<string, string>;
}

/** A number in groups of four for reading aloud at an ATM; whatever spacing it came with is dropped. */
export function groupInFours(number: string): string {
  return number.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export function select(snapshot: SnapshotFrom<typeof vaRepayMachine>, variant: Variant): VaRepayView {
  const { context } = snapshot;
  const { account } = context;
  const ready = snapshot.matches('ready') && account !== null;
  const target = context.copyTarget;
  const minor = account ? toMinor(account.amount, variant) : 0;
  return {
    load: loadViewOf(snapshot),
    empty: snapshot.matches('empty'),
    account: ready
      ? {
          number: groupInFours(account.cardNo),
          numberToCopy: account.cardNo.replace(/\s+/g, ''),
          isBank: account.payType === PAY_TYPE_BANK,
          total: formatMoney(minor, variant),
          totalToCopy: amountForUrl(minor),
          billNo: account.vcode,
          payCode: account.payCode,
          specificNum: account.payType === PAY_TYPE_BANK ? account.specificNum : '',
          bankSteps: bankStepsOf(account).map((group, index) => ({
            name: group.name,
            steps: group.step,
            open: context.openStep === index,
          })),
          marketSteps: account.payType === PAY_TYPE_BANK ? [] : account.payStep.filter((step) => typeof step === 'string'),
          phone: phoneOf(context),
        }
      : null,
    copied: snapshot.matches({ ready: { page: 'copied' } }) ? target : null,
    copying: snapshot.matches({ ready: { page: 'copying' } }) ? target : null,
    copyFailed: snapshot.matches({ ready: { page: 'copyFailed' } }),
    tipsOpen: snapshot.matches({ ready: 'tips' }),
    changeMethodQuery: changeMethodQuery(context),
    complaintQuery: COMPLAINT_QUERY,
  };
}
