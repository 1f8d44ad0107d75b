import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosTextToCents, moneyTextToCents } from './money';

describe('moneyTextToCents: the one parser of a typed amount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['12.', 1200],
    ['.5', 50],
    [' 0.01 ', 1],
    ['0', 0],
  ])('%j -> %d cents', (text, cents) => {
    expect(moneyTextToCents(text)).toBe(cents);
  });

  it.each(['', ' ', '.', 'abc', '12.345', '-5', '1e3', '12.5.0', '1 000'])('refuses %j', (text) => {
    expect(moneyTextToCents(text)).toBeNull();
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(moneyTextToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });

  it('on the bonus hunt tracker an empty field is 0, the rest as above', () => {
    expect(eurosTextToCents('')).toBe(0);
    expect(eurosTextToCents('  ')).toBe(0);
    expect(eurosTextToCents('7,5')).toBe(750);
    expect(eurosTextToCents('x')).toBeNull();
  });
});
