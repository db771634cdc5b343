import { db, type Order, type Product } from '../db';
import type { Call } from '../respond';

/** What several loan flows (§7) read: the order a call names, its product, a copy's {placeholders}. */

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function findOrder(call: Call): Order | undefined {
  return db.order(call.market, call.body.orderId || call.body.orderNo || '');
}

export const productOf = (order: Order): Product | undefined => db.product(order.market, order.productId);
