import { createActor, fromPromise } from 'xstate';
import type { NavigateParams } from '@machines/shared/effects';
import { extensionMachine, isShownLine, type DelayDetail } from '@machines/extension/extension.machine';
import type { LoadResult } from '@machines/shared/load';
import { delayOf } from '@/screens/extension';
import { variantOf } from '@/services/session';
import { expectRetryThenBack, given, phoneOf, ran, recordEffects, toastKey } from '../support/actors';

const DETAIL: DelayDetail = {
  productName: 'UangCepat',
  productLogo: '',
  fee: '12000050',
  delayExpiryTime: '2027-01-10',
  lines: [{ text: 'Biaya perpanjangan', value: 'Rp120.000,50' }],
  telephone: '021-555',
};

function start(answer: () => Promise<LoadResult<DelayDetail>>) {
  const { actions, log, count } = recordEffects({ navigate: given<NavigateParams>, toast: toastKey, resetPayway: ran, callPhone: phoneOf, leave: ran });
  const actor = createActor(extensionMachine.provide({ actors: { loadDelay: fromPromise(answer) }, actions }), { input: { productId: '202', orderId: '2004' } });
  actor.start();
  return { actor, navigated: log.navigate, toasts: log.toast, calls: log.callPhone, resets: () => count('resetPayway'), left: () => count('leave') };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('extension machine (§2 repayment-extension page)', () => {
  it('pays the fee on the virtual-account page with display=1 and the choice reset, once', async () => {
    const { actor, navigated, resets } = start(async () => ({ ok: true, data: DETAIL }));
    await settle();
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.pay' });
    expect(resets()).toBe(1);
    expect(navigated).toEqual([
      // The fee as integer hundredths, digits only (§9).
      { route: 'vaRepay', query: { amount: '12000050', display: '1', productId: '202', orderId: '2004' } },
    ]);
  });

  it('refuses a zero fee and dials the telephone', async () => {
    const { actor, toasts, navigated, calls } = start(async () => ({ ok: true, data: { ...DETAIL, fee: '0' } }));
    await settle();
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.call' });
    expect(toasts).toEqual(['bill.noFee']);
    expect(navigated).toEqual([]);
    expect(calls).toEqual(['021-555']);
  });

  it('hides lines whose value is empty or 0 (§3)', () => {
    expect(isShownLine({ text: 'a', value: '0' })).toBe(false);
    expect(isShownLine({ text: 'a', value: ' ' })).toBe(false);
    expect(isShownLine({ text: 'a', value: '00' })).toBe(true);
    expect(isShownLine({ text: 'a', value: 'Rp0,00' })).toBe(true);
  });

  it('says a fee that cannot be read cannot be read, and offers no pay: Retry asks again, Back leaves', async () => {
    let loads = 0;
    const { actor, navigated, left } = start(async () => {
      loads += 1;
      return { ok: true, data: { ...DETAIL, fee: null } };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('unreadable');
    actor.send({ type: 'user.pay' });
    expect(navigated).toEqual([]);
    await expectRetryThenBack(actor, { loads: () => loads, left, settle }, 2);
  });

  it('reads the fee as integer hundredths from a number or digits, and nothing else', () => {
    const answer = { productName: '', productLogo: '', delayExpiryTime: '', orderDetail: { detail: [] }, telephone: '' };
    expect(delayOf({ ...answer, delayShouldPayAmount: 45050 }, variantOf('1')).fee).toBe('45050');
    expect(delayOf({ ...answer, delayShouldPayAmount: '0045050' }, variantOf('1')).fee).toBe('45050');
    for (const bad of ['450.50', '₹450.50', '45,050', '', 450.5]) expect(delayOf({ ...answer, delayShouldPayAmount: bad }, variantOf('0')).fee).toBeNull();
  });

  it('a fault offers a retry that loads again', async () => {
    let loads = 0;
    const { actor } = start(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { ok: true, data: DETAIL };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads).toBe(2);
  });
});
