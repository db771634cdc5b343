import { screen, within, type Screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { OrderCard } from '@machines/shared/orderSwitch';

/**
 * The order switcher of the complaint pages (src/screens/shared/OrderSwitcher.tsx) as a borrower
 * meets it in English (India): the selected order's card with its 'All' button, the sheet of all
 * the borrower's orders, and the page said when there is none; and the gestures on them.
 */

/** The tone each status of the paths' orders (tests/support/pathFixtures) is shown in: the colour of its meaning. */
export const ORDER_TONE: Readonly<Record<string, string>> = { 'Under review': 'pending', Overdue: 'overdue' };

/** The sheet of all orders (open). */
export const orderSheet = (page: Screen = screen): HTMLElement => page.getByRole('dialog', { name: 'All orders' });

/** An order's option in the open sheet, by its number. */
export const orderOption = (orderNo: string, page: Screen = screen): HTMLElement =>
  within(orderSheet(page)).getByRole('button', { name: new RegExp(`Order No\\. ${orderNo}`) });

/** The order switcher's gestures, as a path suite's `gestures` take them: open the sheet from the card, pick an order in it, close it. */
export const orderSwitchGestures = {
  'user.openOrders': ({ user }: { user: UserEvent }) => user.click(screen.getByRole('button', { name: 'All' })),
  'user.closeOrders': ({ user }: { user: UserEvent }) => user.click(within(orderSheet()).getByRole('button', { name: 'Close' })),
  'user.pickOrder': ({ user, event }: { user: UserEvent; event: { orderNo: string } }) => user.click(orderOption(event.orderNo)),
};

/** The selected order's card (§3): its status in the tone of its meaning, its lines, and 'All' opening the sheet. */
export function expectOrderCard(card: HTMLElement, order: OrderCard): void {
  expect(within(card).getByText(order.status)).toHaveClass('ui-tone', `ui-tone--${ORDER_TONE[order.status]}`);
  for (const line of order.list) {
    expect(within(card).getByText(line.title)).toBeInTheDocument();
    expect(within(card).getByText(line.value)).toBeInTheDocument();
  }
  expect(within(card).getByRole('button', { name: 'All' })).toHaveAttribute('aria-haspopup', 'dialog');
}

/** The open sheet: every order, by product and in the tone of its status, the selected one marked. */
export function expectOrderSheet(orders: readonly OrderCard[], selected: OrderCard | null, page: Screen = screen): void {
  expect(within(orderSheet(page)).getAllByRole('button', { name: /Order No\./ })).toHaveLength(orders.length);
  for (const item of orders) {
    const option = orderOption(item.orderNo, page);
    expect(option).toHaveTextContent(item.productName);
    expect(within(option).getByText(item.status)).toHaveClass(`ui-tone--${ORDER_TONE[item.status]}`);
    if (item.orderNo === selected?.orderNo) expect(option).toHaveAttribute('aria-current', 'true');
    else expect(option).not.toHaveAttribute('aria-current');
  }
}

/**
 * After a pick: the order asked for by its number (`body`, what the server received), the sheet
 * closed, and the address naming it by number alone (a reload, or Back from the next page, comes back to it).
 */
export function expectPickedOrder(body: Record<string, string>, place: { query: Record<string, string> }, orderNo: string | undefined, page: Screen = screen): void {
  expect(body).toEqual({ orderNo });
  expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  expect(place.query.orderNo).toBe(orderNo);
  expect(place.query).not.toHaveProperty('orderId');
}

/** A borrower with no order: said so, with Back. */
export function expectNoOrders(page: Screen = screen): void {
  expect(page.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  expect(page.getByText('A complaint is filed about an order, and you have none yet.')).toBeInTheDocument();
  expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
}

/**
 * The page's address names the order it shows, by `key` alone (the number or the id the page was
 * opened or last switched with), beside the `session` the app opened it with.
 */
export function expectOrderAddress(
  place: { pathname: string; query: Record<string, string> },
  { pathname, session }: { pathname: string; session: Readonly<Record<string, string>> },
  key: 'orderNo' | 'orderId',
  value: string,
): void {
  expect(place.pathname).toBe(pathname);
  expect(place.query).toMatchObject(session);
  expect(place.query[key]).toBe(value);
  expect(place.query).not.toHaveProperty(key === 'orderNo' ? 'orderId' : 'orderNo');
}
