import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { db } from '@mocks/db';
import { addDays, figures, money, ymd } from '@mocks/domain';
import { server } from '@mocks/node';
import { ok, post } from '@mocks/respond';
import { openScreen, openSettled, requestsTo, settle, toast, useFakeClock } from '../support';

/**
 * The extension page ('Detail Tagihan') against the demo backend: orders 2004 and 1004 (overdue)
 * may be extended. The fee is integer hundredths (§9) on the wire and in the pay address.
 */
const DELAY_PATH = paths.app('/v3/loan-details/delay-detail');

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

/** An Indonesian order the demo backend may extend (2004), or `order` in `market`. */
const openPage = (order = 'orderId=2004&productId=201', market: 'IN' | 'ID' = 'ID') => openScreen('extension', { market, query: order });

useFakeClock();

describe('repayment extension (Detail Tagihan)', () => {
  it('loads delay-detail and shows the fee, the expiry and only the lines with a value', async () => {
    server.use(post(DELAY_PATH, () => ok(DETAIL)));
    await openPage();
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
    const u = await openSettled(() => openPage());
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    const url = new URL(screen.getByTestId('elsewhere').textContent!, 'http://x');
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
    await openPage();
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
    const u = await openSettled(() => openPage());
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    const order = db.order('ID', '2004')!;
    const fee = figures(order, db.product('ID', order.productId)).delayFee;
    const url = new URL(screen.getByTestId('elsewhere').textContent!, 'http://x');
    expect(url.searchParams.get('amount')).toBe(String(fee));
    expect(url.searchParams.get('display')).toBe('1');
  });

  it('says a fee that is not integer hundredths cannot be read and offers no pay', async () => {
    server.use(post(DELAY_PATH, () => ok({ ...DETAIL, delayShouldPayAmount: '120.000,50' })));
    await openPage();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
    expect(screen.queryByRole('button', { name: 'Bayar Segera' })).toBeNull();
    expect(screen.queryByText(/120/)).toBeNull();
  });

  it('refuses a zero fee with its own message', async () => {
    server.use(post(DELAY_PATH, () => ok({ ...DETAIL, delayShouldPayAmount: 0 })));
    const u = await openSettled(() => openPage());
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    expect(toast()).toHaveTextContent(
      'Tidak ada biaya yang perlu dibayar untuk perpanjangan ini.',
    );
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it("speaks English in India: 'Detail Tagihan' and 'Bayar Segera' translated, rupees with paise", async () => {
    const u = await openSettled(() => openPage('orderId=1004&productId=101', 'IN'));
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
    expect(new URL(screen.getByTestId('elsewhere').textContent!, 'http://x').searchParams.get('amount')).toBe(String(f.delayFee));
  });

  it('shows the service telephone from the answer, or the configured one', async () => {
    await openPage();
    await settle();
    // The demo backend answers its support telephone.
    expect(screen.getByRole('button', { name: db.support('ID').telephone })).toBeInTheDocument();
  });

  it('a refusal (not extendable) shows the message with Back; a fault retries', async () => {
    const refused = await openPage('orderId=2003&productId=202');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Pinjaman ini tidak dapat diperpanjang');
    refused.unmount();
    server.use(http.post(`*${DELAY_PATH}`, () => HttpResponse.error(), { once: true }));
    const u = await openSettled(() => openPage());
    await u.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Bayar Segera' })).toBeEnabled();
  });
});
