import { SITE_TIME_ZONE, type DateInput } from '@app/contracts';
import { fmt } from '@/i18n';

/**
 * The site's dates, in the screen's language: the one formatter of @app/contracts (fmt()) by name.
 * '23 Nov 2026' / '23/11/2026', with time, on Lisbon's clock, and relative ('5 minutes ago').
 */
export { SITE_TIME_ZONE };

/** '23 Nov 2026' */
export const formatDate = (value: DateInput) => fmt().date(value);
/** '23 Nov 2026, 14:05' */
export const formatDateTime = (value: DateInput) => fmt().dateTime(value);
/** '14:05:09' (a time within a day already named on screen) */
export const formatTime = (value: DateInput) => fmt().time(value);
/** '23 Nov 2026, 14:05' on Lisbon's clock, whatever the viewer's time zone (say so beside it: 'Lisbon time'). */
export const formatDateTimeLisbon = (value: DateInput) => fmt().dateTimeLisbon(value);
/** '23/11/2026, 14:05': the short numeric date and time (the live hunt header). */
export const formatDateTimeShort = (value: DateInput) => fmt().dateTimeShort(value);
/** 'October 2026' / 'outubro de 2026' for a 'YYYY-MM' month (a wager race's); the text itself if it is not one. */
export const formatMonth = (period: string) => fmt().month(period);
/** '5 minutes ago', '2 days ago'; under a minute 'now'. */
export const timeAgo = (value: DateInput, now = Date.now()) => fmt().timeAgo(value, now);
/** 'Friday 21:30' on Lisbon's clock (say so beside it: 'Lisbon'). */
export const formatWeekdayTimeLisbon = (value: DateInput) => fmt().weekdayTimeLisbon(value);
/** An ISO weekday (1 Monday … 7 Sunday) by name, in the screen's language. */
export const formatWeekday = (isoWeekday: number) => fmt().weekday(isoWeekday);
