import { within } from '@testing-library/react';
import type { AgreementPage } from '@machines/loanAgreement/loanAgreement.machine';
import type { LoanOffer } from '@machines/loanConfirm/loanConfirm.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import LoanAgreementScreen from '@/screens/loanAgreement';
import { answerAlongside, answerLoad, describePaths, DEVICE_QUERY, envelope, post, tap } from './replay';
import { CONTRACTS, OFFER as OFFER_FALLBACK } from './specs/loanConfirm';
import { loanAgreementSpec, UNAVAILABLE } from './specs/loanAgreement';
import { expectFault } from '../support';

vi.setConfig({ testTimeout: 30_000 });

const ADDRESS = '/loanAgreement?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1&productId=101&contractId=902';

/** loan-detail-confirm's answer for an offer (hundredths as digit strings, §9); none: an amount that is not one. */
function serverOffer(offer: LoanOffer | null): Record<string, unknown> {
  const base = offer ?? { ...OFFER_FALLBACK };
  return {
    productName: base.productName,
    productLogo: '',
    amount: offer === null ? '14,000.00' : base.amount,
    periods: base.periods,
    termUnit: base.termUnit,
    details: base.details,
    detail1: base.detail1,
    detail2: base.detail2,
    repay_plans: base.plans.map((plan) => ({ title: plan.title, amount: plan.amount, description: plan.description, pay_time: plan.payTime })),
    firstPayTime: base.firstPayTime,
    pRateDsc: base.rate,
    note: base.note,
    popAgreementUrl: '',
  };
}

/** The contract list: 902 is the address's agreement unless the answer says the list lacks it. */
const contractsFor = (page: AgreementPage) =>
  page.title === '' ? [{ id: '901', title: 'Loan Agreement' }] : CONTRACTS.map((contract, i) => ({ id: String(901 + i), title: contract.title }));

let leaves = 0;

describePaths(loanAgreementSpec)({
  screen: LoanAgreementScreen,
  address: ADDRESS,
  network: {
    loadAgreement: post(paths.app('/v3/loan-confirm/loan-detail-confirm'), answerLoad((page: AgreementPage) => serverOffer(page.offer))),
    loadContracts: post(paths.app('/v3/contract/contract'), (output: LoadResult<AgreementPage>) => envelope(output.ok ? contractsFor(output.data) : [])),
  },
  overrides: {
    // One actor, two calls in parallel: both are answered (the offer carries the outcome).
    'xstate.done.actor.loadAgreement': answerAlongside('loadAgreement', ['loadContracts']),
    'xstate.error.actor.loadAgreement': async ({ network }) => {
      await network.answer('loadContracts', { ok: true, data: { offer: null, title: 'x' } });
      await network.drop('loadAgreement');
    },
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': async ({ user, screen }) => {
      leaves += 1;
      await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    },
  },
  before: () => {
    leaves = 0;
  },
  states: {
    // Back leaves through the host (opened at the top of its history: nothing of this app behind it).
    '*': ({ bridge }) => {
      expect(bridge.filter((call) => call.method === 'closeWebView')).toHaveLength(leaves);
    },
    // Both calls at once, with the fields of §7 and the device parameters; nothing else is sent.
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(network.waiting('loadAgreement')).toBe(1);
      expect(network.waiting('loadContracts')).toBe(1);
      expect(network.last('loadAgreement').body).toEqual({ productId: '101' });
      expect(network.last('loadContracts').body).toEqual({ productId: '101', scene: '3' });
      expect(network.last('loadAgreement').query).toMatchObject(DEVICE_QUERY);
      expect(network.last('loadAgreement').headers.spits).toBe('S1');
      expect(document.title).toBe('Loan agreement');
    },
    failed: () => {
      expectFault(['The agreement could not be loaded. Check your connection and try again.']);
    },
    refused: ({ screen }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(UNAVAILABLE);
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
    unreadable: ({ screen }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The amount cannot be read');
      expect(alert).toHaveTextContent('The loan offer of this agreement carries an amount we cannot read');
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByText('14,000.00')).toBeNull();
      expect(screen.queryByRole('article')).toBeNull();
    },
    empty: ({ screen }) => {
      expect(screen.getByText('There is no loan offer for this product right now, so there is no agreement to show.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByRole('article')).toBeNull();
    },
    // The document: its title from the contract list (or the page's), the product, the amount,
    // the term, the fees and the plan of the offer, in rupees; Back at the top.
    ready: ({ screen, snapshot }) => {
      const title = (snapshot.context as { title: string }).title || 'Loan agreement';
      const doc = screen.getByRole('article', { name: title });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(title);
      expect(within(doc).getByText('Product').nextElementSibling).toHaveTextContent(/^RupeeNow$/);
      expect(within(doc).getByTestId('agreement-amount')).toHaveTextContent(/^₹14,000\.00$/);
      expect(within(doc).getByTestId('agreement-term')).toHaveTextContent(/^91 days$/);
      expect(within(doc).getByText('Amount received').nextElementSibling).toHaveTextContent(/^₹12,880\.00$/);
      const plan = within(within(doc).getByRole('region', { name: 'Repayment plan' })).getByRole('listitem');
      expect(plan).toHaveTextContent(/^Repayment₹14,637\.00Principal ₹14,000\.00 \+ interest ₹637\.00Pay by 2026-02-22$/);
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    },
  },
});
