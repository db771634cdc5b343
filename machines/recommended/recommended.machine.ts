import { assign, setup } from 'xstate';
import { effects } from '../shared/effects';
import { loadFailureActions, loadGuards, loadStates, outputOf, type LoadFailure, type LoadResult } from '../shared/load';
import { type PageEvent, port } from '../shared/ports';
import { toastServerMessage } from '../shared/toastServerMessage';

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

/** The link of an accepted apply, already through safeUrl: null when missing or unsafe. */
export type ApplyResult = { ok: true; url: string | null } | { ok: false; message: string };

export interface OpenParams {
  url: string;
}

export interface RecommendedContext extends RecommendedInput {
  products: Product[];
  /** The card whose apply is in flight. */
  applying: number | null;
  failure: LoadFailure | null;
}

export type RecommendedEvent =
  | { type: 'user.retry' }
  | { type: 'user.leave' }
  | { type: 'user.apply'; index: number }
  | { type: 'user.goHome' };

const productsOf = (event: unknown): Product[] => {
  const output = outputOf<LoadResult<Product[]>>(event);
  return output.ok ? output.data : [];
};

const urlOf = (event: unknown): string | null => {
  const output = outputOf<ApplyResult>(event);
  return output.ok ? output.url : null;
};

/** The guards of an apply's answer, for a machine whose context has the configured `host`. */
export const applyGuards = {
  opensInPlace: ({ context, event }: { context: { host: string }; event: unknown }) => {
    const url = urlOf(event);
    return url !== null && opensInPlace(url, context.host);
  },
  hasSafeUrl: ({ event }: { event: unknown }) => urlOf(event) !== null,
  isOk: ({ event }: { event: unknown }) => outputOf<ApplyResult>(event).ok,
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
        actions: { type: 'openDirect', params: ({ event }: { event: unknown }) => ({ url: urlOf(event) ?? '' }) },
      },
      {
        guard: 'hasSafeUrl',
        target: 'browsing',
        actions: { type: 'openInApp', params: ({ event }: { event: unknown }) => ({ url: urlOf(event) ?? '' }) },
      },
      { guard: 'isOk', target: 'browsing', actions: { type: 'toast', params: { key: keys.cannotOpen } } },
      { target: 'browsing', actions: toastServerMessage(keys.applyFailed) },
    ],
    onError: { target: 'browsing', actions: { type: 'toast', params: { key: 'common.networkError' } } },
  } as const;
}

/** The active card a tap names, if any. */
export function tappedCard(products: readonly Product[], index: number): Product | null {
  const product = products[index];
  return product !== undefined && isActive(product) ? product : null;
}

export const recommendedMachine = setup({
  types: {
    context: {} as RecommendedContext,
    events: {} as RecommendedEvent,
    input: {} as RecommendedInput,
  },
  actors: {
    loadProducts: port<LoadResult<Product[]>, { scene: string }>('loadProducts'),
    apply: port<ApplyResult, ApplyRequest>('apply'),
  },
  guards: {
    ...loadGuards,
    hasNoProducts: ({ event }) => productsOf(event).length === 0,
    canApply: ({ context, event }) => event.type === 'user.apply' && tappedCard(context.products, event.index) !== null,
    ...applyGuards,
  },
  actions: {
    ...effects,
    ...loadFailureActions<RecommendedContext, RecommendedEvent>(),
    /** Injected: posts pageEvent/save and forgets it (§7 "fire and forget"). */
    saveEvent: (_: unknown, _params: PageEventParams) => {},
    /** Injected: this web view goes to the link (`location`). */
    openDirect: (_: unknown, _params: OpenParams) => {},
    /** Injected: the host opens the link (bridge openPage). */
    openInApp: (_: unknown, _params: OpenParams) => {},
    /** Injected: the host shows its home page (bridge goHome). */
    goHome: () => {},
    setProducts: assign(({ event }) => ({ products: productsOf(event), failure: null })),
    setApplying: assign({ applying: ({ event }) => (event.type === 'user.apply' ? event.index : null) }),
    clearApplying: assign({ applying: null }),
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
    empty: { on: { 'user.goHome': { actions: 'goHome' } } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
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
        // One apply at a time: no card takes a tap until it is answered.
        applying: {
          tags: ['busy'],
          exit: 'clearApplying',
          invoke: {
            id: 'apply',
            src: 'apply',
            input: ({ context }) => ({
              product_id: context.applying === null ? '' : (context.products[context.applying]?.id ?? ''),
              module_id: moduleIdOf(context.scene),
              scene: context.scene,
            }),
            ...applyOutcomes('#recommended.left', { cannotOpen: 'recommended.cannotOpen', applyFailed: 'recommended.applyFailed' }),
          },
        },
      },
    },
    /** This web view went to the product's own page: nothing of the list runs any more. */
    left: { type: 'final' },
  },
});

export type RecommendedMachine = typeof recommendedMachine;
