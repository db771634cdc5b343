/**
 * The amount a pay address carries (§9, "the dot is stripped"): whole units without grouping, and
 * '.<cents>' only when there are cents, from integer minor units, so the page it opens reads it
 * back (`toMinor` in src/i18n/format.ts) to the same minor units in either market. Integer
 * arithmetic only: exact below 2^53 minor units (amounts past 10^13).
 */
export function amountForUrl(minor: number): string {
  const units = Math.round(Math.abs(minor));
  const whole = Math.floor(units / 100);
  const cents = units % 100;
  const sign = minor < 0 && units > 0 ? '-' : '';
  return `${sign}${whole}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}
