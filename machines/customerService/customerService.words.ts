import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const customerServiceWords = machineWords({
  purpose: 'Customer service: the support telephone and e-mail; tapping the telephone calls it',
  events: {
    ...LOAD_WORDS.events,
    'user.tapPhone': 'User taps the Telephone row',
    'page.visible': 'The page shows again (back from the dialer, the mail app or the background)',
  },
  guards: { ...LOAD_WORDS.guards, hasNoContact: 'The answer has neither a telephone nor an e-mail' },
  delays: {},
  actors: {
    loadContact: {
      does: 'Asks for the support telephone and e-mail (contact-kf-info)',
      done: 'Contact loaded',
      error: 'Contact not loaded (network or server fault)',
    },
    watchVisibility: { does: 'Watches for the page to show again', done: 'Page shown again', error: 'Visibility watch failed' },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setContact: 'Keeps the telephone and e-mail to show',
    callPhone: 'Asks the phone to call the support telephone (a call link in a browser)',
  },
});
