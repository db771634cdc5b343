import { within, type Screen } from '@testing-library/react';
import type { DelayDetail } from '@machines/extension/extension.machine';
import type { LoadResult } from '@machines/shared/load';
import { amountForUrl } from '@machines/shared/money';
import { paths } from '@/config';
import RepaymentDelayScreen from '@/screens/repaymentDelay';
import { describePaths, envelope, refusal } from './replay';
import { DETAIL, extensionSpec, NOT_EXTENDABLE } from './specs/extension';

const ADDRESS = '/repaymentDelay?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&productId=101&orderId=1004';

const answerOf = (detail: DelayDetail) => ({
  productName: detail.productName,
  productLogo: detail.productLogo,
  delayShouldPayAmount: amountForUrl(detail.feeMinor),
  delayExpiryTime: detail.delayExpiryTime,
  orderDetail: { detail: detail.lines },
  telephone: detail.telephone,
});

const toastRegion = (screen: Screen) => screen.getAllByRole('status').find((el) => el.classList.contains('ui-toast-region'))!;
const payButton = (screen: Screen) => screen.queryByRole('button', { name: 'Bayar Segera' });
let calls = 0;

describePaths(extensionSpec)({
  screen: RepaymentDelayScreen,
  address: ADDRESS,
  network: {
    loadDelay: {
      method: 'POST',
      path: paths.app('/v3/loan-details/delay-detail'),
      answer: (output: LoadResult<DelayDetail>) => (output.ok ? envelope(answerOf(output.data)) : refusal(output.message)),
    },
  },
  before: () => {
    calls = 0;
  },
  gestures: {
    'user.pay': async ({ user, screen }) => {
      await user.click(payButton(screen)!);
    },
    'user.call': async ({ user, screen }) => {
      calls += 1;
      await user.click(screen.getByRole('button', { name: DETAIL.telephone }));
    },
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'user.leave': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Back' }));
    },
  },
  states: {
    '*': ({ screen, snapshot, bridge }) => {
      expect(document.title).toBe('Detail Tagihan');
      // Paid: the virtual-account page has replaced this one.
      if (!snapshot.matches('paying')) expect(screen.getByRole('heading', { level: 1, name: 'Detail Tagihan' })).toBeInTheDocument();
      expect(bridge.filter((call) => call.method === 'callPhone')).toEqual(
        Array.from({ length: calls }, () => ({ method: 'callPhone', payload: { phone: DETAIL.telephone } })),
      );
    },
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(payButton(screen)).toBeNull();
      expect(network.waiting('loadDelay')).toBe(1);
      expect(network.requestsOf('loadDelay').at(-1)!.body).toEqual({ productId: '101', orderId: '1004' });
    },
    refused: ({ screen, bridge, event }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(NOT_EXTENDABLE);
      expect(bridge).toEqual(event?.type === 'user.leave' ? [{ method: 'closeWebView', payload: {} }] : []);
    },
    failed: ({ screen }) => {
      expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    ready: ({ screen, snapshot, event }) => {
      const detail = snapshot.context.detail as DelayDetail;
      expect(screen.getByText('Extension fee', { selector: '.bill__total-label' }).nextSibling).toHaveTextContent(
        detail.feeMinor === 0 ? /^₹0\.00$/ : /^₹450\.50$/,
      );
      // §3: only the lines with a value, after the expiry.
      expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Valid until', 'Extension fee']);
      expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2027-01-10', '₹450.50']);
      expect(payButton(screen)).toBeEnabled();
      if (event?.type === 'user.pay') expect(toastRegion(screen)).toHaveTextContent(/^Choose a period to pay first\.$/);
    },
    paying: ({ place }) => {
      expect(place.pathname).toBe('/that');
      expect(place.query).toMatchObject({ amount: '450.50', display: '1', productId: '101', orderId: '1004' });
      expect(JSON.parse(localStorage.getItem('payway')!)).toEqual({ payType: '', payCode: '', specificNum: '', isDefault: '1' });
    },
  },
});
