import type { SnapshotFrom } from 'xstate';
import type { loanAgreementMachine } from '@machines/loanAgreement/loanAgreement.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { planRowsOf, shownLines, type PlanRow } from '../shared/loanOffer';
import { loadViewOf, type LoadView } from '../shared/loadView';

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
  plans: PlanRow[];
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
            fees: shownLines(offer.details),
            feeNotes: [offer.detail1, offer.detail2].filter((text) => text.trim() !== ''),
            plans: planRowsOf(offer.plans, variant),
            note: offer.note,
          }
        : null,
  };
}
