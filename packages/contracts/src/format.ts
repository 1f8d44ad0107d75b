import type { SiteCurrency } from './data';

const moneyFormats = new Map<string, Intl.NumberFormat>();
/**
 * Money as every screen, overlay and notice writes it, in the site currency: "$1,234.50",
 * "-€40.00", "R$30.00"; `whole` drops ".00" from a whole amount ("$30"). `amount` is in the
 * currency's major unit (the statistics API's numbers, a personal hunt's "12.50").
 */
export function formatMoney(amount: number, currency: SiteCurrency, options: { whole?: boolean } = {}): string {
  const whole = options.whole === true && Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount === 0 ? 0 : amount);
}

/** Integer cents as money (12345 -> "$123.45"). */
export const formatCents = (cents: number, currency: SiteCurrency, options: { whole?: boolean } = {}) =>
  formatMoney(cents / 100, currency, { whole: options.whole === true && cents % 100 === 0 });

/** Points as every screen writes them in full: 1,234,567 (one formatter for the whole site). */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US');
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
