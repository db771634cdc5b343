import type { SnapshotFrom } from 'xstate';
import type { ContactField, contactFormMachine } from '@machines/contactForm/contactForm.machine';

export interface ContactFieldView {
  name: string;
  required: boolean;
  value: string;
  /** The last Send found it empty and it still is. */
  invalid: boolean;
}

export interface ContactFormView {
  fields: readonly ContactFieldView[];
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
    justSent: snapshot.matches('submitted'),
  };
}

/** The form as it shows before its machine is there (the footer's, fetched near the viewport): what was typed, nothing marked. */
export function earlyView(fields: readonly ContactField[], values: Readonly<Record<string, string>>): ContactFormView {
  return {
    fields: fields.map((field) => ({ name: field.name, required: field.required, value: values[field.name] ?? '', invalid: false })),
    justSent: false,
  };
}
