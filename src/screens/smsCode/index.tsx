import { useSelector } from '@xstate/react';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { shallowEqual } from '../shared/useScreen';
import { selectCountdown } from './select';
import { SmsCodeButtonView } from './SmsCodeButtonView';

/** The countdown's binding: its only effect is the shared toast that refuses a second send. */
export const logic = withEffects(countdownMachine);

/**
 * The SMS code button as the test page embeds it: a part of its page, so it leaves the document
 * title to it. Card repay and the registration run the countdown as their machine's child and show
 * it with the same view model (selectCountdown) and label (sendCodeLabel).
 */
export function SmsCodeButton() {
  const actor = useFlowActor(logic);
  const view = useSelector(actor, selectCountdown, shallowEqual);
  return <SmsCodeButtonView view={view} send={actor.send} />;
}
