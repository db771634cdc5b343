/**
 * The first request a screen makes is started by the entry before the screen's code arrives
 * (src/app/early.ts), and the screen's machine adopts it: for every route that has one, one
 * request reaches the server, not two, and the screen shows what it answered.
 */
import { screen } from '@testing-library/react';
import { FIRST_REQUEST_ROUTES, startFirstRequest } from '@/app/early';
import { EARLY_ROUTES } from '@/app/earlyRoutes';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { refreshSession } from '@/services/session';
import { db } from '@mocks/db';
import { openScreen, requestsTo } from '../support';

const SESSION = 'deviceId=early-1&appVersion=2.4.0&isNeedPop=1&spits=S1';

type Name = keyof typeof ROUTES;

const CASES: { name: Name; query: string; endpoint: string; shows: RegExp }[] = [
  { name: 'complaintEntry', query: 'orderId=1001', endpoint: '/user-problem/problem-init', shows: /Question type/ },
  { name: 'complaintEntry', query: 'orderNo=IN2406000003', endpoint: '/user-problem/problem-init', shows: /CashSetu/ },
  { name: 'complaintNew', query: 'orderNo=IN2406000003', endpoint: '/h5-api/v3/user-problem/problem-init', shows: /CashSetu/ },
  // An orderId alone: the first request looks its orderNo up (the v3 problem-init takes an orderNo only).
  { name: 'complaintNew', query: 'orderId=1003', endpoint: '/user-problem/problem-init', shows: /CashSetu/ },
  { name: 'complaintForm', query: 'problemType=2&problemSonType=&orderNo=IN2406000003', endpoint: '/user-problem/problem-init', shows: /Repayment/ },
  { name: 'complaintList', query: '', endpoint: '/user-problem/problem-list', shows: /Processing/ },
  { name: 'complaintDetails', query: 'problemId=502', endpoint: '/user-problem/problem-detail', shows: /UPI/ },
  { name: 'customerService', query: 'type=1', endpoint: '/v3/personal-center/contact-kf-info', shows: /Telephone/ },
];

/** The entry as main.tsx runs it at `name`'s address: the session read, then the first request started. */
function startAt(name: Name, query = '') {
  const search = `?${[SESSION, query].filter(Boolean).join('&')}`;
  refreshSession(search);
  startFirstRequest(ROUTES[name], search);
}

describe('the first request starts before the screen and is adopted by it', () => {
  it.each(CASES.map((c) => [`${ROUTES[c.name]}?…${c.query && `&${c.query}`}`, c] as const))('%s', async (_name, { name, query, endpoint, shows }) => {
    startAt(name, query);
    // The request left before any screen code ran.
    await vi.waitFor(() => expect(requestsTo(paths.app(endpoint))).toHaveLength(1));

    await openScreen(name, { session: SESSION, query });
    expect((await screen.findAllByText(shows)).length).toBeGreaterThan(0);
    expect(requestsTo(paths.app(endpoint))).toHaveLength(1);
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

  it('the entry knows exactly the routes that have a first request', () => {
    expect([...EARLY_ROUTES].sort()).toEqual([...FIRST_REQUEST_ROUTES].sort());
  });

  it('starts nothing on a route without a first request', () => {
    startFirstRequest(ROUTES.testPreview, `?${SESSION}`);
    startFirstRequest(ROUTES.complaintDetails, `?${SESSION}&problemId=`);
    expect(db.requests).toHaveLength(0);
  });
});
