import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import {
  answerInit,
  browserBack,
  COMPLAINT_DEVICE as DEVICE,
  ENTRY_INIT,
  expectFault,
  expectRefusal,
  NEW_INIT,
  openEntry,
  openNewComplaint,
  type OpenOptions,
  openOrder,
  requestsTo,
  where,
} from '../support';

/**
 * What the complaint entry and the new complaint page share: the selected order, loaded by
 * problem-init, and the sheet of all orders that switches it (src/screens/shared/OrderSwitcher.tsx).
 * Every scenario runs on both pages; what differs per page is a parameter: the address, the
 * problem-init and what it is asked, the page the order is carried to, and the page's own checks of
 * what the server received.
 */

/** The new page's first problem-init, which takes an orderId: asked for the orderNo of an address that has none. */
const lookups = () => requestsTo(ENTRY_INIT).filter((r) => !r.path.endsWith(NEW_INIT));

interface OrderPage {
  name: string;
  /** Its name, the title and the heading, in each market. */
  heading: { IN: string; ID: string };
  open: (query: string, options?: OpenOptions) => Promise<unknown>;
  /** The page's path. */
  route: string;
  /** Its problem-init. */
  init: string;
  /** What its problem-init is sent for the address `orderId=1001` (the new page asks by orderNo only). */
  first: { orderId: string } | { orderNo: string };
  /** The same, as the form body the server received. */
  firstBody: string;
  /** What problem-init is sent for an address without an order. */
  noOrderBody: string;
  /** The question type (entry) or category (new page) a user taps, and the page it opens. */
  tap: string;
  next: string;
  /** What the StrictMode load shows last: the order card (entry) or the first tile (new page). */
  loaded: { role: 'article' | 'button'; name: string };
  /** The page's own checks of what the server received (the new page looks an orderId up first). */
  sent: {
    /** After a retry of a dropped problem-init for order 1001. */
    retried: () => void;
    /** After a refusal of order 999 (the demo backend knows no such order). */
    refused: () => void;
    /** For an address naming both an orderNo and an orderId. */
    byOrderNo: () => void;
    /** For an address without an order. */
    noOrder: () => void;
  };
  /** Checks of the page's own beyond the shared ones. */
  own?: {
    /** Of the sheet when it opens. */
    sheet?: (sheet: HTMLElement) => void;
    /** Once the tapped type or category opened the next page. */
    next?: () => void;
    /** Of the page for a user without orders. */
    noOrders?: () => void;
  };
  /** The type or category the server names for a user without orders. */
  noOrdersType: { value: string; title: string };
}

const PAGES: OrderPage[] = [
  {
    name: 'complaint entry',
    heading: { IN: 'Complaint', ID: 'Keluhan' },
    open: openEntry,
    route: ROUTES.complaintEntry,
    init: ENTRY_INIT,
    first: { orderId: '1001' },
    firstBody: 'orderId=1001',
    noOrderBody: 'orderId=',
    tap: 'Repayment',
    next: 'The complaint form',
    loaded: { role: 'article', name: 'RupeeNow' },
    sent: {
      retried: () => expect(db.lastRequest(ENTRY_INIT)?.body).toEqual({ orderId: '1001' }),
      refused: () => expect(requestsTo(ENTRY_INIT)).toHaveLength(1),
      byOrderNo: () => expect(db.lastRequest(ENTRY_INIT)?.body).toEqual({ orderNo: 'IN2406000001' }),
      noOrder: () => undefined,
    },
    noOrdersType: { value: '1', title: 'Collection' },
  },
  {
    name: 'new complaint page',
    heading: { IN: 'New complaint', ID: 'Keluhan Baru' },
    open: openNewComplaint,
    route: ROUTES.complaintNew,
    init: NEW_INIT,
    first: { orderNo: 'IN2406000001' },
    firstBody: 'orderNo=IN2406000001',
    noOrderBody: 'orderNo=',
    tap: 'Collection',
    next: 'The chatbot',
    loaded: { role: 'button', name: 'Repayment' },
    sent: {
      retried: () => {
        // The dropped v3 request never reached the demo backend's log; the retry asked it again with
        // the orderNo already found, without looking it up again.
        expect(requestsTo(NEW_INIT).map((r) => r.body)).toEqual([{ orderNo: 'IN2406000001' }]);
        expect(lookups().map((r) => r.body)).toEqual([{ orderId: '1001' }]);
      },
      refused: () => {
        // The orderId named no order: nothing to ask the v3 problem-init about.
        expect(lookups().map((r) => r.body)).toEqual([{ orderId: '999' }]);
        expect(requestsTo(NEW_INIT)).toHaveLength(0);
      },
      byOrderNo: () => {
        expect(requestsTo(NEW_INIT).map((r) => r.body)).toEqual([{ orderNo: 'IN2406000001' }]);
        expect(lookups()).toEqual([]);
      },
      // No order in the address: the v3 problem-init's one field, empty, lets the server choose.
      noOrder: () => expect(lookups()).toEqual([]),
    },
    own: {
      sheet: (sheet) => expect(within(sheet).getAllByText('Selected')).toHaveLength(1),
      next: () => expect(where()).toBe(`/intelligentCustomerService?selectedIndex=3&orderNo=IN2406000003&${DEVICE}`),
      noOrders: () => expect(screen.getByText('A complaint is filed about an order, and you have none yet.')).toBeInTheDocument(),
    },
    noOrdersType: { value: '21', title: 'Repayment' },
  },
];

describe.each(PAGES)('the selected order and its switcher: $name', (page) => {
  /** The page at order 1001 (RupeeNow) once its order shows; a user on the real clock. */
  const openRupeeNow = () => openOrder(page.open, `orderId=1001&${DEVICE}`, 'RupeeNow');

  it('names the page and shows the order of the address in its card, its status in the tone of its meaning', async () => {
    await openOrder(page.open);
    const card = screen.getByRole('article', { name: 'CashSetu' });
    expect(document.title).toBe(page.heading.IN);
    expect(screen.getByRole('heading', { level: 1, name: page.heading.IN })).toBeInTheDocument();
    expect(within(card).getByText('Pending repayment')).toHaveClass('ui-tone', 'ui-tone--pending');
    expect(within(card).getByText('Loan amount')).toBeInTheDocument();
  });

  it('speaks Indonesian in Indonesia: its name, the order in rupiah, tones included', async () => {
    await openOrder(page.open, 'orderId=2004&deviceId=demo-1&isNeedPop=0', 'DanaKilat', { market: 'ID' });
    const card = screen.getByRole('article', { name: 'DanaKilat' });
    expect(document.title).toBe(page.heading.ID);
    expect(screen.getByRole('heading', { level: 1, name: page.heading.ID })).toBeInTheDocument();
    expect(within(card).getByText('Terlambat')).toHaveClass('ui-tone--overdue');
    expect(within(card).getByText(/^Rp/)).toBeInTheDocument();
  });

  it('asks problem-init for the orderNo when the address has one', async () => {
    await openOrder(page.open, `orderNo=IN2406000001&orderId=1003&${DEVICE}`, 'RupeeNow');
    page.sent.byOrderNo();
  });

  it('shows the order under StrictMode, whose remount aborts the first problem-init', async () => {
    await page.open(`orderId=1001&${DEVICE}`, { strict: true });
    await screen.findByRole('article', { name: 'RupeeNow' });
    // The aborted first call must not land as a failure once the second one has answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole(page.loaded.role, { name: page.loaded.name })).toBeInTheDocument();
  });

  it('switches orders from the sheet into the address, so Back from the next page comes back to that order', async () => {
    const user = await openRupeeNow();
    await user.click(screen.getByRole('button', { name: 'All' }));
    const sheet = await screen.findByRole('dialog', { name: 'All orders' });
    expect(within(sheet).getAllByRole('button', { name: /Order No\./ })).toHaveLength(10);
    expect(within(sheet).getByRole('button', { name: /Order No\. IN2406000001/ })).toHaveAttribute('aria-current', 'true');
    page.own?.sheet?.(sheet);

    await user.click(within(sheet).getByRole('button', { name: /Order No\. IN2406000003/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(requestsTo(page.init).map((r) => r.body)).toEqual([page.first, { orderNo: 'IN2406000003' }]);
    expect(where()).toBe(`${page.route}?orderNo=IN2406000003&${DEVICE}`);

    await user.click(screen.getByRole('button', { name: page.tap }));
    await screen.findByText(page.next);
    page.own?.next?.();
    await browserBack();
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(db.lastRequest(page.init)?.body).toEqual({ orderNo: 'IN2406000003' });
  });

  it('closes the sheet without a request when the shown order is picked again, or on Close', async () => {
    const user = await openRupeeNow();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN2406000001/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(page.init)).toHaveLength(1);
    expect(where()).toBe(`${page.route}?orderId=1001&${DEVICE}`);
  });

  it('shows a network failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    server.use(http.post(`*${paths.app(page.init)}`, () => HttpResponse.error(), { once: true }));
    await page.open(`orderId=1001&${DEVICE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(expectFault('We could not load your order. Check your connection and try again.', { alert: alert }).retry);
    await screen.findByRole('article', { name: 'RupeeNow' });
    page.sent.retried();
  });

  it('shows a malformed answer as a failure to retry', async () => {
    const bodies = answerInit(page.init, { problemType: 'x' });
    await page.open(`orderId=1001&${DEVICE}`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load your order. Check your connection and try again.'),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(bodies).toEqual([page.firstBody]);
  });

  it('shows a refusal once, with a way out and no retry', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await page.open(`orderId=999&${DEVICE}`);
    await user.click(expectRefusal('Order not found', { alert: await screen.findByRole('alert') }).back);
    expect(back).toHaveBeenCalledTimes(1);
    page.sent.refused();
    back.mockRestore();
  });

  it('tells a user without orders and leaves through the bridge (history back in a browser)', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const bodies = answerInit(page.init, { problemType: [page.noOrdersType], problemSonType: [], orderDetail: null, orderList: [] });
    await page.open(DEVICE);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    page.own?.noOrders?.();
    expect(screen.queryByRole('button', { name: page.noOrdersType.title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([page.noOrderBody]);
    page.sent.noOrder();
    back.mockRestore();
  });
});
