import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ComplaintListData, ComplaintTab } from '@machines/complaintList/complaintList.machine';
import { paths } from '@/config';
import ComplaintListScreen from '@/screens/complaintList';
import { expectFault, expectRefusal, PATH_SESSION } from '../support';
import {
  answerLoad, describePaths, expectOnlyClosedOnLeave, expectSessionPost, post, tap, tapInAlert, type StateCheckContext,
} from './replay';
import { complaintListSpec, COMPLAINT_TABS } from './specs/complaintList';
/** Each complaint's status in COMPLAINT_TABS, as its card shows it, and the tone of its meaning. */
const STATUS_OF: Record<string, { text: string; tone: string }> = {
  '11': { text: 'Processing', tone: 'pending' },
  '12': { text: 'Closed', tone: 'repaid' },
};
const tabsOf = (snapshot: AnyMachineSnapshot) => snapshot.context.tabs as readonly ComplaintTab[];
const panel = (screen: Screen) => screen.getByRole('tabpanel');
const expectTitle = (screen: Screen) => {
  expect(screen.getByRole('heading', { level: 1, name: 'My complaints' })).toBeInTheDocument();
  expect(document.title).toBe('My complaints');
};

/** What problem-list received: a POST with no body fields, the device parameters and headers. */
function expectListRequests({ network }: StateCheckContext, count: number) {
  const requests = network.requestsOf('loadComplaints');
  expect(requests).toHaveLength(count);
  const last = requests.at(-1)!;
  expectSessionPost(last);
  expect(last.body).toEqual({});
}

describePaths(complaintListSpec)({
  screen: ComplaintListScreen,
  address: `/complaintList?${PATH_SESSION}`,
  network: {
    loadComplaints: post(paths.app('/user-problem/problem-list'), answerLoad<ComplaintListData>()),
  },
  gestures: {
    'user.selectTab': async ({ user, screen, event }) => {
      await user.click(screen.getAllByRole('tab')[event.index]!);
    },
    'user.openComplaint': async ({ user, screen, event }) => {
      const item = COMPLAINT_TABS.tabs.flatMap((tab) => tab.list).find((entry) => entry.id === event.id)!;
      await user.click(within(panel(screen)).getByRole('button', { name: new RegExp(item.content) }));
    },
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
  },
  states: {
    // One request per entry into loading: the first load and every retry.
    loading: (context) => {
      const { screen, event } = context;
      expectTitle(screen);
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expectListRequests(context, event ? 2 : 1);
    },
    // Every tab the server sent, in its order, the selected one marked and kept in the address.
    'loaded.listed': ({ screen, snapshot, event, place }) => {
      expectTitle(screen);
      const tabs = tabsOf(snapshot);
      const selected = snapshot.context.selected as number;
      const shown = within(screen.getByRole('tablist', { name: 'Complaint status' })).getAllByRole('tab');
      expect(shown.map((tab) => tab.textContent)).toEqual(tabs.map((tab) => tab.title));
      expect(shown.map((tab) => tab.getAttribute('aria-selected'))).toEqual(tabs.map((_, i) => String(i === selected)));
      // §9: three tabs share the width of the bar; the fourth is scrolled to.
      expect(shown.every((tab) => tab.style.width === `${100 / 3}%`)).toBe(true);
      expect(panel(screen)).toHaveAccessibleName(tabs[selected]!.title);
      // The selected tab controls the panel it names.
      expect(panel(screen).id).not.toBe('');
      expect(shown[selected]).toHaveAttribute('aria-controls', panel(screen).id);
      const tab = tabs[selected]!;
      const items = within(panel(screen)).getAllByRole('button');
      expect(items).toHaveLength(tab.list.length);
      tab.list.forEach((entry, i) => {
        const item = items[i]!;
        expect(item).toHaveTextContent(entry.time);
        expect(within(item).getByText('Problem Type')).toBeInTheDocument();
        expect(item).toHaveTextContent(`Problem Type ${entry.type}`);
        expect(item).toHaveTextContent(entry.content);
        // Where it stands: the status tab that lists it (the first tab is the overview of them all).
        const status = STATUS_OF[entry.id]!;
        expect(within(item).getByText(status.text)).toHaveClass('ui-tone', `ui-tone--${status.tone}`);
        expect(item).toHaveTextContent(`Complaint status: ${status.text}`);
      });
      expect(place.pathname).toBe('/complaintList');
      if (event?.type === 'user.selectTab') expect(place.query).toMatchObject({ tab: String(selected), deviceId: 'dev-9', spits: 'S1' });
    },
    'loaded.tabEmpty': ({ screen, snapshot, place, event }) => {
      expectTitle(screen);
      const tab = tabsOf(snapshot)[snapshot.context.selected as number]!;
      expect(screen.getByRole('tab', { name: tab.title })).toHaveAttribute('aria-selected', 'true');
      expect(within(panel(screen)).getByText(`No complaints in ${tab.title}`)).toBeInTheDocument();
      expect(within(panel(screen)).queryByRole('button')).not.toBeInTheDocument();
      expect(place.pathname).toBe('/complaintList');
      if (event?.type === 'user.selectTab') expect(place.query.tab).toBe(String(snapshot.context.selected));
    },
    empty: ({ screen }) => {
      expectTitle(screen);
      expect(screen.getByText('You have not filed any complaints yet.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
    // A network fault: our message and a retry.
    failed: ({ screen }) => {
      expectTitle(screen);
      expectFault(['Something went wrong', 'Your complaints could not be loaded.']);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
    // A refusal: the server's message once (no toast), a way out, and no retry that cannot help.
    refused: (context) => {
      expectTitle(context.screen);
      expectRefusal('Service is busy, please try later');
      expectOnlyClosedOnLeave(context);
    },
    // The details page opened with the complaint's id and the session.
    opened: ({ place, event }) => {
      expect(place.pathname).toBe('/complainDetails');
      expect(place.query).toMatchObject({ problemId: (event as { id?: string }).id, deviceId: 'dev-9', isNeedPop: '1', spits: 'S1' });
    },
  },
});
