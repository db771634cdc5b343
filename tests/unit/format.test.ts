import fc from 'fast-check';
import { isZeroHundredths, readHundredths, sumHundredths } from '@machines/shared/money';
import { currentDate, formatDate, formatMoney } from '@/i18n/format';
import { variantOf } from '@/services/session';

const india = variantOf('1');
const indonesia = variantOf('0');

describe('money and dates (§9)', () => {
  it('formats integer hundredths with two decimals per market', () => {
    const shown = [
      ['1234567', india, '₹12,345.67'],
      ['1234567', indonesia, 'Rp12.345,67'],
      ['150000000', indonesia, 'Rp1.500.000,00'],
      ['800000000', india, '₹80,00,000.00'],
      ['0', indonesia, 'Rp0,00'],
      ['5', india, '₹0.05'],
      ['99', indonesia, 'Rp0,99'],
    ] as const;
    for (const [hundredths, market, text] of shown) expect(formatMoney(hundredths, market), `${hundredths} in ${market.locale}`).toBe(text);
  });

  it('reads an amount only as a whole number of hundredths: digits, or a JSON integer', () => {
    expect(readHundredths('1234567')).toBe('1234567');
    expect(readHundredths(1234567)).toBe('1234567');
    expect(readHundredths(' 1234567 ')).toBe('1234567');
    expect(readHundredths('0001500')).toBe('1500');
    expect(readHundredths('0')).toBe('0');
    expect(readHundredths(0)).toBe('0');
  });

  it('never guesses: separators, a decimal point, letters, a sign or nothing are unreadable', () => {
    for (const bad of ['1.500.000', '12,000.50', '1500000.5', '1,500', 'Rp1.500.000,00', '₹5,250', '-150', '+150', '12a', 'abc', '', '   ', '1e5', '0x10', '１２３']) {
      expect(readHundredths(bad), bad).toBeNull();
    }
    for (const bad of [1500.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, null, undefined, true, {}, []]) {
      expect(readHundredths(bad), String(bad)).toBeNull();
    }
    // Past 10^15 hundredths no loan is real: refused rather than shown.
    expect(readHundredths('1000000000000000')).toBeNull();
    expect(readHundredths('999999999999999')).toBe('999999999999999');
  });

  it('adds exactly, digit by digit, and tells zero', () => {
    expect(sumHundredths([])).toBe('0');
    expect(sumHundredths(['160800000', '160800000', '160800001'])).toBe('482400001');
    expect(sumHundredths(['999999999999999', '1'])).toBe('1000000000000000');
    expect(isZeroHundredths('0')).toBe(true);
    expect(isZeroHundredths('10')).toBe(false);
  });

  it('formats amounts up to 10^13 exactly, in either market', () => {
    expect(formatMoney('10000000000000', indonesia)).toBe('Rp100.000.000.000,00');
    expect(formatMoney('10000000000000', india)).toBe('₹1,00,00,00,00,000.00');
    expect(formatMoney('999999999999999', indonesia)).toBe('Rp9.999.999.999.999,99');
  });

  it('round-trips every integer up to 10^13 through the pay address and the formatted text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.boolean(), (n, asNumber) => {
        // The response's amount (a JSON number or a digit string) -> the pay address -> the next page.
        const read = readHundredths(asNumber ? n : String(n));
        const address = new URLSearchParams({ amount: read ?? '' }).toString();
        const again = readHundredths(new URLSearchParams(address).get('amount'));
        expect(again).toBe(String(n));
        // What the borrower sees holds the same digits, two of them after the decimal separator.
        for (const variant of [india, indonesia]) {
          const shown = formatMoney(again!, variant);
          expect(shown.replace(/\D/g, '').replace(/^0+(?=\d)/, '')).toBe(String(n));
          expect(shown).toMatch(variant.locale === 'en-IN' ? /\.\d\d$/ : /,\d\d$/);
        }
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });

  it('formats dates as YYYY-MM-DD, YYYY-MM-DD HH:MM:SS, MM/DD and MM/DD HH:MM', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDate(d)).toBe('2026-01-05');
    expect(formatDate(d, true)).toBe('2026-01-05 07:08:09');
    expect(currentDate(d)).toBe('01/05');
    expect(currentDate(d, true)).toBe('01/05 07:08');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
