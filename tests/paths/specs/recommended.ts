import type { AnyMachineSnapshot } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import { recommendedMachine, type ApplyResult, type Product, type RecommendedInput } from '@machines/recommended/recommended.machine';
import { linkAnswers } from '../../support/pathFixtures';
import { doneEvents, doneType, events, ok, refused, type PathSpec } from '../model';

export const SCENE = 'tanchuang_fudai';
/** What the path test's page is served from (jsdom's origin); the binding passes it as `{host}`. */
export const HOST = 'http://localhost:3000';

function product(id: string, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    productLogo: `https://img.example/${id}.png`,
    productName: name,
    buttonStatus: '1',
    buttonText: 'Apply now',
    amountRange: '₹2,000.00 - ₹50,000.00',
    amountRangeDes: 'Loan amount',
    loan_rate: '0.05% per day',
    productDesc: `${name}: cash in 2 hours.`,
    productTags: [`${name} fast`, `${name} cheap`],
    ...extra,
  };
}

/** Four cards: the third is full (buttonStatus '0', sent as the number 0 by this server). */
export const PRODUCTS: Product[] = [
  product('101', 'RupeeNow'),
  product('102', 'CashSetu'),
  product('103', 'LakhLine', { buttonStatus: '0', buttonText: 'Quota full' }),
  product('104', 'PaisaPal'),
];
export const LIST_REFUSED = 'No products in your area';
export const APPLY_REFUSED = 'This product is full today';
/** A link of this H5 (an app path): opened in place. */
export const OWN_URL = '/loanConfirm?productId=101';
/** Any other link: the native bridge opens it. */
export const PARTNER_URL = 'https://play.google.com/store/apps/details?id=com.kredit.cashsetu';

const INPUT: RecommendedInput = { scene: SCENE, host: HOST };

/**
 * Guards read whether the list has products (`canApply` also reads which card is tapped: the full
 * one is never sent, the screen's button being disabled) and the apply's link; the key holds
 * whether products are loaded and which card is applying.
 */
export const recommendedSpec: PathSpec<typeof recommendedMachine> = {
  name: 'recommended',
  machine: recommendedMachine,
  input: INPUT,
  // A tap on the full card: its button is disabled, no gesture could send it.
  skipIgnored: true,
  everyPayload: [doneType('apply')],
  payloads: {
    ...doneEvents<LoadResult<Product[]>>('loadProducts', [ok(PRODUCTS), ok([]), refused(LIST_REFUSED)]),
    ...doneEvents<ApplyResult>('apply', linkAnswers([OWN_URL, PARTNER_URL], APPLY_REFUSED)),
    ...events('user.apply', [{ index: 1 }, { index: 2 }, { index: 3 }]),
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { products: Product[]; applying: number | null };
    return [context.products.length > 0, context.applying];
  },
  // Each card's Apply is a button of its own: the first and the fourth card each take a path, with
  // an answer of their own (the generated paths take the rest).
  scenarios: [
    { name: 'the first card', events: [{ type: doneType('loadProducts'), output: ok(PRODUCTS) }, { type: 'user.apply', index: 0 }, { type: doneType('apply'), output: { ok: true, url: PARTNER_URL } }] },
    { name: 'the fourth card', events: [{ type: doneType('loadProducts'), output: ok(PRODUCTS) }, { type: 'user.apply', index: 3 }, { type: doneType('apply'), output: { ok: false, message: APPLY_REFUSED } }] },
  ],
};
