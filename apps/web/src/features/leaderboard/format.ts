import type { SiteCurrency } from '@app/contracts';
import { fmt, t, type MessageId } from '@/i18n';

/** A timestamp inside a 'YYYY-MM' month wherever Lisbon's offset is: midday UTC of its first day. */
export const startOfPeriod = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, 1, 12) / 1000);
};

const MONTHS: MessageId[] = [
  'leaderboard.month.january',
  'leaderboard.month.february',
  'leaderboard.month.march',
  'leaderboard.month.april',
  'leaderboard.month.may',
  'leaderboard.month.june',
  'leaderboard.month.july',
  'leaderboard.month.august',
  'leaderboard.month.september',
  'leaderboard.month.october',
  'leaderboard.month.november',
  'leaderboard.month.december',
];

/** 'November 2024' / 'novembro de 2024' for '2024-11', in the screen's language. */
export const monthLabel = (period: string) => {
  const [year, month] = period.split('-');
  const name = MONTHS[Number(month) - 1];
  return name ? t('leaderboard.monthYear', { month: t(name), year }) : period;
};

/**
 * The wager race's heading: "We Offer a $5,000 prize pool at Roobet" (the sum of the sponsor's prizes,
 * in the site currency, whole amounts without cents, in the screen's language).
 */
export const prizePoolTitle = (sponsor: { name: string; prizes: number[] }, currency: SiteCurrency) =>
  t('leaderboard.prizePool', {
    pool: fmt().money(
      sponsor.prizes.reduce((a, b) => a + b, 0),
      currency,
      { whole: true },
    ),
    sponsor: sponsor.name,
  });
