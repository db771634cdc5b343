import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config';
import { loadCatalog } from '@/i18n';
import { ROUTES } from '@/routes';
import RepaymentDelayScreen from '@/screens/repaymentDelay';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ok, post } from '@mocks/respond';

/** The extension page ('Detail Tagihan') against the demo backend: order 2004 (status 180) may be extended. */
const DELAY_PATH = paths.app('/v3/loan-details/delay-detail');
const SESSION = 'isNeedPop=0&deviceId=demo';

function VaProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="va">{`${pathname}${search}`}</p>;
}
function RouterServices() {
  const navigate = useNavigate();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  return null;
}

function renderPage(order = 'orderId=2004&productId=201') {
  refreshSession(`?${SESSION}`);
  return render(
    <MemoryRouter initialEntries={[`${ROUTES.repaymentDelay}?${SESSION}&${order}`]}>
      <RouterServices />
      <Routes>
        <Route path={ROUTES.repaymentDelay} element={<RepaymentDelayScreen />} />
        <Route path={ROUTES.vaRepay} element={<VaProbe />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const DETAIL = {
  productName: 'DanaKilat',
  productLogo: '',
  delayShouldPayAmount: '120.000,50',
  delayExpiryTime: '2027-01-10',
  orderDetail: {
    detail: [
      { text: 'Biaya perpanjangan', value: 'Rp120.000,50' },
      { text: 'Denda keterlambatan', value: '0' },
      { text: 'Kupon', value: '' },
      { text: 'Diperpanjang', value: '7 hari' },
    ],
  },
  telephone: '',
};

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}
const requestsTo = (suffix: string) => db.requests.filter((r) => r.path.endsWith(suffix));

beforeEach(async () => {
  vi.useFakeTimers();
  await loadCatalog('id-ID');
});
afterEach(async () => {
  vi.useRealTimers();
  await loadCatalog('en-IN');
});

describe('repayment extension (Detail Tagihan)', () => {
  it('loads delay-detail and shows the fee, the expiry and only the lines with a value', async () => {
    server.use(post(DELAY_PATH, () => ok(DETAIL)));
    renderPage();
    await settle();
    expect(requestsTo(DELAY_PATH)[0]!.body).toEqual({ productId: '201', orderId: '2004' });
    expect(document.title).toBe('Detail Tagihan');
    expect(screen.getByText('Biaya perpanjangan', { selector: '.bill__total-label' }).nextSibling).toHaveTextContent(/^Rp120\.000,50$/);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Berlaku hingga', 'Biaya perpanjangan', 'Diperpanjang']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2027-01-10', 'Rp120.000,50', '7 hari']);
    expect(screen.queryByText('Kupon')).toBeNull();
    expect(screen.queryByText('Denda keterlambatan')).toBeNull();
  });

  it("'Bayar Segera' resets the stored choice and opens /that with the fee and display=1", async () => {
    localStorage.setItem('payway', JSON.stringify({ payType: '1', payCode: 'BNI', specificNum: 'ATM', isDefault: '0' }));
    server.use(post(DELAY_PATH, () => ok(DETAIL)));
    const u = user();
    renderPage();
    await settle();
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    const url = new URL(screen.getByTestId('va').textContent!, 'http://x');
    expect(url.pathname).toBe('/that');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      isNeedPop: '0',
      deviceId: 'demo',
      amount: '120000.50',
      display: '1',
      productId: '201',
      orderId: '2004',
    });
    expect(JSON.parse(localStorage.getItem('payway')!)).toEqual({ payType: '', payCode: '', specificNum: '', isDefault: '1' });
  });

  it('shows the service telephone from the answer, or the configured one', async () => {
    renderPage();
    await settle();
    // The demo backend answers its support telephone.
    expect(screen.getByRole('button', { name: db.support('ID').telephone })).toBeInTheDocument();
  });

  it('a refusal (not extendable) shows the message with Back; a fault retries', async () => {
    const refused = renderPage('orderId=2003&productId=202');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Pinjaman ini tidak dapat diperpanjang');
    refused.unmount();
    server.use(http.post(`*${DELAY_PATH}`, () => HttpResponse.error(), { once: true }));
    const u = user();
    renderPage();
    await settle();
    await u.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Bayar Segera' })).toBeEnabled();
  });
});
