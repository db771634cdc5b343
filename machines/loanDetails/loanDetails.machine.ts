import { and, assign, setup } from 'xstate';
import { effects, toast } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, outputOf } from '../shared/load';
import type { LoadEvent, LoadFailure, LoadResult } from '../shared/load';
import { loanOrderInput, port, type LoanOrder, type PageEvent } from '../shared/ports';
import { ratingMachine, type RatingOutput } from '../rating/rating.machine';
import { linkOf, type LinkResult } from '../shared/link';
import { toastServerMessage } from '../shared/toastServerMessage';
import { HOST_RATING_SCORE } from '../shared/rating';
import { loanDetailsWords } from './loanDetails.words';

/**
 * Loan details, version 3 (§2, §3 loan details response, §4 loan details statuses, §7 loan
 * details, §8, §9).
 *
 * On load it asks for the order's details and shows the blocks its status allows: repay (with
 * 'delay repayment' when isDelay is 1), the separate repay button, 'loan more', and the recommended
 * products. A tapped product posts the product jump once (a second tap waits for the answer). When
 * the server asks for a rating (isScore 1), the rating dialog (the complaints' rating machine,
 * invoked as a child) opens `ratingPrompt` after the details have loaded; a rating under 4 stars
 * ends in the thank-you pop-up, 4 or more in the host's rate screen.
 */

/** §4: the statuses, as strings. */
export const REPAY_BLOCK_STATUSES: readonly string[] = ['174', '180', '3', '5'];
export const REPAY_BUTTON_STATUSES: readonly string[] = ['170'];
export const LOAN_MORE_STATUSES: readonly string[] = ['200', '4'];
/** §4: the recommended list is meant to be hidden for these (docs/spec-notes.md). */
export const NO_RECOMMEND_STATUSES: readonly string[] = ['170', '174', '180', '200'];
/** §2: statuses with a banner image of their own; every other status shows 21's. */
export const BANNER_STATUSES: readonly string[] = ['21', '151', '174', '180', '110', '200'];
export const DEFAULT_BANNER = '21';
/** §7, §9: the event 'loan more' saves. */
export const LOAN_MORE_MODULE = '30';
export const LOAN_MORE_POSITION = '0';
/** The event and product jump of a recommended product (§7 does not show them: docs/spec-notes.md). */
export const RECOMMEND_MODULE = '300';
/** §4: a rating of this many stars or more goes to the host's rate screen. */
export const GOOD_RATING = HOST_RATING_SCORE;

/** A recommended product as the loan details carry it (§3: obfuscated display names). */
export interface RecommendedProduct {
  targetId: string;
  logo: string;
  name: string;
  btnText: string;
  amountText: string;
  amountDes: string;
  rateText: string;
  desc: string;
  tags: string[];
  /** '1': the button is active; otherwise the card is greyed and a tap does nothing (issue 18 §4). */
  flag: string;
  /** '0': not clickable at all. */
  globally: string;
}

export interface DetailRow {
  text: string;
  value: string;
}

/** §3 loan details response (the binding has put h5Url and the logos through safeUrl). */
export interface LoanDetail {
  orderStatus: string;
  noticeStatusText: string;
  noticeDesText: string;
  recProducts: RecommendedProduct[];
  productName: string;
  productLogo: string;
  rows: DetailRow[];
  /** An external repayment address; '' when there is none (or it was not safe). */
  h5Url: string;
  isDelay: string;
  telephone: string;
  isScore: string;
  /** Read, meaning not shown (§3); the demo backend sends the repay reminder. */
  reyMsg: string;
}

export interface LoanDetailsInput {
  productId: string;
  orderId: string;
  /** The configured service telephone (§9), used when the answer has none. */
  servicePhone: string;
}

export interface LoanDetailsContext extends LoanDetailsInput {
  detail: LoanDetail | null;
  failure: LoadFailure | null;
  /** The recommended product whose jump is on its way (or was last asked for). */
  jumpIndex: number | null;
}

export type LoanDetailsEvent =
  | LoadEvent
  | { type: 'user.repay' }
  | { type: 'user.delay' }
  | { type: 'user.loanMore' }
  | { type: 'user.moreProducts' }
  | { type: 'user.openProduct'; index: number }
  | { type: 'user.callPhone' }
  | { type: 'user.rate' }
  | { type: 'user.closeThanks' };

/** The product jump's payload (§7: module, position and a product target). */
export interface JumpInput {
  module: string;
  position: string;
  target: string;
}

/** The product's link, to open in the browser or through the bridge. */
export type JumpResult = LinkResult;

/** The page event a tapped product sends (§7). */
export type EventParams = PageEvent;

const statusOf = (context: Pick<LoanDetailsContext, 'detail'>) => context.detail?.orderStatus.trim() ?? '';

export const hasRepayBlock = (status: string) => REPAY_BLOCK_STATUSES.includes(status);
export const hasRepayButton = (status: string) => REPAY_BUTTON_STATUSES.includes(status);
export const canLoanMore = (status: string) => LOAN_MORE_STATUSES.includes(status);
export const showsRecommended = (status: string) => !NO_RECOMMEND_STATUSES.includes(status);
export const bannerOf = (status: string) => (BANNER_STATUSES.includes(status) ? status : DEFAULT_BANNER);
/** 'delay repayment' sits in the repay block, only when isDelay is 1 (§4). */
export const hasDelay = (detail: Pick<LoanDetail, 'orderStatus' | 'isDelay'>) =>
  hasRepayBlock(detail.orderStatus.trim()) && detail.isDelay.trim() === '1';
/** §4: the pop-up opens by itself when isScore is 1. */
export const asksRating = (isScore: string) => isScore.trim() === '1';
/** A product whose `globally` is '0' is not clickable at all (§3). */
export const isClickable = (product: Pick<RecommendedProduct, 'globally'>) => product.globally.trim() !== '0';
/** The flag greys the card; '1' is active (§3). A greyed card takes no tap. */
export const isActive = (product: Pick<RecommendedProduct, 'flag'>) => product.flag.trim() === '1';

/** The telephone to show: the answer's, else the configured one (§9). */
export function phoneOf(context: Pick<LoanDetailsContext, 'detail' | 'servicePhone'>): string {
  const answered = context.detail?.telephone.trim() ?? '';
  return answered !== '' ? answered : context.servicePhone.trim();
}

/** Where Repay and 'delay repayment' go: the same order. */
export const orderQuery = (context: Pick<LoanDetailsContext, 'productId' | 'orderId'>): Record<string, string> => ({
  productId: context.productId,
  orderId: context.orderId,
});

const productAt = (context: LoanDetailsContext, index: number | null): RecommendedProduct | null =>
  index === null ? null : (context.detail?.recProducts[index] ?? null);

export function jumpOf(context: LoanDetailsContext): JumpInput {
  const index = context.jumpIndex ?? 0;
  return { module: RECOMMEND_MODULE, position: String(index), target: productAt(context, index)?.targetId ?? '' };
}

const detailOf = (event: unknown) => loadedData<LoanDetail>(event);



/** The invoked actors by id, so the page reads the rating dialog from `snapshot.children`. */
type Children = { rating: 'rating'; loadDetail: 'loadDetail'; productJump: 'productJump' };

export const loanDetailsMachine = setup({
  types: {} as { context: LoanDetailsContext; events: LoanDetailsEvent; input: LoanDetailsInput; children: Children },
  actors: {
    loadDetail: port<LoadResult<LoanDetail>, LoanOrder>('loadDetail'),
    productJump: port<JumpResult, JumpInput>('productJump'),
    rating: ratingMachine,
  },
  delays: {
    ratingPrompt: 3000,
  },
  guards: {
    ...loadGuards,
    asksRating: ({ event }) => {
      const detail = detailOf(event);
      return detail !== null && asksRating(detail.isScore);
    },
    canRepay: ({ context }) => hasRepayBlock(statusOf(context)) || hasRepayButton(statusOf(context)),
    hasH5Url: ({ context }) => (context.detail?.h5Url ?? '') !== '',
    canDelay: ({ context }) => context.detail !== null && hasDelay(context.detail),
    canLoanMore: ({ context }) => canLoanMore(statusOf(context)),
    showsRecommended: ({ context }) => showsRecommended(statusOf(context)),
    /** Only an active card (flag '1') that is not switched off altogether (globally '0') opens. */
    isClickableProduct: ({ context, event }) => {
      if (event.type !== 'user.openProduct' || !showsRecommended(statusOf(context))) return false;
      const product = productAt(context, event.index);
      return product !== null && isActive(product) && isClickable(product);
    },
    hasPhone: ({ context }) => phoneOf(context) !== '',
    hasLink: ({ event }) => linkOf(event) !== null,
    isJumpRefused: ({ event }) => !outputOf<JumpResult>(event).ok,
    isGoodRating: ({ event }) => {
      const output = (event as unknown as { output: RatingOutput }).output;
      return output.rated && output.score >= GOOD_RATING;
    },
    isRated: ({ event }) => (event as unknown as { output: RatingOutput }).output.rated,
  },
  actions: {
    ...effects,
    ...loadFailureActions<LoanDetailsContext, LoanDetailsEvent>(),
    /** Injected: the external repayment address (h5Url), already checked by safeUrl. */
    openUrl: (_: unknown, _params: { url: string }) => {},
    /** Injected: a product jump's link, in the browser when it is http(s), else through the bridge. */
    openLink: (_: unknown, _params: { url: string }) => {},
    /** Injected: the product's own page in the app, through the native link scheme. */
    openProductPage: (_: unknown, _params: { productId: string }) => {},
    /** Injected: the page event, fire and forget (§7). */
    saveEvent: (_: unknown, _params: EventParams) => {},
    /** Injected: the native home screen ('more products'). */
    goHome: () => {},
    /** Injected: the host's rate screen (bridge goRate). */
    goRate: () => {},
    /** Injected: asks the host to dial. */
    callPhone: (_: unknown, _params: { phone: string }) => {},
    setDetail: assign(({ event }) => ({ detail: detailOf(event), failure: null })),
    setJumpIndex: assign({
      jumpIndex: ({ context, event }) => (event.type === 'user.openProduct' ? event.index : context.jumpIndex),
    }),
  },
}).createMachine({
  id: 'loanDetails',
  context: ({ input }) => ({
    productId: input.productId,
    orderId: input.orderId,
    servicePhone: input.servicePhone,
    detail: null,
    failure: null,
    jumpIndex: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadDetail',
      [
        { guard: 'asksRating', target: 'loaded.rating.awaitingPrompt', actions: 'setDetail' },
        { target: 'loaded', actions: 'setDetail' },
      ],
      loanOrderInput,
    ),
    loaded: {
      description:
        "The loan: the status banner and its headline, the product and its rows, then as the status allows Repay (with 'delay repayment'), 'loan more', the recommended products and the service telephone",
      type: 'parallel',
      on: {
        // The server's own repayment address when it gave one, else the repayment page (§2).
        'user.repay': [
          {
            guard: and(['canRepay', 'hasH5Url']),
            target: '#loanDetails.left',
            actions: { type: 'openUrl', params: ({ context }) => ({ url: context.detail?.h5Url ?? '' }) },
          },
          {
            guard: 'canRepay',
            target: '#loanDetails.left',
            actions: { type: 'navigate', params: ({ context }) => ({ route: 'installments', query: orderQuery(context) }) },
          },
        ],
        'user.delay': {
          guard: 'canDelay',
          target: '#loanDetails.left',
          actions: { type: 'navigate', params: ({ context }) => ({ route: 'extension', query: orderQuery(context) }) },
        },
        'user.loanMore': {
          guard: 'canLoanMore',
          actions: [
            {
              type: 'saveEvent',
              params: ({ context }) => ({
                productId: context.productId,
                moduleId: LOAN_MORE_MODULE,
                positionId: LOAN_MORE_POSITION,
              }),
            },
            { type: 'openProductPage', params: ({ context }) => ({ productId: context.productId }) },
          ],
        },
        'user.moreProducts': { guard: 'showsRecommended', actions: 'goHome' },
        'user.callPhone': {
          guard: 'hasPhone',
          actions: { type: 'callPhone', params: ({ context }) => ({ phone: phoneOf(context) }) },
        },
      },
      states: {
        products: {
          description: "The recommended products with 'more products' (hidden for statuses 170, 174, 180 and 200)",
          initial: 'idle',
          states: {
            idle: {
              description: "The product cards wait for a tap (a greyed card's button is off)",
              on: {
                'user.openProduct': {
                  guard: 'isClickableProduct',
                  target: 'jumping',
                  actions: [
                    'setJumpIndex',
                    {
                      type: 'saveEvent',
                      params: ({ context, event }) => {
                        const index = event.type === 'user.openProduct' ? event.index : 0;
                        return {
                          productId: productAt(context, index)?.targetId ?? '',
                          moduleId: RECOMMEND_MODULE,
                          positionId: String(index),
                        };
                      },
                    },
                  ],
                },
              },
            },
            // A second tap on any product waits for this answer: one jump at a time.
            jumping: {
              description: 'A product is opening: its button spins; the other cards take no tap',
              tags: ['busy'],
              invoke: {
                id: 'productJump',
                src: 'productJump',
                input: ({ context }) => jumpOf(context),
                onDone: [
                  {
                    guard: 'hasLink',
                    target: 'idle',
                    actions: { type: 'openLink', params: ({ event }) => ({ url: linkOf(event) ?? '' }) },
                  },
                  { guard: 'isJumpRefused', target: 'idle', actions: toastServerMessage('loanDetails.jumpFailed') },
                  { target: 'idle', actions: toast('loanDetails.jumpFailed') },
                ],
                onError: { target: 'idle', actions: toast('loanDetails.jumpFailed') },
              },
            },
          },
        },
        rating: {
          description: 'The rating pop-up, when the server asks for one',
          initial: 'none',
          states: {
            /** The server asks for no rating. */
            none: { description: 'No rating pop-up: the server asks for none' },
            awaitingPrompt: { description: 'The page shows; the rating pop-up opens 3 seconds later', after: { ratingPrompt: 'open' } },
            open: {
              description: "The rating pop-up: 'Enjoying our app?', the stars and Submit",
              invoke: {
                id: 'rating',
                src: 'rating',
                input: ({ context }) => ({ problemId: context.orderId }),
                onDone: [
                  { guard: 'isGoodRating', target: 'rated', actions: 'goRate' },
                  { guard: 'isRated', target: 'thanks' },
                  { target: 'dismissed' },
                ],
              },
            },
            thanks: { description: "The thank-you pop-up: 'Thank you!' with OK", on: { 'user.closeThanks': 'rated' } },
            rated: { description: 'Rated: the pop-up is closed and is not offered again' },
            /** Closed without rating: the page offers to rate again, from no stars. */
            dismissed: { description: "Closed without rating: 'Rate our app' offers the pop-up again", on: { 'user.rate': 'open' } },
          },
        },
      },
    },
    /** Handed over to the repayment pages; Back mounts the page afresh. */
    left: { description: "Handed over to the repayment pages (or the server's repayment address): Back opens the page afresh", type: 'final' },
  },
  meta: { words: loanDetailsWords },
});

export type LoanDetailsMachine = typeof loanDetailsMachine;
