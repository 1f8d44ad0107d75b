/** Points as every screen writes them in full: 1,234,567 (one formatter for the whole site). */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US');
}

/** Dollars from integer cents as every screen writes them in full: $1,112.20, -$5.00 (the live hunt's money). */
export function formatDollars(cents: number): string {
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${cents < 0 ? '-' : ''}$${text}`;
}

/** '1 point', '12 points', '1,500 points'. */
export const pointsLabel = (points: number) => `${formatPoints(points)} point${points === 1 ? '' : 's'}`;

/**
 * Points shown short in the header pill: k / M / B with one decimal unless the value is whole
 * (1000 -> "1k", 1500 -> "1.5k", 999 -> "999"). Truncates rather than rounds so the pill never
 * shows more than the user has (1999 -> "1.9k").
 */
export function formatPointsShort(points: number): string {
  const abs = Math.abs(points);
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) {
      const tenths = Math.trunc((points / size) * 10) / 10;
      return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}${suffix}`;
    }
  }
  return String(Math.trunc(points));
}
