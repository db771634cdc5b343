import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const countdownWords = machineWords({
  purpose: 'The SMS button: sends a code, then counts 60 seconds down before another can be sent',
  events: { 'user.tapSend': 'User taps the SMS button' },
  guards: { isLastSecond: 'The last second of the 60 is passing' },
  delays: { oneSecond: 'One second passes' },
  actors: {},
  actions: { ...EFFECT_WORDS, decrementSeconds: 'The button shows one second less', resetSeconds: 'The count is back at 60 seconds' },
});
