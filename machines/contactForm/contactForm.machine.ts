import { assign, setup } from 'xstate';
import { effects, toast } from '../shared/effects';
import { contactFormWords } from './contactForm.words';
import { isBlankText } from '../shared/text';

/**
 * The public site's contact forms (§2 "Public site", §5 "Public contact forms"): one machine for
 * both, the fields given as configuration. The footer's form has first name, e-mail, phone and
 * message, all required; /Contact has name, phone, message (required) and company (optional).
 *
 * Send with a required field empty (spaces count as empty) toasts 'Please provide complete
 * information!', keeps what was typed, marks the empty fields and puts the cursor in the first of
 * them; otherwise it toasts the spec's 'Submit successfully' and clears the form. Nothing is sent to a server: the machine invokes nothing.
 * For as long as the success toast shows (§9 default toast 3 s), a second Send of the now empty
 * form is ignored, so a double tap never shows the failure over the success; typing ends it.
 */

export interface ContactField {
  /** The field's name: the key of its value, and what the view labels it by. */
  readonly name: string;
  readonly required: boolean;
}

export interface ContactFormInput {
  readonly fields: readonly ContactField[];
}

export interface ContactFormContext {
  fields: readonly ContactField[];
  /** What the visitor typed, by field name, as typed (nothing is trimmed away). */
  values: Readonly<Record<string, string>>;
  /** Required fields that were empty at the last Send and still are, in the form's order. */
  missing: readonly string[];
}

export type ContactFormEvent = { type: 'user.type'; field: string; value: string } | { type: 'user.submit' };

/** §5: a required field must be non-empty; a value of only spaces (or zero-width characters) is empty. */
export function isBlank(value: string | undefined): boolean {
  return isBlankText(value ?? '');
}

/** The required fields that are empty, in the form's order. */
export function blankRequired(context: Pick<ContactFormContext, 'fields' | 'values'>): string[] {
  return context.fields.filter((field) => field.required && isBlank(context.values[field.name])).map((field) => field.name);
}

function emptyValues(fields: readonly ContactField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

type Args = { context: ContactFormContext; event: ContactFormEvent };

export interface FocusFieldParams {
  /** The name of the field to put the cursor in. */
  field: string;
}

/** The context once the typed value is in: a missing field stops being missing once it is filled. */
function withTyped({ context, event }: Args): Pick<ContactFormContext, 'values' | 'missing'> {
  if (event.type !== 'user.type' || !context.fields.some((field) => field.name === event.field)) return context;
  const values = { ...context.values, [event.field]: event.value };
  return { values, missing: context.missing.filter((name) => isBlank(values[name])) };
}


export const contactFormMachine = setup({
  types: {} as { context: ContactFormContext; events: ContactFormEvent; input: ContactFormInput },
  guards: {
    isComplete: ({ context }) => blankRequired(context).length === 0,
    /** The typed value fills the last field the failed Send marked. */
    fillsLastMissing: (args) => withTyped(args as Args).missing.length === 0,
  },
  delays: {
    /** §9: the default toast shows for 3 s. */
    successToast: 3000,
  },
  actions: {
    ...effects,
    setValue: assign((args) => withTyped(args as Args)),
    markMissing: assign({ missing: ({ context }) => blankRequired(context) }),
    clearForm: assign({ values: ({ context }) => emptyValues(context.fields), missing: [] }),
    /** Puts the cursor in a field (bound by the page: the machine knows no elements). */
    focusField: (_: unknown, _params: FocusFieldParams) => {},
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ fields: input.fields, values: emptyValues(input.fields), missing: [] }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: its fields (required ones, and the optional Company on the Contact page) and Send',
      on: {
        'user.type': { actions: 'setValue' },
        'user.submit': [
          { guard: 'isComplete', target: 'submitted' },
          { target: 'incomplete' },
        ],
      },
    },
    // The failed Send: the toast, the empty fields marked, the cursor in the first, everything typed kept.
    incomplete: {
      description: "The form after a refused Send: 'Please provide complete information!', the empty required fields marked, the cursor in the first, everything typed kept",
      entry: [
        'markMissing',
        toast('site.form.incomplete'),
        { type: 'focusField', params: ({ context }) => ({ field: context.missing[0] ?? '' }) },
      ],
      on: {
        'user.type': [{ guard: 'fillsLastMissing', target: 'editing', actions: 'setValue' }, { actions: 'setValue' }],
        // A field the failed Send marked is still empty here, so Send fails again (and says so again).
        'user.submit': { target: 'incomplete', reenter: true },
      },
    },
    // The success toast shows over an empty form; Send waits until it is gone or the visitor types.
    submitted: {
      description: "'Submitted successfully!' over the emptied form; Send does nothing until the message goes or the visitor types",
      entry: ['clearForm', toast('site.form.sent')],
      after: { successToast: 'editing' },
      on: {
        'user.type': { target: 'editing', actions: 'setValue' },
      },
    },
  },
  meta: { words: contactFormWords },
});
