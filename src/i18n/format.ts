import type { Hundredths } from '@machines/shared/money';
import type { Variant } from '@/services/session';

/**
 * Money is integer hundredths (a canonical digit string, machines/shared/money.ts) until it is
 * shown (§9): two decimals, the market's grouping (id-ID groups with '.' and decimals with ',',
 * en-IN groups in lakhs with ','), '₹' or 'Rp' in front. Done on the digits alone, so any amount
 * the pages accept comes out exact.
 */
const SEPARATORS = {
  'id-ID': { group: '.', decimal: ',' },
  'en-IN': { group: ',', decimal: '.' },
} as const;

function groupDigits(digits: string, variant: Variant): string {
  const { group } = SEPARATORS[variant.locale];
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  // India groups the digits above the thousands in twos (12,34,567); Indonesia in threes.
  const size = variant.locale === 'en-IN' ? 2 : 3;
  const groups = [last];
  while (rest.length > 0) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  return groups.join(group);
}

/** Hundredths read by readHundredths ('1234567') as the market shows them ('₹12,345.67', 'Rp12.345,67'). */
export function formatMoney(amount: Hundredths, variant: Variant): string {
  const digits = amount.replace(/^0+(?=\d)/, '').padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${variant.symbol}${groupDigits(whole, variant)}${SEPARATORS[variant.locale].decimal}${digits.slice(-2)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD, or YYYY-MM-DD HH:MM:SS with `withTime` (§9). */
export function formatDate(value: Date | number | string, withTime = false): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date;
}

/** The current-date helper of §9: MM/DD, or MM/DD HH:MM with `withTime`. */
export function currentDate(now: Date = new Date(), withTime = false): string {
  const date = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
  return withTime ? `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}` : date;
}
