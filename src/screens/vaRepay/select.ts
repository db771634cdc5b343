import type { SnapshotFrom } from 'xstate';
import type { Hundredths } from '@machines/shared/money';
import {
  bankStepsOf,
  changeMethodQuery,
  COMPLAINT_QUERY,
  loanQuery,
  PAY_TYPE_BANK,
  phoneOf,
  totalOf,
  type CopyTarget,
  type vaRepayMachine,
} from '@machines/vaRepay/vaRepay.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';

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
  /** The total as typed into a bank app: whole units, no grouping, cents only when there are any. */
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

/** What the page shows in place of the account, or 'ready' when it shows the account. */
export type VaPhase = 'loading' | 'addressUnreadable' | 'refused' | 'empty' | 'answerUnreadable' | 'unclear' | 'ready' | 'left';

export interface VaRepayView {
  phase: VaPhase;
  /** The server's refusal message ('' when it sent none). */
  refusal: string;
  account: VaAccountView | null;
  /** The copy whose confirmation shows ('Disalin'), the one on its way, and a failed one. */
  copied: CopyTarget | null;
  copying: CopyTarget | null;
  copyFailed: boolean;
  tipsOpen: boolean;
  /** Where 'Ganti metode', the complaint entry and the loan details go (the machine navigates; these are their hrefs). */
  changeMethodQuery: Record<string, string>;
  complaintQuery: Record<string, string>;
  loanQuery: Record<string, string>;
}

const PHASES: readonly VaPhase[] = ['addressUnreadable', 'refused', 'empty', 'answerUnreadable', 'unclear', 'ready', 'left'];

/**
 * The total as a borrower types it into a bank app or tells a cashier: whole units without
 * grouping, and the cents after the market's decimal separator only when there are any
 * (1500000 -> '15000'; 1234567 -> '12345.67' in India, '12345,67' in Indonesia). A bank app's
 * amount field takes no grouping, and most take no decimals for a whole amount.
 */
export function amountToType(amount: Hundredths, variant: Variant): string {
  const digits = amount.replace(/^0+(?=\d)/, '').padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const cents = digits.slice(-2);
  return cents === '00' ? whole : `${whole}${variant.locale === 'id-ID' ? ',' : '.'}${cents}`;
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
  const total = totalOf(account) ?? '0';
  const phase = snapshot.hasTag('loading') ? 'loading' : (PHASES.find((name) => snapshot.matches(name)) ?? 'loading');
  return {
    phase,
    refusal: snapshot.matches('refused') && context.failure?.kind === 'refused' ? context.failure.message : '',
    account: ready
      ? {
          number: groupInFours(account.cardNo),
          numberToCopy: account.cardNo.replace(/\s+/g, ''),
          isBank: account.payType === PAY_TYPE_BANK,
          total: formatMoney(total, variant),
          totalToCopy: amountToType(total, variant),
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
    loanQuery: loanQuery(context),
  };
}
