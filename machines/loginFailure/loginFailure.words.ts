import { APPLY_WORDS } from '../recommended/recommended.words';
import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
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
      ...APPLY_WORDS.outcomes,
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    ...APPLY_WORDS.actions,
    setPage: 'Keeps the notice, its message and the products to show',
  },
});
