import { useSelector } from '@xstate/react';
import type { countdownMachine } from '@machines/countdown/countdown.machine';
import { t } from '@/i18n';
import { Button } from '@/ui';
import { useFlowActor } from '../shared/useFlowActor';

/** The send-code button with its 60 s countdown (§4): '<n>s' while counting, '获取验证码' after. */
export function SmsCodeButton({ logic }: { logic: typeof countdownMachine }) {
  const actor = useFlowActor(logic);
  const counting = useSelector(actor, (s) => s.matches('counting'));
  const seconds = useSelector(actor, (s) => s.context.seconds);
  return (
    <Button
      variant="secondary"
      className="sms-code-button"
      aria-live="polite"
      aria-disabled={counting}
      onClick={() => actor.send({ type: 'user.tapSend' })}
    >
      {counting ? t('sms.seconds', { n: seconds }) : t('sms.getCode')}
    </Button>
  );
}
