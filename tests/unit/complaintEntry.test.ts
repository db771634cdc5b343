import { createActor, fromPromise } from 'xstate';
import {
  complaintEntryMachine,
  type EntryOrder,
  type InitRequest,
  type ProblemInitData,
} from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadResult } from '@machines/shared/load';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import { complaintEntry as en } from '@/i18n/en-IN/complaintEntry';
import { complaintEntry as id } from '@/i18n/id-ID/complaintEntry';

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
const TYPES = [
  { value: '1', title: 'Collection' },
  { value: '2', title: 'Repayment' },
];
const SUB_TYPES = [
  { value: '1', title: 'Abusive language' },
  { value: '3', title: 'Calling too often' },
];

function init(order: EntryOrder | null, overrides: Partial<ProblemInitData> = {}): LoadResult<ProblemInitData> {
  return {
    ok: true,
    data: {
      problemType: TYPES,
      problemSonType: SUB_TYPES,
      orderDetail: order,
      orderList: [NO_COLLECTION, COLLECTION_OK],
      ...overrides,
    },
  };
}

type Answer = LoadResult<ProblemInitData> | Error;

/** Runs the machine with problem-init answering from `answers` in turn (the last one repeats). */
function run(answers: Answer[], input: InitRequest = { orderId: '1001', orderNo: '' }) {
  const requests: InitRequest[] = [];
  const toasts: ToastParams[] = [];
  const navigations: NavigateParams[] = [];
  let closes = 0;
  const actor = createActor(
    complaintEntryMachine.provide({
      actors: {
        loadInit: fromPromise<LoadResult<ProblemInitData>, InitRequest>(async ({ input: request }) => {
          requests.push(request);
          const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
      actions: {
        toast: (_: unknown, params: ToastParams) => toasts.push(params),
        navigate: (_: unknown, params: NavigateParams) => navigations.push(params),
        closePage: () => {
          closes += 1;
        },
      },
    }),
    { input },
  );
  actor.start();
  return { actor, requests, toasts, navigations, closes: () => closes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('complaint entry machine', () => {
  it('asks problem-init for the order of the query and shows its card, orders and types', async () => {
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

  it('passes an orderNo from the query unchanged', async () => {
    const { requests } = run([init(COLLECTION_OK)], { orderId: '', orderNo: 'IN3' });
    await settle();
    expect(requests).toEqual([{ orderId: '', orderNo: 'IN3' }]);
  });

  it('selects the first order of the list when the server leaves orderDetail out', async () => {
    const { actor } = run([init(null)]);
    await settle();
    expect(actor.getSnapshot().context.order?.orderNo).toBe('IN1');
    expect(actor.getSnapshot().matches({ ready: { browsing: 'types' } })).toBe(true);
  });

  it('says there is no order when the user has none, and closes the page on request', async () => {
    const { actor, closes } = run([init(null, { orderList: [] })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('noOrder');
    actor.send({ type: 'user.close' });
    expect(closes()).toBe(1);
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

  it('keeps the message of a refusal, the kind of a fault, and retries the same request', async () => {
    const { actor, requests } = run([{ ok: false, message: 'Order not found' }, new Error('offline'), init(NO_COLLECTION)]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'Order not found' });
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'fault' });
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(requests).toEqual([
      { orderId: '1001', orderNo: '' },
      { orderId: '1001', orderNo: '' },
      { orderId: '1001', orderNo: '' },
    ]);
  });

  it('ignores choices while loading', async () => {
    const { actor, navigations } = run([init(NO_COLLECTION)]);
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'user.openOrders' });
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

  it('shows the collection sub-types first, with a way back, then opens the form with the sub-type', async () => {
    const { actor, toasts, navigations } = run([init(COLLECTION_OK)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '1' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'subTypes' } });
    actor.send({ type: 'user.backToTypes' });
    expect(actor.getSnapshot().value).toEqual({ ready: { browsing: 'types' } });
    actor.send({ type: 'user.pickType', value: '1' });
    actor.send({ type: 'user.pickSubType', value: '3' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'leaving' });
    expect(navigations).toEqual([
      { route: 'complaintForm', query: { problemType: '1', problemSonType: '3', orderNo: 'IN3' } },
    ]);
    expect(toasts).toEqual([]);
  });

  it('opens the form straight away for any other type, once', async () => {
    const { actor, navigations } = run([init(NO_COLLECTION)]);
    await settle();
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'user.pickType', value: '2' });
    actor.send({ type: 'user.openOrders' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'leaving' });
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

  it('loads problem-init again for a picked order, whose isShow then rules', async () => {
    const { actor, requests, toasts } = run([init(COLLECTION_OK), init(NO_COLLECTION)], { orderId: '', orderNo: 'IN3' });
    await settle();
    actor.send({ type: 'user.openOrders' });
    actor.send({ type: 'user.pickOrder', orderNo: 'IN1' });
    expect(actor.getSnapshot().value).toBe('loading');
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

describe('complaint entry copy', () => {
  it('keeps the strings the spec quotes exactly, in both variants', () => {
    for (const catalog of [en, id]) {
      expect(catalog['complaintEntry.myComplaints']).toBe('My complaints');
      expect(catalog['complaintEntry.all']).toBe('All');
      expect(catalog['complaintEntry.collectionRefused']).toBe(
        'The selected order does not support sending collection types',
      );
    }
    expect(id['complaintEntry.questionType']).not.toBe(en['complaintEntry.questionType']);
  });
});
