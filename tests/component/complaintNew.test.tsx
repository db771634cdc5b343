import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lazy, StrictMode, useEffect, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { RouterServices } from '@/app/RouterServices';
import { paths } from '@/config';
import { loadCatalog } from '@/i18n';
import ComplaintNewScreen from '@/screens/complaintNew';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

const INIT = '/h5-api/v3/user-problem/problem-init';
const DEVICE = 'deviceId=demo-1&isNeedPop=1';
const DEVICE_ID = 'deviceId=demo-1&isNeedPop=0';
const IN_CATEGORIES = ['Loan application', 'Repayment', 'Account', 'Collection'];
const ID_CATEGORIES = ['Pengajuan Pinjaman', 'Pembayaran', 'Akun', 'Penagihan'];

/** The browser's Back button, and where the app is. */
let router: NavigateFunction | null = null;
function Where() {
  const navigate = useNavigate();
  useEffect(() => {
    router = navigate;
  }, [navigate]);
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}
const browserBack = () =>
  act(async () => {
    await router?.(-1);
  });
const where = () => screen.getByTestId('where').textContent ?? '';

/** The chatbot whose code is still on its way: the router holds this page meanwhile. */
const LoadingChatbot = lazy(() => new Promise<{ default: ComponentType }>(() => {}));

function renderPage(query: string, { strict = false, slowChatbot = false }: { strict?: boolean; slowChatbot?: boolean } = {}) {
  refreshSession(`?${query}`);
  const app = (
    <MemoryRouter initialEntries={[`/complainNewPage?${query}`]}>
      <RouterServices />
      <Where />
      <Routes>
        <Route path="/complainNewPage" element={<ComplaintNewScreen />} />
        <Route path="/intelligentCustomerService" element={slowChatbot ? <LoadingChatbot /> : <p>The chatbot</p>} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <ToastHost />
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}

const initRequests = () => db.requests.filter((r) => r.path.endsWith(INIT));
/** problem-init answering `data` for every order; the bodies it received, in order. */
function answerInit(data: Record<string, unknown>): string[] {
  const bodies: string[] = [];
  server.use(
    http.post(`*${paths.app(INIT)}`, async ({ request }) => {
      bodies.push(await request.text());
      return HttpResponse.json({ code: '00', message: 'success', data });
    }),
  );
  return bodies;
}
const ORDER = {
  orderNo: 'IN9',
  productLogo: '',
  productName: 'RupeeNow',
  status: 'Overdue',
  list: [{ title: 'Loan amount', value: '₹5,000' }],
  isShow: '0',
};
/** The category tiles are exactly these buttons, named by these titles, in this order. */
function expectTiles(region: HTMLElement, titles: readonly string[]) {
  const buttons = within(region).getAllByRole('button');
  expect(buttons).toHaveLength(titles.length);
  titles.forEach((title, index) => expect(within(region).getByRole('button', { name: title })).toBe(buttons[index]));
}
const helpRegion = () => screen.getByRole('region', { name: 'What do you need help with?' });

describe('new complaint page', () => {
  it('asks the v3 problem-init for the order of the address, names the page and shows the order and the four categories', async () => {
    renderPage(`orderId=1003&${DEVICE}`);
    const card = await screen.findByRole('article', { name: 'CashSetu' });
    expect(document.title).toBe('New complaint');
    expect(screen.getByRole('heading', { level: 1, name: 'New complaint' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Selected order' })).getByRole('article')).toBe(card);
    expect(within(card).getByText('Pending repayment')).toHaveClass('ui-tone--pending');
    expect(within(card).getByText('Loan amount')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'All' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(initRequests()).toHaveLength(1);
    const sent = db.lastRequest(INIT)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ orderId: '1003' });
    expect(sent.query).toMatchObject({ deviceId: 'demo-1', isNeedPop: '1' });
    expect(screen.getByRole('heading', { level: 2, name: 'What do you need help with?' })).toBeInTheDocument();
    // The tiles are buttons named by their titles, in the server's order (the chatbot's index).
    expectTiles(helpRegion(), IN_CATEGORIES);
    for (const title of IN_CATEGORIES) {
      const tile = screen.getByRole('button', { name: title });
      const icon = tile.querySelector('img');
      expect(icon).toHaveAttribute('alt', '');
      expect(icon?.getAttribute('src')).toContain('/demo-files/art.svg?');
    }
  });

  it('asks for the orderNo when the address has one', async () => {
    renderPage(`orderNo=IN2406000001&orderId=1003&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(db.lastRequest(INIT)?.body).toEqual({ orderNo: 'IN2406000001' });
  });

  it('speaks Indonesian in Indonesia, with the categories of that market', async () => {
    const user = userEvent.setup();
    await loadCatalog('id-ID');
    try {
      renderPage(`orderId=2004&${DEVICE_ID}`);
      const card = await screen.findByRole('article', { name: 'DanaKilat' });
      expect(document.title).toBe('Keluhan Baru');
      expect(screen.getByRole('heading', { level: 1, name: 'Keluhan Baru' })).toBeInTheDocument();
      expect(within(card).getByText('Terlambat')).toHaveClass('ui-tone--overdue');
      expect(within(card).getByText(/^Rp/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Apa yang bisa kami bantu?' })).toBeInTheDocument();
      expect(screen.getByText('Pilih topik, asisten kami akan membantu Anda untuk pesanan ini.')).toBeInTheDocument();
      const region = screen.getByRole('region', { name: 'Apa yang bisa kami bantu?' });
      expectTiles(region, ID_CATEGORIES);
      await user.click(within(card).getByRole('button', { name: 'All' }));
      const sheet = await screen.findByRole('dialog', { name: 'Semua pesanan' });
      expect(within(sheet).getAllByRole('button', { name: /No\. Pesanan/ })).toHaveLength(10);
      expect(within(sheet).getByRole('button', { name: /No\. Pesanan ID2406000004/ })).toHaveAttribute('aria-current', 'true');
      expect(within(sheet).getByText('Terpilih')).toBeInTheDocument();
      await user.click(within(sheet).getByRole('button', { name: /No\. Pesanan ID2406000003/ }));
      await screen.findByRole('article', { name: 'UangCepat' });
      await user.click(screen.getByRole('button', { name: 'Penagihan' }));
      await screen.findByText('The chatbot');
      expect(where()).toBe(`/intelligentCustomerService?selectedIndex=3&orderNo=ID2406000003&${DEVICE_ID}`);
    } finally {
      await loadCatalog('en-IN');
    }
  });

  it('opens the chatbot with the chosen category and the selected order, and Back comes back to them', async () => {
    const user = userEvent.setup();
    renderPage(`orderId=1003&${DEVICE}`);
    await screen.findByRole('article', { name: 'CashSetu' });
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await screen.findByText('The chatbot');
    expect(where()).toBe(`/intelligentCustomerService?selectedIndex=1&orderNo=IN2406000003&${DEVICE}`);
    await browserBack();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(where()).toBe(`/complainNewPage?orderId=1003&${DEVICE}`);
    expect(initRequests().map((r) => r.body)).toEqual([{ orderId: '1003' }, { orderId: '1003' }]);
    await user.click(screen.getByRole('button', { name: 'Loan application' }));
    await screen.findByText('The chatbot');
    expect(where()).toBe(`/intelligentCustomerService?selectedIndex=0&orderNo=IN2406000003&${DEVICE}`);
  });

  it('switches orders from the sheet into the address, so Back from the chatbot and a reload keep the order', async () => {
    const user = userEvent.setup();
    renderPage(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    const sheet = await screen.findByRole('dialog', { name: 'All orders' });
    expect(within(sheet).getAllByRole('button', { name: /Order No\./ })).toHaveLength(10);
    expect(within(sheet).getByRole('button', { name: /Order No\. IN2406000001/ })).toHaveAttribute('aria-current', 'true');
    expect(within(sheet).getAllByText('Selected')).toHaveLength(1);

    await user.click(within(sheet).getByRole('button', { name: /Order No\. IN2406000003/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(initRequests().map((r) => r.body)).toEqual([{ orderId: '1001' }, { orderNo: 'IN2406000003' }]);
    expect(where()).toBe(`/complainNewPage?orderNo=IN2406000003&${DEVICE}`);

    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await screen.findByText('The chatbot');
    expect(where()).toBe(`/intelligentCustomerService?selectedIndex=3&orderNo=IN2406000003&${DEVICE}`);
    await browserBack();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(db.lastRequest(INIT)?.body).toEqual({ orderNo: 'IN2406000003' });
  });

  it('closes the sheet without a request when the shown order is picked again, or on Close', async () => {
    const user = userEvent.setup();
    renderPage(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN2406000001/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(initRequests()).toHaveLength(1);
    expect(where()).toBe(`/complainNewPage?orderId=1001&${DEVICE}`);
  });

  it('shows which category opens, busy, while the chatbot is on its way, and ignores another tap', async () => {
    const user = userEvent.setup();
    renderPage(`orderId=1001&${DEVICE}`, { slowChatbot: true });
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(screen.getByRole('button', { name: 'Account' })).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const opening = screen.getByRole('button', { name: 'Account' });
    expect(opening).toHaveAttribute('aria-busy', 'true');
    expect(opening.querySelector('.ui-spinner')).not.toBeNull();
    expect(opening.closest('ul')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Repayment' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Repayment' }).querySelector('.ui-spinner')).toBeNull();
  });

  it('shows a category without a usable icon by its initial, and one without a title by its alias', async () => {
    const bodies = answerInit({
      problemType: [
        { value: 7, title: 'Loan application', title_local_alias: 'Apply', icon: 'https://cdn.example.com/apply.png' },
        { value: 8, title: 'Repayment', title_local_alias: 'Repay', icon: 'javascript:alert(1)' },
        { value: 9, title: null, title_local_alias: 'Account', icon: null },
        { value: 10, title: 'Collection' },
      ],
      problemSonType: null,
      orderDetail: ORDER,
      orderList: [ORDER],
    });
    renderPage(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(bodies).toEqual(['orderId=1001']);
    expectTiles(helpRegion(), IN_CATEGORIES);
    const icon = screen.getByRole('button', { name: 'Loan application' }).querySelector('img')!;
    expect(icon).toHaveAttribute('src', 'https://cdn.example.com/apply.png');
    expect(icon).toBeVisible();
    // An icon that fails to download leaves no broken-image mark: the initial beneath shows.
    fireEvent.error(icon);
    expect(icon).not.toBeVisible();
    expect(within(screen.getByRole('button', { name: 'Loan application' })).getByText('L')).toBeVisible();
    for (const [title, initial] of [
      ['Repayment', 'R'],
      ['Account', 'A'],
      ['Collection', 'C'],
    ] as const) {
      const tile = screen.getByRole('button', { name: title });
      expect(tile.querySelector('img')).toBeNull();
      expect(within(tile).getByText(initial).closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('says so when the order has no categories, and the order can still be switched', async () => {
    const user = userEvent.setup();
    const bodies = answerInit({
      problemType: [],
      problemSonType: [],
      orderDetail: ORDER,
      orderList: [ORDER, { ...ORDER, orderNo: 'IN8' }],
    });
    renderPage(`orderId=1001&${DEVICE}`);
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(
      screen.getByText('No help topics are available for this order. Choose another order or try again later.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What do you need help with?' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN8/ }));
    await waitFor(() => expect(bodies).toEqual(['orderId=1001', 'orderNo=IN8']));
    expect(where()).toBe(`/complainNewPage?orderNo=IN8&${DEVICE}`);
  });

  it('shows the order under StrictMode, whose remount aborts the first problem-init', async () => {
    renderPage(`orderId=1001&${DEVICE}`, { strict: true });
    await screen.findByRole('article', { name: 'RupeeNow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeInTheDocument();
  });

  it('shows a network failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    server.use(http.post(`*${paths.app(INIT)}`, () => HttpResponse.error(), { once: true }));
    renderPage(`orderId=1001&${DEVICE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('We could not load your order. Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(initRequests().map((r) => r.body)).toEqual([{ orderId: '1001' }]);
    expect(db.lastRequest(INIT)?.body).toEqual({ orderId: '1001' });
  });

  it('shows a malformed answer as a failure to retry', async () => {
    const bodies = answerInit({ problemType: 'x' });
    renderPage(`orderId=1001&${DEVICE}`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load your order. Check your connection and try again.'),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(bodies).toEqual(['orderId=1001']);
  });

  it('shows a refusal once, with a way out and no retry', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderPage(`orderId=999&${DEVICE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(screen.getAllByText('Order not found')).toHaveLength(1);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(initRequests()).toHaveLength(1);
    back.mockRestore();
  });

  it('tells a user without orders and leaves through the bridge (history back in a browser)', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const bodies = answerInit({
      problemType: [{ value: '21', title: 'Repayment' }],
      problemSonType: [],
      orderDetail: null,
      orderList: [],
    });
    renderPage(DEVICE);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('A complaint is filed about an order, and you have none yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Repayment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual(['orderId=']);
    back.mockRestore();
  });
});
