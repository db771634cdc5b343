import * as v from 'valibot';
import type { JointRequest } from '@machines/loginFailure/loginFailure.machine';
import type { ApplyRequest } from '@machines/recommended/recommended.machine';
import type { PageEvent } from '@machines/shared/ports';
import { paths } from '@/config';
import { post } from '@/services/http/endpoint';
import { list, none, optStr, str } from './schema';

/**
 * Recommended products (§7 "Recommended products") and the joint-login-failure form posts (§7
 * "Joint-login-failure"). Page loads and applies toast nothing here: the machine words a refusal
 * once (the server's message, §8); the page event's answer is ignored altogether.
 */

/** §3 recommended product; buttonStatus '1' active, '0' disabled, sent as a string or a number. */
export const RecommendedProduct = v.object({
  id: str,
  productLogo: optStr,
  productName: optStr,
  buttonStatus: optStr,
  buttonText: optStr,
  amountRange: optStr,
  amountRangeDes: optStr,
  loan_rate: optStr,
  productDesc: optStr,
  productTags: list(str),
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProduct>;

export const ProductList = list(RecommendedProduct);

/** apply and stand/joint answer the product's link in data.url. */
export const ProductLink = v.object({ url: optStr });

/** stand/targeted: the notice and the message of the failure page. */
export const LoginNotice = v.object({ notice: optStr, message: optStr });

/** stand/necessity: the alternative products, as a bare list or under `list`. */
export const Alternatives = v.pipe(
  v.union([ProductList, v.object({ list: ProductList })]),
  v.transform((data) => (Array.isArray(data) ? data : data.list)),
);

export const productsApi = {
  list: post(paths.service('/v3/product/recommend-product-list'), ProductList)<{ scene: string }>,
  /** Fire and forget: whatever the answer, nobody waits for it. */
  saveEvent: post(paths.service('/pageEvent/save'), none)<PageEvent>,
  apply: post(paths.service('/v3/product/apply'), ProductLink)<ApplyRequest>,
  /** The joint-login-failure page: three form-client posts. */
  notice: post(paths.service('/stand/targeted'), LoginNotice, { client: 'form', payload: {} }),
  alternatives: post(paths.service('/stand/necessity'), Alternatives, { client: 'form', payload: {} }),
  joint: post(paths.service('/stand/joint'), ProductLink, { client: 'form' })<JointRequest>,
};
