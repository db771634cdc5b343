import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { endpoints } from '@/services/api/endpoints';
import { db } from '@mocks/db';
import { NOTICE } from '@mocks/domain';
import { server } from '@mocks/node';
import { elapse, expectFault, expectIncompleteLink, expectRefusal, openScreen, openSettled, place, recordAssign, recordHost, requestsTo, SESSION, settle, setupUser, toast, useFakeClock } from '../support';

/**
 * Loan details, version 3 (§2, §3, §4 loan details statuses, §5, §7 loan details, §8, §9) through
 * its real flow against the demo backend. The seeded orders 1001..1010 (India) and 2001..2010
 * (Indonesia) have the statuses 21, 151, 174, 180, 110, 200, 170, 3, 4, 5 in that order; 180 and 3
 * can be extended (isDelay 1), 200 asks for a rating (isScore 1), 5 repays through an address of
 * its own (h5Url).
 */
const EVENT = paths.service('/pageEvent/save');
/** Spec numbers, copied from the spec (§9, §4): never imported from the code. */
const RATING_PROMPT_MS = 3000;

/** The order of `query` in `market`, opened from another page; the address carries spits=S1 too. */
const openPage = (query: string, market: 'IN' | 'ID' = 'IN') =>
  openScreen('loanDetails', { market, session: `${SESSION[market]}&spits=S1`, query, before: ['/start'] });

const banner = () => screen.getByTestId('loan-banner');
const repayBlock = () => screen.queryByRole('group', { name: 'Repayment' });
const recommended = () => screen.queryByRole('region', { name: 'Recommended for you' });
const ratingDialog = () => screen.queryByRole('dialog', { name: 'Enjoying our app?' });
/** Which stars are filled (the radio of the chosen one is checked; the ones before it fill too). */
const stars = (dialog: HTMLElement) => within(dialog).getAllByRole('radio').map((star) => star.classList.contains('ui-star--on'));
const checked = (dialog: HTMLElement) => within(dialog).getAllByRole('radio').map((star) => star.getAttribute('aria-checked'));
const card = (name: string) => within(recommended()!).getByRole('article', { name });

/** loan-details answering `data` in the §3 envelope (code '00'), whatever order is asked. */
const answerDetails = (data: Record<string, unknown>, message = 'success') =>
  server.use(http.post(`*${endpoints.loanDetails}`, () => HttpResponse.json({ code: '00', message, data })));
/** The page at `pathname` opened for the order, the session of this page's address carried on. */
const expectOpenedFor = (pathname: string, order: { productId: string; orderId: string }) =>
  expect(place()).toEqual({ pathname, query: { ...order, isNeedPop: '1', deviceId: 'demo', spits: 'S1' } });

/** The Android host, recording what the page asked of it. */
const bridgeCalls = recordHost();
/** window.location.assign, which loads an http link in the web view (jsdom cannot navigate). */
const assign = recordAssign();

/**
 * §4 loan details statuses: one row per seeded India order, in seed order. Expected blocks:
 * the repay block for 174, 180, 3 and 5 ('delay repayment' in it where isDelay is 1: 180 and 3);
 * the separate repay button for 170; 'loan more' for 200 and 4; the recommended list hidden for
 * 170, 174, 180 and 200 (docs/spec-notes.md). Banners: 21, 151, 174, 180, 110, 200 their own,
 * the rest 21's.
 */
const STATUS_TABLE = [
  { status: '21', orderId: '1001', productId: '101', product: 'RupeeNow', banner: '21', block: false, delay: false, button: false, more: false, list: true },
  { status: '151', orderId: '1002', productId: '104', product: 'PaisaPal', banner: '151', block: false, delay: false, button: false, more: false, list: true },
  { status: '174', orderId: '1003', productId: '102', product: 'CashSetu', banner: '174', block: true, delay: false, button: false, more: false, list: false },
  { status: '180', orderId: '1004', productId: '101', product: 'RupeeNow', banner: '180', block: true, delay: true, button: false, more: false, list: false },
  { status: '110', orderId: '1005', productId: '104', product: 'PaisaPal', banner: '110', block: false, delay: false, button: false, more: false, list: true },
  { status: '200', orderId: '1006', productId: '101', product: 'RupeeNow', banner: '200', block: false, delay: false, button: false, more: true, list: false },
  { status: '170', orderId: '1007', productId: '101', product: 'RupeeNow', banner: '21', block: false, delay: false, button: true, more: false, list: false },
  { status: '3', orderId: '1008', productId: '104', product: 'PaisaPal', banner: '21', block: true, delay: true, button: false, more: false, list: true },
  { status: '4', orderId: '1009', productId: '101', product: 'RupeeNow', banner: '21', block: false, delay: false, button: false, more: true, list: true },
  { status: '5', orderId: '1010', productId: '102', product: 'CashSetu', banner: '21', block: true, delay: false, button: false, more: false, list: true },
] as const;

useFakeClock();

describe('loan details, the status table (India)', () => {
  for (const row of STATUS_TABLE) {
    it(`status ${row.status}: banner ${row.banner}, repay block ${row.block}, delay ${row.delay}, repay button ${row.button}, loan more ${row.more}, recommended ${row.list}`, async () => {
      await openPage(`productId=${row.productId}&orderId=${row.orderId}`);
      await settle();

      expect(banner()).toHaveAttribute('data-banner', row.banner);
      expect(banner()).toHaveClass(`loan-details__top--${row.banner}`);
      const notice = NOTICE[row.status];
      expect(within(banner()).getByRole('heading', { level: 2 })).toHaveTextContent(notice.title.IN);
      expect(document.title).toBe(row.product);
      expect(screen.getByRole('heading', { level: 2, name: row.product })).toBeInTheDocument();

      // The repay block (with or without 'delay repayment') and the separate repay button.
      if (row.block) {
        expect(within(repayBlock()!).getByRole('button', { name: 'Repay' })).toBeEnabled();
      } else {
        expect(repayBlock()).toBeNull();
      }
      expect(screen.queryAllByRole('button', { name: 'Repay' })).toHaveLength(row.block || row.button ? 1 : 0);
      expect(screen.queryByRole('link', { name: 'delay repayment' }) !== null).toBe(row.delay);
      expect(screen.queryByRole('button', { name: 'loan more' }) !== null).toBe(row.more);

      // The recommended products and 'more products'.
      expect(recommended() !== null).toBe(row.list);
      expect(screen.queryByRole('button', { name: 'more products' }) !== null).toBe(row.list);
      if (row.list) {
        const names = within(recommended()!).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
        expect(names).not.toContain(row.product);
        expect(names).toHaveLength(3);
      }
    });
  }
});

describe('loan details, India', () => {
  it('asks once for the order of the address with its loading indicator, then titles the page with the product', async () => {
    await openPage('productId=102&orderId=1003');
    expect(screen.getByText('loading...')).toBeInTheDocument();
    expect(document.title).toBe('Loan details');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    await settle();

    const asked = requestsTo(endpoints.loanDetails);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.method).toBe('POST');
    expect(asked[0]!.body).toEqual({ productId: '102', orderId: '1003' });
    expect(asked[0]!.query).toMatchObject({ isNeedPop: '1', deviceId: 'demo' });
    expect(screen.queryByText('loading...')).toBeNull();
    expect(document.title).toBe('CashSetu');

    // Headline, description, logo and name, and the label/value rows.
    expect(within(banner()).getByText(/^Repay by \d{4}-\d{2}-\d{2} to keep a good credit record\.$/)).toBeInTheDocument();
    const rows = screen.getByLabelText('Loan information');
    const pairs = within(rows).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent]);
    expect(pairs.slice(0, 3)).toEqual([
      ['Loan amount', '₹30,000.00'],
      ['Loan term', '180 days'],
      ['Order number', 'IN2406000003'],
    ]);
    expect(pairs.map(([label]) => label)).toContain('Amount due');
    // The reminder the answer carries (reyMsg) under the repay block.
    expect(within(repayBlock()!).getByText(/^Repay by \d{4}-\d{2}-\d{2} to avoid late fees\.$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'CashSetu' }).previousElementSibling?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^(\/|https?:|data:)/) as string,
    );
  });

  it('offers a retry a user can find after a network fault, and loads again', async () => {
    server.use(http.post(`*${endpoints.loanDetails}`, () => HttpResponse.error(), { once: true }));
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    const retry = expectFault('The loan details could not be loaded. Check your connection and try again.').retry;
    expect(document.title).toBe('Loan details');
    await user.click(retry);
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('RupeeNow');
    expect(banner()).toHaveAttribute('data-banner', '21');
  });

  it("shows a refusal once, with Back (the host closes the web view) and no retry", async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=9999'));
    await user.click(expectRefusal('Record not found').back);
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
    expect(requestsTo(endpoints.loanDetails)).toHaveLength(1);
  });

  it('says the link is incomplete without an order, and asks nothing', async () => {
    await expectIncompleteLink(() => openPage('productId=101'), 'This link is incomplete: it does not say which loan to show.', 'Loan details', () => requestsTo(endpoints.loanDetails));
  });

  it('Repay opens the repayment page for the same order (pushed: Back returns)', async () => {
    const user = await openSettled(() => openPage('productId=102&orderId=1003'));
    await user.click(within(repayBlock()!).getByRole('button', { name: 'Repay' }));
    expectOpenedFor(ROUTES.installments, { productId: '102', orderId: '1003' });
  });

  it('the separate repay button of status 170 opens the repayment page too', async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1007'));
    await user.click(screen.getByRole('button', { name: 'Repay' }));
    expect(place()).toMatchObject({ pathname: ROUTES.installments, query: { productId: '101', orderId: '1007' } });
  });

  it("Repay opens the server's own repayment address (h5Url) when it gave one", async () => {
    const user = await openSettled(() => openPage('productId=102&orderId=1010'));
    await user.click(within(repayBlock()!).getByRole('button', { name: 'Repay' }));
    const { pathname, query } = place();
    expect(pathname).toBe(ROUTES.vaRepay);
    expect(query).toMatchObject({ productId: '102', orderId: '1010', display: '1' });
    expect(Number(query.amount)).toBeGreaterThan(0);
    expect(assign()).not.toHaveBeenCalled();
  });

  it("an h5Url on another host loads in the web view; an unsafe one is never opened", async () => {
    const user = setupUser();
    const answer = (h5Url: string) => answerDetails({ orderStatus: '174', productName: 'CashSetu', h5Url }, 'ok');
    answer('https://pay.example.com/repay?o=1003');
    const first = await openPage('productId=102&orderId=1003');
    await settle();
    await user.click(within(repayBlock()!).getByRole('button', { name: 'Repay' }));
    expect(assign().mock.calls).toEqual([['https://pay.example.com/repay?o=1003']]);
    first.unmount();

    answer('javascript:alert(1)');
    await openPage('productId=102&orderId=1003');
    await settle();
    await user.click(within(repayBlock()!).getByRole('button', { name: 'Repay' }));
    expect(assign()).toHaveBeenCalledTimes(1);
    expect(place().pathname).toBe(ROUTES.installments);
  });

  it("'delay repayment' is a link to the extension page of the same order", async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1004'));
    const link = screen.getByRole('link', { name: 'delay repayment' });
    expect(link).toHaveAttribute('href', expect.stringContaining(`${ROUTES.extension}?`) as string);
    await user.click(link);
    expectOpenedFor(ROUTES.extension, { productId: '101', orderId: '1004' });
  });

  it("'loan more' saves the event (productId, moduleId 30, positionId 0) and opens the product page through the bridge", async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1009'));
    await user.click(screen.getByRole('button', { name: 'loan more' }));
    await settle();
    expect(requestsTo(EVENT).map((r) => r.body)).toEqual([{ productId: '101', moduleId: '30', positionId: '0' }]);
    expect(bridgeCalls()).toEqual([{ method: 'openPage', payload: { url: 'loanapp://productDetail?productId=101' } }]);
  });

  it("'loan more' does not wait for the event: a failed save changes nothing", async () => {
    server.use(http.post(`*${EVENT}`, () => HttpResponse.error()));
    const user = await openSettled(() => openPage('productId=101&orderId=1009'));
    await user.click(screen.getByRole('button', { name: 'loan more' }));
    await settle();
    expect(bridgeCalls().map((c) => c.method)).toEqual(['openPage']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'loan more' })).toBeEnabled();
  });

  it("'more products' asks the host for its home screen", async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    await user.click(screen.getByRole('button', { name: 'more products' }));
    expect(bridgeCalls()).toEqual([{ method: 'goHome', payload: {} }]);
  });

  it('shows each recommended product: logo, name, button, amount and its description, rate, description, tags on the first two', async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    const cash = card('CashSetu');
    expect(within(cash).getByRole('heading', { level: 3, name: 'CashSetu' })).toBeInTheDocument();
    expect(within(cash).getByRole('button', { name: 'Apply now' })).toBeEnabled();
    expect(within(cash).getByText('Loan amount').nextElementSibling).toHaveTextContent(/^₹5,000\.00 - ₹80,000\.00$/);
    expect(within(cash).getByText('Interest').nextElementSibling).toHaveTextContent('0.04%');
    expect(within(cash).getByText('Bigger loans repaid in three easy installments.')).toBeInTheDocument();
    expect(within(cash).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pay in 3 parts', 'No collateral']);
    expect(cash.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^(\/|https?:|data:)/) as string);
    // flag and globally '0' (quota full): greyed, announced as off, and a tap does nothing.
    const full = card('LakhLine');
    expect(full.closest('li')).toHaveClass('loan-details__product-card--grey');
    expect(within(full).getByRole('button', { name: 'Quota full' })).toBeDisabled();
    expect(full).toHaveAccessibleDescription('Not available now');
    expect(within(full).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['High limit']);
    await user.click(within(full).getByRole('button', { name: 'Quota full' }));
    await settle();
    expect(requestsTo(endpoints.productJump)).toEqual([]);
    expect(requestsTo(EVENT)).toEqual([]);
    // §9: the third card has tags too ('First loan welcome'): not shown.
    expect(within(card('PaisaPal')).queryByRole('listitem')).toBeNull();
    expect(card('PaisaPal')).not.toHaveAccessibleDescription();
  });

  it('a greyed card (flag other than 1, still globally clickable) does nothing when tapped and looks off', async () => {
    answerDetails({
      orderStatus: '21',
      noticeStatusText: 'Under review',
      productName: 'RupeeNow',
      recProducts: [
        { targetId: '102', name: 'CashSetu', btnText: 'Apply now', flag: '1', globally: '1' },
        { targetId: '104', name: 'PaisaPal', btnText: 'Come back later', flag: '2', globally: '1' },
      ],
    });
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    const grey = card('PaisaPal');
    expect(grey.closest('li')).toHaveClass('loan-details__product-card--grey');
    expect(grey).toHaveAccessibleDescription('Not available now');
    const button = within(grey).getByRole('button', { name: 'Come back later' });
    expect(button).toBeDisabled();
    await user.click(button);
    await settle();
    expect(requestsTo(endpoints.productJump)).toEqual([]);
    expect(requestsTo(EVENT)).toEqual([]);
    expect(within(card('CashSetu')).getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  it('a tapped product saves its event and posts the product jump once, then opens an http link in the web view', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`*${endpoints.productJump}`, async ({ request }) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        db.log({ method: 'POST', path: new URL(request.url).pathname, query: {}, body });
        await held;
        return HttpResponse.json({ code: '00', message: 'ok', data: { url: 'https://play.google.com/store/apps/details?id=com.kredit.cashsetu' } });
      }),
    );
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    const apply = within(card('CashSetu')).getByRole('button', { name: 'Apply now' });
    await user.click(apply);
    await settle();
    // In flight: the button waits, every other card too; a second tap sends nothing.
    expect(apply).toBeDisabled();
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(within(card('PaisaPal')).getByRole('button', { name: 'Apply now' })).toBeDisabled();
    await user.click(apply);
    await settle();
    const jumps = requestsTo(endpoints.productJump);
    expect(jumps.map((r) => r.body)).toEqual([{ module: '300', position: '0', target: '102' }]);
    expect(requestsTo(EVENT).map((r) => r.body)).toEqual([{ productId: '102', moduleId: '300', positionId: '0' }]);

    release();
    await settle();
    expect(assign().mock.calls).toEqual([['https://play.google.com/store/apps/details?id=com.kredit.cashsetu']]);
    expect(bridgeCalls()).toEqual([]);
    expect(apply).toBeEnabled();
  });

  it('the product jump is a form post (the form client: swift and eyes headers)', async () => {
    const seen: { type: string | null; swift: string | null; body: string }[] = [];
    server.use(
      http.post(`*${endpoints.productJump}`, async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), swift: request.headers.get('swift'), body: await request.text() });
        return HttpResponse.json({ code: '00', message: 'ok', data: { url: 'loanapp://product?id=104' } });
      }),
    );
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    await user.click(within(card('PaisaPal')).getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.type).toContain('application/x-www-form-urlencoded');
    expect(seen[0]!.swift).toBe('');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ module: '300', position: '2', target: '104' });
    // Not http: through the native bridge.
    expect(bridgeCalls()).toEqual([{ method: 'openPage', payload: { url: 'loanapp://product?id=104' } }]);
    expect(assign()).not.toHaveBeenCalled();
  });

  it("toasts the server's message on a product-jump code other than '00', and opens nothing", async () => {
    server.use(
      http.post(`*${endpoints.productJump}`, () => HttpResponse.json({ code: '01', message: 'This product is full today', data: null })),
    );
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    await user.click(within(card('CashSetu')).getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(toast()).toHaveTextContent(/^This product is full today$/);
    expect(assign()).not.toHaveBeenCalled();
    expect(bridgeCalls()).toEqual([]);
    expect(within(card('CashSetu')).getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  it('says so when the product could not be opened (a fault or an unsafe link)', async () => {
    // The fault goes first (the once handler is listed last, so it is asked first), the unsafe link second.
    server.use(
      http.post(`*${endpoints.productJump}`, () => HttpResponse.json({ code: '00', message: 'ok', data: { url: 'javascript:alert(1)' } })),
      http.post(`*${endpoints.productJump}`, () => HttpResponse.error(), { once: true }),
    );
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    await user.click(within(card('CashSetu')).getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(toast()).toHaveTextContent(/^The product could not be opened\. Please try again\.$/);
    await elapse(3000);
    await user.click(within(card('CashSetu')).getByRole('button', { name: 'Apply now' }));
    await settle();
    expect(toast()).toHaveTextContent(/^The product could not be opened\. Please try again\.$/);
    expect(assign()).not.toHaveBeenCalled();
    expect(bridgeCalls()).toEqual([]);
  });

  it('dials the telephone of the answer through the host', async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1001'));
    const phone = screen.getByRole('button', { name: /^Customer service / });
    await user.click(phone);
    expect(bridgeCalls()).toHaveLength(1);
    expect(bridgeCalls()[0]!.method).toBe('callPhone');
    expect((bridgeCalls()[0]!.payload as { phone: string }).phone).toBe(phone.textContent!.replace('Customer service ', ''));
  });
});

describe('loan details of an overdue order (issue 18 §5)', () => {
  const today = () => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  };

  it("says how many days overdue, and never 'Repay by <a past date>' beside it", async () => {
    await openPage('productId=101&orderId=1004');
    await settle();
    expect(banner()).toHaveAttribute('data-banner', '180');
    expect(within(banner()).getByText(/^Your loan is \d+ days overdue\. Late fees grow every day, please repay now\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Repay by/)).toBeNull();
    expect(within(repayBlock()!).getByText('Repay now: the late fee grows every day until the loan is paid.')).toBeInTheDocument();
    // The due date is still shown, as the past date it is, labelled as such.
    const rows = screen.getByLabelText('Loan information');
    const due = within(rows).getByText('Due date').nextElementSibling!.textContent!;
    expect(due < today()).toBe(true);
  });

  it("drops a server's reminder that names a past date, whatever the server says", async () => {
    answerDetails({
      orderStatus: '180',
      noticeStatusText: 'Overdue',
      noticeDesText: 'Your loan is 9 days overdue.',
      productName: 'RupeeNow',
      reyMsg: 'Repay by 2020-01-31 to avoid late fees.',
    });
    await openPage('productId=101&orderId=1004');
    await settle();
    expect(screen.getByText('Your loan is 9 days overdue.')).toBeInTheDocument();
    expect(screen.queryByText(/Repay by/)).toBeNull();
    expect(within(repayBlock()!).getByRole('button', { name: 'Repay' })).toBeEnabled();
  });
});

describe('loan details, the rating pop-up', () => {
  it('opens by itself 3 s after the details load when isScore is 1, and never when it is not', async () => {
    await openPage('productId=101&orderId=1006');
    await settle();
    expect(ratingDialog()).toBeNull();
    await elapse(RATING_PROMPT_MS - 1);
    expect(ratingDialog()).toBeNull();
    await elapse(1);
    const dialog = ratingDialog()!;
    expect(within(dialog).getByRole('radiogroup')).toBeInTheDocument();
    expect(stars(dialog)).toEqual([false, false, false, false, false]);
    expect(checked(dialog)).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('does not open for an order whose isScore is 0', async () => {
    await openPage('productId=101&orderId=1009');
    await settle();
    await elapse(10_000);
    expect(ratingDialog()).toBeNull();
  });

  it("fills the stars up to the tapped one; Submit with none says 'Silakan pilih' (in English) and sends nothing", async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1006'));
    await elapse(RATING_PROMPT_MS);
    const dialog = ratingDialog()!;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(toast()).toHaveTextContent(/^Please choose a star rating$/);
    expect(requestsTo(endpoints.googleScore)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: '3 star' }));
    expect(stars(dialog)).toEqual([true, true, true, false, false]);
    expect(checked(dialog)).toEqual(['false', 'false', 'true', 'false', 'false']);
    await user.click(within(dialog).getByRole('radio', { name: '2 star' }));
    expect(stars(dialog)).toEqual([true, true, false, false, false]);
  });

  it('4 or more stars: Submit posts google-score with 5, opens the native rate screen and closes', async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1006'));
    await elapse(RATING_PROMPT_MS);
    const dialog = ratingDialog()!;
    await user.click(within(dialog).getByRole('radio', { name: '4 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await settle();
    const sent = requestsTo(endpoints.googleScore);
    expect(sent.map((r) => [r.method, r.body])).toEqual([['POST', { score: '5' }]]);
    expect(bridgeCalls()).toEqual([{ method: 'goRate', payload: {} }]);
    expect(ratingDialog()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rate our app' })).toBeNull();
  });

  it('fewer than 4 stars: Submit posts 5 all the same, closes and opens the thank-you pop-up', async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1006'));
    await elapse(RATING_PROMPT_MS);
    await user.click(within(ratingDialog()!).getByRole('radio', { name: '1 star' }));
    await user.click(within(ratingDialog()!).getByRole('button', { name: 'Submit' }));
    await settle();
    expect(requestsTo(endpoints.googleScore).map((r) => r.body)).toEqual([{ score: '5' }]);
    expect(ratingDialog()).toBeNull();
    expect(bridgeCalls()).toEqual([]);
    const thanks = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(thanks).toHaveTextContent('Thank you for your feedback.');
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Submit is sent once while it is in flight', async () => {
    server.use(
      http.post(`*${endpoints.googleScore}`, async ({ request }) => {
        db.log({ method: 'POST', path: new URL(request.url).pathname, query: {}, body: Object.fromEntries(new URLSearchParams(await request.text())) });
        await delay(1000);
        return HttpResponse.json({ code: '00', message: 'ok', data: null });
      }),
    );
    const user = await openSettled(() => openPage('productId=101&orderId=1006'));
    await elapse(RATING_PROMPT_MS);
    const dialog = ratingDialog()!;
    await user.click(within(dialog).getByRole('radio', { name: '5 star' }));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await settle();
    expect(submit).toBeDisabled();
    await user.click(submit);
    await settle();
    expect(requestsTo(endpoints.googleScore)).toHaveLength(1);
    await elapse(1000);
    await settle();
    expect(requestsTo(endpoints.googleScore)).toHaveLength(1);
    expect(bridgeCalls().map((c) => c.method)).toEqual(['goRate']);
  });

  it('Cancel closes it without sending; opened again from the page, its stars are back at 0', async () => {
    const user = await openSettled(() => openPage('productId=101&orderId=1006'));
    await elapse(RATING_PROMPT_MS);
    await user.click(within(ratingDialog()!).getByRole('radio', { name: '2 star' }));
    await user.click(within(ratingDialog()!).getByRole('button', { name: 'Cancel' }));
    expect(ratingDialog()).toBeNull();
    expect(requestsTo(endpoints.googleScore)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rate our app' }));
    expect(stars(ratingDialog()!)).toEqual([false, false, false, false, false]);
  });
});

describe('loan details, Indonesia', () => {
  it("shows the order in Indonesian with rupiah, the English quotes translated, 'Silakan pilih' as quoted, and rates it", async () => {
    const user = setupUser();
    await openPage('productId=201&orderId=2006', 'ID');
    expect(document.title).toBe('Detail Pinjaman');
    await settle();
    expect(document.title).toBe('DanaKilat');
    expect(banner()).toHaveAttribute('data-banner', '200');
    expect(within(banner()).getByRole('heading', { level: 2 })).toHaveTextContent(NOTICE['200'].title.ID);
    const rows = screen.getByLabelText('Informasi pinjaman');
    expect(within(rows).getByText('Jumlah pinjaman').nextElementSibling).toHaveTextContent(/^Rp5\.000\.000,00$/);
    expect(screen.getByRole('button', { name: 'Pinjam lagi' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'loan more' })).toBeNull();
    expect(recommended()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rekomendasi untuk Anda' })).toBeNull();

    await elapse(RATING_PROMPT_MS);
    const dialog = screen.getByRole('dialog', { name: 'Suka dengan aplikasi kami?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(toast()).toHaveTextContent(/^Silakan pilih$/);
    await user.click(within(dialog).getByRole('radio', { name: '2 bintang' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await settle();
    expect(requestsTo(endpoints.googleScore).map((r) => r.body)).toEqual([{ score: '5' }]);
    expect(screen.getByRole('dialog', { name: 'Terima kasih!' })).toBeInTheDocument();
  });

  it("shows the repay block with 'delay repayment' ('Tunda pembayaran') for an order due today, and the recommended list where it belongs", async () => {
    await openPage('productId=201&orderId=2008', 'ID');
    await settle();
    expect(banner()).toHaveAttribute('data-banner', '21');
    const block = screen.getByRole('group', { name: 'Pembayaran' });
    expect(within(block).getByRole('button', { name: 'Bayar' })).toBeEnabled();
    expect(within(block).getByRole('link', { name: 'Tunda pembayaran' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Rekomendasi untuk Anda' });
    expect(within(list).getByRole('button', { name: 'Produk lainnya' })).toBeInTheDocument();
    expect(within(list).getByText('Rp1.000.000,00 - Rp8.000.000,00')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Kuota penuh' })).toBeDisabled();
    expect(within(list).getByRole('article', { name: 'SakuTunai' })).toHaveAccessibleDescription('Belum tersedia');
  });
});
