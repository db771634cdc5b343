import { createActor, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { customerServiceMachine, type SupportContact } from '@machines/customerService/customerService.machine';
import type { LoadResult } from '@machines/shared/load';
import { contactOf, headerOf, mailtoHref, select } from '@/screens/customerService/select';
import { watchVisibility } from '@/screens/customerService';

const SUPPORT: SupportContact = { email: 'care@kredit.co.in', smWa: '1800-123' };
type Answer = () => Promise<LoadResult<SupportContact>>;

/** The machine with its loads answered in turn, the visibility watch a hand-held one. */
function start(answers: Answer[]) {
  let loads = 0;
  const dialled: string[] = [];
  const watch = { visible: () => {}, started: 0, stopped: 0 };
  const actor = createActor(
    customerServiceMachine.provide({
      actors: {
        loadContact: fromPromise<LoadResult<SupportContact>>(() => {
          loads += 1;
          return answers.shift()!();
        }),
        watchVisibility: fromCallback<EventObject>(({ sendBack }) => {
          watch.started += 1;
          watch.visible = () => sendBack({ type: 'page.visible' });
          return () => (watch.stopped += 1);
        }),
      },
      actions: { callPhone: (_, { phone }) => void dialled.push(phone) },
    }),
  );
  actor.start();
  return { actor, dialled, watch, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (data: SupportContact): Answer => async () => ({ ok: true, data });

describe('customer service machine', () => {
  it('loads the contact and dials the telephone it shows', async () => {
    const { actor, dialled } = start([ok(SUPPORT)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'shown' });
    actor.send({ type: 'user.tapPhone' });
    expect(dialled).toEqual(['1800-123']);
  });

  it('calls an answer with neither value empty, and loads again on retry', async () => {
    const { actor, loads } = start([ok({ email: ' ', smWa: '' }), ok(SUPPORT)]);
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'shown' });
    expect(loads()).toBe(2);
  });

  it('shows a refusal once with a way out and no retry; a fault offers a retry', async () => {
    const refused = start([async () => ({ ok: false, message: 'Busy' })]);
    const fault = start([
      async () => {
        throw new Error('offline');
      },
    ]);
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('refused');
    expect(refused.actor.getSnapshot().can({ type: 'user.retry' })).toBe(false);
    expect(refused.actor.getSnapshot().can({ type: 'user.leave' })).toBe(true);
    expect(fault.actor.getSnapshot().value).toBe('failed');
    expect(fault.actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
  });

  it('fetches again when the page is shown again, keeping the rows, and takes the new contact', async () => {
    const changed = { email: 'help@kredit.co.in', smWa: '1800-999' };
    const { actor, watch, loads, dialled } = start([ok(SUPPORT), ok(changed)]);
    await settle();
    watch.visible();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'refreshing' });
    expect(actor.getSnapshot().context.contact).toEqual(SUPPORT);
    // Shown again while it fetches: one request at a time.
    watch.visible();
    expect(loads()).toBe(2);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'shown' });
    actor.send({ type: 'user.tapPhone' });
    expect(dialled).toEqual(['1800-999']);
  });

  it('keeps the shown contact when a refresh is refused or fails, and goes empty when it is gone', async () => {
    const { actor, watch } = start([
      ok(SUPPORT),
      async () => ({ ok: false, message: 'Busy' }),
      async () => {
        throw new Error('offline');
      },
      ok({ email: '', smWa: '' }),
    ]);
    await settle();
    for (const _ of [1, 2]) {
      watch.visible();
      await settle();
      expect(actor.getSnapshot().value).toEqual({ loaded: 'shown' });
      expect(actor.getSnapshot().context).toEqual({ contact: SUPPORT, failure: null });
    }
    watch.visible();
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('watches visibility only while the rows are shown', async () => {
    const { actor, watch } = start([ok({ email: '', smWa: '' })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(watch.started).toBe(0);
    const loaded = start([ok(SUPPORT), ok({ email: '', smWa: '' })]);
    await settle();
    loaded.watch.visible();
    await settle();
    expect(loaded.actor.getSnapshot().value).toBe('empty');
    expect(loaded.watch).toMatchObject({ started: 1, stopped: 1 });
  });
});

describe('customer service view model (select)', () => {
  it('shows the trimmed rows once loaded, a mailto: link only for a plain address', async () => {
    const { actor } = start([ok({ email: ' care@kredit.co.in ', smWa: ' 1800-123 ' })]);
    expect(select(actor.getSnapshot())).toEqual({
      load: { phase: 'loading' },
      empty: false,
      rows: false,
      phone: '',
      email: '',
      refreshing: false,
      mailto: null,
    });
    await settle();
    expect(select(actor.getSnapshot())).toEqual({
      load: null,
      empty: false,
      rows: true,
      phone: '1800-123',
      email: 'care@kredit.co.in',
      refreshing: false,
      mailto: 'mailto:care@kredit.co.in',
    });
  });

  it('reads the empty and refused states', async () => {
    const empty = start([ok({ email: '', smWa: '' })]);
    const refused = start([async () => ({ ok: false, message: 'Busy' })]);
    await settle();
    expect(select(empty.actor.getSnapshot())).toMatchObject({ empty: true, rows: false, load: null });
    expect(select(refused.actor.getSnapshot())).toMatchObject({ empty: false, rows: false, load: { phase: 'refused', message: 'Busy' } });
  });

  it('formats the contact, the mail link and the header', () => {
    expect(contactOf(null)).toEqual({ email: '', smWa: '' });
    expect(mailtoHref('help@kredit.co.in')).toBe('mailto:help@kredit.co.in');
    for (const bad of ['help@kredit.co.in?bcc=x@evil.test', 'a b@c.d', 'javascript:alert(1)@x.y', 'no-at-sign', '']) {
      expect(mailtoHref(bad), bad).toBeNull();
    }
    expect(headerOf('1')).toBe('agent');
    expect(headerOf('2')).toBe('contact');
    expect(headerOf(null)).toBe('contact');
  });
});

describe('the visibility watch of the customer-service binding', () => {
  it('tells its machine when the page is shown again, and stops listening when the machine leaves the state', () => {
    const seen: string[] = [];
    const host = setup({ actors: { watchVisibility } }).createMachine({
      initial: 'watching',
      states: {
        watching: { invoke: { src: 'watchVisibility' }, on: { 'page.visible': { actions: () => seen.push('visible') }, stop: 'done' } },
        done: { on: { 'page.visible': { actions: () => seen.push('visible after stop') } } },
      },
    });
    const actor = createActor(host).start();
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
    expect(seen).toEqual(['visible']);
    const removed = vi.spyOn(document, 'removeEventListener');
    actor.send({ type: 'stop' });
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    show('visible');
    expect(seen).toEqual(['visible']);
    actor.stop();
  });
});
