import { act, fireEvent, within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ContactFormContext } from '@machines/contactForm/contactForm.machine';
import SiteContactScreen from '@/screens/siteContact';
import { db } from '@mocks/db';
import { describePaths, type StateCheckContext } from './replay';
import { contactFormSpec } from './specs/contactForm';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submit successfully！';
const LABELS: Record<string, string> = { name: 'Name', telephone: 'Telephone', message: 'Message', company: 'Company' };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContactFormContext;
const form = (screen: Screen) => screen.getByRole('form', { name: 'Send us a message' });
const field = (screen: Screen, name: string) => within(form(screen)).getByLabelText(new RegExp(`^${LABELS[name]}`));
const send = (screen: Screen) => within(form(screen)).getByRole('button', { name: 'Send' });

/** What the visitor sees is what the machine holds: every value, and the marks of the last Send. */
function expectFields({ screen, snapshot }: StateCheckContext) {
  const { values, missing } = contextOf(snapshot);
  for (const name of Object.keys(LABELS)) {
    expect(field(screen, name)).toHaveValue(values[name]);
    if (missing.includes(name)) expect(field(screen, name)).toHaveAttribute('aria-invalid', 'true');
    else expect(field(screen, name)).not.toHaveAttribute('aria-invalid');
  }
}

describePaths(contactFormSpec)({
  screen: SiteContactScreen,
  address: '/Contact?isNeedPop=1',
  network: {},
  gestures: {
    // One change with the whole value, as a paste or an IME commit gives it.
    'user.type': async ({ screen, event }) => {
      await act(async () => {
        fireEvent.change(field(screen, event.field), { target: { value: event.value } });
      });
    },
    'user.submit': async ({ user, screen }) => user.click(send(screen)),
  },
  states: {
    // Every state: the page, its one form, nothing ever sent (§2), and no request at all.
    '*': (context) => {
      const { screen, network } = context;
      expect(document.title).toBe('Contact us');
      expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
      expect(screen.getAllByRole('form')).toHaveLength(1);
      expect(within(form(screen)).getByText('(optional)')).toBeInTheDocument();
      expectFields(context);
      expect(network.received).toEqual([]);
      expect(db.requests).toEqual([]);
    },
    editing: ({ screen, event }) => {
      expect(within(form(screen)).queryByText(/^Please fill in:/)).not.toBeInTheDocument();
      expect(send(screen)).toBeEnabled();
      // The success toast has gone when Send becomes available again by itself.
      if (event?.type.startsWith('xstate.after.')) expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
      if (event === undefined) expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    },
    incomplete: ({ screen, snapshot }) => {
      const { missing } = contextOf(snapshot);
      expect(screen.getByText(FAILURE)).toBeInTheDocument();
      expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
      expect(within(form(screen)).getByText(`Please fill in: ${missing.map((name) => LABELS[name]).join(', ')}.`)).toBeInTheDocument();
      // Company is never asked for.
      expect(missing).not.toContain('company');
      expect(send(screen)).toBeEnabled();
    },
    submitted: ({ screen }) => {
      expect(screen.getByText(SUCCESS)).toBeInTheDocument();
      expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
      for (const name of Object.keys(LABELS)) expect(field(screen, name)).toHaveValue('');
      expect(send(screen)).toBeDisabled();
    },
  },
});
