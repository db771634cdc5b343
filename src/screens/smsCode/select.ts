import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from '@machines/countdown/countdown.machine';

export interface SmsCodeButtonView {
  /** Counting down: the label is the seconds left and a tap is refused. */
  counting: boolean;
  seconds: number;
}

export function select(snapshot: SnapshotFrom<typeof countdownMachine>): SmsCodeButtonView {
  return { counting: snapshot.matches('counting'), seconds: snapshot.context.seconds };
}
