import type { AnyMachineSnapshot } from 'xstate';
import {
  blankRequired,
  contactFormMachine,
  type ContactField,
  type ContactFormContext,
} from '@machines/contactForm/contactForm.machine';
import { CONTACT_FIELDS, FOOTER_FIELDS } from '@/screens/shared/site/contactFields';
import type { PathSpec } from '../model';

/** What the paths type: a real value, and one of only spaces (which §5 counts as empty). */
export const FILLED: Readonly<Record<string, string>> = {
  firstName: 'Asha',
  name: 'Asha Rao',
  email: 'asha@mail.example',
  phone: '9876543210',
  message: 'Please call me back',
  company: 'Acme Pvt Ltd',
};
export const SPACES = '   ';

function typing(fields: readonly ContactField[]) {
  return fields.flatMap((field) => [
    { type: 'user.type', field: field.name, value: FILLED[field.name] ?? 'x' },
    { type: 'user.type', field: field.name, value: SPACES },
  ]);
}

/** The guards read which required fields are empty and which the last Send marked. */
const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ContactFormContext;
  return [blankRequired(context), context.missing];
};

/** The machine with one page's fields: what the visitor types into each is a payload. */
const specOf = (name: string, fields: readonly ContactField[]): PathSpec<typeof contactFormMachine> => ({
  name,
  machine: contactFormMachine,
  input: { fields },
  payloads: { 'user.type': typing(fields) },
  project,
  // An optional field changes nothing the guards read, so no generated path types into it: one does.
  scenarios: fields
    .filter((field) => !field.required)
    .map((field) => ({ name: `the optional ${field.name} typed`, events: [{ type: 'user.type', field: field.name, value: FILLED[field.name] ?? 'x' }] })),
});

/** /Contact's form: name, telephone, message required, company optional. */
export const contactFormSpec = specOf('contactForm', CONTACT_FIELDS);

/** The same machine as the public site's footer form: first name, e-mail, phone, message, all required. */
export const contactFormFooterSpec = specOf('contactFormFooter', FOOTER_FIELDS);
