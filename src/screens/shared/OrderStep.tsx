import type { ReactNode } from 'react';
import type { OrderSwitchEvent } from '@machines/shared/orderSwitch';
import { t } from '@/i18n';
import { Button } from '@/ui';
import type { OrderCardData } from './OrderCard';
import { OrderSwitcher, type OrderSwitcherText } from './OrderSwitcher';

/** The complaint pages that start from an order; each words the same things with keys of its own. */
export type OrderPage = 'complaintEntry' | 'complaintNew';

/** The order switcher's words on one of the pages. */
export function switcherText(page: OrderPage): OrderSwitcherText {
  return {
    selectedOrder: t(`${page}.selectedOrder`),
    all: t(`${page}.all`),
    allOrders: t(`${page}.allOrders`),
    orderNo: (orderNo) => t(`${page}.orderNo`, { orderNo }),
    current: t(`${page}.current`),
  };
}

export interface OrderStepProps {
  page: OrderPage;
  view: { noOrder: boolean; orders: readonly OrderCardData[]; sheetOpen: boolean };
  /** The order the page is about; null while there is nothing to show for one. */
  order: OrderCardData | null;
  send: (event: OrderSwitchEvent | { type: 'user.leave' }) => void;
  /** What the page offers for the order (its question types, its help topics). */
  children: ReactNode;
}

/**
 * The order step of the complaint pages (§2): without any order, the page says so with Back; with
 * one, its card and the switcher to the others, then the page's own choices for it.
 */
export function OrderStep({ page, view, order, send, children }: OrderStepProps) {
  return (
    <>
      {view.noOrder && (
        <div className="ui-state">
          <h2 className="ui-state__title">{t(`${page}.noOrderTitle`)}</h2>
          <p className="ui-state__text">{t(`${page}.noOrder`)}</p>
          <Button variant="secondary" onClick={() => send({ type: 'user.leave' })}>
            {t('common.back')}
          </Button>
        </div>
      )}
      {order && (
        <>
          <OrderSwitcher order={order} orders={view.orders} sheetOpen={view.sheetOpen} text={switcherText(page)} send={send} />
          {children}
        </>
      )}
    </>
  );
}

export interface PickListProps<T, K extends string | number> {
  /** The list's classes, and each button's. */
  className: string;
  buttonClassName: string;
  items: readonly T[];
  /** An item's key: what a pick gives `onPick`, and what `opening` holds while its page opens. */
  keyOf: (item: T, index: number) => K;
  opening: K | null;
  onPick: (key: K) => void;
  /** A button's content; `busy` while its page opens. */
  children: (item: T, busy: boolean) => ReactNode;
}

/**
 * What the complaint pages offer for the order (the question types, the help topics): a list of
 * buttons, the one being opened busy, the list busy meanwhile.
 */
export function PickList<T, K extends string | number>({ className, buttonClassName, items, keyOf, opening, onPick, children }: PickListProps<T, K>) {
  return (
    <ul className={className} aria-busy={opening !== null || undefined}>
      {items.map((item, index) => {
        const key = keyOf(item, index);
        return (
          <li key={key}>
            <button type="button" className={buttonClassName} aria-busy={opening === key || undefined} onClick={() => onPick(key)}>
              {children(item, opening === key)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
