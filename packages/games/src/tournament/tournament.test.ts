import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketSize, firstRound, nextSlot, seedOrder } from './bracket';
import { decideMatch, multiplierText } from './match';
import { settlePool, type PoolStake } from './pool';
import { seedingClientSeed, seedingText, seedTournament } from './seeding';

describe('bracket', () => {
  it('fills 3..32 entrants to 4, 8, 16 or 32 and refuses other counts', () => {
    expect([3, 4, 5, 8, 9, 16, 17, 32].map(bracketSize)).toEqual([4, 4, 8, 8, 16, 16, 32, 32]);
    for (const n of [2, 33, 0, 4.5]) expect(() => bracketSize(n)).toThrow();
  });

  it('orders seeds so 1 meets the last and 1 and 2 meet only in the final', () => {
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives the byes to the top seeds: 5 entrants, seeds 1..3 play nobody', () => {
    expect(firstRound(5)).toEqual([
      { position: 0, a: 1, b: null },
      { position: 1, a: 4, b: 5 },
      { position: 2, a: 2, b: null },
      { position: 3, a: 3, b: null },
    ]);
  });

  it('property: every seed plays once in round 1, no match is two byes, byes = size - n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 32 }), (n) => {
        const r1 = firstRound(n);
        const seeds = r1.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b])).sort((x, y) => x - y);
        expect(seeds).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(r1.filter((m) => m.b === null)).toHaveLength(bracketSize(n) - n);
        expect(r1.every((m) => m.a <= n)).toBe(true);
      }),
    );
  });

  it('sends a winner to the next round, side by position, and nowhere after the final', () => {
    expect(nextSlot(1, 0, 3)).toEqual({ round: 2, position: 0, side: 'a' });
    expect(nextSlot(1, 3, 3)).toEqual({ round: 2, position: 1, side: 'b' });
    expect(nextSlot(3, 0, 3)).toBeNull();
  });
});

describe('match decision', () => {
  const buy = (cost: number, payout: number) => ({ cost, payout });

  it('the higher payout wins under the payout rule; the multiplier breaks a tie', () => {
    expect(decideMatch('payout', 'multiplier', buy(10000, 50000), buy(20000, 40000))).toEqual({
      winner: 'a',
      decidedBy: 'rule',
    });
    expect(decideMatch('payout', 'multiplier', buy(10000, 40000), buy(20000, 40000))).toEqual({
      winner: 'a',
      decidedBy: 'tie_break',
    });
    expect(decideMatch('payout', 'multiplier', buy(10000, 40000), buy(10000, 40000))).toEqual({
      winner: null,
      decidedBy: null,
    });
  });

  it('compares multipliers exactly (no float): 1/3 against 333/1000', () => {
    expect(decideMatch('multiplier', 'replay', buy(3, 1), buy(1000, 333))).toEqual({ winner: 'a', decidedBy: 'rule' });
    expect(
      decideMatch('multiplier', 'replay', buy(1_000_000_000, 999_999_999), buy(999_999_999, 999_999_998)).winner,
    ).toBe('a');
    expect(decideMatch('multiplier', 'replay', buy(200, 400), buy(100, 200))).toEqual({
      winner: null,
      decidedBy: null,
    });
  });

  it('refuses a tie-break equal to the rule and bad amounts', () => {
    expect(() => decideMatch('payout', 'payout', buy(1, 1), buy(1, 1))).toThrow();
    expect(() => decideMatch('payout', 'replay', buy(0, 1), buy(1, 1))).toThrow();
    expect(() => decideMatch('payout', 'replay', buy(1, -1), buy(1, 1))).toThrow();
  });

  it('shows the multiplier to 2 decimals, rounded down', () => {
    expect(multiplierText(buy(10000, 123456))).toBe('12.34');
    expect(multiplierText(buy(3, 1))).toBe('0.33');
    expect(multiplierText(buy(100, 0))).toBe('0.00');
  });
});

describe('pool settlement', () => {
  const s = (id: string, side: string, points: number): PoolStake => ({ id, side, points });

  it('pays stake plus a share of the losing pool in proportion to stake', () => {
    const r = settlePool([s('1', 'a', 100), s('2', 'a', 300), s('3', 'b', 200)], 'a', 0, 100_000);
    expect(r.outcomes).toEqual([
      { id: '1', payout: 150, refunded: false, capRemoved: 0 },
      { id: '2', payout: 450, refunded: false, capRemoved: 0 },
      { id: '3', payout: 0, refunded: false, capRemoved: 0 },
    ]);
    expect(r).toMatchObject({ staked: 600, losingPool: 200, houseCut: 0, paid: 600, refundedAll: false });
  });

  it('shares the rest by largest remainder, ties to the earlier prediction', () => {
    const r = settlePool([s('1', 'a', 1), s('2', 'a', 1), s('3', 'a', 1), s('4', 'b', 2)], 'a', 0, 100_000);
    expect(r.outcomes.map((o) => o.payout)).toEqual([2, 2, 1, 0]);
  });

  it('takes the house cut from the losing pool, rounded down', () => {
    const r = settlePool([s('1', 'a', 100), s('2', 'b', 999)], 'a', 500, 100_000);
    expect(r.houseCut).toBe(49);
    expect(r.outcomes[0]!.payout).toBe(100 + 950);
  });

  it('refunds a void match, a single-sided pool and a pool with nobody on the winner', () => {
    for (const [stakes, winner] of [
      [[s('1', 'a', 5), s('2', 'b', 6)], null],
      [[s('1', 'a', 5), s('2', 'a', 6)], 'a'],
      [[s('1', 'b', 5), s('2', 'b', 6)], 'a'],
    ] as const) {
      const r = settlePool(stakes, winner, 1000, 100_000);
      expect(r.refundedAll).toBe(true);
      expect(r.outcomes.map((o) => o.payout)).toEqual([5, 6]);
    }
  });

  it('caps a payout at the maximum and reports what the cap removed', () => {
    const r = settlePool([s('1', 'a', 10_000), s('2', 'b', 100_000), s('3', 'c', 100_000)], 'a', 0, 100_000);
    expect(r.outcomes[0]).toEqual({ id: '1', payout: 100_000, refunded: false, capRemoved: 110_000 });
    expect(r.capRemoved).toBe(110_000);
  });

  const arbStakes = fc
    .array(fc.record({ side: fc.constantFrom('a', 'b', 'c'), points: fc.integer({ min: 1, max: 100_000 }) }), {
      maxLength: 60,
    })
    .map((xs) => xs.map((x, i) => ({ id: String(i), ...x })));

  it('property: never pays more than the stakes; exactly stakes less cut less cap when it pays', () => {
    fc.assert(
      fc.property(
        arbStakes,
        fc.constantFrom('a', 'b', null),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 200_000 }),
        (stakes, winner, cut, cap) => {
          const r = settlePool(stakes, winner, cut, cap);
          const staked = stakes.reduce((t, x) => t + x.points, 0);
          const paid = r.outcomes.reduce((t, o) => t + o.payout, 0);
          expect(paid).toBe(r.paid);
          expect(paid).toBeLessThanOrEqual(staked);
          if (r.refundedAll) expect(paid).toBe(staked);
          else {
            expect(paid + r.houseCut + r.capRemoved).toBe(staked);
            for (const [i, o] of r.outcomes.entries()) {
              expect(o.payout).toBeLessThanOrEqual(cap);
              if (stakes[i]!.side === winner) expect(o.payout).toBe(Math.min(cap, o.payout + o.capRemoved));
              else expect(o.payout).toBe(0);
            }
          }
        },
      ),
    );
  });

  it('property: a winner never gets less than its stake (under the cap), and more stake never earns a smaller share', () => {
    fc.assert(
      fc.property(arbStakes, (stakes) => {
        const r = settlePool(stakes, 'a', 0, Number.MAX_SAFE_INTEGER);
        if (r.refundedAll) return;
        const wins = stakes.map((x, i) => ({ x, o: r.outcomes[i]! })).filter(({ x }) => x.side === 'a');
        for (const { x, o } of wins) expect(o.payout).toBeGreaterThanOrEqual(x.points);
        for (const p of wins)
          for (const q of wins)
            if (p.x.points > q.x.points)
              expect(p.o.payout - p.x.points).toBeGreaterThanOrEqual(q.o.payout - q.x.points);
      }),
    );
  });
});

describe('seeding (the giveaway draw, one ticket each)', () => {
  const SEED = '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159';
  const RANDOMNESS = '4dbdc2b2b62cb00749785bc84202236dbc3777d74660611b8e58812f0cfde6c3';
  const IDS = ['11', '12', '13', '14', '15'];

  it('known answer (giveaway-known-answer.py --check, entrants 11..15 with one ticket each)', () => {
    expect(seedingText(IDS)).toBe('11:1\n12:1\n13:1\n14:1\n15:1');
    const client = seedingClientSeed(IDS, RANDOMNESS);
    expect(client).toBe('4b27d3041534c1b2dc38fcf1f27394317db2babaf4dd88b3584dacc54611b331');
    expect(seedTournament(SEED, IDS, client)).toEqual(['13', '14', '12', '11', '15']);
  });

  it('property: the seeds are a permutation of the entrants', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
        (n, seed) => {
          const ids = Array.from({ length: n }, (_, i) => String(100 + i));
          const order = seedTournament(seed, ids, seedingClientSeed(ids, null));
          expect([...order].sort()).toEqual(ids);
        },
      ),
      { numRuns: 50 },
    );
  });
});
