// Relative, not '@/': the build reads this file too (scripts/lib/earlyRequest.ts).
import { ROUTES } from '../routes.ts';

/**
 * A screen's first request, as the HTML sends it (§7: POST to the API base plus `path`, the common
 * parameters on the query, `fields` as the form body, the JSON client's headers).
 */
export interface FirstRequest {
  path: string;
  fields: Partial<Record<string, string>>;
}

/** A parameter of the page's address ('' when absent), read as src/services/session.ts reads them. */
export type Param = (name: string) => string;

/**
 * Each route's first request, exactly as its machine makes it from the same address, so the
 * screen adopts the answer instead of asking again (src/services/http/early.ts); null when the
 * address asks for none. A rule that drifts from its screen costs a second request, which
 * tests/component/early.test.tsx catches for every route.
 *
 * The build writes these functions into the HTML as their text (scripts/lib/earlyRequest.ts), so
 * the call leaves while the HTML is parsed, before any module has downloaded: each uses nothing but
 * its argument, in JavaScript every WebView of the build target runs.
 */
export const FIRST_REQUESTS: Readonly<Record<string, (param: Param) => FirstRequest | null>> = {
  // problem-init for the order: its orderNo when the address has one, else its orderId.
  [ROUTES.complaintEntry]: (param) => ({
    path: '/user-problem/problem-init',
    fields: param('orderNo') ? { orderNo: param('orderNo') } : { orderId: param('orderId') },
  }),
  // The v3 problem-init takes an orderNo only: an orderId alone looks its orderNo up first.
  [ROUTES.complaintNew]: (param) =>
    param('orderNo') === '' && param('orderId') !== ''
      ? { path: '/user-problem/problem-init', fields: { orderId: param('orderId') } }
      : { path: '/h5-api/v3/user-problem/problem-init', fields: { orderNo: param('orderNo') } },
  [ROUTES.complaintForm]: (param) => ({
    path: '/user-problem/problem-init',
    fields: param('orderNo') ? { orderNo: param('orderNo') } : { orderId: '' },
  }),
  [ROUTES.complaintList]: () => ({ path: '/user-problem/problem-list', fields: {} }),
  [ROUTES.complaintDetails]: (param) =>
    param('problemId').trim() === '' ? null : { path: '/user-problem/problem-detail', fields: { problemId: param('problemId').trim() } },
  [ROUTES.customerService]: () => ({ path: '/v3/personal-center/contact-kf-info', fields: { overall: '30' } }),
  // The loan pages ask for their order (§7 LoanOrder: productId, orderId, as the address writes them
  // less the spaces around); with no orderId they show 'order missing' and ask for nothing.
  [ROUTES.installments]: (param) =>
    param('orderId').trim() === ''
      ? null
      : { path: '/v3/installment/loan-play-detail', fields: { productId: param('productId').trim(), orderId: param('orderId').trim() } },
  [ROUTES.extension]: (param) =>
    param('orderId').trim() === ''
      ? null
      : { path: '/v3/loan-details/delay-detail', fields: { productId: param('productId').trim(), orderId: param('orderId').trim() } },
  [ROUTES.loanDetails]: (param) =>
    param('orderId').trim() === ''
      ? null
      : { path: '/v3/loan-details/loan-detail', fields: { productId: param('productId').trim(), orderId: param('orderId').trim() } },
};
