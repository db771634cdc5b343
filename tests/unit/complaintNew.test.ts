import { createActor } from 'xstate';
import {
  complaintNewMachine,
  type Category,
  type NewComplaintData,
} from '@machines/complaintNew/complaintNew.machine';
import type { LoadResult } from '@machines/shared/load';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import type { OrderCard, OrderRequest, OrdersData } from '@machines/shared/orderSwitch';
import { complaintNewView as en } from '@/screens/complaintNew/strings.en-IN';
import { complaintNewView as id } from '@/screens/complaintNew/strings.id-ID';
import { toNewComplaintData } from '@/screens/complaintNew';
import { glyphOf, select } from '@/screens/complaintNew/select';
import { given, inTurn, listenBack, ran, recordEffects } from '../support/actors';

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
type Found = LoadResult<OrdersData> | Error;
const START: OrderRequest = { orderId: '', orderNo: 'ID1' };
/** An address that names the order by its orderId alone (the app's order pages, §2). */
const BY_ID: OrderRequest = { orderId: '2001', orderNo: '' };
/** The problem-init that takes an orderId, selecting that order. */
const FOUND: LoadResult<OrdersData> = { ok: true, data: { orderDetail: FIRST, orderList: [FIRST, SECOND] } };

/**
 * Runs the machine with the v3 problem-init answering from `answers` in turn (the last one
 * repeats), and the orderId lookup from `found`.
 */
function run(answers: Answer[], input: OrderRequest = START, found: Found[] = [FOUND]) {
  const loadInit = inTurn<{ orderNo: string }, LoadResult<NewComplaintData>>(answers);
  const lookup = inTurn<{ orderId: string }, LoadResult<OrdersData>>(found);
  const listening = listenBack();
  const { actions, log, count } = recordEffects({ toast: given<ToastParams>, navigate: given<NavigateParams>, leave: ran });
  const actor = createActor(
    complaintNewMachine.provide({ actors: { loadInit: loadInit.logic, findOrder: lookup.logic, watchBack: listening.logic }, actions }),
    { input },
  );
  actor.start();
  return {
    actor,
    requests: loadInit.calls,
    lookups: lookup.calls,
    toasts: log.toast,
    navigations: log.navigate,
    leaves: () => count('leave'),
    listening,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('new complaint machine', () => {
  it('asks the v3 problem-init for the orderNo of the address and shows its card, orders and categories', async () => {
    const { actor, requests, lookups } = run([init(FIRST)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'loading' });
    await settle();
    expect(requests).toEqual([{ orderNo: 'ID1' }]);
    expect(lookups).toEqual([]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { browsing: 'categories' } });
    expect(snapshot.context.order).toEqual(FIRST);
    expect(snapshot.context.orders).toEqual([FIRST, SECOND]);
    expect(snapshot.context.categories).toEqual(CATEGORIES);
  });

  it('finds the orderNo of an address with only an orderId first, then asks the v3 problem-init with it', async () => {
    const { actor, requests, lookups } = run([init(FIRST)], BY_ID);
    expect(actor.getSnapshot().value).toBe('findingOrder');
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'loading' });
    await settle();
    expect(lookups).toEqual([{ orderId: '2001' }]);
    expect(requests).toEqual([{ orderNo: 'ID1' }]);
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'categories' } });
  });

  it('takes the orderNo when the address has both, and asks the server to choose when it has neither', async () => {
    const both = run([init(SECOND)], { orderId: '2001', orderNo: 'ID3' });
    await settle();
    expect(both.lookups).toEqual([]);
    expect(both.requests).toEqual([{ orderNo: 'ID3' }]);
    const neither = run([init(FIRST)], { orderId: '', orderNo: '' });
    await settle();
    expect(neither.lookups).toEqual([]);
    expect(neither.requests).toEqual([{ orderNo: '' }]);
  });

  it('uses the first order of the lookup when it leaves orderDetail out, and says there is none when it lists none', async () => {
    const first = run([init(SECOND)], BY_ID, [{ ok: true, data: { orderDetail: null, orderList: [SECOND, FIRST] } }]);
    await settle();
    expect(first.requests).toEqual([{ orderNo: 'ID3' }]);
    const none = run([init(FIRST)], BY_ID, [{ ok: true, data: { orderDetail: null, orderList: [] } }]);
    await settle();
    expect(none.actor.getSnapshot().value).toBe('noOrder');
    expect(none.requests).toEqual([]);
    expect(select(none.actor.getSnapshot())).toMatchObject({ noOrder: true, order: null, categories: [] });
  });

  it('shows a refused lookup once, and retries a failed one before asking the v3 problem-init', async () => {
    const refused = run([init(FIRST)], BY_ID, [{ ok: false, message: 'Pesanan tidak ditemukan' }]);
    await settle();
    expect(select(refused.actor.getSnapshot()).load).toEqual({ phase: 'refused', message: 'Pesanan tidak ditemukan' });
    expect(refused.requests).toEqual([]);
    const failed = run([init(FIRST)], BY_ID, [new Error('offline'), FOUND]);
    await settle();
    expect(failed.actor.getSnapshot().value).toBe('failed');
    failed.actor.send({ type: 'user.retry' });
    await settle();
    expect(failed.lookups).toEqual([{ orderId: '2001' }, { orderId: '2001' }]);
    expect(failed.requests).toEqual([{ orderNo: 'ID1' }]);
    expect(failed.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('retries a failed v3 problem-init with the orderNo found, without looking it up again', async () => {
    const { actor, requests, lookups } = run([new Error('offline'), init(FIRST)], BY_ID);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    await settle();
    expect(lookups).toHaveLength(1);
    expect(requests).toEqual([{ orderNo: 'ID1' }, { orderNo: 'ID1' }]);
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
    expect(requests).toEqual([{ orderNo: 'ID1' }, { orderNo: 'ID1' }]);
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
    expect(actor.getSnapshot().value).toBe('opening');
    expect(navigations).toEqual([{ route: 'chatbot', query: { selectedIndex: '2', orderNo: 'ID1' } }]);
    expect(select(actor.getSnapshot())).toMatchObject({ opening: 2, order: FIRST });
  });

  it('stays alive while the chatbot opens, and Back before it shows returns to the categories', async () => {
    const { actor, navigations, listening } = run([init(FIRST)]);
    await settle();
    expect(listening.count).toBe(0);
    actor.send({ type: 'user.pickCategory', index: 1 });
    expect(actor.getSnapshot().status).toBe('active');
    expect(listening.count).toBe(1);
    listening.back();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'categories' } });
    expect(listening.count).toBe(0);
    expect(select(actor.getSnapshot())).toMatchObject({ opening: null, order: FIRST });
    actor.send({ type: 'user.openOrders' });
    expect(select(actor.getSnapshot()).sheetOpen).toBe(true);
    actor.send({ type: 'user.closeOrders' });
    actor.send({ type: 'user.pickCategory', index: 3 });
    expect(navigations).toEqual([
      { route: 'chatbot', query: { selectedIndex: '1', orderNo: 'ID1' } },
      { route: 'chatbot', query: { selectedIndex: '3', orderNo: 'ID1' } },
    ]);
  });

  it('ignores a second tap while the chatbot opens, and the order sheet too', async () => {
    const { actor, navigations } = run([init(FIRST)]);
    await settle();
    actor.send({ type: 'user.pickCategory', index: 0 });
    actor.send({ type: 'user.pickCategory', index: 3 });
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toBe('opening');
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
    expect(requests).toEqual([{ orderNo: 'ID1' }, { orderNo: 'ID3' }]);
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
  it("makes a tile of each category: its title (else its alias), the server's icon, the page's pictogram", async () => {
    const { actor } = run([init(FIRST)]);
    await settle();
    expect(select(actor.getSnapshot()).categories).toEqual([
      { title: 'Pengajuan Pinjaman', icon: 'https://cdn.example.com/a.png', glyph: 'apply' },
      { title: 'Pembayaran', icon: null, glyph: 'repay' },
      { title: 'Akun', icon: null, glyph: 'account' },
      { title: 'Penagihan', icon: 'https://cdn.example.com/d.png', glyph: 'collection' },
    ]);
    // The same list gives the same tiles, so the view does not render again for nothing.
    expect(select(actor.getSnapshot()).categories).toBe(select(actor.getSnapshot()).categories);
  });

  it('picks the pictogram by the words of the title and alias in either market, else the neutral one', () => {
    expect(glyphOf('Loan application', 'Apply')).toBe('apply');
    expect(glyphOf('Repayment', 'Repay')).toBe('repay');
    expect(glyphOf('Loan repayment', '')).toBe('repay');
    expect(glyphOf('Account', '')).toBe('account');
    expect(glyphOf('Collection', 'Collection')).toBe('collection');
    expect(glyphOf('', 'Tagihan')).toBe('collection');
    expect(glyphOf('Lainnya', '')).toBe('help');
    expect(glyphOf('Other', 'Misc')).toBe('help');
    // Whole words only: 'Payday' is no payment.
    expect(glyphOf('Payday tips', '')).toBe('help');
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
  it("says 'All' as the spec quotes it in India and in Indonesian in Indonesia, and the rest in each market's language", () => {
    expect(en).toMatchObject({ 'complaintNew.all': 'All', 'complaintNew.title': 'New complaint' });
    expect(id).toMatchObject({ 'complaintNew.all': 'Semua', 'complaintNew.title': 'Keluhan Baru' });
  });
});
