import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPoints } from './format';

describe('formatPoints', () => {
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
    expect(formatPoints(input)).toBe(expected);
  });

  it('never shows more than the real value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5e12 }), (n) => {
        const out = formatPoints(n);
        const match = /^(\d+(?:\.\d)?)([kMB]?)$/.exec(out);
        expect(match).not.toBeNull();
        const scale = { '': 1, k: 1e3, M: 1e6, B: 1e9 }[match![2] as '' | 'k' | 'M' | 'B'];
        expect(Number(match![1]) * scale).toBeLessThanOrEqual(n + 1e-6);
      }),
    );
  });
});
