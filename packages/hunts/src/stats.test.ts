import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasBreakEven, huntStats, huntStatus, multiplierOf, round2, type StatsBonus } from './stats';

const bonus = (
  betCents: number,
  earningCents: number | null,
  provider = 'Pragmatic Play',
  slotName = 'Gates of Olympus',
): StatsBonus => ({ slotName, provider, betCents, earningCents });

describe('huntStats', () => {
  it('gives zeros, not NaN, for an empty hunt', () => {
    const s = huntStats(10_000, []);
    expect(s).toMatchObject({
      totalBonuses: 0,
      openedBonuses: 0,
      totalBetsCents: 0,
      totalEarningsCents: 0,
      profitCents: -10_000,
      startBreakEvenX: 0,
      breakEvenX: 0,
      breakEvenAmountCents: 10_000,
      avgEarningCents: 0,
      avgMulti: 0,
      avgMultiWeighted: 0,
      highestWinCents: 0,
      highestMulti: 0,
      best: null,
      worst: null,
      providers: [],
    });
  });

  it('computes a small hunt by hand', () => {
    // start 100.00; bets 1.00, 2.00, 0.50 (unopened), 4.00 (unopened)
    const s = huntStats(10_000, [
      bonus(100, 5_000, 'A', 'a1'),
      bonus(200, 1_000, 'B', 'b1'),
      bonus(50, null, 'A', 'a2'),
      bonus(400, null, 'B', 'b2'),
    ]);
    expect(s.totalBonuses).toBe(4);
    expect(s.openedBonuses).toBe(2);
    expect(s.totalBetsCents).toBe(750);
    expect(s.totalEarningsCents).toBe(6_000);
    expect(s.profitCents).toBe(-4_000);
    expect(s.startBreakEvenX).toBe(13.33); // 10000 / 750
    expect(s.breakEvenX).toBe(8.89); // 4000 / 450
    expect(s.breakEvenAmountCents).toBe(4_000);
    expect(s.avgEarningCents).toBe(3_000);
    expect(s.avgMulti).toBe(27.5); // (50 + 5) / 2
    expect(s.avgMultiWeighted).toBe(20); // 6000 / 300
    expect(s.highestWinCents).toBe(5_000);
    expect(s.highestMulti).toBe(50);
    expect(s.best).toEqual({ slotName: 'a1', provider: 'A', betCents: 100, earningCents: 5_000, multi: 50 });
    expect(s.worst).toEqual({ slotName: 'b1', provider: 'B', betCents: 200, earningCents: 1_000, multi: 5 });
    expect(s.providers).toEqual([
      { provider: 'A', count: 2, betsCents: 150, earningsCents: 5_000, avgMulti: 50 },
      { provider: 'B', count: 2, betsCents: 600, earningsCents: 1_000, avgMulti: 5 },
    ]);
  });

  it('needs nothing once the earnings pass the start, and nothing when all are opened', () => {
    const s = huntStats(1_000, [bonus(100, 2_000), bonus(100, null)]);
    expect(s.breakEvenX).toBe(0);
    expect(s.breakEvenAmountCents).toBe(0);
    expect(s.profitCents).toBe(1_000);
    expect(huntStats(10_000, [bonus(100, 200)]).breakEvenX).toBe(0);
  });

  it('all unopened: multipliers 0, break-even over every bet', () => {
    const s = huntStats(5_000, [bonus(100, null), bonus(400, null)]);
    expect(s).toMatchObject({
      openedBonuses: 0,
      avgMulti: 0,
      avgMultiWeighted: 0,
      highestMulti: 0,
      best: null,
      worst: null,
      breakEvenX: 10,
      avgEarningCents: 0,
    });
  });

  it('a zero bet has no multiplier and never makes Infinity', () => {
    const s = huntStats(0, [bonus(0, 500), bonus(0, null)]);
    expect(s.openedBonuses).toBe(1);
    expect(s.avgMulti).toBe(0);
    expect(s.highestMulti).toBe(0);
    expect(s.avgMultiWeighted).toBe(0);
    expect(s.startBreakEvenX).toBe(0);
    expect(s.best).toBeNull();
    expect(multiplierOf(0, 500)).toBeNull();
    expect(multiplierOf(300, 100)).toBe(0.33);
    expect(multiplierOf(300, null)).toBeNull();
    expect(multiplierOf(300, 0)).toBe(0);
  });

  it('a dead bonus (earning 0) is opened: counted, 0x in the averages, out of the break-even', () => {
    // start 100.00; a 1.00 bet paid 50.00, a 2.00 bet paid nothing, a 4.00 bet still closed
    const s = huntStats(10_000, [
      bonus(100, 5_000, 'A', 'win'),
      bonus(200, 0, 'A', 'dead'),
      bonus(400, null, 'B', 'closed'),
    ]);
    expect(s.openedBonuses).toBe(2);
    expect(s.avgMulti).toBe(25); // (50 + 0) / 2
    expect(s.avgMultiWeighted).toBe(16.67); // 5000 / 300
    expect(s.avgEarningCents).toBe(2_500);
    expect(s.breakEvenX).toBe(12.5); // 5000 / 400: only the closed bonus's bet
    expect(s.worst).toEqual({ slotName: 'dead', provider: 'A', betCents: 200, earningCents: 0, multi: 0 });
    expect(s.providers[0]).toEqual({ provider: 'A', count: 2, betsCents: 300, earningsCents: 5_000, avgMulti: 25 });
  });

  it('status and rounding', () => {
    expect(huntStatus(3, 0)).toBe('Completed');
    expect(huntStatus(3, 1)).toBe('In progress');
    expect(huntStatus(0, 0)).toBe('In progress');
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-0.001)).toBe(0);
    expect(Object.is(round2(-0.001), -0)).toBe(false);
  });

  const arbBonus = fc.record({
    slotName: fc.constantFrom('s1', 's2', 's3'),
    provider: fc.constantFrom('P1', 'P2', 'P3'),
    betCents: fc.integer({ min: 0, max: 99_999 }),
    earningCents: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 0, max: 9_999_999 })),
  });

  it('never names one bonus as both the best and the worst', () => {
    const one = huntStats(10_000, [bonus(100, 5_000, 'A', 'only'), bonus(200, null, 'B', 'later')]);
    expect(one.best?.slotName).toBe('only');
    expect(one.worst).toBeNull();
    // A tie: the earlier is the best, the later the worst.
    const tie = huntStats(10_000, [bonus(100, 1_000, 'A', 'first'), bonus(200, 2_000, 'B', 'second')]);
    expect([tie.best?.slotName, tie.worst?.slotName]).toEqual(['first', 'second']);
  });

  it('property: every figure finite, sums exact, bounds hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.array(arbBonus, { maxLength: 60 }), (start, bonuses) => {
        const s = huntStats(start, bonuses);
        for (const v of Object.values(s)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
        expect(s.totalBetsCents).toBe(bonuses.reduce((t, b) => t + b.betCents, 0));
        expect(s.totalEarningsCents).toBe(bonuses.reduce((t, b) => t + (b.earningCents ?? 0), 0));
        expect(s.openedBonuses).toBe(bonuses.filter((b) => b.earningCents !== null).length);
        const unopenedBets = bonuses.filter((b) => b.earningCents === null).reduce((t, b) => t + b.betCents, 0);
        if (unopenedBets === 0) expect(s.breakEvenX).toBe(0);
        expect(huntStatus(bonuses.length, bonuses.length - s.openedBonuses)).toBe(
          bonuses.length > 0 && s.openedBonuses === bonuses.length ? 'Completed' : 'In progress',
        );
        expect(s.breakEvenAmountCents).toBe(Math.max(0, start - s.totalEarningsCents));
        expect(s.providers.reduce((t, p) => t + p.count, 0)).toBe(bonuses.length);
        const priced = bonuses.filter((b) => b.earningCents !== null && b.betCents > 0).length;
        expect(s.worst === null).toBe(priced < 2);
        if (s.best && s.worst) {
          expect(s.worst).not.toBe(s.best);
          expect(s.best.multi).toBeGreaterThanOrEqual(s.worst.multi);
          expect(s.highestMulti).toBe(s.best.multi);
          expect(s.avgMulti).toBeLessThanOrEqual(s.best.multi + 0.01);
          expect(s.avgMulti).toBeGreaterThanOrEqual(s.worst.multi - 0.01);
        }
        expect(s.breakEvenX).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('hasBreakEven', () => {
  it('only while the hunt runs and a bonus is unopened: a finished hunt has no break-even to show', () => {
    expect(hasBreakEven(2)).toBe(true);
    expect(hasBreakEven(2, true)).toBe(true);
    // Every bonus opened (a completed personal hunt; a live hunt about to finish).
    expect(hasBreakEven(0)).toBe(false);
    // A finished live hunt, even one finished with unopened bonuses (they count 0).
    expect(hasBreakEven(3, false)).toBe(false);
  });
});
