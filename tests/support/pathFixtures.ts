import type { OrderCard } from '@machines/shared/orderSwitch';

/**
 * What the path specs (tests/paths/specs) give their machines and answer for them, where more than
 * one spec, or another kind of test, shows the same thing: the device parameters of the paths'
 * addresses and the borrower's orders of the complaint pages. Data only (the coverage report reads
 * the specs outside Vitest): nothing here renders or asserts.
 */

/** The device parameters and header values of the paths' Indian app session, as an address carries them (§2). */
export const PATH_SESSION = 'deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1';

/** An order card (§3) with no logo: its number, product, status, lines, and whether collection complaints are allowed. */
export function orderCard(orderNo: string, productName: string, status: string, list: OrderCard['list'], isShow = '0'): OrderCard {
  return { orderNo, productLogo: '', productName, status, list, isShow };
}

/** The borrower's first order: under review, no collection complaint for it (isShow '0'). */
export const REVIEW_ORDER = orderCard('IN2406000001', 'RupeeNow', 'Under review', [
  { title: 'Loan amount', value: '₹5,000.00' },
  { title: 'Apply date', value: '2024-06-01' },
]);
/** The second: overdue, collection complaints allowed (isShow '1'). */
export const OVERDUE_ORDER = orderCard(
  'IN2406000003',
  'CashKaro',
  'Overdue',
  [
    { title: 'Loan amount', value: '₹30,000.00' },
    { title: 'Due date', value: '2024-09-30' },
  ],
  '1',
);

/**
 * The answers a request for a link may get, in the order the specs try them: each of `urls`, none
 * the app may open (null: refused by safeUrl), and the server's refusal with its `message`.
 */
export function linkAnswers(urls: readonly string[], message: string): ({ ok: true; url: string | null } | { ok: false; message: string })[] {
  return [...urls.map((url) => ({ ok: true as const, url })), { ok: true, url: null }, { ok: false, message }];
}
