import { countdownMachine } from '@machines/countdown/countdown.machine';
import { withEffects } from './effects';

export const countdownLive = withEffects(countdownMachine);
