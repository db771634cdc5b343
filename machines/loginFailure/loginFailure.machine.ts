import { assign, setup } from 'xstate';
import { effects } from '../shared/effects';
import { loadFailureActions, loadGuards, loadStates, outputOf, type LoadFailure, type LoadResult } from '../shared/load';
import { applyGuards, applyOutcomes, tappedCard, type ApplyResult, type OpenParams, type Product } from '../recommended/recommended.machine';
import { port } from '../shared/ports';

/**
 * The joint-login-failure page (§2, §7 "Joint-login-failure"): the partner's sign-in failed, so
 * the page says so (the notice and the message of stand/targeted) and offers the alternative
 * products of stand/necessity, in the cards of the recommended list. Applying to one posts
 * stand/joint; its link opens as the recommended list's does (in place when it is this H5's own
 * address, through the native bridge otherwise). One apply at a time; a disabled card
 * (buttonStatus '0') does nothing, as on the recommended list.
 */

/** What the page shows: stand/targeted's notice and message, stand/necessity's products. */
export interface LoginFailurePage {
  notice: string;
  message: string;
  products: Product[];
}

export interface LoginFailureInput {
  /** This H5's address (`{host}`), never empty: the page's origin when none is configured. */
  host: string;
}

/** stand/joint's payload: the spec shows no field names; product_id as apply sends it. */
export interface JointRequest {
  product_id: string;
}

export interface LoginFailureContext extends LoginFailureInput {
  notice: string;
  message: string;
  products: Product[];
  applying: number | null;
  failure: LoadFailure | null;
}

export type LoginFailureEvent = { type: 'user.retry' } | { type: 'user.leave' } | { type: 'user.apply'; index: number };

const pageOf = (event: unknown): LoginFailurePage | null => {
  const output = outputOf<LoadResult<LoginFailurePage>>(event);
  return output.ok ? output.data : null;
};

export const loginFailureMachine = setup({
  types: {
    context: {} as LoginFailureContext,
    events: {} as LoginFailureEvent,
    input: {} as LoginFailureInput,
  },
  actors: {
    loadPage: port<LoadResult<LoginFailurePage>>('loadPage'),
    joint: port<ApplyResult, JointRequest>('joint'),
  },
  guards: {
    ...loadGuards,
    hasNoProducts: ({ event }) => (pageOf(event)?.products.length ?? 0) === 0,
    canApply: ({ context, event }) => event.type === 'user.apply' && tappedCard(context.products, event.index) !== null,
    ...applyGuards,
  },
  actions: {
    ...effects,
    ...loadFailureActions<LoginFailureContext, LoginFailureEvent>(),
    /** Injected: this web view goes to the link (`location`). */
    openDirect: (_: unknown, _params: OpenParams) => {},
    /** Injected: the host opens the link (bridge openPage). */
    openInApp: (_: unknown, _params: OpenParams) => {},
    setPage: assign(({ event }) => {
      const page = pageOf(event);
      return { notice: page?.notice ?? '', message: page?.message ?? '', products: page?.products ?? [], failure: null };
    }),
    setApplying: assign({ applying: ({ event }) => (event.type === 'user.apply' ? event.index : null) }),
    clearApplying: assign({ applying: null }),
  },
}).createMachine({
  id: 'loginFailure',
  context: ({ input }) => ({
    host: input.host,
    notice: '',
    message: '',
    products: [],
    applying: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates('loadPage', [
      { guard: 'hasNoProducts', target: 'empty', actions: 'setPage' },
      { target: 'ready', actions: 'setPage' },
    ]),
    /** The notice and the message, but no product to offer: the user may ask again. */
    empty: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: { 'user.apply': { guard: 'canApply', target: 'applying', actions: 'setApplying' } },
        },
        // One apply at a time: no card takes a tap until it is answered.
        applying: {
          tags: ['busy'],
          exit: 'clearApplying',
          invoke: {
            id: 'joint',
            src: 'joint',
            input: ({ context }) => ({
              product_id: context.applying === null ? '' : (context.products[context.applying]?.id ?? ''),
            }),
            ...applyOutcomes('#loginFailure.left', { cannotOpen: 'loginFailure.cannotOpen', applyFailed: 'loginFailure.applyFailed' }),
          },
        },
      },
    },
    /** This web view went to the product's own page. */
    left: { type: 'final' },
  },
});

export type LoginFailureMachine = typeof loginFailureMachine;
