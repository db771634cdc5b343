import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db, type Market } from '@mocks/db';
import { server } from '@mocks/node';
import { setLatency } from '@mocks/respond';
import { browserBack as back, CONTRACTS_PATH, elapse, expectFault, expectIncompleteLink, expectOfferAsked, LOAN_CONFIRM_TEXT, OFFER_PATH, openScreen, openSettled, openThroughLoading, placePath, placeQuery, recordHost, requestsTo, rowsOf, settle, setupUser, toast, useFakeClock } from '../support';

/**
 * Loan confirm through its real flow against the demo backend (mocks/handlers/loanConfirm.ts). India:
 * product 101 RupeeNow has the agreement pop-up and two agreements, 104 PaisaPal one agreement and
 * no pop-up, 103 LakhLine is refused ('This product is not available now'). Indonesia: 201 has the
 * pop-up, 202 UangCepat pays in four. The demo offers a quarter of the way into the product's range,
 * every amount in integer hundredths (§9): 104's offer is 1000000 (₹10,000.00).
 */
const JUMP = paths.app('/v3/contract/contract-jump');
const PUSH = paths.app('/v3/loan-confirm/loan-detail-push');
const pendingKey = (productId: string) => `loanConfirm.pending.${productId}`;

/** The loan confirm page of `productId` (none if ''), opened from another page; `extra` goes on its query. */
function openPage(productId: string, { market = 'IN', extra = '' }: { market?: Market; extra?: string } = {}) {
  return openScreen('loanConfirm', {
    market,
    query: [productId === '' ? '' : `productId=${productId}`, extra].filter(Boolean).join('&'),
    before: ['/before'],
    pages: { [ROUTES.loanDetails]: <p>Loan details page</p>, [ROUTES.loanAgreement]: <p>Agreement page</p> },
  });
}

/** Where the app is: its path and its query. */
const place = () => ({ pathname: placePath(), query: placeQuery() });
const confirmButton = (name = LOAN_CONFIRM_TEXT.confirm) => screen.getByRole('button', { name });
const agreeBox = (name = LOAN_CONFIRM_TEXT.agree) => screen.getByRole('checkbox', { name });

/** The Android host, recording what the page asked of it. */
const bridgeCalls = recordHost();

/** Requests answered by `answerOnce` (the demo backend logs only the ones it answers itself). */
let overridden: string[] = [];
/** Everything the server received for `path`: the demo's log and the overridden answers. */
const sentTo = (path: string) => requestsTo(path).length + overridden.filter((p) => p === path).length;

/** The next answer of `path` is this body (or a dropped connection). */
function answerOnce(path: string, body: unknown | 'network') {
  server.use(
    http.all(
      `*${path}`,
      () => {
        overridden.push(path);
        return body === 'network' ? HttpResponse.error() : HttpResponse.json(body as never);
      },
      { once: true },
    ),
  );
}

/** An offer for product 104 (₹10,000.00 over 91 days), answered once; `data` changes or adds fields. */
function answerOffer(data: Record<string, unknown>) {
  answerOnce(OFFER_PATH, { code: '00', message: 'success', data: { productName: 'PaisaPal', amount: '1000000', periods: '91', termUnit: '1', ...data } });
}

/** Product 104's page, its offer answered once with the agreement pop-up at `popAgreementUrl`, settled. */
async function openWithPopUp(popAgreementUrl: string) {
  await openPage('104');
  answerOffer({ popAgreementUrl });
  await settle();
}

useFakeClock();
beforeEach(() => {
  overridden = [];
});

describe('loan confirm, India', () => {
  it("loads the offer and the agreements (scene 3) for the product and shows every figure under 'loan information'", async () => {
    await openThroughLoading(() => openPage('104'));

    expectOfferAsked('104');
    expect(screen.getByRole('heading', { level: 1, name: 'loan information' })).toBeInTheDocument();
    expect(document.title).toBe('loan information');
    expect(screen.getByText('PaisaPal')).toBeInTheDocument();
    expect(screen.getByTestId('loan-amount')).toHaveTextContent(/^₹10,000\.00$/);
    const facts = screen.getByText('Loan term').closest('dl')!;
    expect(rowsOf(facts)).toEqual([
      ['Loan term', '91 days'],
      ['Interest rate', '0.05%'],
      ['Repayment date', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
    ]);
    const details = screen.getByRole('region', { name: 'Cost breakdown' });
    expect(rowsOf(details.querySelector('dl')!)).toEqual([
      ['Amount received', '₹9,200.00'],
      ['Interest', '₹455.00'],
      ['Service fee', '₹800.00'],
      ['Total repayment', '₹10,455.00'],
    ]);
    expect(within(details).getByText('Interest rate 0.05% per day')).toBeInTheDocument();
    expect(within(details).getByText('The service fee is deducted from the amount you receive.')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Repayment₹10,455\.00Principal ₹10,000\.00 \+ interest ₹455\.00Pay by \d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText('Repay on time to grow your limit. Late repayment is reported to credit bureaus.')).toBeInTheDocument();

    // One agreement; the box starts unticked (explicit consent), confirm shown but off until it is
    // ticked; no pop-up for this product.
    expect(agreeBox()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Loan Agreement' })).toBeEnabled();
    expect(confirmButton()).toBeVisible();
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByText('Tick the box to agree before you confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(PUSH)).toEqual([]);
  });

  it('keeps confirm off until the borrower ticks the box, and keeps the tick in the address for Back and reload', async () => {
    const user = setupUser();
    const view = await openPage('104');
    await settle();
    await user.click(confirmButton());
    expect(requestsTo(PUSH)).toEqual([]);
    await user.click(agreeBox());
    expect(agreeBox()).toBeChecked();
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByText('Tick the box to agree before you confirm.')).toBeNull();
    expect(place().query).toMatchObject({ productId: '104', agreed: '1', isNeedPop: '1' });

    // A reload of that address comes back ticked; unticking turns confirm off again.
    view.unmount();
    const reloaded = await openPage('104', { extra: 'agreed=1' });
    await settle();
    expect(agreeBox()).toBeChecked();
    expect(confirmButton()).toBeEnabled();
    await user.click(agreeBox());
    expect(confirmButton()).toBeDisabled();
    expect(place().query.agreed).toBeUndefined();
    // An old address that said agreed=0 (or anything but 1) is unticked.
    reloaded.unmount();
    await openPage('104', { extra: 'agreed=0' });
    await settle();
    expect(agreeBox()).not.toBeChecked();
    expect(requestsTo(PUSH)).toEqual([]);
  });

  it('confirms once on a double tap: loan-detail-push with the amount as the integer of hundredths, then loan details replace the page with from=confirm', async () => {
    const user = await openSettled(() => openPage('104'));
    await user.click(agreeBox());
    setLatency([400, 400]);
    await user.dblClick(confirmButton());
    await user.click(confirmButton());
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    expect(agreeBox()).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(pendingKey('104'))!)).toMatchObject({ stage: 'sent' });
    await elapse(400);
    await settle();

    const pushes = requestsTo(PUSH);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.body).toEqual({ amount: '1000000', periods: '91', termUnit: '1', productId: '104' });
    expect(pushes[0]!.query).toMatchObject({ isNeedPop: '1', deviceId: 'demo' });
    const order = db.order('IN', place().query.orderId ?? '')!;
    expect(order).toMatchObject({ productId: '104', amount: 1_000_000, market: 'IN', status: '21' });
    expect(screen.getByText('Loan details page')).toBeInTheDocument();
    expect(place()).toEqual({
      pathname: ROUTES.loanDetails,
      query: { isNeedPop: '1', deviceId: 'demo', productId: '104', orderId: order.orderId, from: 'confirm' },
    });
    expect(localStorage.getItem(pendingKey('104'))).toBeNull();
    // Replaced: Back skips the confirm page.
    await back();
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
  });

  it('a refusal of the confirmation confirms nothing: the server message, and the page as it was', async () => {
    const user = await openSettled(() => openPage('104', { extra: 'agreed=1' }));
    answerOnce(PUSH, { code: '01', message: 'The amount is outside the product limits', data: null });
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(/^The amount is outside the product limits$/);
    expect(confirmButton()).toBeEnabled();
    expect(place().pathname).toBe(ROUTES.loanConfirm);
    expect(localStorage.getItem(pendingKey('104'))).toBeNull();
  });

  it.each([
    ['unsafe', 'javascript:alert(document.cookie)'],
    ['missing', ''],
  ])('refuses an %s details link: says so, navigates nowhere, and never offers confirm again, also after a reload', async (_, url) => {
    const user = setupUser();
    const view = await openPage('104', { extra: 'agreed=1' });
    await settle();
    answerOnce(PUSH, { code: '00', message: 'success', data: { lendDetailsUrl: url } });
    await user.click(confirmButton());
    await settle();
    expect(toast()).toHaveTextContent(/^Your loan is confirmed, but its details could not be opened\.$/);
    expect(place().pathname).toBe(ROUTES.loanConfirm);
    expect(screen.getByRole('alert')).toHaveTextContent('Your loan is confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();

    view.unmount();
    await openPage('104');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Your loan is confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
    expect(requestsTo(OFFER_PATH)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Check my loans' }));
    expect(bridgeCalls()).toEqual([{ method: 'goMine', payload: {} }]);
    expect(sentTo(PUSH)).toBe(1);
  });

  it.each([
    ['no answer', 'network'],
    ['HTTP 500', 500],
    ['a body without a code', { message: 'ok', data: { lendDetailsUrl: '/loanDetails?orderId=1' } }],
    ['a blank code', { code: ' ', message: '', data: null }],
    ['a body that is not JSON', 'text'],
  ] as const)('an unclear answer (%s) may have confirmed the loan: the page and a reload ask to check the loans before confirming again', async (_, answer) => {
    const user = setupUser();
    const view = await openPage('104', { extra: 'agreed=1' });
    await settle();
    if (answer === 500) {
      server.use(http.all(`*${PUSH}`, () => (overridden.push(PUSH), HttpResponse.json({ code: '500' }, { status: 500 })), { once: true }));
    } else if (answer === 'text') {
      server.use(http.all(`*${PUSH}`, () => (overridden.push(PUSH), new HttpResponse('<html>gateway</html>', { status: 200 })), { once: true }));
    } else answerOnce(PUSH, answer);
    await user.click(confirmButton());
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Did your confirmation go through?');
    // Said once, as "may have gone through": no 'error' toast that reads as a failure.
    expect(toast()).not.toHaveTextContent('error');
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();

    // A reload in the middle of it: the same question, nothing asked or posted by itself.
    view.unmount();
    await openPage('104');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Did your confirmation go through?');
    expect(requestsTo(OFFER_PATH)).toHaveLength(1);
    expect(sentTo(PUSH)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Back to the offer' }));
    await settle();
    expect(requestsTo(OFFER_PATH)).toHaveLength(2);
    expect(localStorage.getItem(pendingKey('104'))).toBeNull();
    // The offer again on purpose: confirming it needs a new tick and a tap.
    expect(agreeBox()).not.toBeChecked();
    expect(confirmButton()).toBeDisabled();
    expect(place().query.agreed).toBeUndefined();
    expect(sentTo(PUSH)).toBe(1);
  });

  it('opens an agreement: contract-jump with the product, scene 3, its position and no order, then its page; Back keeps what was chosen', async () => {
    const user = await openSettled(() => openPage('101', { extra: 'popAgreed=1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(agreeBox());
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await settle();
    expect(requestsTo(JUMP).map((r) => r.body)).toEqual([{ productId: '101', scene: '3', position: '1', orderId: '' }]);
    expect(screen.getByText('Agreement page')).toBeInTheDocument();
    expect(place()).toEqual({
      pathname: ROUTES.loanAgreement,
      query: { isNeedPop: '1', deviceId: 'demo', productId: '101', contractId: '902', orderId: '' },
    });

    await back();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(agreeBox()).toBeChecked();
    expect(confirmButton()).toBeEnabled();
    expect(requestsTo(PUSH)).toEqual([]);
  });

  it('refuses an unsafe agreement link, and says a refused or failed one', async () => {
    const user = await openSettled(() => openPage('104', { extra: 'agreed=1' }));
    answerOnce(JUMP, { code: '00', message: 'success', data: { contract_url: 'data:text/html,<script>alert(1)</script>' } });
    await user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    await settle();
    expect(toast()).toHaveTextContent(/^The agreement link is not safe to open\.$/);
    answerOnce(JUMP, { code: '01', message: 'No agreement for this product', data: null });
    await user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    await settle();
    expect(toast()).toHaveTextContent(/^No agreement for this product$/);
    expect(place().pathname).toBe(ROUTES.loanConfirm);
    expect(confirmButton()).toBeEnabled();
  });

  it("opens the agreement modal for a pop-up agreement with language type 1: this app's agreement page in a sandboxed frame, Agree closes it for good", async () => {
    const user = await openSettled(() => openPage('101'));
    const dialog = screen.getByRole('dialog', { name: 'Loan Agreement' });
    expect(within(dialog).getByText('Please read and agree to the loan agreement before you continue.')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Agreement text');
    expect(frame.tagName).toBe('IFRAME');
    // The app's own page: scripts and its own origin (a frame of an opaque origin cannot load the
    // app's module scripts), still no top navigation, forms or pop-ups.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe(window.location.origin);
    expect(src.pathname).toBe(ROUTES.loanAgreement);
    expect(src.searchParams.get('contractId')).toBe('901');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Agree']);

    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(place().query).toMatchObject({ productId: '101', popAgreed: '1' });
    expect(bridgeCalls()).toEqual([]);
    // Agreeing in the modal is not the tick: the box is still to be ticked before Confirm.
    expect(agreeBox()).not.toBeChecked();
    expect(confirmButton()).toBeDisabled();
    await user.click(agreeBox());
    expect(place().query).toMatchObject({ popAgreed: '1', agreed: '1' });
    await user.click(confirmButton());
    await settle();
    expect(requestsTo(PUSH).map((r) => r.body)).toEqual([{ amount: '1400000', periods: '91', termUnit: '1', productId: '101' }]);
    expect(place().query.from).toBe('confirm');
  });

  it('frames an agreement of another site with scripts only: no access to this page or its storage', async () => {
    await openWithPopUp('https://agreements.example/loan?p=104');
    const frame = within(screen.getByRole('dialog')).getByTitle('Agreement text');
    expect(frame).toHaveAttribute('src', 'https://agreements.example/loan?p=104');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('Cancel in the agreement modal closes the web view through the bridge and confirms nothing', async () => {
    const user = await openSettled(() => openPage('101'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
    expect(requestsTo(PUSH)).toEqual([]);
  });

  it('does not open the modal for an unsafe popAgreementUrl', async () => {
    await openWithPopUp('javascript:alert(1)');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides confirm when the product has no agreements', async () => {
    await openPage('104');
    answerOnce(CONTRACTS_PATH, { code: '00', message: 'success', data: [] });
    await settle();
    expect(screen.getByTestId('loan-amount')).toHaveTextContent('₹10,000.00');
    expect(screen.getByText('This loan has no agreement to sign yet, so it cannot be confirmed here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it.each([
    ['the offer is refused', OFFER_PATH, { code: '01', message: 'This product is not available now', data: null }, 'This product is not available now'],
    ['the agreements are refused', CONTRACTS_PATH, { code: '01', message: 'Record not found', data: null }, 'Record not found'],
    ['the offer fails', OFFER_PATH, 'network', 'The loan offer could not be loaded.'],
    ['the agreements fail', CONTRACTS_PATH, 'network', 'The loan offer could not be loaded.'],
    ['the offer is malformed', OFFER_PATH, { code: '00', message: 'success', data: 'nope' }, 'The loan offer could not be loaded.'],
  ] as const)('shows an error with a retry when %s', async (_, path, body, message) => {
    const user = setupUser();
    await openPage('104');
    answerOnce(path, body);
    await settle();
    const retry = expectFault(message).retry;
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
    await user.click(retry);
    await settle();
    expect(sentTo(OFFER_PATH)).toBe(2);
    expect(sentTo(CONTRACTS_PATH)).toBe(2);
    expect(confirmButton()).toBeVisible();
    expect(confirmButton()).toBeDisabled();
  });

  it('shows the demo refusal of a product that is not available, with Back closing the web view', async () => {
    const user = await openSettled(() => openPage('103'));
    expect(screen.getByRole('alert')).toHaveTextContent('This product is not available now');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
  });

  it('an offer without an amount is empty, with a retry', async () => {
    const user = setupUser();
    await openPage('104');
    answerOffer({ amount: '0' });
    await settle();
    expect(screen.getByText('No loan offer is available right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByTestId('loan-amount')).toHaveTextContent(/^₹10,000\.00$/);
  });

  it.each([
    ['grouped with commas', '10,000'],
    ['with a decimal point', '10000.00'],
    ['in a plan, with dots', '1000000', '10.455'],
    ['negative', '-1000000'],
    ['empty', ''],
  ])('never guesses an amount %s: it says the amount cannot be read, offers Back and no Confirm, and sends nothing', async (_, amount, planAmount = '1045500') => {
    const user = setupUser();
    await openPage('104', { extra: 'agreed=1' });
    answerOffer({ amount, repay_plans: [{ title: 'Repayment', amount: planAmount }] });
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The amount cannot be read');
    expect(alert).toHaveTextContent('This loan offer carries an amount we cannot read, so it cannot be confirmed here.');
    expect(screen.queryByTestId('loan-amount')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm loan' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
    expect(sentTo(PUSH)).toBe(0);
  });

  it('leaves out what the offer left blank: an empty cost line, an instalment\'s blank description or date', async () => {
    await openPage('104');
    answerOffer({
      details: [
        { text: 'Amount received', value: '₹9,200.00' },
        { text: 'Stamp duty', value: ' ' },
        { text: ' ', value: '₹5.00' },
        { text: '', value: '  ' },
      ],
      repay_plans: [
        { title: 'Instalment 1/2', amount: '500000', description: 'Principal ₹5,000.00', pay_time: '2026-12-01' },
        { title: 'Instalment 2/2', amount: '500000', description: '  ', pay_time: ' ' },
        { title: 'Instalment 3/2', amount: '0', description: '', pay_time: '' },
      ],
    });
    await settle();
    const details = screen.getByRole('region', { name: 'Cost breakdown' });
    expect(rowsOf(details.querySelector('dl')!)).toEqual([
      ['Amount received', '₹9,200.00'],
      ['Stamp duty', ' '],
      [' ', '₹5.00'],
    ]);
    const items = within(screen.getByRole('region', { name: 'Repayment plan' })).getAllByRole('listitem');
    // Each part of an instalment on a line of its own: nothing blank, no 'Pay by' without a date.
    expect(items.map((item) => [...item.children].map((part) => part.textContent))).toEqual([
      ['Instalment 1/2', '₹5,000.00', 'Principal ₹5,000.00', 'Pay by 2026-12-01'],
      ['Instalment 2/2', '₹5,000.00'],
      ['Instalment 3/2', '₹0.00'],
    ]);
    // Each part in the plan's own layout: title and amount on a line, description and date below in small type.
    const plans = items[0]!.parentElement!;
    expect([plans.className, items[0]!.className, ...[...items[0]!.children].map((part) => part.className)]).toEqual([
      'loan-confirm__plans',
      'loan-confirm__plan',
      'loan-confirm__plan-title',
      'loan-confirm__plan-amount',
      'loan-confirm__plan-des',
      'loan-confirm__plan-time',
    ]);
  });

  it('asks nothing without a product', async () => {
    await expectIncompleteLink(() => openPage(''), 'No product was given, so there is no loan to confirm.', 'loan information', () => requestsTo(OFFER_PATH));
  });
});

describe('loan confirm, Indonesia', () => {
  it("speaks Indonesian with rupiah ('loan information' translated), lists the four instalments, and shows no modal (language type not 1)", async () => {
    const user = await openSettled(() => openPage('202', { market: 'ID' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Informasi pinjaman' })).toBeInTheDocument();
    expect(document.title).toBe('Informasi pinjaman');
    expect(screen.getByTestId('loan-amount')).toHaveTextContent(/^Rp5\.300\.000,00$/);
    expect(rowsOf(screen.getByText('Jangka waktu').closest('dl')!).slice(0, 2)).toEqual([
      ['Jangka waktu', '180 hari'],
      ['Suku bunga', '0.04%'],
    ]);
    const plan = screen.getByRole('region', { name: 'Rencana pembayaran' });
    const items = within(plan).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild!.textContent)).toEqual(['Cicilan 1/4', 'Cicilan 2/4', 'Cicilan 3/4', 'Cicilan 4/4']);
    items.forEach((item) => expect(item).toHaveTextContent(/Rp1\.420\.400,00/));
    expect(agreeBox('Saya telah membaca dan menyetujui perjanjian berikut:')).not.toBeChecked();
    expect(confirmButton('Konfirmasi pinjaman')).toBeDisabled();
    expect(screen.getByText('Centang kotak untuk menyetujui sebelum konfirmasi.')).toBeInTheDocument();
    await user.click(agreeBox('Saya telah membaca dan menyetujui perjanjian berikut:'));
    await user.click(confirmButton('Konfirmasi pinjaman'));
    await settle();
    expect(requestsTo(PUSH).map((r) => r.body)).toEqual([{ amount: '530000000', periods: '180', termUnit: '1', productId: '202' }]);
    expect(place().pathname).toBe(ROUTES.loanDetails);
    expect(place().query).toMatchObject({ isNeedPop: '0', productId: '202', from: 'confirm' });
  });

  it('does not open the pop-up for a pop-up product when the language type is not 1', async () => {
    await openPage('201', { market: 'ID' });
    await settle();
    expect(screen.getByTestId('loan-amount')).toHaveTextContent(/^Rp/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirmButton('Konfirmasi pinjaman')).toBeDisabled();
  });
});
