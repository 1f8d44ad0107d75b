import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPoints, formatPointsShort, pointsLabel } from './format';

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
