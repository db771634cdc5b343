import { within, type Screen } from '@testing-library/react';
import type { DelayDetail } from '@machines/extension/extension.machine';
import { paths } from '@/config';
import ExtensionScreen from '@/screens/extension';
import { expectFault, toast } from '../support';
import { answerLoad, describePaths, expectOnlyClosedOnLeave, post, tap, tapInAlert } from './replay';
import { DETAIL, extensionSpec, NOT_EXTENDABLE } from './specs/extension';

const ADDRESS = '/repaymentDelay?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&productId=101&orderId=1004';

const answerOf = (detail: DelayDetail) => ({
  productName: detail.productName,
  productLogo: detail.productLogo,
  // Integer hundredths as a JSON number (§9); an unreadable fee as a server might print it.
  delayShouldPayAmount: detail.fee === null ? '450.50' : Number(detail.fee),
  delayExpiryTime: detail.delayExpiryTime,
  orderDetail: { detail: detail.lines },
  telephone: detail.telephone,
});

/** India (isNeedPop=1): the spec's 'Detail Tagihan' and 'Bayar Segera' in English. */
const TITLE = 'Bill details';
const payButton = (screen: Screen) => screen.queryByRole('button', { name: 'Pay now' });
let calls = 0;

describePaths(extensionSpec)({
  screen: ExtensionScreen,
  address: ADDRESS,
  network: {
    loadDelay: post(paths.app('/v3/loan-details/delay-detail'), answerLoad(answerOf)),
  },
  before: () => {
    calls = 0;
  },
  gestures: {
    'user.pay': tap('Pay now'),
    'user.call': async ({ user, screen }) => {
      calls += 1;
      await user.click(screen.getByRole('button', { name: DETAIL.telephone }));
    },
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
  },
  states: {
    '*': ({ screen, snapshot, bridge }) => {
      expect(document.title).toBe(TITLE);
      // Paid: the virtual-account page has replaced this one.
      if (!snapshot.matches('paying')) expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
      expect(bridge.filter((call) => call.method === 'callPhone')).toEqual(
        Array.from({ length: calls }, () => ({ method: 'callPhone', payload: { phone: DETAIL.telephone } })),
      );
    },
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(payButton(screen)).toBeNull();
      expect(network.waiting('loadDelay')).toBe(1);
      expect(network.last('loadDelay').body).toEqual({ productId: '101', orderId: '1004' });
    },
    refused: (context) => {
      expect(context.screen.getByRole('alert')).toHaveTextContent(NOT_EXTENDABLE);
      expectOnlyClosedOnLeave(context);
    },
    failed: () => {
      expectFault([]);
    },
    // §9: a fee that is not integer hundredths is never guessed: said, and no pay.
    unreadable: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The amount cannot be read');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(payButton(screen)).toBeNull();
      expect(screen.queryByText('450.50', { exact: false })).toBeNull();
      expect(bridge.filter((c) => c.method === 'closeWebView')).toEqual(event?.type === 'user.leave' ? [{ method: 'closeWebView', payload: {} }] : []);
    },
    ready: ({ screen, snapshot, event }) => {
      const detail = snapshot.context.detail as DelayDetail;
      expect(screen.getByText('Extension fee', { selector: '.bill__total-label' }).nextSibling).toHaveTextContent(
        detail.fee === '0' ? /^₹0\.00$/ : /^₹450\.50$/,
      );
      expect(screen.getByRole('region', { name: 'Extension fee' })).toHaveTextContent('Valid until 2027-01-10');
      // §3: only the lines with a value: the current due date and what is owed beside the new due date.
      expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
        'Current due date',
        'Amount owed now',
        'Extension fee',
        'New due date',
      ]);
      expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2026-12-11', '₹10,720.00', '₹450.50', '2027-01-10']);
      expect(payButton(screen)).toBeEnabled();
      if (event?.type === 'user.pay') expect(toast()).toHaveTextContent(/^There is no fee to pay for this extension\.$/);
    },
    paying: ({ place }) => {
      expect(place.pathname).toBe('/that');
      // The fee as integer hundredths, digits only (§9).
      expect(place.query).toMatchObject({ amount: '45050', display: '1', productId: '101', orderId: '1004' });
      expect(JSON.parse(localStorage.getItem('payway')!)).toEqual({ payType: '', payCode: '', specificNum: '', isDefault: '1' });
    },
  },
});
