import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { server } from '@mocks/node';
import { browserBack, type Market, openScreen, openSettled, requestsTo, screenQuery, settle, setupUser, toast, useFakeClock, where } from '../support';

/**
 * The change-method page through its real flow against the demo backend (init-pay-type answers
 * Indonesia's banks BCA, BNI, BRI, MANDIRI, PERMATA with their methods and CIMB with none, and the
 * markets ALFAMART and INDOMARET; India's banks SBI, HDFC, ICICI, AXIS, and KOTAK with no method,
 * and no mini market). Indonesian order 2003 of product 202; India 1003 of 102. Amounts are
 * integer hundredths (§9): 150000000 is Rp1.500.000,00.
 */
const INIT_PAY_TYPE = paths.app('/v3/loan-details/init-pay-type');
const ID_QUERY = 'orderId=2003&productId=202&amount=150000000';
const IN_QUERY = 'orderId=1003&productId=102&amount=1072000';
const INCOMPLETE = 'Silakan lengkapi informasinya';
const CONFIRM = 'SAYA INGIN MEMBAYAR';

/** Opens the page at `query`, in Indonesia unless said; `before` is an entry beneath it in the history (Back goes there). */
const openPage = (query: string, { market = 'ID', before }: { market?: Market; before?: string } = {}) =>
  openScreen('changeMethod', { market, query, before: before ? [before] : [] });

const requests = () => requestsTo(INIT_PAY_TYPE);
const group = (name: string) => screen.getByRole('radiogroup', { name });
const queryGroup = (name: string) => screen.queryByRole('radiogroup', { name });
const radio = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });
const labels = (groupName: string) => within(group(groupName)).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
const checked = (groupName: string) =>
  within(group(groupName))
    .queryAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => r.closest('label')!.textContent);
const stored = () => {
  const raw = localStorage.getItem('payway');
  return raw === null ? null : (JSON.parse(raw) as unknown);
};
/** The page's own address now, as a query. */
const here = () => Object.fromEntries(screenQuery('changeMethod'));
const picks = () => {
  const { type, bank, method, market } = here();
  return Object.fromEntries(Object.entries({ type, bank, method, market }).filter(([, v]) => v !== undefined));
};
/** Where Confirm went: the virtual-account page's full address. */
const vaAddress = () => screen.getByTestId('elsewhere').textContent!;

const ID = {
  types: 'Bayar di',
  banks: 'Pilih bank',
  methods: 'Bayar melalui',
  markets: 'Pilih mini market',
};

useFakeClock();

describe('change method (Indonesia)', () => {
  it('shows the amount and asks for Bank or Mini Market first; Confirm then only toasts', async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    expect(screen.getByRole('heading', { level: 1, name: 'Metode Pembayaran' })).toBeInTheDocument();
    expect(document.title).toBe('Metode Pembayaran');
    expect(screen.getByText('Jumlah yang dibayar').nextSibling).toHaveTextContent(/^Rp1\.500\.000,00$/);
    expect(labels(ID.types)).toEqual(['Bank', 'Minimarket']);
    expect(checked(ID.types)).toEqual([]);
    expect(screen.getByText('Pilih Bank atau Minimarket untuk melihat tempat pembayaran.')).toBeInTheDocument();
    expect(requests()).toEqual([]);

    await user.click(screen.getByRole('button', { name: CONFIRM }));
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${INCOMPLETE}$`));
    expect(stored()).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('loads the banks for pay_type 1, opens the methods only once a bank is chosen, and replaces the page with the VA page', async () => {
    const user = await openSettled(() => openPage(ID_QUERY));
    await user.click(radio(ID.types, 'Bank'));
    expect(screen.getByText('memuat...')).toBeInTheDocument();
    await settle();

    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.body).toEqual({ productId: '202', orderId: '2003', pay_type: '1' });
    expect(requests()[0]!.query).toMatchObject({ isNeedPop: '0', deviceId: 'demo' });
    expect(labels(ID.banks)).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'CIMB']);
    expect(picks()).toEqual({ type: '1' });
    // §5: the method list cannot be opened before a bank.
    expect(group(ID.methods)).toBeDisabled();
    expect(within(group(ID.methods)).queryAllByRole('radio')).toEqual([]);
    expect(within(group(ID.methods)).getByText('Pilih bank terlebih dahulu.')).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: CONFIRM });
    await user.click(confirm);
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${INCOMPLETE}$`));

    await user.click(radio(ID.banks, 'BCA'));
    expect(picks()).toEqual({ type: '1', bank: 'BCA' });
    expect(group(ID.methods)).toBeEnabled();
    expect(labels(ID.methods)).toEqual(['ATM', 'Mobile banking', 'Internet banking']);
    // A bank without its method is still incomplete.
    await user.click(confirm);
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${INCOMPLETE}$`));
    expect(stored()).toBeNull();

    await user.click(radio(ID.methods, 'Mobile banking'));
    expect(picks()).toEqual({ type: '1', bank: 'BCA', method: 'MobileBank' });
    await user.click(confirm);
    await settle();
    expect(stored()).toEqual({ payType: '1', payCode: 'BCA', specificNum: 'MobileBank', isDefault: '0' });
    expect(vaAddress()).toBe('/that?aaa=nnn&amount=150000000&productId=202&orderId=2003&deviceId=demo&isNeedPop=0');
    expect(screen.queryByRole('main')).toBeNull();
    // Confirm asks nothing of the server: the VA page generates the account.
    expect(requests()).toHaveLength(1);
  });

  it('clears the method when another bank is chosen', async () => {
    const user = await openSettled(() => openPage(`${ID_QUERY}&type=1&bank=BCA&method=InternetBank`));
    expect(checked(ID.banks)).toEqual(['BCA']);
    expect(checked(ID.methods)).toEqual(['Internet banking']);
    await user.click(radio(ID.banks, 'BNI'));
    expect(labels(ID.methods)).toEqual(['ATM', 'Mobile banking']);
    expect(checked(ID.methods)).toEqual([]);
    expect(picks()).toEqual({ type: '1', bank: 'BNI' });
  });

  it('pays a bank that lists no method with the bank alone (§5 asks only for a bank)', async () => {
    const user = await openSettled(() => openPage(`${ID_QUERY}&type=1`));
    await user.click(radio(ID.banks, 'CIMB'));
    expect(queryGroup(ID.methods)).toBeNull();
    expect(screen.getByText('Tidak perlu memilih metode: bayar lewat layanan CIMB mana pun.')).toBeInTheDocument();
    expect(picks()).toEqual({ type: '1', bank: 'CIMB' });
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    await settle();
    expect(stored()).toEqual({ payType: '1', payCode: 'CIMB', specificNum: '', isDefault: '0' });
    expect(vaAddress()).toBe('/that?aaa=nnn&amount=150000000&productId=202&orderId=2003&deviceId=demo&isNeedPop=0');
  });

  it('works without an amount: "what is owed", and the VA page opens without one (no "link incomplete")', async () => {
    const user = await openSettled(() => openPage('orderId=2003&productId=202'));
    expect(screen.queryByText('Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.')).toBeNull();
    expect(screen.getByText('Jumlah yang dibayar').nextSibling).toHaveTextContent(/^Seluruh tagihan saat ini$/);
    await user.click(radio(ID.types, 'Minimarket'));
    await settle();
    await user.click(radio(ID.markets, 'ALFAMART'));
    expect(here()).toEqual({ productId: '202', orderId: '2003', type: '2', market: 'ALFAMART', deviceId: 'demo', isNeedPop: '0' });
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    await settle();
    expect(vaAddress()).toBe('/that?aaa=nnn&productId=202&orderId=2003&deviceId=demo&isNeedPop=0');
  });

  it('asks nothing when the amount is not integer hundredths: it says so, with Kembali', async () => {
    const user = await openSettled(() => openPage('orderId=2003&productId=202&amount=1.500.000&type=1'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
    expect(screen.queryByRole('button', { name: CONFIRM })).toBeNull();
    expect(queryGroup(ID.types)).toBeNull();
    expect(requests()).toEqual([]);
    expect(within(alert).getByRole('button', { name: 'Kembali' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Kembali' }));
    expect(requests()).toEqual([]);
  });

  it('stores a mini market with an empty specificNum and passes the amount on, with display=1', async () => {
    const user = await openSettled(() => openPage('orderId=2010&productId=202&amount=150000000&display=1'));
    expect(screen.getByText('Jumlah yang dibayar').nextSibling).toHaveTextContent(/^Rp1\.500\.000,00$/);
    await user.click(radio(ID.types, 'Minimarket'));
    await settle();
    expect(requests().map((r) => r.body)).toEqual([{ productId: '202', orderId: '2010', pay_type: '2' }]);
    expect(labels(ID.markets)).toEqual(['ALFAMART', 'INDOMARET']);
    expect(queryGroup(ID.banks)).toBeNull();
    expect(queryGroup(ID.methods)).toBeNull();

    const confirm = screen.getByRole('button', { name: CONFIRM });
    await user.click(confirm);
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${INCOMPLETE}$`));

    await user.click(radio(ID.markets, 'INDOMARET'));
    expect(here()).toMatchObject({ amount: '150000000', display: '1', type: '2', market: 'INDOMARET' });
    await user.click(confirm);
    await settle();
    expect(stored()).toEqual({ payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' });
    expect(vaAddress()).toBe('/that?aaa=nnn&amount=150000000&display=1&productId=202&orderId=2010&deviceId=demo&isNeedPop=0');
  });

  it('shows the stored choice on coming back from the VA page; changing the type clears it and the bank', async () => {
    localStorage.setItem('payway', JSON.stringify({ payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' }));
    const user = await openSettled(() => openPage(ID_QUERY));
    expect(requests().map((r) => r.body.pay_type)).toEqual(['1']);
    expect(checked(ID.types)).toEqual(['Bank']);
    expect(checked(ID.banks)).toEqual(['BCA']);
    expect(checked(ID.methods)).toEqual(['ATM']);
    expect(picks()).toEqual({ type: '1', bank: 'BCA', method: 'ATM' });
    // Still stored while the type stays.
    expect(stored()).toEqual({ payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' });

    await user.click(radio(ID.types, 'Minimarket'));
    expect(stored()).toBeNull();
    expect(picks()).toEqual({ type: '2' });
    await settle();
    expect(checked(ID.markets)).toEqual([]);
    await user.click(radio(ID.types, 'Bank'));
    await settle();
    expect(requests().map((r) => r.body.pay_type)).toEqual(['1', '2', '1']);
    expect(checked(ID.banks)).toEqual([]);
    expect(group(ID.methods)).toBeDisabled();
  });

  it('preselects a stored mini market, but not the default choice (isDefault 1)', async () => {
    localStorage.setItem('payway', JSON.stringify({ payType: '2', payCode: 'ALFAMART', specificNum: '', isDefault: '0' }));
    const first = await openPage(ID_QUERY);
    await settle();
    expect(checked(ID.types)).toEqual(['Minimarket']);
    expect(checked(ID.markets)).toEqual(['ALFAMART']);
    first.unmount();

    localStorage.setItem('payway', JSON.stringify({ payType: '', payCode: '', specificNum: '', isDefault: '1' }));
    await openPage(ID_QUERY);
    await settle();
    expect(checked(ID.types)).toEqual([]);
    expect(requests()).toHaveLength(1);
  });

  it('lets the address win over the stored choice, and drops an address value the list does not have', async () => {
    localStorage.setItem('payway', JSON.stringify({ payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' }));
    const first = await openPage(`${ID_QUERY}&type=2&market=ALFAMART`);
    await settle();
    expect(checked(ID.types)).toEqual(['Minimarket']);
    expect(checked(ID.markets)).toEqual(['ALFAMART']);
    first.unmount();

    await openPage(`${ID_QUERY}&type=1&bank=NOPE&method=ATM`);
    await settle();
    expect(checked(ID.types)).toEqual(['Bank']);
    expect(checked(ID.banks)).toEqual([]);
    expect(picks()).toEqual({ type: '1' });
    expect(group(ID.methods)).toBeDisabled();
  });

  it('keeps an in-progress choice through a reload: the address holds it', async () => {
    const user = setupUser();
    const first = await openPage(ID_QUERY, { before: '/that?isNeedPop=0&deviceId=demo&amount=150000000&productId=202&orderId=2003' });
    await settle();
    await user.click(radio(ID.types, 'Bank'));
    await settle();
    await user.click(radio(ID.banks, 'BRI'));
    await user.click(radio(ID.methods, 'Internet banking'));
    const address = where();
    expect(address).toBe('/individual?productId=202&orderId=2003&amount=150000000&type=1&bank=BRI&method=InternetBank&deviceId=demo&isNeedPop=0');
    // Nothing is stored before Confirm.
    expect(stored()).toBeNull();
    first.unmount();

    // A reload opens the same address.
    await openScreen('changeMethod', { address });
    await settle();
    expect(checked(ID.types)).toEqual(['Bank']);
    expect(checked(ID.banks)).toEqual(['BRI']);
    expect(checked(ID.methods)).toEqual(['Internet banking']);
  });

  it('Back leaves for the page before, since the picks replaced the entry', async () => {
    const user = await openSettled(() => openPage(ID_QUERY, { before: '/that?from=va' }));
    await user.click(radio(ID.types, 'Minimarket'));
    await settle();
    await user.click(radio(ID.markets, 'ALFAMART'));
    await browserBack();
    expect(vaAddress()).toBe('/that?from=va');
  });

  it('shows a network fault with a retry in place, and a refusal with its message (no toast)', async () => {
    server.use(http.post(`*${INIT_PAY_TYPE}`, () => HttpResponse.error(), { once: true }));
    const user = await openSettled(() => openPage(ID_QUERY));
    await user.click(radio(ID.types, 'Minimarket'));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Pilihan pembayaran tidak dapat dimuat.');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(labels(ID.markets)).toEqual(['ALFAMART', 'INDOMARET']);

    server.use(
      http.post(`*${INIT_PAY_TYPE}`, () => HttpResponse.json({ code: '01', message: 'Pesanan sudah lunas', data: null }), { once: true }),
    );
    await user.click(radio(ID.types, 'Bank'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Pesanan sudah lunas');
    expect(toast()).toHaveTextContent(/^$/);
    expect(queryGroup(ID.banks)).toBeNull();
    // The other type is still one tap away.
    await user.click(radio(ID.types, 'Minimarket'));
    await settle();
    expect(labels(ID.markets)).toEqual(['ALFAMART', 'INDOMARET']);
  });

  it('says so when the type has nothing to offer, and asks again on Coba lagi', async () => {
    server.use(http.post(`*${INIT_PAY_TYPE}`, () => HttpResponse.json({ code: '00', message: 'ok', data: [] }), { once: true }));
    const user = await openSettled(() => openPage(`${ID_QUERY}&type=1`));
    expect(screen.getByText('Belum ada bank yang tersedia untuk pembayaran ini.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(labels(ID.banks)).toHaveLength(6);
  });

  it('asks nothing when the link has no order', async () => {
    await openScreen('changeMethod', { market: 'ID', session: 'isNeedPop=0', query: 'productId=202&amount=150000000' });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Metode Pembayaran' })).toBeInTheDocument();
    expect(screen.getByText('Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONFIRM })).toBeNull();
    expect(requests()).toEqual([]);
  });
});

describe('change method (India)', () => {
  it('speaks English, the quoted button and toast translated, and lists India\'s banks at once: no mini market is offered', async () => {
    const user = await openSettled(() => openPage(IN_QUERY, { market: 'IN' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment method' })).toBeInTheDocument();
    expect(document.title).toBe('Payment method');
    expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹10,720\.00$/);
    // India's server lists no mini market: no type to choose, the banks load at once.
    expect(queryGroup('Pay at')).toBeNull();
    expect(screen.queryByText(/Mini ?market/i)).toBeNull();
    expect(requests().map((r) => r.body)).toEqual([{ productId: '102', orderId: '1003', pay_type: '1' }]);
    expect(labels('Choose a bank')).toEqual(['SBI', 'HDFC', 'ICICI', 'AXIS', 'KOTAK']);
    expect(group('Pay by')).toBeDisabled();
    expect(screen.getByText('Choose a bank first.')).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'I WANT TO PAY' });
    await user.click(confirm);
    await settle();
    expect(toast()).toHaveTextContent(/^Please complete the information$/);
    await user.click(radio('Choose a bank', 'HDFC'));
    expect(labels('Pay by')).toEqual(['Mobile banking', 'Internet banking']);
    await user.click(confirm);
    await settle();
    expect(toast()).toHaveTextContent(/^Please complete the information$/);
    await user.click(radio('Pay by', 'Internet banking'));
    expect(document.body).not.toHaveTextContent(/SAYA INGIN MEMBAYAR|Silakan lengkapi|Metode|Pilih|Bayar/);
    await user.click(confirm);
    await settle();
    expect(stored()).toEqual({ payType: '1', payCode: 'HDFC', specificNum: 'InternetBank', isDefault: '0' });
    expect(vaAddress()).toBe('/that?aaa=nnn&amount=1072000&productId=102&orderId=1003&deviceId=demo&isNeedPop=1');
  });

  it('pays KOTAK, which lists no method, with the bank alone', async () => {
    const user = await openSettled(() => openPage(IN_QUERY, { market: 'IN' }));
    await user.click(radio('Choose a bank', 'KOTAK'));
    expect(queryGroup('Pay by')).toBeNull();
    expect(screen.getByText('Nothing more to choose: pay from any KOTAK channel.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I WANT TO PAY' }));
    await settle();
    expect(stored()).toEqual({ payType: '1', payCode: 'KOTAK', specificNum: '', isDefault: '0' });
    expect(vaAddress()).toBe('/that?aaa=nnn&amount=1072000&productId=102&orderId=1003&deviceId=demo&isNeedPop=1');
  });

  it('keeps the bank list when a mini market was stored elsewhere: India offers none', async () => {
    localStorage.setItem('payway', JSON.stringify({ payType: '2', payCode: 'ALFAMART', specificNum: '', isDefault: '0' }));
    await openPage(IN_QUERY, { market: 'IN' });
    await settle();
    expect(requests().map((r) => r.body.pay_type)).toEqual(['1']);
    expect(labels('Choose a bank')).toHaveLength(5);
    expect(checked('Choose a bank')).toEqual([]);
  });
});
