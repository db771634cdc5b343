import { within, type Screen } from '@testing-library/react';
import type { LoginFailurePage } from '@machines/loginFailure/loginFailure.machine';
import type { ApplyResult } from '@machines/recommended/recommended.machine';
import { outputOf, type LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import LoginFailureScreen from '@/screens/loginFailure';
import { applyButtons, expectApplicable, expectApplying, expectFault, expectRefusal, productCards as cards, toast } from '../support';
import {
  answerAlongside, answerLink, describePaths, envelope, expectClosedOnLeave, flush, post, refusal, SESSION_QUERY, tap, tapInAlert, whole, type ReceivedRequest,
} from './replay';
import { JOINT_REFUSED, MESSAGE, NOTICE, OWN_URL, PAGE_REFUSED, PARTNER_URL, PRODUCTS, loginFailureSpec } from './specs/loginFailure';

const SESSION = 'deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&swift=W1&eyes=E1&spits=S1';
const ADDRESS = `${ROUTES.loginFailure}?${SESSION}`;

const notice = (screen: Screen) => screen.queryByRole('region', { name: NOTICE });

/** A form-client post (§7): form-urlencoded, swift and eyes from the address, never spits. */
function expectFormPost(request: ReceivedRequest) {
  expect(request.method).toBe('POST');
  expect(request.headers).toMatchObject({ swift: 'W1', eyes: 'E1', 'x-requested-with': 'XMLHttpRequest' });
  expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(request.headers.spits).toBeUndefined();
  expect(request.query).toMatchObject(SESSION_QUERY);
}

function expectNothingLoaded(screen: Screen) {
  expect(notice(screen)).toBeNull();
  expect(cards(screen)).toEqual([]);
}

describePaths(loginFailureSpec)({
  screen: LoginFailureScreen,
  address: ADDRESS,
  network: {
    // The page's load is two form posts: stand/targeted answers the notice and the message (or the
    // refusal), stand/necessity the products; the overrides below answer both for one outcome.
    loadPage: post(paths.service('/stand/targeted'), (output: LoadResult<LoginFailurePage>) =>
      output.ok ? envelope({ notice: output.data.notice, message: output.data.message }) : refusal(output.message),
    ),
    necessity: post(paths.service('/stand/necessity'), (output: LoadResult<LoginFailurePage>) => envelope({ list: output.ok ? output.data.products : PRODUCTS })),
    joint: post(paths.service('/stand/joint'), answerLink()),
  },
  overrides: {
    'xstate.done.actor.loadPage': answerAlongside('loadPage', ['necessity'], 10),
    // The connection drops for both posts.
    'xstate.error.actor.loadPage': async ({ network }) => {
      await network.drop('necessity');
      await network.drop('loadPage');
      await flush(10);
    },
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
    'user.apply': async ({ user, screen, event }) => {
      await user.click(applyButtons(screen)[event.index]!);
    },
  },
  states: {
    '*': ({ screen }) => {
      expect(screen.queryByRole('heading', { level: 1, name: 'Other loan products' }) ?? screen.getByText('Another page')).toBeInTheDocument();
      expect(document.title).toBe('Other loan products');
    },
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expectNothingLoaded(screen);
      for (const actor of ['loadPage', 'necessity']) {
        expect(network.waiting(actor)).toBe(1);
        const last = network.last(actor);
        expectFormPost(last);
        expect(last.body).toEqual({});
      }
      expect(network.requestsOf('loadPage')).toHaveLength(network.requestsOf('necessity').length);
    },
    refused: (context) => {
      expectRefusal(PAGE_REFUSED, { once: false });
      expectNothingLoaded(context.screen);
      expectClosedOnLeave(context);
    },
    failed: ({ screen }) => {
      expectFault(['This page could not be loaded.']);
      expectNothingLoaded(screen);
    },
    // The notice and the message, no product, and a way to ask again.
    empty: ({ screen }) => {
      expect(notice(screen)).toHaveTextContent(`${NOTICE}${MESSAGE}`);
      expect(screen.getByText('No other product is available right now.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(cards(screen)).toEqual([]);
    },
    // The notice, the message and the products in the recommended list's cards.
    ready: ({ screen }) => {
      expect(notice(screen)).toHaveTextContent(`${NOTICE}${MESSAGE}`);
      const list = screen.getByRole('region', { name: 'You can apply with' });
      expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(PRODUCTS.map((p) => p.productName));
      const tags = cards(screen).map((card) => within(card).queryAllByRole('listitem').length);
      expect(tags).toEqual([2, 2, 0, 0]);
      expect(cards(screen)[2]).toHaveClass('product-card--inactive');
    },
    'ready.browsing': ({ screen, bridge, event }) => {
      expectApplicable(2, screen);
      if (event?.type === 'xstate.done.actor.joint') {
        const output = outputOf<ApplyResult>(event);
        if (output.ok && output.url === PARTNER_URL) {
          expect(bridge.at(-1)).toEqual({ method: 'openPage', payload: { url: PARTNER_URL } });
        } else {
          expect(toast()).toHaveTextContent(output.ok ? /^This product could not be opened\.$/ : whole(JOINT_REFUSED));
        }
      }
      if (event?.type === 'xstate.error.actor.joint') expect(toast()).toHaveTextContent(/^error$/);
      bridge.filter((c) => c.method === 'openPage').forEach((call) => expect(call.payload).toEqual({ url: PARTNER_URL }));
    },
    // One stand/joint in flight, a form post with product_id; no card takes a second tap.
    'ready.applying': ({ screen, network, snapshot }) => {
      const index = snapshot.context.applying as number;
      const last = network.inFlight('joint');
      expectFormPost(last);
      expect(last.body).toEqual({ product_id: PRODUCTS[index]!.id });
      expectApplying(index, screen);
    },
    left: ({ place, bridge }) => {
      expect(`${place.pathname}${place.search}`).toBe(OWN_URL);
      expect(bridge.filter((c) => c.method === 'openPage')).toEqual([]);
    },
  },
});
