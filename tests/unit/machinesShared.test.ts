/**
 * What machines/shared gives every machine, seen where it shows: the toast of a server's message (as
 * the app's binding shows it), an unprovided port or Back listener failing loudly, the pay address's
 * amount, and the load guards on a refusal.
 */
import { createActor, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { effects } from '@machines/shared/effects';
import { watchBack } from '@machines/shared/leaving';
import { isEmptyAnswer, loadGuards, refusalOf, type LoadResult } from '@machines/shared/load';
import { payAmountOf, payQuery } from '@machines/shared/money';
import { orderSwitchGuards, type OrderCard, type OrdersData } from '@machines/shared/orderSwitch';
import { port } from '@machines/shared/ports';
import { clipUnits, isBlankText, withoutControls } from '@machines/shared/text';
import { toastServerMessage } from '@machines/shared/toastServerMessage';
import { t } from '@/i18n';
import { withEffects } from '@/screens/shared/effects';
import { feedback } from '@/services/feedback';

/** The error an actor of `logic` stops with, or 'done' / 'running' when it does not fail. */
async function outcomeOf(logic: AnyActorLogic): Promise<string> {
  const actor = createActor(logic);
  let outcome = 'running';
  actor.subscribe({ complete: () => (outcome = 'done'), error: (error) => (outcome = error instanceof Error ? error.message : String(error)) });
  actor.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
  return outcome;
}

describe('an unprovided port or Back listener fails loudly', () => {
  it("a request the binding forgot to provide errors with the port's name, rather than answering nothing", async () => {
    expect(await outcomeOf(port<LoadResult>('loadOffer'))).toBe('loadOffer not provided');
  });

  it('an unprovided Back listener errors with its name, rather than silently never hearing Back', async () => {
    expect(await outcomeOf(watchBack)).toBe('watchBack not provided');
  });
});

describe("toastServerMessage: the server's message, else the catalog text (§8 'the message or ...')", () => {
  /** A page that sends, toasting what the server said on a refusal or a fault, and an upload's refusal event. */
  const page = setup({
    types: {} as { events: { type: 'user.send' } | { type: 'upload.refused'; message: string } },
    actors: { send: port<LoadResult<null>>('send') },
    guards: loadGuards,
    actions: effects,
  }).createMachine({
    initial: 'idle',
    states: {
      idle: { on: { 'user.send': 'sending', 'upload.refused': { actions: toastServerMessage('common.networkError') } } },
      sending: {
        invoke: {
          src: 'send',
          onDone: [{ guard: 'isRefused', target: 'idle', actions: toastServerMessage('common.networkError') }, { target: 'idle' }],
          onError: { target: 'idle', actions: toastServerMessage('common.networkError') },
        },
      },
    },
  });

  /** The toast raised since the one with id `before`, if any. */
  const newToast = (before: number | undefined) => {
    const toast = feedback.getState().toast;
    return toast && toast.id !== before ? toast.message : undefined;
  };

  /** The toast the borrower sees after one send answered by `answer`. */
  async function toastAfter(answer: () => Promise<LoadResult<null>>): Promise<string | undefined> {
    const before = feedback.getState().toast?.id;
    const actor = createActor(withEffects(page.provide({ actors: { send: fromPromise(answer) } })));
    actor.start();
    actor.send({ type: 'user.send' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
    return newToast(before);
  }

  it("a refusal toasts the server's own message", async () => {
    expect(await toastAfter(async () => ({ ok: false, message: 'Order already closed' }))).toBe('Order already closed');
  });

  it('a network fault (no answer, no message) toasts the catalog text, not a stray text', async () => {
    expect(await toastAfter(async () => Promise.reject(new Error('offline')))).toBe(t('common.networkError'));
  });

  it('a refusal without a message toasts the catalog text', async () => {
    expect(await toastAfter(async () => ({ ok: false, message: '' }))).toBe(t('common.networkError'));
  });

  it("a refusal event that carries its message itself (an upload's) toasts that message", () => {
    const before = feedback.getState().toast?.id;
    const actor = createActor(withEffects(page));
    actor.start();
    actor.send({ type: 'upload.refused', message: 'Please choose an image' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(newToast(before)).toBe('Please choose an image');
    actor.stop();
  });

  it('a message that is not text (a bare code number) is no message: the catalog text', () => {
    const before = feedback.getState().toast?.id;
    const actor = createActor(withEffects(page));
    actor.start();
    actor.send({ type: 'upload.refused', message: 4001 as unknown as string });
    expect(newToast(before)).toBe(t('common.networkError'));
    actor.stop();
  });
});

describe("the pay address's amount (§9)", () => {
  it("an amount of only spaces is no amount: the server's amount is asked for, not 'cannot be read'", () => {
    expect(payAmountOf({ amount: '   ' })).toBe('');
    expect(payAmountOf({ amount: '' })).toBe('');
    expect(payAmountOf({ amount: ' 1500 ' })).toBe('1500');
    expect(payAmountOf({ amount: '15.00' })).toBeNull();
    expect(payQuery({ amount: '   ', display: false, productId: 'p1', orderId: 'o1' })).toEqual({ productId: 'p1', orderId: 'o1' });
    expect(payQuery({ amount: '001500', display: true, productId: 'p1', orderId: 'o1' })).toEqual({ amount: '1500', display: '1', productId: 'p1', orderId: 'o1' });
  });
});

describe('the load guards on a refusal', () => {
  const done = (output: LoadResult<unknown>) => ({ event: { type: 'xstate.done.actor.load', output } });
  const refused = done({ ok: false, message: 'Not allowed' });

  it("a refusal's failure carries the server's message; an answer that is no refusal carries none", () => {
    expect(refusalOf(refused.event)).toEqual({ kind: 'refused', message: 'Not allowed' });
    expect(refusalOf(done({ ok: true, data: null }).event)).toEqual({ kind: 'refused', message: '' });
  });

  it("a refusal is not an empty answer: the page shows the server's message, not 'nothing here'", () => {
    const hasNoItems = isEmptyAnswer<{ items: string[] }>((data) => data.items);
    expect(hasNoItems(refused)).toBe(false);
    expect(hasNoItems(done({ ok: true, data: { items: [] } }))).toBe(true);
    expect(hasNoItems(done({ ok: true, data: { items: ['a'] } }))).toBe(false);
  });

  it("a refusal is not 'no order': only an answer naming no order is", () => {
    const card: OrderCard = { orderNo: 'N1', productLogo: '', productName: 'Loan', status: 'Open', list: [], isShow: '1' };
    const orders = (data: OrdersData) => done({ ok: true, data });
    expect(orderSwitchGuards.hasNoOrder(refused)).toBe(false);
    expect(orderSwitchGuards.hasNoOrder(orders({ orderDetail: null, orderList: [] }))).toBe(true);
    expect(orderSwitchGuards.hasNoOrder(orders({ orderDetail: null, orderList: [card] }))).toBe(false);
  });
});

describe('what a borrower types (machines/shared/text.ts)', () => {
  it('drops controls that arrive by paste, and keeps tabs, line breaks, emoji and direction marks', () => {
    expect(withoutControls('Paid\u0000 twice\u0007\u007f\u0085')).toBe('Paid twice');
    expect(withoutControls('Line 1\nLine 2\tend\r\n')).toBe('Line 1\nLine 2\tend\r\n');
    expect(withoutControls('👨‍👩‍👧 \u200fمرحبا\u200b')).toBe('👨‍👩‍👧 \u200fمرحبا\u200b');
  });

  it('is blank when nothing can be seen: spaces, line breaks, zero-width characters, marks, controls', () => {
    for (const blank of ['', '   ', '\n\t', '\u200b', '\u200e\u2060\ufeff', ' \u0000 ']) expect(isBlankText(blank)).toBe(true);
    for (const seen of ['a', ' . ', '\u200bx', '😀', '0']) expect(isBlankText(seen)).toBe(false);
  });

  it('clips to a number of UTF-16 units, never leaving half an emoji', () => {
    expect(clipUnits('Refund', 3)).toBe('Ref');
    expect(clipUnits('Refund', 10)).toBe('Refund');
    // '😀' is two units: a clip through it drops the half.
    expect(clipUnits('ab😀c', 3)).toBe('ab');
    expect(clipUnits('ab😀c', 4)).toBe('ab😀');
    expect(clipUnits('😀', 1)).toBe('');
  });
});
