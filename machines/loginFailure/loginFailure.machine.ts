import { assign, setup } from 'xstate';
import { effects } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { applyActions, applyGuards, applyingId, applyingState } from '../recommended/recommended.machine';
import type { ApplyEvent, ApplyResult, Product } from '../recommended/recommended.machine';
import { port } from '../shared/ports';
import { loginFailureWords } from './loginFailure.words';

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

export type LoginFailureEvent = LoadEvent | ApplyEvent;

const pageOf = (event: unknown) => loadedData<LoginFailurePage>(event);


export const loginFailureMachine = setup({
  types: {} as { context: LoginFailureContext; events: LoginFailureEvent; input: LoginFailureInput },
  actors: {
    loadPage: port<LoadResult<LoginFailurePage>>('loadPage'),
    joint: port<ApplyResult, JointRequest>('joint'),
  },
  guards: {
    ...loadGuards,
    hasNoProducts: ({ event }) => (pageOf(event)?.products.length ?? 0) === 0,
    ...applyGuards,
  },
  actions: {
    ...effects,
    ...loadFailureActions<LoginFailureContext, LoginFailureEvent>(),
    ...applyActions<LoginFailureContext, LoginFailureEvent>(),
    setPage: assign(({ event }) => {
      const page = pageOf(event);
      return { notice: page?.notice ?? '', message: page?.message ?? '', products: page?.products ?? [], failure: null };
    }),
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
    empty: {
      description: "The notice and its message, then 'No other product is available right now' with Try again",
      on: { 'user.retry': 'loading' },
    },
    ready: {
      description: "The notice and its message, then 'You can apply with' and the product cards, each with its apply button (a greyed card's button is off)",
      initial: 'browsing',
      states: {
        browsing: {
          description: "The cards wait for a tap on an active card's apply button",
          on: { 'user.apply': { guard: 'canApply', target: 'applying', actions: 'setApplying' } },
        },
        applying: applyingState(
          'joint',
          ({ context }: { context: LoginFailureContext }) => ({ product_id: applyingId(context) }),
          '#loginFailure.left',
          { cannotOpen: 'loginFailure.cannotOpen', applyFailed: 'loginFailure.applyFailed' },
        ),
      },
    },
    /** This web view went to the product's own page. */
    left: { description: "The page went to the product's own page: it takes no tap any more", type: 'final' },
  },
  meta: { words: loginFailureWords },
});

export type LoginFailureMachine = typeof loginFailureMachine;
