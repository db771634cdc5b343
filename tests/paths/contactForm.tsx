import { act, fireEvent, within, type Screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ContactFormContext, contactFormMachine } from '@machines/contactForm/contactForm.machine';
import { db } from '@mocks/db';
import type { PathSpec } from './model';
import { describePaths, type StateCheckContext } from './replay';

const FAILURE = 'Please provide complete information!';
const SUCCESS = 'Submitted successfully!';
const REQUIRED = 'Please fill this in.';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContactFormContext;

interface ContactFormPage {
  spec: PathSpec<typeof contactFormMachine>;
  screen: ComponentType;
  address: string;
  /** Each field's visible label, by its name. */
  labels: Readonly<Record<string, string>>;
  /** The page's one contact form. */
  form: (screen: Screen) => HTMLElement;
  /** What the page around the form shows in every state. */
  page: (context: StateCheckContext) => void;
}

/**
 * The path tests of a contact form of the public site (§2, §5): the footer's on every page and
 * /Contact's are one machine with two field lists. Every state shows what the machine holds, and
 * nothing is ever sent to a server, whatever the visitor does.
 */
export function describeContactFormPaths({ spec, screen: Screen, address, labels, form, page }: ContactFormPage): void {
  const names = Object.keys(labels);
  const field = (screen: Screen, name: string) => within(form(screen)).getByLabelText(new RegExp(`^${labels[name]}`));
  const send = (screen: Screen) => within(form(screen)).getByRole('button', { name: 'Send' });

  /** Every value, and the marks of the last Send: each missing field says so once, under itself. */
  function expectFields({ screen, snapshot }: StateCheckContext) {
    const { values, missing } = contextOf(snapshot);
    for (const name of names) {
      const box = field(screen, name);
      expect(box).toHaveValue(values[name]);
      if (missing.includes(name)) {
        expect(box).toHaveAttribute('aria-invalid', 'true');
        expect(box).toHaveAccessibleDescription(REQUIRED);
      } else {
        expect(box).not.toHaveAttribute('aria-invalid');
        expect(box).not.toHaveAccessibleDescription();
      }
    }
    expect(within(form(screen)).queryAllByText(REQUIRED)).toHaveLength(missing.length);
    // No summary repeating them: each error shows once.
    expect(within(form(screen)).queryByText(/^Please fill in/)).not.toBeInTheDocument();
  }

  describePaths(spec)({
    screen: Screen,
    address,
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
      '*': (context) => {
        page(context);
        expectFields(context);
        expect(context.network.received).toEqual([]);
        expect(db.requests).toEqual([]);
      },
      editing: ({ screen, event }) => {
        expect(send(screen)).toBeEnabled();
        // The success toast has gone when Send becomes available again by itself.
        if (event?.type.startsWith('xstate.after.')) expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
        if (event === undefined) expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
      },
      incomplete: ({ screen, snapshot, event }) => {
        const { missing } = contextOf(snapshot);
        expect(screen.getAllByText(FAILURE)).toHaveLength(1);
        expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
        // Send puts the cursor in the first empty field.
        if (event?.type === 'user.submit') expect(field(screen, missing[0]!)).toHaveFocus();
        expect(send(screen)).toBeEnabled();
      },
      submitted: ({ screen }) => {
        expect(screen.getByText(SUCCESS)).toBeInTheDocument();
        expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
        for (const name of names) expect(field(screen, name)).toHaveValue('');
        expect(send(screen)).toBeDisabled();
      },
    },
  });
}
