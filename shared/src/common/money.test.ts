import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it("puts a debit's minus before the symbol, as '-£26.16'", () => {
    expect(formatMoney(-26.16, 'GBP')).toBe('-£26.16');
    expect(formatMoney(-48.105, 'GBP')).toBe('-£48.11');
  });

  it('separates thousands and keeps the decimals asked for', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0.004, 'GBP', 3)).toBe('£0.004');
    expect(formatMoney(-1234.5678, 'GBP', 3)).toBe('-£1,234.568');
  });

  it('uses the currency symbol, or the code when it has none', () => {
    expect(formatMoney(3.456, 'EUR')).toBe('€3.46');
    expect(formatMoney(1, 'SEK')).toBe('SEK1.00');
  });

  it('shows no minus on an amount that rounds to zero', () => {
    expect(formatMoney(-0.001)).toBe('£0.00');
  });
});
