import { within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ComplaintEntryContext, ProblemInitData } from '@machines/complaintEntry/complaintEntry.machine';
import { paths } from '@/config';
import ComplaintEntryScreen from '@/screens/complaintEntry';
import { expectNoOrders, expectOrderAddress, expectOrderCard, expectOrderSheet, expectPickedOrder, orderSwitchGestures } from '../support';
import {
  answerLoad, describePaths, loadFailureStates, DEVICE_QUERY, expectLeftOnlyFrom, expectOnlyClosedOnLeave, expectSessionPost, post, pressBack, tap,
  type StateCheckContext,
} from './replay';
import { complaintEntrySpec, ENTRY_SUB_TYPES, ENTRY_TYPES } from './specs/complaintEntry';

const SESSION = 'deviceId=dev-9&isNeedPop=1&spits=S1';
const REFUSAL = 'The selected order does not support sending collection types';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ComplaintEntryContext;
const titleOf = (options: readonly { value: string; title: string }[], value: string) =>
  options.find((option) => option.value === value)?.title ?? `missing option ${value}`;

/** The order the address names: the one problem-init was asked for, the way it was asked. */
function expectOrderInAddress({ place, snapshot }: StateCheckContext) {
  const { request } = contextOf(snapshot);
  const [key, value] = request.orderNo !== '' ? (['orderNo', request.orderNo] as const) : (['orderId', request.orderId] as const);
  expectOrderAddress(place, { pathname: '/complaint', session: { ...DEVICE_QUERY, spits: 'S1' } }, key, value);
}

function expectTypesStep(context: StateCheckContext) {
  expectOrderInAddress(context);
  expect(context.place.query).not.toHaveProperty('step');
  expect(context.screen.getByRole('heading', { level: 2, name: 'Question type' })).toBeInTheDocument();
  expect(context.screen.queryByRole('button', { name: 'Back to question types' })).not.toBeInTheDocument();
}

/** A list the borrower can choose from: nothing busy (after Back cancelled the form, no spinner stays). */
function expectListFree({ screen }: StateCheckContext) {
  const list = within(screen.getByRole('region', { name: /^(Question type|Collection)$/ })).getByRole('list');
  expect(list).not.toHaveAttribute('aria-busy');
  expect(within(list).queryAllByRole('button').filter((button) => button.getAttribute('aria-busy') === 'true')).toEqual([]);
}

describePaths(complaintEntrySpec)({
  screen: ComplaintEntryScreen,
  address: `/complaint?deviceId=dev-9&isNeedPop=1&orderId=1001&spits=S1`,
  // The form's code is still on its way when a choice opens it: Back can cancel the move.
  othersLoading: true,
  network: {
    loadInit: post(paths.app('/user-problem/problem-init'), answerLoad<ProblemInitData>()),
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tap('Back'),
    ...orderSwitchGestures,
    'user.pickType': async ({ user, screen, event }) =>
      user.click(screen.getByRole('button', { name: titleOf(ENTRY_TYPES, event.value) })),
    'user.pickSubType': async ({ user, screen, event }) =>
      user.click(screen.getByRole('button', { name: titleOf(ENTRY_SUB_TYPES, event.value) })),
    'user.backToTypes': async ({ user, screen }) =>
      user.click(screen.getByRole('button', { name: 'Back to question types' })),
    // The browser's Back button: the screen hears of it only through the router.
    'address.changed': pressBack,
    // The browser's Back while the form's code loads: the router shows this page again, unchanged.
    'history.back': pressBack,
  },
  states: {
    // Every state: the page is titled, the list of complaints is one tap away with the session, and
    // problem-init is in flight exactly while the page says it is loading.
    '*': (context) => {
      const { screen, snapshot, network } = context;
      expectLeftOnlyFrom(context, '/complaint', 'opening');
      expect(document.title).toBe('Complaint');
      expect(screen.getByRole('heading', { level: 1, name: 'Complaint' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My complaints' })).toHaveAttribute('href', `/complaintList?${SESSION}`);
      expect(network.waiting('loadInit')).toBe(snapshot.hasTag('loading') ? 1 : 0);
    },
    // One problem-init per entry into loading, for the order the address names: the query's
    // orderId at first, a picked order by its orderNo, the same order again on a retry.
    loading: (context) => {
      const { screen, snapshot, event, network, place } = context;
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
      const last = network.last('loadInit');
      expectSessionPost(last, DEVICE_QUERY);
      if (event === undefined) expect(last.body).toEqual({ orderId: '1001' });
      if (event?.type === 'user.pickOrder') {
        const { orderNo } = event as { orderNo?: string };
        // The pick replaced the address: a reload, or Back from the form, comes back to this order.
        expectPickedOrder(last.body, place, orderNo, screen);
        if (contextOf(snapshot).step === 'subTypes') expect(place.query.step).toBe('subTypes');
        else expect(place.query).not.toHaveProperty('step');
      }
      if (event?.type === 'user.retry') expect(last.body).toEqual(network.requestsOf('loadInit').at(-2)!.body);
    },
    // A network fault: our message and a retry. A refusal: the server's message once (no toast),
    // a way out, and no retry that cannot help.
    ...loadFailureStates(['Something went wrong', 'We could not load your order. Check your connection and try again.'], 'Order not found'),
    noOrder: (context) => {
      expectNoOrders(context.screen);
      expect(context.screen.queryByRole('heading', { name: 'Question type' })).not.toBeInTheDocument();
      expectOnlyClosedOnLeave(context);
    },
    // The selected order's card (§3): logo, name, a status in the tone of its meaning, its lines.
    ready: ({ screen, snapshot }) => {
      const { order } = contextOf(snapshot);
      if (!order) throw new Error('ready without an order');
      expectOrderCard(screen.getByRole('article', { name: order.productName }), order);
    },
    'ready.browsing': ({ screen }) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    'ready.browsing.types': (context) => {
      const { screen, snapshot, event } = context;
      expectTypesStep(context);
      for (const type of ENTRY_TYPES) expect(screen.getByRole('button', { name: type.title })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Abusive language' })).not.toBeInTheDocument();
      expectListFree(context);
      if (event?.type === 'user.pickType') {
        // Only a refused collection complaint leaves the user on the types.
        expect(contextOf(snapshot).order?.isShow).not.toBe('1');
        expect(screen.getByText(REFUSAL)).toBeInTheDocument();
      } else {
        expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
      }
    },
    // A history entry of its own, for the order shown.
    'ready.browsing.subTypes': (context) => {
      const { screen, place } = context;
      expectOrderInAddress(context);
      expect(place.query.step).toBe('subTypes');
      expect(screen.getByRole('heading', { level: 2, name: 'Collection' })).toBeInTheDocument();
      expect(screen.getByText('Choose what happened')).toBeInTheDocument();
      for (const sub of ENTRY_SUB_TYPES) expect(screen.getByRole('button', { name: sub.title })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back to question types' })).toBeEnabled();
      expectListFree(context);
      expect(screen.queryByRole('button', { name: 'Repayment' })).not.toBeInTheDocument();
      expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    },
    'ready.browsing.noTypes': (context) => {
      const { screen } = context;
      expectTypesStep(context);
      expect(
        screen.getByText('No question types are available for this order. Choose another order or try again later.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Collection' })).not.toBeInTheDocument();
    },
    // Every order, the shown one marked, over the list it was opened on.
    'ready.choosingOrder': ({ screen, snapshot, place }) => {
      const { order, orders, step } = contextOf(snapshot);
      expectOrderSheet(orders, order, screen);
      expect(place.query.step).toBe(step === 'subTypes' ? 'subTypes' : undefined);
    },
    // The form is asked for with the choice and the order (§2), problemSonType listed even when
    // empty; until its code arrives this page stays, the choice busy, the list taking no other.
    opening: ({ screen, place, event, previous }) => {
      const { order } = contextOf(previous!);
      const picked = event as { type: string; value: string };
      const [problemType, problemSonType] = picked.type === 'user.pickSubType' ? ['1', picked.value] : [picked.value, ''];
      expect(place.pathname).toBe('/complainPageNext');
      expect(place.search).toBe(
        `?problemType=${problemType}&problemSonType=${problemSonType}&orderNo=${order!.orderNo}&${SESSION}`,
      );
      const options = picked.type === 'user.pickSubType' ? ENTRY_SUB_TYPES : ENTRY_TYPES;
      const chosen = screen.getByRole('button', { name: titleOf(options, picked.value) });
      expect(chosen).toHaveAttribute('aria-busy', 'true');
      expect(chosen.closest('ul')).toHaveAttribute('aria-busy', 'true');
    },
  },
});
