import { createActor } from 'xstate';
import {
  cardRepayMachine,
  type BankCard,
  type CardRepayInput,
  type CheckRequest,
  type CheckResult,
  type CommitRequest,
  type CommitResult,
  type ConfirmRequest,
  type ConfirmResult,
  type PendingPayment,
  type RepaymentWay,
  type WalletRequest,
  type WalletResult,
} from '@machines/cardRepay/cardRepay.machine';
import type { NavigateParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import { forgetPayment, PENDING_MAX_AGE_MS, readPayments, rememberPayment, startOf } from '@/screens/cardRepay';
import { select } from '@/screens/cardRepay/select';
import { selectCountdown } from '@/screens/smsCode/select';
import { variantOf } from '@/services/session';
import { given, held, ran, recordEffects, toastText, urlOf } from '../support/actors';
import { useFakeClock } from '../support/clock';

const HDFC: BankCard = { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' };
const SBI: BankCard = { id: '32', bankName: 'State Bank of India', cardNo: '6521 **** **** 5678', bankCode: 'SBIN' };
const WAY: RepaymentWay = { cards: [HDFC, SBI], wallet: true, repayToken: 'tok-1' };
/** ₹10,720.00 in hundredths, as the pay address carries it (§9). */
const AMOUNT = '1072000';
const MARKER = 'm-1';
const INPUT: CardRepayInput = {
  orderId: '1003',
  productId: '102',
  amount: AMOUNT,
  couponId: '',
  userId: 'u-7',
  cardId: '',
  marker: MARKER,
  pending: null,
  earlier: false,
};
const INDIA = variantOf('1');
const INDONESIA = variantOf('0');

interface Remembered {
  marker: string;
  pending: PendingPayment | null;
}

function start(input: Partial<CardRepayInput> = {}, way: LoadResult<RepaymentWay> = { ok: true, data: WAY }) {
  const load = held<{ orderId: string }, LoadResult<RepaymentWay>>();
  const commit = held<CommitRequest, CommitResult>();
  const confirm = held<ConfirmRequest, ConfirmResult>();
  const wallet = held<WalletRequest, WalletResult>();
  const check = held<CheckRequest, CheckResult>();
  const { actions, log, count } = recordEffects({ toast: toastText, navigate: given<NavigateParams>, leave: ran, openUrl: urlOf });
  // Stored and forgotten in one list: what the page's storage went through, in order.
  const remembered: Remembered[] = [];
  const actor = createActor(
    cardRepayMachine.provide({
      actors: { loadWay: load.logic, commit: commit.logic, confirm: confirm.logic, wallet: wallet.logic, checkOrder: check.logic },
      actions: {
        ...actions,
        rememberPayment: (_, { marker, pending }) => void remembered.push({ marker, pending }),
        forgetPayment: (_, { marker }) => void remembered.push({ marker, pending: null }),
      },
    }),
    { input: { ...INPUT, ...input } },
  );
  actor.start();
  return {
    actor,
    load,
    commit,
    confirm,
    wallet,
    check,
    toasts: log.toast,
    navigations: log.navigate,
    opened: log.openUrl,
    remembered,
    left: () => count('leave'),
    answerWay: () => load.answer(way),
  };
}

const value = (actor: { getSnapshot: () => { value: unknown } }) => actor.getSnapshot().value;
const settle = () => vi.advanceTimersByTimeAsync(0);
const DETAILS: NavigateParams = { route: 'loanDetails', query: { productId: '102', orderId: '1003' }, replace: true };
/** The page's own address, replaced: the chosen card, and the payment's marker while one is open. */
const ADDRESS = (extra: Record<string, string> = {}): NavigateParams => ({
  route: 'cardRepay',
  query: { orderId: '1003', productId: '102', amount: AMOUNT, userId: 'u-7', ...extra },
  replace: true,
});

/** Every field of repayment-commit (§7) for a card, the amount in hundredths exactly as the address has it. */
function commitOf(card: BankCard, sendMsg: '0' | '1', repayToken = 'tok-1'): CommitRequest {
  return {
    amount: AMOUNT,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId: '1003',
    repayToken,
    bankCode: card.bankCode,
    sendMsg,
  };
}

/** Chooses the card `cardId` and taps Pay. */
function payWith({ actor }: ReturnType<typeof start>, cardId: string): void {
  actor.send({ type: 'user.selectCard', cardId });
  actor.send({ type: 'user.pay' });
}

/** Types the SMS `code` and taps Confirm. */
function confirmWith({ actor }: ReturnType<typeof start>, code: string): void {
  actor.send({ type: 'user.editCode', code });
  actor.send({ type: 'user.confirm' });
}

async function ready(input: Partial<CardRepayInput> = {}, way?: LoadResult<RepaymentWay>) {
  const t = start(input, way);
  t.answerWay();
  await settle();
  return t;
}

describe('card repayment machine', () => {
  useFakeClock();

  it('loads the way for the order and refuses Pay without a card', async () => {
    const t = start();
    expect(t.load.calls).toEqual([{ orderId: '1003' }]);
    t.answerWay();
    await settle();
    expect(value(t.actor)).toBe('ready');
    t.actor.send({ type: 'user.pay' });
    expect(t.toasts).toEqual(['cardRepay.selectCard']);
    expect(t.commit.calls).toEqual([]);
  });

  describe('the amount of the address (§9: integer hundredths)', () => {
    it.each(['', '10720.00', '10,720', '1.072.000', '-1072000', '1072000x', '1e6', ' ', '1234567890123456'])(
      '%j cannot be read: the page says so, asks nothing and sends nothing, and Back leaves',
      async (amount) => {
        const t = start({ amount });
        await settle();
        expect(value(t.actor)).toBe('amountUnreadable');
        expect(t.actor.getSnapshot().context.amount).toBeNull();
        for (const type of ['user.pay', 'user.payByWallet', 'user.retry', 'user.confirm', 'user.check', 'user.openDetails'] as const) {
          t.actor.send({ type });
        }
        expect(t.load.calls).toEqual([]);
        expect(t.commit.calls).toEqual([]);
        expect(t.wallet.calls).toEqual([]);
        expect(t.remembered).toEqual([]);
        t.actor.send({ type: 'user.leave' });
        expect(t.left()).toBe(1);
        const view = select(t.actor.getSnapshot(), INDIA);
        expect(view).toMatchObject({ amountUnreadable: true, amount: null, choosing: false, sms: null, maybeDone: null, load: null });
      },
    );

    it('is unreadable even when a stored payment names the page: no money call without a readable amount', () => {
      const t = start({ amount: '52.50', pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      expect(value(t.actor)).toBe('amountUnreadable');
    });

    it('is shown with the market format and sent unchanged, as digits (leading zeros dropped)', async () => {
      const t = await ready({ amount: '001072000' });
      expect(select(t.actor.getSnapshot(), INDIA).amount).toBe('₹10,720.00');
      expect(select(t.actor.getSnapshot(), INDONESIA).amount).toBe('Rp10.720,00');
      payWith(t, '32');
      expect(t.commit.calls).toEqual([commitOf(SBI, '0')]);
    });

    it('sends 10^13 hundredths exactly', async () => {
      const t = await ready({ amount: '10000000000000' });
      expect(select(t.actor.getSnapshot(), INDIA).amount).toBe('₹1,00,00,00,00,000.00');
      t.actor.send({ type: 'user.payByWallet' });
      expect(t.wallet.calls).toEqual([{ userId: 'u-7', orderId: '1003', amount: '10000000000000' }]);
    });
  });

  it('chooses the only card for the user', async () => {
    const t = await ready({}, { ok: true, data: { ...WAY, cards: [SBI] } });
    expect(t.actor.getSnapshot().context.cardId).toBe('32');
  });

  it('ignores a card that is not in the list', async () => {
    const t = await ready();
    t.actor.send({ type: 'user.selectCard', cardId: '99' });
    expect(t.actor.getSnapshot().context.cardId).toBeNull();
    expect(t.navigations).toEqual([]);
  });

  it('keeps the chosen card in the address, and chooses it again after a reload while it is still bound', async () => {
    const t = await ready();
    t.actor.send({ type: 'user.selectCard', cardId: '32' });
    expect(t.navigations).toEqual([ADDRESS({ cardId: '32' })]);
    const reloaded = await ready({ cardId: '32' });
    expect(reloaded.actor.getSnapshot().context.cardId).toBe('32');
    const unbound = await ready({ cardId: '77' });
    expect(unbound.actor.getSnapshot().context.cardId).toBeNull();
  });

  it('commits once with every field of §7, however often Pay is tapped, marking the payment first; then the SMS step with a 60 s countdown', async () => {
    const t = await ready();
    payWith(t, '31');
    t.actor.send({ type: 'user.pay' });
    t.actor.send({ type: 'user.payByWallet' });
    expect(t.commit.calls).toEqual([commitOf(HDFC, '0')]);
    expect(t.wallet.calls).toEqual([]);
    // Stored, and its marker written into the address, before the payment left.
    expect(t.remembered).toEqual([{ marker: MARKER, pending: { stage: 'sent', repayRecordId: '', card: HDFC, repayToken: 'tok-1' } }]);
    expect(t.navigations.at(-1)).toEqual(ADDRESS({ cardId: '31', pay: MARKER }));
    t.commit.answer({ ok: true, needValid: '1', repayRecordId: 'r-9' });
    await settle();
    expect(value(t.actor)).toEqual({ sms: 'editing' });
    expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
    const countdown = t.actor.getSnapshot().context.countdown!;
    expect(countdown.getSnapshot().context.seconds).toBe(60);
    expect(countdown.getSnapshot().hasTag('canSend')).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown.getSnapshot().context.seconds).toBe(59);
  });

  it('goes to the loan details (replacing the page) when no code is needed, and forgets the payment', async () => {
    const t = await ready();
    payWith(t, '32');
    t.commit.answer({ ok: true, needValid: 0 as unknown as string, repayRecordId: 'r-1' });
    await settle();
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.navigations.at(-1)).toEqual(DETAILS);
    expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
  });

  it('takes needValid as a number too', async () => {
    const t = await ready();
    payWith(t, '31');
    t.commit.answer({ ok: true, needValid: 1 as unknown as string, repayRecordId: 'r-2' });
    await settle();
    expect(value(t.actor)).toEqual({ sms: 'editing' });
  });

  it('goes back to the cards after a refused commit (nothing was paid), with the marker out of the address', async () => {
    const t = await ready();
    payWith(t, '31');
    t.commit.answer({ ok: false, message: 'Card expired' });
    await settle();
    expect(value(t.actor)).toBe('ready');
    // The machine says the refusal (request() never toasts): the server's message.
    expect(t.toasts).toEqual(['Card expired']);
    expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
    expect(t.navigations.at(-1)).toEqual(ADDRESS({ cardId: '31' }));
    // A new payment on purpose: the same card, posted again.
    t.actor.send({ type: 'user.pay' });
    expect(t.commit.calls).toHaveLength(2);
  });

  describe('an unclear answer (the actor failed: no connection, HTTP 5xx, not JSON, no code)', () => {
    it('of the commit: "may have gone through", and nothing offers to pay again', async () => {
      const t = await ready();
      payWith(t, '31');
      t.commit.fail();
      await settle();
      expect(value(t.actor)).toEqual({ maybeDone: 'idle' });
      expect(t.toasts).toEqual([]);
      // Still remembered as sent, so a reload of this page comes back here.
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'sent', repayRecordId: '', card: HDFC, repayToken: 'tok-1' } });
      for (const type of ['user.pay', 'user.payByWallet', 'user.confirm', 'user.resend', 'user.retry', 'user.changeCard'] as const) {
        t.actor.send({ type });
      }
      t.actor.send({ type: 'user.selectCard', cardId: '32' });
      expect(value(t.actor)).toEqual({ maybeDone: 'idle' });
      expect(t.commit.calls).toHaveLength(1);
      expect(t.wallet.calls).toEqual([]);
      const view = select(t.actor.getSnapshot(), INDIA);
      expect(view).toMatchObject({ choosing: false, sms: null, maybeDone: { reason: 'unclear', checking: false, check: null } });
    });

    it('of the confirm: "may have gone through", remembered as sent with its record', async () => {
      const t = await inSms();
      confirmWith(t, '123456');
      t.confirm.fail();
      await settle();
      expect(value(t.actor)).toEqual({ maybeDone: 'idle' });
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'sent', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      t.actor.send({ type: 'user.confirm' });
      expect(t.confirm.calls).toHaveLength(1);
      expect(t.actor.getSnapshot().context.countdown).toBeNull();
    });

    it('of the wallet: "may have gone through"; the wallet is remembered before it leaves', async () => {
      const t = await ready();
      t.actor.send({ type: 'user.payByWallet' });
      expect(t.remembered).toEqual([{ marker: MARKER, pending: { stage: 'sent', repayRecordId: '', card: null, repayToken: 'tok-1' } }]);
      expect(t.navigations.at(-1)).toEqual(ADDRESS({ pay: MARKER }));
      t.wallet.fail();
      await settle();
      expect(value(t.actor)).toEqual({ maybeDone: 'idle' });
      t.actor.send({ type: 'user.payByWallet' });
      expect(t.wallet.calls).toHaveLength(1);
    });

    it("offers a check: the loan-details call's own status texts, shown in place, as often as asked, one at a time", async () => {
      const t = await ready();
      payWith(t, '31');
      t.commit.fail();
      await settle();
      t.actor.send({ type: 'user.check' });
      t.actor.send({ type: 'user.check' });
      expect(t.check.calls).toEqual([{ productId: '102', orderId: '1003' }]);
      expect(select(t.actor.getSnapshot(), INDIA).maybeDone).toEqual({ reason: 'unclear', checking: true, check: null });
      t.check.answer({ ok: true, status: 'Repayment pending', text: 'Repay by 2026-01-01.' });
      await settle();
      expect(select(t.actor.getSnapshot(), INDIA).maybeDone).toEqual({
        reason: 'unclear',
        checking: false,
        check: { kind: 'status', status: 'Repayment pending', text: 'Repay by 2026-01-01.' },
      });
      t.actor.send({ type: 'user.check' });
      t.check.answer({ ok: false, message: 'Record not found' });
      await settle();
      expect(t.actor.getSnapshot().context.check).toEqual({ kind: 'refused', message: 'Record not found' });
      t.actor.send({ type: 'user.check' });
      t.check.fail();
      await settle();
      expect(t.actor.getSnapshot().context.check).toEqual({ kind: 'fault' });
      expect(t.check.calls).toHaveLength(3);
      // The check never pays.
      expect(t.commit.calls).toHaveLength(1);
      t.actor.send({ type: 'user.openDetails' });
      expect(t.navigations.at(-1)).toEqual(DETAILS);
      expect(t.actor.getSnapshot().status).toBe('done');
      // Leaving to check keeps the payment remembered (a fresh open later gets the notice).
      expect(t.remembered.at(-1)!.pending).not.toBeNull();
    });
  });

  async function inSms(input: Partial<CardRepayInput> = {}) {
    const t = await ready(input);
    payWith(t, '31');
    t.commit.answer({ ok: true, needValid: '1', repayRecordId: 'r-9' });
    await settle();
    return t;
  }

  describe('the SMS step', () => {
    it('keeps digits only, at most 6, and refuses Confirm below 6', async () => {
      const t = await inSms();
      // The step shows the card the payment was posted with.
      expect(select(t.actor.getSnapshot(), INDIA).sms).toEqual({
        code: '',
        wrongCodeCount: 0,
        card: { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', selected: true },
      });
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
      confirmWith(t, '123456');
      t.actor.send({ type: 'user.confirm' });
      t.actor.send({ type: 'user.resend' });
      t.actor.send({ type: 'user.changeCard' });
      t.actor.send({ type: 'user.openDetails' });
      expect(value(t.actor)).toEqual({ sms: 'confirming' });
      expect(t.confirm.calls).toEqual([{ orderId: '1003', verifyCode: '123456', repaymentRecordId: 'r-9' }]);
      // The code left: until its answer, a reload says the payment may have gone through.
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'sent', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      t.confirm.answer({ ok: true });
      await settle();
      expect(t.actor.getSnapshot().status).toBe('done');
      expect(t.navigations.at(-1)).toEqual(DETAILS);
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
    });

    it.each([
      [{ ok: false, code: '800006', message: 'x' }, 'cardRepay.wrongCode', 1],
      [{ ok: false, code: '01', message: 'Bank busy' }, 'Bank busy', 0],
      [{ ok: false, code: '01', message: '' }, 'cardRepay.failed', 0],
    ] as const)('keeps the step open after %j and says %s', async (answer, said, wrong) => {
      const t = await inSms();
      confirmWith(t, '654321');
      t.confirm.answer(answer);
      await settle();
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.toasts).toEqual([said]);
      expect(t.actor.getSnapshot().context.wrongCodeCount).toBe(wrong);
      expect(t.actor.getSnapshot().context.code).toBe('654321');
      // Refused: nothing was paid, and a reload comes back to the step.
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
    });

    it('after 800005 shows the message with the way to the loan (and a check), never Confirm again', async () => {
      const t = await inSms();
      confirmWith(t, '654321');
      t.confirm.answer({ ok: false, code: 800005 as unknown as string, message: 'Please do not submit twice' });
      await settle();
      expect(value(t.actor)).toEqual({ maybeDone: 'idle' });
      expect(t.toasts).toEqual([]);
      expect(select(t.actor.getSnapshot(), INDIA).maybeDone).toEqual({ reason: 'duplicate', checking: false, check: null });
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'duplicate', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      t.actor.send({ type: 'user.confirm' });
      expect(t.confirm.calls).toHaveLength(1);
      t.actor.send({ type: 'user.openDetails' });
      expect(t.navigations.at(-1)).toEqual(DETAILS);
    });

    it("'Change card' gives the step up without a new commit: the card list again, nothing chosen, the payment forgotten", async () => {
      const t = await inSms();
      t.actor.send({ type: 'user.editCode', code: '12' });
      t.actor.send({ type: 'user.changeCard' });
      expect(value(t.actor)).toBe('loading');
      expect(t.actor.getSnapshot().context.countdown).toBeNull();
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
      expect(t.navigations.at(-1)).toEqual(ADDRESS());
      expect(t.load.calls).toHaveLength(2);
      t.load.answer({ ok: true, data: { ...WAY, repayToken: 'tok-2' } });
      await settle();
      expect(value(t.actor)).toBe('ready');
      expect(t.actor.getSnapshot().context).toMatchObject({ cardId: null, code: '', repayRecordId: '', repayToken: 'tok-2' });
      expect(t.commit.calls).toHaveLength(1);
      // Another card, on purpose: a new payment with the new token.
      payWith(t, '32');
      expect(t.commit.calls).toEqual([commitOf(HDFC, '0'), commitOf(SBI, '0', 'tok-2')]);
    });

    it("'Open my loan' leaves the step to the loan details and keeps the payment remembered", async () => {
      const t = await inSms();
      t.actor.send({ type: 'user.openDetails' });
      expect(t.navigations.at(-1)).toEqual(DETAILS);
      expect(t.actor.getSnapshot().status).toBe('done');
      expect(t.remembered.at(-1)!.pending).toMatchObject({ stage: 'sms' });
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
      t.actor.send({ type: 'user.changeCard' });
      expect(t.commit.calls).toEqual([commitOf(HDFC, '0'), commitOf(HDFC, '1')]);
      t.commit.answer({ ok: true, needValid: '1', repayRecordId: 'r-10' });
      await settle();
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.actor.getSnapshot().context.repayRecordId).toBe('r-10');
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: { stage: 'sms', repayRecordId: 'r-10', card: HDFC, repayToken: 'tok-1' } });
      expect(t.actor.getSnapshot().context.countdown!.getSnapshot().context.seconds).toBe(60);
      expect(t.actor.getSnapshot().context.countdown!.getSnapshot().hasTag('canSend')).toBe(false);
    });

    it("a lost new-code request says 'error' and keeps the step (a new code is not a payment)", async () => {
      const t = await inSms();
      await vi.advanceTimersByTimeAsync(60_000);
      t.actor.send({ type: 'user.resend' });
      t.commit.fail();
      await settle();
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.toasts).toEqual(['common.networkError']);
    });

    it("a refused new-code request toasts the server's message ('Processing failed' when blank) and keeps the step", async () => {
      const t = await inSms();
      await vi.advanceTimersByTimeAsync(60_000);
      t.actor.send({ type: 'user.resend' });
      t.commit.answer({ ok: false, message: 'Too many codes today' });
      await settle();
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      t.actor.send({ type: 'user.resend' });
      t.commit.answer({ ok: false, message: '' });
      await settle();
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.toasts).toEqual(['Too many codes today', 'cardRepay.failed']);
    });
  });

  describe('a reload of the same page (the address carries the stored payment\'s marker)', () => {
    it('resumes the SMS step of the payment it had posted, without loading or committing, with the same ways out', async () => {
      const t = start({ pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      expect(value(t.actor)).toEqual({ sms: 'editing' });
      expect(t.load.calls).toEqual([]);
      expect(t.commit.calls).toEqual([]);
      confirmWith(t, '123456');
      expect(t.confirm.calls).toEqual([{ orderId: '1003', verifyCode: '123456', repaymentRecordId: 'r-9' }]);
      const other = start({ pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      other.actor.send({ type: 'user.changeCard' });
      expect(value(other.actor)).toBe('loading');
      expect(other.load.calls).toHaveLength(1);
      expect(other.commit.calls).toEqual([]);
    });

    it('asks a new code for the resumed payment with the card and token it was posted with', async () => {
      const t = start({ pending: { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' } });
      await vi.advanceTimersByTimeAsync(60_000);
      t.actor.send({ type: 'user.resend' });
      expect(t.commit.calls).toEqual([commitOf(HDFC, '1')]);
    });

    it.each([
      ['sent', 'unclear'],
      ['duplicate', 'duplicate'],
    ] as const)('after a payment left as %s, says it may have gone through (%s) and posts nothing', (stage, reason) => {
      const t = start({ pending: { stage, repayRecordId: '', card: HDFC, repayToken: 'tok-1' } });
      expect(value(t.actor)).toEqual({ maybeDone: 'idle' });
      expect(t.actor.getSnapshot().context.reason).toBe(reason);
      expect(t.load.calls).toEqual([]);
      t.actor.send({ type: 'user.openDetails' });
      expect(t.navigations).toEqual([DETAILS]);
      expect(t.actor.getSnapshot().status).toBe('done');
    });
  });

  describe('a fresh open with an earlier payment of the last 30 minutes', () => {
    it('shows the cards with the notice, whose way leads to the loan; Pay stays a choice', async () => {
      const t = await ready({ earlier: true });
      expect(value(t.actor)).toBe('ready');
      expect(select(t.actor.getSnapshot(), INDIA)).toMatchObject({ choosing: true, earlier: true });
      payWith(t, '32');
      expect(t.commit.calls).toEqual([commitOf(SBI, '0')]);
      expect(select(t.actor.getSnapshot(), INDIA)).toMatchObject({ earlier: true, busy: true });
      const other = await ready({ earlier: true });
      other.actor.send({ type: 'user.openDetails' });
      expect(other.navigations).toEqual([DETAILS]);
    });

    it('has no way to the loan from the cards without the notice', async () => {
      const t = await ready();
      t.actor.send({ type: 'user.openDetails' });
      expect(value(t.actor)).toBe('ready');
      expect(select(t.actor.getSnapshot(), INDIA).earlier).toBe(false);
    });
  });

  describe('the wallet', () => {
    it('asks repayment-huichao with userId, orderId and amount, once, and opens the checked address', async () => {
      const t = await ready();
      t.actor.send({ type: 'user.payByWallet' });
      t.actor.send({ type: 'user.payByWallet' });
      t.actor.send({ type: 'user.pay' });
      expect(t.wallet.calls).toEqual([{ userId: 'u-7', orderId: '1003', amount: AMOUNT }]);
      expect(t.commit.calls).toEqual([]);
      t.wallet.answer({ ok: true, url: 'https://pay.example/abc' });
      await settle();
      expect(t.opened).toEqual(['https://pay.example/abc']);
      expect(t.actor.getSnapshot().status).toBe('done');
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
    });

    it('refuses a missing or unsafe address with a message and opens nothing', async () => {
      const t = await ready();
      t.actor.send({ type: 'user.payByWallet' });
      t.wallet.answer({ ok: true, url: null });
      await settle();
      expect(t.opened).toEqual([]);
      expect(t.toasts).toEqual(['cardRepay.walletRefused']);
      expect(value(t.actor)).toBe('ready');
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
      expect(t.navigations.at(-1)).toEqual(ADDRESS());
    });

    it("toasts a refusal with the server's message ('The wallet could not be opened' when blank) and shows the cards", async () => {
      const t = await ready();
      t.actor.send({ type: 'user.payByWallet' });
      t.wallet.answer({ ok: false, message: 'Wallet unavailable' });
      await settle();
      expect(value(t.actor)).toBe('ready');
      t.actor.send({ type: 'user.payByWallet' });
      t.wallet.answer({ ok: false, message: '' });
      await settle();
      expect(t.opened).toEqual([]);
      expect(t.toasts).toEqual(['Wallet unavailable', 'cardRepay.walletRefused']);
      expect(value(t.actor)).toBe('ready');
      expect(t.remembered.at(-1)).toEqual({ marker: MARKER, pending: null });
    });

    it('is not offered when the server does not offer it', async () => {
      const t = await ready({}, { ok: true, data: { ...WAY, wallet: false } });
      t.actor.send({ type: 'user.payByWallet' });
      expect(t.wallet.calls).toEqual([]);
    });
  });
});

describe('the stored payments (src/screens/cardRepay)', () => {
  const pending: PendingPayment = { stage: 'sms', repayRecordId: 'r-9', card: HDFC, repayToken: 'tok-1' };
  beforeEach(() => localStorage.clear());

  it('are remembered for 30 minutes from their latest step, the last millisecond included', () => {
    rememberPayment('1003', 'a', { ...pending, stage: 'sent' }, 1_000);
    expect(readPayments('1003', 1_000 + PENDING_MAX_AGE_MS)).toEqual([{ ...pending, stage: 'sent', marker: 'a', at: 1_000 }]);
    expect(readPayments('1003', 1_000 + PENDING_MAX_AGE_MS + 1)).toEqual([]);
    // The SMS step opened later: the payment is as recent as that step.
    rememberPayment('1003', 'a', pending, 500_000);
    expect(readPayments('1003', 500_000 + PENDING_MAX_AGE_MS)).toEqual([{ ...pending, marker: 'a', at: 500_000 }]);
    expect(readPayments('1003', 500_000 + PENDING_MAX_AGE_MS + 1)).toEqual([]);
    expect(readPayments('1004', 1_000)).toEqual([]);
  });

  it('restore the payment the address names (a reload), and call any other an earlier one (a fresh open)', () => {
    rememberPayment('1003', 'a', pending, 1_000);
    rememberPayment('1003', 'b', { ...pending, stage: 'sent' }, 2_000);
    expect(startOf('1003', 'a', 3_000, () => 'new')).toEqual({ marker: 'a', pending, earlier: true });
    expect(startOf('1003', '', 3_000, () => 'new')).toEqual({ marker: 'new', pending: null, earlier: true });
    expect(startOf('1003', 'zzz', 3_000, () => 'new')).toEqual({ marker: 'new', pending: null, earlier: true });
    forgetPayment('1003', 'b', 3_000);
    expect(startOf('1003', 'a', 3_000, () => 'new')).toEqual({ marker: 'a', pending, earlier: false });
    forgetPayment('1003', 'a', 3_000);
    expect(localStorage.getItem('cardRepay.pending.1003')).toBeNull();
    expect(startOf('1003', 'a', 3_000, () => 'new')).toEqual({ marker: 'new', pending: null, earlier: false });
  });

  it('drop a payment older than 30 minutes: its page opens afresh, with no notice', () => {
    rememberPayment('1003', 'a', pending, 1_000);
    expect(startOf('1003', 'a', 1_000 + PENDING_MAX_AGE_MS + 1, () => 'new')).toEqual({ marker: 'new', pending: null, earlier: false });
  });

  it('read a stored value they do not know as nothing stored', () => {
    localStorage.setItem('cardRepay.pending.1003', JSON.stringify({ stage: 'sms', repayRecordId: 'r', card: null, repayToken: 't', at: 1 }));
    expect(readPayments('1003', 2)).toEqual([]);
    localStorage.setItem('cardRepay.pending.1003', '{not json');
    expect(startOf('1003', 'a', 2, () => 'new')).toEqual({ marker: 'new', pending: null, earlier: false });
  });

  it('shows no countdown outside the SMS step', () => {
    expect(selectCountdown(undefined)).toEqual({ counting: false, seconds: 0 });
  });
});
