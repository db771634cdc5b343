import { adoptSession, commonParams, getVariant, linkWithSession, readSession, refreshSession, variantOf } from '@/services/session';

describe('session and variant (§1, §2)', () => {
  it('reads every device parameter from the page address, empty when absent', () => {
    const session = readSession(
      '?deviceId=d1&appMarket=gp&appVersion=2.0&token=t&appType=1&deviceName=Redmi&osVersion=11&gid=g&platform=android&isNeedPop=1',
    );
    expect(session).toEqual({
      deviceId: 'd1',
      appMarket: 'gp',
      appVersion: '2.0',
      token: 't',
      appType: '1',
      deviceName: 'Redmi',
      osVersion: '11',
      gid: 'g',
      platform: 'android',
      isNeedPop: '1',
    });
    expect(readSession('?deviceId=x').token).toBe('');
  });

  it('isNeedPop 1 selects India (en-IN, ₹); anything else Indonesia (id-ID, Rp)', () => {
    expect(variantOf('1')).toEqual({ locale: 'en-IN', currency: 'INR', symbol: '₹' });
    for (const other of ['0', '', '2', 'true']) expect(variantOf(other)).toMatchObject({ locale: 'id-ID', symbol: 'Rp' });
  });

  it('is refreshable from the address, and adopts only addresses that carry parameters', () => {
    refreshSession('?deviceId=first&isNeedPop=1');
    expect(getVariant().locale).toBe('en-IN');
    expect(adoptSession('?problemId=9').deviceId).toBe('first');
    expect(adoptSession('?deviceId=second').deviceId).toBe('second');
    expect(commonParams().deviceId).toBe('second');
    expect(commonParams().isNeedPop).toBe('');
  });

  it('builds in-app links that carry the device parameters and the extra query', () => {
    refreshSession('?deviceId=d1&token=t1&isNeedPop=1');
    const link = linkWithSession('/complaint', { orderNo: 'A 1' });
    expect(link.startsWith('/complaint?')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ deviceId: 'd1', token: 't1', isNeedPop: '1', orderNo: 'A 1' });
  });
});
