import type { SiteCurrency } from '@app/contracts';
import { fmt, t } from '@/i18n';

/** A timestamp inside a 'YYYY-MM' month wherever Lisbon's offset is: midday UTC of its first day. */
export const startOfPeriod = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, 1, 12) / 1000);
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
