import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '@machines/countdown/countdown.machine';
import { t } from '@/i18n';
import { Button } from '@/ui';
import type { CountdownView } from './select';

export interface SmsCodeButtonViewProps {
  view: CountdownView;
  send: ActorRefFrom<typeof countdownMachine>['send'];
}

/**
 * The send-code button's text (§4), on every screen that has one: '<n>s' while counting, the
 * spec's "get the code" (sms.getCode, in the market's language) otherwise.
 */
export function sendCodeLabel(countdown: CountdownView): string {
  return countdown.counting ? t('sms.seconds', { n: countdown.seconds }) : t('sms.getCode');
}

/** The send-code button of §4 as the test page shows it. */
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
      {sendCodeLabel(view)}
    </Button>
  );
}
