import { useSelector } from '@xstate/react';
import { contactFormMachine, type ContactField } from '@machines/contactForm/contactForm.machine';
import { withEffects } from '../effects';
import { useFlowActor } from '../useFlowActor';
import { shallowEqual } from '../useScreen';
import { ContactFormView } from './ContactFormView';
import { select } from './contactFormSelect';
import { registerSiteFormMessages } from './siteFormMessages';
import { registerSiteMessages } from './siteMessages';

registerSiteMessages();
registerSiteFormMessages();

/** The contact forms' binding: only the shared toast is bound; the machine invokes nothing (§2: nothing is sent). */
export const contactFormLogic = withEffects(contactFormMachine);

/** One public contact form (the footer's or /Contact's), its fields given as configuration. */
export function ContactForm({ id, title, fields }: { id: string; title: string; fields: readonly ContactField[] }) {
  const actor = useFlowActor(contactFormLogic, { fields });
  const view = useSelector(actor, select, shallowEqual);
  return <ContactFormView id={id} title={title} view={view} send={actor.send} />;
}
