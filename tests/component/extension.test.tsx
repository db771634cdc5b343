import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config';
import { loadCatalog } from '@/i18n';
import { ROUTES } from '@/routes';
import ExtensionScreen from '@/screens/extension';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db } from '@mocks/db';
import { addDays, figures, money, ymd } from '@mocks/domain';
import { server } from '@mocks/node';
import { ok, post } from '@mocks/respond';

/**
 * The extension page ('Detail Tagihan') against the demo backend: orders 2004 and 1004 (overdue)
 * may be extended. The fee is integer hundredths (§9) on the wire and in the pay address.
 */
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

function renderPage(order = 'orderId=2004&productId=201', session: string = SESSION) {
  refreshSession(`?${session}`);
  return render(
    <MemoryRouter initialEntries={[`${ROUTES.extension}?${session}&${order}`]}>
      <RouterServices />
      <Routes>
        <Route path={ROUTES.extension} element={<ExtensionScreen />} />
        <Route path={ROUTES.vaRepay} element={<VaProbe />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const DETAIL = {
  productName: 'DanaKilat',
  productLogo: '',
  delayShouldPayAmount: 12000050,
  delayExpiryTime: '2027-01-10',
  orderDetail: {
    detail: [
      { text: 'Jatuh tempo saat ini', value: '2026-12-11' },
      { text: 'Tagihan saat ini', value: 'Rp1.608.000,00' },
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
    expect(screen.getByRole('region', { name: 'Biaya perpanjangan' })).toHaveTextContent('Berlaku hingga 2027-01-10');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Jatuh tempo saat ini', 'Tagihan saat ini', 'Biaya perpanjangan', 'Diperpanjang']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2026-12-11', 'Rp1.608.000,00', 'Rp120.000,50', '7 hari']);
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
      amount: '12000050',
      display: '1',
      productId: '201',
      orderId: '2004',
    });
    expect(JSON.parse(localStorage.getItem('payway')!)).toEqual({ payType: '', payCode: '', specificNum: '', isDefault: '1' });
  });

  it('shows the current due date and what is owed beside the new due date, every amount in one format (demo backend)', async () => {
    renderPage();
    await settle();
    const order = db.order('ID', '2004')!;
    const f = figures(order, db.product('ID', order.productId));
    const newDue = ymd(addDays(new Date(`${order.dueDate}T00:00:00`), order.termDays));
    const lines = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent]));
    expect(lines).toMatchObject({
      'Jatuh tempo saat ini': order.dueDate,
      'Tagihan saat ini': money('ID', f.outstanding),
      'Biaya perpanjangan': money('ID', f.delayFee),
      'Jatuh tempo baru': newDue,
    });
    // The fee card and the server's line write the fee the same way.
    expect(screen.getByText('Biaya perpanjangan', { selector: '.bill__total-label' }).nextSibling).toHaveTextContent(new RegExp(`^${money('ID', f.delayFee).replace(/\./g, '\\.')}$`));
    for (const value of Object.values(lines)) if (value!.startsWith('Rp')) expect(value).toMatch(/^Rp\d{1,3}(\.\d{3})*,\d{2}$/);
  });

  it('pays the demo fee on /that with display=1, the fee as integer hundredths', async () => {
    const u = user();
    renderPage();
    await settle();
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    const order = db.order('ID', '2004')!;
    const fee = figures(order, db.product('ID', order.productId)).delayFee;
    const url = new URL(screen.getByTestId('va').textContent!, 'http://x');
    expect(url.searchParams.get('amount')).toBe(String(fee));
    expect(url.searchParams.get('display')).toBe('1');
  });

  it('says a fee that is not integer hundredths cannot be read and offers no pay', async () => {
    server.use(post(DELAY_PATH, () => ok({ ...DETAIL, delayShouldPayAmount: '120.000,50' })));
    renderPage();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
    expect(screen.queryByRole('button', { name: 'Bayar Segera' })).toBeNull();
    expect(screen.queryByText(/120/)).toBeNull();
  });

  it('refuses a zero fee with its own message', async () => {
    server.use(post(DELAY_PATH, () => ok({ ...DETAIL, delayShouldPayAmount: 0 })));
    const u = user();
    renderPage();
    await settle();
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    expect(screen.getAllByRole('status').find((el) => el.classList.contains('ui-toast-region'))).toHaveTextContent(
      'Tidak ada biaya yang perlu dibayar untuk perpanjangan ini.',
    );
    expect(screen.queryByTestId('va')).toBeNull();
  });

  it("speaks English in India: 'Detail Tagihan' and 'Bayar Segera' translated, rupees with paise", async () => {
    await loadCatalog('en-IN');
    const u = user();
    renderPage('orderId=1004&productId=101', 'isNeedPop=1&deviceId=demo');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Bill details' })).toBeInTheDocument();
    expect(document.title).toBe('Bill details');
    const order = db.order('IN', '1004')!;
    const f = figures(order, db.product('IN', order.productId));
    expect(screen.getByText('Extension fee', { selector: '.bill__total-label' }).nextSibling).toHaveTextContent(money('IN', f.delayFee));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 2)).toEqual(['Current due date', 'Amount owed now']);
    expect(terms).toContain('New due date');
    expect(document.body).not.toHaveTextContent(/Detail Tagihan|Bayar Segera|Tagihan|Periode|Jatuh tempo/);
    await u.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(new URL(screen.getByTestId('va').textContent!, 'http://x').searchParams.get('amount')).toBe(String(f.delayFee));
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
