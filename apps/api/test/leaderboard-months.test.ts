import { describe, expect, it } from 'vitest';
import { monthWindow, previousMonth, windowOfPeriod } from '../src/lib/lisbon-months';

describe('Lisbon leaderboard months', () => {
  it('March (summer time starts on the last Sunday): starts at 00:00 WET, ends at 00:00 WEST', () => {
    const w = monthWindow(new Date('2026-03-29T01:30:00Z')); // just after the change (01:00 UTC)
    expect(w.period).toBe('2026-03');
    expect(w.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-03-31T23:00:00.000Z');
  });

  it('October (summer time ends): starts at 00:00 WEST, ends at 00:00 WET', () => {
    const w = monthWindow(new Date('2026-10-25T01:30:00Z'));
    expect(w.period).toBe('2026-10');
    expect(w.start.toISOString()).toBe('2026-09-30T23:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('the instant of a month boundary belongs to the new month, around summer time', () => {
    expect(monthWindow(new Date('2026-07-31T22:59:59.999Z')).period).toBe('2026-07');
    expect(monthWindow(new Date('2026-07-31T23:00:00Z')).period).toBe('2026-08');
  });

  it('New Year: the last second of December and the first of January', () => {
    expect(monthWindow(new Date('2026-12-31T23:59:59.999Z')).period).toBe('2026-12');
    const jan = monthWindow(new Date('2027-01-01T00:00:00Z'));
    expect(jan.period).toBe('2027-01');
    expect(jan.start.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(previousMonth(new Date('2027-01-10T12:00:00Z')).period).toBe('2026-12');
    expect(windowOfPeriod('2026-12').end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  // The reference product's startTimestamp: docs/product.md#wager-race.
  it('a startTimestamp of the first day at 01:00:01 Lisbon names its month', () => {
    expect(monthWindow(new Date(Date.UTC(2024, 10, 1, 1, 0, 1))).period).toBe('2024-11');
    expect(monthWindow(new Date('2025-04-01T00:00:01Z')).period).toBe('2025-04');
  });
});
