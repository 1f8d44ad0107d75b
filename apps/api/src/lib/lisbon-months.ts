import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';

/** Wager months (the leaderboard, casino accounts, milestones) are calendar months in this zone (docs/product.md#wager-race). */
export const LEADERBOARD_TZ = 'Europe/Lisbon';

export type MonthWindow = {
  /** 'YYYY-MM' of the Lisbon calendar month. */
  period: string;
  /** First day 00:00 Lisbon (inclusive). */
  start: Date;
  /** Next month's first day 00:00 Lisbon (exclusive). */
  end: Date;
};

const periodOf = (d: TZDate) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** The Lisbon calendar month containing `at`, computed by the time-zone library (DST included). */
export function monthWindow(at: Date): MonthWindow {
  const start = startOfMonth(new TZDate(at.getTime(), LEADERBOARD_TZ));
  const end = addMonths(start, 1);
  return { period: periodOf(start), start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The window of a 'YYYY-MM' period. */
export function windowOfPeriod(period: string): MonthWindow {
  const [y, m] = period.split('-').map(Number);
  return monthWindow(new TZDate(y!, m! - 1, 15, 12, 0, 0, LEADERBOARD_TZ));
}

/** The month before the one containing `at`. */
export function previousMonth(at: Date): MonthWindow {
  return monthWindow(new Date(monthWindow(at).start.getTime() - 1));
}

export const isPeriod = (s: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);
