import { createActor } from 'xstate';
import { blankRequired, contactFormMachine, isBlank, type ContactField } from '@machines/contactForm/contactForm.machine';
import { earlyView, select } from '@/screens/shared/site/contactFormSelect';
import { CONTACT_FIELDS, FOOTER_FIELDS } from '@/screens/shared/site/contactFields';
import { useFakeClock } from '../support/clock';

/** The machine with the toast and focus effects recorded (the keys it shows, the fields it focuses). */
function start(fields: readonly ContactField[]) {
  const toasts: string[] = [];
  const focused: string[] = [];
  const actor = createActor(
    contactFormMachine.provide({
      actions: {
        toast: (_: unknown, params: { key: string }) => void toasts.push(params.key),
        focusField: (_: unknown, params: { field: string }) => void focused.push(params.field),
      },
    }),
    { input: { fields } },
  );
  actor.start();
  const type = (field: string, value: string) => actor.send({ type: 'user.type', field, value });
  const submit = () => actor.send({ type: 'user.submit' });
  return { actor, toasts, focused, type, submit, state: () => actor.getSnapshot() };
}

const FAIL = 'site.form.incomplete';
const SENT = 'site.form.sent';

describe('contact form machine', () => {
  useFakeClock();

  it('is configured by its fields: the footer asks four, all required; /Contact makes company optional', () => {
    expect(FOOTER_FIELDS).toEqual([
      { name: 'firstName', required: true },
      { name: 'email', required: true },
      { name: 'phone', required: true },
      { name: 'message', required: true },
    ]);
    expect(CONTACT_FIELDS).toEqual([
      { name: 'name', required: true },
      { name: 'phone', required: true },
      { name: 'message', required: true },
      { name: 'company', required: false },
    ]);
    const { state } = start(FOOTER_FIELDS);
    expect(state().value).toBe('editing');
    expect(state().context.values).toEqual({ firstName: '', email: '', phone: '', message: '' });
  });

  it('counts a value of only spaces (tabs, new lines) as empty', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' \t\n ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(blankRequired({ fields: CONTACT_FIELDS, values: { name: ' ', phone: '9', message: 'hi', company: '' } })).toEqual(['name']);
  });

  it('refuses Send with any required field empty: the failure toast, the empty ones marked, the cursor in the first, nothing typed lost', () => {
    const { state, toasts, focused, type, submit } = start(FOOTER_FIELDS);
    submit();
    expect(state().value).toBe('incomplete');
    expect(toasts).toEqual([FAIL]);
    expect(focused).toEqual(['firstName']);
    expect(state().context.missing).toEqual(['firstName', 'email', 'phone', 'message']);
    type('firstName', 'Asha');
    type('email', '  ');
    type('message', 'Hello');
    submit();
    expect(toasts).toEqual([FAIL, FAIL]);
    expect(focused).toEqual(['firstName', 'email']);
    expect(state().value).toBe('incomplete');
    expect(state().context.missing).toEqual(['email', 'phone']);
    expect(state().context.values).toEqual({ firstName: 'Asha', email: '  ', phone: '', message: 'Hello' });
  });

  it('unmarks a field once it is filled, and is back to editing when the last one is', () => {
    const { state, type, submit, toasts } = start(FOOTER_FIELDS);
    type('firstName', 'Asha');
    type('message', 'Hello');
    submit();
    expect(state().context.missing).toEqual(['email', 'phone']);
    type('email', ' ');
    expect(state().context.missing).toEqual(['email', 'phone']);
    type('email', 'a@b.example');
    expect(state().context.missing).toEqual(['phone']);
    expect(state().value).toBe('incomplete');
    // Clearing a field that was not marked does not mark it: only Send checks.
    type('firstName', '');
    expect(state().context.missing).toEqual(['phone']);
    type('phone', '98765');
    expect(state().value).toBe('editing');
    expect(state().context.missing).toEqual([]);
    submit();
    expect(state().value).toBe('incomplete');
    expect(state().context.missing).toEqual(['firstName']);
    expect(toasts).toEqual([FAIL, FAIL]);
  });

  it("sends nothing anywhere: a complete Send toasts 'Submitted successfully!' and clears the form", () => {
    const { state, toasts, focused, type, submit } = start(FOOTER_FIELDS);
    type('firstName', 'Asha');
    type('email', 'asha@mail.example');
    type('phone', '9876543210');
    type('message', 'Please call me');
    submit();
    expect(toasts).toEqual([SENT]);
    expect(focused).toEqual([]);
    expect(state().value).toBe('submitted');
    expect(state().context.values).toEqual({ firstName: '', email: '', phone: '', message: '' });
    expect(state().context.missing).toEqual([]);
    expect(state().children).toEqual({});
  });

  it('ignores a second Send while the success toast shows (3 s, §9), then checks again', () => {
    const { state, toasts, type, submit } = start(CONTACT_FIELDS);
    type('name', 'Budi');
    type('phone', '0812');
    type('message', 'Halo');
    submit();
    submit();
    expect(toasts).toEqual([SENT]);
    expect(select(state()).justSent).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(state().value).toBe('submitted');
    vi.advanceTimersByTime(1);
    expect(state().value).toBe('editing');
    submit();
    expect(toasts).toEqual([SENT, FAIL]);
  });

  it('ends the pause as soon as the visitor types again', () => {
    const { state, type, submit, toasts } = start(CONTACT_FIELDS);
    type('name', 'Budi');
    type('phone', '0812');
    type('message', 'Halo');
    submit();
    type('name', 'B');
    expect(state().value).toBe('editing');
    expect(state().context.values.name).toBe('B');
    submit();
    expect(toasts).toEqual([SENT, FAIL]);
    expect(state().context.missing).toEqual(['phone', 'message']);
  });

  it('leaves the optional company out of the check', () => {
    const { state, toasts, type, submit } = start(CONTACT_FIELDS);
    type('company', 'Acme');
    submit();
    expect(state().context.missing).toEqual(['name', 'phone', 'message']);
    type('name', 'Budi');
    type('phone', '0812');
    type('message', 'Halo');
    type('company', '');
    submit();
    expect(toasts).toEqual([FAIL, SENT]);
  });

  it('ignores typing into a field the form does not have', () => {
    const { state, type } = start(CONTACT_FIELDS);
    type('password', 'x');
    expect(state().context.values).toEqual({ name: '', phone: '', message: '', company: '' });
  });

  it('selects each field with its value and mark, in the form order', () => {
    const { state, type, submit } = start(CONTACT_FIELDS);
    type('name', 'Budi');
    submit();
    expect(select(state())).toEqual({
      fields: [
        { name: 'name', required: true, value: 'Budi', invalid: false },
        { name: 'phone', required: true, value: '', invalid: true },
        { name: 'message', required: true, value: '', invalid: true },
        { name: 'company', required: false, value: '', invalid: false },
      ],
      justSent: false,
    });
  });

  it('shows what was typed, nothing marked, before the machine is there (the footer form)', () => {
    expect(earlyView(FOOTER_FIELDS, { email: 'a@b.example' })).toEqual({
      fields: [
        { name: 'firstName', required: true, value: '', invalid: false },
        { name: 'email', required: true, value: 'a@b.example', invalid: false },
        { name: 'phone', required: true, value: '', invalid: false },
        { name: 'message', required: true, value: '', invalid: false },
      ],
      justSent: false,
    });
  });
});
