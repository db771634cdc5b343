import { act, type Screen } from '@testing-library/react';
import { COUNTDOWN_SECONDS } from '@machines/countdown/countdown.machine';
import { SmsCodeButton } from '@/screens/smsCode/SmsCodeButton';
import { feedback } from '@/services/feedback';
import { countdownSpec } from './specs/countdown';
import { describePaths } from './replay';

const button = (screen: Screen) =>
  screen.getByRole('button', { name: /^(获取验证码|\d+s)$/ });

describePaths(countdownSpec)({
  render: (logic) => <SmsCodeButton logic={logic} />,
  gestures: {
    'user.tapSend': async ({ user, screen }) => {
      // Each refusal is judged on its own toast.
      act(() => feedback.dismissToast());
      await user.click(button(screen));
    },
  },
  states: {
    ready: ({ screen, snapshot }) => {
      expect(button(screen)).toHaveTextContent('获取验证码');
      expect(snapshot.context.seconds).toBe(COUNTDOWN_SECONDS);
      expect(feedback.getState().toast).toBeNull();
    },
    // Sending again while counting is refused with the toast of §5 and does not restart the count.
    counting: ({ screen, snapshot, event, previous }) => {
      const seconds = snapshot.context.seconds as number;
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(COUNTDOWN_SECONDS);
      expect(button(screen)).toHaveTextContent(`${seconds}s`);
      const refused = event?.type === 'user.tapSend' && previous?.matches('counting');
      expect(screen.getByRole('status')).toHaveTextContent(refused ? '请勿重复发送验证码!' : /^$/);
    },
  },
});
