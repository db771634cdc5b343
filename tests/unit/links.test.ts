import { availablePaths } from '@/app/screens';
import { hashPath, HASH_ROUTES, ROUTES } from '@/routes';
import { PREVIEW_FIELDS, type PreviewFields } from '@machines/testPreview/testPreview.machine';
import { PREVIEW_LINKS } from '@/screens/testPreview/links';
import { availableKey, previewHref } from '@/screens/testPreview/select';
import { loanConfirmApi } from '@/services/api/loanConfirm';
import { loanDetailsApi } from '@/services/api/loanDetails';
import { productsApi } from '@/services/api/products';
import { isAppUrl } from '@/services/openUrl';
import { linkWithSession, refreshSession, routeHref } from '@/services/session';
import { db, type Market } from '@mocks/db';

/**
 * No link of any page leads to the not-found page (issue 18 §5): every address the test page
 * links to and every address the demo backend hands out (popAgreementUrl, contract_url,
 * lendDetailsUrl, h5Url, product links), in both markets, is either another site (opened as a
 * page of its own) or a screen this app has. An address of this host that is no screen would be
 * the not-found page whether the router or a document load showed it.
 */

const SESSION: Record<Market, string> = { IN: '?isNeedPop=1&deviceId=demo', ID: '?isNeedPop=0&deviceId=demo' };

/** Where an address lands: 'screen' (a built screen of this app), 'elsewhere' (another site), or the not-found page. */
function landing(url: string): 'screen' | 'elsewhere' | 'not found' {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) return /^https?:$/.test(target.protocol) ? 'elsewhere' : 'not found';
  const hashRoute = hashPath(target.hash);
  const key = target.pathname === ROUTES.site && hashRoute !== '' && Object.values<string>(HASH_ROUTES).includes(hashRoute) ? `/#${hashRoute}` : target.pathname;
  if (!availablePaths.has(key)) return 'not found';
  // The one function that opens server addresses takes it in-app (it is a route of the app).
  return isAppUrl(target) ? 'screen' : 'not found';
}

const fields = (market: Market): PreviewFields =>
  ({
    ...Object.fromEntries(PREVIEW_FIELDS.map((field) => [field, ''])),
    deviceId: 'demo',
    productId: market === 'IN' ? '101' : '201',
    orderId: market === 'IN' ? '1001' : '2001',
  }) as PreviewFields;

async function handedOut(market: Market): Promise<{ from: string; url: string }[]> {
  refreshSession(SESSION[market]);
  const urls: { from: string; url: string }[] = [];
  for (const product of db.products(market)) {
    const offer = await loanConfirmApi.offer(product.id);
    if (offer.success && offer.data.popAgreementUrl !== '') urls.push({ from: `popAgreementUrl ${product.id}`, url: offer.data.popAgreementUrl });
    for (const [position] of product.contracts.entries()) {
      const jump = await loanConfirmApi.jump({ productId: product.id, scene: '3', position: String(position), orderId: '' });
      if (jump.success) urls.push({ from: `contract_url ${product.id}/${position}`, url: jump.data.contract_url });
    }
    const apply = await productsApi.apply({ product_id: product.id, module_id: '300', scene: 'banner_jingzhun' });
    if (apply.success) urls.push({ from: `apply ${product.id}`, url: apply.data.url });
    const joint = await productsApi.joint({ product_id: product.id });
    if (joint.success) urls.push({ from: `joint ${product.id}`, url: joint.data.url });
    const jumpLink = await loanDetailsApi.productJump({ module: '300', position: '0', target: product.id });
    if (jumpLink.success) urls.push({ from: `product-jump ${product.id}`, url: jumpLink.data });
  }
  for (const order of db.orders(market)) {
    const detail = await loanDetailsApi.detail({ productId: order.productId, orderId: order.orderId });
    if (detail.success && detail.data.h5Url !== '') urls.push({ from: `h5Url ${order.orderId}`, url: detail.data.h5Url });
  }
  const confirmable = db.products(market).find((p) => p.buttonStatus === '1')!;
  const offer = await loanConfirmApi.offer(confirmable.id);
  if (!offer.success) throw new Error('no offer to confirm');
  const push = await loanConfirmApi.push({ amount: String(offer.data.amount), periods: offer.data.periods, termUnit: offer.data.termUnit, productId: confirmable.id });
  if (push.success) urls.push({ from: 'lendDetailsUrl', url: push.data.lendDetailsUrl });
  return urls;
}

describe.each(['IN', 'ID'] as const)('every link handed out in %s', (market) => {
  it('from the test page is a screen of the app, the loan agreement among them', () => {
    refreshSession(SESSION[market]);
    const shown = PREVIEW_LINKS.filter((link) => availablePaths.has(availableKey(link.flow)));
    const hrefs = shown.map((link) => previewHref(link, fields(market), market, { path: linkWithSession, route: routeHref }));
    expect(shown.map((link) => link.flow)).toContain('loanAgreement');
    expect(hrefs.filter((href) => landing(href) !== 'screen')).toEqual([]);
    // Every link of the test page is a built screen (the links come from the screens' manifests).
    expect(PREVIEW_LINKS.filter((link) => !availablePaths.has(availableKey(link.flow))).map((link) => link.flow)).toEqual([]);
  });

  it('by the demo backend opens a screen of the app or another site, never the not-found page', async () => {
    const urls = await handedOut(market);
    expect(urls.map((u) => u.from)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^popAgreementUrl/), expect.stringMatching(/^contract_url/), 'lendDetailsUrl', expect.stringMatching(/^h5Url/)]),
    );
    expect(urls.filter((u) => landing(u.url) === 'not found')).toEqual([]);
    // The agreements are this app's own page, with the product and the agreement they are for.
    for (const { url } of urls.filter((u) => /^(popAgreementUrl|contract_url)/.test(u.from))) {
      const target = new URL(url);
      expect(target.pathname).toBe(ROUTES.loanAgreement);
      expect(target.searchParams.get('productId')).not.toBe('');
      expect(target.searchParams.get('contractId')).not.toBe('');
      expect(target.searchParams.get('isNeedPop')).toBe(market === 'IN' ? '1' : '0');
    }
  });
});
