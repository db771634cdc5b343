import { countdownMachine } from '@machines/countdown/countdown.machine';
import { withEffects } from '../shared/effects';

export const countdownLive = withEffects(countdownMachine);
