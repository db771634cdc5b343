import { createActor, fromPromise } from 'xstate';
import {
  complaintListMachine,
  type ComplaintListData,
} from '@machines/complaintList/complaintList.machine';
import type { LoadResult } from '@machines/shared/load';
import type { NavigateParams } from '@machines/shared/effects';
import { select } from '@/screens/complaintList/select';
import { expectRefused } from '../support/actors';

const item = (id: string) => ({ id, time: '2025-03-01 18:21:05', type: 'Collection', content: `Complaint ${id}` });
const TABS: ComplaintListData = {
  tabs: [
    { title: 'All', list: [item('11'), item('12')] },
    { title: 'Processing', list: [item('11')] },
    { title: 'Processed', list: [] },
  ],
};

function run(results: (() => Promise<LoadResult<ComplaintListData>>)[], tab = 0) {
  const navigations: NavigateParams[] = [];
  let calls = 0;
  const actor = createActor(
    complaintListMachine.provide({
      actors: {
        loadComplaints: fromPromise(() => {
          const next = results[Math.min(calls, results.length - 1)];
          calls += 1;
          return next!();
        }),
      },
      actions: { navigate: (_: unknown, params: NavigateParams) => navigations.push(params) },
    }),
    { input: { tab } },
  );
  actor.start();
  return { actor, navigations, calls: () => calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const loaded = async () => ({ ok: true, data: TABS }) as const;

describe('complaint list machine', () => {
  it('loads, then shows the first tab', async () => {
    const { actor } = run([loaded]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ loaded: 'listed' });
    expect(snapshot.context.tabs).toEqual(TABS.tabs);
    expect(snapshot.context.selected).toBe(0);
  });

  it('switches tabs, telling an empty tab apart, keeping the tab in the address, and ignores a tab that does not exist', async () => {
    const { actor, navigations } = run([loaded]);
    await settle();
    actor.send({ type: 'user.selectTab', index: 2 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'tabEmpty' });
    expect(actor.getSnapshot().context.selected).toBe(2);
    actor.send({ type: 'user.selectTab', index: 1 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'listed' });
    expect(actor.getSnapshot().context.selected).toBe(1);
    actor.send({ type: 'user.selectTab', index: 3 });
    actor.send({ type: 'user.selectTab', index: -1 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'listed' });
    expect(actor.getSnapshot().context.selected).toBe(1);
    // Replaced, not pushed: Back leaves the list rather than walking through its tabs.
    expect(navigations).toEqual([
      { route: 'complaintList', query: { tab: '2' }, replace: true },
      { route: 'complaintList', query: { tab: '1' }, replace: true },
    ]);
  });

  it('opens on the tab the address names, or the first when the answer has no such tab', async () => {
    const second = run([loaded], 1);
    await settle();
    expect(second.actor.getSnapshot().value).toEqual({ loaded: 'listed' });
    expect(second.actor.getSnapshot().context.selected).toBe(1);
    const empty = run([loaded], 2);
    await settle();
    expect(empty.actor.getSnapshot().value).toEqual({ loaded: 'tabEmpty' });
    const missing = run([loaded], 7);
    await settle();
    expect(missing.actor.getSnapshot().context.selected).toBe(0);
    expect(missing.actor.getSnapshot().value).toEqual({ loaded: 'listed' });
  });

  it('opens a complaint by navigating to its details with the problemId', async () => {
    const { actor, navigations } = run([loaded]);
    await settle();
    actor.send({ type: 'user.openComplaint', id: '12' });
    expect(navigations).toEqual([{ route: 'complaintDetails', query: { problemId: '12' } }]);
    expect(actor.getSnapshot().value).toBe('opened');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not open anything while the selected tab is empty', async () => {
    const { actor, navigations } = run([loaded]);
    await settle();
    actor.send({ type: 'user.selectTab', index: 2 });
    actor.send({ type: 'user.openComplaint', id: '12' });
    expect(navigations.filter((n) => n.route === 'complaintDetails')).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'tabEmpty' });
  });

  it('starts on an empty first tab when the server lists nothing in it', async () => {
    const { actor } = run([async () => ({ ok: true, data: { tabs: [{ title: 'All', list: [] }, TABS.tabs[1]!] } })]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'tabEmpty' });
    actor.send({ type: 'user.selectTab', index: 1 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'listed' });
  });

  it('is empty without tabs, and loads again on retry', async () => {
    const { actor, calls } = run([async () => ({ ok: true, data: { tabs: [] } }), loaded]);
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'user.selectTab', index: 0 });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'listed' });
    expect(calls()).toBe(2);
  });

  it('keeps a refusal with its message and no retry; a fault can be retried and is cleared by a good answer', async () => {
    const refused = run([async () => ({ ok: false, message: 'Service busy' }), loaded]);
    await settle();
    expectRefused(refused.actor, 'Service busy');
    refused.actor.send({ type: 'user.retry' });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('refused');
    expect(refused.calls()).toBe(1);

    const fault = run([
      async () => {
        throw new Error('offline');
      },
      loaded,
    ]);
    await settle();
    expect(fault.actor.getSnapshot().value).toBe('failed');
    expect(fault.actor.getSnapshot().context.failure).toEqual({ kind: 'fault' });
    fault.actor.send({ type: 'user.retry' });
    await settle();
    expect(fault.actor.getSnapshot().value).toEqual({ loaded: 'listed' });
    expect(fault.actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores retry while loading, so a double tap sends one request', async () => {
    const { actor, calls } = run([
      async () => {
        throw new Error('offline');
      },
      () => new Promise<never>(() => {}),
    ]);
    await settle();
    actor.send({ type: 'user.retry' });
    actor.send({ type: 'user.retry' });
    await settle();
    expect(calls()).toBe(2);
  });
});

describe('complaint list cards: where each complaint stands', () => {
  const a = { id: '1', time: '2025-01-01 10:00:00', type: 'Repayment', content: 'A' };
  const b = { id: '2', time: '2025-01-02 10:00:00', type: 'Collection', content: 'B' };
  const view = (tabs: { title: string; list: (typeof a)[] }[], tab = 0) => {
    const actor = createActor(
      complaintListMachine.provide({
        actors: { loadComplaints: fromPromise(async (): Promise<LoadResult<ComplaintListData>> => ({ ok: true, data: { tabs } })) },
        actions: { navigate: () => {}, toast: () => {}, leave: () => {} },
      }),
      { input: { tab } },
    ).start();
    return new Promise<ReturnType<typeof select>>((resolve) => setTimeout(() => resolve(select(actor.getSnapshot())), 0));
  };

  it('names the status tab that lists each one, the first tab being the overview of them all', async () => {
    const tabs = [
      { title: 'All', list: [a, b] },
      { title: 'Processing', list: [b] },
      { title: 'Processed', list: [a] },
    ];
    const shown = await view(tabs);
    expect(shown.tabs?.items.map((item) => [item.id, item.status, item.tone])).toEqual([
      ['1', 'Processed', 'repaid'],
      ['2', 'Processing', 'pending'],
    ]);
    // The same status in the status tab itself.
    expect((await view(tabs, 1)).tabs?.items.map((item) => item.status)).toEqual(['Processing']);
  });

  it('keeps an overview whose status tabs list everything in it (one complaint, still processing)', async () => {
    const shown = await view([
      { title: 'Semua', list: [a] },
      { title: 'Diproses', list: [a] },
      { title: 'Selesai', list: [] },
    ]);
    expect(shown.tabs?.items.map((item) => [item.status, item.tone])).toEqual([['Diproses', 'pending']]);
  });

  it('without an overview, the first tab that lists a complaint names it; a lone tab names nothing', async () => {
    const shown = await view([
      { title: 'Processing', list: [b] },
      { title: 'Resolved', list: [a] },
    ]);
    expect(shown.tabs?.items.map((item) => [item.status, item.tone])).toEqual([['Processing', 'pending']]);
    expect((await view([{ title: 'Processing', list: [b] }, { title: 'Resolved', list: [a] }], 1)).tabs?.items[0]).toMatchObject({
      status: 'Resolved',
      tone: 'repaid',
    });
    expect((await view([{ title: 'All', list: [a, b] }])).tabs?.items.map((item) => [item.status, item.tone])).toEqual([
      ['', 'neutral'],
      ['', 'neutral'],
    ]);
  });

  it('names a complaint two status tabs list by the first of them; an untitled tab names nothing, and a title is shown trimmed', async () => {
    const shown = await view([
      { title: 'All', list: [a, b] },
      { title: '  ', list: [a] },
      { title: ' Processing ', list: [a, b] },
      { title: 'Resolved', list: [b] },
    ]);
    expect(shown.tabs?.items.map((item) => [item.id, item.status, item.tone])).toEqual([
      ['1', 'Processing', 'pending'],
      ['2', 'Processing', 'pending'],
    ]);
  });

  it('is no overview when one status tab lists a complaint the first does not, though another lists only its own', async () => {
    const shown = await view([
      { title: 'Processing', list: [a] },
      { title: 'Under review', list: [a] },
      { title: 'Resolved', list: [b] },
    ]);
    expect(shown.tabs?.items.map((item) => [item.id, item.status])).toEqual([['1', 'Processing']]);
  });

  it('tells an answered complaint by any word of its status, in either language', async () => {
    const shown = await view([
      { title: 'Semua', list: [a, b] },
      { title: 'Sudah dibalas', list: [a] },
      { title: 'Menunggu balasan', list: [b] },
    ]);
    expect(shown.tabs?.items.map((item) => [item.status, item.tone])).toEqual([
      ['Sudah dibalas', 'repaid'],
      ['Menunggu balasan', 'pending'],
    ]);
  });
});
