import type { Variant } from '@/services/session';

/**
 * Money is integer minor units (hundredths) until it is shown (§9): two decimals, the market's
 * grouping (id-ID groups with '.' and decimals with ',', en-IN groups in lakhs with ','), '₹' or
 * 'Rp' in front. Every step is done on digit strings, never on fractions of a float, so amounts up
 * to 10^13 (10^15 minor units, below 2^53) come out exact.
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

/** Integer minor units as '<whole>' and '<two digits>' strings. */
function split(minor: number): { negative: boolean; whole: string; cents: string } {
  const units = Math.round(Math.abs(minor));
  const digits = String(units).padStart(3, '0');
  return { negative: minor < 0 && units > 0, whole: digits.slice(0, -2).replace(/^0+(?=\d)/, ''), cents: digits.slice(-2) };
}

export function formatMoney(minor: number, variant: Variant): string {
  const { negative, whole, cents } = split(minor);
  return `${negative ? '-' : ''}${variant.symbol}${groupDigits(whole, variant)}${SEPARATORS[variant.locale].decimal}${cents}`;
}

/**
 * An amount as a server or a pay address gives it ('1.500.000', '12,000.50', '1500000.5', 1500.5,
 * 'Rp1.500.000,00') to integer minor units; 0 when it is not an amount. With both separators the
 * last one is the decimal point. With one kind only: the market's decimal separator is the decimal
 * point; the market's grouping separator groups when it appears more than once or is followed by
 * exactly three digits, and is a decimal point otherwise ('1500000.5' from a plain number).
 * A third decimal rounds half up.
 */
export function toMinor(amount: string | number, variant: Variant): number {
  // A JSON number is written with a decimal point whatever the market.
  if (typeof amount === 'number') return Number.isFinite(amount) ? parseMinor(amount.toFixed(3), SEPARATORS['en-IN']) : 0;
  return parseMinor(amount, SEPARATORS[variant.locale]);
}

function parseMinor(text: string, { group, decimal }: { group: string; decimal: string }): number {
  const cleaned = text.trim().replace(/^(Rp|₹|Rs\.?)\s*/i, '');
  const match = /^(-?)([\d.,]+)$/.exec(cleaned);
  if (!match) return 0;
  const sign = match[1] ?? '';
  const body = match[2] ?? '';
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let point = -1;
  if (lastDot >= 0 && lastComma >= 0) point = Math.max(lastDot, lastComma);
  else if (lastDot >= 0 || lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const char = body.charAt(at);
    const count = body.split(char).length - 1;
    const after = body.length - at - 1;
    if (char === decimal && count === 1) point = at;
    else if (char === group && count === 1 && after !== 3) point = at;
  }
  const wholeText = (point < 0 ? body : body.slice(0, point)).replace(/[.,]/g, '');
  const fraction = point < 0 ? '' : body.slice(point + 1);
  const pointTwice = point >= 0 && body.slice(0, point).includes(body.charAt(point));
  if (pointTwice || /[.,]/.test(fraction) || (wholeText === '' && fraction === '')) return 0;
  const digits = `${wholeText || '0'}${fraction.padEnd(2, '0').slice(0, 2)}`;
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const units = Number(digits) + roundUp;
  if (!Number.isSafeInteger(units)) return 0;
  return sign === '-' ? -units : units;
}

export { amountForUrl } from '@machines/shared/money';

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
