import { lazy, Suspense } from 'react';
import type { OrderSwitchEvent } from '@machines/shared/orderSwitch';
import { Button } from '@/ui';
import { OrderCard, type OrderCardData } from './OrderCard';
import { usePrefetch } from './usePrefetch';
import './orderSwitcher.css';

// The sheet opens on 'All': its code (the sheet) comes once the card shows, off the first visit's path.
const loadSheet = () => import('./OrderSheet');
const OrderSheet = lazy(loadSheet);

/** The switcher's words, as each complaint page says them. */
export interface OrderSwitcherText {
  /** The name of the region that holds the selected order's card. */
  selectedOrder: string;
  /** The button that opens the sheet (§2 'All'). */
  all: string;
  /** The sheet's title. */
  allOrders: string;
  /** The order number line of each order in the sheet. */
  orderNo: (orderNo: string) => string;
  /** The mark of the order shown. */
  current: string;
}

export interface OrderSwitcherProps {
  order: OrderCardData;
  orders: readonly OrderCardData[];
  sheetOpen: boolean;
  text: OrderSwitcherText;
  send: (event: OrderSwitchEvent) => void;
}

/**
 * The complaint pages' selected order (§2): its card with the 'All' button, and the sheet of all
 * orders to switch to, the one shown marked. One component for the complaint entry and the new
 * complaint page; the flows' shared transitions are in machines/shared/orderSwitch.ts.
 */
export function OrderSwitcher({ order, orders, sheetOpen, text, send }: OrderSwitcherProps) {
  usePrefetch(loadSheet, true);
  return (
    <>
      <section className="order-switcher" aria-label={text.selectedOrder}>
        <OrderCard
          order={order}
          action={
            <Button variant="text" className="order-switcher__all" aria-haspopup="dialog" onClick={() => send({ type: 'user.openOrders' })}>
              {text.all}
            </Button>
          }
        />
      </section>
      {sheetOpen && (
        <Suspense fallback={null}>
          <OrderSheet order={order} orders={orders} text={text} send={send} />
        </Suspense>
      )}
    </>
  );
}
