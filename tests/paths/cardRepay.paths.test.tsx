import { act, within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CommitResult, ConfirmResult, RepaymentWay, WalletResult } from '@machines/cardRepay/cardRepay.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import CardRepayScreen from '@/screens/cardRepay';
import { describePaths, envelope, refusal, type ReceivedRequest, type StateCheckContext } from './replay';
import { cardRepaySpec, CARD_LIST_BUSY, CODE, PENDING_KEY, RECORD, SBI, WALLET_URL } from './specs/cardRepay';

// Paths pay, type a code and wait out a 60 s countdown: longer than the default 5 s on 2 cores.
vi.setConfig({ testTimeout: 30_000 });

const ADDRESS = '/cardRepay?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1&orderId=1001&productId=101&amount=5250&userId=u-7';
const PAY = 'Pay ₹5,250.00';
const TEXT = {
  selectCard: '请先选择付款银行卡！',
  codeTooShort: '请输入正确的验证码',
  wrongCode: '验证码错误',
  duplicate: '请勿重复提交支付申请',
  failed: '处理失败',
  network: 'error',
  walletRefused: 'The wallet could not be opened. Please try again, or pay by card.',
  getCode: '获取验证码',
};

/** window.location.assign, which opens the wallet's page (jsdom cannot navigate). */
const assign = vi.fn<(url: string) => void>();
function stubLocation() {
  const real = window.location;
  assign.mockReset();
  vi.stubGlobal(
    'location',
    // An empty target: jsdom's own `assign` is non-configurable, so a proxy of it may not replace it.
    new Proxy({} as Location, {
      get: (_, key) => {
        if (key === 'assign') return assign;
        const value = Reflect.get(real, key, real) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
      },
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

/** Whether the resend button counts down now: the step opened (or a new code came) and 60 s have not passed. */
let counting = false;

const toastRegion = (screen: Screen) => screen.getAllByRole('status').find((el) => el.classList.contains('ui-toast-region'))!;
const stored = () => {
  const raw = localStorage.getItem(PENDING_KEY);
  return raw === null ? null : (JSON.parse(raw) as { stage: string; repayRecordId: string; at: number });
};
const outputOf = <T,>(event: EventObject | undefined) => (event as { output: T } | undefined)?.output;

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
      const output = outputOf<CommitResult>(event)!;
      return output.ok ? null : output.message;
    }
    case 'xstate.done.actor.confirm': {
      const output = outputOf<ConfirmResult>(event)!;
      if (output.ok) return null;
      if (output.code === '800006') return TEXT.wrongCode;
      if (output.code === '800005') return TEXT.duplicate;
      return output.message || TEXT.failed;
    }
    case 'xstate.done.actor.wallet': {
      const output = outputOf<WalletResult>(event)!;
      if (!output.ok) return output.message;
      return output.url === null ? TEXT.walletRefused : null;
    }
    case 'xstate.error.actor.commit':
    case 'xstate.error.actor.confirm':
    case 'xstate.error.actor.resend':
    case 'xstate.error.actor.wallet':
      return TEXT.network;
    default:
      return null;
  }
}

/** The common device parameters of §2 on the query string and the spits header (§7). */
function expectSession(request: ReceivedRequest) {
  expect(request.method).toBe('POST');
  expect(request.query).toMatchObject({ deviceId: 'dev-9', appVersion: '2.4.0', isNeedPop: '1' });
  expect(request.headers.spits).toBe('S1');
}

/** The one request of `actor` in flight, as the server received it. */
function inFlight({ network }: StateCheckContext, actor: string): ReceivedRequest {
  expect(network.waiting(actor), `one ${actor} request in flight`).toBe(1);
  const request = network.requestsOf(actor).at(-1)!;
  expectSession(request);
  return request;
}

/** repayment-commit as §7 names its fields, for the card the user chose (every path chooses SBI, or resumes with it). */
function commitBody(sendMsg: '0' | '1') {
  return {
    amount: '5250',
    bankName: SBI.bankName,
    cardId: SBI.id,
    cardNo: SBI.cardNo,
    couponId: '',
    orderId: '1001',
    repayToken: 'tok-9',
    bankCode: SBI.bankCode,
    sendMsg,
  };
}

const payButton = (screen: Screen) => screen.queryByRole('button', { name: PAY });
const walletButton = (screen: Screen) => screen.queryByRole('button', { name: 'Pay with a wallet instead' });
const codeField = (screen: Screen) => screen.queryByRole('textbox', { name: 'SMS code' });
const smsHeading = (screen: Screen) => screen.queryByRole('heading', { level: 2, name: 'Enter the SMS code' });

function expectChoosing(screen: Screen, busy: boolean) {
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(2);
  expect(screen.getByRole('radio', { name: 'HDFC Bank 4386 **** **** 1234' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'State Bank of India **** **** **** 5678' })).toBeInTheDocument();
  expect(screen.getByText('₹5,250.00')).toBeInTheDocument();
  for (const control of [...radios, payButton(screen), walletButton(screen)]) {
    if (busy) expect(control).toBeDisabled();
    else expect(control).toBeEnabled();
  }
  expect(smsHeading(screen)).toBeNull();
}

function expectSmsStep(screen: Screen, snapshot: AnyMachineSnapshot, busy: boolean) {
  expect(smsHeading(screen)).toBeInTheDocument();
  expect(screen.getByText('₹5,250.00')).toBeInTheDocument();
  const field = codeField(screen)!;
  expect(field).toHaveValue(snapshot.context.code as string);
  expect(field).toHaveAttribute('maxlength', '6');
  if (busy) expect(field).toHaveAttribute('readonly');
  else expect(field).not.toHaveAttribute('readonly');
  const confirm = screen.getByRole('button', { name: 'Confirm payment' });
  if (busy) expect(confirm).toBeDisabled();
  else expect(confirm).toBeEnabled();
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  expect(payButton(screen)).toBeNull();
  // A payment is open: a reload comes back to this step, for this record, card and token.
  expect(stored()).toMatchObject({ stage: 'sms', repayRecordId: RECORD, card: SBI, repayToken: 'tok-9' });
}

describePaths(cardRepaySpec)({
  screen: CardRepayScreen,
  address: ADDRESS,
  network: {
    loadWay: {
      method: 'POST',
      path: paths.cardRepay('repayment-way'),
      answer: (output: LoadResult<RepaymentWay>) =>
        output.ok
          ? envelope({ alipay: output.data.wallet ? 1 : 0, repayToken: output.data.repayToken, bankCards: output.data.cards })
          : refusal(output.message),
    },
    commit: {
      method: 'POST',
      path: paths.cardRepay('repayment-commit'),
      accepts: (request) => request.body.sendMsg === '0',
      answer: (output: CommitResult) =>
        output.ok ? envelope({ needValid: output.needValid, repayRecordId: output.repayRecordId }) : refusal(output.message),
    },
    resend: {
      method: 'POST',
      path: paths.cardRepay('repayment-commit'),
      accepts: (request) => request.body.sendMsg === '1',
      answer: (output: CommitResult) =>
        output.ok ? envelope({ needValid: output.needValid, repayRecordId: output.repayRecordId }) : refusal(output.message),
    },
    confirm: {
      method: 'POST',
      path: paths.cardRepay('repayment-confirm'),
      answer: (output: ConfirmResult) => (output.ok ? envelope(null) : refusal(output.message, output.code)),
    },
    wallet: {
      method: 'POST',
      path: paths.cardRepay('repayment-huichao'),
      // A URL the binding must not open stands for "no safe URL" (safeUrl turns it into null).
      answer: (output: WalletResult) => (output.ok ? envelope({ url: output.url ?? 'javascript:alert(1)' }) : refusal(output.message)),
    },
  },
  before: () => {
    counting = false;
    stubLocation();
  },
  gestures: {
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'user.leave': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Back' }));
    },
    'user.selectCard': async ({ user, screen, event }) => {
      expect(event.cardId).toBe(SBI.id);
      await user.click(screen.getByRole('radio', { name: 'State Bank of India **** **** **** 5678' }));
    },
    'user.pay': async ({ user, screen }) => {
      await user.click(payButton(screen)!);
    },
    'user.payByWallet': async ({ user, screen }) => {
      await user.click(walletButton(screen)!);
    },
    'user.editCode': async ({ user, screen, event }) => {
      const field = codeField(screen)!;
      await user.clear(field);
      await user.type(field, event.code);
    },
    'user.confirm': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    },
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
    'user.payAgain': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Pay again' }));
    },
    'user.openDetails': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Check my loan' }));
    },
  },
  states: {
    // Every state: the toast the step raised (exactly), and the countdown starts with the SMS step.
    '*': ({ screen, snapshot, event, previous }) => {
      const toast = raisedToast(event, previous);
      if (toast !== null) expect(toastRegion(screen)).toHaveTextContent(new RegExp(`^${escape(toast)}$`));
      const entered = snapshot.matches('sms') && !previous?.matches('sms');
      const newCode = event?.type === 'xstate.done.actor.resend' && outputOf<CommitResult>(event)!.ok;
      if (entered || newCode) counting = true;
    },
    // Transient: the start picks loading, the SMS step or the unsure page from the stored payment.
    start: () => {
      throw new Error('The screen rested in the transient start state');
    },
    loading: (context) => {
      const { screen } = context;
      expect(screen.getByRole('heading', { level: 1, name: 'Repay by card' })).toBeInTheDocument();
      expect(document.title).toBe('Repay by card');
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(payButton(screen)).toBeNull();
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      // repayment-way with the order on the query string (§7), nothing in the body.
      const request = inFlight(context, 'loadWay');
      expect(request.query.orderId).toBe('1001');
      expect(request.body).toEqual({});
      // Nothing paid is pending: Pay again forgot the payment that left before.
      expect(stored()).toBeNull();
    },
    refused: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(CARD_LIST_BUSY);
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(payButton(screen)).toBeNull();
      expect(bridge.filter((c) => c.method === 'closeWebView')).toHaveLength(event?.type === 'user.leave' ? 1 : 0);
    },
    failed: ({ screen }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(TEXT.network);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(payButton(screen)).toBeNull();
    },
    ready: ({ screen, snapshot, network }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Repay by card' })).toBeInTheDocument();
      expect(screen.queryByText('loading...')).toBeNull();
      const cards = (snapshot.context.cards as unknown[]).length;
      if (cards === 0) {
        // No card and no wallet: say so, and let the user ask again after binding one.
        expect(screen.getByText('No bank card is linked to your account yet. Add one in the app, then try again.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(payButton(screen)).toBeNull();
        expect(walletButton(screen)).toBeNull();
      } else {
        expectChoosing(screen, false);
        const chosen = screen.getByRole('radio', { name: 'State Bank of India **** **** **** 5678' });
        // Two cards: none is chosen for the user (§5).
        if (snapshot.context.cardId === SBI.id) expect(chosen).toBeChecked();
        else expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
      }
      // Nothing is on its way, and nothing was paid and left pending.
      expect(network.waiting('commit') + network.waiting('wallet')).toBe(0);
      expect(stored()).toBeNull();
      expect(assign).not.toHaveBeenCalled();
    },
    committing: (context) => {
      const { screen } = context;
      expectChoosing(screen, true);
      expect(payButton(screen)).toHaveAttribute('aria-busy', 'true');
      expect(inFlight(context, 'commit').body).toEqual(commitBody('0'));
      expect(context.network.requestsOf('commit')).toHaveLength(1);
      // Stored before the payment left: a reload will not post it again.
      expect(stored()).toMatchObject({ stage: 'sent', repayRecordId: '', card: SBI, repayToken: 'tok-9' });
    },
    unsure: ({ screen, network }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Your payment may already have gone through');
      expect(within(alert).getByRole('button', { name: 'Check my loan' })).toBeEnabled();
      expect(within(alert).getByRole('button', { name: 'Pay again' })).toBeEnabled();
      expect(payButton(screen)).toBeNull();
      expect(network.waiting('commit')).toBe(0);
      expect(stored()).toMatchObject({ stage: 'sent' });
    },
    'sms.editing': ({ screen, snapshot, network }) => {
      expectSmsStep(screen, snapshot, false);
      if (counting) expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
      else expect(screen.getByRole('button', { name: TEXT.getCode })).toBeEnabled();
      expect(network.waiting('confirm') + network.waiting('resend')).toBe(0);
    },
    'sms.confirming': (context) => {
      const { screen, snapshot } = context;
      expectSmsStep(screen, snapshot, true);
      expect(screen.getByRole('button', { name: 'Confirm payment' })).toHaveAttribute('aria-busy', 'true');
      expect(inFlight(context, 'confirm').body).toEqual({ orderId: '1001', verifyCode: CODE, repaymentRecordId: RECORD });
    },
    'sms.resending': (context) => {
      const { screen, snapshot } = context;
      expectSmsStep(screen, snapshot, true);
      expect(screen.getByRole('button', { name: TEXT.getCode })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: TEXT.getCode })).toBeDisabled();
      expect(inFlight(context, 'resend').body).toEqual(commitBody('1'));
    },
    openingWallet: (context) => {
      const { screen } = context;
      expectChoosing(screen, true);
      expect(walletButton(screen)).toHaveAttribute('aria-busy', 'true');
      expect(inFlight(context, 'wallet').body).toEqual({ userId: 'u-7', orderId: '1001', amount: '5250' });
      expect(context.network.waiting('commit')).toBe(0);
    },
    // Handed over: the wallet's page, or loan details of this order in place of this page.
    left: ({ screen, place, previous }) => {
      if (previous?.matches('openingWallet')) {
        expect(assign.mock.calls).toEqual([[WALLET_URL]]);
        expect(place.pathname).toBe('/cardRepay');
        return;
      }
      expect(assign).not.toHaveBeenCalled();
      expect(place.pathname).toBe('/loanDetails');
      expect(place.query).toMatchObject({ productId: '101', orderId: '1001', deviceId: 'dev-9', isNeedPop: '1', spits: 'S1' });
      expect(screen.getByText('Another page')).toBeInTheDocument();
      // Settled (or for the user to check): a reload starts afresh, unless they only went to check.
      if (previous?.matches('unsure')) expect(stored()).toMatchObject({ stage: 'sent' });
      else expect(stored()).toBeNull();
    },
  },
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
