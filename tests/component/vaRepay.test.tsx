import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db } from '@mocks/db';
import { figures, money } from '@mocks/domain';
import { server } from '@mocks/node';
import { browserBack, elapse, expectIncompleteLink, type Market, openScreen, openSettled, openThroughLoading, place, recordHost, requestsTo, SESSION, settle, setupUser, toast, useFakeClock } from '../support';

/**
 * The virtual-account page (§2 'Pelunasan', §3, §4, §7 generate-vcode, §9) through its real flow
 * against the demo backend. Indonesia pays order 2003 of product 202 (BCA's number is
 * 3935 8000 0000 2003, the market codes start 7101 / 7102); India order 1003 of product 102.
 * Order 2001 is still under review: the demo backend refuses it (nothing to repay). Amounts are
 * integer hundredths everywhere but on screen (§9): amount=150000000 is Rp1.500.000,00.
 */
const VCODE = paths.app('/v3/loan-details/generate-vcode');
const ID_QUERY = 'orderId=2003&productId=202&amount=150000000';

/** The page at `query`, the app's session carrying spits=S1, with a page of the app beneath it. */
const openPage = (query: string, market: Market = 'ID') =>
  openScreen('vaRepay', { market, session: `${SESSION[market]}&spits=S1`, query, before: ['/start'] });

const vcodeRequests = () => requestsTo(VCODE);
const number = () => screen.getByTestId('va-number');
const factValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const storeChoice = (choice: { payType: string; payCode: string; specificNum: string; isDefault: '0' | '1' }) =>
  localStorage.setItem('payway', JSON.stringify(choice));

/** What generate-vcode is sent when nothing is stored: the server's default choice, nothing displayed. */
const SERVER_DEFAULT = { payCode: '', pay_type: '', is_default: '1', is_display: '0', specific_num: '' };
/** generate-vcode answering `body` once (the §3 envelope as given). */
const answerVcodeOnce = (body: Record<string, unknown>) => server.use(http.post(`*${VCODE}`, () => HttpResponse.json(body), { once: true }));

/** The Android host, recording what the page asked of it. */
const bridgeCalls = recordHost();

/** navigator.clipboard.writeText, answering as told; null removes the API (older WebViews). */
function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  const spy = writeText ? vi.fn(writeText) : null;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: spy ? { writeText: spy } : undefined });
  return spy;
}
/** document.execCommand('copy'), jsdom has none: records the textarea's text and answers `works`. */
function stubExecCommand(works: boolean) {
  const copied: string[] = [];
  const spy = vi.fn((command: string) => {
    const active = document.activeElement;
    if (command === 'copy' && active instanceof HTMLTextAreaElement) copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
    return works;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: spy });
  return { spy, copied };
}

/** The Indonesian page, the clipboard taking what it is given, after a tap on `button` ('Salin ...'); returns the clipboard's writeText. */
async function copied(button: string) {
  // After user-event's setup, which puts a clipboard of its own on navigator.
  const user = setupUser();
  const writeText = stubClipboard(() => Promise.resolve())!;
  await openSettled(() => openPage(ID_QUERY), user);
  await user.click(screen.getByRole('button', { name: button }));
  await settle();
  return writeText;
}

useFakeClock();
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('virtual-account page, Indonesia', () => {
  it("asks generate-vcode with the server's default when nothing is stored, and shows the account under 'Pelunasan'", async () => {
    await openThroughLoading(() => openPage(ID_QUERY), 'memuat...');

    expect(vcodeRequests().map((r) => r.body)).toEqual([
      { productId: '202', orderId: '2003', amount: '150000000', ...SERVER_DEFAULT },
    ]);
    expect(vcodeRequests()[0]!.method).toBe('POST');
    expect(vcodeRequests()[0]!.query).toMatchObject({ isNeedPop: '0', deviceId: 'demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pelunasan' })).toBeInTheDocument();
    expect(document.title).toBe('Pelunasan');
    expect(screen.queryByText('memuat...')).toBeNull();

    const account = screen.getByRole('region', { name: 'Nomor Virtual Account' });
    expect(within(account).getByTestId('va-number')).toHaveTextContent(/^3935 8000 0000 2003$/);
    expect(within(account).getByRole('button', { name: 'Salin nomor' })).toHaveTextContent(/^Salin$/);
    expect(within(factValue('Total pembayaran')).getByText('Rp1.500.000,00')).toBeInTheDocument();
    expect(factValue('Nomor tagihan')).toHaveTextContent(/^INVID2406000003$/);
    // The server's default: BCA with all its methods, no specific one chosen.
    expect(factValue('Metode pembayaran')).toHaveTextContent(/^Bank: BCAGanti metode$/);
    expect(screen.getByText('Simpan slip setoran atau struk sebagai bukti pembayaran sampai pinjaman Anda tercatat lunas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Telepon layanan 1500-220' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TELAH MEMBAYAR' })).toBeEnabled();
  });

  it('lists the bank methods with their steps, the first open, each toggled by its heading', async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    const steps = screen.getByRole('region', { name: 'Cara pembayaran' });
    const toggles = within(steps).getAllByRole('button');
    expect(toggles.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['ATM', 'true'],
      ['Mobile banking', 'false'],
      ['Internet banking', 'false'],
    ]);
    const atm = document.getElementById(toggles[0]!.getAttribute('aria-controls')!)!;
    expect(within(atm).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Masukkan kartu ATM dan PIN Anda',
      'Pilih Transaksi Lainnya > Transfer > Virtual Account',
      'Masukkan nomor virtual account 3935800000002003',
      'Pastikan jumlah tagihan Rp1.500.000,00 lalu konfirmasi',
    ]);
    const mobile = document.getElementById(toggles[1]!.getAttribute('aria-controls')!)!;
    expect(mobile).not.toBeVisible();

    await user.click(toggles[1]!);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).toBeVisible();
    expect(atm).not.toBeVisible();
    await user.click(toggles[1]!);
    expect(toggles.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(vcodeRequests()).toHaveLength(1);
  });

  it('asks for the stored bank and method, is_display 1 with display=1, and ignores aaa=nnn', async () => {
    storeChoice({ payType: '1', payCode: 'BCA', specificNum: 'MobileBank', isDefault: '0' });
    await openPage(`aaa=nnn&amount=25000000&display=1&orderId=2003&productId=202`);
    await settle();
    expect(vcodeRequests().map((r) => r.body)).toEqual([
      {
        productId: '202',
        orderId: '2003',
        amount: '25000000',
        payCode: 'BCA',
        pay_type: '1',
        is_default: '0',
        is_display: '1',
        specific_num: 'MobileBank',
      },
    ]);
    expect(factValue('Metode pembayaran')).toHaveTextContent(/^Bank: BCA · Mobile bankingGanti metode$/);
    expect(within(factValue('Total pembayaran')).getByText('Rp250.000,00')).toBeInTheDocument();
    const toggles = within(screen.getByRole('region', { name: 'Cara pembayaran' })).getAllByRole('button');
    expect(toggles.map((b) => b.textContent)).toEqual(['Mobile banking']);
  });

  it('shows a mini market: its payment code and an ordered list of steps, nothing to fold', async () => {
    storeChoice({ payType: '2', payCode: 'ALFAMART', specificNum: '', isDefault: '0' });
    await openPage(ID_QUERY);
    await settle();
    expect(vcodeRequests()[0]!.body).toEqual({
      productId: '202',
      orderId: '2003',
      amount: '150000000',
      payCode: 'ALFAMART',
      pay_type: '2',
      is_default: '0',
      is_display: '0',
      specific_num: '',
    });
    const account = screen.getByRole('region', { name: 'Kode pembayaran' });
    expect(within(account).getByTestId('va-number')).toHaveTextContent(/^7101 0000 0000 2003$/);
    expect(factValue('Metode pembayaran')).toHaveTextContent(/^Minimarket: ALFAMARTGanti metode$/);
    const steps = screen.getByRole('region', { name: 'Cara pembayaran' });
    expect(within(steps).queryByRole('button')).toBeNull();
    const list = within(steps).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Datangi kasir ALFAMART terdekat',
      'Sampaikan ingin membayar tagihan Kredit',
      'Tunjukkan kode pembayaran 7101000000002003',
      'Bayar Rp1.500.000,00 ditambah biaya toko dan simpan struknya',
    ]);
  });

  it("copies the ungrouped number, says 'Nomor disalin', and the button reads 'Disalin' for 3 s", async () => {
    const writeText = await copied('Salin nomor');
    expect(writeText.mock.calls).toEqual([['3935800000002003']]);
    expect(toast()).toHaveTextContent(/^Nomor disalin$/);
    const button = screen.getByRole('button', { name: 'Nomor disalin' });
    expect(button).toHaveTextContent(/^Disalin$/);
    await elapse(2999);
    expect(button).toHaveTextContent(/^Disalin$/);
    await elapse(1);
    expect(screen.getByRole('button', { name: 'Salin nomor' })).toHaveTextContent(/^Salin$/);
  });

  it("copies the amount as typed into a bank app (whole rupiah, no grouping): 'Jumlah disalin'", async () => {
    const writeText = await copied('Salin jumlah');
    expect(writeText.mock.calls).toEqual([['1500000']]);
    expect(toast()).toHaveTextContent(/^Jumlah disalin$/);
    expect(screen.getByRole('button', { name: 'Jumlah disalin' })).toHaveTextContent(/^Disalin$/);
    expect(screen.getByRole('button', { name: 'Salin nomor' })).toHaveTextContent(/^Salin$/);
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API refuses or is missing', async () => {
    // After user-event's setup, which puts a clipboard of its own on navigator.
    const user = setupUser();
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const exec = stubExecCommand(true);
    await openSettled(() => openPage(ID_QUERY), user);
    await user.click(screen.getByRole('button', { name: 'Salin nomor' }));
    await settle();
    expect(exec.spy).toHaveBeenCalledWith('copy');
    expect(exec.copied).toEqual(['3935800000002003']);
    expect(toast()).toHaveTextContent(/^Nomor disalin$/);
    // The helper textarea is gone again.
    expect(document.querySelector('textarea')).toBeNull();

    await elapse(3000);
    stubClipboard(null);
    await user.click(screen.getByRole('button', { name: 'Salin nomor' }));
    await settle();
    expect(exec.copied).toEqual(['3935800000002003', '3935800000002003']);
  });

  it('says a failed copy failed and leaves the number selected for copying by hand', async () => {
    const user = setupUser();
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    stubExecCommand(false);
    await openSettled(() => openPage(ID_QUERY), user);
    await user.click(screen.getByRole('button', { name: 'Salin nomor' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Gagal menyalin$/);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Tekan lama nomornya untuk memilih dan menyalinnya\.$/);
    expect(window.getSelection()!.toString()).toBe('3935 8000 0000 2003');
    expect(screen.getByRole('button', { name: 'Salin nomor' })).toBeEnabled();
    expect(number()).toHaveTextContent('3935 8000 0000 2003');
  });

  it("'Ganti metode' pushes the change-method page with the same amount, display and order; Back asks again", async () => {
    const user = await openSettled(() => openPage(`aaa=nnn&amount=150000000&display=1&orderId=2003&productId=202`));
    const link = screen.getByRole('link', { name: 'Ganti metode' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(ROUTES.changeMethod);
    await user.click(link);
    await settle();
    const { pathname, query } = place();
    expect(pathname).toBe(ROUTES.changeMethod);
    expect(query).toEqual({ isNeedPop: '0', deviceId: 'demo', spits: 'S1', amount: '150000000', display: '1', productId: '202', orderId: '2003' });
    expect(Object.fromEntries(href.searchParams)).toEqual(query);

    // Pushed, not replaced: Back comes to this page, which asks again (the number is stable).
    await browserBack();
    await settle();
    expect(number()).toHaveTextContent('3935 8000 0000 2003');
    expect(vcodeRequests()).toHaveLength(2);
    expect(vcodeRequests()[1]!.body).toEqual(vcodeRequests()[0]!.body);
  });

  it('leaves display out of the change-method address when this page had none', async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    await user.click(screen.getByRole('link', { name: 'Ganti metode' }));
    await settle();
    expect(place().query).toEqual({ isNeedPop: '0', deviceId: 'demo', spits: 'S1', amount: '150000000', productId: '202', orderId: '2003' });
  });

  it('links the complaint entry to customer service with type=1', async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    expect(screen.getByText('Ada kendala pembayaran?', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Hubungi layanan pelanggan' }));
    await settle();
    expect(place()).toEqual({
      pathname: ROUTES.customerService,
      query: { isNeedPop: '0', deviceId: 'demo', spits: 'S1', type: '1' },
    });
  });

  it("dials the answer's telephone through the host", async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    await user.click(screen.getByRole('button', { name: 'Telepon layanan 1500-220' }));
    expect(bridgeCalls()).toEqual([{ method: 'callPhone', payload: { phone: '1500-220' } }]);
  });

  it("'TELAH MEMBAYAR' opens the tips popup; BATAL, YA and Escape each only close it", async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    const paid = screen.getByRole('button', { name: 'TELAH MEMBAYAR' });
    for (const close of ['BATAL', 'YA', 'Escape'] as const) {
      await user.click(paid);
      // The popup's code comes after the page (lazy): the first open waits a tick for it.
      const dialog = await screen.findByRole('dialog', { name: 'Sudah membayar?' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveFocus();
      expect(dialog).toHaveTextContent('Pembayaran biasanya terkonfirmasi dalam beberapa menit.');
      expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['BATAL', 'YA']);
      if (close === 'Escape') await user.keyboard('{Escape}');
      else await user.click(within(dialog).getByRole('button', { name: close }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(paid).toHaveFocus();
    }
    // Closing asks nothing and goes nowhere.
    expect(vcodeRequests()).toHaveLength(1);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(bridgeCalls()).toEqual([]);
  });

  it("shows the server's refusal once, no toast, with Coba lagi, 'Ganti metode' beside it, and Kembali closing the web view", async () => {
    const user = await openSettled(() => openPage('orderId=2001&productId=201&amount=150000000'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Tidak ada tagihan untuk pinjaman ini');
    expect(screen.getAllByText('Tidak ada tagihan untuk pinjaman ini')).toHaveLength(1);
    expect(within(alert).getAllByRole('button').map((b) => b.textContent)).toEqual(['Coba lagi', 'Kembali']);
    expect(within(alert).getByRole('link', { name: 'Ganti metode' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(vcodeRequests()).toHaveLength(2);
    expect(vcodeRequests()[1]!.body).toEqual(vcodeRequests()[0]!.body);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Kembali' }));
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
  });

  it("a refused generate-vcode offers 'Ganti metode', which opens change method with the same amount", async () => {
    answerVcodeOnce({ code: '02', message: 'Bank sedang gangguan', data: null });
    const user = await openSettled(() => openPage(ID_QUERY));
    expect(screen.getByRole('alert')).toHaveTextContent('Bank sedang gangguan');
    await user.click(screen.getByRole('link', { name: 'Ganti metode' }));
    await settle();
    expect(place()).toEqual({
      pathname: ROUTES.changeMethod,
      query: { isNeedPop: '0', deviceId: 'demo', spits: 'S1', amount: '150000000', productId: '202', orderId: '2003' },
    });
  });

  it("takes a code that parses to 0 as success (§7): the number shows", async () => {
    answerVcodeOnce({ code: '0', message: 'ok', data: { amount: 150000000, vcode: 'INV1', cardNo: '3935800000002003', payType: '1', payCode: 'BCA', payStep: [] } });
    await openPage(ID_QUERY);
    await settle();
    expect(number()).toHaveTextContent('3935 8000 0000 2003');
    expect(within(factValue('Total pembayaran')).getByText('Rp1.500.000,00')).toBeInTheDocument();
  });

  for (const [name, fault] of [
    ['no connection', () => HttpResponse.error()],
    ['HTTP 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['a body that is not JSON', () => new HttpResponse('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['an answer without a code', () => HttpResponse.json({ code: ' ', message: '', data: null })],
  ] as const) {
    it(`reads ${name} as unclear: the number may exist and a payment may have gone through; a check asks again, the loan is one tap away`, async () => {
      server.use(http.post(`*${VCODE}`, fault, { once: true }));
      const user = await openSettled(() => openPage(ID_QUERY));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Kami tidak mendapat jawaban');
      expect(alert).toHaveTextContent(
        'Nomor pembayaran Anda mungkin sudah dibuat, dan pembayaran yang Anda lakukan ke nomor itu mungkin sudah masuk.',
      );
      // Never a pay action: no retry that reads as "pay again", no other method, no 'TELAH MEMBAYAR'.
      expect(within(alert).getAllByRole('button').map((b) => b.textContent)).toEqual(['Periksa lagi']);
      expect(screen.queryByRole('link', { name: 'Ganti metode' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'TELAH MEMBAYAR' })).toBeNull();
      const loan = within(alert).getByRole('link', { name: 'Buka pinjaman saya' });
      expect(Object.fromEntries(new URL(loan.getAttribute('href')!, 'http://x').searchParams)).toMatchObject({ productId: '202', orderId: '2003' });

      // The check asks generate-vcode again with the same fields (one choice, one number).
      await user.click(within(alert).getByRole('button', { name: 'Periksa lagi' }));
      await settle();
      expect(number()).toHaveTextContent('3935 8000 0000 2003');
      expect(vcodeRequests()).toHaveLength(1);
      expect(vcodeRequests()[0]!.body).toMatchObject({ amount: '150000000', orderId: '2003' });
    });
  }

  it('opens the loan details from an unclear answer', async () => {
    server.use(http.post(`*${VCODE}`, () => HttpResponse.error(), { once: true }));
    const user = await openSettled(() => openPage(ID_QUERY));
    await user.click(screen.getByRole('link', { name: 'Buka pinjaman saya' }));
    await settle();
    expect(place()).toEqual({
      pathname: ROUTES.loanDetails,
      query: { isNeedPop: '0', deviceId: 'demo', spits: 'S1', productId: '202', orderId: '2003' },
    });
  });

  it("says so with Coba lagi and 'Ganti metode' when the answer has no number", async () => {
    answerVcodeOnce({ code: '00', message: 'success', data: { amount: '150000000', vcode: 'X', cardNo: '', payType: '1', payCode: 'BCA', payStep: [] } });
    const user = await openSettled(() => openPage(ID_QUERY));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nomor pembayaran untuk metode ini belum tersedia saat ini.');
    expect(within(alert).getByRole('link', { name: 'Ganti metode' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(number()).toHaveTextContent('3935 8000 0000 2003');
  });

  it('shows no number when the answer amount is not integer hundredths: never a guessed total', async () => {
    answerVcodeOnce({ code: '00', message: 'success', data: { amount: '1.500.000', vcode: 'X', cardNo: '3935800000002003', payType: '1', payCode: 'BCA', payStep: [] } });
    const user = await openSettled(() => openPage(ID_QUERY));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
    expect(alert).toHaveTextContent('Detail pembayaran kembali dengan jumlah yang tidak dapat kami baca');
    expect(screen.queryByTestId('va-number')).toBeNull();
    expect(screen.queryByText(/Rp/)).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Ganti metode' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(within(factValue('Total pembayaran')).getByText('Rp1.500.000,00')).toBeInTheDocument();
  });

  it('shows 1234567 hundredths as Rp12.345,67 and sends them unchanged', async () => {
    const user = setupUser();
    const writeText = stubClipboard(() => Promise.resolve())!;
    await openSettled(() => openPage('orderId=2003&productId=202&amount=1234567'), user);
    expect(vcodeRequests()[0]!.body.amount).toBe('1234567');
    expect(within(factValue('Total pembayaran')).getByText('Rp12.345,67')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salin jumlah' }));
    await settle();
    // As typed into a bank app: no grouping, the sen after the Indonesian decimal comma.
    expect(writeText.mock.calls).toEqual([['12345,67']]);
  });

  it("without an amount asks for what is owed (amount ''), and 'Ganti metode' carries on without one", async () => {
    const user = await openSettled(() => openPage('orderId=2003&productId=202'));
    expect(vcodeRequests()[0]!.body).toMatchObject({ amount: '', orderId: '2003', is_display: '0' });
    const order = db.order('ID', '2003')!;
    const owed = figures(order, db.product('ID', order.productId)).outstanding;
    expect(within(factValue('Total pembayaran')).getByText(money('ID', owed))).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ganti metode' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.has('amount')).toBe(false);
    await user.click(link);
    await settle();
    expect(place()).toEqual({
      pathname: ROUTES.changeMethod,
      query: { isNeedPop: '0', deviceId: 'demo', spits: 'S1', productId: '202', orderId: '2003' },
    });
  });

  for (const amount of ['1.500.000', '1500000.00', 'Rp1500000', '-150000000', '1e8']) {
    it(`asks nothing for the address amount ${amount}: it says the amount cannot be read, with Kembali`, async () => {
      const user = await openSettled(() => openPage(`orderId=2003&productId=202&amount=${encodeURIComponent(amount)}`));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
      expect(alert).toHaveTextContent('Tautan pembayaran ini berisi jumlah yang tidak dapat kami baca, jadi tidak ada yang dikirim.');
      expect(vcodeRequests()).toEqual([]);
      expect(document.title).toBe('Pelunasan');
      await user.click(within(alert).getByRole('button', { name: 'Kembali' }));
      expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
    });
  }

  it('asks nothing without an order', async () => {
    await expectIncompleteLink(() => openPage('amount=150000000'), 'Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.', 'Pelunasan', vcodeRequests);
  });
});

describe('virtual-account page, India', () => {
  it('speaks English (the quoted Indonesian strings translated), rupees, and the configured telephone when the answer has none', async () => {
    const user = await openSettled(() => openPage('orderId=1003&productId=102&amount=1234567', 'IN'));
    expect(vcodeRequests().map((r) => r.body)).toEqual([
      { productId: '102', orderId: '1003', amount: '1234567', ...SERVER_DEFAULT },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeInTheDocument();
    expect(document.title).toBe('Repayment');
    expect(screen.getByRole('region', { name: 'Virtual account number' })).toBeInTheDocument();
    // India's own banks: the server's default is SBI.
    expect(number()).toHaveTextContent(/^2223 0000 0000 1003$/);
    expect(within(factValue('Total payment')).getByText('₹12,345.67')).toBeInTheDocument();
    expect(factValue('Payment method')).toHaveTextContent(/^Bank: SBIChange method$/);
    expect(screen.getByRole('region', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.getByText('Keep the deposit slip or receipt as proof of payment until your loan shows as paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
    // The demo's Indian answer has no telephone: the configured service phone (§9).
    await user.click(screen.getByRole('button', { name: 'Service telephone 1800-123-4567' }));
    expect(bridgeCalls()).toEqual([{ method: 'callPhone', payload: { phone: '1800-123-4567' } }]);

    const writeText = stubClipboard(() => Promise.resolve())!;
    await user.click(screen.getByRole('button', { name: 'Copy number' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Number copied$/);
    expect(screen.getByRole('button', { name: 'Number copied' })).toHaveTextContent(/^Copied$/);
    await elapse(3000);
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    await settle();
    // As typed into a bank app: no grouping, the paise after a decimal point.
    expect(writeText.mock.calls).toEqual([['2223000000001003'], ['12345.67']]);

    await user.click(screen.getByRole('button', { name: 'I HAVE PAID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Already paid?' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['CANCEL', 'YES']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent(/Pelunasan|TELAH MEMBAYAR|BATAL|Ganti metode|Salin|Nomor/);
  });

  it("a refusal offers 'Change method' beside 'Try again' in English", async () => {
    answerVcodeOnce({ code: '02', message: 'Bank unavailable', data: null });
    await openPage('orderId=1003&productId=102&amount=1072000', 'IN');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Bank unavailable');
    expect(within(alert).getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again', 'Back']);
    expect(within(alert).getByRole('link', { name: 'Change method' })).toBeInTheDocument();
  });

  it('an unclear answer says so in English, with a check and the loan', async () => {
    server.use(http.post(`*${VCODE}`, () => new HttpResponse(null, { status: 502 }), { once: true }));
    await openPage('orderId=1003&productId=102&amount=1072000', 'IN');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We did not get an answer');
    expect(within(alert).getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(within(alert).getByRole('link', { name: 'Open my loan' })).toBeInTheDocument();
  });
});
