import { describe, expect, it } from 'vitest';
import { AVG_BET_RANGE_MESSAGE, gtbGuessRangeMessage, isAvgBetInRange, isGtbGuessInRange } from './live-hunt';

describe('the live hunt bet ranges the page and the API share', () => {
  it('a GTB guess is $1 up to the maximum, in whole cents', () => {
    expect([99, 100, 750_000, 750_001].map((g) => isGtbGuessInRange(g, 750_000))).toEqual([false, true, true, false]);
    expect(isGtbGuessInRange(100.5, 750_000)).toBe(false);
  });

  it('the GTB message writes the maximum in whole dollars, or with 2 decimals when not whole', () => {
    expect(gtbGuessRangeMessage(750_000)).toBe('O valor deve ser um número entre 1 e 7500.');
    expect(gtbGuessRangeMessage(15_150)).toBe('O valor deve ser um número entre 1 e 151.50.');
  });

  it('an AVG bet is a whole number of points from 1 to 500', () => {
    expect([0, 1, 500, 501, 1.5].map(isAvgBetInRange)).toEqual([false, true, true, false, false]);
    expect(AVG_BET_RANGE_MESSAGE).toBe('A aposta deve ser um número entre 1 e 500.');
  });
});
