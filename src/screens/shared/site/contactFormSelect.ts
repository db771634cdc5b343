import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine } from '@machines/contactForm/contactForm.machine';

export interface ContactFieldView {
  name: string;
  required: boolean;
  value: string;
  /** The last Send found it empty and it still is. */
  invalid: boolean;
}

export interface ContactFormView {
  fields: readonly ContactFieldView[];
  /** The fields the failed Send marked, in the form's order (empty when none). */
  missing: readonly string[];
  /** The success toast shows over the emptied form: Send waits (a double tap sends once). */
  justSent: boolean;
}

export function select(snapshot: SnapshotFrom<typeof contactFormMachine>): ContactFormView {
  const { fields, values, missing } = snapshot.context;
  return {
    fields: fields.map((field) => ({
      name: field.name,
      required: field.required,
      value: values[field.name] ?? '',
      invalid: missing.includes(field.name),
    })),
    missing,
    justSent: snapshot.matches('submitted'),
  };
}
