import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { endpoints } from '@/services/api/endpoints';
import { formClient, jsonClient } from '@/services/http/clients';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { answer, ok, post, setLatency } from '@mocks/respond';
import { DEMO_SMS_CODE } from '@mocks/seed';
import { CARD_REPAY_TEXT as TEXT, elapse, expectFault, installBridge, type Market, openScreen, openSettled, place, removeBridge, requestsTo, screenQuery, settle, setupUser, toast, useFakeClock, where } from '../support';

/**
 * The card-repayment screen through its real flow against the demo backend, amounts in integer
 * hundredths (§9). India order 1003 owes two instalments of ₹10,720.00 (2144000 hundredths) and
 * Indonesia order 2003 owes Rp4.824.000,00 (482400000); the page pays one instalment of each, as
 * the test page's link does. India: card 31 HDFC asks for an SMS code, card 32 SBI does not;
 * Indonesia: card 41 BCA asks, 42 Mandiri does not. Fake timers: the SMS step counts 60 s.
 */
// The payment-status check's client loads when the borrower asks for it (src/screens/cardRepay);
// loading it before the tests keeps that real-time import out of the fake clock's rounds.
await import('@/services/api/loanDetails');

const ORDER = { IN: '1003', ID: '2003' } as const;
const PRODUCT = { IN: '102', ID: '202' } as const;
const AMOUNT = { IN: '1072000', ID: '160800000' } as const;

const WAY = paths.cardRepay('repayment-way');
const COMMIT = paths.cardRepay('repayment-commit');
const CONFIRM = paths.cardRepay('repayment-confirm');
const WALLET = paths.cardRepay('repayment-huichao');

const pendingKey = (orderId: string) => `cardRepay.pending.${orderId}`;
const STORED_CARD = { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
/** A payment as the page stores it before it leaves (src/screens/cardRepay rememberPayment). */
function store(orderId: string, entries: { marker: string; stage: 'sent' | 'duplicate' | 'sms'; repayRecordId?: string; repayToken?: string; at?: number }[]) {
  localStorage.setItem(
    pendingKey(orderId),
    JSON.stringify(entries.map((e) => ({ repayRecordId: '', repayToken: 'RT', card: STORED_CARD, at: Date.now(), ...e }))),
  );
}
const storedList = (orderId: string = ORDER.IN) =>
  JSON.parse(localStorage.getItem(pendingKey(orderId)) ?? '[]') as { marker: string; stage: string; repayRecordId: string }[];

interface Open {
  market?: Market;
  /** The flow's whole query (after the session), instead of the market's order, product and amount. */
  query?: string;
  couponId?: string;
  userId?: string;
  /** Extra query (a payment marker `pay=`). */
  extra?: string;
}

/** The flow's query: the market's order, product and amount, and what `open` adds. */
function queryOf({ market = 'IN', couponId, userId, extra }: Open): string {
  const query = new URLSearchParams();
  query.set('orderId', ORDER[market]);
  query.set('productId', PRODUCT[market]);
  query.set('amount', AMOUNT[market]);
  if (couponId !== undefined) query.set('couponId', couponId);
  if (userId !== undefined) query.set('userId', userId);
  return extra ? `${query.toString()}&${extra}` : query.toString();
}

const openPage = (open: Open = {}) => openScreen('cardRepay', { market: open.market ?? 'IN', query: open.query ?? queryOf(open) });

const cardRadio = (bank: string) => screen.getByRole('radio', { name: new RegExp(`^${bank}`) });
const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });
const codeInput = () => screen.getByLabelText<HTMLInputElement>('SMS code');
const confirmButton = () => screen.getByRole('button', { name: 'Confirm payment' });
const smsHeading = () => screen.queryByRole('heading', { name: 'Enter the SMS code', level: 2 });
/** The page's own address now (the marker the page wrote into it, the chosen card). */
const here = () => screenQuery('cardRepay');
/** The token repayment-way handed out last for the order (the demo backend keeps them). */
const tokenOf = (orderId: string) => {
  const tokens = Object.entries(db.snapshot().repayTokens).filter(([, order]) => order === orderId);
  expect(tokens.length).toBeGreaterThan(0);
  return tokens.at(-1)![0];
};
const paidOf = (market: Market) => db.order(market, ORDER[market])!.paid;
function expectOnDetails(market: Market = 'IN') {
  const { pathname, query } = place();
  expect(pathname).toBe(ROUTES.loanDetails);
  expect(query.productId).toBe(PRODUCT[market]);
  expect(query.orderId).toBe(ORDER[market]);
  expect(screen.queryByRole('main')).toBeNull();
}
/** "May have gone through": the loan and a check, and no way to pay this payment again. */
function expectMaybeDone(title = TEXT.unsure) {
  const notice = screen.getByRole('alert');
  expect(notice).toHaveTextContent(title);
  expect(within(notice).getByRole('button', { name: 'Check payment status' })).toBeEnabled();
  expect(within(notice).getByRole('button', { name: 'Open my loan' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  expect(screen.queryByRole('radio')).toBeNull();
  return notice;
}

const HDFC = { bankName: 'HDFC Bank', cardId: '31', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
const SBI = { bankName: 'State Bank of India', cardId: '32', cardNo: '6521 **** **** 5678', bankCode: 'SBIN' };

/** Renders India, waits for the cards, picks HDFC and pays: the SMS step opens. */
async function openSms(user = setupUser(), open: Open = {}) {
  const view = await openPage(open);
  await settle();
  await user.click(cardRadio('HDFC Bank'));
  await user.click(payButton());
  await settle();
  expect(smsHeading()).toBeInTheDocument();
  return Object.assign(user, { unmount: view.unmount });
}

/** Taps `button` and sees it in flight: off, and busy. */
async function tapInFlight(user: ReturnType<typeof setupUser>, button: HTMLElement) {
  await user.click(button);
  await settle();
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
}

/** A reload: the page goes, and the same address (with what the page wrote into it) opens again. */
async function reload(view: { unmount: () => void }) {
  const address = `${ROUTES.cardRepay}?${here().toString()}`;
  view.unmount();
  const again = await openScreen('cardRepay', { address });
  await settle();
  return again;
}

useFakeClock();

describe('card repayment', () => {
  it('loads repayment-way with the orderId in the query and lists the cards, masked in fours, with the amount in rupees', async () => {
    await openPage();
    expect(screen.getByText('loading...')).toBeInTheDocument();
    // The amount comes with the address (1072000 hundredths): it shows while the cards load.
    expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹10,720\.00$/);
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
    expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹10,720\.00$/);
    expect(payButton()).toHaveTextContent(/^Pay ₹10,720\.00$/);
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
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
    await openPage();
    await settle();
    const row = cardRadio('Axis Bank');
    expect(row.closest('label')).toHaveTextContent(/^Axis Bank \*\*\*\* \*\*\*\* \*\*\*\* 2222$/);
    // One card: it is chosen for the user; no wallet offered.
    expect(row).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Pay with a wallet instead' })).toBeNull();
  });

  it('speaks Indonesian, the amount in rupiah and every string of the page translated, the spec\'s Chinese ones included', async () => {
    const user = await openSettled(() => openPage({ market: 'ID' }));
    expect(requestsTo(WAY)[0]!.query).toMatchObject({ orderId: ORDER.ID, isNeedPop: '0' });
    expect(screen.getByRole('heading', { name: 'Bayar dengan kartu', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Bayar dengan kartu');
    const cards = screen.getByRole('group', { name: 'Bayar dari' });
    expect(within(cards).getAllByRole('radio').map((row) => row.closest('label')!.textContent)).toEqual([
      'Bank BCA 5220 **** **** 4321',
      'Bank Mandiri 4616 **** **** 8765',
    ]);
    expect(screen.getByText('Jumlah yang dibayar').nextSibling).toHaveTextContent(/^Rp1\.608\.000,00$/);
    const pay = screen.getByRole('button', { name: /^Bayar Rp/ });
    expect(pay).toHaveTextContent(/^Bayar Rp1\.608\.000,00$/);
    expect(screen.getByRole('button', { name: 'Bayar dengan dompet digital' })).toBeInTheDocument();

    // '请先选择付款银行卡！' in Indonesian.
    await user.click(pay);
    await settle();
    expect(toast()).toHaveTextContent(/^Silakan pilih kartu bank untuk membayar terlebih dahulu!$/);
    expect(requestsTo(COMMIT)).toEqual([]);

    // The SMS step (BCA asks for a code): its code rules and ways out in Indonesian.
    await user.click(screen.getByRole('radio', { name: /^Bank BCA/ }));
    await user.click(pay);
    await settle();
    expect(screen.getByRole('heading', { name: 'Masukkan kode SMS', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ganti kartu' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buka pinjaman saya' })).toBeEnabled();
    const code = screen.getByLabelText<HTMLInputElement>('Kode SMS');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi pembayaran' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Silakan masukkan kode verifikasi yang benar$/);
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi pembayaran' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Kode verifikasi salah$/);
    await elapse(60_000);
    expect(screen.getByRole('button', { name: 'Dapatkan kode' })).toBeEnabled();

    // 'Ganti kartu': the cards again, and a card that pays at once.
    await user.click(screen.getByRole('button', { name: 'Ganti kartu' }));
    await settle();
    await user.click(screen.getByRole('radio', { name: /^Bank Mandiri/ }));
    await user.click(screen.getByRole('button', { name: /^Bayar Rp/ }));
    await settle();
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      expect.objectContaining({ amount: AMOUNT.ID, cardId: '41', sendMsg: '0' }),
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
  });

  it('says in Indonesian that a payment may have gone through, with the check and the loan', async () => {
    server.use(http.post(`*${COMMIT}`, () => new HttpResponse('oops', { status: 500 }), { once: true }));
    const user = await openSettled(() => openPage({ market: 'ID' }));
    await user.click(screen.getByRole('radio', { name: /^Bank Mandiri/ }));
    await user.click(screen.getByRole('button', { name: /^Bayar Rp/ }));
    await settle();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Pembayaran Anda mungkin sudah diproses');
    expect(within(notice).getByRole('button', { name: 'Cek status pembayaran' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Buka pinjaman saya' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Cek status pembayaran' }));
    await settle();
    expect(notice).toHaveTextContent('Status pinjaman ini sekarang');
    expect(notice).toHaveTextContent('Menunggu pembayaran');
  });

  it('refuses Pay without a card with the message of §5 in English, and no commit', async () => {
    const user = await openSettled(() => openPage());
    await user.click(payButton());
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${TEXT.selectCard}$`));
    expect(requestsTo(COMMIT)).toEqual([]);
    expect(payButton()).toBeEnabled();
    expect(smsHeading()).toBeNull();
    expect(where()).toMatch(/^\/cardRepay\?/);
  });

  it('pays with a card that needs no SMS: one commit with exactly the nine fields, the amount in hundredths, then the loan details page', async () => {
    const before = paidOf('IN');
    const user = await openSettled(() => openPage({ couponId: 'CP7', userId: 'u-7' }));
    await user.click(cardRadio('State Bank of India'));
    expect(cardRadio('State Bank of India')).toBeChecked();
    await user.click(payButton());
    await settle();

    const commits = requestsTo(COMMIT);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.body).toEqual({
      amount: '1072000',
      ...SBI,
      couponId: 'CP7',
      orderId: ORDER.IN,
      repayToken: tokenOf(ORDER.IN),
      sendMsg: '0',
    });
    expect(Object.keys(commits[0]!.body)).toHaveLength(9);
    expectOnDetails();
    // The server took exactly ₹10,720.00: one of the two instalments.
    expect(paidOf('IN') - before).toBe(1_072_000);
    expect(db.repayRecords()).toEqual([expect.objectContaining({ orderId: ORDER.IN, cardId: '32', status: 'paid', amount: 1_072_000 })]);
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
    expect(requestsTo(CONFIRM)).toEqual([]);
  });

  it('opens the SMS step for a card that needs a code: countdown, numeric one-time-code input, the code rules, then confirm', async () => {
    const user = await openSms();
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      { amount: AMOUNT.IN, ...HDFC, couponId: '', orderId: ORDER.IN, repayToken: tokenOf(ORDER.IN), sendMsg: '0' },
    ]);
    const record = db.repayRecords()[0]!;
    expect(record).toMatchObject({ orderId: ORDER.IN, cardId: '31', status: 'pending', amount: 1_072_000 });
    expect(screen.queryByRole('group', { name: 'Pay from' })).toBeNull();
    expect(screen.getByText('Your bank sent a 6-digit code to the phone number of this card.')).toBeInTheDocument();
    // "This card": the one the payment was posted with.
    expect(screen.getByText('Paying from').parentElement).toHaveTextContent(/^Paying from HDFC Bank 4386 \*\*\*\* \*\*\*\* 1234$/);
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    // The payment's marker is in the address and the payment is remembered under it.
    expect(here().get('pay')).toBeTruthy();
    expect(storedList()).toEqual([expect.objectContaining({ marker: here().get('pay'), stage: 'sms', repayRecordId: record.id })]);
    await elapse(1000);
    expect(screen.getByRole('button', { name: '59s' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '60s' })).toBeNull();

    const input = codeInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveFocus();

    // A pasted code keeps its six digits: the page drops the rest before it counts (a maxLength cut
    // '123 456' to '12345' first).
    await user.paste('123 456');
    expect(input).toHaveValue('123456');
    await user.clear(input);

    // Digits only.
    await user.type(input, '12a34');
    expect(input).toHaveValue('1234');
    await user.type(input, '5');
    expect(input).toHaveValue('12345');
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${TEXT.codeTooShort}$`));
    expect(requestsTo(CONFIRM)).toEqual([]);

    await user.clear(input);
    await user.type(input, '111111');
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(new RegExp(`^${TEXT.wrongCode}$`));
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

  it("offers 'Get code' after 60 s; a resend posts the commit with sendMsg 1, restarts the countdown and pays nothing twice", async () => {
    const user = await openSms(undefined, { couponId: 'CP7' });
    await elapse(59_000);
    expect(screen.getByRole('button', { name: '1s' })).toBeDisabled();
    await elapse(1000);
    const resend = screen.getByRole('button', { name: 'Get code' });
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

  describe('the ways out of the SMS step', () => {
    it("'Change card' returns to the cards with no new commit, and the next payment is the user's new choice", async () => {
      const user = await openSms();
      const firstToken = tokenOf(ORDER.IN);
      await user.type(codeInput(), '12');
      await user.click(screen.getByRole('button', { name: 'Change card' }));
      await settle();
      expect(smsHeading()).toBeNull();
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      screen.getAllByRole('radio').forEach((radio) => expect(radio).not.toBeChecked());
      expect(requestsTo(WAY)).toHaveLength(2);
      expect(requestsTo(COMMIT)).toHaveLength(1);
      expect(requestsTo(CONFIRM)).toEqual([]);
      // The step is given up: nothing remembered, no marker, no notice about it.
      expect(here().get('pay')).toBeNull();
      expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
      expect(screen.queryByRole('note')).toBeNull();
      await elapse(60_000);
      expect(requestsTo(COMMIT)).toHaveLength(1);

      await user.click(cardRadio('State Bank of India'));
      await user.click(payButton());
      await settle();
      const commits = requestsTo(COMMIT).map((r) => r.body);
      expect(commits).toHaveLength(2);
      expect(commits[1]).toEqual({ amount: AMOUNT.IN, ...SBI, couponId: '', orderId: ORDER.IN, repayToken: tokenOf(ORDER.IN), sendMsg: '0' });
      expect(commits[1]!.repayToken).not.toBe(firstToken);
      expectOnDetails();
    });

    it("'Open my loan' leaves for the loan details; opening the page anew then shows the cards with the notice", async () => {
      const user = await openSms();
      await user.click(screen.getByRole('button', { name: 'Open my loan' }));
      await settle();
      expectOnDetails();
      expect(storedList()).toEqual([expect.objectContaining({ stage: 'sms' })]);
      // Opened anew from the app: the loan details page goes, the payment page comes without a marker.
      cleanup();
      await openPage();
      await settle();
      const note = screen.getByRole('note');
      expect(note).toHaveTextContent(TEXT.earlier);
      expect(note).toHaveTextContent(
        'You started a payment for this loan in the last 30 minutes and it may still go through. Open your loan to check before paying again, so you are not charged twice.',
      );
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      expect(payButton()).toBeEnabled();
      expect(smsHeading()).toBeNull();
      expect(requestsTo(COMMIT)).toHaveLength(1);
      await user.click(within(note).getByRole('button', { name: 'Open my loan' }));
      await settle();
      expectOnDetails();
    });

    it('the step restored after a reload has the same ways out', async () => {
      const first = await openSms();
      const marker = here().get('pay');
      const again = await reload(first);
      expect(here().get('pay')).toBe(marker);
      expect(smsHeading()).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change card' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Open my loan' })).toBeEnabled();
      const user = setupUser();
      await user.click(screen.getByRole('button', { name: 'Change card' }));
      await settle();
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      expect(requestsTo(COMMIT)).toHaveLength(1);
      again.unmount();
    });
  });

  it("after 800005 shows '" + 'Please do not submit the payment request twice' + "' with the way to the loan and a check, and no Confirm", async () => {
    const user = await openSms();
    db.markRepaid(db.repayRecords()[0]!.id);
    await user.type(codeInput(), DEMO_SMS_CODE);
    await user.click(confirmButton());
    await settle();
    const notice = expectMaybeDone(TEXT.duplicate);
    expect(notice).toHaveTextContent('This payment was already submitted. Check its status or open your loan to see whether it went through.');
    expect(toast()).toBeEmptyDOMElement();
    expect(requestsTo(CONFIRM)).toHaveLength(1);
    expect(storedList()).toEqual([expect.objectContaining({ stage: 'duplicate' })]);
    await user.click(within(notice).getByRole('button', { name: 'Open my loan' }));
    await settle();
    expectOnDetails();
  });

  it('sends one commit however often Pay is tapped while it is on its way', async () => {
    const user = await openSettled(() => openPage());
    await user.click(cardRadio('State Bank of India'));
    setLatency([800, 800]);
    const pay = payButton();
    await tapInFlight(user, pay);
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
    await tapInFlight(user, confirm);
    expect(screen.getByRole('button', { name: 'Change card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open my loan' })).toBeDisabled();
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
    await openPage();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Cards are being updated/);
    expect(screen.getAllByText('Cards are being updated')).toHaveLength(1);
    expect(toast()).toBeEmptyDOMElement();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says the card list could not be loaded when the refusal has no message', async () => {
    server.use(http.post(`*${WAY}`, () => HttpResponse.json({ code: '01', message: '', data: null }), { once: true }));
    await openPage();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${TEXT.cardListFailed}`));
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("shows 'error' with 'Try again' on a network fault, which loads the cards again", async () => {
    server.use(http.post(`*${WAY}`, () => HttpResponse.error(), { once: true }));
    const user = await openSettled(() => openPage());
    const retry = expectFault('error').retry;
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(retry);
    await settle();
    expect(requestsTo(WAY)).toHaveLength(1);
    expect(requestsTo(WAY)[0]!.query).toMatchObject({ orderId: ORDER.IN });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('asks repayment-huichao with userId, orderId and the amount in hundredths, and refuses an unsafe address without leaving', async () => {
    // Through the demo backend's own helper, so the log records what the server received.
    server.use(post(WALLET, () => ok({ url: 'javascript:alert(1)' })));
    const before = window.location.href;
    const user = await openSettled(() => openPage({ userId: 'u-7' }));
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(requestsTo(WALLET).map((r) => r.body)).toEqual([{ userId: 'u-7', orderId: ORDER.IN, amount: '1072000' }]);
    expect(toast()).toHaveTextContent(/^The wallet could not be opened\. Please try again, or pay by card\.$/);
    expect(window.location.href).toBe(before);
    expect(where()).toMatch(/^\/cardRepay\?/);
    expect(here().get('pay')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
    expect(requestsTo(COMMIT)).toEqual([]);
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
  });

  it('refuses a wallet answer without an address the same way', async () => {
    server.use(http.post(`*${WALLET}`, () => HttpResponse.json({ code: '00', message: 'success', data: { url: '' } }), { once: true }));
    const user = await openSettled(() => openPage());
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(toast()).toHaveTextContent(/^The wallet could not be opened\. Please try again, or pay by card\.$/);
    expect(where()).toMatch(/^\/cardRepay\?/);
  });

  describe('a reload of the same page (its address carries the stored payment\'s marker)', () => {
    it('resumes the SMS step, asking neither repayment-way nor repayment-commit', async () => {
      const record = db.addRepayRecord({ orderId: ORDER.IN, cardId: '31', amount: 1_072_000, needValid: 1, status: 'pending' });
      store(ORDER.IN, [{ marker: 'm1', stage: 'sms', repayRecordId: record.id, repayToken: db.issueRepayToken(ORDER.IN) }]);
      const user = await openSettled(() => openPage({ extra: 'pay=m1' }));
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
      expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
    });

    it('asks a new code for a resumed step with the card and token it was posted with', async () => {
      const token = db.issueRepayToken(ORDER.IN);
      const record = db.addRepayRecord({ orderId: ORDER.IN, cardId: '31', amount: 1_072_000, needValid: 1, status: 'pending' });
      store(ORDER.IN, [{ marker: 'm1', stage: 'sms', repayRecordId: record.id, repayToken: token }]);
      const user = await openSettled(() => openPage({ extra: 'pay=m1' }));
      await elapse(60_000);
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      await settle();
      expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
        {
          amount: '1072000',
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

    it('of a step it left itself confirms the first payment', async () => {
      const first = await openSms();
      const record = db.repayRecords()[0]!;
      await reload(first);
      expect(smsHeading()).toBeInTheDocument();
      expect(requestsTo(WAY)).toHaveLength(1);
      expect(requestsTo(COMMIT)).toHaveLength(1);
      const user = setupUser();
      await user.type(codeInput(), DEMO_SMS_CODE);
      await user.click(confirmButton());
      await settle();
      expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: record.id }]);
      expectOnDetails();
      expect(db.repayRecords()).toEqual([expect.objectContaining({ id: record.id, status: 'paid' })]);
    });

    it('while the code is on its way says the payment may have gone through, and never confirms again', async () => {
      const first = await openSms();
      setLatency([800, 800]);
      await first.type(codeInput(), DEMO_SMS_CODE);
      await first.click(confirmButton());
      await settle();
      // The confirm left; the page reloads before its answer.
      const again = await reload(first);
      expectMaybeDone();
      await elapse(2000);
      await settle();
      expect(requestsTo(CONFIRM)).toHaveLength(1);
      expect(requestsTo(COMMIT)).toHaveLength(1);
      // The server took it: the check says so, in its own words.
      expect(db.repayRecords()).toEqual([expect.objectContaining({ status: 'paid' })]);
      await setupUser().click(screen.getByRole('button', { name: 'Check payment status' }));
      await elapse(800);
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent('Partially repaid');
      again.unmount();
    });

    it("after a commit whose answer never came says it may have gone through; 'Open my loan' opens the loan", async () => {
      store(ORDER.IN, [{ marker: 'm1', stage: 'sent' }]);
      const user = await openSettled(() => openPage({ extra: 'pay=m1' }));
      const notice = expectMaybeDone();
      expect(notice).toHaveTextContent(
        'We sent your payment but did not get a clear answer, so it may have gone through. Check its status or open your loan before paying again, so you are not charged twice.',
      );
      expect(requestsTo(WAY)).toEqual([]);
      expect(requestsTo(COMMIT)).toEqual([]);
      await user.click(within(notice).getByRole('button', { name: 'Open my loan' }));
      await settle();
      expectOnDetails();
      expect(requestsTo(COMMIT)).toEqual([]);
    });

    it('ignores a stored payment older than 30 minutes: the cards, and no notice', async () => {
      store(ORDER.IN, [{ marker: 'm1', stage: 'sent', at: Date.now() - 31 * 60 * 1000 }]);
      await openPage({ extra: 'pay=m1' });
      await settle();
      expect(requestsTo(WAY)).toHaveLength(1);
      expect(screen.queryByText(TEXT.unsure)).toBeNull();
      expect(screen.queryByRole('note')).toBeNull();
      expect(screen.getAllByRole('radio')).toHaveLength(2);
    });
  });

  it('opened anew (no marker) for an order whose earlier payment may be in progress: the cards, the notice, and Pay is the user\'s choice', async () => {
    store(ORDER.IN, [{ marker: 'm1', stage: 'sent', at: Date.now() - 29 * 60 * 1000 }]);
    const user = await openSettled(() => openPage());
    expect(screen.getByRole('note')).toHaveTextContent(TEXT.earlier);
    expect(screen.queryByText(TEXT.unsure)).toBeNull();
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    expect(requestsTo(COMMIT)).toHaveLength(1);
    expectOnDetails();
    // The earlier one is still remembered (its outcome is still unknown); the settled one is not.
    expect(storedList()).toEqual([expect.objectContaining({ marker: 'm1', stage: 'sent' })]);
  });

  describe('an unclear answer to a money call is "may have gone through", never a refusal', () => {
    it.each([
      ['no connection', () => HttpResponse.error()],
      ['HTTP 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
      ['HTTP 502 with a JSON refusal in it', () => HttpResponse.json({ code: '01', message: 'Bad gateway' }, { status: 502 })],
      ['a body that is not JSON', () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
      ['no code', () => HttpResponse.json({ message: 'done', data: { needValid: 0 } })],
      ['a blank code', () => HttpResponse.json({ code: ' ', message: '', data: null })],
      ['success with a broken body', () => HttpResponse.json({ code: '00', message: '', data: 'nonsense' })],
    ])('of the commit: %s', async (_, reply) => {
      const user = setupUser();
      const commits: URLSearchParams[] = [];
      server.use(
        http.post(`*${COMMIT}`, async ({ request }) => {
          commits.push(new URLSearchParams(await request.text()));
          return reply();
        }),
      );
      const view = await openPage();
      await settle();
      await user.click(cardRadio('State Bank of India'));
      await user.click(payButton());
      await settle();
      expect(commits.map((body) => Object.fromEntries(body))).toEqual([
        { amount: AMOUNT.IN, ...SBI, couponId: '', orderId: ORDER.IN, repayToken: tokenOf(ORDER.IN), sendMsg: '0' },
      ]);
      expectMaybeDone();
      expect(toast()).toBeEmptyDOMElement();
      const marker = here().get('pay');
      expect(marker).toBeTruthy();
      expect(storedList()).toEqual([expect.objectContaining({ marker, stage: 'sent', repayRecordId: '' })]);
      await elapse(10_000);
      expect(screen.getByRole('button', { name: 'Open my loan' })).toBeInTheDocument();

      // A reload comes back to the same notice, asking and posting nothing.
      await reload(view);
      expectMaybeDone();
      expect(requestsTo(WAY)).toHaveLength(1);
      expect(commits).toHaveLength(1);
    });

    it('a code 0 as a JSON number is success', async () => {
      // Logged by the demo backend's own helper, so the test sees what the server received.
      server.use(post(COMMIT, () => HttpResponse.json({ code: 0, message: 'ok', data: { needValid: 1, repayRecordId: 'RR-0' } })));
      const user = await openSettled(() => openPage());
      await user.click(cardRadio('HDFC Bank'));
      await user.click(payButton());
      await settle();
      expect(smsHeading()).toBeInTheDocument();
      server.use(post(CONFIRM, () => HttpResponse.json({ code: 0, message: 'ok', data: null })));
      await user.type(codeInput(), DEMO_SMS_CODE);
      await user.click(confirmButton());
      await settle();
      expect(requestsTo(COMMIT)).toHaveLength(1);
      expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: 'RR-0' }]);
      expectOnDetails();
      expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
    });

    it('of the confirm (HTTP 500): the notice, remembered with its record, and no Confirm again', async () => {
      const user = await openSms();
      const record = db.repayRecords()[0]!;
      server.use(post(CONFIRM, () => new HttpResponse('', { status: 500 })));
      await user.type(codeInput(), DEMO_SMS_CODE);
      await user.click(confirmButton());
      await settle();
      expectMaybeDone();
      expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
      expect(storedList()).toEqual([expect.objectContaining({ stage: 'sent', repayRecordId: record.id })]);
      await elapse(10_000);
      expect(requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ orderId: ORDER.IN, verifyCode: DEMO_SMS_CODE, repaymentRecordId: record.id }]);
    });

    it('of the wallet (the demo takes it and answers HTTP 500): the notice, no wallet again', async () => {
      window.history.replaceState(null, '', '/cardRepay?demo=walletServerError');
      const user = await openSettled(() => openPage());
      await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
      await settle();
      expectMaybeDone();
      expect(requestsTo(WALLET)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Pay with a wallet instead' })).toBeNull();
    });

    it("'Check payment status' asks the loan details of the order and shows the server's own status texts in place", async () => {
      window.history.replaceState(null, '', '/cardRepay?demo=commitServerError');
      const user = await openSettled(() => openPage());
      await user.click(cardRadio('State Bank of India'));
      await user.click(payButton());
      await settle();
      const notice = expectMaybeDone();
      // The demo took the payment before it answered 500: one instalment of two.
      expect(db.order('IN', ORDER.IN)).toMatchObject({ status: '5' });
      setLatency([300, 300]);
      await user.click(within(notice).getByRole('button', { name: 'Check payment status' }));
      await settle();
      expect(within(notice).getByRole('button', { name: 'Check payment status' })).toHaveAttribute('aria-busy', 'true');
      await elapse(300);
      await settle();
      expect(requestsTo(endpoints.loanDetails).map((r) => r.body)).toEqual([{ productId: PRODUCT.IN, orderId: ORDER.IN }]);
      expect(notice).toHaveTextContent('Status of this loan now');
      expect(notice).toHaveTextContent('Partially repaid');
      expect(notice).toHaveTextContent('You have repaid part of the loan. Repay the rest by');
      expect(within(notice).getByRole('button', { name: 'Check payment status' })).toBeEnabled();
      // Checking again asks again; nothing is paid.
      await user.click(within(notice).getByRole('button', { name: 'Check payment status' }));
      await elapse(300);
      await settle();
      expect(requestsTo(endpoints.loanDetails)).toHaveLength(2);
      expect(requestsTo(COMMIT)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    });

    it('a check that fails says so and can be asked again', async () => {
      store(ORDER.IN, [{ marker: 'm1', stage: 'sent' }]);
      server.use(http.post(`*${endpoints.loanDetails}`, () => HttpResponse.error(), { once: true }));
      const user = await openSettled(() => openPage({ extra: 'pay=m1' }));
      await user.click(screen.getByRole('button', { name: 'Check payment status' }));
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent('The status could not be checked. Please try again.');
      await user.click(screen.getByRole('button', { name: 'Check payment status' }));
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent('Repayment pending');
      expect(screen.getByRole('alert')).not.toHaveTextContent('could not be checked');
    });
  });

  it('offers only the wallet when no card is bound but the wallet is', async () => {
    server.use(
      http.post(`*${WAY}`, () => HttpResponse.json({ code: '00', message: 'success', data: { alipay: 1, repayToken: 'T1', bankCards: [] } }), {
        once: true,
      }),
    );
    await openPage();
    await settle();
    expect(screen.queryByRole('group', { name: 'Pay from' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
    expect(screen.queryByText(/No bank card is linked/)).toBeNull();
  });

  it('reads the address with its values trimmed, and chooses the card it names', async () => {
    // The wallet refuses, so the page stays to pay by card too.
    server.use(post(WALLET, () => answer('01', 'Wallet unavailable')));
    const user = await openSettled(() => openPage({ query: `orderId=${ORDER.IN}&productId=%20102%20&amount=%201072000%20&couponId=%20CP7%20&userId=%20u-7%20&cardId=%2032%20` }));
    expect(cardRadio('State Bank of India')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Wallet unavailable$/);
    expect(requestsTo(WALLET).map((r) => r.body)).toEqual([{ userId: 'u-7', orderId: ORDER.IN, amount: AMOUNT.IN }]);
    await user.click(payButton());
    await settle();
    expect(requestsTo(COMMIT).map((r) => r.body)).toEqual([
      { amount: AMOUNT.IN, ...SBI, couponId: 'CP7', orderId: ORDER.IN, repayToken: tokenOf(ORDER.IN), sendMsg: '0' },
    ]);
    expectOnDetails();
  });

  it('posts an empty userId and goes to the loan details with an empty productId when the address has neither', async () => {
    server.use(post(WALLET, () => answer('01', 'Wallet unavailable')));
    const user = await openSettled(() => openPage({ query: `orderId=${ORDER.IN}&amount=1072000` }));
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expect(requestsTo(WALLET).map((r) => r.body)).toEqual([{ userId: '', orderId: ORDER.IN, amount: AMOUNT.IN }]);
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    const { pathname, query } = place();
    expect(pathname).toBe(ROUTES.loanDetails);
    expect(query.productId).toBe('');
    expect(query.orderId).toBe(ORDER.IN);
  });

  describe('closing the page cancels what it has on its way', () => {
    /** The abort signal of every call to `suffix` the HTTP clients send. */
    /** One request in flight, not aborted until the page goes (`leave`), then aborted. */
    function expectAbortedOnLeave(signals: (AbortSignal | undefined)[], leave: () => void) {
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      leave();
      expect(signals[0]?.aborted).toBe(true);
    }

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
      const view = await openPage();
      await settle();
      setLatency([800, 800]);
      await start(user);
      await settle();
      expectAbortedOnLeave(signals, view.unmount);
    });

    it('the confirm', async () => {
      const signals = watchSignals(CONFIRM);
      const user = await openSms();
      setLatency([800, 800]);
      await user.type(codeInput(), DEMO_SMS_CODE);
      await user.click(confirmButton());
      await settle();
      expectAbortedOnLeave(signals, user.unmount);
    });
  });

  it("toasts a commit refusal with the server's message and stays on Pay, the payment forgotten", async () => {
    server.use(http.post(`*${COMMIT}`, () => HttpResponse.json({ code: '01', message: 'Bank is busy', data: null }), { once: true }));
    const user = await openSettled(() => openPage());
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    expect(toast()).toHaveTextContent(/^Bank is busy$/);
    expect(payButton()).toBeEnabled();
    expect(cardRadio('State Bank of India')).toBeChecked();
    expect(here().get('pay')).toBeNull();
    expect(here().get('cardId')).toBe('32');
    expect(localStorage.getItem(pendingKey(ORDER.IN))).toBeNull();
  });

  it('refuses more than is owed with the server\'s message (the amount is read as hundredths by both sides)', async () => {
    // ₹21,440.01: one paisa more than the two instalments.
    const user = await openSettled(() => openPage({ query: `orderId=${ORDER.IN}&productId=${PRODUCT.IN}&amount=2144001` }));
    expect(payButton()).toHaveTextContent(/^Pay ₹21,440\.01$/);
    await user.click(cardRadio('State Bank of India'));
    await user.click(payButton());
    await settle();
    expect(requestsTo(COMMIT).map((r) => r.body.amount)).toEqual(['2144001']);
    expect(toast()).toHaveTextContent(/^The amount is more than you owe \(₹21,440\.00\)$/);
    expect(payButton()).toBeEnabled();
  });

  it('says the link is incomplete and sends nothing without an order', async () => {
    await openPage({ query: `productId=102&amount=1072000` });
    await settle();
    expect(screen.getByText('This payment link is incomplete. Please open it again from your loan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Repay by card', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Repay by card');
    await elapse(5000);
    expect(db.requests).toEqual([]);
  });

  it.each([
    ['no amount', ''],
    ['a blank amount', '&amount=%20%20'],
    ['a decimal point', '&amount=10720.00'],
    ['grouping commas', '&amount=10%2C720'],
    ['grouping dots', '&amount=1.072.000'],
    ['a sign', '&amount=-1072000'],
    ['letters', '&amount=1072000INR'],
  ])('says the amount cannot be read, sends nothing and offers Back, for %s', async (_, amount) => {
    const calls = installBridge();
    onTestFinished(removeBridge);
    const user = await openSettled(() => openPage({ query: `orderId=${ORDER.IN}&productId=102${amount}` }));
    expect(screen.getByRole('heading', { name: 'Repay by card', level: 1 })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The amount cannot be read');
    expect(alert).toHaveTextContent('This payment link carries an amount we cannot read, so nothing was sent. Please open the payment again from your loan.');
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await elapse(5000);
    expect(db.requests).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(calls.map((call) => call.method)).toEqual(['closeWebView']);
    expect(db.requests).toEqual([]);
  });
});
