import type { AnyStateMachine } from 'xstate';
import { countdownMachine } from './countdown/countdown.machine';
import { loaderMachine } from './loader/loader.machine';
import { testPreviewMachine } from './testPreview/testPreview.machine';

/** Every machine of the product: the diagram export and the path-coverage report walk this. */
export const machines = {
  countdown: countdownMachine,
  loader: loaderMachine,
  testPreview: testPreviewMachine,
} as const satisfies Record<string, AnyStateMachine>;
