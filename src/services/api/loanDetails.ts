import * as v from 'valibot';
import type { JumpInput } from '@machines/loanDetails/loanDetails.machine';
import type { LoanOrder } from '@machines/shared/ports';
import { post } from '@/services/http/endpoint';
import { endpoints } from './endpoints';
import { DetailLine, list, none, optStr, str } from './schema';

/**
 * Loan details (§7 "Loan details"): the details of one order, the page event, the product jump
 * (a form post) and the app rating (google-score). The details load a page, so a refusal is shown
 * by the page once; the product jump's and the rating's refusals are toasted by their machines with
 * the server's message (§8).
 */

/** §3: the recommended products of loan details carry obfuscated display names. */
export const LoanRecProduct = v.object({
  targetId: optStr,
  logo: optStr,
  name: optStr,
  btnText: optStr,
  amountText: optStr,
  amountDes: optStr,
  rateText: optStr,
  desc: optStr,
  tags: list(str),
  flag: optStr,
  globally: optStr,
});
export type LoanRecProduct = v.InferOutput<typeof LoanRecProduct>;

/** §3 loan details response. */
export const LoanDetailAnswer = v.object({
  orderStatus: optStr,
  noticeStatusText: optStr,
  noticeDesText: optStr,
  recProducts: list(LoanRecProduct),
  productName: optStr,
  productLogo: optStr,
  userOrderDetail: v.nullish(v.object({ detail: list(DetailLine) }), () => ({ detail: [] })),
  h5Url: optStr,
  isDelay: optStr,
  telephone: optStr,
  isScore: optStr,
  playeduL: optStr,
  reyMsg: optStr,
});
export type LoanDetailAnswer = v.InferOutput<typeof LoanDetailAnswer>;

/** The product jump's link: data.url, or data itself when it is a string. */
export const JumpLink = v.pipe(
  v.nullish(v.union([str, v.object({ url: optStr })]), ''),
  v.transform((data) => (typeof data === 'string' ? data : data.url)),
);

export const loanDetailsApi = {
  detail: post(endpoints.loanDetails, LoanDetailAnswer)<LoanOrder>,
  /** §7: a form post with module, position and a product target. */
  productJump: post(endpoints.productJump, JumpLink, { client: 'form' })<JumpInput>,
  /** §7, §9: the score sent is always 5, whatever the stars. */
  googleScore: post(endpoints.googleScore, none, { payload: { score: '5' } }),
};
