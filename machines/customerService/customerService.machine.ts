import { loaderMachine, type LoadResult } from '@machines/loader/loader.machine';

/** What contact-kf-info answers (§3 support contact): smWa is the support telephone. */
export interface SupportContactView {
  email: string;
  smWa: string;
}

/** The contact as the loader holds it; anything else (nothing loaded yet) reads as no contact. */
export function contactOf(data: unknown): SupportContactView {
  const value = (data ?? {}) as Partial<Record<keyof SupportContactView, unknown>>;
  const text = (field: unknown) => (typeof field === 'string' ? field.trim() : '');
  return { email: text(value.email), smWa: text(value.smWa) };
}

export function hasContact(contact: SupportContactView): boolean {
  return contact.email !== '' || contact.smWa !== '';
}

/**
 * The customer-service screen is the shared loader with one rule of its own: an answer with
 * neither an e-mail nor a telephone is "empty", not something to show.
 */
export const customerServiceMachine = loaderMachine.provide({
  guards: {
    isEmpty: ({ event }) => {
      const output = (event as unknown as { output: LoadResult }).output;
      return output.ok && !hasContact(contactOf(output.data));
    },
  },
});

// One address, no header fields: '?', '&', '#' or '%' would let a server smuggle subject, body
// or extra recipients into the mail client.
const PLAIN_ADDRESS = /^[^\s@?&#%/:]+@[^\s@?&#%/:]+\.[^\s@?&#%/:]+$/;

/** A mailto: link for a plain address, or null for anything that is not one. */
export function mailtoHref(email: string): string | null {
  return PLAIN_ADDRESS.test(email) ? `mailto:${email}` : null;
}
