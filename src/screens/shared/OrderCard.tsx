import type { ReactNode } from 'react';
import { safeUrl } from '@/services/safeUrl';
import { ProductLogo } from '@/ui/ProductLogo';
import { statusTone } from '@/ui/statusTone';
import './orderSwitcher.css';

/** One title/value line of the §3 order card (amount, apply date, ...), as the server words it. */
export interface OrderCardLine {
  title: string;
  value: string;
}

/** What the card shows of a §3 order card; problem-init's orderDetail fits it as is. */
export interface OrderCardData {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  list: readonly OrderCardLine[];
}

/** The status as a pill in the tone of its meaning (overdue, repaid...); nothing when there is none. */
function Status({ status }: { status: string }) {
  if (status.trim() === '') return null;
  return <span className={`ui-tone ui-tone--${statusTone(status)}`}>{status}</span>;
}

/**
 * The card's head: logo, product name, status, then the action. In `phrasing` content (the
 * summary inside a button) it is spans only; in the card, blocks and paragraphs.
 */
function Head({ order, action, phrasing = false }: { order: OrderCardData; action?: ReactNode; phrasing?: boolean }) {
  const Box = phrasing ? 'span' : 'div';
  const Line = phrasing ? 'span' : 'p';
  return (
    <Box className="order-card__head">
      <ProductLogo src={safeUrl(order.productLogo)} size={40} />
      <Box className="order-card__names">
        <Line className="order-card__product">{order.productName}</Line>
        <Line className="order-card__status">
          <Status status={order.status} />
        </Line>
      </Box>
      {action}
    </Box>
  );
}

export interface OrderCardProps {
  order: OrderCardData;
  /** Rendered at the end of the header, e.g. the button that switches orders. */
  action?: ReactNode;
}

/** The selected order of the complaint pages (§2): logo, product name, status, title/value lines. */
export function OrderCard({ order, action }: OrderCardProps) {
  return (
    <article className="order-card" aria-label={order.productName}>
      <Head order={order} action={action} />
      {order.list.length > 0 && (
        <dl className="order-card__lines">
          {/* The server's lines in its order, redrawn whole for another order: their place is who they are. */}
          {order.list.map((line, index) => (
            <div className="order-card__line" key={index}>
              <dt>{line.title}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

export interface OrderSummaryProps {
  order: OrderCardData;
  /** The order number line, worded by the page ("Order No. {orderNo}"). */
  orderNoText: string;
}

/**
 * The same card in phrasing content only, so it can be the label of a button (the order
 * switcher's options): a <button> may not contain headings, lists or paragraphs.
 */
export function OrderSummary({ order, orderNoText }: OrderSummaryProps) {
  return (
    <span className="order-card order-card--summary">
      <Head order={order} phrasing />
      <span className="order-card__meta">{orderNoText}</span>
      {order.list.length > 0 && (
        <span className="order-card__meta">
          {order.list.map((line, index) => (
            <span className="order-card__pair" key={index}>
              {line.title} <b>{line.value}</b>
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
