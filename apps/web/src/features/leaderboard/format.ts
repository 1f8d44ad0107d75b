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
