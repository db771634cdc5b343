import { createActor } from 'xstate';
import {
  changeMethodMachine,
  NO_CHOICE,
  type ChangeMethodInput,
  type OptionsRequest,
  type PayOptions,
  type SavedChoice,
  type WantedChoice,
} from '@machines/changeMethod/changeMethod.machine';
import type { NavigateParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import { optionsOf, PAY_TYPES, wantedOf } from '@/screens/changeMethod';
import { select } from '@/screens/changeMethod/select';
import { variantOf } from '@/services/session';
import { DEFAULT_CHOICE } from '@/services/payway';
import { expectRefused, given, held, ran, recordEffects, toastKey } from '../support/actors';

const BANKS: PayOptions = {
  banks: [
    { bankName: 'BCA', method: ['ATM', 'MobileBank', 'InternetBank'] },
    { bankName: 'BNI', method: ['ATM', 'MobileBank'] },
    // Lists no method: paid with the bank alone (§5 asks only for a bank).
    { bankName: 'CIMB', method: [] },
  ],
  markets: [],
};
const MARKETS: PayOptions = { banks: [], markets: ['ALFAMART', 'INDOMARET'] };
const INPUT: ChangeMethodInput = {
  orderId: '2003',
  productId: '202',
  amount: '150000000',
  payTypes: ['1', '2'],
  display: false,
  wanted: NO_CHOICE,
};

function start(input: Partial<ChangeMethodInput> = {}) {
  const load = held<OptionsRequest, LoadResult<PayOptions>>();
  const { actions, log, count } = recordEffects({ toast: toastKey, navigate: given<NavigateParams>, saveChoice: given<SavedChoice>, forgetChoice: ran, leave: ran });
  const actor = createActor(changeMethodMachine.provide({ actors: { loadOptions: load.logic }, actions }), { input: { ...INPUT, ...input } });
  actor.start();
  return { actor, load, toasts: log.toast, navigations: log.navigate, saved: log.saveChoice, forgotten: () => count('forgetChoice'), left: () => count('leave') };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ctx = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context;
const address = (extra: Record<string, string>) => ({
  route: 'changeMethod',
  query: { productId: '202', orderId: '2003', amount: '150000000', ...extra },
  replace: true,
});

/** The page with type 1 chosen and its banks listed. */
async function banksListed(input: Partial<ChangeMethodInput> = {}) {
  const t = start(input);
  t.actor.send({ type: 'user.chooseType', payType: '1' });
  t.load.answer({ ok: true, data: BANKS });
  await settle();
  return t;
}

describe('change-method machine', () => {
  it('asks nothing until a type is chosen, then loads init-pay-type for it', async () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('choosingType');
    expect(t.load.calls).toEqual([]);
    t.actor.send({ type: 'user.chooseType', payType: '1' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.load.calls).toEqual([{ productId: '202', orderId: '2003', payType: '1' }]);
    expect(t.forgotten()).toBe(1);
    expect(t.navigations).toEqual([address({ type: '1' })]);
    t.load.answer({ ok: true, data: BANKS });
    await settle();
    expect(t.actor.getSnapshot().value).toBe('ready');
    expect(ctx(t.actor).banks).toEqual(BANKS.banks);
  });

  it('ignores choosing the type it already has', async () => {
    const t = start();
    t.actor.send({ type: 'user.chooseType', payType: '2' });
    t.actor.send({ type: 'user.chooseType', payType: '2' });
    expect(t.load.calls).toHaveLength(1);
    expect(t.forgotten()).toBe(1);
  });

  it('opens the method list only once a bank is chosen, and another bank clears the method', async () => {
    const t = await banksListed();
    t.actor.send({ type: 'user.chooseMethod', method: 'ATM' });
    expect(ctx(t.actor).method).toBe('');
    t.actor.send({ type: 'user.chooseBank', bankName: 'XYZ' });
    expect(ctx(t.actor).bank).toBe('');
    t.actor.send({ type: 'user.chooseBank', bankName: 'BCA' });
    t.actor.send({ type: 'user.chooseMethod', method: 'InternetBank' });
    expect(ctx(t.actor)).toMatchObject({ bank: 'BCA', method: 'InternetBank' });
    // BNI has no internet banking: not its method.
    t.actor.send({ type: 'user.chooseBank', bankName: 'BNI' });
    expect(ctx(t.actor)).toMatchObject({ bank: 'BNI', method: '' });
    t.actor.send({ type: 'user.chooseMethod', method: 'InternetBank' });
    expect(ctx(t.actor).method).toBe('');
    t.actor.send({ type: 'user.chooseMethod', method: 'MobileBank' });
    expect(t.navigations.at(-1)).toEqual(address({ type: '1', bank: 'BNI', method: 'MobileBank' }));
  });

  it('changing the type clears the bank, the method and the stored choice, and drops a list still on its way', async () => {
    const t = await banksListed();
    t.actor.send({ type: 'user.chooseBank', bankName: 'BCA' });
    t.actor.send({ type: 'user.chooseMethod', method: 'ATM' });
    t.actor.send({ type: 'user.chooseType', payType: '2' });
    expect(ctx(t.actor)).toMatchObject({ payType: '2', bank: '', method: '', market: '', banks: [] });
    expect(t.forgotten()).toBe(2);
    expect(t.navigations.at(-1)).toEqual(address({ type: '2' }));
    t.actor.send({ type: 'user.chooseType', payType: '1' });
    expect(t.load.aborted).toEqual([{ productId: '202', orderId: '2003', payType: '2' }]);
    expect(t.load.calls.map((c) => c.payType)).toEqual(['1', '2', '1']);
  });

  it('refuses an incomplete choice with the toast and goes nowhere', async () => {
    const t = start();
    t.actor.send({ type: 'user.confirm' });
    t.actor.send({ type: 'user.chooseType', payType: '1' });
    t.actor.send({ type: 'user.confirm' });
    t.load.answer({ ok: true, data: BANKS });
    await settle();
    t.actor.send({ type: 'user.confirm' });
    t.actor.send({ type: 'user.chooseBank', bankName: 'BCA' });
    t.actor.send({ type: 'user.confirm' });
    expect(t.toasts).toEqual(Array(4).fill('changeMethod.incomplete'));
    expect(t.saved).toEqual([]);
    expect(t.navigations.every((n) => n.route === 'changeMethod')).toBe(true);
  });

  it('stores a bank choice and replaces the page with the virtual-account page, the amount as received', async () => {
    const t = await banksListed({ display: true });
    t.actor.send({ type: 'user.chooseBank', bankName: 'BCA' });
    t.actor.send({ type: 'user.chooseMethod', method: 'ATM' });
    t.actor.send({ type: 'user.confirm' });
    expect(t.saved).toEqual([{ payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' }]);
    expect(t.navigations.at(-1)).toEqual({
      route: 'vaRepay',
      query: { aaa: 'nnn', amount: '150000000', display: '1', productId: '202', orderId: '2003' },
      replace: true,
    });
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('stores a market choice with an empty specificNum, and no display without display=1', async () => {
    const t = start();
    t.actor.send({ type: 'user.chooseType', payType: '2' });
    t.load.answer({ ok: true, data: MARKETS });
    await settle();
    t.actor.send({ type: 'user.confirm' });
    t.actor.send({ type: 'user.chooseMarket', market: 'OTHER' });
    t.actor.send({ type: 'user.chooseMarket', market: 'INDOMARET' });
    t.actor.send({ type: 'user.confirm' });
    expect(t.toasts).toEqual(['changeMethod.incomplete']);
    expect(t.saved).toEqual([{ payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' }]);
    expect(t.navigations.at(-1)!.query).toEqual({ aaa: 'nnn', amount: '150000000', productId: '202', orderId: '2003' });
  });

  it('takes a bank that lists no method with the bank alone; a method is required only where the bank offers some', async () => {
    const t = await banksListed();
    t.actor.send({ type: 'user.chooseBank', bankName: 'BCA' });
    t.actor.send({ type: 'user.confirm' });
    expect(t.toasts).toEqual(['changeMethod.incomplete']);
    t.actor.send({ type: 'user.chooseBank', bankName: 'CIMB' });
    t.actor.send({ type: 'user.chooseMethod', method: 'ATM' });
    expect(ctx(t.actor)).toMatchObject({ bank: 'CIMB', method: '' });
    expect(select(t.actor.getSnapshot(), variantOf('0')).methods).toEqual({ locked: false, none: true, rows: [] });
    t.actor.send({ type: 'user.confirm' });
    expect(t.toasts).toEqual(['changeMethod.incomplete']);
    expect(t.saved).toEqual([{ payType: '1', payCode: 'CIMB', specificNum: '', isDefault: '0' }]);
    expect(t.navigations.at(-1)).toEqual({
      route: 'vaRepay',
      query: { aaa: 'nnn', amount: '150000000', productId: '202', orderId: '2003' },
      replace: true,
    });
  });

  it('works without an amount: the address and the virtual-account page carry none (the server asks what is owed)', async () => {
    const t = start({ amount: '' });
    t.actor.send({ type: 'user.chooseType', payType: '2' });
    expect(t.navigations.at(-1)).toEqual({ route: 'changeMethod', query: { productId: '202', orderId: '2003', type: '2' }, replace: true });
    t.load.answer({ ok: true, data: MARKETS });
    await settle();
    expect(select(t.actor.getSnapshot(), variantOf('0')).amount).toBeNull();
    t.actor.send({ type: 'user.chooseMarket', market: 'ALFAMART' });
    t.actor.send({ type: 'user.confirm' });
    expect(t.navigations.at(-1)).toEqual({
      route: 'vaRepay',
      query: { aaa: 'nnn', productId: '202', orderId: '2003' },
      replace: true,
    });
  });

  it('asks nothing when the address amount is not a whole number of hundredths, and offers Back', () => {
    for (const amount of ['1.500.000', '1500000.50', 'x', '-1']) {
      const { actor, load, left } = start({ amount, wanted: { ...NO_CHOICE, payType: '1' } });
      expect(actor.getSnapshot().value, amount).toBe('amountUnreadable');
      expect(select(actor.getSnapshot(), variantOf('0')).amountUnreadable).toBe(true);
      actor.send({ type: 'user.chooseType', payType: '2' });
      actor.send({ type: 'user.confirm' });
      expect(load.calls).toEqual([]);
      actor.send({ type: 'user.leave' });
      expect(left()).toBe(1);
    }
  });

  it('offers only the types the market has: a type it lacks is never chosen nor loaded', async () => {
    const t = start({ payTypes: ['1'], wanted: { ...NO_CHOICE, payType: '1' } });
    expect(t.load.calls).toEqual([{ productId: '202', orderId: '2003', payType: '1' }]);
    t.load.answer({ ok: true, data: BANKS });
    await settle();
    t.actor.send({ type: 'user.chooseType', payType: '2' });
    expect(ctx(t.actor).payType).toBe('1');
    expect(t.load.calls).toHaveLength(1);
    expect(t.forgotten()).toBe(0);
    // A stored mini market is no choice where the market has none.
    const stored = start({ payTypes: ['1'], wanted: { ...NO_CHOICE, payType: '2', market: 'ALFAMART' } });
    expect(stored.actor.getSnapshot().value).toBe('choosingType');
    expect(ctx(stored.actor).payType).toBe('');
  });

  it('chooses the wanted pick again once its list has loaded, and drops what the list does not have', async () => {
    const wanted = (w: Partial<WantedChoice>): WantedChoice => ({ ...NO_CHOICE, ...w });
    const kept = start({ wanted: wanted({ payType: '1', bank: 'BNI', method: 'MobileBank' }) });
    expect(kept.load.calls).toEqual([{ productId: '202', orderId: '2003', payType: '1' }]);
    kept.load.answer({ ok: true, data: BANKS });
    await settle();
    expect(ctx(kept.actor)).toMatchObject({ bank: 'BNI', method: 'MobileBank' });
    expect(kept.navigations).toEqual([address({ type: '1', bank: 'BNI', method: 'MobileBank' })]);
    expect(kept.forgotten()).toBe(0);

    const noMethod = start({ wanted: wanted({ payType: '1', bank: 'BNI', method: 'InternetBank' }) });
    noMethod.load.answer({ ok: true, data: BANKS });
    await settle();
    expect(ctx(noMethod.actor)).toMatchObject({ bank: 'BNI', method: '' });
    expect(noMethod.navigations).toEqual([address({ type: '1', bank: 'BNI' })]);

    const noBank = start({ wanted: wanted({ payType: '1', bank: 'GONE', method: 'ATM' }) });
    noBank.load.answer({ ok: true, data: BANKS });
    await settle();
    expect(ctx(noBank.actor)).toMatchObject({ bank: '', method: '' });

    const market = start({ wanted: wanted({ payType: '2', market: 'ALFAMART' }) });
    market.load.answer({ ok: true, data: MARKETS });
    await settle();
    expect(ctx(market.actor).market).toBe('ALFAMART');
    const gone = start({ wanted: wanted({ payType: '2', market: 'GONE' }) });
    gone.load.answer({ ok: true, data: MARKETS });
    await settle();
    expect(ctx(gone.actor).market).toBe('');
  });

  it('keeps the wanted pick across a failed load and its retry, and shows a refusal or an empty list', async () => {
    const t = start({ wanted: { ...NO_CHOICE, payType: '2', market: 'INDOMARET' } });
    t.load.fail();
    await settle();
    expect(t.actor.getSnapshot().value).toBe('failed');
    t.actor.send({ type: 'user.retry' });
    t.load.answer({ ok: true, data: MARKETS });
    await settle();
    expect(ctx(t.actor).market).toBe('INDOMARET');

    const refused = start({ wanted: { ...NO_CHOICE, payType: '1' } });
    refused.load.answer({ ok: false, message: 'Order closed' });
    await settle();
    expectRefused(refused.actor, 'Order closed');

    const empty = start({ wanted: { ...NO_CHOICE, payType: '1' } });
    empty.load.answer({ ok: true, data: { banks: [], markets: [] } });
    await settle();
    expect(empty.actor.getSnapshot().value).toBe('empty');
    empty.actor.send({ type: 'user.retry' });
    expect(empty.load.calls).toHaveLength(2);
  });
});

describe('change-method binding helpers', () => {
  const q = (s: string) => new URLSearchParams(s);
  const stored = { payType: '1', payCode: 'BRI', specificNum: 'ATM', isDefault: '0' } as const;

  it('starts from the address, which wins over the stored choice', () => {
    expect(wantedOf(q('type=1&bank=BCA&method=ATM&market=X'), stored)).toEqual({ payType: '1', bank: 'BCA', method: 'ATM', market: '' });
    expect(wantedOf(q('type=2&market=ALFAMART&bank=BCA'), stored)).toEqual({ payType: '2', bank: '', method: '', market: 'ALFAMART' });
  });

  it("starts a market that offers one type (India: bank only) on that type, and drops a choice of a type it lacks", () => {
    expect(PAY_TYPES).toEqual({ 'en-IN': ['1'], 'id-ID': ['1', '2'] });
    expect(wantedOf(q(''), DEFAULT_CHOICE, ['1'])).toEqual({ ...NO_CHOICE, payType: '1' });
    expect(wantedOf(q('type=2&market=ALFAMART'), DEFAULT_CHOICE, ['1'])).toEqual({ ...NO_CHOICE, payType: '1' });
    expect(wantedOf(q('type=1&bank=SBI&method=MobileBank'), DEFAULT_CHOICE, ['1'])).toEqual({ payType: '1', bank: 'SBI', method: 'MobileBank', market: '' });
    expect(wantedOf(q(''), DEFAULT_CHOICE, ['1', '2'])).toEqual(NO_CHOICE);
  });

  it('else from a stored choice the borrower made (isDefault 0), else from nothing', () => {
    expect(wantedOf(q(''), stored)).toEqual({ payType: '1', bank: 'BRI', method: 'ATM', market: '' });
    expect(wantedOf(q('type=9'), { payType: '2', payCode: 'ALFAMART', specificNum: '', isDefault: '0' })).toEqual({
      payType: '2',
      bank: '',
      method: '',
      market: 'ALFAMART',
    });
    expect(wantedOf(q(''), { ...stored, isDefault: '1' })).toEqual(NO_CHOICE);
    expect(wantedOf(q(''), DEFAULT_CHOICE)).toEqual(NO_CHOICE);
  });

  it('reads init-pay-type as banks for 1 and market codes for 2', () => {
    const list = [{ bankName: 'BCA', method: ['ATM'] }, 'ALFAMART', { bankName: '', method: [] }, ''];
    expect(optionsOf('1', list)).toEqual({ banks: [{ bankName: 'BCA', method: ['ATM'] }], markets: [] });
    expect(optionsOf('2', list)).toEqual({ banks: [], markets: ['ALFAMART'] });
  });

  it('selects the amount in the market format and locks the methods until a bank is chosen', async () => {
    const t = start({ wanted: { ...NO_CHOICE, payType: '1' } });
    const id = variantOf('0');
    expect(select(t.actor.getSnapshot(), id)).toMatchObject({ amount: 'Rp1.500.000,00', load: { phase: 'loading' }, banks: null });
    expect(select(t.actor.getSnapshot(), variantOf('1')).amount).toBe('₹15,00,000.00');
    t.load.answer({ ok: true, data: BANKS });
    await settle();
    expect(select(t.actor.getSnapshot(), id).methods).toEqual({ locked: true, none: false, rows: [] });
    t.actor.send({ type: 'user.chooseBank', bankName: 'BNI' });
    const view = select(t.actor.getSnapshot(), id);
    expect(view.banks).toEqual([
      { value: 'BCA', checked: false },
      { value: 'BNI', checked: true },
      { value: 'CIMB', checked: false },
    ]);
    expect(view.methods).toEqual({
      locked: false,
      none: false,
      rows: [
        { value: 'ATM', checked: false },
        { value: 'MobileBank', checked: false },
      ],
    });
    expect(view.markets).toBeNull();
  });
});
