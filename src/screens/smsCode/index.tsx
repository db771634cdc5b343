import { useSelector } from '@xstate/react';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { shallowEqual } from '../shared/useScreen';
import { select } from './select';
import { SmsCodeButtonView } from './SmsCodeButtonView';

/** The countdown's binding: its only effect is the shared toast that refuses a second send. */
export const logic = withEffects(countdownMachine);

/**
 * The SMS code button as the screens that ask for a code embed it (the test page, card repay,
 * registration): a part of their page, so it leaves the document title to them.
 */
export function SmsCodeButton() {
  const actor = useFlowActor(logic);
  const view = useSelector(actor, select, shallowEqual);
  return <SmsCodeButtonView view={view} send={actor.send} />;
}
