import type { AnyMachineSnapshot } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import type { PathSpec } from '../model';

export const countdownSpec: PathSpec<typeof countdownMachine> = {
  name: 'countdown',
  machine: countdownMachine,
  // The seconds are bounded (1-60): keeping them whole in the key lets the traversal reach 1.
  project: (snapshot: AnyMachineSnapshot) => snapshot.context.seconds,
};
