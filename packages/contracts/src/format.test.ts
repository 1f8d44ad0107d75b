import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, formatMoney, formatPoints, formatPointsShort, pointsLabel } from './format';

describe('formatPointsShort', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1999, '1.9k'],
    [10_000, '10k'],
    [999_999, '999.9k'],
    [1_000_000, '1M'],
    [2_250_000, '2.2M'],
    [1_000_000_000, '1B'],
    [3_700_000_000, '3.7B'],
  ])('%d -> %s', (input, expected) => {
    expect(formatPointsShort(input)).toBe(expected);
  });

  it('never shows more than the real value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5e12 }), (n) => {
        const out = formatPointsShort(n);
        const match = /^(\d+(?:\.\d)?)([kMB]?)$/.exec(out);
        expect(match).not.toBeNull();
        const scale = { '': 1, k: 1e3, M: 1e6, B: 1e9 }[match![2] as '' | 'k' | 'M' | 'B'];
        expect(Number(match![1]) * scale).toBeLessThanOrEqual(n + 1e-6);
      }),
    );
  });
});

describe('formatPoints and pointsLabel', () => {
  it('writes points in full with thousands separators, and the unit in the right number', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(1_234_567)).toBe('1,234,567');
    expect(pointsLabel(1)).toBe('1 point');
    expect(pointsLabel(0)).toBe('0 points');
    expect(pointsLabel(1500)).toBe('1,500 points');
  });
});

describe('formatMoney (the one money formatter, in the site currency)', () => {
  it('writes the currency symbol, thousands and 2 decimals; negatives before the symbol', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-40, 'EUR')).toBe('-€40.00');
    expect(formatMoney(30, 'GBP')).toBe('£30.00');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
    expect(formatCents(12_345, 'EUR')).toBe('€123.45');
  });
  it('whole drops ".00" from a whole amount only', () => {
    expect(formatCents(3_000, 'USD', { whole: true })).toBe('$30');
    expect(formatCents(3_050, 'USD', { whole: true })).toBe('$30.50');
    expect(formatMoney(30, 'EUR', { whole: true })).toBe('€30');
  });
});
