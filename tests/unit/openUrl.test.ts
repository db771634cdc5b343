import { HASH_ROUTES, ROUTES } from '@/routes';
import { navigation } from '@/services/navigation';
import { isAppUrl, openUrl, resolveUrl } from '@/services/openUrl';

/**
 * The one way a server's address is opened in this web view (issue 18 §5): an app route of this
 * origin in-app, anything else (another site, or a path of this origin the router does not know)
 * as a document load, so no server link ever lands on the app's not-found page.
 */

const origin = window.location.origin;
let go: ReturnType<typeof vi.spyOn>;
const assign = vi.fn<(url: string) => void>();
const replace = vi.fn<(url: string) => void>();

beforeEach(() => {
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
  assign.mockReset();
  replace.mockReset();
  const real = window.location;
  vi.stubGlobal(
    'location',
    new Proxy({} as Location, {
      get: (_, key) => {
        if (key === 'assign') return assign;
        if (key === 'replace') return replace;
        const value = Reflect.get(real, key, real) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
      },
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('isAppUrl', () => {
  it("is every route of the app on this origin, absolute or as a path, whatever its query", () => {
    for (const path of Object.values(ROUTES)) {
      expect(isAppUrl(path), path).toBe(true);
      expect(isAppUrl(`${origin}${path}?deviceId=d&isNeedPop=1`), path).toBe(true);
    }
    expect(isAppUrl('/loanAgreement/')).toBe(true);
    for (const path of Object.values(HASH_ROUTES)) expect(isAppUrl(`${origin}/#${path}?id=1001`), path).toBe(true);
  });

  it('is not another origin, a look-alike host, a path of this origin the router does not know, or a hash route it lacks', () => {
    expect(isAppUrl('https://partner.example/loanConfirm?productId=1')).toBe(false);
    expect(isAppUrl(`${origin}.evil.io/loanConfirm`)).toBe(false);
    expect(isAppUrl(`${origin}/static/contract-901.html`)).toBe(false);
    expect(isAppUrl('/loanAgreementX')).toBe(false);
    expect(isAppUrl('/LOANCONFIRM')).toBe(false);
    expect(isAppUrl(`${origin}/#/noSuchPromotion`)).toBe(false);
    expect(isAppUrl('loanapp://productDetail?productId=1')).toBe(false);
  });
});

describe('openUrl', () => {
  it('opens an app route of this origin in-app through the router, pushed or replacing', () => {
    openUrl(`${origin}/loanAgreement?productId=101&contractId=901#terms`);
    openUrl('/loanDetails?productId=101&orderId=1011', { query: { from: 'confirm' }, replace: true });
    expect(go.mock.calls).toEqual([
      ['/loanAgreement?productId=101&contractId=901#terms'],
      ['/loanDetails?productId=101&orderId=1011&from=confirm', { replace: true }],
    ]);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('loads any other address as a page of its own: never the router, so never its not-found page', () => {
    openUrl(`${origin}/static/contract-901.html?productId=101`);
    openUrl('https://partner.example/pay?o=1');
    openUrl('https://partner.example/details', { query: { from: 'confirm' }, replace: true });
    expect(go).not.toHaveBeenCalled();
    expect(assign.mock.calls).toEqual([[`${origin}/static/contract-901.html?productId=101`], ['https://partner.example/pay?o=1']]);
    expect(replace.mock.calls).toEqual([['https://partner.example/details?from=confirm']]);
  });

  it('sets the query on the address, keeping what it had and its fragment', () => {
    expect(resolveUrl('https://h5.example/loanDetails?productId=101&orderId=1011#top', { from: 'confirm' }).href).toBe(
      'https://h5.example/loanDetails?productId=101&orderId=1011&from=confirm#top',
    );
    expect(resolveUrl('/loanDetails?from=x', { from: 'confirm' }).href).toBe(`${origin}/loanDetails?from=confirm`);
  });
});
