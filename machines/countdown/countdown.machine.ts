import { assign, setup } from 'xstate';
import { effects, toast } from '../shared/effects';
import { countdownWords } from './countdown.words';

/** SMS countdown of §4: 60 s, ticking each second, sending refused while counting. */
export const COUNTDOWN_SECONDS = 60;

export interface CountdownContext {
  seconds: number;
}

export type CountdownEvent = { type: 'user.tapSend' };

/** Seconds to count from: a countdown resumed after a reload counts what was left of it (1-60). */
export interface CountdownInput {
  seconds?: number;
}

/** Whole seconds within the countdown, else the full 60. */
export function countdownSeconds(seconds: number | undefined): number {
  return seconds !== undefined && Number.isInteger(seconds) && seconds >= 1 && seconds <= COUNTDOWN_SECONDS ? seconds : COUNTDOWN_SECONDS;
}


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
  // Input is optional (card repayment spawns it bare), so it is read rather than typed as required.
  context: ({ input }) => ({ seconds: countdownSeconds((input as CountdownInput | undefined)?.seconds) }),
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
