import { within, type Screen } from '@testing-library/react';
import type { ComplaintDetailData } from '@machines/complaintDetails/complaintDetails.machine';
import type { RatingOutput, ScoreResult } from '@machines/rating/rating.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import ComplaintDetailsScreen from '@/screens/complaintDetails';
import { flush } from './network';
import { describePaths, envelope, refusal, type StateCheckContext } from './replay';
import { complaintDetailsSpec, NOT_FOUND } from './specs/complaintDetails';

const SESSION = 'deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1';

const dialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Rate our service' });
const processResult = (screen: Screen) => screen.queryByRole('region', { name: 'Process Result' });
const yourRating = (screen: Screen) => screen.queryByRole('radiogroup', { name: 'Your rating' });
const detailOf = (context: StateCheckContext) => context.snapshot.context.detail as ComplaintDetailData;

/** §7 problem-detail: one POST of exactly the problemId from the address, with the session. */
function expectDetailRequests({ network }: StateCheckContext, waiting: number) {
  expect(network.waiting('loadDetail')).toBe(waiting);
  const last = network.requestsOf('loadDetail').at(-1)!;
  expect(last.method).toBe('POST');
  expect(last.body).toEqual({ problemId: '501' });
  expect(last.query).toMatchObject({ deviceId: 'dev-9', appVersion: '2.4.0', isNeedPop: '1' });
  expect(last.headers.spits).toBe('S1');
}

/** Nothing was rated in this visit: no save-score went out, no stars are shown as given. */
function expectNotRated({ screen, network }: StateCheckContext) {
  expect(network.requestsOf('saveScore')).toEqual([]);
  expect(yourRating(screen)).toBeNull();
}

describePaths(complaintDetailsSpec)({
  screen: ComplaintDetailsScreen,
  address: `/complainDetails?problemId=501&${SESSION}`,
  network: {
    loadDetail: {
      method: 'POST',
      path: paths.app('/user-problem/problem-detail'),
      answer: (output: LoadResult<ComplaintDetailData>) => (output.ok ? envelope(output.data) : refusal(output.message)),
    },
    // The rating dialog's save, sent by the details screen's own rating child.
    saveScore: {
      method: 'POST',
      path: paths.app('/user-problem/save-score'),
      answer: (output: ScoreResult) => (output.ok ? envelope(null) : refusal(output.message)),
    },
  },
  gestures: {
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'user.leave': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Back' }));
    },
  },
  overrides: {
    // The dialog is the real rating child: the user rates (or cancels) it by gestures.
    'xstate.done.actor.rating': async ({ user, screen, event, network }) => {
      const output = (event as unknown as { output: RatingOutput }).output;
      const open = dialog(screen)!;
      if (output.rated) {
        await user.click(within(open).getByRole('radio', { name: `${output.score} star` }));
        await user.click(within(open).getByRole('button', { name: 'Send' }));
        await network.answer('saveScore', { ok: true });
      } else {
        await user.click(within(open).getByRole('radio', { name: '2 star' }));
        await user.click(within(open).getByRole('button', { name: 'Cancel' }));
      }
      for (let round = 0; round < 10 && dialog(screen); round += 1) await flush();
    },
  },
  states: {
    '*': ({ screen }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Complaint details' })).toBeInTheDocument();
      expect(document.title).toBe('Complaint details');
    },
    loading: (context) => {
      const { screen } = context;
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Problem description' })).toBeNull();
      expectDetailRequests(context, 1);
    },
    // A network fault: our message and a retry.
    failed: ({ screen }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent('The complaint could not be loaded. Check your connection and try again.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(within(alert).queryByRole('button', { name: 'Back' })).toBeNull();
      expect(screen.queryByText('loading...')).toBeNull();
    },
    // No such complaint: the server's message once (no toast), a way out, no retry that cannot help.
    refused: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(NOT_FOUND);
      expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
      expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: 'Problem description' })).toBeNull();
      expect(bridge).toEqual(event?.type === 'user.leave' ? [{ method: 'closeWebView', payload: {} }] : []);
    },
    // Every loaded state: type and sub-type, the complaint's text as text with no counter under it
    // (read-only: nothing there can be typed), the
    // images, and 'Process Result' only when the reply has text or images.
    loaded: (context) => {
      const { screen } = context;
      const detail = detailOf(context);
      expectDetailRequests(context, 0);
      const tags = within(screen.getByRole('list', { name: 'Problem Type' })).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual([detail.type, detail.sonType].filter(Boolean));
      const content = screen.getByRole('region', { name: 'Problem description' });
      expect(content.querySelector('.complaint-details__content')!.textContent).toBe(detail.content);
      expect(content).not.toHaveTextContent(/\d+\/200/);
      expect(screen.queryByRole('textbox')).toBeNull();
      const images = screen.queryByRole('list', { name: 'Attached images' });
      if (detail.images.length === 0) expect(images).toBeNull();
      else expect(within(images!).getAllByRole('button')).toHaveLength(detail.images.length);
      detail.images.forEach((_, i) => expect(screen.getByRole('button', { name: `Image ${i + 1}` })).toBeInTheDocument());
      const result = processResult(screen);
      if (detail.disposeDetail === '' && detail.disposeImages.length === 0) {
        expect(result).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Process Result' })).toBeNull();
      } else {
        expect(within(result!).getByText(detail.disposeDetail)).toBeInTheDocument();
        expect(within(result!).queryAllByRole('button')).toHaveLength(detail.disposeImages.length);
        detail.disposeImages.forEach((_, i) =>
          expect(within(result!).getByRole('button', { name: `Reply image ${i + 1}` })).toBeInTheDocument(),
        );
      }
    },
    // The server says there is nothing to rate: no prompt, ever.
    'loaded.nothingToRate': (context) => {
      expect(detailOf(context).isScore).toBe('0');
      expect(dialog(context.screen)).toBeNull();
      expectNotRated(context);
    },
    // Unrated: the dialog is 3 s away (the table test of spec numbers times it).
    'loaded.awaitingPrompt': (context) => {
      expect(detailOf(context).isScore).toBe('1');
      expect(dialog(context.screen)).toBeNull();
      expectNotRated(context);
    },
    'loaded.rating': (context) => {
      const open = dialog(context.screen)!;
      expect(open).toBeInTheDocument();
      expect(within(open).getByText('How satisfied are you with how we handled your complaint?')).toBeInTheDocument();
      within(open)
        .getAllByRole('radio')
        .forEach((star) => expect(star).toHaveAttribute('aria-checked', 'false'));
      expect(within(open).getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(within(open).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expectNotRated(context);
    },
    // Rated in this visit: exactly the score and the problemId went out, the stars given show.
    'loaded.rated': ({ screen, network }) => {
      expect(dialog(screen)).toBeNull();
      expect(network.requestsOf('saveScore').map((r) => r.body)).toEqual([{ score: '4', problemId: '501' }]);
      const given = yourRating(screen)!;
      expect(within(given).getByRole('radio', { name: '4 star' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByText('Thank you for rating how we handled your complaint.')).toBeInTheDocument();
    },
    'loaded.dismissed': (context) => {
      expect(dialog(context.screen)).toBeNull();
      expectNotRated(context);
    },
  },
});
