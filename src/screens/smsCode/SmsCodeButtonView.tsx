import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '@machines/countdown/countdown.machine';
import { t } from '@/i18n';
import { Button, type ButtonProps } from '@/ui';
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

export interface SendCodeButtonProps extends Omit<ButtonProps, 'variant' | 'children'> {
  countdown: CountdownView;
}

/**
 * The send-code button as every screen with one shows it (the test page, card repay, the
 * registration): secondary, worded by the countdown, its changes read out.
 */
export function SendCodeButton({ countdown, ...button }: SendCodeButtonProps) {
  return (
    <Button variant="secondary" aria-live="polite" {...button}>
      {sendCodeLabel(countdown)}
    </Button>
  );
}

/** The send-code button of §4 as the test page shows it. */
export function SmsCodeButtonView({ view, send }: SmsCodeButtonViewProps) {
  return (
    <SendCodeButton
      countdown={view}
      className="sms-code-button"
      // Still focusable and tappable while counting: a tap then says why nothing is sent (§5).
      aria-disabled={view.counting}
      onClick={() => send({ type: 'user.tapSend' })}
    />
  );
}
