import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { effects } from '../shared/effects';
import { port } from '../shared/ports';
import { customerServiceWords } from './customerService.words';

/**
 * Customer service (§2): the support telephone and e-mail from contact-kf-info. Tapping the
 * telephone asks the host to dial it. Coming back to the page (from the dialer, the mail app, or
 * a WebView left in the background) fetches the contact again, since it may have changed; the
 * rows stay on screen while it does, and a refresh that fails keeps them.
 */

/** What contact-kf-info answers (§3 support contact): smWa is the support telephone. */
export interface SupportContact {
  email: string;
  smWa: string;
}

export interface CustomerServiceContext {
  contact: SupportContact | null;
  failure: LoadFailure | null;
}

export type CustomerServiceEvent =
  | { type: 'user.tapPhone' }
  | LoadEvent
  /** The page became visible again (the binding's visibility actor reports it). */
  | { type: 'page.visible' };

export interface CallPhoneParams {
  phone: string;
}

type ContactResult = LoadResult<SupportContact>;

/** An answer with neither an e-mail nor a telephone has nothing to show. */
export function hasContact(contact: SupportContact): boolean {
  return contact.email.trim() !== '' || contact.smWa.trim() !== '';
}

const contactOfEvent = (event: unknown) => loadedData<SupportContact>(event);


export const customerServiceMachine = setup({
  types: {} as { context: CustomerServiceContext; events: CustomerServiceEvent },
  actors: {
    loadContact: port<ContactResult>('loadContact'),
    watchVisibility: fromCallback<EventObject>(() => {
      throw new Error('watchVisibility not provided');
    }),
  },
  guards: {
    ...loadGuards,
    hasNoContact: ({ event }) => {
      const contact = contactOfEvent(event);
      return contact !== null && !hasContact(contact);
    },
  },
  actions: {
    ...effects,
    ...loadFailureActions<CustomerServiceContext, CustomerServiceEvent>(),
    setContact: assign({ contact: ({ event }) => contactOfEvent(event), failure: null }),
    /** Asks the host app to dial (the native bridge in the app, a tel: link in a browser). */
    callPhone: (_: unknown, _params: CallPhoneParams) => {},
  },
}).createMachine({
  id: 'customerService',
  context: { contact: null, failure: null },
  initial: 'loading',
  states: {
    ...loadStates('loadContact', [
      { guard: 'hasNoContact', target: 'empty', actions: 'setContact' },
      { target: 'loaded', actions: 'setContact' },
    ]),
    loaded: {
      description: 'The contact rows: Telephone (a tap calls it) and Mail (a tap writes to it), each shown when the server gave it',
      invoke: { id: 'watchVisibility', src: 'watchVisibility' },
      on: {
        'user.tapPhone': {
          actions: { type: 'callPhone', params: ({ context }) => ({ phone: context.contact?.smWa ?? '' }) },
        },
      },
      initial: 'shown',
      states: {
        shown: { description: 'The rows as last loaded', on: { 'page.visible': 'refreshing' } },
        // The shown rows are still good while the new answer is on its way: a refusal or a
        // fault keeps them rather than swapping a working number for an error page.
        refreshing: {
          description: 'The rows stay on screen, marked busy, while the contact is asked for again; a refusal or a fault keeps them',
          tags: ['refreshing'],
          invoke: {
            id: 'loadContact',
            src: 'loadContact',
            onDone: [
              { guard: 'isRefused', target: 'shown' },
              { guard: 'hasNoContact', target: '#customerService.empty', actions: 'setContact' },
              { target: 'shown', actions: 'setContact' },
            ],
            onError: { target: 'shown' },
          },
        },
      },
    },
    empty: { description: "'Contact details are not available right now' with Try again", on: { 'user.retry': 'loading' } },
  },
  meta: { words: customerServiceWords },
});
