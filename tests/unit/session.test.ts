import { hashPath, hashSearch } from '@/routes';
import {
  adoptSession,
  commonParams,
  getSession,
  getVariant,
  linkWithSession,
  queryHeader,
  readSession,
  refreshSession,
  routeHref,
  variantOf,
} from '@/services/session';

const queryOf = (link: string) => Object.fromEntries(new URLSearchParams(link.split('?')[1] ?? ''));

describe('session and variant (§1, §2, §7)', () => {
  it('reads every device parameter and header value from the page address, empty when absent', () => {
    const session = readSession(
      '?deviceId=d1&appMarket=gp&appVersion=2.0&token=t&appType=1&deviceName=Redmi&osVersion=11&gid=g&platform=android&isNeedPop=1' +
        '&spits=S1&beech=B1&swift=W1&eyes=E1',
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
      spits: 'S1',
      beech: 'B1',
      swift: 'W1',
      eyes: 'E1',
    });
    const bare = readSession('?deviceId=x');
    expect(bare.token).toBe('');
    expect([bare.spits, bare.beech, bare.swift, bare.eyes]).toEqual(['', '', '', '']);
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

  it('the header values ride on no call query string: only the device parameters do', () => {
    refreshSession('?deviceId=d1&spits=S1&swift=W1');
    expect(Object.keys(commonParams())).not.toContain('spits');
    expect(Object.keys(commonParams())).not.toContain('swift');
    expect(queryHeader('spits')).toBe('S1');
    expect(queryHeader('swift')).toBe('W1');
    expect(queryHeader('beech')).toBe('');
  });

  describe('adoptSession: device parameters and header values are two groups', () => {
    beforeEach(() => {
      refreshSession('?deviceId=d1&token=t1&isNeedPop=1&spits=S1&beech=B1&swift=W1&eyes=E1');
    });

    it('an in-app path that carries neither group keeps the whole session', () => {
      const before = getSession();
      expect(adoptSession('?problemId=9&tab=2')).toEqual(before);
      expect(adoptSession('')).toEqual(before);
    });

    it('new device parameters without header values replace the device group and keep the headers', () => {
      const session = adoptSession('?deviceId=d2');
      expect(session).toMatchObject({ deviceId: 'd2', token: '', isNeedPop: '', spits: 'S1', beech: 'B1', swift: 'W1', eyes: 'E1' });
    });

    it('one header value replaces the header group (the others become empty) and keeps the device parameters', () => {
      const session = adoptSession('?spits=S2');
      expect(session).toMatchObject({ deviceId: 'd1', token: 't1', isNeedPop: '1', spits: 'S2', beech: '', swift: '', eyes: '' });
      expect(queryHeader('spits')).toBe('S2');
      expect(queryHeader('beech')).toBe('');
    });

    it('an empty header value in the address still counts as bringing the group', () => {
      expect(adoptSession('?eyes=')).toMatchObject({ spits: '', beech: '', swift: '', eyes: '' });
    });

    it('an address with both groups replaces both', () => {
      expect(adoptSession('?deviceId=d3&beech=B3')).toMatchObject({ deviceId: 'd3', token: '', spits: '', beech: 'B3' });
    });
  });

  describe('linkWithSession', () => {
    it('carries the device parameters, the header values and the extra query', () => {
      refreshSession('?deviceId=d1&token=t1&isNeedPop=1&spits=S1&beech=B1&swift=W1&eyes=E1');
      const link = linkWithSession('/complaint', { orderNo: 'A 1' });
      expect(link.startsWith('/complaint?')).toBe(true);
      expect(queryOf(link)).toEqual({
        deviceId: 'd1',
        token: 't1',
        isNeedPop: '1',
        spits: 'S1',
        beech: 'B1',
        swift: 'W1',
        eyes: 'E1',
        orderNo: 'A 1',
      });
    });

    it('the page query wins over the session, empty values included; empty session values are left out', () => {
      refreshSession('?deviceId=d1&deviceName=Redmi&spits=S1');
      const link = linkWithSession('/complainPageNext', { problemType: '2', problemSonType: '', deviceName: '' });
      expect(link).toContain('problemSonType=&');
      expect(queryOf(link)).toEqual({ deviceId: 'd1', spits: 'S1', problemType: '2', problemSonType: '', deviceName: '' });
    });

    it('a link followed and adopted gives the next page the same session', () => {
      refreshSession('?deviceId=d1&isNeedPop=0&spits=S1&beech=B1&swift=W1&eyes=E1');
      const before = getSession();
      const link = linkWithSession('/complaintList');
      refreshSession('');
      expect(adoptSession(`?${link.split('?')[1]}`)).toEqual(before);
    });

    it('is the bare path when there is nothing to carry', () => {
      refreshSession('');
      expect(linkWithSession('/complaintList')).toBe('/complaintList');
    });
  });
});

describe('hash routes (§2 promotion pages)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    refreshSession();
  });

  it('reads the route and the query a hash carries', () => {
    expect(hashPath('#/downloadTemplate?app_from=a&id=1')).toBe('/downloadTemplate');
    expect(hashSearch('#/downloadTemplate?app_from=a&id=1')).toBe('?app_from=a&id=1');
    expect(hashPath('#/agreementTemplate')).toBe('/agreementTemplate');
    expect(hashSearch('#/agreementTemplate')).toBe('');
    // A section anchor of the public site is not a hash route.
    expect(hashPath('#about')).toBe('about');
    expect(hashPath('')).toBe('');
  });

  it("takes the session from the hash's query too, the hash winning over the search", () => {
    window.history.replaceState(null, '', '/?isNeedPop=0&deviceId=outer#/registerTemplate?isNeedPop=1&token=t1&id=1001');
    const session = refreshSession();
    expect(session.isNeedPop).toBe('1');
    expect(session.deviceId).toBe('outer');
    expect(session.token).toBe('t1');
    expect(getVariant().locale).toBe('en-IN');
  });

  it('links a hash route and a path route with the session (none for an ad visitor), the query first', () => {
    window.history.replaceState(null, '', '/');
    refreshSession();
    expect(routeHref('promotionDownload', { app_from: 'a', id: '1001' })).toBe('/#/downloadTemplate?app_from=a&id=1001');
    expect(routeHref('promotionAgreement')).toBe('/#/agreementTemplate');
    window.history.replaceState(null, '', '/?deviceId=d9&isNeedPop=1&spits=S9&eyes=E9');
    refreshSession();
    expect(routeHref('promotionDownload', { app_from: 'a', id: '1001', isNeedPop: '1' })).toBe(
      '/#/downloadTemplate?app_from=a&id=1001&isNeedPop=1&deviceId=d9&spits=S9&eyes=E9',
    );
    expect(queryOf(routeHref('complaintList', { x: '1' }))).toEqual({ x: '1', deviceId: 'd9', isNeedPop: '1', spits: 'S9', eyes: 'E9' });
  });
});
