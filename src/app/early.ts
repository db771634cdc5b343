import { ROUTES } from '@/routes';
import { complaintsApi, newComplaintFirstRequest } from '@/services/api/complaints';
import { startEarly } from '@/services/http/early';

/**
 * Each screen's first request, as its machine will make it from the same address: the entry starts
 * it while the screen's code loads, and the machine's own request adopts it (services/http/early).
 * A row that drifts from its binding costs a second request, which tests/component/early.test.tsx
 * catches for every route.
 */
const FIRST_REQUEST: Readonly<Record<string, (query: URLSearchParams) => unknown>> = {
  [ROUTES.complaintEntry]: (query) =>
    complaintsApi.init({ orderId: query.get('orderId') ?? '', orderNo: query.get('orderNo') ?? '' }),
  [ROUTES.complaintNew]: (query) =>
    newComplaintFirstRequest({ orderId: query.get('orderId') ?? '', orderNo: query.get('orderNo') ?? '' }),
  [ROUTES.complaintForm]: (query) => complaintsApi.init({ orderNo: query.get('orderNo') ?? '' }),
  [ROUTES.complaintList]: () => complaintsApi.list(),
  [ROUTES.complaintDetails]: (query) => {
    const problemId = (query.get('problemId') ?? '').trim();
    return problemId === '' ? undefined : complaintsApi.detail(problemId);
  },
  [ROUTES.customerService]: () => complaintsApi.contact(),
};

/** Every route of EARLY_ROUTES has its request here (tests/component/early.test.tsx checks both ways). */
export const FIRST_REQUEST_ROUTES: readonly string[] = Object.keys(FIRST_REQUEST);

export function startFirstRequest(pathname: string, search: string): void {
  const first = FIRST_REQUEST[pathname];
  if (first) startEarly(() => first(new URLSearchParams(search)));
}
