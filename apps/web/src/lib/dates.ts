/**
 * Every date the site shows is formatted here, so one format holds across pages:
 * '23 Nov 2026', '23 Nov 2026, 14:05' (in the viewer's zone, or on Lisbon's clock), '14:05:09', and
 * relative times ('5 minutes ago').
 * The one exception is the reference product's own: the live hunt header is Brazilian Portuguese
 * (dateTimePtBr; docs/product.md#tracking-page).
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const ptBrFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
/** The site's own time zone (the leaderboard months, the giveaways' opening and closing times). */
export const SITE_TIME_ZONE = 'Europe/Lisbon';
const lisbonFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
});

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** '23 Nov 2026' */
export const formatDate = (value: DateInput) => dateFormat.format(toDate(value));
/** '23 Nov 2026, 14:05' */
export const formatDateTime = (value: DateInput) => dateTimeFormat.format(toDate(value));
/** '14:05:09' (a time within a day already named on screen) */
export const formatTime = (value: DateInput) => timeFormat.format(toDate(value));
/** '23 Nov 2026, 14:05' on Lisbon's clock, whatever the viewer's time zone (say so beside it: 'Lisbon time'). */
export const formatDateTimeLisbon = (value: DateInput) => lisbonFormat.format(toDate(value));
/** '23/11/2026, 14:05': the Brazilian-Portuguese format of the live hunt header (docs/product.md#tracking-page). */
export const formatDateTimePtBr = (value: DateInput) => ptBrFormat.format(toDate(value));

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * '5 minutes ago', '2 days ago': the largest whole unit, rounded down so nothing looks older than it
 * is. Under a minute reads 'less than a minute ago'.
 */
export function timeAgo(value: DateInput, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - toDate(value).getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'less than a minute ago';
}
