import type { SnapshotFrom } from 'xstate';
import type { customerServiceMachine, SupportContact } from '@machines/customerService/customerService.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface CustomerServiceView {
  load: LoadView;
  /** The server answered with neither a telephone nor an e-mail. */
  empty: boolean;
  /** The contact rows show (once loaded, and while a refresh is on its way). */
  rows: boolean;
  /** The support telephone ('' hides its row) and e-mail ('' hides its row). */
  phone: string;
  email: string;
  /** The rows are being fetched again after the page came back into view. */
  refreshing: boolean;
  /** A mailto: link for the e-mail row, or null when the address is not a plain one. */
  mailto: string | null;
}

/** Which header picture the address asks for (§2: type 1 gives one image, anything else another). */
export type HeaderKind = 'agent' | 'contact';

export function headerOf(type: string | null): HeaderKind {
  return type === '1' ? 'agent' : 'contact';
}

/** The contact as shown: blank-padded values trimmed, nothing loaded read as no contact. */
export function contactOf(contact: SupportContact | null): SupportContact {
  return { email: contact?.email.trim() ?? '', smWa: contact?.smWa.trim() ?? '' };
}

// One address, no header fields: '?', '&', '#' or '%' would let a server smuggle subject, body
// or extra recipients into the mail client.
const PLAIN_ADDRESS = /^[^\s@?&#%/:]+@[^\s@?&#%/:]+\.[^\s@?&#%/:]+$/;

/** A mailto: link for a plain address, or null for anything that is not one. */
export function mailtoHref(email: string): string | null {
  return PLAIN_ADDRESS.test(email) ? `mailto:${email}` : null;
}

export function select(snapshot: SnapshotFrom<typeof customerServiceMachine>): CustomerServiceView {
  const rows = snapshot.matches('loaded');
  const { email, smWa } = contactOf(rows ? snapshot.context.contact : null);
  return {
    load: loadViewOf(snapshot),
    empty: snapshot.matches('empty'),
    rows,
    phone: smWa,
    email,
    refreshing: snapshot.hasTag('refreshing'),
    mailto: mailtoHref(email),
  };
}
