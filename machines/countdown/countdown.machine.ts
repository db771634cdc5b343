import { assign, setup } from 'xstate';
import { effects, toast } from '../shared/effects';
import { countdownWords } from './countdown.words';

/** SMS countdown of §4: 60 s, ticking each second, sending refused while counting. */
export const COUNTDOWN_SECONDS = 60;

export interface CountdownContext {
  seconds: number;
}

export type CountdownEvent = { type: 'user.tapSend' };


export const countdownMachine = setup({
  types: {} as { context: CountdownContext; events: CountdownEvent },
  actions: {
    ...effects,
    decrementSeconds: assign({ seconds: ({ context }) => context.seconds - 1 }),
    resetSeconds: assign({ seconds: COUNTDOWN_SECONDS }),
  },
  guards: {
    isLastSecond: ({ context }) => context.seconds <= 1,
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  id: 'countdown',
  context: { seconds: COUNTDOWN_SECONDS },
  initial: 'ready',
  states: {
    ready: {
      description: "The button reads 'Send code' and can be tapped",
      tags: ['canSend'],
      on: { 'user.tapSend': { target: 'counting' } },
    },
    counting: {
      description: 'The button shows the seconds left; a tap says to wait',
      on: { 'user.tapSend': { actions: toast('sms.repeat') } },
      after: {
        oneSecond: [
          { guard: 'isLastSecond', target: 'ready', actions: 'resetSeconds' },
          { target: 'counting', reenter: true, actions: 'decrementSeconds' },
        ],
      },
    },
  },
  meta: { words: countdownWords },
});
