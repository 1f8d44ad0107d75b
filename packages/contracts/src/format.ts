import type { SiteCurrency } from './data';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The one formatter of the site (ADR 057): every number, amount of points or money, date and relative
 * time a person reads is written here, in the reader's language, with Intl. Pages, overlays, notices
 * and the chat bot all take a `Formatter` for their locale; nothing else formats a figure.
 *
 * - Numbers group always, the language's way: "5,000" / "5 000" (pt-PT) / "5.000" (pt-BR), so
 *   "5 000 pontos" and "MAX WIN 100.000" follow the language, not Intl's "no group below 10 000".
 * - Money is in the site currency, the language's way: "$1,234.50", "1 234,50 €", "R$ 1.234,50".
 * - Dates are on the viewer's clock unless named Lisbon's (the site's own zone: leaderboard months,
 *   giveaway times); English dates read day-month ("23 Nov 2026"), as in Portugal.
 */
export type Formatter = {
  locale: Locale;
  /** 1234.5 -> "1,234.5" / "1 234,5" / "1.234,5"; `digits` fixes the decimals. */
  number: (value: number, digits?: number) => string;
  /** Whole points: 5000 -> "5,000" / "5 000" / "5.000" (the unit word comes from the catalogs). */
  points: (points: number) => string;
  /** Points short, for the header pill: "1.5k" / "1,5k"; truncated, never more than held. */
  pointsShort: (points: number) => string;
  /** An amount in the currency's major unit: "$1,234.50"; `whole` drops the cents of a whole amount. */
  money: (amount: number, currency: SiteCurrency, options?: { whole?: boolean }) => string;
  /** Integer cents as money: 12345 -> "$123.45". */
  cents: (cents: number, currency: SiteCurrency, options?: { whole?: boolean }) => string;
  /** A multiplier: 12.5 -> "12.50x" / "12,50x". */
  multiplier: (value: number, digits?: number) => string;
  /** A share: 0.125 -> "12.5%" / "12,5 %". */
  percent: (ratio: number, digits?: number) => string;
  /** "23 Nov 2026" / "23/11/2026" / "23 de nov. de 2026" on the viewer's clock. */
  date: (value: DateInput) => string;
  /** "23 Nov 2026, 14:05" on the viewer's clock. */
  dateTime: (value: DateInput) => string;
  /** "14:05:09" (a time within a day already named on screen). */
  time: (value: DateInput) => string;
  /** Date and time on Lisbon's clock (say so beside it). */
  dateTimeLisbon: (value: DateInput) => string;
  /** A short numeric date and time: "23/11/2026, 14:05" (the live hunt header). */
  dateTimeShort: (value: DateInput) => string;
  /** "5 minutes ago" / "há 5 minutos" at `now` (ms): the largest whole unit, rounded down; under a minute "now". */
  timeAgo: (value: DateInput, now: number) => string;
  /** A 'YYYY-MM' month (a wager month): "November 2026" / "novembro de 2026"; anything else as given. */
  month: (period: string) => string;
  /** Weekday and time on Lisbon's clock: "Friday 21:30" / "sexta-feira 21:30" (say so beside it). */
  weekdayTimeLisbon: (value: DateInput) => string;
  /** An ISO weekday (1 Monday … 7 Sunday) by name: "Monday" / "segunda-feira". */
  weekday: (isoWeekday: number) => string;
};

export type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** The site's own time zone (the leaderboard months, the giveaways' opening and closing times). */
export const SITE_TIME_ZONE = 'Europe/Lisbon';

/** Intl's locale for numbers and for dates: English numbers read US-style, English dates day-first. */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', 'pt-PT': 'pt-PT', 'pt-BR': 'pt-BR' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', 'pt-PT': 'pt-PT', 'pt-BR': 'pt-BR' };

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const SHORT_UNITS: Array<[number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

function createFormatter(locale: Locale): Formatter {
  const numberLocale = NUMBER_LOCALE[locale];
  const dateLocale = DATE_LOCALE[locale];
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (key: string, make: () => Intl.NumberFormatOptions) => {
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(numberLocale, make())));
    return format;
  };
  const decimals = (digits: number | undefined): Intl.NumberFormatOptions =>
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  // Intl's useGrouping 'always' (ES2023): pt-PT groups 5 000 too, not only from 10 000.
  const grouping = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;
  const number = (value: number, digits?: number) =>
    numberFormat(`n${digits}`, () => ({ ...grouping, ...decimals(digits) })).format(value === 0 ? 0 : value);
  const money = (amount: number, currency: SiteCurrency, options: { whole?: boolean } = {}) => {
    const whole = options.whole === true && Number.isInteger(amount);
    return numberFormat(`m${currency}${whole}`, () => ({
      ...grouping,
      style: 'currency',
      currency,
      ...decimals(whole ? 0 : 2),
    })).format(amount === 0 ? 0 : amount);
  };
  const dateFormat = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dateTimeOptions: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const dateTimeFormat = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);
  const lisbonFormat = new Intl.DateTimeFormat(dateLocale, { ...dateTimeOptions, timeZone: SITE_TIME_ZONE });
  const timeFormat = new Intl.DateTimeFormat(dateLocale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const shortFormat = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'short', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(dateLocale, { numeric: 'auto' });
  const monthFormat = new Intl.DateTimeFormat(dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayTimeFormat = new Intl.DateTimeFormat(dateLocale, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SITE_TIME_ZONE,
  });
  const weekdayFormat = new Intl.DateTimeFormat(dateLocale, { weekday: 'long', timeZone: 'UTC' });
  return {
    locale,
    number,
    points: (points) => number(Math.trunc(points)),
    pointsShort: (points) => {
      const abs = Math.abs(points);
      for (const [size, suffix] of SHORT_UNITS) {
        if (abs >= size) {
          const tenths = Math.trunc((points / size) * 10) / 10;
          const digits = Number.isInteger(tenths) ? 0 : 1;
          return `${numberFormat(`s${digits}`, () => ({ useGrouping: false, ...decimals(digits) })).format(tenths)}${suffix}`;
        }
      }
      return String(Math.trunc(points));
    },
    money,
    cents: (cents, currency, options = {}) =>
      money(cents / 100, currency, { whole: options.whole === true && cents % 100 === 0 }),
    multiplier: (value, digits = 2) => `${number(value, digits)}x`,
    percent: (ratio, digits = 1) =>
      numberFormat(`p${digits}`, () => ({ style: 'percent', ...decimals(digits) })).format(ratio === 0 ? 0 : ratio),
    date: (value) => dateFormat.format(toDate(value)),
    dateTime: (value) => dateTimeFormat.format(toDate(value)),
    time: (value) => timeFormat.format(toDate(value)),
    dateTimeLisbon: (value) => lisbonFormat.format(toDate(value)),
    dateTimeShort: (value) => shortFormat.format(toDate(value)),
    month: (period) => {
      const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
      return m ? monthFormat.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15)) : period;
    },
    weekdayTimeLisbon: (value) => weekdayTimeFormat.format(toDate(value)),
    // 5 January 1970 was a Monday: ISO weekday n is n - 1 days after it.
    weekday: (isoWeekday) => weekdayFormat.format(Date.UTC(1970, 0, 4 + isoWeekday, 12)),
    timeAgo: (value, now) => {
      const seconds = Math.max(0, Math.floor((now - toDate(value).getTime()) / 1000));
      for (const [unit, size] of RELATIVE_UNITS) {
        if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
      }
      return relative.format(0, 'second');
    },
  };
}

const formatters = new Map<Locale, Formatter>();
/** The formatter of a language (made once per language). */
export function formatterFor(locale: Locale): Formatter {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = createFormatter(locale)));
  return formatter;
}

/*
 * The English formatter's parts by name, for code with no reader's language (the API's logs and
 * audit text, an English-only admin CSV). A screen, overlay or chat reply takes `formatterFor(locale)`.
 */
const english = () => formatterFor(DEFAULT_LOCALE);
/** "$1,234.50" (English). */
export const formatMoney = (amount: number, currency: SiteCurrency, options: { whole?: boolean } = {}) =>
  english().money(amount, currency, options);
/** Integer cents as money, English (12345 -> "$123.45"). */
export const formatCents = (cents: number, currency: SiteCurrency, options: { whole?: boolean } = {}) =>
  english().cents(cents, currency, options);
/** Points in full, English: 1,234,567. */
export const formatPoints = (points: number) => english().points(points);
/** Points short, English: "1.5k" (truncates, never shows more than held). */
export const formatPointsShort = (points: number) => english().pointsShort(points);
/** '1 point', '12 points', '1,500 points' (English). */
export const pointsLabel = (points: number) => `${formatPoints(points)} point${points === 1 ? '' : 's'}`;
