import { act, within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { SupportContact } from '@machines/customerService/customerService.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import CustomerServiceScreen from '@/screens/customerService';
import headerAgent from '@/screens/customerService/headerAgent.svg';
import { expectFault, expectRefusal, PATH_SESSION } from '../support';
import {
  answerLoad, describePaths, expectOnlyClosedOnLeave, expectSessionPost, post, tap, tapInAlert, type StateCheckContext,
} from './replay';
import { BUSY, customerServiceSpec } from './specs/customerService';

/** What the WebView reports when the user comes back from the dialer or the mail app. */
function comeBack() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
}

/** The numbers the user tapped in this path, as the row showed them. */
const tapped: string[] = [];

const contactOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context.contact as SupportContact | null;
const rows = (screen: Screen) => screen.queryByRole('list');

/** One contact-kf-info request waits for its answer: a POST of overall=30 with the session (§7). */
function expectOneRequestInFlight({ network }: StateCheckContext) {
  const last = network.inFlight('loadContact');
  expectSessionPost(last);
  expect(last.body).toEqual({ overall: '30' });
}

/** The Telephone and Mail rows (§2), the mail row a real mailto: link. */
function expectRows(screen: Screen, contact: SupportContact) {
  const list = within(screen.getByRole('list'));
  expect(list.getByRole('button', { name: `Telephone ${contact.smWa}` })).toBeEnabled();
  expect(list.getByRole('link', { name: `Mail ${contact.email}` })).toHaveAttribute('href', `mailto:${contact.email}`);
  expect(list.getAllByRole('listitem')).toHaveLength(2);
}

describePaths(customerServiceSpec)({
  screen: CustomerServiceScreen,
  address: `/customerService?${PATH_SESSION}&type=1`,
  network: {
    loadContact: post(paths.app('/v3/personal-center/contact-kf-info'), answerLoad<SupportContact>()),
  },
  gestures: {
    'user.tapPhone': async ({ user, screen }) => {
      const row = within(screen.getByRole('list')).getByRole('button', { name: /^Telephone / });
      tapped.push(row.textContent!.replace(/^Telephone\s*/, ''));
      await user.click(row);
    },
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
    'page.visible': async () => {
      await act(async () => comeBack());
    },
  },
  before: () => {
    tapped.length = 0;
  },
  states: {
    // Every state: type=1 picks the support-agent header, above the title; the toolbar title.
    // Each tap on the telephone row asked the host to dial the number that row showed, once.
    '*': ({ screen, bridge }) => {
      expect(screen.getByRole('img', { name: 'Our support team is here to help' })).toHaveAttribute('src', headerAgent);
      expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
      expect(document.title).toBe('Customer service');
      const dialled = bridge.filter((call) => call.method === 'callPhone');
      expect(dialled).toEqual(tapped.map((phone) => ({ method: 'callPhone', payload: { phone } })));
    },
    loading: (context) => {
      const { screen } = context;
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(rows(screen)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expectOneRequestInFlight(context);
    },
    // Back from the dialer: the rows stay, marked busy, while the contact is fetched again.
    'loaded.refreshing': (context) => {
      const { screen, snapshot } = context;
      expectRows(screen, contactOf(snapshot)!);
      expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('loading...')).not.toBeInTheDocument();
      expectOneRequestInFlight(context);
    },
    'loaded.shown': ({ screen, snapshot, event, previous }) => {
      const contact = contactOf(snapshot)!;
      expectRows(screen, contact);
      expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const answer = (event as { output?: LoadResult<SupportContact> } | undefined)?.output;
      // The rows show what the server last answered; a refresh that failed keeps the old ones.
      if (answer?.ok) expect(contact).toEqual(answer.data);
      else if (previous?.matches({ loaded: 'refreshing' })) expect(contact).toEqual(contactOf(previous));
    },
    empty: ({ screen }) => {
      expect(screen.getByText('Contact details are not available right now.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(rows(screen)).not.toBeInTheDocument();
    },
    // A network fault: our message and a retry.
    failed: ({ screen }) => {
      const alert = expectFault(['Something went wrong', 'The contact details could not be loaded.']).alert;
      expect(within(alert).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
      expect(rows(screen)).not.toBeInTheDocument();
    },
    // A refusal: the server's message once (no toast), a way out, and no retry that cannot help.
    refused: (context) => {
      expectRefusal(BUSY);
      expect(rows(context.screen)).not.toBeInTheDocument();
      expectOnlyClosedOnLeave(context);
    },
  },
});
