import * as v from 'valibot';
import type { LoanOrder } from '@machines/shared/ports';
import type { VcodeInput } from '@machines/vaRepay/vaRepay.machine';
import { paths } from '@/config';
import { post } from '@/services/http/endpoint';
import { MONEY_SUCCESS } from '@/services/http/request';
import { DetailLine, list, optStr, str } from './schema';

/**
 * The Indonesian repayment calls (§7 "Repayment and loan"): the virtual account, the pay-type
 * lists, the installment plan and the extension. Each loads a page, so a refusal is shown by the
 * page once.
 */

/**
 * An amount as the server sends it: integer hundredths as a JSON number or a digit string (§9).
 * Kept as sent; the binding reads it with `readHundredths`, and anything else is shown as
 * unreadable, never guessed.
 */
const amount = v.nullish(v.union([v.string(), v.number()]), '');

/** §3 bank option: a bank and its methods (ATM, MobileBank, InternetBank, ...). */
export const BankOption = v.object({ bankName: optStr, method: list(str) });
export type BankOption = v.InferOutput<typeof BankOption>;

/** init-pay-type answers banks (objects) or mini markets (code strings such as ALFAMART). */
export const PayTypeOptions = v.nullish(v.array(v.union([str, BankOption])), []);

/** §3 virtual-account response. payStep: banks give {name, step[]}, markets plain strings. */
export const BankSteps = v.object({ name: optStr, step: list(str) });
export const VirtualAccount = v.object({
  amount,
  vcode: optStr,
  cardNo: optStr,
  payType: optStr,
  payCode: optStr,
  payStep: v.nullish(v.array(v.union([str, BankSteps])), []),
  specificNum: optStr,
  telephone: optStr,
});
export type VirtualAccount = v.InferOutput<typeof VirtualAccount>;

/** §3 installment plan item; the display amount's name is not shown, `showAmount` is read. */
export const Period = v.object({
  periodNo: optStr,
  totalAmount: amount,
  showAmount: optStr,
  canClick: optStr,
  periodStatus: optStr,
  repayDes: optStr,
  dueTime: optStr,
});
export type Period = v.InferOutput<typeof Period>;

export const InstallmentPlan = v.object({
  productName: optStr,
  repayWaitCount: optStr,
  note: optStr,
  repayPlanDetail: v.nullish(
    v.object({ repayWaitDetail: list(Period), repayYetDetail: list(Period) }),
    () => ({ repayWaitDetail: [], repayYetDetail: [] }),
  ),
});
export type InstallmentPlan = v.InferOutput<typeof InstallmentPlan>;

/** §3 delay detail. */
export const DelayDetail = v.object({
  productName: optStr,
  productLogo: optStr,
  delayShouldPayAmount: amount,
  delayExpiryTime: optStr,
  orderDetail: v.nullish(v.object({ detail: list(DetailLine) }), () => ({ detail: [] })),
  telephone: optStr,
});
export type DelayDetail = v.InferOutput<typeof DelayDetail>;

export const repayApi = {
  vcode: post(paths.app('/v3/loan-details/generate-vcode'), VirtualAccount, { success: MONEY_SUCCESS })<VcodeInput>,
  payTypes: post(paths.app('/v3/loan-details/init-pay-type'), PayTypeOptions)<LoanOrder & { pay_type: string }>,
  plan: post(paths.app('/v3/installment/loan-play-detail'), InstallmentPlan)<LoanOrder>,
  delay: post(paths.app('/v3/loan-details/delay-detail'), DelayDetail)<LoanOrder>,
};
