import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import {
  addressBar,
  answerInit,
  browserBack,
  COMPLAINT_DEVICE as DEVICE,
  ENTRY_INIT as LOOKUP,
  listedOrder,
  NEW_INIT as INIT,
  openNewComplaint as openPage,
  openOrder,
  requestsTo,
  where,
} from '../support';

const DEVICE_ID = 'deviceId=demo-1&isNeedPop=0';
const IN_CATEGORIES = ['Loan application', 'Repayment', 'Account', 'Collection'];
const ID_CATEGORIES = ['Pengajuan Pinjaman', 'Pembayaran', 'Akun', 'Penagihan'];

/** The first problem-init, which takes an orderId: asked for the orderNo of an address that has none. */
const lookups = () => requestsTo(LOOKUP).filter((r) => !r.path.endsWith(INIT));
const ORDER = listedOrder({ orderNo: 'IN9', productName: 'RupeeNow', status: 'Overdue', list: [{ title: 'Loan amount', value: '₹5,000' }] });
/** The category tiles are exactly these buttons, named by these titles, in this order. */
function expectTiles(region: HTMLElement, titles: readonly string[]) {
  const buttons = within(region).getAllByRole('button');
  expect(buttons).toHaveLength(titles.length);
  titles.forEach((title, index) => expect(within(region).getByRole('button', { name: title })).toBe(buttons[index]));
}
const helpRegion = () => screen.getByRole('region', { name: 'What do you need help with?' });

describe('new complaint page', () => {
  it('finds the orderNo of an address with only an orderId, asks the v3 problem-init with it, and shows the order and the four categories', async () => {
    await openOrder(openPage);
    const card = screen.getByRole('article', { name: 'CashSetu' });
    expect(within(screen.getByRole('region', { name: 'Selected order' })).getByRole('article')).toBe(card);
    expect(within(card).getByRole('button', { name: 'All' })).toHaveAttribute('aria-haspopup', 'dialog');
    // First the problem-init that takes an orderId, then the v3 one with the orderNo it named (§7).
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]).toMatchObject({ method: 'POST', body: { orderId: '1003' } });
    expect(requestsTo(INIT)).toHaveLength(1);
    const sent = db.lastRequest(INIT)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ orderNo: 'IN2406000003' });
    expect(sent.query).toMatchObject({ deviceId: 'demo-1', isNeedPop: '1' });
    expect(db.requests.findIndex((r) => r === lookups()[0])).toBeLessThan(db.requests.findIndex((r) => r === sent));
    // The address stays as the app wrote it.
    expect(where()).toBe(`/complainNewPage?orderId=1003&${DEVICE}`);
    expect(screen.getByRole('heading', { level: 2, name: 'What do you need help with?' })).toBeInTheDocument();
    // The tiles are buttons named by their titles, in the server's order (the chatbot's index),
    // each with the pictogram of its topic: no letter stands in for an icon.
    expectTiles(helpRegion(), IN_CATEGORIES);
    const glyphs = ['apply', 'repay', 'account', 'collection'];
    IN_CATEGORIES.forEach((title, index) => {
      const tile = screen.getByRole('button', { name: title });
      expect(tile.querySelector('img')).toBeNull();
      expect(tile.querySelector('svg')).toHaveAttribute('data-glyph', glyphs[index]);
      expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(tile).toHaveTextContent(new RegExp(`^${title}$`));
    });
  });

  it('offers the categories of Indonesia in Indonesian, and switches orders there', async () => {
    const user = await openOrder(openPage, `orderId=2004&${DEVICE_ID}`, 'DanaKilat', { market: 'ID' });
    const card = screen.getByRole('article', { name: 'DanaKilat' });
    expect(screen.getByRole('heading', { level: 2, name: 'Apa yang bisa kami bantu?' })).toBeInTheDocument();
    expect(screen.getByText('Pilih topik, asisten kami akan membantu Anda untuk pesanan ini.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Apa yang bisa kami bantu?' });
    expectTiles(region, ID_CATEGORIES);
    await user.click(within(card).getByRole('button', { name: 'Semua' }));
    const sheet = await screen.findByRole('dialog', { name: 'Semua pesanan' });
    expect(within(sheet).getAllByRole('button', { name: /No\. Pesanan/ })).toHaveLength(10);
    expect(within(sheet).getByRole('button', { name: /No\. Pesanan ID2406000004/ })).toHaveAttribute('aria-current', 'true');
    expect(within(sheet).getByText('Terpilih')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: /No\. Pesanan ID2406000003/ }));
    await screen.findByRole('article', { name: 'UangCepat' });
    await user.click(screen.getByRole('button', { name: 'Penagihan' }));
    await screen.findByText('The chatbot');
    expect(where()).toBe(`/intelligentCustomerService?selectedIndex=3&orderNo=ID2406000003&${DEVICE_ID}`);
  });

  it('opens the chatbot with the chosen category and the selected order, and Back comes back to them', async () => {
    const user = await openOrder(openPage);
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await screen.findByText('The chatbot');
    expect(where()).toBe(`/intelligentCustomerService?selectedIndex=1&orderNo=IN2406000003&${DEVICE}`);
    await browserBack();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(where()).toBe(`/complainNewPage?orderId=1003&${DEVICE}`);
    expect(requestsTo(INIT).map((r) => r.body)).toEqual([{ orderNo: 'IN2406000003' }, { orderNo: 'IN2406000003' }]);
    expect(lookups().map((r) => r.body)).toEqual([{ orderId: '1003' }, { orderId: '1003' }]);
    await user.click(screen.getByRole('button', { name: 'Loan application' }));
    await screen.findByText('The chatbot');
    expect(where()).toBe(`/intelligentCustomerService?selectedIndex=0&orderNo=IN2406000003&${DEVICE}`);
  });

  it('shows which category opens, busy, while the chatbot is on its way, and ignores another tap', async () => {
    const user = await openOrder(openPage, `orderId=1001&${DEVICE}`, 'RupeeNow', { slowChatbot: true });
    expect(screen.getByRole('button', { name: 'Account' })).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const opening = screen.getByRole('button', { name: 'Account' });
    expect(opening).toHaveAttribute('aria-busy', 'true');
    expect(opening.querySelector('.ui-spinner')).not.toBeNull();
    expect(opening.closest('ul')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Repayment' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Repayment' }).querySelector('.ui-spinner')).toBeNull();
  });

  it("Back while the chatbot's code is on its way gives a working page, every time", async () => {
    const user = await openOrder(openPage, `orderNo=IN2406000003&${DEVICE}`, 'CashSetu', { slowChatbot: true });
    for (const [index, title] of IN_CATEGORIES.entries()) {
      await user.click(screen.getByRole('button', { name: title }));
      expect(addressBar()).toBe(`/intelligentCustomerService?selectedIndex=${index}&orderNo=IN2406000003&${DEVICE}`);
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-busy', 'true');
      await browserBack();
      expect(addressBar()).toBe(`/complainNewPage?orderNo=IN2406000003&${DEVICE}`);
      expect(screen.getByRole('button', { name: title })).not.toHaveAttribute('aria-busy');
      expect(screen.getByRole('button', { name: title }).closest('ul')).not.toHaveAttribute('aria-busy');
      await user.click(screen.getByRole('button', { name: 'All' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'All orders' })).getByRole('button', { name: 'Close' }));
    }
    expect(requestsTo(INIT)).toHaveLength(1);
  }, 20_000);

  it("shows the page's pictogram for a category without a usable icon, and names one without a title by its alias", async () => {
    const bodies = answerInit(INIT, {
      problemType: [
        { value: 7, title: 'Loan application', title_local_alias: 'Apply', icon: 'https://cdn.example.com/apply.png' },
        { value: 8, title: 'Repayment', title_local_alias: 'Repay', icon: 'javascript:alert(1)' },
        { value: 9, title: null, title_local_alias: 'Account', icon: null },
        { value: 10, title: 'Collection' },
      ],
      problemSonType: null,
      orderDetail: ORDER,
      orderList: [ORDER],
    });
    await openOrder(openPage, `orderNo=IN2406000001&${DEVICE}`, 'RupeeNow');
    expect(bodies).toEqual(['orderNo=IN2406000001']);
    expectTiles(helpRegion(), IN_CATEGORIES);
    const tile = screen.getByRole('button', { name: 'Loan application' });
    const icon = tile.querySelector('img')!;
    expect(icon).toHaveAttribute('src', 'https://cdn.example.com/apply.png');
    expect(icon).toBeVisible();
    // Once in, the server's icon covers the pictogram beneath it.
    expect(icon).not.toHaveAttribute('data-loaded');
    fireEvent.load(icon);
    expect(icon).toHaveAttribute('data-loaded', 'true');
    // An icon that fails to download leaves no broken-image mark: the pictogram beneath shows.
    fireEvent.error(icon);
    expect(icon).not.toBeVisible();
    expect(tile.querySelector('svg')).toHaveAttribute('data-glyph', 'apply');
    for (const [title, glyph] of [
      ['Repayment', 'repay'],
      ['Account', 'account'],
      ['Collection', 'collection'],
    ] as const) {
      const other = screen.getByRole('button', { name: title });
      expect(other.querySelector('img')).toBeNull();
      expect(other.querySelector('svg')).toHaveAttribute('data-glyph', glyph);
      expect(other).toHaveTextContent(new RegExp(`^${title}$`));
    }
  });

  it('says so when the order has no categories, and the order can still be switched', async () => {
    const bodies = answerInit(INIT, { problemType: [], problemSonType: [], orderDetail: ORDER, orderList: [ORDER, { ...ORDER, orderNo: 'IN8' }] });
    const user = await openOrder(openPage, `orderId=1001&${DEVICE}`, 'RupeeNow');
    expect(
      screen.getByText('No help topics are available for this order. Choose another order or try again later.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What do you need help with?' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN8/ }));
    await waitFor(() => expect(bodies).toEqual(['orderNo=IN2406000001', 'orderNo=IN8']));
    expect(where()).toBe(`/complainNewPage?orderNo=IN8&${DEVICE}`);
  });

  it('shows a failed lookup of the orderId with a retry that looks it up again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`*${paths.app(LOOKUP)}`, ({ request }) => (request.url.includes(INIT) ? undefined : HttpResponse.error()), { once: true }),
    );
    await openPage(`orderId=1001&${DEVICE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your order. Check your connection and try again.');
    expect(requestsTo(INIT)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(lookups().map((r) => r.body)).toEqual([{ orderId: '1001' }]);
    expect(requestsTo(INIT).map((r) => r.body)).toEqual([{ orderNo: 'IN2406000001' }]);
  });
});
