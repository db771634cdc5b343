import { createActor, fromPromise } from 'xstate';
import {
  cardRepayMachine,
  type BankCard,
  type CardRepayInput,
  type CommitRequest,
  type CommitResult,
  type ConfirmRequest,
  type ConfirmResult,
  type PendingPayment,
  type RepaymentWay,
  type WalletRequest,
  type WalletResult,
} from '@machines/cardRepay/cardRepay.machine';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import { PENDING_MAX_AGE_MS, readPending } from '@/screens/cardRepay';
import { selectCountdown } from '@/screens/cardRepay/select';

const HDFC: BankCard = { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
const SBI: BankCard = { id: '32', bankName: 'State Bank of India', cardNo: '6521 **** **** 5678', bankCode: 'SBIN' };
const WAY: RepaymentWay = { cards: [HDFC, SBI], wallet: true, repayToken: 'tok-1' };
const INPUT: CardRepayInput = { orderId: '1001', productId: '101', amount: '5250.00', couponId: '', userId: 'u-7', cardId: '', pending: null };

/** A request the test answers by hand: `calls` has what the machine sent, `answer` settles the oldest open one. */
function held<TIn, TOut>() {
  const calls: TIn[] = [];
  const open: { resolve: (value: TOut) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOut, TIn>(
    ({ input }) =>
      new Promise<TOut>((resolve, reject) => {
        calls.push(input);
        open.push({ resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    pending: () => open.length,
    answer: (value: TOut) => open.shift()!.resolve(value),
    fail: () => open.shift()!.reject(new Error('network')),
  };
}

function start(input: Partial<CardRepayInput> = {}, way: LoadResult<RepaymentWay> = { ok: true, data: WAY }) {
  const load = held<{ orderId: string }, LoadResult<RepaymentWay>>();
  const commit = held<CommitRequest, CommitResult>();
  const confirm = held<ConfirmRequest, ConfirmResult>();
  const wallet = held<WalletRequest, WalletResult>();
  const toasts: string[] = [];
  const navigations: NavigateParams[] = [];
  const opened: string[] = [];
  const remembered: (PendingPayment | null)[] = [];
  const actor = createActor(
    cardRepayMachine.provide({
      actors: { loadWay: load.logic, commit: commit.logic, confirm: confirm.logic, wallet: wallet.logic },
      actions: {
        toast: (_, params: ToastParams) => void toasts.push(params.text ? params.text : params.key),
        navigate: (_, params: NavigateParams) => void navigations.push(params),
        openUrl: (_, { url }) => void opened.push(url),
        rememberPayment: (_, { pending }) => void remembered.push(pending),
        forgetPayment: () => void remembered.push(null),
      },
    }),
    { input: { ...INPUT, ...input } },
  );
  actor.start();
  return { actor, load, commit, confirm, wallet, toasts, navigations, opened, remembered, answerWay: () => load.answer(way) };
}

const value = (actor: { getSnapshot: () => { value: unknown } }) => actor.getSnapshot().value;
const DETAILS: NavigateParams = { route: 'loanDetails', query: { productId: '101', orderId: '1001' }, replace: true };
/** The chosen card written into the page's address (replaced: Back and reload keep it). */
const CHOSEN = (cardId: string): NavigateParams => ({
  route: 'cardRepay',
  query: { orderId: '1001', productId: '101', amount: '5250.00', userId: 'u-7', cardId },
  replace: true,
});

describe('card repayment machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the way for the order and refuses Pay without a card', async () => {
    const t = start();
    expect(t.load.calls).toEqual([{ orderId: '1001' }]);
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    expect(value(t.actor)).toBe('ready');
    t.actor.send({ type: 'user.pay' });
    expect(t.toasts).toEqual(['cardRepay.selectCard']);
    expect(t.commit.calls).toEqual([]);
  });

  it('chooses the only card for the user', async () => {
    const t = start({}, { ok: true, data: { ...WAY, cards: [SBI] } });
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().context.cardId).toBe('32');
  });

  it('ignores a card that is not in the list', async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '99' });
    expect(t.actor.getSnapshot().context.cardId).toBeNull();
    expect(t.navigations).toEqual([]);
  });

  it('keeps the chosen card in the address, and chooses it again after a reload while it is still bound', async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '32' });
    expect(t.navigations).toEqual([CHOSEN('32')]);
    const reloaded = start({ cardId: '32' });
    reloaded.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.actor.getSnapshot().context.cardId).toBe('32');
    const unbound = start({ cardId: '77' });
    unbound.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    expect(unbound.actor.getSnapshot().context.cardId).toBeNull();
  });

  it('commits once with every field of §7, however often Pay is tapped, then opens the SMS step with a 60 s countdown', async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '31' });
    t.actor.send({ type: 'user.pay' });
    t.actor.send({ type: 'user.pay' });
    t.actor.send({ type: 'user.payByWallet' });
    expect(t.commit.calls).toEqual([
      {
        amount: '5250.00',
        bankName: 'HDFC Bank',
        cardId: '31',
        cardNo: '4386 **** **** 1234',
        couponId: '',
        orderId: '1001',
        repayToken: 'tok-1',
        bankCode: 'HDFC',
        sendMsg: '0',
      },
    ]);
    expect(t.wallet.calls).toEqual([]);
    expect(t.remembered).toEqual([{ stage: 'sent', repayRecordId: '', card: HDFC, repayToken: 'tok-1' }]);
    t.commit.answer({ ok: true, needValid: '1', repayRecordId: 'r-9' });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(t.actor)).toEqual({ sms: 'editing' });
    expect(t.remembered.at(-1)).toEqual({ stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' });
    const countdown = t.actor.getSnapshot().context.countdown!;
    expect(countdown.getSnapshot().context.seconds).toBe(60);
    expect(countdown.getSnapshot().hasTag('canSend')).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown.getSnapshot().context.seconds).toBe(59);
  });

  it('goes to the loan details (replacing the page) when no code is needed', async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '32' });
    t.actor.send({ type: 'user.pay' });
    t.commit.answer({ ok: true, needValid: 0 as unknown as string, repayRecordId: 'r-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.navigations).toEqual([CHOSEN('32'), DETAILS]);
    expect(t.remembered.at(-1)).toBeNull();
  });

  it('takes needValid as a number too', async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '31' });
    t.actor.send({ type: 'user.pay' });
    t.commit.answer({ ok: true, needValid: String(1), repayRecordId: 'r-2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(t.actor)).toEqual({ sms: 'editing' });
  });

  it('goes back to the cards after a refused commit (nothing was paid)', async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '31' });
    t.actor.send({ type: 'user.pay' });
    t.commit.answer({ ok: false, message: 'Card expired' });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(t.actor)).toBe('ready');
    expect(t.remembered.at(-1)).toBeNull();
  });

  it("says 'error' and never offers Pay again by itself when the commit's answer is lost", async () => {
    const t = start();
    t.answerWay();
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'user.selectCard', cardId: '31' });
    t.actor.send({ type: 'user.pay' });
    t.commit.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(value(t.actor)).toBe('unsure');
    expect(t.toasts).toEqual(['common.networkError']);
    t.actor.send({ type: 'user.pay' });
    expect(t.commit.calls).toHaveLength(1);
    t.actor.send({ type: 'user.payAgain' });
    expect(value(t.actor)).toBe('loading');
    expect(t.remembered.at(-1)).toBeNull();
  });

  describe('the SMS step', () => {
    async function inSms() {
      const t = start();
      t.answerWay();
      await vi.advanceTimersByTimeAsync(0);
      t.actor.send({ type: 'user.selectCard', cardId: '31' });
      t.actor.send({ type: 'user.pay' });
      t.commit.answer({ ok: true, needValid: '1', repayRecordId: 'r-9' });
      await vi.advanceTimersByTimeAsync(0);
      return t;
    }

    it('keeps digits only, at most 6, and refuses Confirm below 6', async () => {
      const t = await inSms();
      t.actor.send({ type: 'user.editCode', code: '12a3 45' });
      expect(t.actor.getSnapshot().context.code).toBe('12345');
      t.actor.send({ type: 'user.confirm' });
      expect(t.toasts).toEqual(['cardRepay.codeTooShort']);
      expect(t.confirm.calls).toEqual([]);
      t.actor.send({ type: 'user.editCode', code: '1234567' });
      expect(t.actor.getSnapshot().context.code).toBe('123456');
    });

    it('confirms once with orderId, verifyCode and repaymentRecordId, then goes to the loan details', async () => {
      const t = await inSms();
      t.actor.send({ type: 'user.editCode', code: '123456' });
      t.actor.send({ type: 'user.confirm' });
      t.actor.send({ type: 'user.confirm' });
      t.actor.send({ type: 'user.resend' });
      expect(t.confirm.calls).toEqual([{ orderId: '1001', verifyCode: '123456', repaymentRecordId: 'r-9' }]);
      t.confirm.answer({ ok: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(t.actor.getSnapshot().status).toBe('done');
      expect(t.navigations).toEqual([CHOSEN('31'), DETAILS]);
      expect(t.remembered.at(-1)).toBeNull();
    });

    it.each([
      [{ ok: false, code: '800006', message: 'x' }, 'cardRepay.wrongCode', 1],
      [{ ok: false, code: 800005 as unknown as string, message: 'x' }, 'cardRepay.duplicate', 0],
      [{ ok: false, code: '01', message: 'Bank busy' }, 'Bank busy', 0],
      [{ ok: false, code: '01', message: '' }, 'cardRepay.failed', 0],
    ] as const)('keeps the step open after %j and says %s', async (answer, said, wrong) => {
      const t = await inSms();
      t.actor.send({ type: 'user.editCode', code: '654321' });
      t.actor.send({ type: 'user.confirm' });
      t.confirm.answer(answer);
      await vi.advanceTimersByTimeAsync(0);
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.toasts).toEqual([said]);
      expect(t.actor.getSnapshot().context.wrongCodeCount).toBe(wrong);
      expect(t.actor.getSnapshot().context.code).toBe('654321');
    });

    it("says 'error' after a lost confirm and lets the user confirm again", async () => {
      const t = await inSms();
      t.actor.send({ type: 'user.editCode', code: '123456' });
      t.actor.send({ type: 'user.confirm' });
      t.confirm.fail();
      await vi.advanceTimersByTimeAsync(0);
      expect(t.toasts).toEqual(['common.networkError']);
      t.actor.send({ type: 'user.confirm' });
      expect(t.confirm.calls).toHaveLength(2);
    });

    it('refuses a resend while counting; after 60 s asks for a new code (sendMsg 1) and counts again', async () => {
      const t = await inSms();
      t.actor.send({ type: 'user.resend' });
      expect(t.commit.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(t.actor.getSnapshot().context.countdown!.getSnapshot().context.seconds).toBe(1);
      t.actor.send({ type: 'user.resend' });
      expect(t.commit.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.actor.getSnapshot().context.countdown!.getSnapshot().hasTag('canSend')).toBe(true);
      t.actor.send({ type: 'user.resend' });
      t.actor.send({ type: 'user.resend' });
      t.actor.send({ type: 'user.confirm' });
      expect(t.commit.calls).toHaveLength(2);
      expect(t.commit.calls[1]).toMatchObject({ cardId: '31', repayToken: 'tok-1', sendMsg: '1' });
      t.commit.answer({ ok: true, needValid: '1', repayRecordId: 'r-10' });
      await vi.advanceTimersByTimeAsync(0);
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.actor.getSnapshot().context.repayRecordId).toBe('r-10');
      expect(t.remembered.at(-1)).toEqual({ stage: 'sms', repayRecordId: 'r-10', card: HDFC, repayToken: 'tok-1' });
      expect(t.actor.getSnapshot().context.countdown!.getSnapshot().context.seconds).toBe(60);
      expect(t.actor.getSnapshot().context.countdown!.getSnapshot().hasTag('canSend')).toBe(false);
    });
  });

  describe('a reload', () => {
    it('resumes the SMS step of the payment it had posted, without loading or committing', () => {
      const t = start({ pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.load.calls).toEqual([]);
      expect(t.commit.calls).toEqual([]);
      t.actor.send({ type: 'user.editCode', code: '123456' });
      t.actor.send({ type: 'user.confirm' });
      expect(t.confirm.calls).toEqual([{ orderId: '1001', verifyCode: '123456', repaymentRecordId: 'r-9' }]);
    });

    it('asks a new code for the resumed payment with the card and token it was posted with', async () => {
      const t = start({ pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      await vi.advanceTimersByTimeAsync(60_000);
      t.actor.send({ type: 'user.resend' });
      expect(t.commit.calls).toEqual([
        {
          amount: '5250.00',
          bankName: 'HDFC Bank',
          cardId: '31',
          cardNo: '4386 **** **** 1234',
          couponId: '',
          orderId: '1001',
          repayToken: 'tok-1',
          bankCode: 'HDFC',
          sendMsg: '1',
        },
      ]);
    });

    it('after a commit whose answer never came, says so and lets the user check the loan first', () => {
      const t = start({ pending: { stage: 'sent', repayRecordId: '', card: HDFC, repayToken: 'tok-1' } });
      expect(value(t.actor)).toBe('unsure');
      expect(t.load.calls).toEqual([]);
      t.actor.send({ type: 'user.openDetails' });
      expect(t.navigations).toEqual([DETAILS]);
      expect(t.actor.getSnapshot().status).toBe('done');
    });
  });

  describe('the wallet', () => {
    async function ready(way: RepaymentWay = WAY) {
      const t = start({}, { ok: true, data: way });
      t.answerWay();
      await vi.advanceTimersByTimeAsync(0);
      return t;
    }

    it('asks repayment-huichao with userId, orderId and amount, once, and opens the checked address', async () => {
      const t = await ready();
      t.actor.send({ type: 'user.payByWallet' });
      t.actor.send({ type: 'user.payByWallet' });
      t.actor.send({ type: 'user.pay' });
      expect(t.wallet.calls).toEqual([{ userId: 'u-7', orderId: '1001', amount: '5250.00' }]);
      expect(t.commit.calls).toEqual([]);
      t.wallet.answer({ ok: true, url: 'https://pay.example/abc' });
      await vi.advanceTimersByTimeAsync(0);
      expect(t.opened).toEqual(['https://pay.example/abc']);
      expect(t.actor.getSnapshot().status).toBe('done');
    });

    it('refuses a missing or unsafe address with a message and opens nothing', async () => {
      const t = await ready();
      t.actor.send({ type: 'user.payByWallet' });
      t.wallet.answer({ ok: true, url: null });
      await vi.advanceTimersByTimeAsync(0);
      expect(t.opened).toEqual([]);
      expect(t.toasts).toEqual(['cardRepay.walletRefused']);
      expect(value(t.actor)).toBe('ready');
    });

    it('is not offered when the server does not offer it', async () => {
      const t = await ready({ ...WAY, wallet: false });
      t.actor.send({ type: 'user.payByWallet' });
      expect(t.wallet.calls).toEqual([]);
    });
  });
});

describe('card repayment screen helpers', () => {
  it('remembers a posted payment for 30 minutes, the last millisecond included', () => {
    const pending = { stage: 'sms' as const, repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' };
    localStorage.setItem('cardRepay.pending.1001', JSON.stringify({ ...pending, at: 1_000 }));
    expect(readPending('1001', 1_000 + PENDING_MAX_AGE_MS)).toEqual(pending);
    expect(readPending('1001', 1_000 + PENDING_MAX_AGE_MS + 1)).toBeNull();
    expect(readPending('1002', 1_000)).toBeNull();
  });

  it('shows no countdown outside the SMS step', () => {
    expect(selectCountdown(undefined)).toEqual({ counting: false, seconds: 0 });
  });
});
