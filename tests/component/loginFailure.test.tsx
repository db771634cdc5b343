import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { server } from '@mocks/node';
import { expectFault, holdPosts, openScreen, openSettled, openThroughLoading, recordAssign, recordHost, requestsTo, SESSION, settle, setupUser, toast, useFakeClock } from '../support';

/**
 * The joint-login-failure page (§2, §7 "Joint-login-failure") through its real flow against the
 * demo backend: stand/targeted answers the notice ('Login failed' / 'Login gagal') and the
 * message, stand/necessity the four products of the market (the third one full), stand/joint the
 * product's Play Store link. All three are form-client posts.
 */
const TARGETED = paths.service('/stand/targeted');
const NECESSITY = paths.service('/stand/necessity');
const JOINT = paths.service('/stand/joint');
const MESSAGE = {
  IN: 'We could not sign you in to this partner. You can apply with one of these products instead.',
  ID: 'Kami tidak dapat memasukkan Anda ke mitra ini. Anda bisa mengajukan di produk berikut.',
};

/** The page in `market`, opened from another page; the address names the four §7 header values too. */
const openPage = (market: 'IN' | 'ID' = 'IN') =>
  openScreen('loginFailure', { market, session: `${SESSION[market]}&swift=W1&eyes=E1&spits=S1&beech=B1`, before: ['/start'] });

const card = (name: string) => screen.getByRole('article', { name });
const applyButton = (name: string) => within(card(name)).getByRole('button');

const bridgeCalls = recordHost();
const assign = recordAssign();

/** The page after a tap on PaisaPal's card, stand/joint answering the link `url` once. */
async function applyFor(url: string) {
  server.use(http.post(`*${JOINT}`, () => HttpResponse.json({ code: '00', message: 'success', data: { url } }), { once: true }));
  const user = await openSettled(() => openPage());
  await user.click(applyButton('PaisaPal'));
  await settle();
}

/** The headers each stand post arrived with (the demo backend then answers it as usual). */
function watchHeaders() {
  const seen: { path: string; headers: Record<string, string> }[] = [];
  server.use(
    http.post('*/stand/*', ({ request }) => {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => (headers[key] = value));
      seen.push({ path: new URL(request.url).pathname, headers });
      return undefined;
    }),
  );
  return seen;
}

useFakeClock();

describe('joint-login-failure page, India', () => {
  it('posts stand/targeted and stand/necessity through the form client and shows the notice, the message and the products', async () => {
    const headers = watchHeaders();
    await openThroughLoading(() => openPage());

    expect(requestsTo(TARGETED).map((r) => [r.method, r.body])).toEqual([['POST', {}]]);
    expect(requestsTo(NECESSITY).map((r) => [r.method, r.body])).toEqual([['POST', {}]]);
    expect(requestsTo(TARGETED)[0]!.query).toMatchObject({ isNeedPop: '1', deviceId: 'demo' });
    // The form client: form-urlencoded with swift and eyes (the JSON client sends spits and beech).
    expect(headers.map((h) => h.path)).toEqual([TARGETED, NECESSITY].map((p) => expect.stringContaining(p) as unknown));
    for (const { headers: h } of headers) {
      expect(h).toMatchObject({ swift: 'W1', eyes: 'E1', 'x-requested-with': 'XMLHttpRequest' });
      expect(h['content-type']).toContain('application/x-www-form-urlencoded');
      expect(h.spits).toBeUndefined();
    }

    expect(screen.getByRole('heading', { level: 1, name: 'Other loan products' })).toBeInTheDocument();
    expect(document.title).toBe('Other loan products');
    const notice = screen.getByRole('region', { name: 'Login failed' });
    expect(notice).toHaveTextContent(`Login failed${MESSAGE.IN}`);
    const products = screen.getByRole('region', { name: 'You can apply with' });
    expect(within(products).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'RupeeNow',
      'CashSetu',
      'LakhLine',
      'PaisaPal',
    ]);
    // The recommended list's card: name, button, amount range and its description, rate, tags on two.
    const first = card('RupeeNow');
    expect(within(first).getByRole('heading', { level: 3, name: 'RupeeNow' })).toBeInTheDocument();
    expect(within(first).getByText('Loan amount').nextElementSibling).toHaveTextContent(/^₹2,000\.00 - ₹50,000\.00$/);
    expect(within(first).getByText('Interest rate').nextElementSibling).toHaveTextContent(/^0\.05% per day$/);
    expect(within(first).getByRole('list', { name: 'Highlights' })).toHaveTextContent('Instant approval');
    expect(within(card('PaisaPal')).queryByRole('list')).toBeNull();
    expect(card('LakhLine')).toHaveClass('product-card--inactive');
    expect(applyButton('LakhLine')).toBeDisabled();
  });

  it('applying posts stand/joint with product_id through the form client and the bridge opens the link', async () => {
    const headers = watchHeaders();
    const user = await openSettled(() => openPage());
    await user.click(applyButton('CashSetu'));
    await settle();
    expect(requestsTo(JOINT).map((r) => [r.method, r.body])).toEqual([['POST', { product_id: '102' }]]);
    expect(headers.at(-1)!.headers).toMatchObject({ swift: 'W1', eyes: 'E1' });
    expect(bridgeCalls()).toEqual([
      { method: 'openPage', payload: { url: 'https://play.google.com/store/apps/details?id=com.kredit.cashsetu' } },
    ]);
    // No page event on this page (the spec names none).
    expect(requestsTo(paths.service('/pageEvent/save'))).toEqual([]);
  });

  it('a tap on the full card sends nothing; a second tap while applying sends nothing', async () => {
    const held = holdPosts(JOINT, { url: 'https://partner.example/x' });
    const user = await openSettled(() => openPage());
    await user.click(applyButton('LakhLine'));
    await settle();
    expect(held.posted).toEqual([]);

    await user.click(applyButton('RupeeNow'));
    await settle();
    expect(applyButton('RupeeNow')).toHaveAttribute('aria-busy', 'true');
    expect(applyButton('PaisaPal')).toBeDisabled();
    await user.click(applyButton('RupeeNow'));
    await user.click(applyButton('PaisaPal'));
    await settle();
    expect(held.posted).toEqual(['product_id=101']);
    await act(async () => held.release());
    await settle();
    expect(bridgeCalls()).toEqual([{ method: 'openPage', payload: { url: 'https://partner.example/x' } }]);
    expect(applyButton('PaisaPal')).toBeEnabled();
  });

  it('opens a route of this H5 in-app, and another address of this H5 as a page of its own', async () => {
    await applyFor(`${window.location.origin}/loanConfirm?productId=104`);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/loanConfirm\?productId=104$/);
    expect(assign()).not.toHaveBeenCalled();
    expect(bridgeCalls()).toEqual([]);
  });

  it('never opens an address of this H5 that is not one of its routes in the router (its not-found page): a document load', async () => {
    const page = `${window.location.origin}/partners/apply.html?productId=104`;
    await applyFor(page);
    expect(assign().mock.calls).toEqual([[page]]);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(bridgeCalls()).toEqual([]);
  });

  it("toasts the server's message on a refused apply, 'error' on a fault", async () => {
    server.use(
      http.post(`*${JOINT}`, () => HttpResponse.json({ code: '01', message: 'Partner is closed today', data: null }), { once: true }),
    );
    const user = await openSettled(() => openPage());
    await user.click(applyButton('RupeeNow'));
    await settle();
    expect(toast()).toHaveTextContent(/^Partner is closed today$/);
    expect(bridgeCalls()).toEqual([]);

    server.use(http.post(`*${JOINT}`, () => HttpResponse.error(), { once: true }));
    await user.click(applyButton('RupeeNow'));
    await settle();
    expect(toast()).toHaveTextContent(/^error$/);
    expect(applyButton('RupeeNow')).toBeEnabled();
  });

  it('no alternative products: the notice and the message stay, with a retry', async () => {
    server.use(http.post(`*${NECESSITY}`, () => HttpResponse.json({ code: '00', message: 'success', data: { list: [] } }), { once: true }));
    const user = await openSettled(() => openPage());
    expect(screen.getByRole('region', { name: 'Login failed' })).toHaveTextContent(MESSAGE.IN);
    expect(screen.getByText('No other product is available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it("a refusal shows the server's message with Back, which closes the web view; a fault offers a retry", async () => {
    const user = setupUser();
    server.use(
      http.post(`*${TARGETED}`, () => HttpResponse.json({ code: '01', message: 'Session expired', data: null }), { once: true }),
    );
    const view = await openPage();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Session expired');
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
    view.unmount();

    server.use(http.post(`*${NECESSITY}`, () => HttpResponse.error(), { once: true }));
    await openPage();
    await settle();
    const retry = expectFault('This page could not be loaded.').retry;
    expect(screen.queryByRole('region', { name: 'Login failed' })).toBeNull();
    await user.click(retry);
    await settle();
    expect(screen.getByRole('region', { name: 'Login failed' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('joint-login-failure page, Indonesia', () => {
  it('shows the Indonesian notice, message and products, and applies', async () => {
    const user = await openSettled(() => openPage('ID'));
    expect(screen.getByRole('heading', { level: 1, name: 'Produk pinjaman lain' })).toBeInTheDocument();
    expect(document.title).toBe('Produk pinjaman lain');
    expect(screen.getByRole('region', { name: 'Login gagal' })).toHaveTextContent(MESSAGE.ID);
    const products = screen.getByRole('region', { name: 'Anda bisa mengajukan di' });
    expect(within(products).getAllByRole('article')).toHaveLength(4);
    expect(within(card('DanaKilat')).getByText('Jumlah pinjaman').nextElementSibling).toHaveTextContent(/^Rp1\.000\.000,00 - Rp8\.000\.000,00$/);
    expect(applyButton('SakuTunai')).toBeDisabled();
    await user.click(applyButton('DanaKilat'));
    await settle();
    expect(requestsTo(JOINT).map((r) => r.body)).toEqual([{ product_id: '201' }]);
    expect(bridgeCalls()).toEqual([
      { method: 'openPage', payload: { url: 'https://play.google.com/store/apps/details?id=com.kredit.danakilat' } },
    ]);
  });
});
