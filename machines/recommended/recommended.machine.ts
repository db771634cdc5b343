import { assign, setup, type EventObject } from 'xstate';
import { effects, toast } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { type PageEvent, port } from '../shared/ports';
import { toastServerMessage } from '../shared/toastServerMessage';
import { linkGuards, linkOf, type LinkResult } from '../shared/link';
import { recommendedWords } from './recommended.words';

/**
 * The recommended list ('Pengajuan Khusus'; §2 "Recommended list", §3 recommended product, §5,
 * §7 "Recommended products", §8, §9 module ids).
 *
 * On load it asks recommend-product-list for the page's scene. A tap on an active card saves the
 * page event (fire and forget: the binding's action never waits for it, and its failure is
 * nobody's business) and applies; while the apply is in flight `applying` takes no second tap, on
 * that card or any other. The answer's link opens in place when it is this H5's own address
 * (`{host}`), through the native bridge otherwise; the binding has already put it through safeUrl.
 * An empty list is the quota-full page, whose one button goes to the native home page.
 */

/** §7: 301 for the 'jingzhun' scenes, 302 for the 'fudai' ones, 300 for any other. */
export const MODULE_ID_JINGZHUN = '301';
export const MODULE_ID_FUDAI = '302';
export const MODULE_ID_OTHER = '300';

/** §3 recommended product, as the list and stand/necessity answer it (ids and flags as strings). */
export interface Product {
  id: string;
  productLogo: string;
  productName: string;
  /** '1' active; '0' disabled (§3, §5). */
  buttonStatus: string;
  buttonText: string;
  amountRange: string;
  amountRangeDes: string;
  loan_rate: string;
  productDesc: string;
  productTags: string[];
}

/** The module id of a scene (§7). */
export function moduleIdOf(scene: string): string {
  const name = scene.trim();
  if (name === 'banner_jingzhun' || name === 'tanchuang_jingzhun') return MODULE_ID_JINGZHUN;
  if (name === 'tanchuang_fudai' || name === 'banner_fudai') return MODULE_ID_FUDAI;
  return MODULE_ID_OTHER;
}

/** §5: a card whose buttonStatus is '0' (or the number 0) does nothing; any other value is active. */
export function isActive(product: Pick<Product, 'buttonStatus'>): boolean {
  return product.buttonStatus.trim() !== '0';
}

/**
 * §7 "opened directly if it begins with {host}": `host` is this H5's address (the binding passes
 * the configured one, or the page's own origin when none is configured). A same-app path ('/...')
 * is ours too. The host must end where the URL's origin does, so 'https://h5.example.com.evil.io'
 * does not pass for 'https://h5.example.com'.
 */
export function opensInPlace(url: string, host: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  const base = host.trim().replace(/\/+$/, '');
  if (base === '' || !url.startsWith(base)) return false;
  const next = url.charAt(base.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

export interface RecommendedInput {
  scene: string;
  /** This H5's address (`{host}`, §9), never empty: the page's origin when none is configured. */
  host: string;
}

/** apply's payload (§7), as the spec names it. */
export interface ApplyRequest {
  product_id: string;
  module_id: string;
  scene: string;
}

/** The page event of a tap (§7). positionId is the card's index in the list, from 0. */
export type PageEventParams = PageEvent;

/** The link of an accepted apply: this H5's own page, or one the host opens. */
export type ApplyResult = LinkResult;

export interface OpenParams {
  url: string;
}

export interface RecommendedContext extends RecommendedInput {
  products: Product[];
  /** The card whose apply is in flight. */
  applying: number | null;
  failure: LoadFailure | null;
}

/** A tap on a card's apply button: the card's index in the list. */
export type ApplyEvent = { type: 'user.apply'; index: number };

export type RecommendedEvent = LoadEvent | ApplyEvent | { type: 'user.goHome' };

const productsOf = (event: unknown): Product[] => loadedData<Product[]>(event) ?? [];

/** What an apply reads of its page: the cards, the one whose apply is in flight, and the configured `host`. */
interface ApplyContext {
  products: readonly Product[];
  applying: number | null;
  host: string;
}

/**
 * The guards of an apply and its answer, on the recommended list and the joint-login page alike:
 * only an active card applies.
 */
export const applyGuards = {
  canApply: ({ context, event }: { context: Pick<ApplyContext, 'products'>; event: EventObject }) =>
    event.type === 'user.apply' && tappedCard(context.products, (event as ApplyEvent).index) !== null,
  opensInPlace: ({ context, event }: { context: Pick<ApplyContext, 'host'>; event: unknown }) => {
    const url = linkOf(event);
    return url !== null && opensInPlace(url, context.host);
  },
  ...linkGuards,
};

/**
 * What an apply's answer does (§7), on the recommended list and the joint-login page alike: a link
 * of this H5 opens in place and the page is `left`; another safe link opens through the host and
 * the list stays; an answer without a usable link says `cannotOpen`; a refusal toasts the server's
 * message (or `applyFailed`); a network fault toasts 'error'.
 */
export function applyOutcomes<const TLeft extends string>(left: TLeft, keys: { cannotOpen: string; applyFailed: string }) {
  return {
    onDone: [
      {
        guard: 'opensInPlace',
        target: left,
        actions: { type: 'openDirect', params: ({ event }: { event: unknown }) => ({ url: linkOf(event) ?? '' }) },
      },
      {
        guard: 'hasSafeUrl',
        target: 'browsing',
        actions: { type: 'openInApp', params: ({ event }: { event: unknown }) => ({ url: linkOf(event) ?? '' }) },
      },
      { guard: 'isOk', target: 'browsing', actions: toast(keys.cannotOpen) },
      { target: 'browsing', actions: toastServerMessage(keys.applyFailed) },
    ],
    onError: { target: 'browsing', actions: toast('common.networkError') },
  } as const;
}

/** The actions an apply names, for a machine's `setup({ actions })`. */
export function applyActions<TContext extends Pick<ApplyContext, 'applying'>, TEvent extends EventObject>() {
  return {
    /** Injected: this web view goes to the link (`location`). */
    openDirect: (_: unknown, _params: OpenParams) => {},
    /** Injected: the host opens the link (bridge openPage). */
    openInApp: (_: unknown, _params: OpenParams) => {},
    setApplying: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => ({ applying: event.type === 'user.apply' ? (event as unknown as ApplyEvent).index : null }) as Partial<TContext>,
    ),
    clearApplying: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ applying: null }) as Partial<TContext>),
  };
}

/** The card whose apply is in flight, by its id ('' when none). */
export function applyingId(context: Pick<ApplyContext, 'products' | 'applying'>): string {
  return context.applying === null ? '' : (context.products[context.applying]?.id ?? '');
}

/**
 * The apply in flight (`src`, with its `input`), one at a time: no card takes a tap until it is
 * answered, and its answer does what `applyOutcomes` says.
 */
export function applyingState<const TSrc extends string, TInput, const TLeft extends string>(
  src: TSrc,
  input: TInput,
  left: TLeft,
  keys: { cannotOpen: string; applyFailed: string },
) {
  return {
    description: "Applying: the tapped card's button shows it is busy, and no card takes a tap until the answer",
    tags: ['busy'],
    exit: 'clearApplying',
    invoke: { id: src, src, input, ...applyOutcomes(left, keys) },
  } as const;
}

/** The active card a tap names, if any. */
export function tappedCard(products: readonly Product[], index: number): Product | null {
  const product = products[index];
  return product !== undefined && isActive(product) ? product : null;
}



export const recommendedMachine = setup({
  types: {} as { context: RecommendedContext; events: RecommendedEvent; input: RecommendedInput },
  actors: {
    loadProducts: port<LoadResult<Product[]>, { scene: string }>('loadProducts'),
    apply: port<ApplyResult, ApplyRequest>('apply'),
  },
  guards: {
    ...loadGuards,
    hasNoProducts: ({ event }) => productsOf(event).length === 0,
    ...applyGuards,
  },
  actions: {
    ...effects,
    ...loadFailureActions<RecommendedContext, RecommendedEvent>(),
    ...applyActions<RecommendedContext, RecommendedEvent>(),
    /** Injected: posts pageEvent/save and forgets it (§7 "fire and forget"). */
    saveEvent: (_: unknown, _params: PageEventParams) => {},
    /** Injected: the host shows its home page (bridge goHome). */
    goHome: () => {},
    setProducts: assign(({ event }) => ({ products: productsOf(event), failure: null })),
  },
}).createMachine({
  id: 'recommended',
  context: ({ input }) => ({
    scene: input.scene,
    host: input.host,
    products: [],
    applying: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadProducts',
      [
        { guard: 'hasNoProducts', target: 'empty' },
        { target: 'ready', actions: 'setProducts' },
      ],
      ({ context }: { context: RecommendedContext }) => ({ scene: context.scene }),
    ),
    /** Quota full for today (§2): 'Kembali Ke Beranda' goes to the native home page. */
    empty: {
      description: "Quota full: 'Applications are full today. Please apply again tomorrow.' with 'Back to Home'",
      on: { 'user.goHome': { actions: 'goHome' } },
    },
    ready: {
      description: "The product cards: logo, name, amount range, rate, description and tags, each with its apply button (a greyed card's button is off)",
      initial: 'browsing',
      states: {
        browsing: {
          description: "The cards wait for a tap on an active card's apply button",
          on: {
            'user.apply': {
              guard: 'canApply',
              target: 'applying',
              actions: [
                'setApplying',
                {
                  type: 'saveEvent',
                  params: ({ context, event }) => {
                    const index = event.type === 'user.apply' ? event.index : -1;
                    return {
                      productId: context.products[index]?.id ?? '',
                      moduleId: moduleIdOf(context.scene),
                      positionId: String(index),
                    };
                  },
                },
              ],
            },
          },
        },
        applying: applyingState(
          'apply',
          ({ context }: { context: RecommendedContext }) => ({
            product_id: applyingId(context),
            module_id: moduleIdOf(context.scene),
            scene: context.scene,
          }),
          '#recommended.left',
          { cannotOpen: 'recommended.cannotOpen', applyFailed: 'recommended.applyFailed' },
        ),
      },
    },
    /** This web view went to the product's own page: nothing of the list runs any more. */
    left: { description: "The page went to the product's own page: the list takes no tap any more", type: 'final' },
  },
  meta: { words: recommendedWords },
});

export type RecommendedMachine = typeof recommendedMachine;
