import { SITE_TIME_ZONE } from '@/lib/dates';

/**
 * The admin enters a giveaway's opening and closing times on Lisbon's clock (a `datetime-local`
 * field, 'YYYY-MM-DDTHH:mm'); the API takes UTC ISO times. The conversion reads the zone's offset from
 * the browser's own time-zone database (Intl), so summer time is right whatever the admin's zone.
 */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Lisbon's wall clock at `ms` as its fields. */
function wallClock(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out: Record<string, number> = {};
  for (const p of parts.formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Lisbon's offset from UTC at the instant `ms`, in ms (0 in winter, +1 h in summer). */
function offsetAt(ms: number): number {
  const w = wallClock(ms);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * 'YYYY-MM-DDTHH:mm' on Lisbon's clock as a UTC ISO time, or null when the text is not such a time.
 * Like Temporal's 'compatible' choice: in the spring gap (a clock time that does not exist) the time an
 * hour later is meant; in the autumn overlap (a clock time that happens twice), the first.
 */
export function lisbonLocalToIso(local: string): string | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null;
  // The offsets in force half a day either side: equal except next to a change of offset.
  const before = offsetAt(asUtc - 12 * 3_600_000);
  const after = offsetAt(asUtc + 12 * 3_600_000);
  const fits = [asUtc - before, asUtc - after].filter((t) => isoToLisbonLocal(t) === local).sort((a, b) => a - b);
  return new Date(fits[0] ?? asUtc - before).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC time as 'YYYY-MM-DDTHH:mm' on Lisbon's clock (for a `datetime-local` field). */
export function isoToLisbonLocal(iso: string | number | Date): string {
  const w = wallClock(new Date(iso).getTime());
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const DAY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A day typed in the site's day order, 'dd/mm/yyyy' (23/11/2026; one-digit day and month allowed), as
 * 'YYYY-MM-DD', or null when the text is no such day (31/02/2026, 2026-11-23, 11/23/2026). The day
 * is a calendar day: the caller decides whose midnight starts it (the filters: Lisbon's).
 */
export function dayTextToDay(text: string): string | null {
  const m = DAY_TEXT.exec(text.trim());
  if (!m) return null;
  const day = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}
