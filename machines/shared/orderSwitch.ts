import { assign, type EventObject } from 'xstate';
import { LOAD_WORDS, loadedData } from './load';
import { EFFECT_WORDS } from './words';
import { navigate } from './effects';

/**
 * The order card and its switcher, shared by the complaint pages (§2 complaint entry and the new
 * complaint page): the order types of problem-init, the order the address names, and the order
 * sheet's transitions. Picking the order already shown only closes the sheet; picking another one
 * asks problem-init again for it (what the page lists can differ per order).
 */

/** §3 order card; the field names are the server's, so a flow hands problem-init over as is. */
export interface OrderCard {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  list: readonly { title: string; value: string }[];
  /** '1': collection-type complaints are allowed for this order. */
  isShow: string;
}

/** What problem-init answers of orders. */
export interface OrdersData {
  orderDetail: OrderCard | null;
  orderList: readonly OrderCard[];
}

/** What problem-init is asked for: the address's orderId or orderNo (orderNo wins when both are given). */
export interface OrderRequest {
  orderId: string;
  orderNo: string;
}

export type PickOrderEvent = { type: 'user.pickOrder'; orderNo: string };

/** The events of the order card and its sheet, in every machine that has them. */
export type OrderSwitchEvent = { type: 'user.openOrders' } | { type: 'user.closeOrders' } | PickOrderEvent;

/** The server's selected order, else the first of the list (a server may leave orderDetail out). */
export function selectedOrder(data: OrdersData): OrderCard | null {
  return data.orderDetail ?? data.orderList[0] ?? null;
}

/** The order card and the sheet's orders of a problem-init answer, for the context. */
export function ordersOf(data: OrdersData): { order: OrderCard | null; orders: readonly OrderCard[] } {
  return { order: selectedOrder(data), orders: data.orderList };
}

/** The query that names an order the way the address named it. */
export function orderQuery(request: OrderRequest): Record<string, string> {
  return request.orderNo !== '' ? { orderNo: request.orderNo } : { orderId: request.orderId };
}

interface SwitchContext {
  request: OrderRequest;
  order: OrderCard | null;
}

/**
 * A picked order into the page's address (`route`), replacing the entry: it is a choice, not a
 * page, and Back and reload keep it.
 */
export const showOrderInAddress = (route: string) =>
  navigate(({ context }: { context: SwitchContext }) => ({ route, query: orderQuery(context.request), replace: true }));

/** The guards of the order card and its sheet, for a machine's `setup({ guards })`. */
export const orderSwitchGuards = {
  /** problem-init answered, and names no order at all (the page's 'no order' state). */
  hasNoOrder: ({ event }: { event: EventObject }) => {
    const data = loadedData<OrdersData>(event);
    return data !== null && selectedOrder(data) === null;
  },
  isCurrentOrder: ({ context, event }: { context: SwitchContext; event: EventObject }) =>
    event.type === 'user.pickOrder' && (event as PickOrderEvent).orderNo === context.order?.orderNo,
};

/** The action the sheet's transitions name, for a machine's `setup({ actions })`. */
export function orderSwitchActions<TContext extends SwitchContext, TEvent extends EventObject>() {
  return {
    requestPickedOrder: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) =>
        (event.type === 'user.pickOrder'
          ? { request: { orderId: '', orderNo: (event as unknown as PickOrderEvent).orderNo } }
          : {}) as Partial<TContext>,
    ),
  };
}

/**
 * The order sheet's own transitions: closing it, or picking the order shown, returns to `back`
 * (the list it was opened over); another order is asked for in `load`, with `showInAddress` (the
 * page's navigate action) writing it into the address so Back and reload keep it.
 */
export function orderSheetTransitions<const TBack extends string, const TLoad extends string, const TShow>(
  back: TBack,
  load: TLoad,
  showInAddress: TShow,
) {
  return {
    'user.closeOrders': back,
    'user.pickOrder': [
      { guard: 'isCurrentOrder', target: back },
      { target: load, actions: ['requestPickedOrder', showInAddress] },
    ],
  } as const;
}

/** The words of the order card and its sheet (machines/shared/words.ts). */
export const ORDER_SWITCH_WORDS = {
  events: { 'user.openOrders': 'User taps the order card to change the order', 'user.closeOrders': 'User closes the order list', 'user.pickOrder': 'User picks an order in the list' },
  guards: { hasNoOrder: 'The server names no order for this user', isCurrentOrder: 'The order picked is the one already shown' },
  actions: { requestPickedOrder: 'Asks for the order picked' },
  /** What every page that opens on an order card does: its effects, its load's, the switch's. */
  pageActions: { ...EFFECT_WORDS, ...LOAD_WORDS.actions, requestPickedOrder: 'Asks for the order picked' },
  /** The order's first load failing, on every page that opens on an order card. */
  loadFailed: 'Order not loaded (network or server fault)',
} as const;
