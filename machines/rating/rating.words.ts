import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const ratingWords = machineWords({
  purpose: 'The rating dialog: the borrower chooses one to five stars and sends the score, or cancels',
  events: {
    'user.chooseStar': 'User taps a star (the stars fill up to it)',
    'user.tapSend': 'User taps Send',
    'user.tapCancel': 'User taps Cancel (or closes the dialog)',
  },
  guards: {
    hasScore: 'At least one star is chosen',
    isSaved: 'The server accepted the score',
  },
  delays: {},
  actors: {
    saveScore: { does: 'Sends the score', done: 'Score answered (accepted or refused)', error: 'Score not sent (network or server fault)' },
  },
  actions: {
    ...EFFECT_WORDS,
    chooseScore: 'The stars fill up to the one tapped (1 to 5)',
    resetScore: 'Forgets the stars chosen',
  },
});
