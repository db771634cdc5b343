import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config';
import { loadCatalog } from '@/i18n';
import { ROUTES } from '@/routes';
import CardRepayScreen from '@/screens/cardRepay';
import { formClient, jsonClient } from '@/services/http/clients';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { db, type Market } from '@mocks/db';
import { server } from '@mocks/node';
import { answer, ok, post, setLatency } from '@mocks/respond';
import { DEMO_SMS_CODE } from '@mocks/seed';

/**
 * The card-repayment screen through its real flow against the demo backend. The seed's first
 * orders (1001, 2001) are still under review, which the demo backend refuses to take money for,
 * so the screen pays the first repayable order of product 101 (India 1004) and of product 201
 * (Indonesia 2004). India: card 31 HDFC asks for an SMS code, card 32 SBI does not; Indonesia:
 * card 41 BCA asks, 42 Mandiri does not. Fake timers: the SMS step counts 60 s.
 */
const ORDER = { IN: '1004', ID: '2004' } as const;
const PRODUCT = { IN: '101', ID: '201' } as const;
const AMOUNT = { IN: '5250', ID: '1500000' } as const;
const SESSION = { IN: 'isNeedPop=1&deviceId=demo', ID: 'isNeedPop=0&deviceId=demo' } as const;

const WAY = paths.cardRepay('repayment-way');
const COMMIT = paths.cardRepay('repayment-commit');
const CONFIRM = paths.cardRepay('repayment-confirm');
const WALLET = paths.cardRepay('repayment-huichao');

const pendingKey = (orderId: string) => `cardRepay.pending.${orderId}`;
const STORED_CARD = { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
/** A payment as the page stores it before a reload (src/screens/cardRepay readPending). */
const stored = (stage: 'sent' | 'sms', repayRecordId: string, repayToken: string, at = Date.now()) =>
  JSON.stringify({ stage, repayRecordId, card: STORED_CARD, repayToken, at });

function RouterServices() {
  const navigate = useNavigate();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  return null;
}

function DetailsProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="details">{`${pathname}${search}`}</p>;
}

function CardRepayProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <CardRepayScreen />
      <p data-testid="location">{`${pathname}${search}`}</p>
    </>
  );
}

interface Open {
  market?: Market;
  /** The whole query, instead of the market's order, product and amount. */
  query?: string;
  couponId?: string;
  userId?: string;
}

function queryOf({ market = 'IN', couponId, userId }: Open): string {
  const query = new URLSearchParams(SESSION[market]);
  query.set('orderId', ORDER[market]);
  query.set('productId', PRODUCT[market]);
  query.set('amount', AMOUNT[market]);
  if (couponId !== undefined) query.set('couponId', couponId);
  if (userId !== undefined) query.set('userId', userId);
  return query.toString();
}

function renderPage(open: Open = {}) {
  const market = open.market ?? 'IN';
  refreshSession(`?${SESSION[market]}`);
  const query = open.query ?? queryOf(open);
  return render(
    <MemoryRouter initialEntries={[`${ROUTES.cardRepay}?${query}`]}>
      <RouterServices />
      <Routes>
        <Route path={ROUTES.cardRepay} element={<CardRepayProbe />} />
        <Route path={ROUTES.loanDetails} element={<DetailsProbe />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const setupUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
/** Lets pending responses and React updates land without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const requestsTo = (suffix: string) => db.requests.filter((r) => r.path.endsWith(suffix));
const toast = () => screen.getAllByRole('status').find((el) => el.classList.contains('ui-toast-region'))!;
const cardRadio = (bank: string) => screen.getByRole('radio', { name: new RegExp(`^${bank}`) });
const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });
const codeInput = () => screen.getByLabelText<HTMLInputElement>('SMS code');
const confirmButton = () => screen.getByRole('button', { name: 'Confirm payment' });
const smsHeading = () => screen.queryByRole('heading', { name: 'Enter the SMS code', level: 2 });
/** The token repayment-way handed out for the order (the demo backend keeps it). */
const tokenOf = (orderId: string) => {
  const tokens = Object.entries(db.snapshot().repayTokens).filter(([, order]) => order === orderId);
  expect(tokens).toHaveLength(1);
  return tokens[0]![0];
};
/** Where the page went: the loan details probe's path and query. */
function detailsLocation() {
  const [pathname, search = ''] = screen.getByTestId('details').textContent!.split('?');
  return { pathname, query: new URLSearchParams(search) };
}
function expectOnDetails(market: Market = 'IN') {
  const { pathname, query } = detailsLocation();
  expect(pathname).toBe(ROUTES.loanDetails);
  expect(query.get('productId')).toBe(PRODUCT[market]);
  expect(query.get('orderId')).toBe(ORDER[market]);
  expect(screen.queryByRole('main')).toBeNull();
}

const HDFC = { bankName: 'HDFC Bank', cardId: '31', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
const SBI = { bankName: 'State Bank of India', cardId: '32', cardNo: '6521 **** **** 5678', bankCode: 'SBIN' };

/** Renders India, waits for the cards, picks `bank` and pays: the SMS step (HDFC) opens. */
async function openSms(user = setupUser(), open: Open = {}) {
  const view = renderPage(open);
  await settle();
  await user.click(cardRadio('HDFC Bank'));
  await user.click(payButton());
  await settle();
  expect(smsHeading()).toBeInTheDocument();
  return Object.assign(user, { unmount: view.unmount });
}

beforeEach(() => {
  document.title = 'Loan';
  vi.useFakeTimers();
});
afterEach(() => {
  setLatency(null);
  vi.useRealTimers();
});

describe('card repayment', () => {
  it('loads repayment-way with the orderId in the query and lists the cards, masked in fours, with the amount in rupees', async () => {
    renderPage();
    expect(screen.getByText('loading...')).toBeInTheDocument();
    // The amount comes with the address: it shows while the cards load.
    expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹5,250\.00$/);
    await settle();

    expect(requestsTo(WAY)).toHaveLength(1);
    expect(requestsTo(WAY)[0]!.query).toMatchObject({ orderId: ORDER.IN, isNeedPop: '1', deviceId: 'demo' });
    expect(screen.getByRole('heading', { name: 'Repay by card', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Repay by card');
    const cards = screen.getByRole('group', { name: 'Pay from' });
    const rows = within(cards).getAllByRole('radio');
    expect(rows.map((row) => row.closest('label')!.textContent)).toEqual([
      'HDFC Bank 4386 **** **** 1234',
      'State Bank of India 6521 **** **** 5678',
    ]);
    // Two cards: the choice is the user's.
    rows.forEach((row) => expect(row).not.toBeChecked());
    expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹5,250\.00$/);
    expect(payButton()).toHaveTextContent(/^Pay ₹5,250\.00$/);
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
    expect(requestsTo(COMMIT)).toEqual([]);
  });

  it('masks every digit but the last four of a card number the server sent in full, and groups them in fours', async () => {
    server.use(
      http.post(
        `*${WAY}`,
        () =>
          HttpResponse.json({
            code: '00',
            message: 'success',
            data: { alipay: '0', repayToken: 'T1', bankCards: [{ id: '9', bankName: 'Axis Bank', cardNo: '4111-1111 11112222', bankCode: 'AXIS' }] },
          }),
        { once: true },
      ),
    );
    renderPage();
    await settle();
    const row = cardRadio('Axis Bank');
    expect(row.closest('label')).toHaveTextContent(/^Axis Bank \*\*\*\* \*\*\*\* \*\*\*\* 2222$/);
    // One card: it is chosen for the user; no wallet offered.
    expect(row).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Pay with a wallet instead' })).toBeNull();
  });

  it('speaks Indonesian with the amount in rupiah and the title Bayar dengan kartu', async () => {
    await loadCatalog('id-ID');
    try {
      renderPage({ market: 'ID' });
      await settle();
      expect(requestsTo(WAY)[0]!.query).toMatchObject({ orderId: ORDER.ID, isNeedPop: '0' });
      expect(screen.getByRole('heading', { name: 'Bayar dengan kartu', level: 1 })).toBeInTheDocument();
      expect(document.title).toBe('Bayar dengan kartu');
      const cards = screen.getByRole('group', { name: 'Bayar dari' });
      expect(within(cards).getAllByRole('radio').map((row) => row.closest('label')!.textContent)).toEqual([
        'Bank BCA 5220 **** **** 4321',
        'Bank Mandiri 4616 **** **** 8765',
      ]);
      expect(screen.getByText('Jumlah yang dibayar').nextSibling).toHaveTextContent(/^Rp1\.500\.000,00$/);
      const pay = screen.getByRole('button', { name: /^Bayar Rp/ });
      expect(pay).toHaveTextContent(/^Bayar Rp1\.500\.000,00$/);
      expect(screen.getByRole('button', { name: 'Bayar dengan dompet digital' })).toBeInTheDocument();

      // The quoted strings stay as quoted.
      const user = setupUser();
      await user.click(pay);
      await settle();
      expect(toast()).toHaveTextContent(/^请先选择付款银行卡！$/);
      expect(requestsTo(COMMIT)).toEqual([]);

      await user.click(screen.getByRole('radio', { name: /^Bank Mandiri/ }));
      await user.click(pay);
      await settle();
      expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
        {
          amount: AMOUNT.ID,
          bankName: 'Bank Mandiri',
          cardId: '42',
          cardNo: '4616 **** **** 8765',
          couponId: '',
          orderId: ORDER.ID,
          repayToken: tokenOf(ORDER.ID),
          bankCode: 'MANDIRI',
          sendMsg: '0',
        },
      ]);
      expectOnDetails('ID');
    } finally {
      await loadCatalog('en-IN');
    }
  });

  it("refuses Pay without a card: '请先选择付款银行卡！' and no commit", async () => {
    const user = setupUser();
    renderPage();
    await settle();
    await user.click(payButton());
    await settle();
    expect(toast()).toHaveTextContent(/^请先选择付款银行卡！$/);
    expect(requestsTo(COMMIT)).toEqual([]);
    expect(payButton()).toBeEnabled();
    expect(smsHeading()).toBeNull();
    expect(screen.getByTestId('location').textContent).toMatch(/^\/cardRepay\?/);
  });

  it('pays with a card that needs no SMS: one commit with exactly the nine fields, then the loan details page', async () => {
    const user = setupUser();
    renderPage({ couponId: 'CP7', userId: 'u-7' });
    await settle();
    await user.click(cardRadio('State Bank of India'));
    expect(cardRadio('State Bank of India')).toBeChecked();
    await user.click(payButton());
    await settle();

    const commits = requestsTo(COMMIT);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.body).toEqual({
      amount: AMOUNT.IN,
      ...SBI,
      couponId: 'CP7',
      orderId: ORDER.IN,
      repayToken: tokenOf(ORDER.IN),
      sendMsg: '0',
    });
    expect(Object.keys(commits[0]!.body)).toHaveLength(9);
    expectOnDetails();
    expect(db.repayRecords()).toEqual([expect.objectContaining({ orderId: ORDER.IN, cardId: '32', status: 'paid' })]);
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
    expect(requestsTo(CONFIRM)).toEqual([]);
  });

  it('opens the SMS step for a card that needs a code: countdown, numeric one-time-code input, the code rules, then confirm', async () => {
    const user = await openSms();
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      { amount: AMOUNT.IN, ...HDFC, couponId: '', orderId: ORDER.IN, repayToken: tokenOf(ORDER.IN), sendMsg: '0' },
    ]);
    const record = db.repayRecords()[0]!;
    expect(record).toMatchObject({ orderId: ORDER.IN, cardId: '31', status: 'pending' });
    expect(screen.queryByRole('group', { name: 'Pay from' })).toBeNull();
    expect(screen.getByText('Your bank sent a 6-digit code to the phone number of this card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    await elapse(1000);
    expect(screen.getByRole('button', { name: '59s' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '60s' })).toBeNull();

    const input = codeInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveFocus();

    // Digits only.
    await user.type(input, '12a34');
    expect(input).toHaveValue('1234');
    await user.type(input, '5');
    expect(input).toHaveValue('12345');
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(/^请输入正确的验证码$/);
    expect(requestsTo(CONFIRM)).toEqual([]);

    await user.clear(input);
    await user.type(input, '111111');
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(/^验证码错误$/);
    expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ orderId: ORDER.IN, verifyCode: '111111', repaymentRecordId: record.id }]);
    expect(smsHeading()).toBeInTheDocument();
    expect(input).toHaveValue('111111');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(6);

    // The selected code is replaced by what the user types next.
    await user.keyboard(DEMO_SMS_CODE);
    expect(input).toHaveValue(DEMO_SMS_CODE);
    await user.click(confirmButton());
    await settle();
    expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([
      { orderId: ORDER.IN, verifyCode: '111111', repaymentRecordId: record.id },
      { orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: record.id },
    ]);
    expectOnDetails();
    expect(db.repayRecords()).toEqual([expect.objectContaining({ id: record.id, status: 'paid' })]);
    expect(requestsTo(COMMIT)).toHaveLength(1);
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
  });

  it("offers '获取验证码' after 60 s; a resend posts the commit with sendMsg 1, restarts the countdown and pays nothing twice", async () => {
    const user = await openSms(undefined, { couponId: 'CP7' });
    await elapse(59_000);
    expect(screen.getByRole('button', { name: '1s' })).toBeDisabled();
    await elapse(1000);
    const resend = screen.getByRole('button', { name: '获取验证码' });
    expect(resend).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^\d+s$/ })).toBeNull();

    await user.click(resend);
    await settle();
    const token = tokenOf(ORDER.IN);
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      { amount: AMOUNT.IN, ...HDFC, couponId: 'CP7', orderId: ORDER.IN, repayToken: token, sendMsg: '0' },
      { amount: AMOUNT.IN, ...HDFC, couponId: 'CP7', orderId: ORDER.IN, repayToken: token, sendMsg: '1' },
    ]);
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    await elapse(1000);
    expect(screen.getByRole('button', { name: '59s' })).toBeInTheDocument();
    expect(db.repayRecords()).toHaveLength(1);

    // The code still pays the one payment.
    await user.type(codeInput(), DEMO_SMS_CODE);
    await user.click(confirmButton());
    await settle();
    expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([
      { orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: db.repayRecords()[0]!.id },
    ]);
    expectOnDetails();
  });

  it("keeps the step open on 800005 with '请勿重复提交支付申请'", async () => {
    const user = await openSms();
    db.markRepaid(db.repayRecords()[0]!.id);
    await user.type(codeInput(), DEMO_SMS_CODE);
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(/^请勿重复提交支付申请$/);
    expect(smsHeading()).toBeInTheDocument();
    expect(requestsTo(CONFIRM)).toHaveLength(1);
  });

  it('sends one commit however often Pay is tapped while it is on its way', async () => {
    const user = setupUser();
    renderPage();
    await settle();
    await user.click(cardRadio('State Bank of India'));
    setLatency([800, 800]);
    const pay = payButton();
    await user.click(pay);
    await settle();
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeDisabled();
    await user.click(pay);
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    expect(requestsTo(COMMIT)).toHaveLength(1);
    expect(requestsTo(WALLET)).toEqual([]);

    await elapse(800);
    await settle();
    expect(requestsTo(COMMIT)).toHaveLength(1);
    expect(db.repayRecords()).toHaveLength(1);
    expectOnDetails();
  });

  it('sends one confirm however often Confirm is tapped while it is on its way', async () => {
    const user = await openSms();
    await user.type(codeInput(), DEMO_SMS_CODE);
    setLatency([800, 800]);
    const confirm = confirmButton();
    await user.click(confirm);
    await settle();
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    await user.type(codeInput(), '{Enter}');
    expect(requestsTo(CONFIRM)).toHaveLength(1);

    await elapse(800);
    await settle();
    expect(requestsTo(CONFIRM)).toHaveLength(1);
    expectOnDetails();
  });

  it("shows the server's refusal of the card list, once, with no retry", async () => {
    server.use(http.post(`*${WAY}`, () => HttpResponse.json({ code: '01', message: 'Cards are being updated', data: null }), { once: true }));
    renderPage();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Cards are being updated/);
    expect(screen.getAllByText('Cards are being updated')).toHaveLength(1);
    expect(toast()).toBeEmptyDOMElement();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("says '查询卡列表失败' when the refusal has no message", async () => {
    server.use(http.post(`*${WAY}`, () => HttpResponse.json({ code: '01', message: '', data: null }), { once: true }));
    renderPage();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(/^查询卡列表失败/);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("shows 'error' with 'Try again' on a network fault, which loads the cards again", async () => {
    const user = setupUser();
    server.use(http.post(`*${WAY}`, () => HttpResponse.error(), { once: true }));
    renderPage();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('error');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(requestsTo(WAY)).toHaveLength(1);
    expect(requestsTo(WAY)[0]!.query).toMatchObject({ orderId: ORDER.IN });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('asks repayment-huichao with userId, orderId and amount, and refuses an unsafe address without leaving', async () => {
    const user = setupUser();
    // Through the demo backend's own helper, so the log records what the server received.
    server.use(post(WALLET, () => ok({ url: 'javascript:alert(1)' })));
    const before = window.location.href;
    renderPage({ userId: 'u-7' });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(requestsTo(WALLET).map((r) => r.body)).toEqual([{ userId: 'u-7', orderId: ORDER.IN, amount: AMOUNT.IN }]);
    expect(toast()).toHaveTextContent(/^The wallet could not be opened\. Please try again, or pay by card\.$/);
    expect(window.location.href).toBe(before);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/cardRepay\?/);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
    expect(requestsTo(COMMIT)).toEqual([]);
  });

  it('refuses a wallet answer without an address the same way', async () => {
    const user = setupUser();
    server.use(http.post(`*${WALLET}`, () => HttpResponse.json({ code: '00', message: 'success', data: { url: '' } }), { once: true }));
    renderPage();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(toast()).toHaveTextContent(/^The wallet could not be opened\. Please try again, or pay by card\.$/);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/cardRepay\?/);
  });

  it('resumes the SMS step after a reload, asking neither repayment-way nor repayment-commit', async () => {
    const record = db.addRepayRecord({ orderId: ORDER.IN, cardId: '31', amount: 5250, needValid: 1, status: 'pending' });
    localStorage.setItem(pendingKey(ORDER.IN), stored('sms', record.id, db.issueRepayToken(ORDER.IN)));
    const user = setupUser();
    renderPage();
    await settle();
    expect(smsHeading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    expect(requestsTo(WAY)).toEqual([]);
    expect(requestsTo(COMMIT)).toEqual([]);

    await user.type(codeInput(), DEMO_SMS_CODE);
    await user.click(confirmButton());
    await settle();
    expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: record.id }]);
    expectOnDetails();
    expect(requestsTo(COMMIT)).toEqual([]);
  });

  it('asks a new code for a resumed step with the card and token it was posted with', async () => {
    const token = db.issueRepayToken(ORDER.IN);
    const record = db.addRepayRecord({ orderId: ORDER.IN, cardId: '31', amount: 5250, needValid: 1, status: 'pending' });
    localStorage.setItem(pendingKey(ORDER.IN), stored('sms', record.id, token));
    const user = setupUser();
    renderPage();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle();
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      {
        amount: '5250',
        bankName: 'HDFC Bank',
        cardId: '31',
        cardNo: '4386 **** **** 1234',
        couponId: '',
        orderId: ORDER.IN,
        repayToken: token,
        bankCode: 'HDFC',
        sendMsg: '1',
      },
    ]);
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    expect(db.repayRecords()).toHaveLength(1);
  });

  it('resumes a step it left itself: the page reloaded in the SMS step confirms the first payment', async () => {
    const first = await openSms();
    const record = db.repayRecords()[0]!;
    expect(JSON.parse(localStorage.getItem(pendingKey(ORDER.IN))!)).toMatchObject({ stage: 'sms', repayRecordId: record.id });
    // The reload: the page goes and a fresh one opens over the same storage.
    first.unmount();
    const user = setupUser();
    renderPage();
    await settle();
    expect(smsHeading()).toBeInTheDocument();
    expect(requestsTo(WAY)).toHaveLength(1);
    expect(requestsTo(COMMIT)).toHaveLength(1);
    await user.type(codeInput(), DEMO_SMS_CODE);
    await user.click(confirmButton());
    await settle();
    expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: record.id }]);
    expectOnDetails();
    expect(db.repayRecords()).toEqual([expect.objectContaining({ id: record.id, status: 'paid' })]);
  });

  it("says a payment may have gone through after a reload that lost the commit's answer, and 'Check my loan' opens the loan", async () => {
    localStorage.setItem(pendingKey(ORDER.IN), stored('sent', '', 'RT-lost'));
    const user = setupUser();
    renderPage();
    await settle();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your payment may already have gone through');
    expect(notice).toHaveTextContent(
      'We sent your payment, but the connection dropped before the answer came. Check your loan before paying again, so you are not charged twice.',
    );
    expect(within(notice).getByRole('button', { name: 'Pay again' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    expect(requestsTo(WAY)).toEqual([]);
    expect(requestsTo(COMMIT)).toEqual([]);
    await user.click(within(notice).getByRole('button', { name: 'Check my loan' }));
    await settle();
    expectOnDetails();
    expect(requestsTo(COMMIT)).toEqual([]);
  });

  it("'Pay again' after the notice loads the cards and lets the user choose, posting nothing by itself", async () => {
    localStorage.setItem(pendingKey(ORDER.IN), stored('sent', '', 'RT-lost'));
    const user = setupUser();
    renderPage();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    await settle();
    expect(requestsTo(WAY)).toHaveLength(1);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Your payment may already have gone through')).toBeNull();
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
    expect(requestsTo(COMMIT)).toEqual([]);
  });

  it('ignores a stored payment older than 30 minutes and loads the cards', async () => {
    localStorage.setItem(pendingKey(ORDER.IN), stored('sent', '', 'RT-old', Date.now() - 31 * 60 * 1000));
    renderPage();
    await settle();
    expect(requestsTo(WAY)).toHaveLength(1);
    expect(screen.queryByText('Your payment may already have gone through')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('lands a commit whose answer is lost in the same notice, never back on Pay', async () => {
    const user = setupUser();
    server.use(http.post(`*${COMMIT}`, () => HttpResponse.error(), { once: true }));
    renderPage();
    await settle();
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    expect(toast()).toHaveTextContent(/^error$/);
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment may already have gone through');
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(JSON.parse(localStorage.getItem(pendingKey(ORDER.IN))!)).toMatchObject({ stage: 'sent', repayRecordId: '' });
    await elapse(10_000);
    expect(screen.getByRole('button', { name: 'Check my loan' })).toBeInTheDocument();
  });

  it('offers only the wallet when no card is bound but the wallet is', async () => {
    server.use(
      http.post(`*${WAY}`, () => HttpResponse.json({ code: '00', message: 'success', data: { alipay: 1, repayToken: 'T1', bankCards: [] } }), {
        once: true,
      }),
    );
    renderPage();
    await settle();
    expect(screen.queryByRole('group', { name: 'Pay from' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
    expect(screen.queryByText(/No bank card is linked/)).toBeNull();
  });

  it('reads the address with its values trimmed, and chooses the card it names', async () => {
    const user = setupUser();
    // The wallet refuses, so the page stays to pay by card too.
    server.use(post(WALLET, () => answer('01', 'Wallet unavailable')));
    renderPage({ query: `${SESSION.IN}&orderId=${ORDER.IN}&productId=%20101%20&amount=5250&couponId=%20CP7%20&userId=%20u-7%20&cardId=%2032%20` });
    await settle();
    expect(cardRadio('State Bank of India')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(requestsTo(WALLET).map((r) => r.body)).toEqual([{ userId: 'u-7', orderId: ORDER.IN, amount: AMOUNT.IN }]);
    await user.click(payButton());
    await settle();
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      { amount: AMOUNT.IN, ...SBI, couponId: 'CP7', orderId: ORDER.IN, repayToken: tokenOf(ORDER.IN), sendMsg: '0' },
    ]);
    expectOnDetails();
  });

  it('posts an empty userId and goes to the loan details with an empty productId when the address has neither', async () => {
    const user = setupUser();
    server.use(post(WALLET, () => answer('01', 'Wallet unavailable')));
    renderPage({ query: `${SESSION.IN}&orderId=${ORDER.IN}&amount=5250` });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(requestsTo(WALLET).map((r) => r.body)).toEqual([{ userId: '', orderId: ORDER.IN, amount: AMOUNT.IN }]);
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    const { pathname, query } = detailsLocation();
    expect(pathname).toBe(ROUTES.loanDetails);
    expect(query.get('productId')).toBe('');
    expect(query.get('orderId')).toBe(ORDER.IN);
  });

  describe('closing the page cancels what it has on its way', () => {
    /** The abort signal of every call to `suffix` the HTTP clients send. */
    function watchSignals(suffix: string) {
      const signals: (AbortSignal | undefined)[] = [];
      const ids = [jsonClient, formClient].map((client) => {
        const id = client.interceptors.request.use((config) => {
          if (config.url?.split('?')[0]?.endsWith(suffix)) signals.push(config.signal as AbortSignal | undefined);
          return config;
        });
        return () => client.interceptors.request.eject(id);
      });
      onTestFinished(() => ids.forEach((eject) => eject()));
      return signals;
    }

    it.each([
      ['the payment', COMMIT, async (user: ReturnType<typeof setupUser>) => {
        await user.click(cardRadio('State Bank of India'));
        await user.click(payButton());
      }],
      ['the wallet request', WALLET, async (user: ReturnType<typeof setupUser>) => {
        await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
      }],
    ] as const)('%s', async (_, suffix, start) => {
      const user = setupUser();
      const signals = watchSignals(suffix);
      const view = renderPage();
      await settle();
      setLatency([800, 800]);
      await start(user);
      await settle();
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      view.unmount();
      expect(signals[0]?.aborted).toBe(true);
    });

    it('the confirm', async () => {
      const signals = watchSignals(CONFIRM);
      const user = await openSms();
      setLatency([800, 800]);
      await user.type(codeInput(), DEMO_SMS_CODE);
      await user.click(confirmButton());
      await settle();
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      user.unmount();
      expect(signals[0]?.aborted).toBe(true);
    });
  });

  it("toasts a commit refusal with the server's message and stays on Pay", async () => {
    const user = setupUser();
    server.use(http.post(`*${COMMIT}`, () => HttpResponse.json({ code: '01', message: 'Bank is busy', data: null }), { once: true }));
    renderPage();
    await settle();
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    expect(toast()).toHaveTextContent(/^Bank is busy$/);
    expect(payButton()).toBeEnabled();
    expect(cardRadio('State Bank of India')).toBeChecked();
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
  });

  it.each([
    ['no amount', `${SESSION.IN}&orderId=${ORDER.IN}&productId=101`],
    ['no orderId', `${SESSION.IN}&productId=101&amount=5250`],
    ['a blank orderId', `${SESSION.IN}&orderId=%20&productId=101&amount=5250`],
    ['a blank amount', `${SESSION.IN}&orderId=${ORDER.IN}&productId=101&amount=%20%20`],
  ])('says the link is incomplete and sends nothing for %s', async (_, query) => {
    renderPage({ query });
    await settle();
    expect(screen.getByText('This payment link is incomplete. Please open it again from your loan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Repay by card', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Repay by card');
    await elapse(5000);
    expect(db.requests).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
