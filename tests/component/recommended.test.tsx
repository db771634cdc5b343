import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config, paths } from '@/config';
import { server } from '@mocks/node';
import { expectFault, expectRefusal, holdPosts, openScreen, openSettled, openThroughLoading, recordAssign, recordHost, removeBridge, requestsTo, SESSION, settle, toast, useFakeClock } from '../support';

/**
 * The recommended list ('Pengajuan Khusus', 'Special Applications' in India; §2, §3, §5, §7
 * "Recommended products", §8, §9)
 * through its real flow against the demo backend. India lists RupeeNow 101, CashSetu 102,
 * LakhLine 103 (buttonStatus '0', 'Quota full') and PaisaPal 104; Indonesia 201-204 alike.
 * Applying answers the product's Play Store link, which the native bridge opens.
 */
const LIST = paths.service('/v3/product/recommend-product-list');
const EVENT = paths.service('/pageEvent/save');
const APPLY = paths.service('/v3/product/apply');

/** The list of `query` in `market`, opened from another page; the address carries spits=S1 too. */
const openPage = (query = 'scene=banner_jingzhun', market: 'IN' | 'ID' = 'IN') =>
  openScreen('recommended', { market, session: `${SESSION[market]}&spits=S1`, query, before: ['/start'] });

const card = (name: string) => screen.getByRole('article', { name });
const applyButton = (name: string) => within(card(name)).getByRole('button');

/** The Android host, recording what the page asked of it. */
const bridgeCalls = recordHost();
/** window.location.assign, which opens a link of this H5 in place (jsdom cannot navigate). */
const assign = recordAssign();

/** The list after a tap on RupeeNow's card, apply answering `body` once. */
async function applyAnswered(body: unknown) {
  server.use(http.post(`*${APPLY}`, () => HttpResponse.json(body as never), { once: true }));
  const user = await openSettled(() => openPage());
  await user.click(applyButton('RupeeNow'));
  await settle();
  return user;
}

useFakeClock();

describe('recommended list, India', () => {
  it("asks the list for the page's scene and shows every card under 'Pengajuan Khusus' in English", async () => {
    await openThroughLoading(() => openPage());

    expect(requestsTo(LIST).map((r) => [r.method, r.body])).toEqual([['POST', { scene: 'banner_jingzhun' }]]);
    expect(requestsTo(LIST)[0]!.query).toMatchObject({ isNeedPop: '1', deviceId: 'demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Special Applications' })).toBeInTheDocument();
    expect(document.title).toBe('Special Applications');
    expect(screen.queryByText('loading...')).toBeNull();

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['RupeeNow', 'CashSetu', 'LakhLine', 'PaisaPal']);
    const first = card('RupeeNow');
    expect(within(first).getByRole('heading', { level: 2, name: 'RupeeNow' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Apply now' })).toBeEnabled();
    expect(within(first).getByText('Loan amount').nextElementSibling).toHaveTextContent(/^₹2,000\.00 - ₹50,000\.00$/);
    expect(within(first).getByText('Interest rate').nextElementSibling).toHaveTextContent(/^0\.05% per day$/);
    expect(within(first).getByText('Salary-backed cash in your bank account within 2 hours.')).toBeInTheDocument();
    const logo = first.querySelector('img')!;
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '48');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo.getAttribute('src')).toMatch(/^data:|^https?:|^\//);
  });

  it('shows tags on the first two cards only, and lazy-loads the logos below the fold', async () => {
    await openPage();
    await settle();
    const tags = (name: string) => within(card(name)).queryByRole('list', { name: 'Highlights' });
    expect(within(tags('RupeeNow')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Instant approval', 'Low interest']);
    expect(within(tags('CashSetu')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pay in 3 parts', 'No collateral']);
    // LakhLine and PaisaPal have tags too ('High limit', 'First loan welcome'): not shown.
    expect(tags('LakhLine')).toBeNull();
    expect(tags('PaisaPal')).toBeNull();
    expect(screen.queryByText('High limit')).toBeNull();
    expect(screen.queryByText('First loan welcome')).toBeNull();
    const loading = screen.getAllByRole('article').map((c) => c.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it("a card with buttonStatus '0' looks disabled and a tap on it sends nothing", async () => {
    const user = await openSettled(() => openPage());
    const full = card('LakhLine');
    expect(full).toHaveClass('product-card--inactive');
    expect(applyButton('LakhLine')).toHaveTextContent(/^Quota full$/);
    expect(applyButton('LakhLine')).toBeDisabled();
    await user.click(applyButton('LakhLine'));
    await user.click(full);
    await settle();
    expect(requestsTo(EVENT)).toEqual([]);
    expect(requestsTo(APPLY)).toEqual([]);
    expect(bridgeCalls()).toEqual([]);
  });

  it("leaves out what a product left blank: no rate row, no description, no blank tag, and the button says 'Apply'", async () => {
    const product = { buttonStatus: '1', amountRange: '₹2,000 - ₹80,000', amountRangeDes: 'Loan amount', productLogo: '' };
    server.use(
      http.post(`*${LIST}`, () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: [
            { ...product, id: 1, productName: 'Blank', buttonText: '  ', loan_rate: '', productDesc: '', productTags: ['Fast', '  ', ''] },
            { ...product, id: 2, productName: 'Told', buttonText: 'Get cash', loan_rate: '0.05%/day', productDesc: 'Quick money', productTags: [] },
          ],
        }),
      ),
    );
    await openSettled(() => openPage());
    const figures = (name: string) => [...card(name).querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures('Blank')).toEqual([['Loan amount', '₹2,000 - ₹80,000']]);
    expect(figures('Told')).toEqual([
      ['Loan amount', '₹2,000 - ₹80,000'],
      ['Interest rate', '0.05%/day'],
    ]);
    expect(card('Blank').querySelectorAll('p')).toHaveLength(0);
    expect(within(card('Told')).getByText('Quick money').tagName).toBe('P');
    expect(within(within(card('Blank')).getByRole('list', { name: 'Highlights' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fast']);
    expect(applyButton('Blank')).toHaveTextContent(/^Apply$/);
    expect(applyButton('Told')).toHaveTextContent(/^Get cash$/);
    // Both take a tap: drawn as active cards, neither greyed.
    expect(card('Blank').className).toBe('product-card');
  });

  it('treats a numeric buttonStatus 0 the same', async () => {
    server.use(
      http.post(`*${LIST}`, () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: [{ id: 7, productName: 'Numeric', buttonStatus: 0, buttonText: 'Penuh', productTags: [] }],
        }),
      ),
    );
    const user = await openSettled(() => openPage());
    expect(applyButton('Numeric')).toBeDisabled();
    await user.click(applyButton('Numeric'));
    await settle();
    expect(requestsTo(APPLY)).toEqual([]);
  });

  it('a tap saves the page event (301, its position) and applies with product_id, module_id and scene; the bridge opens the link', async () => {
    const user = await openSettled(() => openPage());
    await user.click(applyButton('CashSetu'));
    await settle();

    expect(requestsTo(EVENT).map((r) => r.body)).toEqual([{ productId: '102', moduleId: '301', positionId: '1' }]);
    expect(requestsTo(APPLY).map((r) => r.body)).toEqual([{ product_id: '102', module_id: '301', scene: 'banner_jingzhun' }]);
    expect(requestsTo(APPLY)[0]!.query).toMatchObject({ isNeedPop: '1', deviceId: 'demo' });
    expect(bridgeCalls()).toEqual([
      { method: 'openPage', payload: { url: 'https://play.google.com/store/apps/details?id=com.kredit.cashsetu' } },
    ]);
    expect(assign()).not.toHaveBeenCalled();
    // The list stays, ready for another tap when the user comes back.
    expect(applyButton('RupeeNow')).toBeEnabled();
  });

  it.each([
    ['tanchuang_jingzhun', '301'],
    ['tanchuang_fudai', '302'],
    ['banner_fudai', '302'],
    ['home', '300'],
  ])('scene %s saves module %s and applies with it', async (scene, moduleId) => {
    const user = await openSettled(() => openPage(`scene=${scene}`));
    await user.click(applyButton('PaisaPal'));
    await settle();
    expect(requestsTo(LIST)[0]!.body).toEqual({ scene });
    expect(requestsTo(EVENT).map((r) => r.body)).toEqual([{ productId: '104', moduleId, positionId: '3' }]);
    expect(requestsTo(APPLY).map((r) => r.body)).toEqual([{ product_id: '104', module_id: moduleId, scene }]);
  });

  it('sends nothing for a second tap on any card while the apply is in flight, and shows it busy', async () => {
    const held = holdPosts(APPLY, { url: 'https://partner.example/apply' });
    const user = await openSettled(() => openPage());
    await user.click(applyButton('RupeeNow'));
    await settle();
    expect(applyButton('RupeeNow')).toHaveAttribute('aria-busy', 'true');
    expect(applyButton('RupeeNow')).toBeDisabled();
    expect(applyButton('CashSetu')).toBeDisabled();
    expect(applyButton('PaisaPal')).toBeDisabled();
    await user.click(applyButton('RupeeNow'));
    await user.click(applyButton('CashSetu'));
    await settle();
    expect(held.posted).toEqual(['product_id=101&module_id=301&scene=banner_jingzhun']);
    expect(requestsTo(EVENT)).toHaveLength(1);

    await act(async () => held.release());
    await settle();
    expect(bridgeCalls()).toEqual([{ method: 'openPage', payload: { url: 'https://partner.example/apply' } }]);
    expect(applyButton('CashSetu')).toBeEnabled();
  });

  it('a failing page event never blocks the apply', async () => {
    server.use(http.post(`*${EVENT}`, () => HttpResponse.error()));
    const user = await openSettled(() => openPage());
    await user.click(applyButton('RupeeNow'));
    await settle();
    expect(requestsTo(APPLY).map((r) => r.body)).toEqual([{ product_id: '101', module_id: '301', scene: 'banner_jingzhun' }]);
    expect(bridgeCalls().map((c) => c.method)).toEqual(['openPage']);
    expect(screen.queryByText('error')).toBeNull();
  });

  it('opens a route of this H5 given as a full address in-app through the router, not through the bridge', async () => {
    const own = `${window.location.origin}/loanConfirm?productId=101`;
    await applyAnswered({ code: '00', message: 'success', data: { url: own } });
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/loanConfirm\?productId=101$/);
    expect(assign()).not.toHaveBeenCalled();
    expect(bridgeCalls()).toEqual([]);
  });

  it("opens an address at the build's configured H5 host (VITE_H5_HOST) in this web view, not through the bridge", async () => {
    // The build's configuration, as a build with VITE_H5_HOST set would have it.
    const built = config as { host: string };
    const configured = built.host;
    built.host = 'https://h5.kredit.example';
    onTestFinished(() => {
      built.host = configured;
    });
    await applyAnswered({ code: '00', message: 'success', data: { url: 'https://h5.kredit.example/loanConfirm?productId=101' } });
    expect(assign().mock.calls).toEqual([['https://h5.kredit.example/loanConfirm?productId=101']]);
    expect(bridgeCalls()).toEqual([]);
  });

  it('loads an address of this H5 that is not one of its routes as a page of its own, never the not-found page', async () => {
    const page = `${window.location.origin}/promo/apply.html?productId=101`;
    await applyAnswered({ code: '00', message: 'success', data: { url: page } });
    expect(assign().mock.calls).toEqual([[page]]);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(bridgeCalls()).toEqual([]);
  });

  it('opens an app path in place through the router', async () => {
    await applyAnswered({ code: '00', message: 'success', data: { url: '/loanConfirm?productId=101' } });
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/loanConfirm\?productId=101$/);
    expect(bridgeCalls()).toEqual([]);
  });

  it("toasts the server's message when the apply is refused, and 'error' when the network fails", async () => {
    const user = await applyAnswered({ code: '01', message: 'This product is full today, please apply again tomorrow', data: null });
    expect(toast()).toHaveTextContent(/^This product is full today, please apply again tomorrow$/);
    expect(bridgeCalls()).toEqual([]);
    expect(applyButton('RupeeNow')).toBeEnabled();

    let dropped = 0;
    server.use(http.post(`*${APPLY}`, () => ((dropped += 1), HttpResponse.error()), { once: true }));
    await user.click(applyButton('RupeeNow'));
    await settle();
    expect(toast()).toHaveTextContent(/^error$/);
    expect(dropped).toBe(1);
    expect(applyButton('RupeeNow')).toBeEnabled();
  });

  it('never hands an unsafe link to anyone: it says the product could not be opened', async () => {
    await applyAnswered({ code: '00', message: 'success', data: { url: 'javascript:alert(1)' } });
    expect(toast()).toHaveTextContent(/^This product could not be opened\.$/);
    expect(bridgeCalls()).toEqual([]);
    expect(assign()).not.toHaveBeenCalled();
  });

  it("the empty list says so in English and 'Back to Home' ('Kembali Ke Beranda') asks the host for its home page", async () => {
    server.use(http.post(`*${LIST}`, () => HttpResponse.json({ code: '00', message: 'success', data: [] })));
    const user = await openSettled(() => openPage());
    expect(screen.getByText('Applications are full today. Please apply again tomorrow.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(bridgeCalls()).toEqual([{ method: 'goHome', payload: {} }]);
  });

  it('in a plain browser the home button goes to the site home', async () => {
    removeBridge();
    server.use(http.post(`*${LIST}`, () => HttpResponse.json({ code: '00', message: 'success', data: null })));
    const user = await openSettled(() => openPage());
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/$/);
  });

  it("a refused list shows the server's message once with Back, which closes the web view", async () => {
    server.use(http.post(`*${LIST}`, () => HttpResponse.json({ code: '01', message: 'Not available in your area', data: null })));
    const user = await openSettled(() => openPage());
    await user.click(expectRefusal('Not available in your area').back);
    expect(bridgeCalls()).toEqual([{ method: 'closeWebView', payload: {} }]);
  });

  it('a fault offers a retry that asks again', async () => {
    let dropped = 0;
    server.use(http.post(`*${LIST}`, () => ((dropped += 1), HttpResponse.error()), { once: true }));
    const user = await openSettled(() => openPage());
    await user.click(expectFault('The products could not be loaded.').retry);
    await settle();
    expect(dropped).toBe(1);
    expect(requestsTo(LIST).map((r) => r.body)).toEqual([{ scene: 'banner_jingzhun' }]);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('recommended list, Indonesia', () => {
  it("shows the Indonesian products in rupiah under the quoted title 'Pengajuan Khusus'", async () => {
    const user = await openSettled(() => openPage('scene=banner_fudai', 'ID'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pengajuan Khusus' })).toBeInTheDocument();
    expect(document.title).toBe('Pengajuan Khusus');
    const first = card('DanaKilat');
    expect(within(first).getByText('Jumlah pinjaman').nextElementSibling).toHaveTextContent(/^Rp1\.000\.000,00 - Rp8\.000\.000,00$/);
    expect(within(first).getByText('Suku bunga').nextElementSibling).toHaveTextContent(/^0\.05% per hari$/);
    expect(within(first).getByRole('list', { name: 'Keunggulan' })).toHaveTextContent('Cair cepat');
    expect(applyButton('SakuTunai')).toHaveTextContent(/^Kuota penuh$/);
    expect(applyButton('SakuTunai')).toBeDisabled();

    await user.click(applyButton('TunaiMudah'));
    await settle();
    expect(requestsTo(EVENT).map((r) => r.body)).toEqual([{ productId: '204', moduleId: '302', positionId: '3' }]);
    expect(requestsTo(APPLY).map((r) => r.body)).toEqual([{ product_id: '204', module_id: '302', scene: 'banner_fudai' }]);
    expect(bridgeCalls()).toEqual([
      { method: 'openPage', payload: { url: 'https://play.google.com/store/apps/details?id=com.kredit.tunaimudah' } },
    ]);
  });

  it('keeps the quota-full page as quoted', async () => {
    server.use(http.post(`*${LIST}`, () => HttpResponse.json({ code: '00', message: 'success', data: [] })));
    await openPage('scene=banner_jingzhun', 'ID');
    await settle();
    expect(screen.getByText('Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali Ke Beranda' })).toBeEnabled();
  });
});
