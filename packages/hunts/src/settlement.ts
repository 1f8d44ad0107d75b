import { AVG_MAX_BET, AVG_MIN_BET, GTB_MAX_START_FACTOR, GTB_MIN_GUESS_CENTS } from '@app/contracts/limits';

/**
 * Pure rules of the streamer's live bonus hunt: the numbers the tracking page shows and the
 * settlement of its two viewer games (GTB, guess the final balance; AVG, bet points on the group of
 * the final average multiplier). Money is integer cents, points are integers; no floats decide
 * anything (the average multiplier is an exact fraction before it is rounded).
 */

export const AVG_GROUPS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type AvgGroup = (typeof AVG_GROUPS)[number];

/** Inclusive whole-x ranges of each group (F has no upper bound). */
export const AVG_GROUP_RANGES: Record<AvgGroup, { min: number; max: number | null; label: string }> = {
  A: { min: 0, max: 65, label: '0-65X' },
  B: { min: 66, max: 75, label: '66-75X' },
  C: { min: 76, max: 85, label: '76-85X' },
  D: { min: 86, max: 95, label: '86-95X' },
  E: { min: 96, max: 105, label: '96-105X' },
  F: { min: 106, max: null, label: '+106X' },
};

export const GTB_PRIZE_POOL_CENTS = 3_000;
// The wire limits of GTB and AVG are written once, in the contracts.
export { AVG_MAX_BET, AVG_MIN_BET, GTB_MAX_START_FACTOR, GTB_MIN_GUESS_CENTS };
export const GTB_TOP = 10;

export type LiveBonus = { betCents: number; earningCents: number | null; isSuper?: boolean };

/** The group of a whole multiplier. */
export function avgGroupOf(wholeX: number): AvgGroup {
  if (!Number.isSafeInteger(wholeX) || wholeX < 0)
    throw new Error(`multiplier must be a non-negative integer, got ${wholeX}`);
  if (wholeX <= 65) return 'A';
  if (wholeX <= 75) return 'B';
  if (wholeX <= 85) return 'C';
  if (wholeX <= 95) return 'D';
  if (wholeX <= 105) return 'E';
  return 'F';
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

/** A bonus counts in the average once opened (earning entered, even 0) and when it had a bet. */
const isOpened = (b: LiveBonus): b is LiveBonus & { earningCents: number } => b.earningCents !== null && b.betCents > 0;

/**
 * Plain mean of the per-bonus multipliers (earning / bet) of the opened bonuses as an exact
 * fraction; null when none is opened.
 */
export function averageMultiplierFraction(bonuses: readonly LiveBonus[]): { num: bigint; den: bigint } | null {
  const opened = bonuses.filter(isOpened);
  if (opened.length === 0) return null;
  let num = 0n;
  let den = 1n;
  for (const b of opened) {
    num = num * BigInt(b.betCents) + BigInt(b.earningCents) * den;
    den = den * BigInt(b.betCents);
    const g = gcd(num, den) || 1n;
    num /= g;
    den /= g;
  }
  return { num, den: den * BigInt(opened.length) };
}

/** The average multiplier rounded half up to a whole x (as the page shows it); null when nothing is opened. */
export function averageMultiplierWhole(bonuses: readonly LiveBonus[]): number | null {
  const f = averageMultiplierFraction(bonuses);
  if (!f) return null;
  return Number((2n * f.num + f.den) / (2n * f.den));
}

/** The same average to 2 decimals (half up), for display only. */
export function averageMultiplierDisplay(bonuses: readonly LiveBonus[]): number | null {
  const f = averageMultiplierFraction(bonuses);
  if (!f) return null;
  return Number((200n * f.num + f.den) / (2n * f.den)) / 100;
}

/** Whole multiplier of one bonus (earning / bet rounded half up), null when unopened. */
export function bonusMultiplierWhole(b: LiveBonus): number | null {
  if (!isOpened(b)) return null;
  return Math.floor((2 * b.earningCents + b.betCents) / (2 * b.betCents));
}

/** Final balance of a hunt: the sum of the earnings (unopened bonuses count 0). */
export const finalBalanceCents = (bonuses: readonly LiveBonus[]): number =>
  bonuses.reduce((s, b) => s + (b.earningCents ?? 0), 0);

export type LiveHuntStats = {
  totalBonus: number;
  openedBonus: number;
  targetBalanceCents: number;
  endBalanceCents: number;
  /** Mean of per-bonus multipliers, 2 decimals; null until a bonus is opened. */
  avgMulti: number | null;
  avgMultiWhole: number | null;
  /** (start - earnings) / bets of unopened bonuses, whole (half up); 0 without an unopened bet. */
  breakEvenX: number;
  highestWinCents: number | null;
  /** Largest earning / bet, 2 decimals; null until a bonus is opened. */
  highestMultiplier: number | null;
};

/** The Stats tab of the tracking page. */
export function liveHuntStats(startCents: number, bonuses: readonly LiveBonus[]): LiveHuntStats {
  const opened = bonuses.filter(isOpened);
  const end = finalBalanceCents(bonuses);
  const unopenedBets = bonuses.filter((b) => b.earningCents === null).reduce((s, b) => s + b.betCents, 0);
  const breakEvenX = unopenedBets > 0 ? Math.round((startCents - end) / unopenedBets) : 0;
  let highestWin: number | null = null;
  let best: { e: number; b: number } | null = null;
  for (const b of opened) {
    if (highestWin === null || b.earningCents > highestWin) highestWin = b.earningCents;
    // Compare e/b exactly by cross-multiplication.
    if (!best || b.earningCents * best.b > best.e * b.betCents) best = { e: b.earningCents, b: b.betCents };
  }
  return {
    totalBonus: bonuses.length,
    openedBonus: opened.length,
    targetBalanceCents: startCents,
    endBalanceCents: end,
    avgMulti: averageMultiplierDisplay(bonuses),
    avgMultiWhole: averageMultiplierWhole(bonuses),
    breakEvenX: Object.is(breakEvenX, -0) ? 0 : breakEvenX,
    highestWinCents: highestWin,
    highestMultiplier: best ? Math.round((best.e * 100) / best.b) / 100 : null,
  };
}

export type GtbGuess = {
  userId: string;
  guessCents: number;
  /** earlier first: time or insertion order */ placedAt: number;
};
export type GtbRanked = GtbGuess & { rank: number; distanceCents: number };

/**
 * GTB ranking: by distance to the final balance, ties to the earlier guess (then the user id so the
 * order is total). Returns the full ranking; the winner is the first, the board the first 10.
 */
export function rankGtb(finalCents: number, guesses: readonly GtbGuess[]): GtbRanked[] {
  return guesses
    .map((g) => ({ ...g, distanceCents: Math.abs(g.guessCents - finalCents) }))
    .sort(
      (a, b) =>
        a.distanceCents - b.distanceCents ||
        a.placedAt - b.placedAt ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    )
    .map((g, i) => ({ ...g, rank: i + 1 }));
}

/** Most GTB places an admin can give a prize to. */
export const GTB_MAX_PRIZE_PLACES = 10;
export const GTB_MAX_PRIZE_POINTS = 1_000_000;
export const GTB_PRIZE_TEXT_MAX = 120;

/** The prize of one GTB place: points (paid through the ledger) or a text prize (handed out by the admin). */
export type GtbPrize = { points: number; text: null } | { points: null; text: string };
/**
 * A GTB place's prizes (ADR 059): the normal one, and the one a winner who is a verified affiliate
 * (a verified casino account at any sponsor, at settlement) gets in its place (null: none).
 */
export type GtbPlacePrize = GtbPrize & { affiliate: GtbPrize | null };

/**
 * The prize a GTB winner gets: the place's affiliate prize when it has one and the winner is a
 * verified affiliate, else the normal one; `affiliate` says which applied.
 */
export function gtbPrizeFor(
  place: GtbPrize & { affiliate?: GtbPrize | null },
  verifiedAffiliate: boolean,
): { prize: GtbPrize; affiliate: boolean } {
  if (place.affiliate && verifiedAffiliate) return { prize: place.affiliate, affiliate: true };
  const prize: GtbPrize =
    place.points !== null ? { points: place.points, text: null } : { points: null, text: place.text };
  return { prize, affiliate: false };
}

export type GtbWinner<G extends GtbGuess = GtbGuess, P extends GtbPrize = GtbPrize> = GtbRanked & {
  guess: G;
  place: number;
  prize: P;
};

/**
 * The GTB winners: the first N of `rankGtb` (N = the number of prize places, place i gets prizes[i-1]).
 * Ties follow the ranking (the earlier guess wins), so places are never shared and N winners at most
 * are paid; with fewer guesses than places the remaining places stay unawarded.
 */
export function gtbWinners<G extends GtbGuess, P extends GtbPrize = GtbPrize>(
  finalCents: number,
  guesses: readonly G[],
  prizes: readonly P[],
): GtbWinner<G, P>[] {
  if (prizes.length > GTB_MAX_PRIZE_PLACES)
    throw new Error(`at most ${GTB_MAX_PRIZE_PLACES} prize places, got ${prizes.length}`);
  const byUser = new Map(guesses.map((g) => [g.userId, g]));
  return rankGtb(finalCents, guesses)
    .slice(0, prizes.length)
    .map((r, i) => ({ ...r, guess: byUser.get(r.userId)!, place: i + 1, prize: prizes[i]! }));
}

export type AvgBet = { userId: string; group: AvgGroup; bet: number };
export type AvgOutcome = AvgBet & { payout: number; refunded: boolean };
export type AvgSettlement = {
  winningGroup: AvgGroup | null;
  pot: number;
  /** true when nobody chose the winning group (or nothing was opened): every bet is given back. */
  refundedAll: boolean;
  outcomes: AvgOutcome[];
  paidOut: number;
};

/**
 * AVG settlement. The pot (sum of all bets) is shared by the winning group's bettors in proportion
 * to their bets, each share rounded down (the leftover points stay unpaid); if nobody chose the
 * winning group, or no bonus was opened, every bet is refunded.
 */
export function settleAvg(avgWhole: number | null, bets: readonly AvgBet[]): AvgSettlement {
  for (const b of bets)
    if (!Number.isSafeInteger(b.bet) || b.bet < 1) throw new Error(`bet must be a positive integer, got ${b.bet}`);
  const winningGroup = avgWhole === null ? null : avgGroupOf(avgWhole);
  const pot = bets.reduce((s, b) => s + b.bet, 0);
  const winners = bets.filter((b) => b.group === winningGroup);
  const winnersTotal = winners.reduce((s, b) => s + b.bet, 0);
  if (winnersTotal === 0) {
    return {
      winningGroup,
      pot,
      refundedAll: true,
      outcomes: bets.map((b) => ({ ...b, payout: b.bet, refunded: true })),
      paidOut: pot,
    };
  }
  const outcomes = bets.map((b) => ({
    ...b,
    payout: b.group === winningGroup ? Number((BigInt(pot) * BigInt(b.bet)) / BigInt(winnersTotal)) : 0,
    refunded: false,
  }));
  return { winningGroup, pot, refundedAll: false, outcomes, paidOut: outcomes.reduce((s, o) => s + o.payout, 0) };
}

/** Largest allowed GTB guess for a start balance. */
export const gtbMaxGuessCents = (startCents: number): number => startCents * GTB_MAX_START_FACTOR;
