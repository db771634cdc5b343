import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { contactFormMachine, type ContactField, type FocusFieldParams } from '@machines/contactForm/contactForm.machine';
import { withEffects } from '../effects';
import { useFlowActor } from '../useFlowActor';
import { shallowEqual } from '../useScreen';
import { ContactFormView, focusField } from './ContactFormView';
import { select } from './contactFormSelect';
import { registerSiteFormMessages } from './siteFormMessages';
import { registerSiteMessages } from './siteMessages';

registerSiteMessages();
registerSiteFormMessages();

/**
 * The contact forms' binding: the shared toast, and the cursor put in a field of the form `formId`.
 * The machine invokes nothing (§2: nothing is sent).
 */
export function contactFormLogic(formId: string) {
  return withEffects(contactFormMachine).provide({
    actions: { focusField: (_, { field }: FocusFieldParams) => focusField(formId, field) },
  });
}

/** /Contact's form (the page's content, so it comes with the page), its fields given as configuration. */
export function ContactForm({ id, title, fields }: { id: string; title: string; fields: readonly ContactField[] }) {
  const [logic] = useState(() => contactFormLogic(id));
  const actor = useFlowActor(logic, { fields });
  const view = useSelector(actor, select, shallowEqual);
  return <ContactFormView id={id} title={title} view={view} send={actor.send} />;
}
