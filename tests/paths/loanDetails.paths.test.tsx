import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { JumpResult, LoanDetail } from '@machines/loanDetails/loanDetails.machine';
import { outputOf } from '@machines/shared/load';
import { ROUTES } from '@/routes';
import LoanDetailsScreen from '@/screens/loanDetails';
import { endpoints } from '@/services/api/endpoints';
import { paths } from '@/config';
import { expectFault, expectRefusal, PATH_SESSION, recordAssign, requestsTo, toast } from '../support';
import {
  answerLink, answerLoad, answerSaved, describePaths, expectOnlyClosedOnLeave, expectSessionPost, post, rateInDialog, tap, tapInAlert, type StateCheckContext,
} from './replay';
import {
  APP_LINK,
  daysFromToday,
  HTTP_LINK,
  loanDetailsSpec,
  NOT_FOUND,
  PRODUCTS,
  QUOTA_FULL,
  SERVICE_PHONE,
} from './specs/loanDetails';

const ADDRESS = `/loanDetails?${PATH_SESSION}&productId=101&orderId=1001`;
const EVENT = paths.service('/pageEvent/save');

/** window.location.assign, which loads an http link in the web view (jsdom cannot navigate). */
const assign = recordAssign();

const detailOf = (snapshot: AnyMachineSnapshot) => snapshot.context.detail as LoanDetail;
const statusOf = (snapshot: AnyMachineSnapshot) => detailOf(snapshot).orderStatus;
const ratingDialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Enjoying our app?' });
const thanksDialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Thank you!' });
const recommended = (screen: Screen) => screen.queryByRole('region', { name: 'Recommended for you' });
const applyButton = (screen: Screen, index: number) =>
  within(within(recommended(screen)!).getByRole('article', { name: PRODUCTS[index]!.name })).getByRole('button');

/** §7 loan details: one POST of exactly the order of the address, with the session. */
function expectDetailRequests({ network }: StateCheckContext, waiting: number) {
  expect(network.waiting('loadDetail')).toBe(waiting);
  const last = network.last('loadDetail');
  expectSessionPost(last);
  expect(last.body).toEqual({ productId: '101', orderId: '1001' });
}

/** The page events saved so far, as the demo backend received them (fire and forget: never held). */
const events = (_: StateCheckContext) => requestsTo(EVENT).map((r) => r.body);

describePaths(loanDetailsSpec)({
  screen: LoanDetailsScreen,
  address: ADDRESS,
  network: {
    loadDetail: post(endpoints.loanDetails, answerLoad(({ rows, ...rest }: LoanDetail) => ({ ...rest, userOrderDetail: { detail: rows } }))),
    // A missing link is an unsafe one: the binding's safeUrl drops it.
    productJump: post(endpoints.productJump, answerLink()),
    // The rating pop-up's google-score, sent by the screen's own rating child.
    saveScore: post(endpoints.googleScore, answerSaved),
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
    'user.repay': tap('Repay'),
    'user.delay': async ({ user, screen }) => {
      await user.click(screen.getByRole('link', { name: 'delay repayment' }));
    },
    'user.loanMore': tap('loan more'),
    'user.moreProducts': tap('more products'),
    'user.openProduct': async ({ user, screen, event }) => {
      await user.click(applyButton(screen, event.index));
    },
    'user.callPhone': tap(/^Customer service /),
    'user.rate': tap('Rate our app'),
    'user.closeThanks': async ({ user, screen }) => {
      await user.click(within(thanksDialog(screen)!).getByRole('button', { name: 'OK' }));
    },
  },
  overrides: {
    // The pop-up is the real rating child: the user rates (or cancels) it by gestures.
    'xstate.done.actor.rating': rateInDialog(ratingDialog, 'Submit', 3),
  },
  states: {
    '*': ({ screen, place }) => {
      if (place.pathname !== ROUTES.loanDetails) return;
      expect(screen.getByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    },
    loading: (context) => {
      expect(context.screen.getByText('loading...')).toBeInTheDocument();
      expect(context.screen.queryByRole('alert')).toBeNull();
      expect(context.screen.queryByTestId('loan-banner')).toBeNull();
      expect(document.title).toBe('Loan details');
      expectDetailRequests(context, 1);
    },
    // A network fault: our message and a retry a user can find.
    failed: ({ screen }) => {
      const alert = expectFault(['The loan details could not be loaded. Check your connection and try again.']).alert;
      expect(within(alert).queryByRole('button', { name: 'Back' })).toBeNull();
      expect(screen.queryByTestId('loan-banner')).toBeNull();
    },
    // No such order: the server's message once, a way out, no retry.
    refused: (context) => {
      expectRefusal(NOT_FOUND);
      expectOnlyClosedOnLeave(context);
    },
    // Every loaded state: the banner by status, the texts, the product, the rows, the blocks.
    loaded: (context) => {
      const { screen, snapshot, event, bridge } = context;
      const detail = detailOf(snapshot);
      const status = statusOf(snapshot);
      expectDetailRequests(context, 0);
      expect(document.title).toBe(detail.productName);
      const banner = screen.getByTestId('loan-banner');
      expect(banner).toHaveAttribute('data-banner', ['21', '151', '174', '180', '110', '200'].includes(status) ? status : '21');
      expect(within(banner).getByRole('heading', { level: 2 })).toHaveTextContent(detail.noticeStatusText);
      expect(within(banner).getByText(detail.noticeDesText)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: detail.productName })).toBeInTheDocument();
      const rows = screen.getByLabelText('Loan information');
      expect(within(rows).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent])).toEqual(
        detail.rows.map((row) => [row.text, row.value]),
      );
      const block = ['174', '180', '3', '5'].includes(status);
      expect(screen.queryByRole('group', { name: 'Repayment' }) !== null).toBe(block);
      expect(screen.queryByRole('link', { name: 'delay repayment' }) !== null).toBe(block && detail.isDelay === '1');
      expect(screen.queryByRole('button', { name: 'loan more' }) !== null).toBe(['200', '4'].includes(status));
      const listed = !['170', '174', '180', '200'].includes(status);
      expect(recommended(screen) !== null).toBe(listed);
      // The server's reminder, unless it names a date already past: never "Repay by <a past date>"
      // beside "N days overdue" (issue 18 §5).
      if (detail.reyMsg !== '') {
        const stale = (detail.reyMsg.match(/\d{4}-\d{2}-\d{2}/g) ?? []).some((date) => date < daysFromToday(0));
        expect(screen.queryByText(detail.reyMsg) !== null).toBe(!stale);
      }
      if (status === '180') expect(screen.queryByText(/Repay by/)).toBeNull();
      // The telephone: the answer's, else the configured one.
      const phone = screen.getByRole('button', { name: /^Customer service / });
      expect(phone).toHaveTextContent(detail.telephone || SERVICE_PHONE);

      // What the step asked of the host, the server and the browser.
      const last = bridge.at(-1);
      switch (event?.type) {
        case 'user.loanMore':
          expect(events(context).at(-1)).toEqual({ productId: '101', moduleId: '30', positionId: '0' });
          expect(last).toEqual({ method: 'openPage', payload: { url: 'loanapp://productDetail?productId=101' } });
          break;
        case 'user.moreProducts':
          expect(last).toEqual({ method: 'goHome', payload: {} });
          break;
        case 'user.callPhone':
          expect(last).toEqual({ method: 'callPhone', payload: { phone: detail.telephone || SERVICE_PHONE } });
          break;
        case 'xstate.done.actor.productJump': {
          const output = outputOf<JumpResult>(event);
          if (output.ok && output.url === HTTP_LINK) {
            expect(assign().mock.calls).toEqual([[HTTP_LINK]]);
            expect(bridge).toEqual([]);
          } else if (output.ok && output.url === APP_LINK) {
            expect(last).toEqual({ method: 'openPage', payload: { url: APP_LINK } });
            expect(assign()).not.toHaveBeenCalled();
          } else {
            expect(toast()).toHaveTextContent(output.ok ? 'The product could not be opened. Please try again.' : QUOTA_FULL);
            expect(assign()).not.toHaveBeenCalled();
            expect(bridge).toEqual([]);
          }
          break;
        }
        case 'xstate.error.actor.productJump':
          expect(toast()).toHaveTextContent('The product could not be opened. Please try again.');
          break;
        default:
      }
    },
    'loaded.products.idle': (context) => {
      const { screen, snapshot } = context;
      if (recommended(screen) === null) return;
      // Every active product takes a tap again; a greyed one (flag other than 1) or a globally '0'
      // one never does, and says it is not available; tags on the first two cards only (§9).
      PRODUCTS.forEach((product, index) => {
        const card = within(recommended(screen)!).getByRole('article', { name: product.name });
        const on = product.flag === '1' && product.globally !== '0';
        if (on) expect(applyButton(screen, index)).toBeEnabled();
        else {
          expect(applyButton(screen, index)).toBeDisabled();
          expect(card).toHaveAccessibleDescription('Not available now');
        }
        expect(within(card).queryAllByRole('listitem').map((tag) => tag.textContent)).toEqual(index < 2 ? product.tags : []);
      });
      expect(detailOf(snapshot).recProducts).toHaveLength(4);
    },
    // One jump in flight: its button busy, every other waits; the event and the form post went out.
    'loaded.products.jumping': (context) => {
      const { screen, snapshot, network } = context;
      const index = snapshot.context.jumpIndex as number;
      expect(applyButton(screen, index)).toHaveAttribute('aria-busy', 'true');
      PRODUCTS.forEach((_, i) => expect(applyButton(screen, i)).toBeDisabled());
      expect(network.waiting('productJump')).toBe(1);
      expect(network.requestsOf('productJump').at(-1)!.body).toEqual({
        module: '300',
        position: String(index),
        target: PRODUCTS[index]!.targetId,
      });
      expect(network.requestsOf('productJump').at(-1)!.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(events(context).at(-1)).toEqual({ productId: PRODUCTS[index]!.targetId, moduleId: '300', positionId: String(index) });
    },
    'loaded.rating.none': ({ screen, network }) => {
      expect(ratingDialog(screen)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Rate our app' })).toBeNull();
      expect(network.requestsOf('saveScore')).toEqual([]);
    },
    // isScore 1: the pop-up is 3 s away (the component test times it).
    'loaded.rating.awaitingPrompt': ({ screen, snapshot }) => {
      expect(detailOf(snapshot).isScore).toBe('1');
      expect(ratingDialog(screen)).toBeNull();
    },
    'loaded.rating.open': ({ screen }) => {
      const open = ratingDialog(screen)!;
      within(open)
        .getAllByRole('radio')
        .forEach((star) => {
          expect(star).toHaveAttribute('aria-checked', 'false');
          expect(star).not.toHaveClass('ui-star--on');
        });
      expect(within(open).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expect(within(open).getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    // Under 4 stars: closed, and the thank-you pop-up; google-score sent 5 all the same.
    'loaded.rating.thanks': ({ screen, network, bridge }) => {
      expect(ratingDialog(screen)).toBeNull();
      expect(thanksDialog(screen)).toBeInTheDocument();
      expect(network.requestsOf('saveScore').map((r) => r.body)).toEqual([{ score: '5' }]);
      expect(bridge.some((call) => call.method === 'goRate')).toBe(false);
    },
    'loaded.rating.rated': ({ screen, network, bridge }) => {
      expect(ratingDialog(screen)).toBeNull();
      expect(thanksDialog(screen)).toBeNull();
      expect(network.requestsOf('saveScore').map((r) => r.body)).toEqual([{ score: '5' }]);
      // 4 or more went to the host's rate screen; fewer came through the thank-you pop-up.
      const rateScreen = bridge.filter((call) => call.method === 'goRate');
      expect(rateScreen.length).toBeLessThanOrEqual(1);
      expect(screen.queryByRole('button', { name: 'Rate our app' })).toBeNull();
    },
    'loaded.rating.dismissed': ({ screen, network }) => {
      expect(ratingDialog(screen)).toBeNull();
      expect(network.requestsOf('saveScore')).toEqual([]);
      expect(screen.getByRole('button', { name: 'Rate our app' })).toBeEnabled();
    },
    // Handed over: the repayment page of the order, the extension page, or the server's own address.
    left: ({ place, previous, event }) => {
      const detail = detailOf(previous!);
      if (event?.type === 'user.delay') {
        expect(place.pathname).toBe(ROUTES.extension);
        expect(place.query).toMatchObject({ productId: '101', orderId: '1001' });
      } else if (detail.h5Url !== '') {
        expect(`${place.pathname}${place.search}`.startsWith(detail.h5Url)).toBe(true);
      } else {
        expect(place.pathname).toBe(ROUTES.installments);
        expect(place.query).toMatchObject({ productId: '101', orderId: '1001' });
      }
    },
  },
});
