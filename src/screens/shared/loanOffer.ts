import type { DetailLine, LoanOffer, PlanItem } from '@machines/loanConfirm/loanConfirm.machine';
import { readHundredths } from '@machines/shared/money';
import { formatMoney } from '@/i18n/format';
import type { LoanOffer as OfferAnswer } from '@/services/api/loanConfirm';
import { isAppUrl } from '@/services/openUrl';
import { safeUrl } from '@/services/safeUrl';
import type { Variant } from '@/services/session';

/**
 * loan-detail-confirm's answer as the pages hold it (loan confirm and the loan agreement read the
 * same offer): amounts are integer hundredths (§9), read with readHundredths and never guessed, so
 * an offer whose amount or any plan's amount is not a whole number of hundredths is null (the page
 * says the amount cannot be read and offers nothing to confirm). URLs are put through safeUrl.
 */
export function offerOf(answer: OfferAnswer): LoanOffer | null {
  const amount = readHundredths(answer.amount);
  if (amount === null) return null;
  const plans: PlanItem[] = [];
  for (const plan of answer.repay_plans) {
    const planAmount = readHundredths(plan.amount);
    if (planAmount === null) return null;
    plans.push({ title: plan.title, amount: planAmount, description: plan.description, payTime: plan.pay_time });
  }
  return {
    productName: answer.productName,
    productLogo: safeUrl(answer.productLogo) ?? '',
    amount,
    periods: answer.periods,
    termUnit: answer.termUnit,
    rate: answer.pRateDsc,
    firstPayTime: answer.firstPayTime,
    details: answer.details,
    detail1: answer.detail1,
    detail2: answer.detail2,
    plans,
    note: answer.note,
    popTitle: answer.popTitle,
    popContent: answer.popContent,
    popUrl: safeUrl(answer.popAgreementUrl),
  };
}

/**
 * The sandbox of the agreement modal's frame (§4). This app's own agreement page is framed as its
 * origin with scripts: a frame of an opaque origin cannot load the app's module scripts at all
 * (they are fetched with CORS, docs/spec-notes.md "The agreement modal"). Any other page runs its
 * scripts only, with no access to this page, its storage or its top window. Neither may navigate
 * the top window, submit forms or open pop-ups.
 */
export function agreementSandbox(url: string): 'allow-scripts' | 'allow-scripts allow-same-origin' {
  return isAppUrl(url) ? 'allow-scripts allow-same-origin' : 'allow-scripts';
}

/** One instalment of the plan as both pages show it. */
export interface PlanRow {
  title: string;
  /** In the market's money ('₹4,095.00', 'Rp1.500.000,00'). */
  amount: string;
  description: string;
  payTime: string;
}

export function planRowsOf(plans: readonly PlanItem[], variant: Variant): PlanRow[] {
  return plans.map((plan) => ({
    title: plan.title,
    amount: formatMoney(plan.amount, variant),
    description: plan.description,
    payTime: plan.payTime,
  }));
}

/** The offer's detail lines worth a row: a line with neither text nor value is left out. */
export function shownLines(lines: readonly DetailLine[]): DetailLine[] {
  return lines.filter((line) => line.text.trim() !== '' || line.value.trim() !== '');
}
