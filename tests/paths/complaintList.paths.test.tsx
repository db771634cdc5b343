import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ComplaintTab } from '@machines/complaintList/complaintList.machine';
import { ComplaintListPage } from '@/pages/complaintList/ComplaintListPage';
import { describePaths } from './replay';
import { complaintListSpec } from './specs/complaintList';

const tabsOf = (snapshot: AnyMachineSnapshot) => snapshot.context.tabs as readonly ComplaintTab[];
const panel = (screen: Screen) => screen.getByRole('tabpanel');
const expectTitle = (screen: Screen) =>
  expect(screen.getByRole('heading', { level: 1, name: 'My complaints' })).toBeInTheDocument();

describePaths(complaintListSpec)({
  render: (logic) => <ComplaintListPage logic={logic} />,
  gestures: {
    'user.selectTab': async ({ user, screen, event }) => {
      const tabs = screen.getAllByRole('tab');
      await user.click(tabs[event.index]!);
    },
    'user.openComplaint': async ({ user, screen, event }) => {
      const content = complaintListSpec.payloads!['xstate.done.actor.loadComplaints']![0]!.output as {
        data: { tabs: ComplaintTab[] };
      };
      const item = content.data.tabs.flatMap((tab) => tab.list).find((entry) => entry.id === event.id)!;
      await user.click(within(panel(screen)).getByRole('button', { name: new RegExp(item.content) }));
    },
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expectTitle(screen);
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      // One request per entry into loading: the first load and every retry.
      expect(actors.calls.at(-1)).toEqual({ id: 'loadComplaints', input: undefined });
    },
    // Every tab the server sent, in its order, the selected one marked; the panel is named after it.
    loaded: ({ screen, snapshot }) => {
      expectTitle(screen);
      const tabs = tabsOf(snapshot);
      const selected = snapshot.context.selected as number;
      const shown = within(screen.getByRole('tablist', { name: 'Complaint status' })).getAllByRole('tab');
      expect(shown.map((tab) => tab.textContent)).toEqual(tabs.map((tab) => tab.title));
      expect(shown.map((tab) => tab.getAttribute('aria-selected'))).toEqual(tabs.map((_, i) => String(i === selected)));
      // §9: three tabs share the width of the bar; the fourth is scrolled to.
      expect(shown.every((tab) => tab.style.width === `${100 / 3}%`)).toBe(true);
      expect(panel(screen)).toHaveAccessibleName(tabs[selected]!.title);
    },
    'loaded.listed': ({ screen, snapshot, event, actors }) => {
      const tab = tabsOf(snapshot)[snapshot.context.selected as number]!;
      const items = within(panel(screen)).getAllByRole('button');
      expect(items).toHaveLength(tab.list.length);
      tab.list.forEach((entry, i) => {
        const item = items[i]!;
        expect(item).toHaveTextContent(entry.time);
        expect(within(item).getByText('Problem Type')).toBeInTheDocument();
        expect(item).toHaveTextContent(`Problem Type ${entry.type}`);
        expect(item).toHaveTextContent(entry.content);
      });
      if (event?.type === 'user.openComplaint') {
        const { id } = event as unknown as { id: string };
        expect(actors.navigations.at(-1)).toEqual({ route: 'complaintDetails', query: { problemId: id } });
      } else {
        expect(actors.navigations).toEqual([]);
      }
    },
    'loaded.tabEmpty': ({ screen, snapshot, actors }) => {
      const tab = tabsOf(snapshot)[snapshot.context.selected as number]!;
      expect(within(panel(screen)).getByText(`No complaints in ${tab.title}`)).toBeInTheDocument();
      expect(within(panel(screen)).queryByRole('button')).not.toBeInTheDocument();
      expect(actors.navigations).toEqual([]);
    },
    empty: ({ screen }) => {
      expectTitle(screen);
      expect(screen.getByText('You have not filed any complaints yet.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
    // A refusal shows the server's message; a network fault or a broken answer, a message of ours.
    failed: ({ screen, snapshot }) => {
      expectTitle(screen);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      const failure = snapshot.context.failure as { kind: string; message?: string };
      expect(alert).toHaveTextContent(failure.kind === 'refused' ? failure.message! : 'Your complaints could not be loaded.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
  },
});
