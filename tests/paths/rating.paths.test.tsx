import { act, type Screen } from '@testing-library/react';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { RatingDialog } from '@/screens/shared/RatingDialog';
import { useFlowActor } from '@/screens/shared/useFlowActor';
import { feedback } from '@/services/feedback';
import { describePaths } from './replay';
import { ratingSpec } from './specs/rating';

/** The dialog standalone, started the way a page starts its machine. */
function RatingHarness({ logic }: { logic: typeof ratingMachine }) {
  const actor = useFlowActor(logic, { problemId: '501' });
  return <RatingDialog actor={actor} />;
}

const dialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Rate our service' });

/** Stars up to the chosen one are filled; only the chosen one is the checked radio. */
function expectStars(screen: Screen, score: number) {
  for (let n = 1; n <= 5; n += 1) {
    const star = screen.getByRole('radio', { name: `${n} star` });
    expect(star.classList.contains('ui-star--on'), `star ${n} filled`).toBe(n <= score);
    expect(star).toHaveAttribute('aria-checked', String(n === score));
  }
}

const saves = (calls: { id: string; input: unknown }[]) => calls.filter((call) => call.id === 'saveScore');

describePaths(ratingSpec)({
  render: (logic) => <RatingHarness logic={logic} />,
  gestures: {
    'user.chooseStar': async ({ user, screen, event }) => {
      await user.click(screen.getByRole('radio', { name: `${event.score} star` }));
    },
    'user.tapSend': async ({ user, screen }) => {
      // Each refusal is judged on its own toast.
      act(() => feedback.dismissToast());
      await user.click(screen.getByRole('button', { name: 'Send' }));
    },
    'user.tapCancel': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
    },
  },
  states: {
    choosing: ({ screen, snapshot, event, previous, actors }) => {
      expect(dialog(screen)).toBeInTheDocument();
      expect(screen.getByText('How satisfied are you with how we handled your complaint?')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expectStars(screen, snapshot.context.score as number);
      const status = screen.getByRole('status');
      if (event?.type === 'user.tapSend' && previous?.matches('choosing')) {
        // §5: at least one star; nothing is sent otherwise.
        expect(snapshot.context.score).toBe(0);
        expect(status).toHaveTextContent(/^Silakan pilih$/);
        expect(saves(actors.calls)).toEqual([]);
      } else if (event?.type === 'xstate.error.actor.saveScore') {
        // A fault: the user is told and keeps the chosen stars to send again.
        expect(snapshot.context.score).toBe(3);
        expect(status).toHaveTextContent(/^Your rating was not sent\. Please try again\.$/);
      } else if (event?.type === 'xstate.done.actor.saveScore') {
        // A refusal: the request helper toasts the server's message in the app; nothing more here.
        expect(snapshot.context.score).toBe(3);
        expect(status).toHaveTextContent(/^$/);
      }
    },
    sending: ({ screen, actors }) => {
      expect(dialog(screen)).toBeInTheDocument();
      const send = screen.getByRole('button', { name: 'Send' });
      expect(send).toBeDisabled();
      expect(send).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(screen.getByRole('radio', { name: '1 star' })).toBeDisabled();
      expectStars(screen, 3);
      expect(saves(actors.calls).at(-1)?.input).toEqual({ score: 3, problemId: '501' });
    },
    rated: ({ screen, actors }) => {
      expect(dialog(screen)).toBeNull();
      expect(saves(actors.calls).at(-1)?.input).toEqual({ score: 3, problemId: '501' });
    },
    cancelled: ({ screen, snapshot }) => {
      expect(dialog(screen)).toBeNull();
      expect(snapshot.context.score).toBe(0);
    },
  },
});
