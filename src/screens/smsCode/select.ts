import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from '@machines/countdown/countdown.machine';

/**
 * The SMS countdown's view model (machines/countdown), one for every screen that asks for a code:
 * the test page's send-code button, card repay's SMS step, the registration.
 */
export interface CountdownView {
  /** Counting down: the label is the seconds left and a tap is refused. */
  counting: boolean;
  seconds: number;
}

/** The countdown's snapshot as its view model; no countdown (a step not open) is not counting. */
export function selectCountdown(snapshot: SnapshotFrom<typeof countdownMachine> | undefined): CountdownView {
  return { counting: snapshot?.matches('counting') ?? false, seconds: snapshot?.context.seconds ?? 0 };
}
