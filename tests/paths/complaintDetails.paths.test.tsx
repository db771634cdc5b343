import { within, type Screen } from '@testing-library/react';
import type { ComplaintDetailData } from '@machines/complaintDetails/complaintDetails.machine';
import { paths } from '@/config';
import ComplaintDetailsScreen from '@/screens/complaintDetails';
import { expectFault, expectRefusal, PATH_SESSION } from '../support';
import {
  answerLoad, answerSaved, describePaths, expectOnlyClosedOnLeave, expectSessionPost, post, rateInDialog, tap, tapInAlert, type StateCheckContext,
} from './replay';
import { complaintDetailsSpec, NOT_FOUND } from './specs/complaintDetails';

const dialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Rate our service' });
const processResult = (screen: Screen) => screen.queryByRole('region', { name: 'Process Result' });
const yourRating = (screen: Screen) => screen.queryByRole('radiogroup', { name: 'Your rating' });
const detailOf = (context: StateCheckContext) => context.snapshot.context.detail as ComplaintDetailData;

/** §7 problem-detail: one POST of exactly the problemId from the address, with the session. */
function expectDetailRequests({ network }: StateCheckContext, waiting: number) {
  expect(network.waiting('loadDetail')).toBe(waiting);
  const last = network.last('loadDetail');
  expectSessionPost(last);
  expect(last.body).toEqual({ problemId: '501' });
}

/** Nothing was rated in this visit: no save-score went out, no stars are shown as given. */
function expectNotRated({ screen, network }: StateCheckContext) {
  expect(network.requestsOf('saveScore')).toEqual([]);
  expect(yourRating(screen)).toBeNull();
}

describePaths(complaintDetailsSpec)({
  screen: ComplaintDetailsScreen,
  address: `/complainDetails?problemId=501&${PATH_SESSION}`,
  network: {
    loadDetail: post(paths.app('/user-problem/problem-detail'), answerLoad<ComplaintDetailData>()),
    // The rating dialog's save, sent by the details screen's own rating child.
    saveScore: post(paths.app('/user-problem/save-score'), answerSaved),
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
  },
  overrides: {
    // The dialog is the real rating child: the user rates (or cancels) it by gestures.
    'xstate.done.actor.rating': rateInDialog(dialog, 'Send', 2),
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
      const alert = expectFault(['Something went wrong', 'The complaint could not be loaded. Check your connection and try again.']).alert;
      expect(within(alert).queryByRole('button', { name: 'Back' })).toBeNull();
      expect(screen.queryByText('loading...')).toBeNull();
    },
    // No such complaint: the server's message once (no toast), a way out, no retry that cannot help.
    refused: (context) => {
      expectRefusal(NOT_FOUND);
      expect(context.screen.queryByRole('region', { name: 'Problem description' })).toBeNull();
      expectOnlyClosedOnLeave(context);
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
