import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const complaintDetailsWords = machineWords({
  purpose: 'Complaint details: one complaint and its reply; an unrated complaint asks for a rating 3 seconds after it shows',
  events: { ...LOAD_WORDS.events },
  guards: {
    ...LOAD_WORDS.guards,
    isUnrated: 'The server says the complaint is not rated yet (isScore given and not 0)',
    isRated: 'The borrower sent a rating (not cancelled)',
  },
  delays: {
    ratingPrompt: '3 seconds pass after the complaint shows',
  },
  actors: {
    loadDetail: {
      does: 'Asks for the complaint',
      done: 'Complaint answered',
      error: 'Complaint not loaded (network or server fault)',
    },
    rating: {
      does: 'The rating dialog: five stars, Cancel and Send',
      done: 'Rating dialog closed (rated or cancelled)',
      error: 'Rating dialog stopped on a fault',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setDetail: 'Keeps the complaint to show',
    markRated: 'Keeps the stars given and never asks for a rating again in this visit',
  },
});
