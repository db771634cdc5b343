import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ConfirmPage, LinkResult, LoanOffer } from '@machines/loanConfirm/loanConfirm.machine';
import { outputOf, type LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import LoanConfirmScreen from '@/screens/loanConfirm';
import { expectFault, LOAN_CONFIRM_TEXT as TEXT, toast } from '../support';
import { answerAlongside, answerLink, answerLoad, describePaths, DEVICE_QUERY, envelope, flush, post, tap, transient, whole } from './replay';
import {
  AGREEMENT_URL,
  CONTRACTS,
  DETAILS_URL,
  loanConfirmSpec,
  PENDING_KEY,
  OFFER,
  POP_URL,
  UNAVAILABLE,
  UNREADABLE_AMOUNT,
} from './specs/loanConfirm';

vi.setConfig({ testTimeout: 30_000 });

const ADDRESS = '/loanConfirm?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1&productId=101';

/**
 * The server's answer of loan-detail-confirm that the binding reads back into `offer`: hundredths
 * as a JSON number for the offer, digit strings for the plan (§9 allows both). No offer: the same
 * answer with an amount that is not a whole number of hundredths.
 */
function serverOffer(offer: LoanOffer | null): Record<string, unknown> {
  if (offer === null) return { ...serverOffer(OFFER), amount: UNREADABLE_AMOUNT };
  return {
    productName: offer.productName,
    productLogo: offer.productLogo,
    amount: Number(offer.amount),
    periods: offer.periods,
    termUnit: offer.termUnit,
    details: offer.details,
    detail1: offer.detail1,
    detail2: offer.detail2,
    repay_plans: offer.plans.map((plan) => ({
      title: plan.title,
      amount: plan.amount,
      description: plan.description,
      pay_time: plan.payTime,
    })),
    firstPayTime: offer.firstPayTime,
    firstPeriodDay: '91',
    pRateDsc: offer.rate,
    sendSms: '0',
    isPopType: offer.popUrl ? '1' : '0',
    popTitle: offer.popTitle,
    popContent: offer.popContent,
    popAgreementUrl: offer.popUrl ?? '',
    note: offer.note,
    sp_rate: '18.25%',
  };
}

/** A link the server sends: the URL, or an unsafe one the binding refuses (null after safeUrl). */
const linkBody = (field: string) => answerLink(field, 'javascript:alert(document.cookie)');

/** What the user did, counted by the gestures. */
let confirmTaps = 0;
let leaves = 0;

const stored = () => {
  const raw = localStorage.getItem(PENDING_KEY);
  return raw === null ? null : (JSON.parse(raw) as { stage: string }).stage;
};
const contractButtons = (screen: Screen) =>
  within(screen.getByRole('region', { name: 'Agreements' })).getAllByRole('button');

function expectNoConfirm(screen: Screen) {
  expect(screen.queryByRole('button', { name: TEXT.confirm })).toBeNull();
}

/** The toast a step raises (the last one shown), if it raises one. */
function raisedToast(event: EventObject | undefined): string | null {
  switch (event?.type) {
    case 'xstate.done.actor.contractJump': {
      const output = outputOf<LinkResult>(event);
      if (!output.ok) return output.message;
      return output.url === null ? TEXT.unsafeAgreement : null;
    }
    case 'xstate.done.actor.push': {
      const output = outputOf<LinkResult>(event);
      if (!output.ok) return output.message;
      return output.url === null ? TEXT.detailsRefused : null;
    }
    case 'xstate.error.actor.contractJump':
      return TEXT.network;
    default:
      return null;
  }
}

describePaths(loanConfirmSpec)({
  screen: LoanConfirmScreen,
  address: ADDRESS,
  network: {
    loadPage: post(paths.app('/v3/loan-confirm/loan-detail-confirm'), answerLoad((page: ConfirmPage) => serverOffer(page.offer))),
    loadContracts: post(paths.app('/v3/contract/contract'), (output: LoadResult<ConfirmPage>) => envelope(output.ok ? output.data.contracts : CONTRACTS)),
    contractJump: post(paths.app('/v3/contract/contract-jump'), linkBody('contract_url')),
    push: post(paths.app('/v3/loan-confirm/loan-detail-push'), linkBody('lendDetailsUrl')),
  },
  overrides: {
    // One actor, two calls in parallel: both are answered (the offer carries the outcome).
    'xstate.done.actor.loadPage': answerAlongside('loadPage', ['loadContracts'], 5),
    'xstate.error.actor.loadPage': async ({ network }) => {
      await network.answer('loadContracts', { ok: true, data: { contracts: CONTRACTS } });
      await network.drop('loadPage');
      await flush(5);
    },
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': async ({ user, screen }) => {
      leaves += 1;
      await user.click(screen.getByRole('button', { name: 'Back' }));
    },
    'user.agreePop': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Agree' }));
    },
    'user.cancelPop': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    },
    'user.toggleAgreement': async ({ user, screen }) => {
      await user.click(screen.getByRole('checkbox', { name: TEXT.agree }));
    },
    'user.openContract': async ({ user, screen, event }) => {
      await user.click(contractButtons(screen)[event.index]!);
    },
    // A double tap: the second lands on a button that is already off.
    'user.confirm': async ({ user, screen }) => {
      confirmTaps += 1;
      await user.dblClick(screen.getByRole('button', { name: TEXT.confirm }));
    },
    'user.checkLoans': tap('Check my loans'),
    'user.backToOffer': tap('Back to the offer'),
  },
  before: () => {
    confirmTaps = 0;
    leaves = 0;
  },
  states: {
    // Every state: the quoted title; one loan-detail-push per accepted tap on Confirm, never more;
    // the web view closed once per Back; the toast a step raises.
    '*': ({ screen, network, bridge, event }) => {
      expect(screen.queryByRole('heading', { level: 1, name: 'loan information' }) ?? screen.getByText('Another page')).toBeInTheDocument();
      expect(document.title).toBe('loan information');
      expect(network.requestsOf('push')).toHaveLength(confirmTaps);
      const closes = bridge.filter((call) => call.method === 'closeWebView').length;
      expect(closes).toBe(leaves + (event?.type === 'user.cancelPop' ? 1 : 0));
      const raised = raisedToast(event);
      if (raised !== null) expect(toast()).toHaveTextContent(whole(raised));
    },
    start: transient('start'),
    // Both calls at once, with exactly the fields of §7 and the device parameters.
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expectNoConfirm(screen);
      expect(network.waiting('loadPage')).toBe(1);
      expect(network.waiting('loadContracts')).toBe(1);
      const offer = network.last('loadPage');
      const contracts = network.last('loadContracts');
      expect(offer.body).toEqual({ productId: '101' });
      expect(contracts.body).toEqual({ productId: '101', scene: '3' });
      expect(offer.query).toMatchObject(DEVICE_QUERY);
      expect(offer.headers.spits).toBe('S1');
    },
    failed: ({ screen, snapshot }) => {
      const failure = snapshot.context.failure as { kind: string };
      expectFault([failure.kind === 'refused' ? UNAVAILABLE : TEXT.loadFailed]);
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
      expectNoConfirm(screen);
    },
    empty: ({ screen }) => {
      expect(screen.getByText(TEXT.empty)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expectNoConfirm(screen);
    },
    // The amount cannot be read (§9): said on the page with Back; no offer, no confirm, nothing sent.
    unreadable: ({ screen, network }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(TEXT.unreadable);
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByTestId('loan-amount')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByText(UNREADABLE_AMOUNT)).toBeNull();
      expectNoConfirm(screen);
      // No loan-detail-push leaves from here: '*' holds the pushes to the accepted taps on Confirm.
      expect(network.waiting('push')).toBe(0);
    },
    // The offer as the borrower reads it: the hundredths in rupees, the term in days, the rate, the
    // repayment date, the lines and the plan.
    ready: ({ screen }) => {
      expect(screen.getByTestId('loan-amount')).toHaveTextContent(/^₹14,000\.00$/);
      expect(screen.getByText('91 days')).toBeInTheDocument();
      expect(screen.getByText('0.05%')).toBeInTheDocument();
      expect(screen.getByText('Repayment date').nextElementSibling).toHaveTextContent(/^2026-02-22$/);
      expect(screen.getByText('Amount received').nextElementSibling).toHaveTextContent(/^₹12,880\.00$/);
      const plan = within(screen.getByRole('region', { name: 'Repayment plan' })).getByRole('listitem');
      expect(plan).toHaveTextContent(/^Repayment₹14,637\.00Principal ₹14,000\.00 \+ interest ₹637\.00Pay by 2026-02-22$/);
    },
    // The modal first: the agreement framed and sandboxed, Cancel or Agree; the page waits under it.
    'ready.agreement': ({ screen }) => {
      const dialog = screen.getByRole('dialog', { name: 'Loan Agreement' });
      const frame = within(dialog).getByTitle('Agreement text');
      expect(frame).toHaveAttribute('src', POP_URL);
      expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Agree']);
      expect(dialog).toHaveFocus();
    },
    // The box as chosen (unticked until the borrower ticks it); confirm shown but off until then;
    // none without agreements.
    'ready.page': ({ screen, snapshot, place, event }) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      const { agreed, contracts, popAgreed } = snapshot.context as { agreed: boolean; contracts: unknown[]; popAgreed: boolean };
      if (contracts.length === 0) {
        expect(screen.getByText(TEXT.noAgreements)).toBeInTheDocument();
        expect(screen.queryByRole('checkbox')).toBeNull();
        expectNoConfirm(screen);
      } else {
        expect(contractButtons(screen).map((b) => b.textContent)).toEqual(['Loan Agreement', 'Privacy Policy']);
        const box = screen.getByRole('checkbox', { name: TEXT.agree });
        expect((box as HTMLInputElement).checked).toBe(agreed);
        const confirm = screen.getByRole('button', { name: TEXT.confirm });
        if (agreed) expect(confirm).toBeEnabled();
        else {
          expect(confirm).toBeDisabled();
          expect(screen.getByText('Tick the box to agree before you confirm.')).toBeInTheDocument();
        }
      }
      // The address keeps the choices (Back from an agreement, a reload).
      expect(place.query.agreed).toBe(agreed ? '1' : undefined);
      expect(place.query.popAgreed).toBe(popAgreed ? '1' : undefined);
      if (event?.type === 'xstate.done.actor.push') expect(stored()).toBeNull();
    },
    // The agreement the step tapped is busy; §7's position is its place in the list.
    'ready.openingContract': ({ screen, event, network }) => {
      const { index } = event as { type: 'user.openContract'; index: number };
      const link = contractButtons(screen)[index]!;
      expect(link).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: TEXT.confirm })).toBeDisabled();
      expect(network.waiting('contractJump')).toBe(1);
      expect(network.last('contractJump').body).toEqual({ productId: '101', scene: '3', position: String(index), orderId: '' });
    },
    // Remembered before it left; the button busy and off; exactly the offer's fields, as sent.
    'ready.confirming': ({ screen, network }) => {
      const confirm = screen.getByRole('button', { name: TEXT.confirm });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('checkbox', { name: TEXT.agree })).toBeDisabled();
      expect(stored()).toBe('sent');
      expect(network.waiting('push')).toBe(1);
      // The amount as the integer of hundredths, unchanged (§9).
      expect(network.last('push').body).toEqual({ amount: '1400000', periods: '91', termUnit: '1', productId: '101' });
    },
    // May have gone through: said as such (no 'error' toast), the loans first, never Confirm by itself.
    unsure: ({ screen, network, event }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.unsure);
      expect(screen.getByRole('button', { name: 'Check my loans' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back to the offer' })).toBeEnabled();
      expectNoConfirm(screen);
      expect(screen.queryByRole('checkbox')).toBeNull();
      if (event?.type === 'xstate.error.actor.push') expect(toast()).not.toHaveTextContent(TEXT.network);
      expect(stored()).toBe('sent');
      expect(network.waiting('loadPage')).toBe(0);
    },
    confirmed: ({ screen, network }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.confirmed);
      expect(screen.getByRole('button', { name: 'Check my loans' })).toBeEnabled();
      expectNoConfirm(screen);
      expect(stored()).toBe('confirmed');
      expect(network.waiting('loadPage')).toBe(0);
    },
    // Handed over: loan details replacing the page (from=confirm), an agreement, the loans, or closed.
    left: ({ place, bridge, event, previous }) => {
      switch (event?.type) {
        case 'xstate.done.actor.push':
          expect(place.pathname).toBe(ROUTES.loanDetails);
          // The server's link as sent (a path of this app: no device parameters of its own), plus from=confirm.
          expect(`${place.pathname}${place.search}`).toBe(`${DETAILS_URL}&from=confirm`);
          expect(stored()).toBeNull();
          break;
        case 'xstate.done.actor.contractJump':
          expect(`${place.pathname}${place.search}`).toBe(AGREEMENT_URL);
          break;
        case 'user.checkLoans':
          expect(bridge.filter((call) => call.method === 'goMine')).toEqual([{ method: 'goMine', payload: {} }]);
          expect((previous as AnyMachineSnapshot).matches('unsure') || (previous as AnyMachineSnapshot).matches('confirmed')).toBe(true);
          break;
        case 'user.cancelPop':
          expect(bridge.filter((call) => call.method === 'closeWebView')).toHaveLength(1);
          break;
        default:
          throw new Error(`left by an unexpected ${event?.type}`);
      }
    },
  },
});
