import { LINK_WORDS } from '../shared/link';
import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
/**
 * The words of an apply (machines/shared/words.ts): its tap, guards and actions, on the recommended
 * list and the joint-login page alike. `applyingState` describes its own state.
 */
export const APPLY_WORDS = {
  events: { 'user.apply': "User taps a product card's apply button" },
  guards: {
    canApply: "The tapped card is active (its buttonStatus is not '0')",
    opensInPlace: "The answer's link is this H5's own address, so this page opens it",
    ...LINK_WORDS.guards,
  },
  actions: {
    openDirect: "This page goes to the product's link",
    openInApp: "The app opens the product's link",
    setApplying: 'Keeps which card is applying: its button shows it is busy, the others take no tap',
    clearApplying: 'Every active card takes a tap again',
  },
  /** How the apply request's outcomes read, whichever call it is (apply, stand/joint). */
  outcomes: {
    done: 'Apply answered (a link, an accepted apply without a usable link, or a refusal)',
    error: 'Apply not answered (network or server fault)',
  },
} as const;

export const recommendedWords = machineWords({
  purpose: "The recommended products ('Special Applications'): the borrower applies for one, or sees that today's applications are full",
  events: { ...LOAD_WORDS.events, ...APPLY_WORDS.events, 'user.goHome': "User taps 'Back to Home'" },
  guards: { ...LOAD_WORDS.guards, ...APPLY_WORDS.guards, hasNoProducts: 'The server offers no product (quota full for today)' },
  delays: {},
  actors: {
    loadProducts: {
      does: "Asks for the recommended products of the page's scene (recommend-product-list)",
      done: 'Product list answered',
      error: 'Products not loaded (network or server fault)',
    },
    apply: {
      does: "Applies for the tapped product (apply, with the scene's module id)",
      ...APPLY_WORDS.outcomes,
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    ...APPLY_WORDS.actions,
    saveEvent: "Records the tap (page event: the product, the scene's module id and the card's place), without waiting for it",
    goHome: 'The app shows its home page',
    setProducts: 'Keeps the products to show as cards',
  },
});
