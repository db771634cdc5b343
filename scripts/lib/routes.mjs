/**
 * Realistic addresses of every screen (src/app/screens.ts) in both markets, for the scripts and
 * tests that open each route of the production build: the chain check of `npm run test:e2e`
 * (tests/e2e/chain.e2e.ts) and `npm run perf` (scripts/perf.mjs).
 *
 * Orders, complaints and types are seeded in mocks/seed.ts; README "Routes" lists them.
 */

/** Device parameters as the app's WebView passes them (README test page). */
export const DEVICE =
  'deviceId=demo-device&appVersion=2.4.0&token=demo-token&deviceName=Redmi%209A&osVersion=11&platform=android';

/** isNeedPop=1 is India (en-IN catalog), anything else Indonesia (id-ID). */
export const MARKETS = {
  IN: { name: 'India', query: `${DEVICE}&isNeedPop=1` },
  ID: { name: 'Indonesia', query: `${DEVICE}&isNeedPop=0` },
};

/** An ad channel's tracking parameters (§2) and the landing template, as a promotion link has them. */
const PROMOTION_LINK = 'app_from=adchannel&user_from=spring_campaign&utm_tag=banner_a&id=1001&links_id=7';

/** One row per screen: its path, a readable name and the query each market needs. */
export const ROUTE_ADDRESSES = [
  { path: '/testPreview', name: 'test page', query: { IN: 'orderId=1001&productId=101', ID: 'orderId=2001&productId=201' } },
  { path: '/complaint', name: 'complaint entry', query: { IN: 'orderId=1001', ID: 'orderId=2001' } },
  { path: '/complainNewPage', name: 'new complaint', query: { IN: 'orderNo=IN2406000003', ID: 'orderNo=ID2406000003' } },
  {
    path: '/complainPageNext',
    name: 'complaint form',
    // A collection complaint with a sub-type, about an order whose isShow is '1'.
    query: {
      IN: 'problemType=1&problemSonType=2&orderNo=IN2406000003',
      ID: 'problemType=1&problemSonType=2&orderNo=ID2406000003',
    },
  },
  { path: '/complaintList', name: 'complaint list', query: { IN: '', ID: '' } },
  { path: '/complainDetails', name: 'complaint details', query: { IN: 'problemId=502', ID: 'problemId=602' } },
  { path: '/customerService', name: 'customer service', query: { IN: 'type=1', ID: 'type=1' } },
  {
    path: '/cardRepay',
    name: 'card repayment',
    query: { IN: 'orderId=1003&productId=102&amount=1072000', ID: 'orderId=2003&productId=202&amount=160800000' },
  },
  {
    path: '/repayment',
    name: 'installments',
    query: { IN: 'orderId=1003&productId=102', ID: 'orderId=2003&productId=202' },
  },
  {
    path: '/repaymentDelay',
    name: 'repayment extension',
    query: { IN: 'orderId=1004&productId=101', ID: 'orderId=2004&productId=201' },
  },
  {
    path: '/individual',
    name: 'change method',
    query: { IN: 'orderId=1003&productId=102&amount=1072000', ID: 'orderId=2003&productId=202&amount=160800000' },
  },
  {
    path: '/that',
    name: 'virtual account',
    query: { IN: 'orderId=1003&productId=102&amount=1072000', ID: 'orderId=2003&productId=202&amount=160800000' },
  },
  { path: '/relevant', name: 'recommended list', query: { IN: 'scene=banner_jingzhun', ID: 'scene=banner_jingzhun' } },
  { path: '/loginFailure', name: 'joint login failure', query: { IN: '', ID: '' } },
  {
    path: '/loanDetails',
    name: 'loan details',
    // Status 200: repaid, 'loan more', the rating pop-up (isScore 1).
    query: { IN: 'orderId=1006&productId=101', ID: 'orderId=2006&productId=201' },
  },
  { path: '/loanConfirm', name: 'loan confirm', query: { IN: 'productId=101', ID: 'productId=201' } },
  {
    path: '/loanAgreement',
    name: 'loan agreement',
    // What contract-jump hands out for the first agreement of the product (mocks/seed.ts contracts).
    query: { IN: 'productId=101&contractId=901', ID: 'productId=201&contractId=911' },
  },
  { path: '/', name: 'public site', query: { IN: '', ID: '' } },
  { path: '/Policy', name: 'public site policy', query: { IN: '', ID: '' } },
  { path: '/Loan', name: 'public site loan terms', query: { IN: '', ID: '' } },
  { path: '/About', name: 'public site about us', query: { IN: '', ID: '' } },
  { path: '/Contact', name: 'public site contact', query: { IN: '', ID: '' } },
  { path: '/User', name: 'public site user (empty)', query: { IN: '', ID: '' } },
  {
    path: '/intelligentCustomerService',
    name: 'chatbot',
    query: { IN: 'selectedIndex=1&orderNo=IN2406000001', ID: 'selectedIndex=1&orderNo=ID2406000001' },
  },
  { path: '/privacyPolicy', name: 'privacy policy', query: { IN: '', ID: '' } },
  { path: '/privacy', name: 'privacy policy (second path)', query: { IN: '', ID: '' } },
  { path: '/aboutUs', name: 'about us', query: { IN: '', ID: '' } },
  { path: '/loanTerms', name: 'loan terms', query: { IN: '', ID: '' } },
  // The promotion pages are hash routes (src/routes.ts HASH_ROUTES): the whole query is in the hash,
  // as an ad channel's link carries it; landing template 1001 is seeded for both markets.
  {
    path: '/#/registerTemplate',
    name: 'promotion register',
    query: { IN: PROMOTION_LINK, ID: PROMOTION_LINK },
  },
  { path: '/#/downloadTemplate', name: 'promotion download', query: { IN: PROMOTION_LINK, ID: PROMOTION_LINK } },
  { path: '/#/agreementTemplate', name: 'promotion agreement', query: { IN: PROMOTION_LINK, ID: PROMOTION_LINK } },
];

/**
 * The pages to open for `screens` (the paths of src/app/screens.ts): each screen in each market,
 * India first. A screen without a row above is still opened, with the device parameters only,
 * and reported in `warnings`; a row whose path is no longer a screen is dropped with a warning.
 *
 * @param {string[]} screens
 * @returns {{ pages: { key: string, market: 'IN' | 'ID', path: string, name: string, address: string, untabled: boolean }[], warnings: string[] }}
 */
export function routePages(screens) {
  const warnings = [];
  const rows = ROUTE_ADDRESSES.filter((row) => {
    if (screens.includes(row.path)) return true;
    warnings.push(`${row.path} (${row.name}) has an address in scripts/lib/routes.mjs but is not a screen of src/app/screens.ts: skipped`);
    return false;
  });
  for (const path of screens) {
    if (rows.some((row) => row.path === path)) continue;
    warnings.push(`${path} is a screen without an address in scripts/lib/routes.mjs: opened with the device parameters only`);
    rows.push({ path, name: path.slice(1), query: { IN: '', ID: '' }, untabled: true });
  }
  const pages = [];
  for (const market of /** @type {const} */ (['IN', 'ID'])) {
    for (const row of rows) {
      const extra = row.query[market];
      pages.push({
        key: `${market} ${row.path}`,
        market,
        path: row.path,
        name: row.name,
        address: `${row.path}?${MARKETS[market].query}${extra ? `&${extra}` : ''}`,
        untabled: row.untabled === true,
      });
    }
  }
  return { pages, warnings };
}
