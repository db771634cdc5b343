import type { SnapshotFrom } from 'xstate';
import type { loanConfirmMachine } from '@machines/loanConfirm/loanConfirm.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { agreementSandbox, planRowsOf, shownLines, type PlanRow } from '../shared/loanOffer';

export type { PlanRow };

export interface OfferView {
  productName: string;
  productLogo: string;
  amount: string;
  /** The number of days (§2 "term in days"). */
  termDays: string;
  rate: string;
  firstPayTime: string;
  details: { text: string; value: string }[];
  detail1: string;
  detail2: string;
  plans: PlanRow[];
  note: string;
}

export interface AgreementModalView {
  title: string;
  content: string;
  url: string;
  /** The frame's sandbox: this app's own agreement page as its origin, any other page opaque (agreementSandbox). */
  sandbox: 'allow-scripts' | 'allow-scripts allow-same-origin';
}

export type LoadPhase = { phase: 'loading' } | { phase: 'failed'; message: string } | null;

export interface LoanConfirmView {
  load: LoadPhase;
  empty: boolean;
  /** §9: the offer's amount is not a whole number of hundredths; nothing to confirm. */
  unreadable: boolean;
  offer: OfferView | null;
  contracts: { title: string; index: number; opening: boolean }[];
  agreed: boolean;
  /** §4: no agreements, no confirm button. */
  showConfirm: boolean;
  /** §4: active only while the box is ticked (it starts unticked) and nothing is on its way. */
  confirmEnabled: boolean;
  confirming: boolean;
  /** A request that changes something (or opens an agreement) is on its way: every control waits. */
  busy: boolean;
  modal: AgreementModalView | null;
  unsure: boolean;
  confirmed: boolean;
}

export function select(snapshot: SnapshotFrom<typeof loanConfirmMachine>, variant: Variant): LoanConfirmView {
  const { context } = snapshot;
  const { offer } = context;
  const ready = snapshot.matches('ready') && offer !== null;
  const busy = snapshot.hasTag('busy');
  const failure = context.failure;
  const hasContracts = context.contracts.length > 0;
  return {
    load: snapshot.hasTag('loading')
      ? { phase: 'loading' }
      : snapshot.matches('failed')
        ? { phase: 'failed', message: failure?.kind === 'refused' ? failure.message : '' }
        : null,
    empty: snapshot.matches('empty'),
    unreadable: snapshot.matches('unreadable'),
    offer: ready
      ? {
          productName: offer.productName,
          productLogo: offer.productLogo,
          amount: formatMoney(offer.amount, variant),
          termDays: offer.periods,
          rate: offer.rate,
          firstPayTime: offer.firstPayTime,
          details: shownLines(offer.details),
          detail1: offer.detail1,
          detail2: offer.detail2,
          plans: planRowsOf(offer.plans, variant),
          note: offer.note,
        }
      : null,
    contracts: ready ? context.contracts.map((contract, index) => ({ title: contract.title, index, opening: context.opening === index })) : [],
    agreed: context.agreed,
    showConfirm: ready && hasContracts,
    confirmEnabled: ready && hasContracts && context.agreed && !busy,
    confirming: snapshot.matches({ ready: 'confirming' }),
    busy,
    modal:
      snapshot.matches({ ready: 'agreement' }) && offer?.popUrl
        ? {
            title: offer.popTitle,
            content: offer.popContent,
            url: offer.popUrl,
            sandbox: agreementSandbox(offer.popUrl),
          }
        : null,
    unsure: snapshot.matches('unsure'),
    confirmed: snapshot.matches('confirmed'),
  };
}
