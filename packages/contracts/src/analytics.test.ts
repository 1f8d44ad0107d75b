import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_REASONS,
  POINTS_SOURCES,
  REASON_SOURCES,
  addDays,
  fillDays,
  isActivityReason,
  pointsSourceOf,
  rangeDays,
} from './analytics';
import { POINTS_REASONS } from './points-labels';

describe('pointsSourceOf', () => {
  it('maps every ledger reason to one of the sources', () => {
    for (const reason of POINTS_REASONS) expect(POINTS_SOURCES).toContain(pointsSourceOf(reason));
    expect(Object.keys(REASON_SOURCES).sort()).toEqual([...POINTS_REASONS].sort());
  });

  it('places the reasons the issue names in their sources', () => {
    expect(pointsSourceOf('watch_time')).toBe('watch_time');
    expect(pointsSourceOf('game_bet')).toBe('games');
    expect(pointsSourceOf('game_payout')).toBe('games');
    expect(pointsSourceOf('redemption')).toBe('shop');
    expect(pointsSourceOf('redemption_refund')).toBe('shop');
    expect(pointsSourceOf('hunt_bet')).toBe('bets');
    expect(pointsSourceOf('gtb_prize')).toBe('bets');
    expect(pointsSourceOf('giveaway_entry')).toBe('giveaways');
    expect(pointsSourceOf('giveaway_prize')).toBe('giveaways');
    expect(pointsSourceOf('admin_set')).toBe('admin');
    expect(pointsSourceOf('season_reset')).toBe('admin');
  });

  it('sends a reason it does not know to other, so totals always add up', () => {
    fc.assert(
      fc.property(fc.string(), (reason) => {
        const source = pointsSourceOf(reason);
        expect(POINTS_SOURCES).toContain(source);
        if (!(POINTS_REASONS as readonly string[]).includes(reason)) expect(source).toBe('other');
      }),
    );
  });

  it('counts only acts of the account as activity', () => {
    for (const reason of ACTIVITY_REASONS) expect(isActivityReason(reason)).toBe(true);
    for (const reason of ['admin_set', 'season_reset', 'account_merge', 'hunt_payout', 'gtb_prize', 'giveaway_prize'])
      expect(isActivityReason(reason)).toBe(false);
  });
});

describe('days', () => {
  it('adds calendar days across month, year and DST boundaries', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(() => addDays('2026-3-1', 1)).toThrow();
  });

  it('a range is `count` consecutive days ending with the last, oldest first', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(7, 30, 90),
        (d, n) => {
          const last = d.toISOString().slice(0, 10);
          const days = rangeDays(last, n);
          expect(days).toHaveLength(n);
          expect(days[n - 1]).toBe(last);
          for (let i = 1; i < n; i++) expect(addDays(days[i - 1]!, 1)).toBe(days[i]);
        },
      ),
    );
  });

  it('fills every day of a range, zeros where there is no row, and drops rows outside it', () => {
    const days = rangeDays('2026-10-27', 7);
    const rows = [
      { day: '2026-10-25', n: 3 },
      { day: '2026-10-21', n: 1 },
      { day: '2026-10-01', n: 9 },
    ];
    const filled = fillDays(days, rows, (day) => ({ day, n: 0 }));
    expect(filled.map((r) => r.day)).toEqual(days);
    expect(filled.map((r) => r.n)).toEqual([1, 0, 0, 0, 3, 0, 0]);
  });
});
