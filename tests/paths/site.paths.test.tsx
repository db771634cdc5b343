import { act, fireEvent, within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ContactFormContext } from '@machines/contactForm/contactForm.machine';
import SiteScreen from '@/screens/site';
import { db } from '@mocks/db';
import { describePaths, type StateCheckContext } from './replay';
import { contactFormFooterSpec } from './specs/contactForm';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submit successfully！';
const LABELS: Record<string, string> = { firstName: 'First name', email: 'E-mail', phone: 'Phone', message: 'Message' };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContactFormContext;
const COMPANY = 'Sahaj Kredit Technologies Private Limited';
/**
 * The footer, found by the company it names: a role query over the whole home page (its documents
 * included) costs jsdom seconds per step; inside the footer, queries are by role again.
 */
const footer = (screen: Screen) => {
  const found = screen.getByText(COMPANY).closest('footer');
  if (!found) throw new Error('the company is not named in a footer');
  return found;
};
const form = (screen: Screen) => within(footer(screen)).getByRole('form', { name: 'Send us a message' });
/** A field by its label (a label query: role queries over this long page cost jsdom too much per step). */
const field = (screen: Screen, name: string) => within(form(screen)).getByLabelText(LABELS[name]!);
const send = (screen: Screen) => within(form(screen)).getByRole('button', { name: 'Send' });

function expectFields({ screen, snapshot }: StateCheckContext) {
  const { values, missing } = contextOf(snapshot);
  const inForm = within(form(screen));
  for (const name of Object.keys(LABELS)) {
    const box = inForm.getByLabelText(LABELS[name]!);
    expect(box).toHaveValue(values[name]);
    if (missing.includes(name)) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please fill this in.');
    } else {
      expect(box).not.toHaveAttribute('aria-invalid');
    }
  }
}

/** The footer's contact form on the public site's home page (§2), the page around it untouched. */
describePaths(contactFormFooterSpec)({
  screen: SiteScreen,
  address: '/?isNeedPop=1',
  network: {},
  gestures: {
    'user.type': async ({ screen, event }) => {
      await act(async () => {
        fireEvent.change(field(screen, event.field), { target: { value: event.value } });
      });
    },
    'user.submit': async ({ user, screen }) => user.click(send(screen)),
  },
  states: {
    '*': (context) => {
      const { screen, network, place } = context;
      expect(place.pathname).toBe('/');
      expect(document.title).toBe('KreditNow – instant personal loans');
      expect(screen.getByText('Money for what matters, in your account within 2 hours').tagName).toBe('H1');
      expect(within(footer(screen)).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
      expectFields(context);
      // Nothing is sent to a server (§2), whatever the visitor does.
      expect(network.received).toEqual([]);
      expect(db.requests).toEqual([]);
    },
    editing: ({ screen, event }) => {
      expect(within(form(screen)).queryByText(/^Please fill in:/)).not.toBeInTheDocument();
      expect(send(screen)).toBeEnabled();
      if (event?.type.startsWith('xstate.after.')) expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
      if (event === undefined) expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    },
    incomplete: ({ screen, snapshot }) => {
      const { missing } = contextOf(snapshot);
      expect(screen.getByText(FAILURE)).toBeInTheDocument();
      expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
      expect(within(form(screen)).getByText(`Please fill in: ${missing.map((name) => LABELS[name]).join(', ')}.`)).toBeInTheDocument();
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
