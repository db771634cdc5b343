import { countdownMachine } from '@machines/countdown/countdown.machine';
import { t } from '@/i18n';
import { feedback } from '@/services/feedback';

export const countdownLive = countdownMachine.provide({
  actions: { notifyRepeatRefused: () => feedback.toast(t('sms.repeat')) },
});
