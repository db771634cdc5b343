import { amountForUrl, currentDate, formatDate, formatMoney, toMinor } from '@/i18n/format';
import { variantOf } from '@/services/session';

const india = variantOf('1');
const indonesia = variantOf('0');

describe('money and dates (§9)', () => {
  it('formats minor units with two decimals per market', () => {
    expect(formatMoney(150000000, indonesia)).toBe('Rp1.500.000,00');
    expect(formatMoney(1234567, india)).toBe('₹12,345.67');
    expect(formatMoney(800000000, india)).toBe('₹80,00,000.00');
    expect(formatMoney(0, indonesia)).toBe('Rp0,00');
  });

  it('reads server amounts into minor units without float drift', () => {
    expect(toMinor('1.500.000', indonesia)).toBe(150000000);
    expect(toMinor('12,000.50', india)).toBe(1200050);
    expect(toMinor(0.1 + 0.2, india)).toBe(30);
    expect(toMinor('abc', india)).toBe(0);
  });

  it('reads either separator the way the market and the digits say', () => {
    expect(toMinor('1500000.5', indonesia)).toBe(150000050);
    expect(toMinor('1.500', indonesia)).toBe(150000);
    expect(toMinor('1.500.000,75', indonesia)).toBe(150000075);
    expect(toMinor('Rp1.500.000,00', indonesia)).toBe(150000000);
    expect(toMinor('₹80,00,000.00', india)).toBe(800000000);
    expect(toMinor('1.5', india)).toBe(150);
    expect(toMinor('12,000', india)).toBe(1200000);
    expect(toMinor(1500.5, indonesia)).toBe(150050);
    expect(toMinor('0.125', india)).toBe(13);
    expect(toMinor('1.2.3,4,5', indonesia)).toBe(0);
    expect(toMinor('', indonesia)).toBe(0);
  });

  it('formats and reads amounts up to 10^13 exactly', () => {
    expect(formatMoney(999999999999999, indonesia)).toBe('Rp9.999.999.999.999,99');
    expect(formatMoney(1000000000000000, india)).toBe('₹1,00,00,00,00,00,000.00');
    expect(formatMoney(-150, indonesia)).toBe('-Rp1,50');
    expect(toMinor('9.999.999.999.999,99', indonesia)).toBe(999999999999999);
    expect(toMinor('10.000.000.000.000', indonesia)).toBe(1000000000000000);
  });

  it('writes pay-URL amounts without grouping that read back to the same minor units (§9)', () => {
    expect(amountForUrl(150000000)).toBe('1500000');
    expect(amountForUrl(150000050)).toBe('1500000.50');
    expect(amountForUrl(5)).toBe('0.05');
    for (const minor of [0, 1, 99, 100, 150000050, 999999999999999, 1000000000000000]) {
      expect(toMinor(amountForUrl(minor), indonesia)).toBe(minor);
      expect(toMinor(amountForUrl(minor), india)).toBe(minor);
    }
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
