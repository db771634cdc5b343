import type { Variant } from '@/services/session';

/**
 * Money is integer minor units (hundredths) until it is shown (§9): two decimals, the market's
 * grouping (id-ID groups with '.', en-IN with lakh commas), '₹' or 'Rp' in front.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, format);
  }
  return format;
}

export function formatMoney(minor: number, variant: Variant): string {
  return `${variant.symbol}${numberFormat(variant.locale).format(minor / 100)}`;
}

/** Major units as the server sends them ("1500000", "1.500.000", 1500.5) to integer minor units. */
export function toMinor(amount: string | number, variant: Variant): number {
  if (typeof amount === 'number') return Math.round(amount * 100);
  const group = variant.locale === 'id-ID' ? '.' : ',';
  const decimal = variant.locale === 'id-ID' ? ',' : '.';
  const normalised = amount.trim().split(group).join('').replace(decimal, '.');
  const value = Number(normalised);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** The amount for a pay URL: grouping dots stripped (§9). */
export function amountForUrl(display: string): string {
  return display.replace(/\./g, '');
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
