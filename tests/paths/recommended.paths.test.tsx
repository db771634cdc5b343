import { within, type Screen } from '@testing-library/react';
import type { ApplyResult, Product } from '@machines/recommended/recommended.machine';
import { outputOf } from '@machines/shared/load';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import RecommendedScreen from '@/screens/recommended';
import { applyButtons, expectApplicable, expectApplying, expectFault, expectRefusal, PATH_SESSION, productCards as cards, requestsTo, toast } from '../support';
import {
  answerLink, answerLoad, describePaths, expectClosedOnLeave, expectSessionPost, post, tap, tapInAlert, whole, type StateCheckContext,
} from './replay';
import { APPLY_REFUSED, LIST_REFUSED, OWN_URL, PARTNER_URL, PRODUCTS, SCENE, recommendedSpec } from './specs/recommended';

const ADDRESS = `${ROUTES.recommended}?${PATH_SESSION}&scene=${SCENE}`;
const EVENT = paths.service('/pageEvent/save');
/** tanchuang_fudai (§7). */
const MODULE_ID = '302';

/** The server's own form of a product: the full card's status as the number 0. */
const wire = (product: Product) => ({ ...product, buttonStatus: product.buttonStatus === '0' ? 0 : Number(product.buttonStatus) });

/** The cards the user tapped, in order: each tap saved one page event. */
const tapped: number[] = [];

function expectNoCards(screen: Screen) {
  expect(cards(screen)).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Back to Home' })).toBeNull();
}

/** One list request in flight, with the scene of the address (§7). */
function expectOneListInFlight({ network }: StateCheckContext) {
  const last = network.inFlight('loadProducts');
  expectSessionPost(last);
  expect(last.body).toEqual({ scene: SCENE });
}

describePaths(recommendedSpec)({
  screen: RecommendedScreen,
  address: ADDRESS,
  network: {
    loadProducts: post(paths.service('/v3/product/recommend-product-list'), answerLoad((products: Product[]) => products.map(wire))),
    // A link safeUrl refuses stands for "no usable link".
    apply: post(paths.service('/v3/product/apply'), answerLink()),
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
    'user.apply': async ({ user, screen, event }) => {
      tapped.push(event.index);
      await user.click(applyButtons(screen)[event.index]!);
    },
    'user.goHome': tap('Back to Home'),
  },
  before: () => {
    tapped.length = 0;
  },
  states: {
    // Every state: the quoted title in English (India); every tap saved exactly one page event, fire
    // and forget, with the scene's module and the card's position; the host was asked for home once per tap.
    '*': ({ screen }) => {
      expect(screen.queryByRole('heading', { level: 1, name: 'Special Applications' }) ?? screen.getByText('Another page')).toBeInTheDocument();
      expect(document.title).toBe('Special Applications');
      const events = requestsTo(EVENT).map((r) => r.body);
      expect(events).toEqual(tapped.map((index) => ({ productId: PRODUCTS[index]!.id, moduleId: MODULE_ID, positionId: String(index) })));
    },
    loading: (context) => {
      expect(context.screen.getByText('loading...')).toBeInTheDocument();
      expectNoCards(context.screen);
      expectOneListInFlight(context);
    },
    refused: (context) => {
      expectRefusal(LIST_REFUSED);
      expectNoCards(context.screen);
      expectClosedOnLeave(context);
    },
    failed: ({ screen }) => {
      expectFault(['The products could not be loaded.']);
      expect(cards(screen)).toEqual([]);
    },
    // Quota full (§2): the quoted text and button in English, the button asked the host for home.
    empty: ({ screen, bridge, event }) => {
      expect(screen.getByText('Applications are full today. Please apply again tomorrow.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to Home' })).toBeEnabled();
      expect(cards(screen)).toEqual([]);
      const home = bridge.filter((c) => c.method === 'goHome');
      expect(home).toEqual(event?.type === 'user.goHome' ? [{ method: 'goHome', payload: {} }] : []);
    },
    // The cards as answered: tags on the first two only, the full card greyed and disabled.
    ready: ({ screen }) => {
      expect(cards(screen).map((card) => card.getAttribute('aria-label'))).toEqual(PRODUCTS.map((p) => p.productName));
      const tags = cards(screen).map((card) => within(card).queryAllByRole('listitem').map((li) => li.textContent));
      expect(tags).toEqual([PRODUCTS[0]!.productTags, PRODUCTS[1]!.productTags, [], []]);
      expect(cards(screen)[2]).toHaveClass('product-card--inactive');
      expect(applyButtons(screen)[2]).toBeDisabled();
      expect(within(cards(screen)[0]!).getByText('Loan amount').nextElementSibling).toHaveTextContent('₹2,000.00 - ₹50,000.00');
    },
    // Every active card takes a tap; what the last apply said was said once.
    'ready.browsing': ({ screen, bridge, event }) => {
      expectApplicable(2, screen);
      const opened = bridge.filter((c) => c.method === 'openPage');
      if (event?.type === 'xstate.done.actor.apply') {
        const output = outputOf<ApplyResult>(event);
        if (output.ok && output.url === PARTNER_URL) expect(opened.at(-1)).toEqual({ method: 'openPage', payload: { url: PARTNER_URL } });
        else expect(toast()).toHaveTextContent(output.ok ? /^This product could not be opened\.$/ : whole(APPLY_REFUSED));
      }
      if (event?.type === 'xstate.error.actor.apply') expect(toast()).toHaveTextContent(/^error$/);
      // Only a partner link ever reaches the host; an unusable one never does.
      opened.forEach((call) => expect(call.payload).toEqual({ url: PARTNER_URL }));
    },
    // One apply in flight with product_id, module_id and scene; no card takes a second tap.
    'ready.applying': ({ screen, network, snapshot }) => {
      const index = snapshot.context.applying as number;
      expect(network.inFlight('apply').body).toEqual({ product_id: PRODUCTS[index]!.id, module_id: MODULE_ID, scene: SCENE });
      expectApplying(index, screen);
    },
    // The link of this H5 opened in place.
    left: ({ place, bridge }) => {
      expect(`${place.pathname}${place.search}`).toBe(OWN_URL);
      expect(bridge.filter((c) => c.method === 'openPage')).toEqual([]);
    },
  },
});
