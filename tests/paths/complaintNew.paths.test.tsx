import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ComplaintNewContext, NewComplaintData } from '@machines/complaintNew/complaintNew.machine';
import type { OrdersData } from '@machines/shared/orderSwitch';
import { paths } from '@/config';
import ComplaintNewScreen from '@/screens/complaintNew';
import { expectNoOrders, expectOrderAddress, expectOrderCard, expectOrderSheet, expectPickedOrder, orderOption, orderSwitchGestures } from '../support';
import {
  answerLoad, describePaths, loadFailureStates, DEVICE_QUERY, expectLeftOnlyFrom, expectOnlyClosedOnLeave, expectSessionPost, post, pressBack, tap, transient,
  type StateCheckContext,
} from './replay';
import { complaintNewSpec, NEW_CATEGORIES, NEW_TILE_TITLES } from './specs/complaintNew';

const SESSION = 'deviceId=dev-9&isNeedPop=1&spits=S1';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ComplaintNewContext;
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
  const [key, value] = request.orderId !== '' ? (['orderId', request.orderId] as const) : (['orderNo', request.orderNo] as const);
  expectOrderAddress(place, { pathname: '/complainNewPage', session: { ...DEVICE_QUERY, spits: 'S1' } }, key, value);
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
    findOrder: post(paths.app('/user-problem/problem-init'), answerLoad((data: OrdersData) => ({ problemType: [], problemSonType: [], ...data }))),
    loadInit: post(paths.app('/h5-api/v3/user-problem/problem-init'), answerLoad(asServer)),
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tap('Back'),
    ...orderSwitchGestures,
    'user.pickCategory': async ({ user, screen, event }) =>
      user.click(within(helpRegion(screen)).getByRole('button', { name: NEW_TILE_TITLES[event.index] })),
    // The browser's Back while the chatbot's code loads: the router shows this page again, unchanged.
    'history.back': pressBack,
  },
  states: {
    // Every state: the page is titled, and problem-init is in flight exactly while the page says it is loading.
    '*': (context) => {
      const { screen, snapshot, network } = context;
      expectLeftOnlyFrom(context, '/complainNewPage', 'opening');
      expect(document.title).toBe('New complaint');
      expect(screen.getByRole('heading', { level: 1, name: 'New complaint' })).toBeInTheDocument();
      expect(network.waiting('loadInit')).toBe(snapshot.matches('loading') ? 1 : 0);
      expect(network.waiting('findOrder')).toBe(snapshot.matches('findingOrder') ? 1 : 0);
    },
    starting: transient('starting'),
    // An address with an orderId alone: its orderNo is looked up first (§7 v3 takes an orderNo only).
    findingOrder: (context) => {
      const { screen, network } = context;
      expect(screen.getByText('loading...')).toBeInTheDocument();
      const last = network.last('findOrder');
      expect(last.method).toBe('POST');
      expect(last.body).toEqual({ orderId: '1001' });
      expect(last.query).toMatchObject(DEVICE_QUERY);
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
      const last = network.last('loadInit');
      expectSessionPost(last, DEVICE_QUERY);
      expect(last.body).toEqual({ orderNo: contextOf(snapshot).request.orderNo });
      expect(last.body.orderNo).not.toBe('');
      if (event?.type === 'xstate.done.actor.findOrder') expect(last.body).toEqual({ orderNo: 'IN2406000001' });
      if (event?.type === 'user.pickOrder') {
        const { orderNo } = event as { orderNo?: string };
        // The pick replaced the address: a reload, or Back from the chatbot, comes back to this order.
        expectPickedOrder(last.body, place, orderNo, screen);
      }
      if (event?.type === 'user.retry') expect(last.body).toEqual(network.requestsOf('loadInit').at(-2)!.body);
      expectOrderInAddress(context);
    },
    // A network fault: our message and a retry. A refusal: the server's message once (no toast),
    // a way out, and no retry that cannot help.
    ...loadFailureStates(['Something went wrong', 'We could not load your order. Check your connection and try again.'], 'Order not found'),
    noOrder: (context) => {
      expectNoOrders(context.screen);
      expect(context.screen.queryByRole('region', { name: 'What do you need help with?' })).not.toBeInTheDocument();
      expectOnlyClosedOnLeave(context);
    },
    // The selected order's card (§3) with the 'All' button, at the address of that order.
    ready: (context) => {
      const { screen, snapshot } = context;
      const { order } = contextOf(snapshot);
      if (!order) throw new Error('ready without an order');
      expectOrderInAddress(context);
      expectOrderCard(within(screen.getByRole('region', { name: 'Selected order' })).getByRole('article', { name: order.productName }), order);
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
      expectOrderSheet(orders, order, screen);
      // The selected one also says so in words.
      const selected = orders.find((item) => item.orderNo === order?.orderNo);
      if (selected) expect(within(orderOption(selected.orderNo, screen)).getByText('Selected')).toBeInTheDocument();
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
