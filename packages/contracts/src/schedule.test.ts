import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextOccurrence,
  scheduleInputSchema,
  scheduleSlotInputSchema,
  zonedInstant,
  type ScheduleSlot,
} from './schedule';

const TZ = 'Europe/Lisbon';
const slot = (weekday: number, time: string, title = 'Stream'): ScheduleSlot => ({
  weekday,
  time,
  durationMinutes: null,
  platform: 'twitch',
  title,
});
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
/** The Lisbon wall clock of an instant: ISO weekday and 'HH:MM'. */
const wallClock = (ms: number) => {
  const d = new TZDate(ms, TZ);
  const weekday = d.getDay() === 0 ? 7 : d.getDay();
  return { weekday, time: `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}` };
};

describe('zonedInstant (Europe/Lisbon)', () => {
  it('reads winter times as UTC and summer times as UTC+1', () => {
    expect(iso(zonedInstant({ year: 2026, month: 1, day: 15 }, { hour: 21, minute: 0 }))).toBe(
      '2026-01-15T21:00:00.000Z',
    );
    expect(iso(zonedInstant({ year: 2026, month: 7, day: 15 }, { hour: 21, minute: 0 }))).toBe(
      '2026-07-15T20:00:00.000Z',
    );
  });

  it('moves a time skipped on the last Sunday of March forward by the gap', () => {
    // 29 March 2026: 01:00 WET -> 02:00 WEST; 01:30 does not exist.
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 29 }, { hour: 1, minute: 30 }))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 29 }, { hour: 0, minute: 59 }))).toBe(
      '2026-03-29T00:59:00.000Z',
    );
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 29 }, { hour: 2, minute: 0 }))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('takes the first of a time that happens twice on the last Sunday of October', () => {
    // 25 October 2026: 02:00 WEST -> 01:00 WET; 01:30 happens at 00:30Z and at 01:30Z.
    expect(iso(zonedInstant({ year: 2026, month: 10, day: 25 }, { hour: 1, minute: 30 }))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(zonedInstant({ year: 2026, month: 10, day: 25 }, { hour: 2, minute: 0 }))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });
});

describe('nextOccurrence', () => {
  it('is null without slots', () => {
    expect(nextOccurrence([], at('2026-05-01T00:00:00Z'))).toBeNull();
  });

  it('finds the earliest slot from now, later today or on a later weekday, and next week past the last', () => {
    const week = [slot(1, '20:00', 'Mon'), slot(5, '21:30', 'Fri')];
    // Wednesday 6 May 2026, 12:00 Lisbon (WEST).
    const next = nextOccurrence(week, at('2026-05-06T11:00:00Z'))!;
    expect(next.slot.title).toBe('Fri');
    expect(iso(next.startsAt)).toBe('2026-05-08T20:30:00.000Z');
    // Friday 21:30 itself is still "next" (starts at now); a minute later it is Monday's.
    expect(nextOccurrence(week, at('2026-05-08T20:30:00Z'))!.slot.title).toBe('Fri');
    const after = nextOccurrence(week, at('2026-05-08T20:31:00Z'))!;
    expect(after.slot.title).toBe('Mon');
    expect(iso(after.startsAt)).toBe('2026-05-11T19:00:00.000Z');
  });

  it('finds the same weekday a week later once today’s time has passed', () => {
    const next = nextOccurrence([slot(3, '10:00')], at('2026-05-06T10:00:00Z'))!;
    expect(iso(next.startsAt)).toBe('2026-05-13T09:00:00.000Z');
  });

  it('keeps the Lisbon wall-clock time across the March and October changes', () => {
    const sunday21 = [slot(7, '21:00')];
    expect(iso(nextOccurrence(sunday21, at('2026-03-23T00:00:00Z'))!.startsAt)).toBe('2026-03-29T20:00:00.000Z');
    expect(iso(nextOccurrence(sunday21, at('2026-03-16T00:00:00Z'))!.startsAt)).toBe('2026-03-22T21:00:00.000Z');
    expect(iso(nextOccurrence(sunday21, at('2026-10-19T00:00:00Z'))!.startsAt)).toBe('2026-10-25T21:00:00.000Z');
    expect(iso(nextOccurrence(sunday21, at('2026-10-12T00:00:00Z'))!.startsAt)).toBe('2026-10-18T20:00:00.000Z');
    // Asked on the change day itself, before and after the change.
    expect(iso(nextOccurrence(sunday21, at('2026-03-29T00:30:00Z'))!.startsAt)).toBe('2026-03-29T20:00:00.000Z');
    expect(iso(nextOccurrence([slot(7, '01:30')], at('2026-10-25T00:00:00Z'))!.startsAt)).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(nextOccurrence([slot(7, '01:30')], at('2026-10-25T00:31:00Z'))!.startsAt)).toBe(
      '2026-11-01T01:30:00.000Z',
    );
  });

  const slotArb = fc.record({
    weekday: fc.integer({ min: 1, max: 7 }),
    time: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  });
  // 2024 to 2030: every March and October change in between.
  const nowArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) });

  it('property: at or after now, within 8 days, on its slot’s Lisbon weekday and time (outside a skipped hour)', () => {
    fc.assert(
      fc.property(fc.array(slotArb, { minLength: 1, maxLength: 6 }), nowArb, (slots, now) => {
        const next = nextOccurrence(slots, now)!;
        expect(next).not.toBeNull();
        expect(next.startsAt).toBeGreaterThanOrEqual(now);
        expect(next.startsAt - now).toBeLessThanOrEqual(8 * 24 * 3600_000);
        const wall = wallClock(next.startsAt);
        expect(wall.weekday).toBe(next.slot.weekday);
        // Only a time in the spring gap reads an hour later.
        if (wall.time !== next.slot.time) {
          const [h] = next.slot.time.split(':').map(Number);
          expect(h).toBe(1);
          expect(wall.time).toBe(`02:${next.slot.time.slice(3)}`);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: nothing of the schedule starts between now and the next one', () => {
    fc.assert(
      fc.property(
        fc.array(slotArb, { minLength: 1, maxLength: 6 }),
        nowArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (slots, now, share) => {
          const next = nextOccurrence(slots, now)!;
          const between = now + Math.floor((next.startsAt - now) * share);
          expect(nextOccurrence(slots, between)!.startsAt).toBe(next.startsAt);
          // Each slot on its own starts no earlier.
          for (const s of slots) expect(nextOccurrence([s], now)!.startsAt).toBeGreaterThanOrEqual(next.startsAt);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('schedule input', () => {
  it('takes a week and trims titles', () => {
    const parsed = scheduleInputSchema.parse({
      slots: [{ weekday: 5, time: '21:30', durationMinutes: 180, platform: 'kick', title: '  Bonus hunt  ' }],
    });
    expect(parsed.slots[0]!.title).toBe('Bonus hunt');
  });

  it.each([
    [{ weekday: 0 }, 'weekday'],
    [{ weekday: 8 }, 'weekday'],
    [{ time: '24:00' }, 'time'],
    [{ time: '9:00' }, 'time'],
    [{ platform: 'youtube' }, 'platform'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(101) }, 'title'],
    [{ title: 'bad\u0007bell' }, 'title'],
    [{ durationMinutes: 5 }, 'durationMinutes'],
  ])('refuses %o', (change, field) => {
    const result = scheduleSlotInputSchema.safeParse({ ...slot(1, '20:00'), ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });
});
