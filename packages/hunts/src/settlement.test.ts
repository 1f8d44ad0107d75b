import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVG_GROUPS,
  averageMultiplierWhole,
  avgGroupOf,
  bonusMultiplierWhole,
  gtbPrizeFor,
  gtbWinners,
  liveHuntStats,
  rankGtb,
  settleAvg,
  type AvgBet,
  type LiveBonus,
} from './settlement';

describe('AVG groups', () => {
  it.each([
    [0, 'A'],
    [65, 'A'],
    [66, 'B'],
    [75, 'B'],
    [76, 'C'],
    [85, 'C'],
    [86, 'D'],
    [95, 'D'],
    [96, 'E'],
    [105, 'E'],
    [106, 'F'],
    [5000, 'F'],
  ] as const)('%i x is group %s', (x, group) => {
    expect(avgGroupOf(x)).toBe(group);
  });
  it('refuses a fractional or negative multiplier', () => {
    expect(() => avgGroupOf(65.5)).toThrow();
    expect(() => avgGroupOf(-1)).toThrow();
  });
});

describe('average multiplier', () => {
  const bonus = (betCents: number, earningCents: number | null): LiveBonus => ({ betCents, earningCents });
  it('is the plain mean of per-bonus multipliers, not total earnings over total bets', () => {
    // 1.00 -> 100x, 10.00 -> 0x: mean 50x (the ratio of totals would be 100/11 = 9x).
    expect(averageMultiplierWhole([bonus(100, 10_000), bonus(1_000, 0)])).toBe(50);
  });
  it('ignores unopened bonuses and answers null when none is opened', () => {
    expect(averageMultiplierWhole([bonus(100, null)])).toBeNull();
    expect(averageMultiplierWhole([bonus(100, 7_000), bonus(100, null)])).toBe(70);
  });
  it('rounds half up exactly at the boundaries (65.5 -> 66 is B, 65.49 -> 65 is A)', () => {
    // mean of 65x and 66x = 65.5 -> 66
    expect(averageMultiplierWhole([bonus(100, 6_500), bonus(100, 6_600)])).toBe(66);
    expect(avgGroupOf(averageMultiplierWhole([bonus(100, 6_500), bonus(100, 6_600)])!)).toBe('B');
    // 65.49x
    expect(averageMultiplierWhole([bonus(100, 6_549)])).toBe(65);
    // thirds: (1/3 + 2/3 + 195.5) / 3 = 65.5 exactly, which floats would not hold
    expect(averageMultiplierWhole([bonus(300, 100), bonus(300, 200), bonus(100, 19_550)])).toBe(66);
    expect(averageMultiplierWhole([bonus(300, 100), bonus(300, 200), bonus(100, 19_549)])).toBe(65);
  });
  it.each([
    [65, 66],
    [75, 76],
    [85, 86],
    [95, 96],
    [105, 106],
  ])('the boundary %i/%i splits two groups', (low, high) => {
    const lowGroup = avgGroupOf(averageMultiplierWhole([bonus(200, low * 200)])!);
    const highGroup = avgGroupOf(averageMultiplierWhole([bonus(200, high * 200)])!);
    expect(AVG_GROUPS.indexOf(highGroup)).toBe(AVG_GROUPS.indexOf(lowGroup) + 1);
    // x.5 rounds up into the higher group, x.49 stays
    expect(averageMultiplierWhole([bonus(200, low * 200 + 100)])).toBe(high);
    expect(averageMultiplierWhole([bonus(200, low * 200 + 98)])).toBe(low);
  });
  it('the per-bonus multiplier is whole, half up', () => {
    expect(bonusMultiplierWhole({ betCents: 200, earningCents: 301 })).toBe(2);
    expect(bonusMultiplierWhole({ betCents: 200, earningCents: 300 })).toBe(2);
    expect(bonusMultiplierWhole({ betCents: 200, earningCents: 299 })).toBe(1);
    expect(bonusMultiplierWhole({ betCents: 200, earningCents: null })).toBeNull();
  });
});

describe('stats', () => {
  it('computes the Stats tab', () => {
    const s = liveHuntStats(100_000, [
      { betCents: 100, earningCents: 5_000 },
      { betCents: 200, earningCents: 1_000, isSuper: true },
      { betCents: 400, earningCents: null },
      { betCents: 100, earningCents: null },
    ]);
    expect(s).toMatchObject({
      totalBonus: 4,
      openedBonus: 2,
      targetBalanceCents: 100_000,
      endBalanceCents: 6_000,
      avgMulti: 27.5,
      avgMultiWhole: 28,
      highestWinCents: 5_000,
      highestMultiplier: 50,
    });
    expect(s.breakEvenX).toBe(Math.round(94_000 / 500));
  });
  it('a dead bonus (earning 0) is opened: counted, 0x in the average, its bet out of the break-even', () => {
    const s = liveHuntStats(10_000, [
      { betCents: 100, earningCents: 5_000 },
      { betCents: 200, earningCents: 0 },
      { betCents: 400, earningCents: null },
    ]);
    expect(s).toMatchObject({
      openedBonus: 2,
      endBalanceCents: 5_000,
      avgMulti: 25,
      avgMultiWhole: 25,
      highestWinCents: 5_000,
      breakEvenX: Math.round(5_000 / 400),
    });
    expect(bonusMultiplierWhole({ betCents: 200, earningCents: 0 })).toBe(0);
    // All dead: opened, average 0x (group A), never 'nothing opened'.
    expect(liveHuntStats(1_000, [{ betCents: 100, earningCents: 0 }])).toMatchObject({
      openedBonus: 1,
      avgMulti: 0,
      avgMultiWhole: 0,
      highestWinCents: 0,
      highestMultiplier: 0,
      breakEvenX: 0,
    });
  });
  it('property: opened = earning entered (0 included); break-even only over unopened bets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(
          fc.record({
            betCents: fc.integer({ min: 1, max: 100_000 }),
            earningCents: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 0, max: 10_000_000 })),
          }),
          { maxLength: 40 },
        ),
        (start, bonuses) => {
          const s = liveHuntStats(start, bonuses);
          expect(s.openedBonus).toBe(bonuses.filter((b) => b.earningCents !== null).length);
          const unopened = bonuses.filter((b) => b.earningCents === null).reduce((t, b) => t + b.betCents, 0);
          if (unopened === 0) expect(s.breakEvenX).toBe(0);
          expect(s.avgMulti === null).toBe(s.openedBonus === 0);
        },
      ),
    );
  });
  it('break-even is 0 without an unopened bet; empty hunt has nulls', () => {
    expect(liveHuntStats(10_000, [])).toMatchObject({
      breakEvenX: 0,
      avgMulti: null,
      highestWinCents: null,
      highestMultiplier: null,
      endBalanceCents: 0,
    });
  });
});

describe('GTB ranking', () => {
  it('ranks by distance, ties to the earlier guess, either side of the balance', () => {
    const ranked = rankGtb(10_000, [
      { userId: 'late-exact', guessCents: 10_000, placedAt: 50 },
      { userId: 'over', guessCents: 10_500, placedAt: 2 },
      { userId: 'under', guessCents: 9_500, placedAt: 1 },
      { userId: 'far', guessCents: 50_000, placedAt: 0 },
    ]);
    expect(ranked.map((r) => r.userId)).toEqual(['late-exact', 'under', 'over', 'far']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(ranked[1]!.distanceCents).toBe(500);
  });
  it('an exact tie in time falls back to the user id so the order is total', () => {
    const ranked = rankGtb(0, [
      { userId: 'b', guessCents: 100, placedAt: 1 },
      { userId: 'a', guessCents: 100, placedAt: 1 },
    ]);
    expect(ranked.map((r) => r.userId)).toEqual(['a', 'b']);
  });
});

describe('GTB winners', () => {
  const points = (n: number) => ({ points: n, text: null });
  const text = (t: string) => ({ points: null, text: t });
  it('takes the first N of the ranking, place i getting prize i; ties go to the earlier guess', () => {
    const w = gtbWinners(
      10_000,
      [
        { userId: 'late', guessCents: 10_100, placedAt: 9 },
        { userId: 'early', guessCents: 9_900, placedAt: 3 },
        { userId: 'far', guessCents: 20_000, placedAt: 1 },
      ],
      [points(500), text('$30 tip')],
    );
    expect(w.map((x) => [x.place, x.userId, x.prize])).toEqual([
      [1, 'early', points(500)],
      [2, 'late', text('$30 tip')],
    ]);
  });
  it("a place's affiliate prize replaces the normal one for a verified affiliate only", () => {
    const place = { ...points(500), affiliate: text('$100 at the sponsor') };
    expect(gtbPrizeFor(place, true)).toEqual({ prize: text('$100 at the sponsor'), affiliate: true });
    expect(gtbPrizeFor(place, false)).toEqual({ prize: points(500), affiliate: false });
    // No affiliate prize: everyone gets the normal one, affiliate or not.
    expect(gtbPrizeFor({ ...text('$30'), affiliate: null }, true)).toEqual({ prize: text('$30'), affiliate: false });
    expect(gtbPrizeFor(points(5), true)).toEqual({ prize: points(5), affiliate: false });
    const [w] = gtbWinners(0, [{ userId: 'a', guessCents: 5, placedAt: 1 }], [place]);
    expect(gtbPrizeFor(w!.prize, true).prize).toEqual(text('$100 at the sponsor'));
  });
  it('fewer guesses than places leaves the rest unawarded; no places, no winners', () => {
    expect(
      gtbWinners(0, [{ userId: 'a', guessCents: 5, placedAt: 1 }], [points(1), points(2), points(3)]),
    ).toHaveLength(1);
    expect(gtbWinners(0, [{ userId: 'a', guessCents: 5, placedAt: 1 }], [])).toEqual([]);
    expect(() =>
      gtbWinners(
        0,
        [],
        Array.from({ length: 11 }, () => points(1)),
      ),
    ).toThrow();
  });
  it('property: winners are distinct users, the closest first, at most N, places 1..k', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.uniqueArray(
          fc.record({
            userId: fc.string({ minLength: 1, maxLength: 4 }),
            guessCents: fc.integer({ min: 100, max: 1_000_000 }),
            placedAt: fc.integer({ min: 0, max: 1000 }),
          }),
          { selector: (g) => g.userId, maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 10 }),
        (final, guesses, n) => {
          const w = gtbWinners(
            final,
            guesses,
            Array.from({ length: n }, (_, i) => points(i + 1)),
          );
          expect(w).toHaveLength(Math.min(n, guesses.length));
          expect(new Set(w.map((x) => x.userId)).size).toBe(w.length);
          w.forEach((x, i) => {
            expect(x.place).toBe(i + 1);
            expect(x.prize.points).toBe(i + 1);
          });
          const best = Math.min(...guesses.map((g) => Math.abs(g.guessCents - final)));
          if (w[0]) expect(w[0].distanceCents).toBe(best);
        },
      ),
    );
  });
});

describe('AVG settlement', () => {
  it('shares the pot pro rata among the winning group, rounded down', () => {
    const s = settleAvg(70, [
      { userId: 'u1', group: 'B', bet: 100 },
      { userId: 'u2', group: 'B', bet: 200 },
      { userId: 'u3', group: 'A', bet: 500 },
      { userId: 'u4', group: 'F', bet: 1 },
    ]);
    expect(s.winningGroup).toBe('B');
    expect(s.pot).toBe(801);
    expect(s.refundedAll).toBe(false);
    // 801 * 100 / 300 = 267, 801 * 200 / 300 = 534
    expect(s.outcomes.map((o) => o.payout)).toEqual([267, 534, 0, 0]);
    expect(s.paidOut).toBe(801);
  });
  it('rounds every share down: the leftover is not paid', () => {
    const s = settleAvg(0, [
      { userId: 'u1', group: 'A', bet: 1 },
      { userId: 'u2', group: 'A', bet: 1 },
      { userId: 'u3', group: 'A', bet: 1 },
      { userId: 'u4', group: 'C', bet: 1 },
    ]);
    expect(s.outcomes.map((o) => o.payout)).toEqual([1, 1, 1, 0]);
    expect(s.paidOut).toBe(3);
  });
  it('refunds every bet when nobody chose the winning group', () => {
    const s = settleAvg(200, [
      { userId: 'u1', group: 'A', bet: 40 },
      { userId: 'u2', group: 'E', bet: 500 },
    ]);
    expect(s.winningGroup).toBe('F');
    expect(s.refundedAll).toBe(true);
    expect(s.outcomes).toEqual([
      expect.objectContaining({ payout: 40, refunded: true }),
      expect.objectContaining({ payout: 500, refunded: true }),
    ]);
  });
  it('refunds when no bonus was opened (no average)', () => {
    expect(settleAvg(null, [{ userId: 'u1', group: 'A', bet: 3 }])).toMatchObject({
      winningGroup: null,
      refundedAll: true,
      paidOut: 3,
    });
  });
  it('no bets: nothing to do', () => {
    expect(settleAvg(50, [])).toMatchObject({ pot: 0, paidOut: 0, outcomes: [] });
  });

  const betArb = fc.array(
    fc.record({ userId: fc.uuid(), group: fc.constantFrom(...AVG_GROUPS), bet: fc.integer({ min: 1, max: 500 }) }),
    { maxLength: 60 },
  );
  it('property: payouts never exceed the pot, each winner gets at least the bet, refunds equal bets', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }), betArb, (x, bets: AvgBet[]) => {
        const s = settleAvg(x, bets);
        expect(s.paidOut).toBeLessThanOrEqual(s.pot);
        expect(s.pot).toBe(bets.reduce((t, b) => t + b.bet, 0));
        for (const o of s.outcomes) {
          expect(Number.isInteger(o.payout)).toBe(true);
          if (s.refundedAll) expect(o.payout).toBe(o.bet);
          else if (o.group === s.winningGroup) expect(o.payout).toBeGreaterThanOrEqual(o.bet);
          else expect(o.payout).toBe(0);
        }
        if (!s.refundedAll)
          expect(s.pot - s.paidOut).toBeLessThan(
            Math.max(1, s.outcomes.filter((o) => o.group === s.winningGroup).length),
          );
      }),
    );
  });
  it('property: the rounded average always falls in exactly one group range', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            betCents: fc.integer({ min: 1, max: 100_000 }),
            earningCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
          }),
          { maxLength: 40 },
        ),
        (bonuses) => {
          const x = averageMultiplierWhole(bonuses);
          if (x === null) return;
          const opened = bonuses.filter((b) => b.earningCents !== null);
          const float = opened.reduce((s, b) => s + b.earningCents! / b.betCents, 0) / opened.length;
          expect(Math.abs(x - float)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(AVG_GROUPS).toContain(avgGroupOf(x));
        },
      ),
    );
  });
});
