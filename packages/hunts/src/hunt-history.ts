/**
 * Rules of the public hunt statistics (/hunt-stats): the balance of one finished live hunt as its
 * bonuses open, the running profit or loss across hunts, and the best/worst ranking of slots and
 * providers. Money is integer cents; nothing here reads a clock or does I/O. See ADR 050.
 *
 * Definitions (one place, used by the API and documented in docs/product.md#stream-hunt-statistics):
 * - the start of a hunt is the money put into it (`start_cents`, spent on buying its bonuses);
 * - its win is the sum of its bonuses' earnings (an unopened bonus counts 0), i.e. the final balance
 *   GTB is settled against (`finalBalanceCents`);
 * - its profit (a loss when negative) is win - start.
 */

/** One bonus of a hunt in the order it is played (the console's order, `position`). */
export type CurveBonus = {
  slotName: string;
  provider: string;
  betCents: number;
  /** null when the bonus was never opened: it adds no point to the curve and 0 to the balance. */
  earningCents: number | null;
};

export type BalancePoint = {
  /** 0 for the start, then 1..n for each opened bonus in order. */
  step: number;
  /** Money collected so far: the sum of the earnings of the bonuses opened up to this step. */
  balanceCents: number;
  /** balance - start: what the hunt stands at after this step (negative = still down). */
  profitCents: number;
  /** The bonus opened at this step; null for the start. */
  bonus: (CurveBonus & { earningCents: number }) | null;
};

/**
 * The balance of a hunt as its bonuses open. The start's money is spent on the bonuses, so the
 * balance starts at 0 (profit -start) and each opened bonus adds its earning, in the hunt's order.
 * Invariants: one point for the start plus one per opened bonus; the balance never goes down (an
 * earning is never negative); the last balance is the hunt's win; profit = balance - start at every step.
 */
export function balanceCurve(startCents: number, bonuses: readonly CurveBonus[]): BalancePoint[] {
  const points: BalancePoint[] = [{ step: 0, balanceCents: 0, profitCents: -startCents, bonus: null }];
  let balance = 0;
  for (const b of bonuses) {
    if (b.earningCents === null) continue;
    balance += b.earningCents;
    points.push({
      step: points.length,
      balanceCents: balance,
      profitCents: balance - startCents,
      bonus: { ...b, earningCents: b.earningCents },
    });
  }
  return points;
}

/** A hunt's profit: win - start (negative is a loss). */
export const huntProfitCents = (startCents: number, winCents: number): number => winCents - startCents;

/**
 * The running total of profits, in the order given (oldest hunt first): element i is the sum of the
 * profits of hunts 0..i. Exact in integer cents.
 */
export function cumulativeProfits(profitsCents: readonly number[]): number[] {
  let total = 0;
  return profitsCents.map((p) => (total += p));
}

/** A slot or a provider with the bonuses it had across the finished hunts. */
export type RankedGroup = {
  /** Slot name or provider name; ties in the ranking go to the name in alphabetical order. */
  name: string;
  /** Opened bonuses in the group. */
  bonuses: number;
  /** Mean of the per-bonus multipliers (earning / bet) of those bonuses. */
  avgMulti: number;
};

/** Fewest opened bonuses a slot needs to be ranked: one lucky spin must not top the list. */
export const RANKING_MIN_SLOT_BONUSES = 3;
/** Fewest opened bonuses a provider needs to be ranked. */
export const RANKING_MIN_PROVIDER_BONUSES = 5;
/** Entries in each best and worst list. */
export const RANKING_SIZE = 10;

/**
 * Best and worst groups by average multiplier, among those with at least `minBonuses` opened
 * bonuses. Best: highest average first; worst: lowest first; equal averages go to the group with more
 * bonuses (a steadier figure), then to the name. A group is in one list at most: the best list takes
 * the upper half of the ranked groups (the middle one when their number is odd), the worst list the
 * rest, each at most `size`. So one ranked group is the best and no worst is named (not enough data),
 * and the lists never contradict each other.
 */
export function rankByAverageMultiplier<G extends RankedGroup>(
  groups: readonly G[],
  minBonuses: number,
  size: number = RANKING_SIZE,
): { best: G[]; worst: G[] } {
  const ranked = groups.filter((g) => g.bonuses >= minBonuses);
  const byName = (a: G, b: G) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const sorted = [...ranked].sort((a, b) => b.avgMulti - a.avgMulti || b.bonuses - a.bonuses || byName(a, b));
  const best = sorted.slice(0, Math.min(size, Math.ceil(sorted.length / 2)));
  const worst = sorted
    .slice(best.length)
    .sort((a, b) => a.avgMulti - b.avgMulti || b.bonuses - a.bonuses || byName(a, b))
    .slice(0, size);
  return { best, worst };
}

/** Cents as the statistics API answers money: a number with at most 2 decimals (12345 -> 123.45). */
export const centsToAmount = (cents: number): number => cents / 100;
