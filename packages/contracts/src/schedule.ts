import { TZDate, tzOffset } from '@date-fns/tz';
import { z } from 'zod';
import { SITE_TIME_ZONE } from './format';
import { SCHEDULE_DURATION, SCHEDULE_MAX_SLOTS, SCHEDULE_TITLE_MAX } from './limits';
import { hasControlCharacters } from './text';
import { platformSchema } from './users';

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export const SCHEDULE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One weekly stream of the schedule as the admin sends it (ADR 061): an ISO weekday (1 Monday … 7
 * Sunday), a Lisbon wall-clock time, an optional duration in minutes, the platform and a title
 * (trimmed, 1 to 100 characters, no control characters).
 */
export const scheduleSlotInputSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  time: z.string().regex(SCHEDULE_TIME_PATTERN, 'must be HH:MM (00:00 to 23:59)'),
  durationMinutes: z.number().int().min(SCHEDULE_DURATION.min).max(SCHEDULE_DURATION.max).nullable(),
  platform: platformSchema,
  title: z
    .string()
    .trim()
    .min(1, 'cannot be empty')
    .max(SCHEDULE_TITLE_MAX, `at most ${SCHEDULE_TITLE_MAX} characters`)
    .refine((s) => !hasControlCharacters(s), 'cannot hold control characters'),
});

/** One weekly stream as the API answers it (checked on the way in by `scheduleSlotInputSchema`). */
export const scheduleSlotSchema = z
  .object({
    weekday: z.number().int(),
    time: z.string(),
    durationMinutes: z.number().int().nullable(),
    platform: platformSchema,
    title: z.string(),
  })
  .meta({ id: 'ScheduleSlot' });
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/** PUT /api/v1/admin/stream/schedule: the whole week at once (an empty list clears it). */
export const scheduleInputSchema = z.object({ slots: z.array(scheduleSlotInputSchema).max(SCHEDULE_MAX_SLOTS) });
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** The next stream: its slot and when it starts (UTC ISO instant). */
export const nextStreamSchema = scheduleSlotSchema.extend({ startsAt: z.string() }).meta({ id: 'NextStream' });
export type NextStream = z.infer<typeof nextStreamSchema>;

/**
 * GET /api/v1/stream/schedule: the week (weekday, then time order), the next stream computed on the
 * server's clock in `timeZone` (null without slots), and the time zone the times are read in.
 */
export const streamScheduleSchema = z
  .object({
    slots: z.array(scheduleSlotSchema),
    next: nextStreamSchema.nullable(),
    timeZone: z.string(),
  })
  .meta({ id: 'StreamSchedule' });
export type StreamSchedule = z.infer<typeof streamScheduleSchema>;

/** GET|PUT /api/v1/admin/stream/go-live: whether the go-live Discord post is on, and whether a webhook is set. */
export const goLiveSettingSchema = z
  .object({ enabled: z.boolean(), webhookConfigured: z.boolean() })
  .meta({ id: 'GoLiveSetting' });
export type GoLiveSetting = z.infer<typeof goLiveSettingSchema>;
export const goLiveSettingInputSchema = z.object({ enabled: z.boolean() });

/** Slots in the order the schedule lists them: by weekday, then time (stable otherwise). */
export function sortSlots<T extends Pick<ScheduleSlot, 'weekday' | 'time'>>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The instant a wall-clock time on a calendar date happens in `timeZone`. Invariant: the instant reads
 * as that date and time in the zone, except that a time skipped by a spring-forward change (Lisbon:
 * 01:00–01:59 on the last Sunday of March) moves forward by the gap (01:30 → 02:30 WEST), and a time
 * that happens twice at the autumn change (01:00–01:59 on the last Sunday of October) is its first
 * (summer-time) instant.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string = SITE_TIME_ZONE,
): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // The zone's offsets (minutes) before and after any change near that day.
  const before = tzOffset(timeZone, new Date(wall - DAY));
  const after = tzOffset(timeZone, new Date(wall + DAY));
  const valid = [before, after]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wall - tzOffset(timeZone, new Date(instant)) * MINUTE === instant);
  if (valid.length > 0) return Math.min(...valid);
  // In the gap: the wall time read with the offset before the change.
  return wall - before * MINUTE;
}

/**
 * The next stream of the week at `now` (ms): the earliest occurrence of any slot that starts at or
 * after `now`, each slot happening every week on its weekday at its wall-clock time in `timeZone`
 * (DST as `zonedInstant` says). Null without slots. Pure: the caller passes the time.
 */
export function nextOccurrence<T extends Pick<ScheduleSlot, 'weekday' | 'time'>>(
  slots: readonly T[],
  now: number,
  timeZone: string = SITE_TIME_ZONE,
): { slot: T; startsAt: number } | null {
  if (slots.length === 0) return null;
  const local = new TZDate(now, timeZone);
  const year = local.getFullYear();
  const month = local.getMonth();
  const day = local.getDate();
  let best: { slot: T; startsAt: number } | null = null;
  // Today and the next 7 days hold every weekday once, today's again a week later.
  for (let k = 0; k <= 7; k++) {
    const date = new Date(Date.UTC(year, month, day + k));
    const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const [hour, minute] = slot.time.split(':').map(Number) as [number, number];
      const startsAt = zonedInstant(
        { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
        { hour, minute },
        timeZone,
      );
      if (startsAt >= now && (best === null || startsAt < best.startsAt)) best = { slot, startsAt };
    }
    if (best) return best;
  }
  return best;
}
