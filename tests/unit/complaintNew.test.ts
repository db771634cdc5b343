import { createActor, fromPromise } from 'xstate';
import {
  complaintNewMachine,
  type Category,
  type NewComplaintData,
} from '@machines/complaintNew/complaintNew.machine';
import type { LoadResult } from '@machines/shared/load';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import type { OrderCard, OrderRequest } from '@machines/shared/orderSwitch';
import { complaintNewView as en } from '@/i18n/en-IN/complaintNewView';
import { complaintNewView as id } from '@/i18n/id-ID/complaintNewView';
import { toNewComplaintData } from '@/screens/complaintNew';
import { select } from '@/screens/complaintNew/select';

const card = (orderNo: string, productName = 'DanaKilat'): OrderCard => ({
  orderNo,
  productLogo: '',
  productName,
  status: 'Terlambat',
  list: [{ title: 'Jumlah pinjaman', value: 'Rp1.500.000' }],
  isShow: '0',
});
const FIRST = card('ID1');
const SECOND = card('ID3', 'KasKita');
const CATEGORIES: Category[] = [
  { value: '21', title: 'Pengajuan Pinjaman', alias: 'Pengajuan', icon: 'https://cdn.example.com/a.png' },
  { value: '22', title: 'Pembayaran', alias: 'Bayar', icon: '' },
  { value: '23', title: '', alias: 'Akun', icon: '' },
  { value: '24', title: 'Penagihan', alias: 'Tagihan', icon: 'https://cdn.example.com/d.png' },
];

function init(order: OrderCard | null, overrides: Partial<NewComplaintData> = {}): LoadResult<NewComplaintData> {
  return { ok: true, data: { categories: CATEGORIES, orderDetail: order, orderList: [FIRST, SECOND], ...overrides } };
}

type Answer = LoadResult<NewComplaintData> | Error;
const START: OrderRequest = { orderId: '2001', orderNo: '' };

/** Runs the machine with problem-init answering from `answers` in turn (the last one repeats). */
function run(answers: Answer[], input: OrderRequest = START) {
  const requests: OrderRequest[] = [];
  const toasts: ToastParams[] = [];
  const navigations: NavigateParams[] = [];
  let leaves = 0;
  const actor = createActor(
    complaintNewMachine.provide({
      actors: {
        loadInit: fromPromise<LoadResult<NewComplaintData>, OrderRequest>(async ({ input: request }) => {
          requests.push(request);
          const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
      actions: {
        toast: (_: unknown, params: ToastParams) => toasts.push(params),
        navigate: (_: unknown, params: NavigateParams) => navigations.push(params),
        leave: () => {
          leaves += 1;
        },
      },
    }),
    { input },
  );
  actor.start();
  return { actor, requests, toasts, navigations, leaves: () => leaves };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('new complaint machine', () => {
  it('asks problem-init for the order of the address and shows its card, orders and categories', async () => {
    const { actor, requests } = run([init(FIRST)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'loading' });
    await settle();
    expect(requests).toEqual([{ orderId: '2001', orderNo: '' }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { browsing: 'categories' } });
    expect(snapshot.context.order).toEqual(FIRST);
    expect(snapshot.context.orders).toEqual([FIRST, SECOND]);
    expect(snapshot.context.categories).toEqual(CATEGORIES);
  });

  it('passes an orderNo from the address unchanged', async () => {
    const { requests } = run([init(SECOND)], { orderId: '', orderNo: 'ID3' });
    await settle();
    expect(requests).toEqual([{ orderId: '', orderNo: 'ID3' }]);
  });

  it('selects the first order of the list when the server leaves orderDetail out', async () => {
    const { actor } = run([init(null)]);
    await settle();
    expect(actor.getSnapshot().context.order?.orderNo).toBe('ID1');
  });

  it('says there is no order when the user has none, and leaves on request', async () => {
    const { actor, leaves } = run([init(null, { orderList: [] })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('noOrder');
    expect(select(actor.getSnapshot())).toMatchObject({ noOrder: true, order: null, categories: [] });
    actor.send({ type: 'user.leave' });
    expect(leaves()).toBe(1);
  });

  it('says there are no categories, and keeps the order switcher', async () => {
    const { actor, requests } = run([init(FIRST, { categories: [] }), init(SECOND)]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'noCategories' } });
    expect(select(actor.getSnapshot())).toMatchObject({ noCategories: true, order: FIRST, categories: [] });
    actor.send({ type: 'user.pickCategory', index: 0 });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'noCategories' } });
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.closeOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'noCategories' } });
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'ID3' });
    await settle();
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'categories' } });
  });

  it('retries after a fault, the same order again', async () => {
    const { actor, requests } = run([new Error('network'), init(FIRST)]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'failed' });
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toEqual([START, START]);
  });

  it('shows a refusal with a way out and no retry', async () => {
    const { actor, requests, leaves, toasts } = run([{ ok: false, message: 'Pesanan tidak ditemukan' }]);
    await settle();
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'refused', message: 'Pesanan tidak ditemukan' });
    actor.send({ type: 'user.retry' });
    await settle();
    expect(requests).toHaveLength(1);
    actor.send({ type: 'user.leave' });
    expect(leaves()).toBe(1);
    expect(toasts).toEqual([]);
  });

  it('opens the chatbot with the index of the chosen category and the selected order, a push', async () => {
    const { actor, navigations } = run([init(FIRST)]);
    await settle();
    actor.send({ type: 'user.pickCategory', index: 2 });
    expect(actor.getSnapshot().value).toBe('opened');
    expect(navigations).toEqual([{ route: 'chatbot', query: { selectedIndex: '2', orderNo: 'ID1' } }]);
    expect(select(actor.getSnapshot())).toMatchObject({ opening: 2, order: FIRST });
  });

  it('ignores a second tap while the chatbot opens, and the order sheet too', async () => {
    const { actor, navigations } = run([init(FIRST)]);
    await settle();
    actor.send({ type: 'user.pickCategory', index: 0 });
    actor.send({ type: 'user.pickCategory', index: 3 });
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toBe('opened');
    expect(navigations).toHaveLength(1);
    expect(select(actor.getSnapshot()).opening).toBe(0);
  });

  it('ignores a category the page does not list', async () => {
    const { actor, navigations } = run([init(FIRST)]);
    await settle();
    actor.send({ type: 'user.pickCategory', index: 4 });
    actor.send({ type: 'user.pickCategory', index: -1 });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'categories' } });
    expect(navigations).toEqual([]);
  });

  it('switches orders through the sheet: the pick goes into the address and problem-init asks for it', async () => {
    const { actor, requests, navigations } = run([init(FIRST), init(SECOND)]);
    await settle();
    actor.send({ type: 'user.openOrders' });
    expect(select(actor.getSnapshot()).sheetOpen).toBe(true);
    actor.send({ type: 'user.pickOrder', orderNo: 'ID3' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(navigations).toEqual([{ route: 'complaintNew', query: { orderNo: 'ID3' }, replace: true }]);
    await settle();
    expect(requests).toEqual([START, { orderId: '', orderNo: 'ID3' }]);
    expect(actor.getSnapshot().context.order).toEqual(SECOND);
    actor.send({ type: 'user.pickCategory', index: 1 });
    expect(navigations.at(-1)).toEqual({ route: 'chatbot', query: { selectedIndex: '1', orderNo: 'ID3' } });
  });

  it('closes the sheet without a request when the shown order is picked again or the sheet is closed', async () => {
    const { actor, requests, navigations } = run([init(FIRST)]);
    await settle();
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'ID1' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'categories' } });
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.closeOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'categories' } });
    expect(requests).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it('ignores category taps under the open sheet', async () => {
    const { actor, navigations } = run([init(FIRST)]);
    await settle();
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickCategory', index: 0 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingOrder' });
    expect(navigations).toEqual([]);
  });
});

describe('new complaint view model', () => {
  it('makes a tile of each category: its title (else its alias), its icon or its initial', async () => {
    const { actor } = run([init(FIRST)]);
    await settle();
    expect(select(actor.getSnapshot()).categories).toEqual([
      { title: 'Pengajuan Pinjaman', icon: 'https://cdn.example.com/a.png', initial: 'P' },
      { title: 'Pembayaran', icon: null, initial: 'P' },
      { title: 'Akun', icon: null, initial: 'A' },
      { title: 'Penagihan', icon: 'https://cdn.example.com/d.png', initial: 'P' },
    ]);
    // The same list gives the same tiles, so the view does not render again for nothing.
    expect(select(actor.getSnapshot()).categories).toBe(select(actor.getSnapshot()).categories);
  });

  it('shows nothing of the order while loading', () => {
    const { actor } = run([init(FIRST)]);
    expect(select(actor.getSnapshot())).toMatchObject({ order: null, categories: [], noCategories: false, opening: null });
  });
});

describe('the v3 answer as the flow reads it', () => {
  it('keeps safe icons and drops any other', () => {
    const order = { ...FIRST, list: [...FIRST.list] };
    const data = toNewComplaintData({
      problemType: [
        { value: '1', title: 'A', title_local_alias: 'a', icon: 'https://cdn.example.com/a.png' },
        { value: '2', title: 'B', title_local_alias: 'b', icon: 'javascript:alert(1)' },
        { value: '3', title: 'C', title_local_alias: '', icon: 'data:image/png;base64,AAAA' },
        { value: '4', title: 'D', title_local_alias: '', icon: '' },
      ],
      problemSonType: [],
      orderDetail: order,
      orderList: [order],
      problemStatus: '0',
    });
    expect(data.categories.map((c) => c.icon)).toEqual(['https://cdn.example.com/a.png', '', '', '']);
    expect(data.categories[0]).toEqual({ value: '1', title: 'A', alias: 'a', icon: 'https://cdn.example.com/a.png' });
    expect(data.orderDetail).toBe(order);
  });
});

describe('new complaint copy', () => {
  it("keeps 'All' as the spec quotes it, and says the rest in each market's language", () => {
    expect(en['complaintNew.all']).toBe('All');
    expect(id['complaintNew.all']).toBe('All');
    expect(en['complaintNew.title']).toBe('New complaint');
    expect(id['complaintNew.title']).toBe('Keluhan Baru');
  });
});
