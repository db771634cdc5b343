/**
 * The first request a screen makes is started by the entry before the screen's code arrives
 * (src/app/early.ts), and the screen's machine adopts it: for every route that has one, one
 * request reaches the server, not two, and the screen shows what it answered.
 */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FIRST_REQUEST_ROUTES, startFirstRequest } from '@/app/early';
import { EARLY_ROUTES } from '@/app/earlyRoutes';
import { RouterServices } from '@/app/RouterServices';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import ComplaintDetailsScreen from '@/screens/complaintDetails';
import ComplaintEntryScreen from '@/screens/complaintEntry';
import ComplaintFormScreen from '@/screens/complaintForm';
import ComplaintListScreen from '@/screens/complaintList';
import ComplaintNewScreen from '@/screens/complaintNew';
import CustomerServiceScreen from '@/screens/customerService';
import { refreshSession } from '@/services/session';
import { db } from '@mocks/db';

const SESSION = 'deviceId=early-1&appVersion=2.4.0&isNeedPop=1&spits=S1';

const CASES: { route: string; query: string; Screen: ComponentType; endpoint: string; shows: RegExp }[] = [
  { route: ROUTES.complaintEntry, query: '&orderId=1001', Screen: ComplaintEntryScreen, endpoint: '/user-problem/problem-init', shows: /Question type/ },
  { route: ROUTES.complaintEntry, query: '&orderNo=IN2406000003', Screen: ComplaintEntryScreen, endpoint: '/user-problem/problem-init', shows: /CashSetu/ },
  { route: ROUTES.complaintNew, query: '&orderNo=IN2406000003', Screen: ComplaintNewScreen, endpoint: '/h5-api/v3/user-problem/problem-init', shows: /CashSetu/ },
  // An orderId alone: the first request looks its orderNo up (the v3 problem-init takes an orderNo only).
  { route: ROUTES.complaintNew, query: '&orderId=1003', Screen: ComplaintNewScreen, endpoint: '/user-problem/problem-init', shows: /CashSetu/ },
  {
    route: ROUTES.complaintForm,
    query: '&problemType=2&problemSonType=&orderNo=IN2406000003',
    Screen: ComplaintFormScreen,
    endpoint: '/user-problem/problem-init',
    shows: /Repayment/,
  },
  { route: ROUTES.complaintList, query: '', Screen: ComplaintListScreen, endpoint: '/user-problem/problem-list', shows: /Processing/ },
  { route: ROUTES.complaintDetails, query: '&problemId=502', Screen: ComplaintDetailsScreen, endpoint: '/user-problem/problem-detail', shows: /UPI/ },
  {
    route: ROUTES.customerService,
    query: '&type=1',
    Screen: CustomerServiceScreen,
    endpoint: '/v3/personal-center/contact-kf-info',
    shows: /Telephone/,
  },
];

describe('the first request starts before the screen and is adopted by it', () => {
  it.each(CASES.map((c) => [`${c.route}?…${c.query}`, c] as const))('%s', async (_name, { route, query, Screen, endpoint, shows }) => {
    const search = `?${SESSION}${query}`;
    refreshSession(search);
    startFirstRequest(route, search);
    // The request left before any screen code ran.
    await vi.waitFor(() => expect(db.requests.filter((r) => r.path.endsWith(paths.app(endpoint)))).toHaveLength(1));

    render(
      <MemoryRouter initialEntries={[`${route}${search}`]}>
        <RouterServices />
        <Routes>
          <Route path={route} element={<Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findAllByText(shows)).length).toBeGreaterThan(0);
    expect(db.requests.filter((r) => r.path.endsWith(paths.app(endpoint)))).toHaveLength(1);
  });

  it('a second visit asks again: an adopted answer is used once', async () => {
    const search = `?${SESSION}`;
    refreshSession(search);
    startFirstRequest(ROUTES.complaintList, search);
    const show = () =>
      render(
        <MemoryRouter initialEntries={[`${ROUTES.complaintList}${search}`]}>
          <Routes>
            <Route path={ROUTES.complaintList} element={<ComplaintListScreen />} />
          </Routes>
        </MemoryRouter>,
      );
    const first = show();
    await screen.findByRole('tab', { name: 'Processing' });
    first.unmount();
    show();
    await screen.findByRole('tab', { name: 'Processing' });
    expect(db.requests.filter((r) => r.path.endsWith(paths.app('/user-problem/problem-list')))).toHaveLength(2);
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
