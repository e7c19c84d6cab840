import { describe, expect, it } from 'vitest';
import { amountParts, formatAmount } from './amount-display';

describe('amounts for display', () => {
  it('splits VND into its thousands and last three digits whatever the language', () => {
    expect(amountParts(1_234_000, 'VND', 'en')).toEqual([
      { text: '1.234', role: 'main' },
      { text: '.000', role: 'minor' },
      { text: ' ₫', role: 'symbol' },
    ]);
    expect(formatAmount(-100_000, 'VND', 'vi')).toBe('-100.000 ₫');
    expect(formatAmount(500, 'VND', 'vi')).toBe('500 ₫');
  });

  it('formats other currencies for the language', () => {
    expect(formatAmount(1250, 'USD', 'en')).toBe('$12.50');
    expect(amountParts(125_000, 'THB', 'th')).toEqual([{ text: '฿1,250.00', role: 'main' }]);
  });
});
