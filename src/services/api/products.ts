import * as v from 'valibot';
import type { JointRequest } from '@machines/loginFailure/loginFailure.machine';
import type { ApplyRequest } from '@machines/recommended/recommended.machine';
import type { PageEvent } from '@machines/shared/ports';
import { paths } from '@/config';
import { request } from '@/services/http/request';
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

type Signal = { signal?: AbortSignal };

export const productsApi = {
  list: (payload: { scene: string }, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: paths.service('/v3/product/recommend-product-list'),
      payload,
      schema: ProductList,
      signal,
    }),
  /** Fire and forget: whatever the answer, nobody waits for it. */
  saveEvent: (payload: PageEvent) =>
    request({
      method: 'POST',
      url: paths.service('/pageEvent/save'),
      payload: { ...payload },
      schema: none,
    }),
  apply: (payload: ApplyRequest, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: paths.service('/v3/product/apply'),
      payload: { ...payload },
      schema: ProductLink,
      signal,
    }),
  /** The joint-login-failure page: three form-client posts. */
  notice: ({ signal }: Signal = {}) =>
    request({
      client: 'form',
      method: 'POST',
      url: paths.service('/stand/targeted'),
      payload: {},
      schema: LoginNotice,
      signal,
    }),
  alternatives: ({ signal }: Signal = {}) =>
    request({
      client: 'form',
      method: 'POST',
      url: paths.service('/stand/necessity'),
      payload: {},
      schema: Alternatives,
      signal,
    }),
  joint: (payload: JointRequest, { signal }: Signal = {}) =>
    request({
      client: 'form',
      method: 'POST',
      url: paths.service('/stand/joint'),
      payload: { ...payload },
      schema: ProductLink,
      signal,
    }),
};
