import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '@machines/countdown/countdown.machine';
import { t } from '@/i18n';
import { Button } from '@/ui';
import type { SmsCodeButtonView as View } from './select';

export interface SmsCodeButtonViewProps {
  view: View;
  send: ActorRefFrom<typeof countdownMachine>['send'];
}

/** The send-code button of §4: '<n>s' while counting, the spec's "get the code" (sms.getCode, in the market's language) otherwise. */
export function SmsCodeButtonView({ view, send }: SmsCodeButtonViewProps) {
  return (
    <Button
      variant="secondary"
      className="sms-code-button"
      aria-live="polite"
      // Still focusable and tappable while counting: a tap then says why nothing is sent (§5).
      aria-disabled={view.counting}
      onClick={() => send({ type: 'user.tapSend' })}
    >
      {view.counting ? t('sms.seconds', { n: view.seconds }) : t('sms.getCode')}
    </Button>
  );
}
