import { describe, expect, it } from 'vitest';
import { capPoints, DEFAULT_IGNORED_BOTS, earningSettingsSchema, pointsForTick, tickWindowStart } from './earning';

describe('earning rules', () => {
  it('aligns tick windows on multiples of the tick length', () => {
    const t = Date.UTC(2026, 10, 23, 12, 17, 59);
    expect(new Date(tickWindowStart(t, 10)).toISOString()).toBe('2026-11-23T12:10:00.000Z');
    expect(new Date(tickWindowStart(t, 1)).toISOString()).toBe('2026-11-23T12:17:00.000Z');
    expect(new Date(tickWindowStart(t, 60)).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('multiplies for subscribers and caps per day (0 = no cap)', () => {
    expect(pointsForTick({ amount: 10, subMultiplier: 2 }, false)).toBe(10);
    expect(pointsForTick({ amount: 10, subMultiplier: 2 }, true)).toBe(20);
    expect(capPoints(20, 0, 0)).toBe(20);
    expect(capPoints(20, 90, 100)).toBe(10);
    expect(capPoints(20, 100, 100)).toBe(0);
    expect(capPoints(20, 150, 100)).toBe(0);
  });

  it('validates settings ranges and lists the well-known bots', () => {
    expect(
      earningSettingsSchema.safeParse({ amount: 10, tickMinutes: 10, subMultiplier: 2, dailyCap: 0 }).success,
    ).toBe(true);
    expect(earningSettingsSchema.safeParse({ amount: 10, tickMinutes: 0, subMultiplier: 2, dailyCap: 0 }).success).toBe(
      false,
    );
    expect(
      earningSettingsSchema.safeParse({ amount: 10, tickMinutes: 61, subMultiplier: 2, dailyCap: 0 }).success,
    ).toBe(false);
    expect(
      earningSettingsSchema.safeParse({ amount: 1.5, tickMinutes: 10, subMultiplier: 2, dailyCap: 0 }).success,
    ).toBe(false);
    expect(DEFAULT_IGNORED_BOTS).toEqual(
      expect.arrayContaining([
        'nightbot',
        'streamelements',
        'moobot',
        'streamlabs',
        'fossabot',
        'soundalerts',
        'wizebot',
      ]),
    );
  });
});
