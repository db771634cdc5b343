import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ComplaintNewContext, NewComplaintData } from '@machines/complaintNew/complaintNew.machine';
import type { LoadResult } from '@machines/shared/load';
import type { OrdersData } from '@machines/shared/orderSwitch';
import { paths } from '@/config';
import ComplaintNewScreen from '@/screens/complaintNew';
import { describePaths, envelope, refusal, type StateCheckContext } from './replay';
import { complaintNewSpec, NEW_CATEGORIES, NEW_TILE_TITLES } from './specs/complaintNew';

const SESSION = 'deviceId=dev-9&isNeedPop=1&spits=S1';
/** What each status of the spec's orders means, as a borrower should see it. */
const TONE: Record<string, string> = { 'Under review': 'pending', Overdue: 'overdue' };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ComplaintNewContext;
const sheet = (screen: Screen) => screen.getByRole('dialog', { name: 'All orders' });
const helpRegion = (screen: Screen) => screen.getByRole('region', { name: 'What do you need help with?' });

/** The server's words for the flow's categories (the binding reads them back). */
const asServer = (data: NewComplaintData) => ({
  problemType: data.categories.map((category) => ({
    value: category.value,
    title: category.title,
    title_local_alias: category.alias,
    icon: category.icon,
  })),
  problemSonType: [],
  orderDetail: data.orderDetail,
  orderList: data.orderList,
});

/**
 * The page at the order the address names: by its orderNo, or by the orderId it was opened with
 * (whose orderNo the page looked up: the address stays as the app wrote it).
 */
function expectOrderInAddress({ place, snapshot }: StateCheckContext) {
  const { request } = contextOf(snapshot);
  expect(place.pathname).toBe('/complainNewPage');
  expect(place.query).toMatchObject({ deviceId: 'dev-9', isNeedPop: '1', spits: 'S1' });
  if (request.orderId !== '') {
    expect(place.query.orderId).toBe(request.orderId);
    expect(place.query).not.toHaveProperty('orderNo');
  } else {
    expect(place.query.orderNo).toBe(request.orderNo);
    expect(place.query).not.toHaveProperty('orderId');
  }
}

/** Each tile's pictogram, by the words of its category (the page's own, under any icon of the server's). */
const NEW_GLYPHS = ['apply', 'repay', 'account', 'collection'];

/** The four tiles: buttons named by their titles, the server's icon where it gave one, the page's pictogram always. */
function expectTiles(screen: Screen) {
  const region = helpRegion(screen);
  const buttons = within(region).getAllByRole('button');
  expect(buttons).toHaveLength(NEW_TILE_TITLES.length);
  NEW_TILE_TITLES.forEach((title, index) => {
    const tile = within(region).getByRole('button', { name: title });
    expect(tile).toBe(buttons[index]);
    expect(tile).toBeEnabled();
    const icon = NEW_CATEGORIES[index]!.icon;
    if (icon === '') expect(tile.querySelector('img')).toBeNull();
    else expect(tile.querySelector('img')).toHaveAttribute('src', icon);
    expect(tile.querySelector('svg')).toHaveAttribute('data-glyph', NEW_GLYPHS[index]);
    // No letter stands in for an icon.
    expect(tile).toHaveTextContent(new RegExp(`^${title}$`));
  });
}

describePaths(complaintNewSpec)({
  screen: ComplaintNewScreen,
  address: `/complainNewPage?deviceId=dev-9&isNeedPop=1&orderId=1001&spits=S1`,
  // The chatbot's code is still on its way when a category opens it: Back can cancel the move.
  othersLoading: true,
  network: {
    findOrder: {
      method: 'POST',
      path: paths.app('/user-problem/problem-init'),
      answer: (output: LoadResult<OrdersData>) =>
        output.ok ? envelope({ problemType: [], problemSonType: [], ...output.data }) : refusal(output.message),
    },
    loadInit: {
      method: 'POST',
      path: paths.app('/h5-api/v3/user-problem/problem-init'),
      answer: (output: LoadResult<NewComplaintData>) => (output.ok ? envelope(asServer(output.data)) : refusal(output.message)),
    },
  },
  gestures: {
    'user.retry': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'user.leave': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Back' })),
    'user.openOrders': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'All' })),
    'user.closeOrders': async ({ user, screen }) =>
      user.click(within(sheet(screen)).getByRole('button', { name: 'Close' })),
    'user.pickOrder': async ({ user, screen, event }) =>
      user.click(within(sheet(screen)).getByRole('button', { name: new RegExp(`Order No\\. ${event.orderNo}`) })),
    'user.pickCategory': async ({ user, screen, event }) =>
      user.click(within(helpRegion(screen)).getByRole('button', { name: NEW_TILE_TITLES[event.index] })),
    // The browser's Back while the chatbot's code loads: the router shows this page again, unchanged.
    'history.back': async ({ back }) => back(),
  },
  states: {
    // Every state: the page is titled, and problem-init is in flight exactly while the page says it is loading.
    '*': ({ screen, snapshot, place, network }) => {
      if (place.pathname !== '/complainNewPage') {
        expect(snapshot.matches('opening'), `left for ${place.pathname} from a state that does not leave`).toBe(true);
      }
      expect(document.title).toBe('New complaint');
      expect(screen.getByRole('heading', { level: 1, name: 'New complaint' })).toBeInTheDocument();
      expect(network.waiting('loadInit')).toBe(snapshot.matches('loading') ? 1 : 0);
      expect(network.waiting('findOrder')).toBe(snapshot.matches('findingOrder') ? 1 : 0);
    },
    starting: () => {
      throw new Error('starting is transient: no step rests in it');
    },
    // An address with an orderId alone: its orderNo is looked up first (§7 v3 takes an orderNo only).
    findingOrder: (context) => {
      const { screen, network } = context;
      expect(screen.getByText('loading...')).toBeInTheDocument();
      const last = network.requestsOf('findOrder').at(-1)!;
      expect(last.method).toBe('POST');
      expect(last.body).toEqual({ orderId: '1001' });
      expect(last.query).toMatchObject({ deviceId: 'dev-9', isNeedPop: '1' });
      expect(network.requestsOf('loadInit')).toEqual([]);
      expectOrderInAddress(context);
    },
    // One v3 problem-init per entry into loading, always by orderNo (§7): the address's, the one
    // looked up for its orderId, a picked order's, the same again on a retry.
    loading: (context) => {
      const { screen, event, network, place, snapshot } = context;
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'What do you need help with?' })).not.toBeInTheDocument();
      const last = network.requestsOf('loadInit').at(-1)!;
      expect(last.method).toBe('POST');
      expect(last.query).toMatchObject({ deviceId: 'dev-9', isNeedPop: '1' });
      expect(last.headers.spits).toBe('S1');
      expect(last.body).toEqual({ orderNo: contextOf(snapshot).request.orderNo });
      expect(last.body.orderNo).not.toBe('');
      if (event?.type === 'xstate.done.actor.findOrder') expect(last.body).toEqual({ orderNo: 'IN2406000001' });
      if (event?.type === 'user.pickOrder') {
        const { orderNo } = event as { orderNo?: string };
        expect(last.body).toEqual({ orderNo });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        // The pick replaced the address: a reload, or Back from the chatbot, comes back to this order.
        expect(place.query.orderNo).toBe(orderNo);
        expect(place.query).not.toHaveProperty('orderId');
      }
      if (event?.type === 'user.retry') {
        const requests = network.requestsOf('loadInit');
        expect(last.body).toEqual(requests.at(-2)!.body);
      }
      expectOrderInAddress(context);
    },
    // A network fault: our message and a retry.
    failed: ({ screen }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent('We could not load your order. Check your connection and try again.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    // A refusal: the server's message once (no toast), a way out, and no retry that cannot help.
    refused: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Order not found');
      expect(screen.getAllByText('Order not found')).toHaveLength(1);
      expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(bridge).toEqual(event?.type === 'user.leave' ? [{ method: 'closeWebView', payload: {} }] : []);
    },
    noOrder: ({ screen, event, bridge }) => {
      expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
      expect(screen.getByText('A complaint is filed about an order, and you have none yet.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: 'What do you need help with?' })).not.toBeInTheDocument();
      expect(bridge).toEqual(event?.type === 'user.leave' ? [{ method: 'closeWebView', payload: {} }] : []);
    },
    // The selected order's card (§3) with the 'All' button, at the address of that order.
    ready: (context) => {
      const { screen, snapshot } = context;
      const { order } = contextOf(snapshot);
      if (!order) throw new Error('ready without an order');
      expectOrderInAddress(context);
      const card = within(screen.getByRole('region', { name: 'Selected order' })).getByRole('article', {
        name: order.productName,
      });
      expect(within(card).getByText(order.status)).toHaveClass('ui-tone', `ui-tone--${TONE[order.status]}`);
      for (const line of order.list) {
        expect(within(card).getByText(line.title)).toBeInTheDocument();
        expect(within(card).getByText(line.value)).toBeInTheDocument();
      }
      expect(within(card).getByRole('button', { name: 'All' })).toHaveAttribute('aria-haspopup', 'dialog');
      expect(screen.getByRole('heading', { level: 2, name: 'What do you need help with?' })).toBeInTheDocument();
    },
    'ready.browsing': ({ screen }) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    'ready.browsing.categories': ({ screen }) => {
      expectTiles(screen);
      expect(screen.getByText('Choose a topic and our assistant will help you with this order.')).toBeInTheDocument();
      expect(within(helpRegion(screen)).getByRole('list')).not.toHaveAttribute('aria-busy');
    },
    'ready.browsing.noCategories': ({ screen }) => {
      expect(
        screen.getByText('No help topics are available for this order. Choose another order or try again later.'),
      ).toBeInTheDocument();
      expect(within(helpRegion(screen)).queryByRole('button')).not.toBeInTheDocument();
    },
    // Every order, the shown one marked, over what the page showed.
    'ready.choosingOrder': ({ screen, snapshot }) => {
      const { order, orders, categories } = contextOf(snapshot);
      const options = within(sheet(screen)).getAllByRole('button', { name: /Order No\./ });
      expect(options).toHaveLength(orders.length);
      for (const item of orders) {
        const option = within(sheet(screen)).getByRole('button', { name: new RegExp(`Order No\\. ${item.orderNo}`) });
        expect(option).toHaveTextContent(item.productName);
        expect(within(option).getByText(item.status)).toHaveClass(`ui-tone--${TONE[item.status]}`);
        if (item.orderNo === order?.orderNo) {
          expect(option).toHaveAttribute('aria-current', 'true');
          expect(within(option).getByText('Selected')).toBeInTheDocument();
        } else expect(option).not.toHaveAttribute('aria-current');
      }
      if (categories.length > 0) expectTiles(screen);
    },
    // The chatbot is asked for with the chosen category's index and the selected order (§2), a
    // push; until its code arrives this page stays, the tile busy.
    opening: ({ screen, place, event, previous }) => {
      const { order } = contextOf(previous!);
      const { index } = event as { type: string; index: number };
      expect(place.pathname).toBe('/intelligentCustomerService');
      expect(place.search).toBe(`?selectedIndex=${index}&orderNo=${order!.orderNo}&${SESSION}`);
      const tile = within(helpRegion(screen)).getByRole('button', { name: NEW_TILE_TITLES[index] });
      expect(tile).toHaveAttribute('aria-busy', 'true');
      expect(within(helpRegion(screen)).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    },
  },
});
