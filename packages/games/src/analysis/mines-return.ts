import { TILE_COUNT } from '../mines/board';
import { multiplierFraction } from '../mines/multiplier';
import { MAX_PAYOUT } from '../result';

/** The return of the strategy "reveal k tiles, then cash out" with m mines. */
export type MinesReturnRow = {
  mines: number;
  reveals: number;
  /** Probability that k reveals are all safe, as the product of (25-m-i)/(25-i). */
  survival: number;
  multiplier: number;
  /** survival * multiplier, computed exactly with BigInt and then divided: 0.99 for every row. */
  expectedReturn: number;
  /** The same with the real payout min(100,000, floor(bet * multiplier)) for the given bet. */
  expectedReturnWithPayout: number;
};

/**
 * Exact expected return for every (m, k) with 1 <= m <= 24 and 1 <= k <= 25 - m. The survival
 * probability is built independently of the multiplier's binomials (as a product of per-step odds),
 * so a wrong multiplier would show up as a return different from 99%.
 */
export function analyseMinesReturn(bet = 100): MinesReturnRow[] {
  const rows: MinesReturnRow[] = [];
  for (let mines = 1; mines < TILE_COUNT; mines++) {
    let survivalNum = 1n;
    let survivalDen = 1n;
    for (let reveals = 1; reveals <= TILE_COUNT - mines; reveals++) {
      const i = BigInt(reveals - 1);
      survivalNum *= BigInt(TILE_COUNT - mines) - i;
      survivalDen *= BigInt(TILE_COUNT) - i;
      const { numerator, denominator } = multiplierFraction(mines, reveals);
      const returnNum = survivalNum * BigInt(numerator);
      const returnDen = survivalDen * BigInt(denominator);
      const uncapped = (BigInt(bet) * BigInt(numerator)) / BigInt(denominator);
      const paid = uncapped > BigInt(MAX_PAYOUT) ? BigInt(MAX_PAYOUT) : uncapped;
      rows.push({
        mines,
        reveals,
        survival: Number(survivalNum) / Number(survivalDen),
        multiplier: numerator / denominator,
        expectedReturn: ratio(returnNum, returnDen),
        expectedReturnWithPayout: ratio(survivalNum * paid, survivalDen * BigInt(bet)),
      });
    }
  }
  return rows;
}

/** a / b as a double, exact to the last bit for the sizes here (scaled integer division first). */
function ratio(a: bigint, b: bigint): number {
  const scale = 10n ** 15n;
  return Number((a * scale) / b) / 1e15;
}
