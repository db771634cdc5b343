// Relative, not '@/': the build reads this file too (scripts/lib/earlyRequest.ts).
import { ROUTES } from '../routes.ts';

/**
 * A request of a screen's first load, as the HTML sends it (§7: the common parameters on the query,
 * then a POST's `fields` as the form body, or a GET's after the common parameters; the client's
 * headers).
 */
export interface FirstRequest {
  /** After the API base (`paths.app`), or after the API base and `{service}` (`paths.service`). */
  path: string;
  base?: 'service';
  /** POST unless GET. */
  method?: 'GET';
  /** The form client (headers swift and eyes); the JSON client (spits and beech) otherwise. */
  client?: 'form';
  fields: Partial<Record<string, string>>;
}

/** A parameter of the page's address ('' when absent), read as src/services/session.ts reads them. */
export type Param = (name: string) => string;

/**
 * The offer and its agreements together (scene 3: AGREEMENT_SCENE, §9) for the address's
 * productId, as loan confirm and the loan agreement load them; none without one (the page shows
 * 'offer missing').
 */
function offerAndAgreements(param: Param): readonly FirstRequest[] {
  const productId = param('productId').trim();
  return productId === ''
    ? []
    : [
        { path: '/v3/loan-confirm/loan-detail-confirm', fields: { productId } },
        { path: '/v3/contract/contract', fields: { productId, scene: '3' } },
      ];
}

/**
 * Each route's first requests (the calls its first load makes together), exactly as its machine
 * makes them from the same address, so the screen adopts each answer instead of asking again
 * (src/services/http/early.ts); none when the address asks for none. A rule that drifts from its
 * screen costs a second request, which tests/component/early.test.tsx catches for every route.
 *
 * The build writes these functions into the HTML as their text (scripts/lib/earlyRequest.ts), so
 * the call leaves while the HTML is parsed, before any module has downloaded: each uses nothing but
 * its argument, in JavaScript every WebView of the build target runs.
 */
export const FIRST_REQUESTS: Readonly<Record<string, (param: Param) => readonly FirstRequest[]>> = {
  // problem-init for the order: its orderNo when the address has one, else its orderId.
  [ROUTES.complaintEntry]: (param) => [
    { path: '/user-problem/problem-init', fields: param('orderNo') ? { orderNo: param('orderNo') } : { orderId: param('orderId') } },
  ],
  // The v3 problem-init takes an orderNo only: an orderId alone looks its orderNo up first.
  [ROUTES.complaintNew]: (param) => [
    param('orderNo') === '' && param('orderId') !== ''
      ? { path: '/user-problem/problem-init', fields: { orderId: param('orderId') } }
      : { path: '/h5-api/v3/user-problem/problem-init', fields: { orderNo: param('orderNo') } },
  ],
  [ROUTES.complaintForm]: (param) => [
    { path: '/user-problem/problem-init', fields: param('orderNo') ? { orderNo: param('orderNo') } : { orderId: '' } },
  ],
  [ROUTES.complaintList]: () => [{ path: '/user-problem/problem-list', fields: {} }],
  [ROUTES.complaintDetails]: (param) =>
    param('problemId').trim() === '' ? [] : [{ path: '/user-problem/problem-detail', fields: { problemId: param('problemId').trim() } }],
  [ROUTES.customerService]: () => [{ path: '/v3/personal-center/contact-kf-info', fields: { overall: '30' } }],
  // The loan pages ask for their order (§7 LoanOrder: productId, orderId, as the address writes them
  // less the spaces around); with no orderId they show 'order missing' and ask for nothing.
  [ROUTES.installments]: (param) =>
    param('orderId').trim() === ''
      ? []
      : [{ path: '/v3/installment/loan-play-detail', fields: { productId: param('productId').trim(), orderId: param('orderId').trim() } }],
  [ROUTES.extension]: (param) =>
    param('orderId').trim() === ''
      ? []
      : [{ path: '/v3/loan-details/delay-detail', fields: { productId: param('productId').trim(), orderId: param('orderId').trim() } }],
  [ROUTES.loanDetails]: (param) =>
    param('orderId').trim() === ''
      ? []
      : [{ path: '/v3/loan-details/loan-detail', fields: { productId: param('productId').trim(), orderId: param('orderId').trim() } }],
  // Loan confirm asks for its offer unless a reload finds a confirmation it sent in the last half
  // hour (stored, not in the address): then this read goes unused, and a retry within 15 s adopts it.
  [ROUTES.loanConfirm]: offerAndAgreements,
  [ROUTES.loanAgreement]: offerAndAgreements,
  // The failure's notice and the other products together, form posts of fixed empty bodies.
  [ROUTES.loginFailure]: () => [
    { path: '/stand/targeted', base: 'service', client: 'form', fields: {} },
    { path: '/stand/necessity', base: 'service', client: 'form', fields: {} },
  ],
  // The recommended products of the address's scene.
  [ROUTES.recommended]: (param) => [{ path: '/v3/product/recommend-product-list', base: 'service', fields: { scene: param('scene').trim() } }],
  // The chatbot's categories: get-qa-list at the top level (pid 0) for the address's orderNo as written.
  [ROUTES.chatbot]: (param) => [{ path: '/h5-api/v3/user-problem/get-qa-list', method: 'GET', fields: { orderNo: param('orderNo'), pid: '0' } }],
};
