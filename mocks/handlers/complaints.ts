import { db, type Complaint, type Market, type Order } from '../db';
import { orderCardLines, STATUS_TEXT } from '../domain';
import type { Call, Copy } from '../respond';

/**
 * What several complaint flows (§7) read: the order card and its choice, a complaint's state and
 * the type titles.
 */

export const ORDER_MISSING: Copy = { IN: 'Order not found', ID: 'Pesanan tidak ditemukan' };

export function orderCard(order: Order) {
  return {
    orderNo: order.orderNo,
    productLogo: db.product(order.market, order.productId)?.logo ?? '',
    productName: db.product(order.market, order.productId)?.name ?? '',
    status: STATUS_TEXT[order.status][order.market],
    list: orderCardLines(order),
    isShow: order.isShow,
  };
}

/** The order asked for (orderNo or orderId), else the user's first order. */
export function chosenOrder(call: Call): Order | undefined | null {
  const key = call.body.orderNo || call.body.orderId || '';
  if (key === '') return db.orders(call.market)[0];
  return db.order(call.market, key) ?? null;
}

export const isProcessing = (c: Complaint) => c.disposeDetail === '' && c.disposeImages.length === 0;

export function typeTitle(market: Market, value: string): string {
  return db.problemTypes(market).find((t) => t.value === value)?.title ?? '';
}

export function sonTypeTitle(market: Market, value: string): string {
  return db.problemSonTypes(market).find((t) => t.value === value)?.title ?? '';
}
