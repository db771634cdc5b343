import { createActor } from 'xstate';
import type { NavigateParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import {
  vaRepayMachine,
  type VaRepayInput,
  type VcodeInput,
  type VirtualAccount,
} from '@machines/vaRepay/vaRepay.machine';
import { amountToType, groupInFours, select } from '@/screens/vaRepay/select';
import { variantOf } from '@/services/session';
import { expectRefused, given, held, phoneOf, ran, recordEffects, toastKey } from '../support/actors';
import { useFakeClock } from '../support/clock';
import { VA_REPAY_INPUT } from '../support/fixtures';

/** Amounts are integer hundredths (§9): a digit string here, a JSON number in MARKET. */
const BANK: VirtualAccount = {
  amount: '150000000',
  vcode: 'INVID2406000003',
  cardNo: '3935800000002003',
  payType: '1',
  payCode: 'BCA',
  payStep: [
    { name: 'ATM', step: ['Masukkan kartu ATM', 'Pilih Transfer'] },
    { name: 'MobileBank', step: ['Masuk ke aplikasi'] },
  ],
  specificNum: 'ATM',
  telephone: '',
};
const MARKET: VirtualAccount = {
  amount: 150000000,
  vcode: 'INV2',
  cardNo: '7101000000002003',
  payType: '2',
  payCode: 'ALFAMART',
  payStep: ['Datangi kasir', 'Tunjukkan kode'],
  specificNum: '',
  telephone: '021-555-0100',
};
const INPUT = VA_REPAY_INPUT;
const ID = variantOf('0');
const IN = variantOf('1');

function start(input: Partial<VaRepayInput> = {}) {
  const load = held<VcodeInput, LoadResult<VirtualAccount>>();
  const copy = held<{ text: string }, void>();
  const { actions, log, count } = recordEffects({ toast: toastKey, navigate: given<NavigateParams>, callPhone: phoneOf, leave: ran });
  const actor = createActor(vaRepayMachine.provide({ actors: { loadAccount: load.logic, copy: copy.logic }, actions }), { input: { ...INPUT, ...input } });
  actor.start();
  return { actor, load, copy, toasts: log.toast, navigations: log.navigate, phones: log.callPhone, left: () => count('leave') };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const value = (actor: { getSnapshot: () => { value: unknown } }) => actor.getSnapshot().value;

describe('virtual-account machine', () => {
  useFakeClock();

  it('asks generate-vcode once with the stored choice and the address amount, is_display 0 without display', () => {
    const t = start();
    expect(t.load.calls).toEqual([
      {
        productId: '202',
        orderId: '2003',
        amount: '150000000',
        payCode: 'BCA',
        pay_type: '1',
        is_default: '0',
        is_display: '0',
        specific_num: 'ATM',
      },
    ]);
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it("sends is_display '1' with display and the default choice as stored", () => {
    const t = start({ display: true, choice: { payType: '', payCode: '', specificNum: '', isDefault: '1' } });
    expect(t.load.calls[0]).toMatchObject({ is_display: '1', is_default: '1', payCode: '', pay_type: '', specific_num: '' });
  });

  it('shows the account with the first bank method open, and toggles methods one at a time', async () => {
    const t = start();
    t.load.answer({ ok: true, data: BANK });
    await settle();
    expect(value(t.actor)).toEqual({ ready: { page: 'idle' } });
    expect(t.actor.getSnapshot().context.openStep).toBe(0);
    t.actor.send({ type: 'user.toggleStep', index: 1 });
    expect(t.actor.getSnapshot().context.openStep).toBe(1);
    t.actor.send({ type: 'user.toggleStep', index: 1 });
    expect(t.actor.getSnapshot().context.openStep).toBeNull();
    // No such method: ignored.
    t.actor.send({ type: 'user.toggleStep', index: 5 });
    expect(t.actor.getSnapshot().context.openStep).toBeNull();
  });

  it('lands a refusal in refused with its message: Retry asks again, Back leaves, Ganti metode opens change method', async () => {
    const t = start();
    t.load.answer({ ok: false, message: 'Tidak ada tagihan' });
    await settle();
    expectRefused(t.actor, 'Tidak ada tagihan');
    t.actor.send({ type: 'user.leave' });
    expect(t.left()).toBe(1);
    t.actor.send({ type: 'user.retry' });
    expect(t.load.calls).toHaveLength(2);
    expect(t.load.calls[1]).toEqual(t.load.calls[0]);
    t.load.answer({ ok: false, message: 'Tidak ada tagihan' });
    await settle();
    t.actor.send({ type: 'user.changeMethod' });
    expect(t.navigations).toEqual([{ route: 'changeMethod', query: { amount: '150000000', productId: '202', orderId: '2003' } }]);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('reads no answer at all as unclear: a check asks again for the same choice, the loan details leave; no pay, no retry', async () => {
    const t = start();
    t.load.fail();
    await settle();
    expect(value(t.actor)).toBe('unclear');
    // Nothing that starts a payment or goes elsewhere is taken here.
    for (const type of ['user.retry', 'user.changeMethod', 'user.openTips', 'user.leave'] as const) t.actor.send({ type });
    expect(value(t.actor)).toBe('unclear');
    expect(t.navigations).toEqual([]);
    expect(t.left()).toBe(0);
    t.actor.send({ type: 'user.check' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.load.calls).toHaveLength(2);
    expect(t.load.calls[1]).toEqual(t.load.calls[0]);
    t.load.fail();
    await settle();
    t.actor.send({ type: 'user.openLoan' });
    expect(t.navigations).toEqual([{ route: 'loanDetails', query: { productId: '202', orderId: '2003' } }]);
    expect(t.actor.getSnapshot().status).toBe('done');

    // A check that gets the account shows it.
    const c = start();
    c.load.fail();
    await settle();
    c.actor.send({ type: 'user.check' });
    c.load.answer({ ok: true, data: BANK });
    await settle();
    expect(value(c.actor)).toEqual({ ready: { page: 'idle' } });
  });

  it('asks for the server amount (amount empty) when the address has none, and carries on to change method without one', async () => {
    const t = start({ amount: '' });
    expect(t.load.calls[0]).toMatchObject({ amount: '' });
    t.load.answer({ ok: true, data: BANK });
    await settle();
    t.actor.send({ type: 'user.changeMethod' });
    expect(t.navigations).toEqual([{ route: 'changeMethod', query: { productId: '202', orderId: '2003' } }]);
  });

  it('sends the address amount as canonical hundredths', () => {
    expect(start({ amount: '001234567' }).load.calls[0]!.amount).toBe('1234567');
    expect(start({ amount: ' 0 ' }).load.calls[0]!.amount).toBe('0');
  });

  it('asks nothing when the address amount is not a whole number of hundredths, and offers Back', () => {
    for (const amount of ['1.500.000', '15000.50', '1,234', '-100', 'abc', '1e5', '12 34', '1234567890123456']) {
      const t = start({ amount });
      expect(value(t.actor), amount).toBe('addressUnreadable');
      expect(t.load.calls, amount).toEqual([]);
      t.actor.send({ type: 'user.retry' });
      t.actor.send({ type: 'user.changeMethod' });
      expect(t.load.calls).toEqual([]);
      expect(t.navigations).toEqual([]);
      t.actor.send({ type: 'user.leave' });
      expect(t.left()).toBe(1);
    }
  });

  it('shows no number when the answer amount cannot be read: Retry, Ganti metode or Back', async () => {
    for (const amount of ['1.500.000', '1500000.00', '', -5, 1.5, 'Rp1.500.000,00']) {
      const t = start();
      t.load.answer({ ok: true, data: { ...BANK, amount } });
      await settle();
      expect(value(t.actor), String(amount)).toBe('answerUnreadable');
      expect(t.actor.getSnapshot().context.account).toBeNull();
      expect(select(t.actor.getSnapshot(), ID)).toMatchObject({ phase: 'answerUnreadable', account: null });
      t.actor.send({ type: 'user.retry' });
      expect(t.load.calls).toHaveLength(2);
    }
    const back = start();
    back.load.answer({ ok: true, data: { ...BANK, amount: 'x' } });
    await settle();
    back.actor.send({ type: 'user.leave' });
    expect(back.left()).toBe(1);
    back.actor.send({ type: 'user.changeMethod' });
    expect(back.navigations[0]!.route).toBe('changeMethod');
  });

  it('treats an answer without a number as empty: Retry, or Ganti metode', async () => {
    const t = start();
    t.load.answer({ ok: true, data: { ...BANK, cardNo: ' ' } });
    await settle();
    expect(value(t.actor)).toBe('empty');
    t.actor.send({ type: 'user.retry' });
    expect(t.load.calls).toHaveLength(2);
    t.load.answer({ ok: true, data: { ...BANK, cardNo: '' } });
    await settle();
    t.actor.send({ type: 'user.changeMethod' });
    expect(t.navigations).toEqual([{ route: 'changeMethod', query: { amount: '150000000', productId: '202', orderId: '2003' } }]);
  });

  it("copies once per tap, confirms for 3 s, and says so when the copy fails", async () => {
    const t = start();
    t.load.answer({ ok: true, data: BANK });
    await settle();
    t.actor.send({ type: 'user.copy', target: 'number', text: '3935800000002003' });
    t.actor.send({ type: 'user.copy', target: 'amount', text: '150000000' });
    expect(t.copy.calls).toEqual([{ text: '3935800000002003' }]);
    t.copy.answer();
    await settle();
    expect(value(t.actor)).toEqual({ ready: { page: 'copied' } });
    expect(t.toasts).toEqual(['vaRepay.numberCopied']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(value(t.actor)).toEqual({ ready: { page: 'copied' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(value(t.actor)).toEqual({ ready: { page: 'idle' } });

    t.actor.send({ type: 'user.copy', target: 'amount', text: '1500000' });
    t.copy.fail();
    await settle();
    expect(value(t.actor)).toEqual({ ready: { page: 'copyFailed' } });
    expect(t.toasts).toEqual(['vaRepay.numberCopied', 'vaRepay.copyFailed']);
    t.actor.send({ type: 'user.copy', target: 'amount', text: '1500000' });
    t.copy.answer();
    await settle();
    expect(t.toasts.at(-1)).toBe('vaRepay.amountCopied');
  });

  it('pushes change-method with the same amount, display only when given, and the order', async () => {
    const t = start({ display: true });
    t.load.answer({ ok: true, data: BANK });
    await settle();
    t.actor.send({ type: 'user.changeMethod' });
    expect(t.navigations).toEqual([
      { route: 'changeMethod', query: { amount: '150000000', display: '1', productId: '202', orderId: '2003' } },
    ]);
    expect(t.actor.getSnapshot().status).toBe('done');

    const plain = start();
    plain.load.answer({ ok: true, data: BANK });
    await settle();
    plain.actor.send({ type: 'user.changeMethod' });
    expect(plain.navigations[0]!.query).toEqual({ amount: '150000000', productId: '202', orderId: '2003' });
    expect(plain.navigations[0]!.replace).toBeUndefined();
  });

  it('opens customer service with type 1 for a complaint', async () => {
    const t = start();
    t.load.answer({ ok: true, data: BANK });
    await settle();
    t.actor.send({ type: 'user.complain' });
    expect(t.navigations).toEqual([{ route: 'customerService', query: { type: '1' } }]);
  });

  it("dials the answer's telephone, or the configured one when it has none", async () => {
    const t = start();
    t.load.answer({ ok: true, data: BANK });
    await settle();
    t.actor.send({ type: 'user.callPhone' });
    const m = start();
    m.load.answer({ ok: true, data: MARKET });
    await settle();
    m.actor.send({ type: 'user.callPhone' });
    expect([...t.phones, ...m.phones]).toEqual(['1800-123-4567', '021-555-0100']);
  });

  it('opens the tips, which BATAL and YA both only close, and takes no page gestures while open', async () => {
    const t = start();
    t.load.answer({ ok: true, data: BANK });
    await settle();
    for (const close of ['user.closeTips', 'user.confirmTips'] as const) {
      t.actor.send({ type: 'user.openTips' });
      expect(value(t.actor)).toEqual({ ready: 'tips' });
      t.actor.send({ type: 'user.copy', target: 'number', text: 'x' });
      t.actor.send({ type: 'user.changeMethod' });
      expect(t.copy.calls).toEqual([]);
      expect(t.navigations).toEqual([]);
      t.actor.send({ type: close });
      expect(value(t.actor)).toEqual({ ready: { page: 'idle' } });
    }
    expect(t.load.calls).toHaveLength(1);
  });
});

describe('virtual-account view model', () => {
  useFakeClock();

  it('groups the number in fours whatever spacing it came with', () => {
    const grouped = { '3935800000002003': '3935 8000 0000 2003', '3935 80000 0002003': '3935 8000 0000 2003', '12345': '1234 5', '': '' };
    for (const [number, shown] of Object.entries(grouped)) expect(groupInFours(number), number).toBe(shown);
  });

  it('shows a bank account: total in Rp, the ungrouped number to copy, method with its specific number, steps', async () => {
    const t = start();
    t.load.answer({ ok: true, data: BANK });
    await settle();
    const view = select(t.actor.getSnapshot(), ID);
    expect(view.account).toEqual({
      number: '3935 8000 0000 2003',
      numberToCopy: '3935800000002003',
      isBank: true,
      total: 'Rp1.500.000,00',
      totalToCopy: '1500000',
      billNo: 'INVID2406000003',
      payCode: 'BCA',
      specificNum: 'ATM',
      bankSteps: [
        { name: 'ATM', steps: ['Masukkan kartu ATM', 'Pilih Transfer'], open: true },
        { name: 'MobileBank', steps: ['Masuk ke aplikasi'], open: false },
      ],
      marketSteps: [],
      phone: '1800-123-4567',
    });
    expect(view.changeMethodQuery).toEqual({ amount: '150000000', productId: '202', orderId: '2003' });
    expect(view.complaintQuery).toEqual({ type: '1' });
    expect(view.loanQuery).toEqual({ productId: '202', orderId: '2003' });
    expect(view.phase).toBe('ready');
  });

  it('shows 1234567 hundredths as Rp12.345,67 and ₹12,345.67, and copies them as typed into a bank app', async () => {
    const t = start({ amount: '1234567' });
    t.load.answer({ ok: true, data: { ...BANK, amount: '1234567' } });
    await settle();
    expect(select(t.actor.getSnapshot(), ID).account).toMatchObject({ total: 'Rp12.345,67', totalToCopy: '12345,67' });
    expect(select(t.actor.getSnapshot(), IN).account).toMatchObject({ total: '₹12,345.67', totalToCopy: '12345.67' });
  });

  it('types an amount with no grouping, and its cents only when there are any', () => {
    expect(amountToType('150000000', ID)).toBe('1500000');
    expect(amountToType('150000000', IN)).toBe('1500000');
    expect(amountToType('1234567', ID)).toBe('12345,67');
    expect(amountToType('1234567', IN)).toBe('12345.67');
    expect(amountToType('5', IN)).toBe('0.05');
    expect(amountToType('0', ID)).toBe('0');
    expect(amountToType('10000000000000', IN)).toBe('100000000000');
  });

  it('names the phase for every state that shows no account', async () => {
    const unread = start({ amount: '1.500' });
    expect(select(unread.actor.getSnapshot(), ID)).toMatchObject({ phase: 'addressUnreadable', account: null });
    const refused = start();
    refused.load.answer({ ok: false, message: 'Tidak ada tagihan' });
    await settle();
    expect(select(refused.actor.getSnapshot(), ID)).toMatchObject({ phase: 'refused', refusal: 'Tidak ada tagihan' });
    const empty = start();
    empty.load.answer({ ok: true, data: { ...BANK, cardNo: '' } });
    await settle();
    expect(select(empty.actor.getSnapshot(), ID)).toMatchObject({ phase: 'empty', refusal: '' });
    const unclear = start();
    unclear.load.fail();
    await settle();
    expect(select(unclear.actor.getSnapshot(), ID)).toMatchObject({ phase: 'unclear', account: null });
  });

  it('shows a market: its ordered steps, no specific number, the answered telephone', async () => {
    const t = start();
    t.load.answer({ ok: true, data: { ...MARKET, specificNum: 'X' } });
    await settle();
    const account = select(t.actor.getSnapshot(), ID).account!;
    expect(account.isBank).toBe(false);
    expect(account.marketSteps).toEqual(['Datangi kasir', 'Tunjukkan kode']);
    expect(account.bankSteps).toEqual([]);
    expect(account.specificNum).toBe('');
    expect(account.phone).toBe('021-555-0100');
    expect(account.total).toBe('Rp1.500.000,00');
  });

  it('says which copy is on its way, confirmed, or failed, and whether the tips are open', async () => {
    const t = start();
    expect(select(t.actor.getSnapshot(), ID)).toMatchObject({ phase: 'loading', account: null });
    t.load.answer({ ok: true, data: BANK });
    await settle();
    t.actor.send({ type: 'user.copy', target: 'amount', text: '1500000' });
    expect(select(t.actor.getSnapshot(), ID)).toMatchObject({ copying: 'amount', copied: null, copyFailed: false });
    t.copy.answer();
    await settle();
    expect(select(t.actor.getSnapshot(), ID)).toMatchObject({ copying: null, copied: 'amount' });
    t.actor.send({ type: 'user.openTips' });
    expect(select(t.actor.getSnapshot(), ID)).toMatchObject({ tipsOpen: true, copied: null });
  });
});
