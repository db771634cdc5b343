import { act, type Screen } from '@testing-library/react';
import { paths } from '@/config';
import { ratingLogic } from '@/screens/complaintDetails';
import { RatingDialog } from '@/screens/shared/RatingDialog';
import { useFlowActor } from '@/screens/shared/useFlowActor';
import { feedback } from '@/services/feedback';
import { PATH_SESSION, toast } from '../support';
import { answerSaved, describePaths, DEVICE_QUERY, expectSessionPost, post, tap, type StateCheckContext } from './replay';
import { ALREADY_RATED, ratingSpec } from './specs/rating';

/** The dialog on its own, run from the very logic the details binding gives its rating child. */
function RatingScreen() {
  const actor = useFlowActor(ratingLogic, { problemId: '501' });
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

/** §7 save-score: a POST of exactly the score and the problemId, with the session. */
function expectLastSave({ network }: StateCheckContext) {
  const last = network.last('saveScore');
  expectSessionPost(last, DEVICE_QUERY);
  expect(last.body).toEqual({ score: '3', problemId: '501' });
}

describePaths(ratingSpec)({
  screen: RatingScreen,
  address: `/complainDetails?problemId=501&${PATH_SESSION}`,
  network: {
    saveScore: post(paths.app('/user-problem/save-score'), answerSaved),
  },
  gestures: {
    'user.chooseStar': async ({ user, screen, event }) => {
      await user.click(screen.getByRole('radio', { name: `${event.score} star` }));
    },
    'user.tapSend': async ({ user, screen }) => {
      // Each refusal is judged on its own toast.
      act(() => feedback.dismissToast());
      await user.click(screen.getByRole('button', { name: 'Send' }));
    },
    'user.tapCancel': tap('Cancel'),
  },
  states: {
    choosing: (context) => {
      const { screen, snapshot, event, previous, network } = context;
      const open = dialog(screen);
      expect(open).toBeInTheDocument();
      expect(screen.getByText('How satisfied are you with how we handled your complaint?')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expectStars(screen, snapshot.context.score as number);
      expect(network.waiting('saveScore')).toBe(0);
      if (event?.type === 'user.tapSend' && previous?.matches('choosing')) {
        // §5: at least one star; nothing is sent otherwise.
        expect(snapshot.context.score).toBe(0);
        expect(toast()).toHaveTextContent(/^Please choose a star rating$/);
        expect(network.requestsOf('saveScore')).toEqual([]);
      } else if (event?.type === 'xstate.error.actor.saveScore') {
        // A fault: the user is told, and keeps the chosen stars to send again.
        expectLastSave(context);
        expect(toast()).toHaveTextContent(/^Your rating was not sent\. Please try again\.$/);
      } else if (event?.type === 'xstate.done.actor.saveScore') {
        // A refusal: the server's message, once, and the stars kept.
        expectLastSave(context);
        expect(toast()).toHaveTextContent(new RegExp(`^${ALREADY_RATED}$`));
        expect(screen.getAllByText(ALREADY_RATED)).toHaveLength(1);
      }
    },
    // One request per tap: stars, Send and Cancel wait while it is on its way.
    sending: (context) => {
      const { screen, network } = context;
      expect(dialog(screen)).toBeInTheDocument();
      const send = screen.getByRole('button', { name: 'Send' });
      expect(send).toBeDisabled();
      expect(send).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(screen.getByRole('radio', { name: '1 star' })).toBeDisabled();
      expectStars(screen, 3);
      expect(network.waiting('saveScore')).toBe(1);
      expectLastSave(context);
    },
    rated: (context) => {
      expect(dialog(context.screen)).toBeNull();
      expectLastSave(context);
      expect(context.snapshot.output).toEqual({ rated: true, score: 3 });
    },
    cancelled: ({ screen, snapshot, network }) => {
      expect(dialog(screen)).toBeNull();
      expect(snapshot.output).toEqual({ rated: false, score: 0 });
      expect(network.waiting('saveScore')).toBe(0);
    },
  },
});
