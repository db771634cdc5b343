import { useEffect, useState } from 'react';
import type { ContactField } from '@machines/contactForm/contactForm.machine';
import { useFlowActor } from '../useFlowActor';
import { contactFormLogic } from './ContactForm';
import type { ContactFormActor } from './SiteFooter';

export interface FooterFormMachineProps {
  formId: string;
  fields: readonly ContactField[];
  /** Called once the machine runs, with the actor the form then reads and sends to. */
  onStart: (actor: ContactFormActor) => void;
}

/**
 * The footer form's machine (xstate): its own chunk, fetched when the footer nears the viewport or
 * the visitor first uses the form, so the site's first visit carries no xstate. It draws nothing:
 * the form itself is in the page from the first paint (SiteFooter), and reads this actor once it
 * is handed over (docs/spec-notes.md "Footer form").
 */
export default function FooterFormMachine({ formId, fields, onStart }: FooterFormMachineProps) {
  const [logic] = useState(() => contactFormLogic(formId));
  const actor = useFlowActor(logic, { fields });
  useEffect(() => {
    onStart(actor);
  }, [actor, onStart]);
  return null;
}
