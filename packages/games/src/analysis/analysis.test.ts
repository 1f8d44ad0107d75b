import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CARDS_PER_GAME } from '../blackjack/cards';
import { analyseBlackjackReturn, dealerBlackjackChance, dealerOutcomes } from './blackjack-return';
import { analyseMinesReturn } from './mines-return';
import { analysePerfectPairs, analyseTwentyOnePlusThree } from './side-bet-return';

describe('side bet returns (exact enumeration)', () => {
  it('Perfect Pairs keeps 5.77% (49/52 returned)', () => {
    const pp = analysePerfectPairs();
    expect(pp.combinations).toBe(52 ** 2);
    expect(pp.counts).toEqual({ perfect_pair: 52, coloured_pair: 52, mixed_pair: 104 });
    expect(pp.rtp).toBeCloseTo(49 / 52, 12);
    expect(pp.houseEdge).toBeCloseTo(0.0577, 4);
  });

  it('21+3 keeps 0.825%', () => {
    const t3 = analyseTwentyOnePlusThree();
    expect(t3.combinations).toBe(52 ** 3);
    expect(t3.counts).toEqual({
      suited_trips: 52,
      straight_flush: 288,
      three_of_a_kind: 780,
      straight: 4320,
      flush: 8448,
    });
    expect(t3.houseEdge).toBeCloseTo(0.00825, 5);
  });
});

describe('mines return', () => {
  it('is exactly 99% for every m and k', () => {
    const rows = analyseMinesReturn();
    expect(rows).toHaveLength(300);
    for (const row of rows) expect(row.expectedReturn).toBeCloseTo(0.99, 12);
    for (const row of rows) expect(row.expectedReturnWithPayout).toBeLessThanOrEqual(0.99 + 1e-12);
  });
});

describe('blackjack return (exact, unlimited deck, basic strategy)', () => {
  it('gives the dealer probabilities that sum to one', () => {
    for (const up of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      const outcomes = dealerOutcomes(up);
      const sum = [...outcomes.totals.values()].reduce((a, b) => a + b, outcomes.bust);
      expect(sum).toBeCloseTo(1, 12);
    }
    expect(dealerBlackjackChance(11)).toBeCloseTo(4 / 13, 12);
    expect(dealerBlackjackChance(10)).toBeCloseTo(1 / 13, 12);
    expect(dealerBlackjackChance(9)).toBe(0);
  });

  it('returns 99.43% under these rules (house edge 0.57%)', () => {
    const { rtp, houseEdge } = analyseBlackjackReturn();
    expect(rtp).toBeGreaterThan(0.9942);
    expect(rtp).toBeLessThan(0.9944);
    expect(houseEdge).toBeCloseTo(0.0057, 4);
  });
});

/** Most cards a hand can take when it hits while under 21, from the given first cards. */
function maxCards(values: number[], stopAt: (best: number) => boolean): number {
  let hard = 0;
  let hasAce = false;
  for (const v of values) {
    hard += v === 11 ? 1 : v;
    hasAce ||= v === 11;
  }
  const best = hasAce && hard + 10 <= 21 ? hard + 10 : hard;
  if (hard > 21 || stopAt(best)) return values.length;
  let most = values.length + 1;
  for (const v of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) most = Math.max(most, maxCards([...values, v], stopAt));
  return most;
}

describe('card budget', () => {
  it('can never need more than the 52 cards of the stream with one split', () => {
    const player = (best: number) => best >= 21;
    const dealer = (best: number) => best >= 17;
    let splitHand = 0;
    for (const v of [2, 3, 4, 5, 6, 7, 8, 9, 10]) splitHand = Math.max(splitHand, maxCards([v], player));
    const dealerMost = maxCards([], dealer);
    const playerMost = maxCards([], player);
    const worst = Math.max(playerMost, 2 * splitHand) + dealerMost;
    expect(worst).toBeLessThanOrEqual(MAX_CARDS_PER_GAME);
    // Recorded in docs/games.md.
    expect({ playerMost, splitHand, dealerMost, worst }).toEqual({
      playerMost: 20,
      splitHand: 19,
      dealerMost: 12,
      worst: 50,
    });
  });
});

describe('purity of the engine sources', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it('uses no clock, no Math.random, no node API and imports nothing outside the package but zod, @noble/hashes and the zod-free limits of the contracts', () => {
    const root = join(import.meta.dirname, '..');
    const sources = files(root).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test-support'),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      // Comments may name what the code avoids; only code counts.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(text, file).not.toMatch(
        /Date\.now|new Date|Math\.random|\bprocess\.|\bBuffer\b|\brequire\(|from 'node:|\bperformance\.|\bsetTimeout|\bfetch\(|\bcrypto\./,
      );
      for (const [, spec] of text.matchAll(/from '([^']+)'/g))
        expect(
          spec?.startsWith('.') ||
            spec === 'zod' ||
            spec === '@app/contracts/limits' ||
            spec?.startsWith('@noble/hashes/'),
          `${file} imports ${spec}`,
        ).toBe(true);
    }
  });
});
