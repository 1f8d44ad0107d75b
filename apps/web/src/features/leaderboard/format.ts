import { formatMoney, type SiteCurrency } from '@app/contracts';

/** A timestamp inside a 'YYYY-MM' month wherever Lisbon's offset is: midday UTC of its first day. */
export const startOfPeriod = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, 1, 12) / 1000);
};

/** 'November 2024' for '2024-11'. */
export const monthLabel = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(startOfPeriod(period) * 1000),
  );

/**
 * The wager race's heading: "We Offer a $5,000 prize pool at Roobet" (the sum of the sponsor's prizes,
 * in the site currency, whole amounts without cents).
 */
export const prizePoolTitle = (sponsor: { name: string; prizes: number[] }, currency: SiteCurrency) =>
  `We Offer a ${formatMoney(
    sponsor.prizes.reduce((a, b) => a + b, 0),
    currency,
    { whole: true },
  )} prize pool at ${sponsor.name}`;
