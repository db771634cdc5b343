import type { ContactField } from '@machines/contactForm/contactForm.machine';

/** §2: the public site's footer form, every field required (§5 "all required fields non-empty"). */
export const FOOTER_FIELDS: readonly ContactField[] = [
  { name: 'firstName', required: true },
  { name: 'email', required: true },
  { name: 'phone', required: true },
  { name: 'message', required: true },
];

/**
 * §2: /Contact checks only name, telephone and message; company may stay empty. §2's "telephone"
 * here and "phone" in the footer are one thing: one field, `phone`, worded the same in both forms.
 */
export const CONTACT_FIELDS: readonly ContactField[] = [
  { name: 'name', required: true },
  { name: 'phone', required: true },
  { name: 'message', required: true },
  { name: 'company', required: false },
];
