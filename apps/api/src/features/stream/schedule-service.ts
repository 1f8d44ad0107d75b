import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  nextOccurrence,
  PLATFORM_NAMES,
  SITE_TIME_ZONE,
  sortSlots,
  type ScheduleSlot,
  type StreamSchedule,
} from '@app/contracts';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import type { Db } from '../../db/client';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/** How long an instance keeps the schedule; a save drops the saving instance's copy at once. */
export const STREAM_SCHEDULE_CACHE_MS = 5_000;
/** The length of a calendar event whose slot gives none. */
export const DEFAULT_STREAM_MINUTES = 120;

type StoredSlot = ScheduleSlot & { id: string; updatedAt: Date };

const toSlot = (s: StoredSlot): ScheduleSlot => ({
  weekday: s.weekday,
  time: s.time,
  durationMinutes: s.durationMinutes,
  platform: s.platform,
  title: s.title,
});

/**
 * The stream schedule (ADR 061): the week's streams the admin writes (replaced whole by each save,
 * audited), the next one computed on Lisbon's clock by `nextOccurrence` (@app/contracts), and the
 * iCalendar feed of /schedule.ics written by ical-generator: one weekly event per slot in TZID
 * Europe/Lisbon, so calendars keep the Lisbon time across the clock changes.
 */
export function createStreamScheduleService(deps: {
  db: Db;
  publicUrl: string;
  /** The channel's name, for the calendar's name. */
  channel: string;
  cacheMs?: number;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const cache = createRefreshingCache<'week', StoredSlot[]>({ maxAgeMs: deps.cacheMs ?? STREAM_SCHEDULE_CACHE_MS });

  const load = (): Promise<StoredSlot[]> =>
    cache.get('week', async () =>
      (await repo.scheduleSlots(db)).map((r) => ({
        id: r.id,
        weekday: r.weekday,
        time: r.localTime,
        durationMinutes: r.durationMinutes,
        platform: r.platform,
        title: r.title,
        updatedAt: r.updatedAt,
      })),
    );

  function scheduleOf(stored: StoredSlot[], at: number): StreamSchedule {
    const next = nextOccurrence(stored, at);
    return {
      slots: stored.map(toSlot),
      next: next ? { ...toSlot(next.slot), startsAt: new Date(next.startsAt).toISOString() } : null,
      timeZone: SITE_TIME_ZONE,
    };
  }

  return {
    /** The week and the next stream at this moment. */
    async get(): Promise<StreamSchedule> {
      return scheduleOf(await load(), now());
    },

    /** Replaces the week (sorted by weekday and time); a save that changes nothing writes nothing. */
    async save(slots: ScheduleSlot[], actor: AuditActor): Promise<StreamSchedule> {
      const sorted = sortSlots(slots);
      await db.transaction(async (tx) => {
        const before = (await repo.scheduleSlots(tx)).map((r) => ({
          weekday: r.weekday,
          time: r.localTime,
          durationMinutes: r.durationMinutes,
          platform: r.platform,
          title: r.title,
        }));
        if (JSON.stringify(before) === JSON.stringify(sorted)) return;
        await repo.replaceSchedule(tx, sorted);
        await auditService.record(tx, actor, {
          action: 'stream.schedule',
          targetType: 'setting',
          targetId: 'stream_schedule',
          summary: { before: { slots: before }, after: { slots: sorted } },
        });
      });
      cache.delete('week');
      return scheduleOf(await load(), now());
    },

    /**
     * The schedule as an iCalendar feed. Each slot is a weekly event (RRULE:FREQ=WEEKLY) whose first
     * occurrence is the slot's next one after its save (so the feed stays the same between saves), in
     * TZID Europe/Lisbon with its VTIMEZONE; titles are escaped by the library.
     */
    async ics(): Promise<string> {
      const stored = await load();
      const site = new URL(deps.publicUrl);
      const calendar = ical({
        name: `${deps.channel} streams`,
        prodId: { company: site.hostname, product: 'stream-schedule', language: 'EN' },
        timezone: { name: SITE_TIME_ZONE, generator: getVtimezoneComponent },
        url: new URL('/schedule.ics', site).toString(),
        ttl: 3600,
      });
      for (const slot of stored) {
        const first = nextOccurrence([slot], slot.updatedAt.getTime());
        if (!first) continue;
        const minutes = slot.durationMinutes ?? DEFAULT_STREAM_MINUTES;
        calendar.createEvent({
          id: `${slot.id}@${site.hostname}`,
          start: new TZDate(first.startsAt, SITE_TIME_ZONE),
          end: new TZDate(first.startsAt + minutes * 60_000, SITE_TIME_ZONE),
          timezone: SITE_TIME_ZONE,
          stamp: new TZDate(slot.updatedAt.getTime(), SITE_TIME_ZONE),
          summary: `${slot.title} (${PLATFORM_NAMES[slot.platform]})`,
          url: new URL('/stream/live', site).toString(),
          repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
        });
      }
      return calendar.toString();
    },
  };
}

export type StreamScheduleService = ReturnType<typeof createStreamScheduleService>;
