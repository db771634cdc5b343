import type { LoanOrder } from './ports';

/**
 * Money between the pages and the server (§9, docs/spec-notes.md "Amounts"): an integer count of
 * hundredths (paise, sen) in every response, every pay address (`/that?amount=1234567`) and every
 * request. The pages hold it as a canonical digit string ('0', '1234567'): no float ever touches
 * it, JSON and addresses carry it unchanged, and sums are done digit by digit, so it is exact far
 * past 10^13 hundredths on every WebView (no BigInt needed).
 *
 * Anything else (separators, a decimal point, letters, a sign, empty) is not guessed: reading it
 * gives null, and the page says the amount cannot be read instead of sending any money call.
 */
export type Hundredths = string;

/** The longest amount read: 10^15 - 1 hundredths, past every real loan and still a safe integer. */
export const MAX_HUNDREDTHS_DIGITS = 15;

/** An amount as a response or an address gives it, or null when it is not a whole number of hundredths. */
export function readHundredths(value: unknown): Hundredths | null {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return null;
    digits = String(value);
  } else if (typeof value === 'string') {
    digits = value.trim();
    if (!/^\d+$/.test(digits)) return null;
  } else {
    return null;
  }
  const canonical = digits.replace(/^0+(?=\d)/, '');
  return canonical.length <= MAX_HUNDREDTHS_DIGITS ? canonical : null;
}

export function isZeroHundredths(amount: Hundredths): boolean {
  return /^0+$/.test(amount);
}

/** The exact sum of canonical digit strings, added column by column. */
export function sumHundredths(amounts: readonly Hundredths[]): Hundredths {
  let total = '0';
  for (const amount of amounts) {
    let carry = 0;
    let out = '';
    for (let i = 1; i <= Math.max(total.length, amount.length); i += 1) {
      const column = Number(total[total.length - i] ?? 0) + Number(amount[amount.length - i] ?? 0) + carry;
      out = String(column % 10) + out;
      carry = column >= 10 ? 1 : 0;
    }
    total = (carry ? '1' : '') + out;
  }
  return total.replace(/^0+(?=\d)/, '');
}

/**
 * What the two pay pages share (§2, §4): the pay method the change-method page stores and the
 * virtual-account page asks generate-vcode for, and the address each of them hands the other. Here
 * rather than a module of its own so it stays with the payment flows (vite.config.ts).
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
