import { createActor } from 'xstate';
import {
  complaintEntryMachine,
  type EntryAddress,
  type EntryOrder,
  type InitRequest,
  type ProblemInitData,
} from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadResult } from '@machines/shared/load';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import { complaintEntry as en } from '@/screens/complaintEntry/strings.en-IN';
import { complaintEntry as id } from '@/screens/complaintEntry/strings.id-ID';
import { select } from '@/screens/complaintEntry/select';
import { expectRefused, expectRetryThenBack, given, inTurn, listenBack, ran, recordEffects } from '../support/actors';
import { ENTRY_SUB_TYPES as SUB_TYPES, ENTRY_TYPES as TYPES, problemInit } from '../support/fixtures';

const card = (orderNo: string, isShow: string, productName = 'RupeeNow'): EntryOrder => ({
  orderNo,
  productLogo: '',
  productName,
  status: 'Pending repayment',
  list: [{ title: 'Loan amount', value: '₹5,000.00' }],
  isShow,
});
const NO_COLLECTION = card('IN1', '0');
const COLLECTION_OK = card('IN3', '1', 'CashKaro');
const init = (order: EntryOrder | null, overrides: Partial<ProblemInitData> = {}) => problemInit(order, [NO_COLLECTION, COLLECTION_OK], overrides);

type Answer = LoadResult<ProblemInitData> | Error;

const START: EntryAddress = { orderId: '1001', orderNo: '', step: '' };
const back = (address: Partial<EntryAddress> = {}) =>
  ({ type: 'address.changed', address: { ...START, ...address } }) as const;

/** Runs the machine with problem-init answering from `answers` in turn (the last one repeats). */
function run(answers: Answer[], input: EntryAddress = START) {
  const loadInit = inTurn<InitRequest, LoadResult<ProblemInitData>>(answers);
  /** How many Back listeners run (the leaving state's watchBack), and the Back they would hear. */
  const listening = listenBack();
  const { actions, log, count } = recordEffects({ toast: given<ToastParams>, navigate: given<NavigateParams>, leave: ran, goBack: ran });
  const actor = createActor(complaintEntryMachine.provide({ actors: { loadInit: loadInit.logic, watchBack: listening.logic }, actions }), { input });
  actor.start();
  return {
    actor,
    requests: loadInit.calls,
    toasts: log.toast,
    navigations: log.navigate,
    leaves: () => count('leave'),
    backs: () => count('goBack'),
    listening,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('complaint entry machine', () => {
  it('asks problem-init for the order of the address and shows its card, orders and types', async () => {
    const { actor, requests } = run([init(NO_COLLECTION)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(requests).toEqual([{ orderId: '1001', orderNo: '' }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { browsing: 'types' } });
    expect(snapshot.context.order).toEqual(NO_COLLECTION);
    expect(snapshot.context.orders).toHaveLength(2);
    expect(snapshot.context.types).toEqual(TYPES);
    expect(snapshot.context.subTypes).toEqual(SUB_TYPES);
  });

  it('passes an orderNo from the address unchanged', async () => {
    const { requests } = run([init(COLLECTION_OK)], { orderId: '', orderNo: 'IN3', step: '' });
    await settle();
    expect(requests).toEqual([{ orderId: '', orderNo: 'IN3' }]);
  });

  it('selects the first order of the list when the server leaves orderDetail out', async () => {
    const { actor } = run([init(null)]);
    await settle();
    expect(actor.getSnapshot().context.order?.orderNo).toBe('IN1');
    expect(actor.getSnapshot().matches({ ready: { browsing: 'types' } })).toBe(true);
  });

  it('says there is no order when the user has none, and leaves on request', async () => {
    const { actor, leaves } = run([init(null, { orderList: [] })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('noOrder');
    actor.send({ type: 'user.leave' });
    expect(leaves()).toBe(1);
    expect(actor.getSnapshot().value).toBe('noOrder');
  });

  it('shows the empty type list, and still lets the user switch orders', async () => {
    const { actor } = run([init(NO_COLLECTION, { problemType: [] })]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'noTypes' } });
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingOrder' });
    actor.send({ type: 'user.closeOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'noTypes' } });
  });

  it('shows a refusal once with a way out and no retry', async () => {
    const { actor, requests, leaves } = run([{ ok: false, message: 'Order not found' }]);
    await settle();
    expectRefused(actor, 'Order not found');
    await expectRetryThenBack(actor, { loads: () => requests.length, left: leaves, settle }, 1);
  });

  it('retries a network fault with the same request', async () => {
    const { actor, requests } = run([new Error('offline'), init(NO_COLLECTION)]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'fault' });
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(requests).toEqual([
      { orderId: '1001', orderNo: '' },
      { orderId: '1001', orderNo: '' },
    ]);
  });

  it('ignores choices while loading', async () => {
    const { actor, navigations } = run([init(NO_COLLECTION)]);
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'user.openOrders' });
    actor.send(back({ step: '' }));
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(navigations).toEqual([]);
  });

  it('refuses a collection complaint on an order whose isShow is not 1', async () => {
    const { actor, toasts, navigations } = run([init(NO_COLLECTION)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    expect(toasts).toEqual([{ key: 'complaintEntry.collectionRefused' }]);
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(navigations).toEqual([]);
  });

  it('pushes the sub-type step into the address, and opens the form with the sub-type', async () => {
    const { actor, toasts, navigations } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    expect(navigations).toEqual([{ route: 'complaintEntry', query: { orderId: '1001', step: 'subTypes' } }]);
    // The machine's own push comes back from the router: nothing changes.
    actor.send(back({ step: 'subTypes' }));
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    actor.send({ type: 'user.pickSubType', value: '3' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(navigations.at(-1)).toEqual({
      route: 'complaintForm',
      query: { problemType: '1', problemSonType: '3', orderNo: 'IN3' },
    });
    expect(toasts).toEqual([]);
  });

  it('stays alive while the form opens, and Back before it shows returns to the sub-types, ready for anything', async () => {
    const { actor, navigations, listening } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    expect(listening.count).toBe(0);
    actor.send({ type: 'user.pickSubType', value: '3' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(listening.count).toBe(1);
    // A second choice, the sheet or an address while it opens change nothing.
    actor.send({ type: 'user.pickSubType', value: '1' });
    actor.send({ type: 'user.openOrders' });
    actor.send(back());
    expect(actor.getSnapshot().value).toBe('opening');
    expect(navigations).toHaveLength(2);
    // The browser's Back before the form showed: this page is on screen again, as it was.
    listening.back();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    expect(actor.getSnapshot().context.choice).toBeNull();
    expect(actor.getSnapshot().context.step).toBe('subTypes');
    expect(listening.count).toBe(0);
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'subTypes', opening: null });
    // 'All' opens the orders; a sub-type opens the form again.
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingOrder' });
    actor.send({ type: 'user.closeOrders' });
    actor.send({ type: 'user.pickSubType', value: '1' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(navigations.at(-1)).toEqual({ route: 'complaintForm', query: { problemType: '1', problemSonType: '1', orderNo: 'IN3' } });
  });

  it('returns to the types when Back cancels a form opened from them', async () => {
    const { actor } = run([init(NO_COLLECTION)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'history.back' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'types', opening: null });
  });

  it('hears history.back only while the form opens', async () => {
    const { actor } = run([init(COLLECTION_OK)]);
    actor.send({ type: 'history.back' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'history.back' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
  });

  it('returns to the types on the browser Back, writing the order back into the address', async () => {
    const { actor, navigations, backs } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send(back());
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(actor.getSnapshot().context.step).toBe('');
    expect(backs()).toBe(0);
    expect(navigations.at(-1)).toEqual({ route: 'complaintEntry', query: { orderId: '1001' }, replace: true });
  });

  it("goes back through the history on the page's Back button, then takes the address it lands on", async () => {
    const { actor, navigations, backs } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.backToTypes' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(actor.getSnapshot().context.step).toBe('leavingSubTypes');
    expect(backs()).toBe(1);
    expect(navigations).toHaveLength(1);
    actor.send(back());
    expect(actor.getSnapshot().context.step).toBe('');
    expect(navigations.at(-1)).toEqual({ route: 'complaintEntry', query: { orderId: '1001' }, replace: true });
    // The echo of that replace changes nothing more.
    actor.send(back());
    expect(navigations).toHaveLength(2);
  });

  it('closes the sheet and the sub-types together on Back', async () => {
    const { actor } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.openOrders' });
    actor.send(back());
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
  });

  it('reopens the sub-types on a reload at the step when the order still allows them', async () => {
    const { actor, navigations, backs } = run([init(COLLECTION_OK)], { orderId: '', orderNo: 'IN3', step: 'subTypes' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    expect(navigations).toEqual([]);
    expect(backs()).toBe(0);
  });

  it('shows the types on a reload at the step when the order no longer allows it, and leaves the step', async () => {
    const { actor, navigations, backs } = run([init(NO_COLLECTION)], { orderId: '', orderNo: 'IN1', step: 'subTypes' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(backs()).toBe(1);
    actor.send(back({ orderId: '', orderNo: 'IN1' }));
    expect(actor.getSnapshot().context.step).toBe('');
    expect(navigations).toEqual([{ route: 'complaintEntry', query: { orderNo: 'IN1' }, replace: true }]);
    const { actor: empty, backs: emptyBacks } = run([init(COLLECTION_OK, { problemType: [] })], {
      orderId: '',
      orderNo: 'IN3',
      step: 'subTypes',
    });
    await settle();
    expect(empty.getSnapshot().value).toEqual({ ready: { browsing: 'noTypes' } });
    expect(emptyBacks()).toBe(1);
  });

  it('ignores a step in the address that is not the sub-type step', async () => {
    const { actor, backs } = run([init(COLLECTION_OK)], { ...START, step: 'other' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(backs()).toBe(0);
  });

  it('opens the form straight away for any other type, once', async () => {
    const { actor, navigations } = run([init(NO_COLLECTION)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.choice).toEqual({ problemType: '2', problemSonType: '' });
    expect(navigations).toEqual([
      { route: 'complaintForm', query: { problemType: '2', problemSonType: '', orderNo: 'IN1' } },
    ]);
  });

  it('returns to the list it came from when the order sheet closes', async () => {
    const { actor, requests } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingOrder' });
    actor.send({ type: 'user.closeOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    // Picking the order already shown just closes the sheet: nothing to load.
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN3' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    expect(requests).toHaveLength(1);
  });

  it('loads problem-init again for a picked order, whose isShow then rules, and puts it in the address', async () => {
    const { actor, requests, toasts, navigations } = run([init(COLLECTION_OK), init(NO_COLLECTION)], {
      orderId: '',
      orderNo: 'IN3',
      step: '',
    });
    await settle();
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN1' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(navigations).toEqual([{ route: 'complaintEntry', query: { orderNo: 'IN1' }, replace: true }]);
    await settle();
    expect(requests).toEqual([
      { orderId: '', orderNo: 'IN3' },
      { orderId: '', orderNo: 'IN1' },
    ]);
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(actor.getSnapshot().context.order?.orderNo).toBe('IN1');
    actor.send({ type: 'user.pickType', value: '1' });
    expect(toasts).toEqual([{ key: 'complaintEntry.collectionRefused' }]);
  });

  it('switching the order on the sub-type step shows the types of the new order, the step leaving the history', async () => {
    const { actor, navigations, backs } = run([init(COLLECTION_OK), init({ ...COLLECTION_OK, orderNo: 'IN4' })]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN4' });
    expect(actor.getSnapshot().value).toBe('loading');
    // Back off the step, not a replace of it: the step is no page of the new order.
    expect(backs()).toBe(1);
    expect(navigations).toHaveLength(1);
    expect(actor.getSnapshot().context.step).toBe('leavingSubTypes');
    // The Back lands on the entry beneath, which names the first order: the picked one is written there.
    actor.send(back());
    expect(actor.getSnapshot().context.step).toBe('');
    expect(navigations.at(-1)).toEqual({ route: 'complaintEntry', query: { orderNo: 'IN4' }, replace: true });
    // The echo of that replace changes nothing more.
    actor.send(back({ orderId: '', orderNo: 'IN4' }));
    expect(navigations).toHaveLength(2);
    await settle();
    // The new order allows collection complaints too, and still its types show, not the sub-types.
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(actor.getSnapshot().context.order?.orderNo).toBe('IN4');
    expect(backs()).toBe(1);
  });

  it('writes the picked order into the address when the Back off the step lands on a failed load', async () => {
    const { actor, navigations } = run([init(COLLECTION_OK), new Error('offline')]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send(back());
    expect(navigations.at(-1)).toEqual({ route: 'complaintEntry', query: { orderNo: 'IN1' }, replace: true });
  });

  it('leaves the step when an order picked on it does not allow collection complaints', async () => {
    const { actor, navigations, backs } = run([init(COLLECTION_OK), init(NO_COLLECTION)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN1' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    expect(backs()).toBe(1);
    actor.send(back());
    expect(actor.getSnapshot().context.step).toBe('');
    expect(navigations.at(-1)).toEqual({ route: 'complaintEntry', query: { orderNo: 'IN1' }, replace: true });
  });

  it('retries a failed switch for the picked order', async () => {
    const { actor, requests } = run([init(NO_COLLECTION), new Error('offline'), init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN3' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    await settle();
    expect(requests.at(-1)).toEqual({ orderId: '', orderNo: 'IN3' });
    expect(actor.getSnapshot().context.order?.orderNo).toBe('IN3');
  });
});

describe('complaint entry view model', () => {
  it('shows the load phase, then the card with the list of the step', async () => {
    const { actor } = run([init(COLLECTION_OK)]);
    expect(select(actor.getSnapshot())).toMatchObject({ load: { phase: 'loading' }, order: null, list: null });
    await settle();
    expect(select(actor.getSnapshot())).toMatchObject({
      load: null,
      noOrder: false,
      order: COLLECTION_OK,
      list: 'types',
      options: TYPES,
      collectionTitle: 'Collection',
      opening: null,
      sheetOpen: false,
    });
    actor.send({ type: 'user.pickType', value: '1' });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'subTypes', options: SUB_TYPES });
    // Under the sheet, the list it was opened over.
    actor.send({ type: 'user.openOrders' });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'subTypes', sheetOpen: true, orders: [NO_COLLECTION, COLLECTION_OK] });
    actor.send({ type: 'user.closeOrders' });
    actor.send({ type: 'user.pickSubType', value: '3' });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'subTypes', opening: '3', order: COLLECTION_OK });
    // Back before the form shows: the same list, nothing opening.
    actor.send({ type: 'history.back' });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'subTypes', opening: null, options: SUB_TYPES, sheetOpen: false });
  });

  it('marks the type whose form opens, and says when there are no types or no order', async () => {
    const { actor } = run([init(NO_COLLECTION)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '2' });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'types', opening: '2' });
    const { actor: noTypes } = run([init(NO_COLLECTION, { problemType: [] })]);
    await settle();
    expect(select(noTypes.getSnapshot())).toMatchObject({ list: 'noTypes', options: [] });
    noTypes.send({ type: 'user.openOrders' });
    expect(select(noTypes.getSnapshot())).toMatchObject({ list: 'noTypes', sheetOpen: true });
    const { actor: none } = run([init(null, { orderList: [] })]);
    await settle();
    expect(select(none.getSnapshot())).toMatchObject({ noOrder: true, order: null, list: null, load: null });
  });

  it('keeps the type list under a sheet opened over it', async () => {
    const { actor } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.openOrders' });
    expect(select(actor.getSnapshot())).toMatchObject({ list: 'types', options: TYPES, sheetOpen: true, order: COLLECTION_OK });
  });

  it('shows no card and no list while a picked order loads, nor when it fails', async () => {
    const { actor } = run([init(NO_COLLECTION), new Error('offline')]);
    await settle();
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN3' });
    expect(select(actor.getSnapshot())).toMatchObject({ load: { phase: 'loading' }, order: null, list: null, options: [] });
    await settle();
    expect(select(actor.getSnapshot())).toMatchObject({ load: { phase: 'failed' }, order: null, list: null, options: [] });
  });

  it('titles the sub-types with the collection type wherever it is listed, else with nothing', async () => {
    const { actor } = run([init(COLLECTION_OK, { problemType: [...TYPES].reverse() })]);
    await settle();
    expect(select(actor.getSnapshot()).collectionTitle).toBe('Collection');
    const { actor: without } = run([init(COLLECTION_OK, { problemType: [{ value: '2', title: 'Repayment' }] })]);
    await settle();
    expect(select(without.getSnapshot()).collectionTitle).toBe('');
  });

  it('gives the refusal its message', async () => {
    const { actor } = run([{ ok: false, message: 'Order not found' }]);
    await settle();
    expect(select(actor.getSnapshot()).load).toEqual({ phase: 'refused', message: 'Order not found' });
  });
});

describe('complaint entry copy', () => {
  it("keeps the spec's English quotes in India and says them in Indonesian in Indonesia", () => {
    expect(en['complaintEntry.myComplaints']).toBe('My complaints');
    expect(en['complaintEntry.all']).toBe('All');
    expect(en['complaintEntry.collectionRefused']).toBe('The selected order does not support sending collection types');
    expect(id['complaintEntry.myComplaints']).toBe('Keluhan saya');
    expect(id['complaintEntry.all']).toBe('Semua');
    expect(id['complaintEntry.collectionRefused']).toBe('Pesanan yang dipilih tidak mendukung keluhan jenis penagihan');
    expect(en['complaintEntry.title']).toBe('Complaint');
    expect(id['complaintEntry.questionType']).not.toBe(en['complaintEntry.questionType']);
  });
});
