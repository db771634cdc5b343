import { act, within, type Screen } from '@testing-library/react';
import type { ComplaintDetailData } from '@machines/complaintDetails/complaintDetails.machine';
import type { RatingOutput } from '@machines/rating/rating.machine';
import { ComplaintDetailsPage } from '@/screens/complaintDetails/ComplaintDetailsView';
import { describePaths } from './replay';
import { complaintDetailsSpec } from './specs/complaintDetails';

const dialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Rate our service' });
const processResult = (screen: Screen) => screen.queryByRole('heading', { name: 'Process Result' });

describePaths(complaintDetailsSpec)({
  render: (logic) => <ComplaintDetailsPage logic={logic} problemId="501" />,
  realChildren: ['rating'],
  gestures: {
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
  },
  overrides: {
    // The dialog is the real rating machine: the user rates (or cancels) it by gestures.
    'xstate.done.actor.rating': async ({ user, screen, event, actors }) => {
      const output = (event as unknown as { output: RatingOutput }).output;
      if (output.rated) {
        await user.click(screen.getByRole('radio', { name: `${output.score} star` }));
        await user.click(screen.getByRole('button', { name: 'Send' }));
        await act(async () => actors.take('saveScore').resolve({ ok: true }));
      } else {
        await user.click(screen.getByRole('radio', { name: '2 star' }));
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
      }
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByLabelText('Problem description')).toBeNull();
      expect(actors.calls.filter((c) => c.id === 'loadDetail').at(-1)?.input).toEqual({ problemId: '501' });
    },
    failed: ({ screen, snapshot }) => {
      const alert = screen.getByRole('alert');
      const refused = (snapshot.context.failure as { kind: string }).kind === 'refused';
      expect(alert).toHaveTextContent(
        refused ? 'Record not found' : 'The complaint could not be loaded. Check your connection and try again.',
      );
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByText('loading...')).toBeNull();
    },
    // Every loaded state: type and sub-type, the read-only text with its counter, the images,
    // and 'Process Result' only when the reply has text or images.
    loaded: ({ screen, snapshot }) => {
      const detail = snapshot.context.detail as ComplaintDetailData;
      const tags = within(screen.getByRole('list', { name: 'Problem Type' })).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual([detail.type, detail.sonType].filter(Boolean));
      const content = screen.getByLabelText('Problem description');
      expect(content).toHaveValue(detail.content);
      expect(content).toHaveAttribute('readonly');
      expect(screen.getByText(`${detail.content.length}/200`)).toBeInTheDocument();
      detail.images.forEach((_, i) => expect(screen.getByRole('button', { name: `Image ${i + 1}` })).toBeInTheDocument());
      if (detail.images.length === 0) expect(screen.queryByRole('list', { name: 'Attached images' })).toBeNull();
      if (detail.disposeDetail === '' && detail.disposeImages.length === 0) {
        expect(processResult(screen)).toBeNull();
      } else {
        expect(processResult(screen)).toBeInTheDocument();
        expect(screen.getByText(detail.disposeDetail)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Reply image 1' })).toBeInTheDocument();
      }
    },
    'loaded.nothingToRate': ({ screen, snapshot }) => {
      expect(snapshot.context.detail?.isScore).toBe('0');
      expect(dialog(screen)).toBeNull();
      expect(screen.queryByRole('radiogroup', { name: 'Your rating' })).toBeNull();
    },
    'loaded.awaitingPrompt': ({ screen, actors }) => {
      expect(dialog(screen)).toBeNull();
      expect(actors.calls.some((c) => c.id === 'saveScore')).toBe(false);
    },
    'loaded.rating': ({ screen }) => {
      const open = dialog(screen);
      expect(open).toBeInTheDocument();
      expect(within(open!).getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'false');
      expect(within(open!).getByRole('button', { name: 'Send' })).toBeEnabled();
    },
    'loaded.rated': ({ screen, actors }) => {
      expect(dialog(screen)).toBeNull();
      expect(actors.calls.filter((c) => c.id === 'saveScore').map((c) => c.input)).toEqual([{ score: 4, problemId: '501' }]);
      expect(within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', { name: '4 star' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      expect(screen.getByText('Thank you for rating how we handled your complaint.')).toBeInTheDocument();
    },
    'loaded.dismissed': ({ screen, actors }) => {
      expect(dialog(screen)).toBeNull();
      expect(actors.calls.some((c) => c.id === 'saveScore')).toBe(false);
      expect(screen.queryByRole('radiogroup', { name: 'Your rating' })).toBeNull();
    },
  },
});
