/**
 * The first request a screen makes is sent by the HTML while it is parsed, before the screen's code
 * arrives (scripts/lib/earlyRequest.ts, the rules in src/app/firstRequests.ts), and the screen's
 * machine adopts it: for every route that has one, one request reaches the server, not two, and the
 * screen shows what it answered.
 */
import { screen } from '@testing-library/react';
import { FIRST_REQUESTS } from '@/app/firstRequests';
import { EARLY_ROUTES } from '@/app/earlyRoutes';
import { config, paths } from '@/config';
import { EARLY_GLOBAL } from '@/services/http/earlyGlobal';
import { ROUTES } from '@/routes';
import { refreshSession } from '@/services/session';
import { db } from '@mocks/db';
import { openScreen, requestsTo } from '../support';
import { earlyRequestScript } from '../../scripts/lib/earlyRequest';

const SESSION = 'deviceId=early-1&appVersion=2.4.0&isNeedPop=1&spits=S1';

type Name = keyof typeof ROUTES;

const app = paths.app;
const OFFER = [app('/v3/loan-confirm/loan-detail-confirm'), app('/v3/contract/contract')];
// The chatbot's categories (pid 0), not the tab's questions asked once they are in.
const CATEGORIES = `${app('/h5-api/v3/user-problem/get-qa-list')}?pid=0`;

/** How many requests reached `endpoint` (a path, with `?name=value` for a query it must have). */
function sentTo(endpoint: string): number {
  const [path = '', query = ''] = endpoint.split('?');
  const wanted = [...new URLSearchParams(query)];
  return requestsTo(path).filter((r) => wanted.every(([name, value]) => r.query[name] === value)).length;
}

/** A route's address, the calls its first load makes (each must reach the server once), and what it then shows. */
const CASES: { name: Name; query: string; endpoints: string[]; shows: RegExp }[] = [
  { name: 'complaintEntry', query: 'orderId=1001', endpoints: [app('/user-problem/problem-init')], shows: /Question type/ },
  { name: 'complaintEntry', query: 'orderNo=IN2406000003', endpoints: [app('/user-problem/problem-init')], shows: /CashSetu/ },
  { name: 'complaintNew', query: 'orderNo=IN2406000003', endpoints: [app('/h5-api/v3/user-problem/problem-init')], shows: /CashSetu/ },
  // An orderId alone: the first request looks its orderNo up (the v3 problem-init takes an orderNo only).
  { name: 'complaintNew', query: 'orderId=1003', endpoints: [app('/user-problem/problem-init')], shows: /CashSetu/ },
  { name: 'complaintForm', query: 'problemType=2&problemSonType=&orderNo=IN2406000003', endpoints: [app('/user-problem/problem-init')], shows: /Repayment/ },
  { name: 'complaintList', query: '', endpoints: [app('/user-problem/problem-list')], shows: /Processing/ },
  { name: 'complaintDetails', query: 'problemId=502', endpoints: [app('/user-problem/problem-detail')], shows: /UPI/ },
  { name: 'customerService', query: 'type=1', endpoints: [app('/v3/personal-center/contact-kf-info')], shows: /Telephone/ },
  { name: 'installments', query: 'orderId=1003&productId=102', endpoints: [app('/v3/installment/loan-play-detail')], shows: /^To pay/ },
  { name: 'extension', query: 'orderId=%201004%20&productId=101', endpoints: [app('/v3/loan-details/delay-detail')], shows: /extension/i },
  { name: 'loanDetails', query: 'orderId=1006&productId=101', endpoints: [app('/v3/loan-details/loan-detail')], shows: /RupeeNow/ },
  // Two calls in parallel: the offer and its agreements.
  { name: 'loanConfirm', query: 'productId=%20101', endpoints: OFFER, shows: /RupeeNow/ },
  { name: 'loanAgreement', query: 'productId=101&contractId=901', endpoints: OFFER, shows: /RupeeNow/ },
  // Two form posts under {service}.
  { name: 'loginFailure', query: '', endpoints: [paths.service('/stand/targeted'), paths.service('/stand/necessity')], shows: /Login failed/ },
  { name: 'recommended', query: 'scene=%20banner_jingzhun', endpoints: [paths.service('/v3/product/recommend-product-list')], shows: /Apply now/ },
  // A GET: its fields on the query after the common parameters.
  { name: 'chatbot', query: 'selectedIndex=1&orderNo=IN2406000001', endpoints: [CATEGORIES], shows: /How do I repay my loan/ },
];

/** The HTML at `name`'s address, as the browser runs it: its early-request script. */
function startAt(name: Name, query = '') {
  const search = `?${[SESSION, query].filter(Boolean).join('&')}`;
  window.history.replaceState(null, '', `${ROUTES[name]}${search}`);
  refreshSession(search);
  new Function(earlyRequestScript({ apiBase: config.apiBase, service: config.service }))();
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
  window.history.replaceState(null, '', '/');
});

describe('the first request starts before the screen and is adopted by it', () => {
  it.each(CASES.map((c) => [`${ROUTES[c.name]}?…${c.query && `&${c.query}`}`, c] as const))('%s', async (_name, { name, query, endpoints, shows }) => {
    startAt(name, query);
    // The requests left before any screen code ran.
    await vi.waitFor(() => expect(endpoints.map(sentTo)).toEqual(endpoints.map(() => 1)));

    await openScreen(name, { session: SESSION, query });
    expect((await screen.findAllByText(shows)).length).toBeGreaterThan(0);
    expect(endpoints.map(sentTo)).toEqual(endpoints.map(() => 1));
  });

  it('a second visit asks again: an adopted answer is used once', async () => {
    startAt('complaintList');
    const show = () => openScreen('complaintList', { session: SESSION });
    const first = await show();
    await screen.findByRole('tab', { name: 'Processing' });
    first.unmount();
    await show();
    await screen.findByRole('tab', { name: 'Processing' });
    expect(requestsTo(paths.app('/user-problem/problem-list'))).toHaveLength(2);
  });

  it('the HTML knows exactly the routes that have a first request', () => {
    expect([...EARLY_ROUTES].sort()).toEqual(Object.keys(FIRST_REQUESTS).sort());
  });

  it('starts nothing on a route without a first request', () => {
    startAt('testPreview');
    startAt('complaintDetails', 'problemId=');
    startAt('loanDetails', 'orderId=%20&productId=101');
    expect(db.requests).toHaveLength(0);
    expect((globalThis as Record<string, unknown>)[EARLY_GLOBAL]).toBeUndefined();
  });
});
