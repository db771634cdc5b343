import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@/routes';
import ComplaintEntryScreen from '@/screens/complaintEntry';
import { paths } from '@/config';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

const INIT = '/user-problem/problem-init';
const DEVICE = 'deviceId=demo-1&isNeedPop=1';
const REFUSAL = 'The selected order does not support sending collection types';

/** What App's RouterServices does: lets the machine's navigate effect reach the router. */
function RouterServices() {
  const navigate = useNavigate();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  return null;
}

function FormProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="form">{`${pathname}${search}`}</p>;
}

function renderEntry(query: string, { strict = false } = {}) {
  const app = (
    <MemoryRouter initialEntries={[`${ROUTES.complaintEntry}?${query}`]}>
      <RouterServices />
      <Routes>
        <Route path={ROUTES.complaintEntry} element={<ComplaintEntryScreen />} />
        <Route path={ROUTES.complaintForm} element={<FormProbe />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}

const initRequests = () => db.requests.filter((r) => r.path.endsWith(INIT));
const formQuery = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('form').textContent?.split('?')[1]));

beforeEach(() => refreshSession(`?${DEVICE}`));

describe('complaint entry', () => {
  it('asks problem-init for the orderId of the query and shows that order', async () => {
    renderEntry(`orderId=1003&${DEVICE}`);
    const card = await screen.findByRole('article', { name: 'CashSetu' });
    expect(card).toHaveTextContent('Pending repayment');
    expect(within(card).getByText('Loan amount')).toBeInTheDocument();
    expect(within(card).getByText('₹30,000')).toBeInTheDocument();
    expect(initRequests()).toHaveLength(1);
    expect(db.lastRequest(INIT)?.body).toEqual({ orderId: '1003' });
    expect(db.lastRequest(INIT)?.query).toMatchObject({ deviceId: 'demo-1', isNeedPop: '1' });
    expect(screen.getByRole('link', { name: 'My complaints' })).toHaveAttribute('href', `/complaintList?${DEVICE}`);
    expect(screen.getByRole('heading', { name: 'Question type' })).toBeInTheDocument();
    for (const title of ['Collection', 'Repayment', 'Loan application', 'Account and app', 'Other']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
  });

  it('shows the order under StrictMode, whose remount aborts the first problem-init', async () => {
    renderEntry(`orderId=1001&${DEVICE}`, { strict: true });
    await screen.findByRole('article', { name: 'RupeeNow' });
    // The aborted first call must not land as a failure once the second one has answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'RupeeNow' })).toBeInTheDocument();
  });

  it('asks for the orderNo when the query has one', async () => {
    renderEntry(`orderNo=IN2406000001&orderId=1003&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(db.lastRequest(INIT)?.body).toEqual({ orderNo: 'IN2406000001' });
  });

  it('refuses a collection complaint on an order without isShow 1, and opens nothing', async () => {
    const user = userEvent.setup();
    renderEntry(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abusive language' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('form')).not.toBeInTheDocument();
  });

  it('shows the collection sub-types of an allowed order, goes back, and opens the form with the sub-type', async () => {
    const user = userEvent.setup();
    renderEntry(`orderId=1003&${DEVICE}`);
    await screen.findByRole('article', { name: 'CashSetu' });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(screen.getByRole('heading', { name: 'Collection' })).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to question types' }));
    expect(screen.getByRole('heading', { name: 'Question type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await user.click(screen.getByRole('button', { name: 'Calling too often' }));
    await screen.findByTestId('form');
    expect(screen.getByTestId('form').textContent?.startsWith(`${ROUTES.complaintForm}?`)).toBe(true);
    expect(formQuery()).toEqual({
      deviceId: 'demo-1',
      isNeedPop: '1',
      problemType: '1',
      problemSonType: '3',
      orderNo: 'IN2406000003',
    });
  });

  it('opens the form straight away for another type, with an empty sub-type', async () => {
    const user = userEvent.setup();
    renderEntry(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await screen.findByTestId('form');
    // linkWithSession leaves empty values out: the form reads a missing problemSonType as ''.
    expect(formQuery()).toEqual({ deviceId: 'demo-1', isNeedPop: '1', problemType: '2', orderNo: 'IN2406000001' });
  });

  it('switches orders from the sheet: problem-init for the new orderNo, its isShow then rules', async () => {
    const user = userEvent.setup();
    renderEntry(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    const sheet = screen.getByRole('dialog', { name: 'All orders' });
    const options = within(sheet).getAllByRole('button', { name: /Order No\./ });
    expect(options).toHaveLength(10);
    expect(within(sheet).getByRole('button', { name: /Order No\. IN2406000001/ })).toHaveAttribute('aria-current', 'true');

    await user.click(within(sheet).getByRole('button', { name: /Order No\. IN2406000003/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(initRequests().map((r) => r.body)).toEqual([{ orderId: '1001' }, { orderNo: 'IN2406000003' }]);

    // The switched-to order allows collection complaints.
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(screen.getByRole('button', { name: 'Abusive language' })).toBeInTheDocument();
  });

  it('closes the sheet without a request when the shown order is picked again', async () => {
    const user = userEvent.setup();
    renderEntry(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN2406000001/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(initRequests()).toHaveLength(1);
  });

  it('shows a network failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    server.use(http.post(`*${paths.app(INIT)}`, () => HttpResponse.error(), { once: true }));
    renderEntry(`orderId=1001&${DEVICE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('We could not load your order. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(db.lastRequest(INIT)?.body).toEqual({ orderId: '1001' });
  });

  it('shows and toasts the message of a refusal, and a malformed answer as a failure', async () => {
    const user = userEvent.setup();
    renderEntry(`orderId=999&${DEVICE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(screen.getAllByText('Order not found')).toHaveLength(2);

    expect(db.lastRequest(INIT)?.body).toEqual({ orderId: '999' });

    const bodies: string[] = [];
    server.use(
      http.post(`*${paths.app(INIT)}`, async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({ code: '00', data: { problemType: 'x' } });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load your order. Check your connection and try again.'),
    );
    expect(bodies).toEqual(['orderId=999']);
  });

  it('says so when the order has no question types', async () => {
    server.use(
      http.post(`*${paths.app(INIT)}`, () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: {
            problemType: [],
            problemSonType: [],
            orderDetail: { orderNo: 'IN9', productName: 'RupeeNow', status: 'Under review', list: [], isShow: '0' },
            orderList: [],
          },
        }),
      ),
    );
    renderEntry(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(
      screen.getByText('No question types are available for this order. Choose another order or try again later.'),
    ).toBeInTheDocument();
  });

  it('says so when the collection type has no sub-types, and goes back to the types', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`*${paths.app(INIT)}`, () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: {
            problemType: [{ value: '1', title: 'Collection' }],
            problemSonType: null,
            orderDetail: { orderNo: 'IN3', productName: 'CashSetu', status: 'Overdue', list: null, isShow: 1 },
            orderList: null,
          },
        }),
      ),
    );
    renderEntry(`orderId=1003&${DEVICE}`);
    await screen.findByRole('article', { name: 'CashSetu' });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(screen.getByText('No options are available for this question type.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to question types' }));
    expect(screen.getByRole('heading', { name: 'Question type' })).toBeInTheDocument();
  });

  it('tells a user without orders and leaves through the bridge (history back in a browser)', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const bodies: string[] = [];
    server.use(
      http.post(`*${paths.app(INIT)}`, async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({
          code: '00',
          message: 'success',
          data: { problemType: [{ value: '1', title: 'Collection' }], problemSonType: [], orderDetail: null, orderList: [] },
        });
      }),
    );
    renderEntry(`${DEVICE}`);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual(['orderId=']);
    back.mockRestore();
  });
});
