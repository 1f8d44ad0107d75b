import { MAX_PAYOUT } from '../result';
import { MAX_MINES, MIN_MINES, TILE_COUNT } from './board';

/** The house keeps 1%: every step returns 99/100 of the fair odds. */
const RTP_NUMERATOR = 99;
const RTP_DENOMINATOR = 100;

/** C(n, k) as an exact integer (n <= 25 here, so the largest value 5,200,300 is far below 2^53). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const small = Math.min(k, n - k);
  let result = 1;
  // Each intermediate result * (n - i) / (i + 1) is C(n, i + 1), an integer, so division is exact.
  for (let i = 0; i < small; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** A multiplier as an exact fraction of integers. */
export type Fraction = { numerator: number; denominator: number };

/** Whether k safe reveals are possible with m mines (0 <= k <= 25 - m). */
export function isValidReveals(mines: number, revealed: number): boolean {
  return (
    Number.isInteger(mines) &&
    Number.isInteger(revealed) &&
    mines >= MIN_MINES &&
    mines <= MAX_MINES &&
    revealed >= 0 &&
    revealed <= TILE_COUNT - mines
  );
}

/**
 * The multiplier after k safe reveals with m mines, exactly: 0.99 * C(25,k) / C(25-m,k)
 * = 99 * C(25,k) / (100 * C(25-m,k)). Both parts stay below 2^53 (at most 100 * 5,200,300).
 */
export function multiplierFraction(mines: number, revealed: number): Fraction {
  if (!isValidReveals(mines, revealed)) throw new RangeError(`invalid mines/reveals: m=${mines} k=${revealed}`);
  return {
    numerator: RTP_NUMERATOR * binomial(TILE_COUNT, revealed),
    denominator: RTP_DENOMINATOR * binomial(TILE_COUNT - mines, revealed),
  };
}

/** The multiplier as a number for display (2 decimals in the UI); payouts use the fraction. */
export function minesMultiplier(mines: number, revealed: number): number {
  const { numerator, denominator } = multiplierFraction(mines, revealed);
  return numerator / denominator;
}

/** The multiplier the next safe reveal would reach, or null when no safe tile is left. */
export function minesNextMultiplier(mines: number, revealed: number): number | null {
  return isValidReveals(mines, revealed + 1) ? minesMultiplier(mines, revealed + 1) : null;
}

/**
 * floor(a / b) for non-negative integers below 2^53, exactly: the float quotient can round up
 * to the next integer when a/b is just below it, so the candidate is corrected with integer checks.
 */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  while (q * b > a) q--;
  while ((q + 1) * b <= a) q++;
  return q;
}

/**
 * Points paid for cashing out after k safe reveals: min(100,000, floor(bet * multiplier)), with
 * the floor taken on the exact rational, so a product that is mathematically an integer is never
 * lowered by float error. Invariant: 0 <= payout <= MAX_PAYOUT.
 */
export function minesPayout(bet: number, mines: number, revealed: number): number {
  const { numerator, denominator } = multiplierFraction(mines, revealed);
  return Math.min(MAX_PAYOUT, floorDiv(bet * numerator, denominator));
}
