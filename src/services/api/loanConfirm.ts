import * as v from 'valibot';
import type { ContractJumpRequest, PushRequest } from '@machines/loanConfirm/loanConfirm.machine';
import { paths } from '@/config';
import { post } from '@/services/http/endpoint';
import { MONEY_SUCCESS } from '@/services/http/request';
import { DetailLine, list, optStr } from './schema';

/**
 * Loan confirm (§3 loan confirm, §7 "Repayment and loan"): the offer, its agreements, the link to
 * one agreement and the confirmation itself. The two loads fill the page, so their refusals are
 * shown by the page; contract-jump and loan-detail-push are answered by the machine (a toast with
 * the server's message).
 */

/**
 * An amount as the server sends it: integer hundredths as a JSON number or a string of digits
 * (§9). Kept as sent here; the page reads it with readHundredths, which never guesses, so an
 * amount that is anything else reaches the page as "cannot be read" rather than a broken answer.
 */
const amount = v.nullish(v.union([v.string(), v.number()]), '');

/** §3 repay_plans: one instalment of the plan. */
export const RepayPlan = v.object({ title: optStr, amount, description: optStr, pay_time: optStr });

/** §3 loan confirm, every field the spec names. */
export const LoanOffer = v.object({
  productLogo: optStr,
  productName: optStr,
  amount,
  periods: optStr,
  termUnit: optStr,
  details: list(DetailLine),
  detail1: optStr,
  detail2: optStr,
  repay_plans: list(RepayPlan),
  firstPayTime: optStr,
  firstPeriodDay: optStr,
  pRateDsc: optStr,
  sendSms: optStr,
  isPopType: optStr,
  popTitle: optStr,
  popContent: optStr,
  popAgreementUrl: optStr,
  note: optStr,
  sp_rate: optStr,
});
export type LoanOffer = v.InferOutput<typeof LoanOffer>;

/**
 * §3 "a contract list (title)". The id (optional, '' when absent) is what an agreement address's
 * contractId names: the loan agreement page finds its title by it.
 */
export const Contract = v.object({ title: optStr, id: optStr });
export const Contracts = list(Contract);

/** contract-jump answers data.contract_url. */
export const ContractJump = v.object({ contract_url: optStr });
/** loan-detail-push answers data.lendDetailsUrl (and the new order's id, which the page does not need). */
export const PushAnswer = v.object({ lendDetailsUrl: optStr });

/** The agreements' scene (§9 "Agreement scene value 3"). */
export const AGREEMENT_SCENE = '3';

export const loanConfirmApi = {
  offer: post(paths.app('/v3/loan-confirm/loan-detail-confirm'), LoanOffer, { payload: (productId: string) => ({ productId }) }),
  contracts: post(paths.app('/v3/contract/contract'), Contracts, {
    payload: (productId: string) => ({ productId, scene: AGREEMENT_SCENE }),
  }),
  jump: post(paths.app('/v3/contract/contract-jump'), ContractJump)<ContractJumpRequest>,
  push: post(paths.app('/v3/loan-confirm/loan-detail-push'), PushAnswer, { success: MONEY_SUCCESS })<PushRequest>,
};
