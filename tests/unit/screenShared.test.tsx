/**
 * The pieces every screen's binding shares (src/screens/shared): the view-model compare, the load
 * view, the navigate effect, the title and prefetch hooks, and the flow manifests' reader.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { complaintListMachine, type ComplaintListData } from '@machines/complaintList/complaintList.machine';
import type { LoadFailure, LoadResult } from '@machines/shared/load';
import { config } from '@/config';
import { liveEffects } from '@/screens/shared/effects';
import { ownHost } from '@/screens/shared/openLink';
import { watchBack } from '@/screens/shared/watchBack';
import { OrderSwitcher } from '@/screens/shared/OrderSwitcher';
import { ContactFormView, focusField } from '@/screens/shared/site/ContactFormView';
import cardRepay from '@/screens/cardRepay/manifest.json';
import { loadViewOf } from '@/screens/shared/loadView';
import { readManifest } from '@/screens/shared/manifest';
import { shallowEqual, useScreen } from '@/screens/shared/useScreen';
import { usePrefetch } from '@/screens/shared/usePrefetch';
import { useTitle } from '@/screens/shared/useTitle';
import { feedback } from '@/services/feedback';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';

/** Whether the order sheet's code was fetched (its module evaluated): the sheet opens from the card's 'All'. */
const sheetFetched = vi.hoisted(() => ({ value: false }));
vi.mock(import('@/screens/shared/OrderSheet'), async (original) => {
  sheetFetched.value = true;
  return original();
});

describe('shallowEqual, the view-model compare', () => {
  it('is equal for the same values one level deep, and not for any difference', () => {
    const items = ['a'];
    expect(shallowEqual({ a: 1, items }, { a: 1, items })).toBe(true);
    expect(shallowEqual({ a: 1, items }, { a: 1, items: ['a'] })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(shallowEqual<unknown>(null, { a: 1 })).toBe(false);
    expect(shallowEqual<unknown>({ a: 1 }, null)).toBe(false);
    expect(shallowEqual<unknown>(1, 1)).toBe(true);
    expect(shallowEqual<unknown>(1, 2)).toBe(false);
    expect(shallowEqual<unknown>('x', { 0: 'x' })).toBe(false);
    expect(shallowEqual<unknown>({ 0: 'x' }, 'x')).toBe(false);
  });
});

describe('useScreen, the view model a screen renders', () => {
  const machine = setup({
    types: { context: {} as { note: string }, events: {} as { type: 'answer' } | { type: 'edit'; note: string } },
  }).createMachine({
    context: { note: '' },
    initial: 'loading',
    states: {
      loading: { tags: ['loading'], on: { answer: 'shown' } },
      shown: { on: { edit: { actions: assign({ note: ({ event }) => event.note }) } } },
    },
  });

  /** Every view model the screen rendered, in order. */
  function renderedViews() {
    const actor = createActor(machine).start();
    const rendered: string[] = [];
    function Probe() {
      const view = useScreen(actor, (s) => ({ loading: s.hasTag('loading'), note: s.context.note }), 'Probe');
      rendered.push(view.loading ? 'loading' : `shown ${view.note}`);
      return <p>{view.loading ? 'Loading' : `Note: ${view.note}`}</p>;
    }
    render(<Probe />);
    return { actor, rendered };
  }

  it("renders an answer's view in the background, the loading view staying up until it is ready", () => {
    const { actor, rendered } = renderedViews();
    act(() => actor.send({ type: 'answer' }));
    // The store's update renders at once, and at once shows the loading view again; the content
    // comes from a render of its own (a transition, in slices), never from that first one.
    expect(rendered).toEqual(['loading', 'loading', 'shown ']);
    expect(screen.getByText('Note:')).toBeInTheDocument();
  });

  it('renders every later update once, at once, with its own value (a field never shows a stale one)', () => {
    const { actor, rendered } = renderedViews();
    act(() => actor.send({ type: 'answer' }));
    rendered.length = 0;
    act(() => actor.send({ type: 'edit', note: 'a' }));
    act(() => actor.send({ type: 'edit', note: 'ab' }));
    expect(rendered).toEqual(['shown a', 'shown ab']);
    expect(screen.getByText('Note: ab')).toBeInTheDocument();
  });
});

describe('loadViewOf, the load part of every view model', () => {
  /** The complaint list as a machine that loads: its load answered by `answer`. */
  async function settled(answer: () => Promise<LoadResult<ComplaintListData>>) {
    const actor = createActor(complaintListMachine.provide({ actors: { loadComplaints: fromPromise(answer) } }), { input: { tab: 0 } });
    actor.start();
    const loading = loadViewOf(actor.getSnapshot());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = loadViewOf(actor.getSnapshot());
    actor.stop();
    return { loading, after };
  }

  it('is loading, then refused with the server message, failed, or nothing to say once shown', async () => {
    expect((await settled(async () => ({ ok: true, data: { tabs: [] } }))).loading).toEqual({ phase: 'loading' });
    expect((await settled(async () => ({ ok: false, message: 'Record not found' }))).after).toEqual({
      phase: 'refused',
      message: 'Record not found',
    });
    expect(
      (
        await settled(async () => {
          throw new Error('offline');
        })
      ).after,
    ).toEqual({ phase: 'failed' });
    expect((await settled(async () => ({ ok: true, data: { tabs: [{ title: 'All', list: [] }] } }))).after).toBeNull();
  });

  it('reads a refusal without a refusal in context as one with no message', () => {
    const refused = (failure: LoadFailure | null) =>
      complaintListMachine.resolveState({ value: 'refused', context: { tabs: [], selected: 0, wanted: 0, failure } });
    expect(loadViewOf(refused(null))).toEqual({ phase: 'refused', message: '' });
    expect(loadViewOf(refused({ kind: 'fault' }))).toEqual({ phase: 'refused', message: '' });
  });
});

describe('the navigate effect', () => {
  it('goes to the route with the session and the query, pushing or replacing as asked', () => {
    refreshSession('?deviceId=d1&isNeedPop=1&spits=S1');
    const went: { to: string; replace: boolean | undefined }[] = [];
    const unregister = navigation.register((to, options) => went.push({ to, replace: options?.replace }));
    liveEffects.navigate(undefined, { route: 'complaintList', query: { tab: '2' }, replace: true });
    liveEffects.navigate(undefined, { route: 'complaintDetails', query: { problemId: '9' } });
    unregister();
    expect(went).toEqual([
      { to: '/complaintList?tab=2&deviceId=d1&isNeedPop=1&spits=S1', replace: true },
      { to: '/complainDetails?problemId=9&deviceId=d1&isNeedPop=1&spits=S1', replace: undefined },
    ]);
  });
});

describe('the toast effect', () => {
  it("shows a server's own text when it has one, else the catalog text of the key (§8 'the message or ...')", () => {
    liveEffects.toast(undefined, { key: 'cardRepay.failed', text: 'Bank busy' });
    expect(feedback.getState().toast?.message).toBe('Bank busy');
    liveEffects.toast(undefined, { key: 'common.networkError', text: '  ' });
    expect(feedback.getState().toast?.message).toBe('error');
    liveEffects.toast(undefined, { key: 'common.networkError' });
    expect(feedback.getState().toast?.message).toBe('error');
  });
});

describe('useTitle', () => {
  it('names the page, and renames it when the title changes (another language)', () => {
    const { rerender } = renderHook(({ title }) => useTitle(title), { initialProps: { title: 'My complaints' } });
    expect(document.title).toBe('My complaints');
    rerender({ title: 'Keluhan saya' });
    expect(document.title).toBe('Keluhan saya');
  });
});

describe('readManifest, the reader of the flow manifests (src/screens/<flow>/manifest.json)', () => {
  it('refuses a title that is no message key, naming the file and the field', () => {
    const withTitle = (title: unknown) => () => readManifest('src/screens/cardRepay/manifest.json', { ...cardRepay, title });
    // A key of two or three parts is one; anything else is refused.
    expect(withTitle('cardRepay.title')().title).toBe('cardRepay.title');
    expect(withTitle('site.contact.title')().title).toBe('site.contact.title');
    for (const title of ['cardRepay', 'Card repayment', 'cardRepay.title!', ' cardRepay.title', 'cardRepay.', '.title', 'cardRepay..title', 42, ['cardRepay.title']]) {
      expect(withTitle(title), String(title)).toThrow('src/screens/cardRepay/manifest.json: title: a message key such as "cardRepay.title"');
    }
  });

  it('names every wrong field of a manifest, and says so when it is no object at all', () => {
    expect(() => readManifest('a.json', { ...cardRepay, page: ' ', quiet: 'no' })).toThrow(
      /^a\.json: page: [^;]+; quiet: Invalid type: Expected boolean but received "no"$/,
    );
    expect(() => readManifest('b.json', null)).toThrow(/^b\.json: \(top\): Invalid type: Expected Object but received null$/);
  });
});

describe('usePrefetch, a part fetched before it is opened', () => {
  it('fetches nothing while the page is not ready, once as it becomes ready, and again only for another part', () => {
    const sheet = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ load, ready }) => usePrefetch(load, ready), { initialProps: { load: sheet, ready: false } });
    expect(sheet).not.toHaveBeenCalled();
    rerender({ load: sheet, ready: true });
    expect(sheet).toHaveBeenCalledTimes(1);
    rerender({ load: sheet, ready: true });
    expect(sheet).toHaveBeenCalledTimes(1);
    const dialog = vi.fn(() => Promise.resolve());
    rerender({ load: dialog, ready: true });
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(sheet).toHaveBeenCalledTimes(1);
  });
});

describe('ownHost, the {host} an apply link opens in place under (§7)', () => {
  const configured = config.host;
  /** VITE_H5_HOST as a deployment sets it (config is read once, at build time). */
  const configure = (host: string) => {
    (config as { host: string }).host = host;
  };
  afterEach(() => configure(configured));

  it('is the configured H5 address, or this page\'s origin when none is configured or it is blank', () => {
    configure('https://h5.kredit.co.in');
    expect(ownHost()).toBe('https://h5.kredit.co.in');
    configure('');
    expect(ownHost()).toBe(window.location.origin);
    // A blank variable is no host: every link would otherwise open outside the app.
    configure('   ');
    expect(ownHost()).toBe(window.location.origin);
  });
});

describe('ContactFormView, a field it has no wording for', () => {
  it('asks for it by its name as plain text, with no autofill, and a cursor sent to a field not on the page goes nowhere', () => {
    const field = { name: 'city', required: false, value: 'Pune', invalid: false };
    render(<ContactFormView id="visit" title="Visit us" view={{ fields: [field], justSent: false }} send={() => {}} />);
    const input = screen.getByRole('textbox', { name: /^city/ });
    expect(input).toHaveValue('Pune');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('inputmode');
    expect(() => focusField('visit', 'street')).not.toThrow();
    expect(input).not.toHaveFocus();
  });
});

describe('OrderSwitcher, the complaint pages\' order card', () => {
  it('fetches the sheet of all orders while the card shows, before All is tapped', async () => {
    const order = { orderNo: 'KR2611050021', productLogo: '', productName: 'Kredit Flex', status: 'Repaid', list: [] };
    const text = { selectedOrder: 'Selected order', all: 'All', allOrders: 'All orders', orderNo: (no: string) => `Order No. ${no}`, current: 'Shown' };
    render(<OrderSwitcher order={order} orders={[order]} sheetOpen={false} text={text} send={() => {}} />);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sheetFetched.value).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('watchBack, the browser\'s Back while a page waits to leave', () => {
  it('hears Back while its state lasts, and leaves no listener behind after it', () => {
    const listening = new Set<unknown>();
    const [addTo, removeFrom] = [window.addEventListener.bind(window), window.removeEventListener.bind(window)];
    const add = vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<Window['addEventListener']>) => {
      if (args[0] === 'popstate') listening.add(args[1]);
      addTo(...args);
    });
    const remove = vi.spyOn(window, 'removeEventListener').mockImplementation((...args: Parameters<Window['removeEventListener']>) => {
      if (args[0] === 'popstate') listening.delete(args[1]);
      removeFrom(...args);
    });
    onTestFinished(() => {
      add.mockRestore();
      remove.mockRestore();
    });
    const leaving = setup({ actors: { watchBack }, types: { context: {} as { backs: number } } }).createMachine({
      context: { backs: 0 },
      initial: 'leaving',
      states: {
        leaving: {
          invoke: { src: 'watchBack' },
          on: { 'history.back': { actions: assign({ backs: ({ context }) => context.backs + 1 }) }, shown: 'gone' },
        },
        gone: {},
      },
    });
    const actor = createActor(leaving).start();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(actor.getSnapshot().context.backs).toBe(1);
    expect(listening.size).toBe(1);
    actor.send({ type: 'shown' });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(actor.getSnapshot().context.backs).toBe(1);
    expect(listening.size).toBe(0);
  });
});
