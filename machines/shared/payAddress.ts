import { readHundredths, type Hundredths } from './hundredths';
import type { LoanOrder } from './ports';

/**
 * What the two pay pages share (§2, §4): the pay method the change-method page stores and the
 * virtual-account page asks generate-vcode for, and the address each of them hands the other.
 * Imported through ./money.ts; a module of its own, beside the amounts (./hundredths.ts), so the
 * other pages that show money download none of it (vite.config.ts COPIED).
 */

/** A stored pay method (§4 payway): payCode the bank or the market, specificNum the bank's method. */
export interface PayChoice {
  /** PAY_TYPE_BANK or PAY_TYPE_MARKET. */
  payType: string;
  payCode: string;
  specificNum: string;
  /** '1' lets the server choose. */
  isDefault: string;
}

/** §3 pay types. */
export const PAY_TYPE_BANK = '1';
export const PAY_TYPE_MARKET = '2';

/** A pay page's address: the order, the amount and whether it is the extension's fee (display=1). */
export interface PayAddress extends LoanOrder {
  /** Integer hundredths as the address gives it, '' when it has none (the server's amount). */
  amount: string;
  display: boolean;
}

/** The address amount as hundredths: '' when the address has none, null when it cannot be read. */
export function payAmountOf(address: Pick<PayAddress, 'amount'>): Hundredths | '' | null {
  const text = address.amount.trim();
  return text === '' ? '' : readHundredths(text);
}

/**
 * The other pay page's query: the same amount (left out when this page had none, so the server's
 * amount is asked for again), display=1 only when this page had it, and the order.
 */
export function payQuery(address: PayAddress): Record<string, string> {
  const amount = payAmountOf(address);
  return {
    ...(amount ? { amount } : {}),
    ...(address.display ? { display: '1' } : {}),
    productId: address.productId,
    orderId: address.orderId,
  };
}
