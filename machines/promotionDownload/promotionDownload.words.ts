import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const promotionDownloadWords = machineWords({
  purpose: 'The promotion download page: after registering, the visitor gets the link to download the app',
  events: { ...LOAD_WORDS.events },
  guards: { ...LOAD_WORDS.guards },
  delays: {},
  actors: {
    loadTemplate: {
      does: "Asks for the promotion's settings (its download link)",
      done: 'Promotion settings answered',
      error: 'Promotion settings not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setTemplate: "Keeps the promotion's title and download link to show",
  },
});
