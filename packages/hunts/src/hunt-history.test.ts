import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceCurve,
  centsToAmount,
  cumulativeProfits,
  huntProfitCents,
  rankByAverageMultiplier,
  type CurveBonus,
  type RankedGroup,
} from './hunt-history';
import { finalBalanceCents } from './settlement';

const bonus = (betCents: number, earningCents: number | null, slotName = 's'): CurveBonus => ({
  slotName,
  provider: 'P',
  betCents,
  earningCents,
});

describe('balanceCurve', () => {
  it('starts at 0 (the start spent on the bonuses) and adds each opened earning in order', () => {
    const curve = balanceCurve(10_000, [
      bonus(100, 5_000, 'a'),
      bonus(200, null, 'b'),
      bonus(100, 0, 'c'),
      bonus(50, 7_000, 'd'),
    ]);
    expect(curve.map((p) => [p.step, p.balanceCents, p.profitCents, p.bonus?.slotName ?? null])).toEqual([
      [0, 0, -10_000, null],
      [1, 5_000, -5_000, 'a'],
      // the unopened bonus b adds no point; the dead bonus c adds a point at the same balance
      [2, 5_000, -5_000, 'c'],
      [3, 12_000, 2_000, 'd'],
    ]);
  });

  it('a hunt with nothing opened is the start alone', () => {
    expect(balanceCurve(500, [bonus(100, null)])).toEqual([
      { step: 0, balanceCents: 0, profitCents: -500, bonus: null },
    ]);
  });

  const arbBonus = fc.record({
    slotName: fc.constantFrom('s1', 's2'),
    provider: fc.constantFrom('P1', 'P2'),
    betCents: fc.integer({ min: 1, max: 10_000_000 }),
    earningCents: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000 })),
  });

  it('property: one point per opened bonus plus the start, never decreasing, ending at the final balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.array(arbBonus, { maxLength: 80 }),
        (start, bonuses) => {
          const curve = balanceCurve(start, bonuses);
          expect(curve).toHaveLength(1 + bonuses.filter((b) => b.earningCents !== null).length);
          curve.forEach((p, i) => {
            expect(p.step).toBe(i);
            expect(Number.isSafeInteger(p.balanceCents)).toBe(true);
            expect(p.profitCents).toBe(p.balanceCents - start);
            if (i > 0) expect(p.balanceCents).toBeGreaterThanOrEqual(curve[i - 1]!.balanceCents);
          });
          expect(curve.at(-1)!.balanceCents).toBe(finalBalanceCents(bonuses));
          expect(curve.at(-1)!.profitCents).toBe(huntProfitCents(start, finalBalanceCents(bonuses)));
        },
      ),
    );
  });
});

describe('cumulativeProfits', () => {
  it('runs the total in order', () => {
    expect(cumulativeProfits([-1_000, 2_500, -300])).toEqual([-1_000, 1_500, 1_200]);
    expect(cumulativeProfits([])).toEqual([]);
  });

  it('property: the last is the sum, each step adds exactly that hunt', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e10, max: 1e10 }), { maxLength: 200 }), (profits) => {
        const running = cumulativeProfits(profits);
        expect(running).toHaveLength(profits.length);
        running.forEach((r, i) => expect(r - (i > 0 ? running[i - 1]! : 0)).toBe(profits[i]));
        expect(running.at(-1) ?? 0).toBe(profits.reduce((s, p) => s + p, 0));
      }),
    );
  });
});

describe('rankByAverageMultiplier', () => {
  const g = (name: string, bonuses: number, avgMulti: number): RankedGroup => ({ name, bonuses, avgMulti });

  it('leaves out groups under the minimum, so one lucky spin does not top the list', () => {
    const { best, worst } = rankByAverageMultiplier(
      [g('lucky', 1, 5_000), g('a', 3, 120), g('b', 4, 80), g('c', 3, 10)],
      3,
    );
    expect(best.map((x) => x.name)).toEqual(['a', 'b']);
    expect(worst.map((x) => x.name)).toEqual(['c']);
  });

  it('never lists one group as both best and worst: a single ranked group is the best, no worst', () => {
    expect(rankByAverageMultiplier([g('only', 6, 28.25), g('few', 2, 1)], 5)).toEqual({
      best: [g('only', 6, 28.25)],
      worst: [],
    });
    const two = rankByAverageMultiplier([g('low', 3, 3), g('high', 3, 53.5)], 3);
    expect(two).toEqual({ best: [g('high', 3, 53.5)], worst: [g('low', 3, 3)] });
  });

  it('with 2 x size or more ranked groups each list is full', () => {
    const groups = Array.from({ length: 25 }, (_, i) => g(`g${i}`, 3, i));
    const { best, worst } = rankByAverageMultiplier(groups, 3, 10);
    expect(best.map((x) => x.avgMulti)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    expect(worst.map((x) => x.avgMulti)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('breaks equal averages by more bonuses, then by name; keeps at most `size`', () => {
    const groups = [g('z', 3, 50), g('y', 9, 50), g('x', 3, 50), g('w', 3, 1)];
    expect(rankByAverageMultiplier(groups, 3, 3).best.map((x) => x.name)).toEqual(['y', 'x']);
    expect(rankByAverageMultiplier(groups, 3, 2).worst.map((x) => x.name)).toEqual(['w', 'z']);
    expect(rankByAverageMultiplier(groups, 3, 1)).toEqual({ best: [groups[1]], worst: [groups[3]] });
  });

  it('property: every ranked group meets the minimum; best is sorted down, worst up; each list at most size; no group in both', () => {
    const arbGroup = fc.record({
      name: fc.string({ maxLength: 4 }),
      bonuses: fc.integer({ min: 0, max: 20 }),
      avgMulti: fc.double({ min: 0, max: 10_000, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(arbGroup, { maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (groups, min, size) => {
          const { best, worst } = rankByAverageMultiplier(groups, min, size);
          const eligible = groups.filter((x) => x.bonuses >= min).length;
          expect(best).toHaveLength(Math.min(size, Math.ceil(eligible / 2)));
          expect(worst).toHaveLength(Math.min(size, eligible - best.length));
          for (const x of best) expect(worst).not.toContain(x);
          if (best.length && worst.length) expect(worst[0]!.avgMulti).toBeLessThanOrEqual(best.at(-1)!.avgMulti);
          for (const x of [...best, ...worst]) expect(x.bonuses).toBeGreaterThanOrEqual(min);
          for (let i = 1; i < best.length; i++) expect(best[i]!.avgMulti).toBeLessThanOrEqual(best[i - 1]!.avgMulti);
          for (let i = 1; i < worst.length; i++)
            expect(worst[i]!.avgMulti).toBeGreaterThanOrEqual(worst[i - 1]!.avgMulti);
        },
      ),
    );
  });
});

describe('centsToAmount', () => {
  it('property: integer cents print with at most 2 decimals and read back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = centsToAmount(cents);
        expect(String(amount)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(Math.round(amount * 100)).toBe(cents);
      }),
    );
  });
});
