import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ok, post } from '@mocks/respond';
import { type Market, openScreen, openSettled, openThroughLoading, place, requestsTo, screenQuery, settle, setupUser as user, toast, useFakeClock } from '../support';

/**
 * The installment page ('Detail Tagihan') through its real flow against the demo backend, and
 * against plans of its own where exact figures matter. Order 2003 (product 202, four periods, the
 * first paid) has three pending periods of 160800000 hundredths (Rp1.608.000,00); 1003 (product
 * 102, three periods, the first paid) two of 1072000 (₹10,720.00). Amounts are integer hundredths
 * on the wire and in the pay address (§9).
 */
const PLAN_PATH = paths.app('/v3/installment/loan-play-detail');
const ORDER = { IN: { orderId: '1003', productId: '102' }, ID: { orderId: '2003', productId: '202' } } as const;

/** The market's order (Indonesia unless said), with `extra` query after it. */
const openPage = (market: Market = 'ID', extra = '') =>
  openScreen('installments', { market, query: `${new URLSearchParams(ORDER[market]).toString()}${extra}` });

const period = (n: number, totalAmount: string | number, canClick: string | number = 1) => ({
  periodNo: n,
  totalAmount,
  showAmount: `Rp${totalAmount}`,
  canClick,
  periodStatus: n === 2 ? '3' : '1',
  repayDes: '',
  dueTime: `2026-12-0${n}`,
});
const paid = (n: number) => ({ ...period(n, '50000000', 0), periodStatus: '2', repayDes: 'Sudah dibayar' });
function usePlan(wait: unknown[], yet: unknown[] = [paid(1)]) {
  server.use(
    post(PLAN_PATH, () =>
      ok({ productName: 'UangCepat', repayWaitCount: wait.length, note: 'Bayar berurutan', repayPlanDetail: { repayWaitDetail: wait, repayYetDetail: yet } }),
    ),
  );
}

const checked = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked') === 'true');
const payAll = () => screen.getByRole('switch', { name: /^(Bayar semua|Pay all)$/ });
const total = () => screen.getByText(/^(Total bayar|To pay) ·/).nextSibling;

useFakeClock();

describe('installments (Detail Tagihan)', () => {
  it('loads loan-play-detail for the order and shows the pending periods with the first selected', async () => {
    await openThroughLoading(() => openPage(), 'memuat...');
    expect(requestsTo(PLAN_PATH)).toHaveLength(1);
    expect(requestsTo(PLAN_PATH)[0]!.body).toEqual({ productId: '202', orderId: '2003' });
    expect(screen.getByRole('heading', { name: 'Detail Tagihan', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Detail Tagihan');
    expect(screen.getByText('UangCepat')).toBeInTheDocument();
    expect(checked()).toEqual([true, false, false]);
    // Each period: its number, status, amount (160800000 hundredths) and due date (YYYY-MM-DD).
    const boxes = screen.getAllByRole('checkbox');
    boxes.forEach((box, i) => expect(box).toHaveTextContent(new RegExp(`^Periode ${i + 2}Belum dibayarRp1\\.608\\.000,00Jatuh tempo \\d{4}-\\d{2}-\\d{2}$`)));
    const order = db.order('ID', '2003')!;
    const due = (days: number) => {
      const date = new Date(`${order.applyTime.slice(0, 10)}T00:00:00`);
      date.setDate(date.getDate() + days);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    const dueDates = boxes.map((box) => /Jatuh tempo (\S+)$/.exec(box.textContent!)![1]);
    expect(dueDates).toEqual([2, 3, 4].map((n) => due(Math.round((order.termDays * n) / order.periods))));
    expect(total()).toHaveTextContent(/^Rp1\.608\.000,00$/);
    expect(screen.getByRole('button', { name: 'Tagihan lunas (1)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects a period with every earlier one and deselects it with every later one, summing exactly', async () => {
    usePlan([period(2, '100000050'), period(3, 200000025), period(4, '300000000')]);
    const u = await openSettled(() => openPage());
    expect(total()).toHaveTextContent(/^Rp1\.000\.000,50$/);
    await u.click(screen.getAllByRole('checkbox')[2]!);
    expect(checked()).toEqual([true, true, true]);
    expect(total()).toHaveTextContent(/^Rp6\.000\.000,75$/);
    expect(screen.getByText(/3 dari 3 periode dipilih/)).toBeInTheDocument();
    expect(payAll()).toHaveAttribute('aria-checked', 'true');
    await u.click(screen.getAllByRole('checkbox')[1]!);
    expect(checked()).toEqual([true, false, false]);
    await u.click(screen.getAllByRole('checkbox')[0]!);
    expect(checked()).toEqual([false, false, false]);
    expect(total()).toHaveTextContent(/^Rp0,00$/);
  });

  it('a period whose canClick is not 1 does not answer a tap; paid periods have no box', async () => {
    usePlan([period(2, '10000000'), period(3, '10000000', '0'), period(4, '10000000', 1)], [paid(1)]);
    const u = await openSettled(() => openPage());
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes[1]).toHaveAttribute('aria-disabled', 'true');
    expect(boxes[1]).toHaveTextContent('Belum dapat dibayar');
    await u.click(boxes[1]!);
    expect(checked()).toEqual([true, false, false]);
    await u.click(boxes[2]!);
    expect(checked()).toEqual([true, true, true]);
    await u.click(screen.getByRole('button', { name: 'Tagihan lunas (1)' }));
    const paidList = document.getElementById('bill-paid')!;
    expect(within(paidList).getByRole('listitem')).toHaveTextContent(/^Periode 1LunasRp500\.000,00Jatuh tempo 2026-12-01Sudah dibayar$/);
    expect(within(paidList).queryAllByRole('checkbox')).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Tagihan lunas (1)' }));
    expect(document.getElementById('bill-paid')).toBeNull();
  });

  it('pay-all selects every pending period, and off again keeps just the first', async () => {
    usePlan([period(2, '10000000'), period(3, '20000000'), period(4, '30000000')]);
    const u = await openSettled(() => openPage());
    await u.click(payAll());
    expect(checked()).toEqual([true, true, true]);
    expect(total()).toHaveTextContent(/^Rp600\.000,00$/);
    await u.click(payAll());
    expect(checked()).toEqual([true, false, false]);
    expect(payAll()).toHaveAttribute('aria-checked', 'false');
  });

  it("'Bayar Segera' resets the stored choice to the default and opens /that with the exact total in hundredths", async () => {
    localStorage.setItem('payway', JSON.stringify({ payType: '2', payCode: 'ALFAMART', specificNum: '', isDefault: '0' }));
    usePlan([period(2, '100000050'), period(3, 200000000), period(4, '300000000')]);
    const u = await openSettled(() => openPage());
    await u.click(screen.getAllByRole('checkbox')[1]!);
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    expect(place()).toEqual({
      pathname: ROUTES.vaRepay,
      query: { isNeedPop: '0', deviceId: 'demo', amount: '300000050', productId: '202', orderId: '2003' },
    });
    expect(JSON.parse(localStorage.getItem('payway')!)).toEqual({ payType: '', payCode: '', specificNum: '', isDefault: '1' });
  });

  it('refuses to pay a zero amount', async () => {
    usePlan([period(2, 0), period(3, '10000000')]);
    const u = await openSettled(() => openPage());
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    expect(toast()).toHaveTextContent('Pilih tagihan yang akan dibayar terlebih dahulu.');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(localStorage.getItem('payway')).toBeNull();
  });

  it('shows the demo total of two seeded periods summed exactly, and pays it', async () => {
    const u = await openSettled(() => openPage());
    await u.click(screen.getAllByRole('checkbox')[1]!);
    expect(total()).toHaveTextContent(/^Rp3\.216\.000,00$/);
    await u.click(screen.getByRole('button', { name: 'Bayar Segera' }));
    expect(place().query.amount).toBe('321600000');
  });

  for (const [name, amount] of [
    ['grouped', '1.000.000'],
    ['with a decimal point', '10000.50'],
    ['a fraction as a number', 10000.5],
    ['empty', ''],
  ] as const) {
    it(`says an amount ${name} cannot be read and offers no pay`, async () => {
      usePlan([period(2, '10000000'), period(3, amount)]);
      const u = await openSettled(() => openPage());
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
      expect(alert).toHaveTextContent('Salah satu jumlah di tagihan ini kembali dalam bentuk yang tidak dapat kami baca');
      expect(screen.queryByRole('button', { name: 'Bayar Segera' })).toBeNull();
      expect(screen.queryAllByRole('checkbox')).toEqual([]);
      await u.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
      await settle();
      expect(requestsTo(PLAN_PATH)).toHaveLength(2);
    });
  }

  it('keeps the selection in the address, so Back and reload come back to it', async () => {
    const u = user();
    const first = await openPage();
    await settle();
    await u.click(screen.getAllByRole('checkbox')[1]!);
    expect(screenQuery('installments').get('selected')).toBe('2');
    expect(screenQuery('installments').get('orderId')).toBe('2003');
    first.unmount();
    await openPage('ID', '&selected=2');
    await settle();
    expect(checked()).toEqual([true, true, false]);
  });

  it('a refusal shows the message with Back; a network fault offers a retry that loads again', async () => {
    server.use(http.post(`*${PLAN_PATH}`, () => HttpResponse.json({ code: '01', message: 'Pesanan tidak ditemukan', data: null }), { once: true }));
    const refused = await openPage();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Pesanan tidak ditemukan');
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
    refused.unmount();

    // A refusal without a message of its own says which page could not open.
    server.use(http.post(`*${PLAN_PATH}`, () => HttpResponse.json({ code: '01', message: '', data: null }), { once: true }));
    const silent = await openPage();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Tagihan ini tidak dapat dibuka.');
    silent.unmount();

    server.use(http.post(`*${PLAN_PATH}`, () => HttpResponse.error(), { once: true }));
    const u = await openSettled(() => openPage());
    // The fault's title, then what failed: the network ('Terjadi kesalahan' in Indonesian too), with a retry.
    expect([...screen.getByRole('alert').querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Terjadi kesalahan', 'Terjadi kesalahan']);
    await u.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(requestsTo(PLAN_PATH)).toHaveLength(1);
    expect(checked()).toEqual([true, false, false]);
  });

  it('with every period paid says so and offers nothing to pay', async () => {
    usePlan([], [paid(1), paid(2)]);
    await openPage();
    await settle();
    expect(screen.getByText('Semua periode pinjaman ini sudah lunas. Tidak ada tagihan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bayar Segera' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tagihan lunas (2)' })).toBeInTheDocument();
  });

  it('an address without an order says the link is incomplete and asks nothing', async () => {
    await openScreen('installments', { market: 'ID' });
    await settle();
    expect(screen.getByText(/Tautan ini tidak lengkap/)).toBeInTheDocument();
    // Still the bill page by its name, in the pages' title style.
    expect(screen.getByRole('heading', { level: 1, name: 'Detail Tagihan' })).toHaveClass('page__title');
    expect(document.title).toBe('Detail Tagihan');
    expect(requestsTo(PLAN_PATH)).toEqual([]);
  });

  it("speaks English with rupees in India: 'Detail Tagihan' and 'Bayar Segera' translated", async () => {
    const u = await openSettled(() => openPage('IN'));
    expect(requestsTo(PLAN_PATH)[0]!.body).toEqual({ productId: '102', orderId: '1003' });
    expect(screen.getByRole('heading', { name: 'Bill details', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Bill details');
    expect(screen.getByRole('heading', { name: '2 periods to pay', level: 2 })).toBeInTheDocument();
    screen.getAllByRole('checkbox').forEach((box, i) =>
      expect(box).toHaveTextContent(new RegExp(`^Period ${i + 2}Unpaid₹10,720\\.00Due \\d{4}-\\d{2}-\\d{2}$`)),
    );
    await u.click(screen.getByRole('switch', { name: 'Pay all' }));
    expect(total()).toHaveTextContent(/^₹21,440\.00$/);
    expect(document.body).not.toHaveTextContent(/Detail Tagihan|Bayar Segera|Tagihan|Periode|Jatuh tempo/);
    await u.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(place().query).toMatchObject({ amount: '2144000', productId: '102', orderId: '1003' });
  });
});
