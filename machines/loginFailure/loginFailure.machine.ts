import { assign, setup } from 'xstate';
import { effects } from '../shared/effects';
import { LOAD_WORDS, loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { APPLY_WORDS, applyActions, applyGuards, applyingId, applyingState } from '../recommended/recommended.machine';
import type { ApplyEvent, ApplyResult, Product } from '../recommended/recommended.machine';
import { port } from '../shared/ports';
import { EFFECT_WORDS, machineWords } from '../shared/words';

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

export const loginFailureWords = machineWords({
  purpose: "The joint-login-failure page: the partner's sign-in failed, so the page says so and offers other products to apply for",
  events: { ...LOAD_WORDS.events, ...APPLY_WORDS.events },
  guards: { ...LOAD_WORDS.guards, ...APPLY_WORDS.guards, hasNoProducts: 'The server offers no other product' },
  delays: {},
  actors: {
    loadPage: {
      does: 'Asks for the notice and its message (stand/targeted) and the other products (stand/necessity)',
      done: 'Page answered',
      error: 'Page not loaded (network or server fault)',
    },
    joint: {
      does: 'Applies for the tapped product (stand/joint)',
      done: 'Apply answered (a link, an accepted apply without a usable link, or a refusal)',
      error: 'Apply not answered (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    ...APPLY_WORDS.actions,
    setPage: 'Keeps the notice, its message and the products to show',
  },
});

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
  meta: { words: loginFailureWords },
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
});

export type LoginFailureMachine = typeof loginFailureMachine;
