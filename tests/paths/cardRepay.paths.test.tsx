import { act, within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type {
  CardRepayContext,
  CheckResult,
  CommitResult,
  ConfirmResult,
  RepaymentWay,
  WalletResult,
} from '@machines/cardRepay/cardRepay.machine';
import { outputOf } from '@machines/shared/load';
import { paths } from '@/config';
import CardRepayScreen from '@/screens/cardRepay';
import { endpoints } from '@/services/api/endpoints';
import { CARD_REPAY_TEXT as TEXT, expectFault, expectRefusal, recordAssign, toast } from '../support';
import {
  answerLink, answerLoad, describePaths, envelope, expectClosedOnLeave, expectSessionPost, flushUntil, post, refusal, tap, tapInAlert, transient, whole, type ReceivedRequest, type StateCheckContext,
} from './replay';
import {
  ADDRESS,
  cardRepaySpec,
  CARD_LIST_BUSY,
  CODE,
  earlierMarkers,
  PENDING_KEY,
  HDFC,
  RECORD,
  SBI,
  STATUS,
  WALLET_URL,
} from './specs/cardRepay';

// The payment-status check's client loads when the borrower asks for it (src/screens/cardRepay);
// loading it before the tests keeps that real-time import out of the fake clock's rounds.
await import('@/services/api/loanDetails');

// Paths pay, type a code and wait out a 60 s countdown: longer than the default 5 s on 2 cores.
vi.setConfig({ testTimeout: 30_000 });

/** ₹10,720.00: the address's 1072000 hundredths in the Indian format (§9). */
const PAY = 'Pay ₹10,720.00';

/** window.location.assign, which opens the wallet's page (jsdom cannot navigate). */
const assign = recordAssign();

/** Whether the resend button counts down now: the step opened (or a new code came) and 60 s have not passed. */
let counting = false;

interface Stored {
  marker: string;
  stage: string;
  repayRecordId: string;
  card: unknown;
  repayToken: string;
  at: number;
}
const storedList = () => {
  const raw = localStorage.getItem(PENDING_KEY);
  return raw === null ? [] : (JSON.parse(raw) as Stored[]);
};
/** The stored payment the page's address names (its `pay` marker). */
const storedFor = (marker: string | undefined) => storedList().find((entry) => entry.marker === marker);
/** Nothing of this visit is stored: only what the start seeded for earlier visits. */
const onlyEarlier = () => expect(storedList().map((entry) => entry.marker).sort()).toEqual([...earlierMarkers].sort());

/** The toast a step raises, if it raises one. */
function raisedToast(event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string | null {
  if (!event || !previous) return null;
  switch (event.type) {
    case 'user.pay':
      return previous.context.cardId === null ? TEXT.selectCard : null;
    case 'user.confirm':
      return (previous.context.code as string).length < 6 ? TEXT.codeTooShort : null;
    // A refused payment or new code: the server's message, toasted by the request helper (§7).
    case 'xstate.done.actor.commit':
    case 'xstate.done.actor.resend': {
      const output = outputOf<CommitResult>(event);
      return output.ok ? null : output.message;
    }
    case 'xstate.done.actor.confirm': {
      const output = outputOf<ConfirmResult>(event);
      if (output.ok) return null;
      if (output.code === '800006') return TEXT.wrongCode;
      // 800005 is said in place, with the way to the loan (not a toast that goes away).
      if (output.code === '800005') return null;
      return output.message || TEXT.failed;
    }
    case 'xstate.done.actor.wallet': {
      const output = outputOf<WalletResult>(event);
      if (!output.ok) return output.message;
      return output.url === null ? TEXT.walletRefused : null;
    }
    // A new code is not a payment: its lost answer is the plain §8 'error'.
    case 'xstate.error.actor.resend':
      return TEXT.network;
    default:
      return null;
  }
}

/** The one request of `actor` in flight, as the server received it: with the common device parameters of §2 (§7). */
function inFlight({ network }: StateCheckContext, actor: string): ReceivedRequest {
  const request = network.inFlight(actor);
  expectSessionPost(request);
  return request;
}

/** repayment-commit's answer, for a payment and for a new code alike. */
const commitAnswer = (output: CommitResult) =>
  output.ok ? envelope({ needValid: output.needValid, repayRecordId: output.repayRecordId }) : refusal(output.message);

/** The card the machine pays with: the one the user chose (HDFC on one path, SBI on the others), or the resumed payment's. */
function cardOf(snapshot: AnyMachineSnapshot) {
  const card = [HDFC, SBI].find((listed) => listed.id === snapshot.context.cardId);
  expect(card, 'a card is chosen').toBeDefined();
  return card!;
}

/** The card as the page shows it: its bank and number, all but the last 4 digits masked (§5). */
const shown = (card: typeof SBI) => (card === SBI ? 'State Bank of India **** **** **** 5678' : 'HDFC Bank 4386 **** **** 1234');

/** repayment-commit as §7 names its fields, for the card the user chose, the amount in hundredths unchanged. */
function commitBody(card: typeof SBI, sendMsg: '0' | '1') {
  return {
    amount: '1072000',
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId: '1003',
    repayToken: 'tok-9',
    bankCode: card.bankCode,
    sendMsg,
  };
}

const WALLET = 'Pay with a wallet instead';
const payButton = (screen: Screen) => screen.queryByRole('button', { name: PAY });
const walletButton = (screen: Screen) => screen.queryByRole('button', { name: WALLET });
const codeField = (screen: Screen) => screen.queryByRole('textbox', { name: 'SMS code' });
const smsHeading = (screen: Screen) => screen.queryByRole('heading', { level: 2, name: 'Enter the SMS code' });
const earlierNote = (screen: Screen) => screen.queryByRole('note');

function expectChoosing(screen: Screen, snapshot: AnyMachineSnapshot, busy: boolean) {
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(2);
  expect(screen.getByRole('radio', { name: 'HDFC Bank 4386 **** **** 1234' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'State Bank of India **** **** **** 5678' })).toBeInTheDocument();
  expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹10,720\.00$/);
  for (const control of [...radios, payButton(screen), walletButton(screen)]) {
    if (busy) expect(control).toBeDisabled();
    else expect(control).toBeEnabled();
  }
  expect(smsHeading(screen)).toBeNull();
  expectEarlierNotice(screen, snapshot, busy);
}

/** A fresh open after a payment of the last 30 minutes: the notice, with the way to the loan. */
function expectEarlierNotice(screen: Screen, snapshot: AnyMachineSnapshot, busy: boolean) {
  const note = earlierNote(screen);
  if (!(snapshot.context as CardRepayContext).earlier) {
    expect(note).toBeNull();
    return;
  }
  expect(note).toHaveTextContent(TEXT.earlier);
  expect(note).toHaveTextContent('You started a payment for this loan in the last 30 minutes and it may still go through.');
  const open = within(note!).getByRole('button', { name: 'Open my loan' });
  if (busy) expect(open).toBeDisabled();
  else expect(open).toBeEnabled();
}

function expectSmsStep(context: StateCheckContext, busy: boolean, stage: 'sms' | 'sent' = 'sms') {
  const { screen, snapshot, place } = context;
  expect(smsHeading(screen)).toBeInTheDocument();
  // The card the payment was posted with (the chosen one, or the resumed payment's).
  const card = cardOf(snapshot);
  expect(screen.getByText('Paying from').parentElement).toHaveTextContent(whole(`Paying from ${shown(card)}`));
  expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹10,720\.00$/);
  const field = codeField(screen)!;
  expect(field).toHaveValue(snapshot.context.code as string);
  // Digits on the phone's keypad; no maxLength: it would cut a pasted '123 456' before the page drops the space.
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(field).not.toHaveAttribute('maxlength');
  if (busy) expect(field).toHaveAttribute('readonly');
  else expect(field).not.toHaveAttribute('readonly');
  // The ways out, resumed step or not: another card (no new payment) or the loan.
  const controls = ['Confirm payment', 'Change card', 'Open my loan'].map((name) => screen.getByRole('button', { name }));
  for (const control of controls) {
    if (busy) expect(control).toBeDisabled();
    else expect(control).toBeEnabled();
  }
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  expect(payButton(screen)).toBeNull();
  // A payment is open: its marker is in the address, and a reload comes back to this step (or,
  // while a code is on its way, says the payment may have gone through).
  expect(place.query.pay).toBeTruthy();
  expect(storedFor(place.query.pay)).toMatchObject({ stage, repayRecordId: RECORD, card, repayToken: 'tok-9' });
}

/** "May have gone through": the loan and a check, never Pay or Confirm for this payment. */
function expectMaybeDone(context: StateCheckContext, checking: boolean) {
  const { screen, snapshot, place, network } = context;
  const c = snapshot.context as CardRepayContext;
  const alert = screen.getByRole('alert');
  if (c.reason === 'duplicate') {
    expect(alert).toHaveTextContent(TEXT.duplicate);
    expect(alert).toHaveTextContent('This payment was already submitted.');
  } else {
    expect(alert).toHaveTextContent(TEXT.unsure);
    expect(alert).toHaveTextContent('We sent your payment but did not get a clear answer, so it may have gone through.');
  }
  const check = within(alert).getByRole('button', { name: 'Check payment status' });
  if (checking) expect(check).toHaveAttribute('aria-busy', 'true');
  else expect(check).toBeEnabled();
  expect(within(alert).getByRole('button', { name: 'Open my loan' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  expect(network.waiting('commit') + network.waiting('confirm') + network.waiting('wallet')).toBe(0);
  // Still remembered under the address's marker: a reload comes back to this notice.
  expect(storedFor(place.query.pay)).toMatchObject({ stage: c.reason === 'duplicate' ? 'duplicate' : 'sent' });
  // What the last check found, in the server's own words.
  const finding = c.check;
  if (finding === null) expect(alert).not.toHaveTextContent('Status of this loan now');
  else if (finding.kind === 'fault') expect(alert).toHaveTextContent('The status could not be checked. Please try again.');
  else if (finding.kind === 'refused') expect(alert).toHaveTextContent(finding.message || 'The status could not be checked.');
  else if (finding.status === '') expect(alert).toHaveTextContent('The server gave no status for this loan. Open your loan for details.');
  else {
    expect(alert).toHaveTextContent(`Status of this loan now${STATUS.status}${STATUS.text}`);
  }
}

describePaths(cardRepaySpec)({
  screen: CardRepayScreen,
  address: ADDRESS,
  network: {
    loadWay: post(
      paths.cardRepay('repayment-way'),
      answerLoad((way: RepaymentWay) => ({ alipay: way.wallet ? 1 : 0, repayToken: way.repayToken, bankCards: way.cards })),
    ),
    commit: post(paths.cardRepay('repayment-commit'), commitAnswer, (request) => request.body.sendMsg === '0'),
    resend: post(paths.cardRepay('repayment-commit'), commitAnswer, (request) => request.body.sendMsg === '1'),
    confirm: post(paths.cardRepay('repayment-confirm'), (output: ConfirmResult) => (output.ok ? envelope(null) : refusal(output.message, output.code))),
    // A URL the binding must not open stands for "no safe URL" (safeUrl turns it into null).
    wallet: post(paths.cardRepay('repayment-huichao'), answerLink()),
    checkOrder: post(endpoints.loanDetails, (output: CheckResult) =>
      output.ok ? envelope({ orderStatus: '170', noticeStatusText: output.status, noticeDesText: output.text }) : refusal(output.message),
    ),
  },
  before: () => {
    counting = false;
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
    'user.selectCard': async ({ user, screen, event }) => {
      const card = [HDFC, SBI].find((listed) => listed.id === event.cardId)!;
      await user.click(screen.getByRole('radio', { name: shown(card) }));
    },
    'user.pay': tap(PAY),
    'user.payByWallet': tap(WALLET),
    'user.editCode': async ({ user, screen, event }) => {
      const field = codeField(screen)!;
      await user.clear(field);
      await user.type(field, event.code);
    },
    'user.confirm': tap('Confirm payment'),
    // The button counts down 60 s (§4) and cannot be tapped meanwhile; the user waits, then taps.
    'user.resend': async ({ user, screen }) => {
      expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(59_000);
      });
      expect(screen.getByRole('button', { name: '1s' })).toBeDisabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      counting = false;
      await user.click(screen.getByRole('button', { name: TEXT.getCode }));
    },
    'user.changeCard': tap('Change card'),
    // One 'Open my loan' shows at a time: the notice's, the SMS step's or the "may have gone through" one's.
    'user.openDetails': tap('Open my loan'),
    'user.check': tap('Check payment status'),
  },
  states: {
    // Every state: the toast the step raised (exactly), and the countdown starts with the SMS step.
    '*': ({ snapshot, event, previous }) => {
      const raised = raisedToast(event, previous);
      if (raised !== null) expect(toast()).toHaveTextContent(whole(raised));
      else if (event?.type.startsWith('xstate.error.actor.')) expect(toast()).toBeEmptyDOMElement();
      const entered = snapshot.matches('sms') && !previous?.matches('sms');
      const newCode = event?.type === 'xstate.done.actor.resend' && outputOf<CommitResult>(event).ok;
      if (entered || newCode) counting = true;
    },
    // Transient: the start picks the amount's notice, loading, the SMS step or the unsure notice.
    start: transient('start'),
    amountUnreadable: (context) => {
      const { screen } = context;
      expect(screen.getByRole('heading', { level: 1, name: 'Repay by card' })).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(TEXT.unreadable);
      expect(alert).toHaveTextContent('This payment link carries an amount we cannot read, so nothing was sent.');
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(screen.queryByText(/₹/)).toBeNull();
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      // Nothing asked, nothing paid.
      expect(context.network.received).toEqual([]);
      expectClosedOnLeave(context);
    },
    loading: (context) => {
      const { screen, place } = context;
      expect(screen.getByRole('heading', { level: 1, name: 'Repay by card' })).toBeInTheDocument();
      expect(document.title).toBe('Repay by card');
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(screen.getByText('Amount to pay').nextSibling).toHaveTextContent(/^₹10,720\.00$/);
      expect(payButton(screen)).toBeNull();
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      // repayment-way with the order on the query string (§7), nothing in the body.
      const request = inFlight(context, 'loadWay');
      expect(request.query.orderId).toBe('1003');
      expect(request.body).toEqual({});
      // No payment of this visit is open ('Change card' gave up the step's, with no new commit).
      expect(place.query.pay).toBeUndefined();
      onlyEarlier();
      // 'Change card' asked for the cards again, and nothing else: no new commit.
      if (context.event?.type === 'user.changeCard') expect(context.network.received.at(-1)!.actor).toBe('loadWay');
    },
    refused: (context) => {
      expectRefusal(CARD_LIST_BUSY, { once: false });
      expect(payButton(context.screen)).toBeNull();
      expectClosedOnLeave(context);
    },
    failed: ({ screen }) => {
      expectFault([TEXT.network]);
      expect(payButton(screen)).toBeNull();
    },
    ready: ({ screen, snapshot, network, place }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Repay by card' })).toBeInTheDocument();
      expect(screen.queryByText('loading...')).toBeNull();
      const cards = (snapshot.context.cards as unknown[]).length;
      if (cards === 0) {
        // No card and no wallet: say so, and let the user ask again after binding one.
        expect(screen.getByText('No bank card is linked to your account yet. Add one in the app, then try again.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(payButton(screen)).toBeNull();
        expect(walletButton(screen)).toBeNull();
        expectEarlierNotice(screen, snapshot, false);
      } else {
        expectChoosing(screen, snapshot, false);
        // Two cards: none is chosen for the user (§5); the one the user chose is checked.
        const checked = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked);
        if (snapshot.context.cardId === null) expect(checked).toHaveLength(0);
        else expect(checked).toEqual([screen.getByRole('radio', { name: shown(cardOf(snapshot)) })]);
      }
      // Nothing is on its way, and no payment of this visit is open.
      expect(network.waiting('commit') + network.waiting('wallet')).toBe(0);
      expect(place.query.pay).toBeUndefined();
      expect(place.query.cardId ?? null).toBe(snapshot.context.cardId);
      onlyEarlier();
      expect(assign()).not.toHaveBeenCalled();
    },
    committing: (context) => {
      const { screen, snapshot, place } = context;
      expectChoosing(screen, snapshot, true);
      expect(payButton(screen)).toHaveAttribute('aria-busy', 'true');
      expect(inFlight(context, 'commit').body).toEqual(commitBody(cardOf(snapshot), '0'));
      // One payment per decision: at most one before it (refused, or given up with 'Change card').
      expect(context.network.waiting('commit')).toBe(1);
      // Stored, and marked in the address, before the payment left: a reload will not post it again.
      expect(place.query).toMatchObject({ cardId: cardOf(snapshot).id, pay: expect.any(String) as string });
      expect(earlierMarkers).not.toContain(place.query.pay);
      expect(storedFor(place.query.pay)).toMatchObject({ stage: 'sent', repayRecordId: '', card: cardOf(snapshot), repayToken: 'tok-9' });
    },
    'maybeDone.idle': (context) => expectMaybeDone(context, false),
    'maybeDone.checking': async (context) => {
      expectMaybeDone(context, true);
      // The check's client loads when it is asked for (src/screens/cardRepay), then the call leaves.
      await flushUntil(() => context.network.waiting('checkOrder') > 0);
      // The check is the loan-details call for this order: a read, never a payment.
      expect(inFlight(context, 'checkOrder').body).toEqual({ productId: '102', orderId: '1003' });
    },
    'sms.editing': (context) => {
      const { screen, network } = context;
      expectSmsStep(context, false);
      if (counting) expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
      else expect(screen.getByRole('button', { name: TEXT.getCode })).toBeEnabled();
      expect(network.waiting('confirm') + network.waiting('resend')).toBe(0);
    },
    'sms.confirming': (context) => {
      const { screen } = context;
      expectSmsStep(context, true, 'sent');
      expect(screen.getByRole('button', { name: 'Confirm payment' })).toHaveAttribute('aria-busy', 'true');
      expect(inFlight(context, 'confirm').body).toEqual({ orderId: '1003', verifyCode: CODE, repaymentRecordId: RECORD });
    },
    'sms.resending': (context) => {
      const { screen } = context;
      expectSmsStep(context, true);
      expect(screen.getByRole('button', { name: TEXT.getCode })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: TEXT.getCode })).toBeDisabled();
      expect(inFlight(context, 'resend').body).toEqual(commitBody(cardOf(context.snapshot), '1'));
    },
    openingWallet: (context) => {
      const { screen, snapshot, place } = context;
      expectChoosing(screen, snapshot, true);
      expect(walletButton(screen)).toHaveAttribute('aria-busy', 'true');
      expect(inFlight(context, 'wallet').body).toEqual({ userId: 'u-7', orderId: '1003', amount: '1072000' });
      expect(context.network.waiting('commit')).toBe(0);
      expect(storedFor(place.query.pay)).toMatchObject({ stage: 'sent', card: null, repayToken: 'tok-9' });
    },
    // Handed over: the wallet's page, or loan details of this order in place of this page.
    left: (context) => {
      const { screen, place, previous, event } = context;
      if (previous?.matches('openingWallet')) {
        expect(assign().mock.calls).toEqual([[WALLET_URL]]);
        expect(place.pathname).toBe('/cardRepay');
        expect(storedFor(place.query.pay)).toBeUndefined();
        return;
      }
      expect(assign()).not.toHaveBeenCalled();
      expect(place.pathname).toBe('/loanDetails');
      expect(place.query).toMatchObject({ productId: '102', orderId: '1003', deviceId: 'dev-9', isNeedPop: '1', spits: 'S1' });
      expect(screen.getByText('Another page')).toBeInTheDocument();
      // Settled: forgotten. Left to see the loan (the payment unsettled): still remembered, so a
      // fresh open of the page later says an earlier payment may still be in progress.
      const ours = storedList().filter((entry) => !earlierMarkers.includes(entry.marker));
      if (event?.type === 'user.openDetails' && previous?.matches('sms')) expect(ours).toMatchObject([{ stage: 'sms', repayRecordId: RECORD }]);
      else if (event?.type === 'user.openDetails' && previous?.matches('maybeDone')) {
        expect(ours).toMatchObject([{ stage: (previous.context as CardRepayContext).reason === 'duplicate' ? 'duplicate' : 'sent' }]);
      } else expect(ours).toEqual([]);
    },
  },
});

