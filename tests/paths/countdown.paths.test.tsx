import { act, type Screen } from '@testing-library/react';
import { availablePaths } from '@/app/screens';
import { feedback } from '@/services/feedback';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import TestPreviewScreen from '@/screens/testPreview';
import { describePaths, type StateCheckContext } from './replay';
import { countdownSpec } from './specs/countdown';
import { TEST_PAGE } from './specs/testPreview';

/** The SMS code button as a user meets it: on the test page, which the app mounts like this. */
function TestPage() {
  return (
    <AvailableRoutes.Provider value={availablePaths}>
      <TestPreviewScreen />
    </AvailableRoutes.Provider>
  );
}

/** §4 and §9, copied from the spec: 60 s, '<n>s' ticking each second, then '获取验证码' (in English on this India page). */
const START_SECONDS = 60;
const LABEL = 'Get code';
const REFUSED = 'Please wait before requesting another code';

const button = (screen: Screen) => screen.getByRole('button', { name: new RegExp(`^(${LABEL}|\\d+s)$`) });

/** The seconds the button should show, counted from the steps the path took. */
let shown = START_SECONDS;

const isTick = (event: StateCheckContext['event']) => event?.type.startsWith('xstate.after.') ?? false;

describePaths(countdownSpec)({
  screen: TestPage,
  address: TEST_PAGE,
  network: {},
  before: () => {
    shown = START_SECONDS;
  },
  gestures: {
    'user.tapSend': async ({ user, screen }) => {
      // Each refusal is judged on its own toast.
      act(() => feedback.dismissToast());
      await user.click(button(screen));
    },
  },
  states: {
    ready: ({ screen }) => {
      shown = START_SECONDS;
      expect(button(screen)).toHaveTextContent(new RegExp(`^${LABEL}$`));
      expect(button(screen)).toHaveAttribute('aria-disabled', 'false');
      expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
    },
    // Sending again while counting is refused with the toast of §5 and does not restart the count.
    counting: ({ screen, event, previous }) => {
      const refused = event?.type === 'user.tapSend' && previous?.matches('counting') === true;
      if (isTick(event)) shown -= 1;
      expect(shown).toBeGreaterThanOrEqual(1);
      expect(button(screen)).toHaveTextContent(new RegExp(`^${shown}s$`));
      expect(button(screen)).toHaveAttribute('aria-disabled', 'true');
      if (refused) expect(screen.getByText(REFUSED)).toBeInTheDocument();
      if (event?.type === 'user.tapSend' && !refused) expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
    },
  },
});
