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
  return amount === '0';
}

/**
 * The exact sum of canonical digit strings, added column by column: canonical too, since the
 * longer operand's first digit is not 0 (or both are '0').
 */
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
  return total;
}
