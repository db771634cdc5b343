import { BottomSheet } from '@/ui';
import { OrderSummary } from './OrderCard';
import type { OrderSwitcherProps } from './OrderSwitcher';

/** The order shown is scrolled into the sheet's view when the sheet opens: ten orders overflow a phone. */
const revealCurrent = (option: HTMLElement | null) => option?.scrollIntoView?.({ block: 'nearest' });

/** The sheet of all orders to switch to (§2 'All'), the one shown marked. */
export default function OrderSheet({ order, orders, text, send }: Omit<OrderSwitcherProps, 'sheetOpen'>) {
  return (
    <BottomSheet open title={text.allOrders} onClose={() => send({ type: 'user.closeOrders' })}>
      <ul className="order-switcher__orders">
        {orders.map((item) => {
          const current = item.orderNo === order.orderNo;
          return (
            <li key={item.orderNo}>
              <button
                ref={current ? revealCurrent : undefined}
                type="button"
                className="order-switcher__order"
                aria-current={current || undefined}
                onClick={() => send({ type: 'user.pickOrder', orderNo: item.orderNo })}
              >
                <OrderSummary order={item} orderNoText={text.orderNo(item.orderNo)} />
                {current && <span className="order-switcher__current">{text.current}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
