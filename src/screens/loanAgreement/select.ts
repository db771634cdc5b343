import type { SnapshotFrom } from 'xstate';
import type { loanAgreementMachine } from '@machines/loanAgreement/loanAgreement.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface AgreementPlanRow {
  title: string;
  /** In the market's money ('₹14,637.00', 'Rp1.568.250,00'). */
  amount: string;
  description: string;
  payTime: string;
}

/** The agreement as the borrower reads it: the offer's figures in the market's money. */
export interface AgreementDocument {
  /** The contract list's title for the address's contractId; '' uses the page's own title. */
  title: string;
  productName: string;
  amount: string;
  /** Days (§2 "term in days"). */
  termDays: string;
  rate: string;
  firstPayTime: string;
  /** The server's cost lines, as worded (blank ones dropped). */
  fees: { text: string; value: string }[];
  feeNotes: string[];
  plans: AgreementPlanRow[];
  note: string;
}

export interface LoanAgreementView {
  load: LoadView;
  unreadable: boolean;
  empty: boolean;
  agreement: AgreementDocument | null;
}

export function select(snapshot: SnapshotFrom<typeof loanAgreementMachine>, variant: Variant): LoanAgreementView {
  const { offer, title } = snapshot.context;
  return {
    load: loadViewOf(snapshot),
    unreadable: snapshot.matches('unreadable'),
    empty: snapshot.matches('empty'),
    agreement:
      snapshot.matches('ready') && offer !== null
        ? {
            title: title.trim(),
            productName: offer.productName,
            amount: formatMoney(offer.amount, variant),
            termDays: offer.periods.trim(),
            rate: offer.rate,
            firstPayTime: offer.firstPayTime,
            fees: offer.details.filter((line) => line.text.trim() !== '' || line.value.trim() !== ''),
            feeNotes: [offer.detail1, offer.detail2].filter((text) => text.trim() !== ''),
            plans: offer.plans.map((plan) => ({
              title: plan.title,
              amount: formatMoney(plan.amount, variant),
              description: plan.description,
              payTime: plan.payTime,
            })),
            note: offer.note,
          }
        : null,
  };
}
