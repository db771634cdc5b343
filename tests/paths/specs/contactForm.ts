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

/** /Contact's form: name, telephone, message required, company optional. */
export const contactFormSpec: PathSpec<typeof contactFormMachine> = {
  name: 'contactForm',
  machine: contactFormMachine,
  input: { fields: CONTACT_FIELDS },
  payloads: { 'user.type': typing(CONTACT_FIELDS) },
  project,
};

/** The same machine as the public site's footer form: first name, e-mail, phone, message, all required. */
export const contactFormFooterSpec: PathSpec<typeof contactFormMachine> = {
  name: 'contactFormFooter',
  machine: contactFormMachine,
  input: { fields: FOOTER_FIELDS },
  payloads: { 'user.type': typing(FOOTER_FIELDS) },
  project,
};
