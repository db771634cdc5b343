import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EntryOrder, InitRequest } from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadFailure } from '@machines/shared/load';
import { ComplaintEntryPage } from '@/screens/complaintEntry/ComplaintEntryView';
import { refreshSession } from '@/services/session';
import { describePaths } from './replay';
import { complaintEntrySpec, ENTRY_SUB_TYPES, ENTRY_TYPES, entryCloseLog } from './specs/complaintEntry';

const REFUSAL = 'The selected order does not support sending collection types';
const titleOf = (options: readonly { value: string; title: string }[], value: string) =>
  options.find((option) => option.value === value)?.title ?? `missing option ${value}`;

interface EntryView {
  request: InitRequest;
  order: EntryOrder | null;
  orders: readonly EntryOrder[];
  failure: LoadFailure | null;
}
const contextOf = (snapshot: { context: unknown }) => snapshot.context as EntryView;

beforeEach(() => {
  refreshSession('?deviceId=dev-9&isNeedPop=1');
  entryCloseLog.length = 0;
});

describePaths(complaintEntrySpec)({
  render: (logic) => (
    <MemoryRouter>
      <ComplaintEntryPage logic={logic} orderId="1001" orderNo="" />
    </MemoryRouter>
  ),
  gestures: {
    'user.retry': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'user.close': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Back' })),
    'user.openOrders': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'All' })),
    'user.closeOrders': async ({ user, screen }) =>
      user.click(within(screen.getByRole('dialog', { name: 'All orders' })).getByRole('button', { name: 'Close' })),
    'user.pickOrder': async ({ user, screen, event }) =>
      user.click(
        within(screen.getByRole('dialog', { name: 'All orders' })).getByRole('button', {
          name: new RegExp(`Order No\\. ${event.orderNo}`),
        }),
      ),
    'user.pickType': async ({ user, screen, event }) =>
      user.click(screen.getByRole('button', { name: titleOf(ENTRY_TYPES, event.value) })),
    'user.pickSubType': async ({ user, screen, event }) =>
      user.click(screen.getByRole('button', { name: titleOf(ENTRY_SUB_TYPES, event.value) })),
    'user.backToTypes': async ({ user, screen }) =>
      user.click(screen.getByRole('button', { name: 'Back to question types' })),
  },
  states: {
    // Every state: the list of complaints is one tap away, with the device parameters.
    '': ({ screen }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Complaint' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My complaints' })).toHaveAttribute(
        'href',
        '/complaintList?deviceId=dev-9&isNeedPop=1',
      );
    },
    loading: ({ screen, snapshot, event, actors }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
      const last = actors.calls.at(-1);
      expect(last?.id).toBe('loadInit');
      expect(last?.input).toEqual(contextOf(snapshot).request);
      if (event === undefined) expect(last?.input).toEqual({ orderId: '1001', orderNo: '' });
      // A switch asks problem-init for the picked order, by its orderNo.
      if (event?.type === 'user.pickOrder') {
        expect(last?.input).toEqual({ orderId: '', orderNo: (event as unknown as { orderNo: string }).orderNo });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
    },
    failed: ({ screen, snapshot }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      const { failure } = contextOf(snapshot);
      expect(alert).toHaveTextContent(
        failure?.kind === 'refused' ? 'Order not found' : 'We could not load your order. Check your connection and try again.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    noOrder: ({ screen, event }) => {
      expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
      expect(screen.getByText('A complaint is filed about an order, and you have none yet.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Question type' })).not.toBeInTheDocument();
      expect(entryCloseLog).toEqual(event?.type === 'user.close' ? ['closeWebView'] : []);
      entryCloseLog.length = 0;
    },
    ready: ({ screen, snapshot }) => {
      const { order } = contextOf(snapshot);
      if (!order) throw new Error('ready without an order');
      const card = screen.getByRole('article', { name: order.productName });
      expect(card).toHaveTextContent(order.status);
      for (const line of order.list) {
        expect(within(card).getByText(line.title)).toBeInTheDocument();
        expect(within(card).getByText(line.value)).toBeInTheDocument();
      }
      expect(within(card).getByRole('button', { name: 'All' })).toHaveAttribute('aria-haspopup', 'dialog');
    },
    'ready.browsing': ({ screen }) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    'ready.browsing.types': ({ screen, snapshot, event, actors }) => {
      expect(screen.getByRole('heading', { name: 'Question type' })).toBeInTheDocument();
      for (const type of ENTRY_TYPES) expect(screen.getByRole('button', { name: type.title })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Abusive language' })).not.toBeInTheDocument();
      if (event?.type === 'user.pickType') {
        // Only a refused collection complaint leaves the user on the types.
        expect(contextOf(snapshot).order?.isShow).not.toBe('1');
        expect(screen.getByText(REFUSAL)).toBeInTheDocument();
        expect(actors.navigations).toEqual([]);
      }
    },
    'ready.browsing.subTypes': ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Collection' })).toBeInTheDocument();
      expect(screen.getByText('Choose what happened')).toBeInTheDocument();
      for (const sub of ENTRY_SUB_TYPES) expect(screen.getByRole('button', { name: sub.title })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back to question types' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Repayment' })).not.toBeInTheDocument();
      expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    },
    'ready.browsing.noTypes': ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Question type' })).toBeInTheDocument();
      expect(
        screen.getByText('No question types are available for this order. Choose another order or try again later.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Collection' })).not.toBeInTheDocument();
    },
    'ready.choosingOrder': ({ screen, snapshot }) => {
      const { order, orders } = contextOf(snapshot);
      const sheet = screen.getByRole('dialog', { name: 'All orders' });
      const options = within(sheet)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-label') !== 'Close');
      expect(options).toHaveLength(orders.length);
      for (const item of orders) {
        const option = within(sheet).getByRole('button', { name: new RegExp(`Order No\\. ${item.orderNo}`) });
        expect(option).toHaveTextContent(item.productName);
        if (item.orderNo === order?.orderNo) expect(option).toHaveAttribute('aria-current', 'true');
        else expect(option).not.toHaveAttribute('aria-current');
      }
    },
    'ready.leaving': ({ screen, event, actors, snapshot }) => {
      const { order } = contextOf(snapshot);
      const picked = event as { type: string; value: string };
      const query =
        picked.type === 'user.pickSubType'
          ? { problemType: '1', problemSonType: picked.value, orderNo: order?.orderNo }
          : { problemType: picked.value, problemSonType: '', orderNo: order?.orderNo };
      expect(actors.navigations).toEqual([{ route: 'complaintForm', query }]);
      const titles = picked.type === 'user.pickSubType' ? ENTRY_SUB_TYPES : ENTRY_TYPES;
      expect(screen.getByRole('button', { name: titleOf(titles, picked.value) })).toHaveAttribute('aria-busy', 'true');
    },
  },
});
