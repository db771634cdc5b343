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

  it('strips the grouping dots for the pay URL', () => {
    expect(amountForUrl('1.500.000')).toBe('1500000');
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
