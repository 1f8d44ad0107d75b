import { ACE_RANK, rankIndex, suitIndex, type CardIndex } from './cards';

/*
 * Odds are "X to 1": a winning side bet returns the stake plus X times the stake. Every payout
 * amount this package returns is that TOTAL (stake included), or 0 when the bet loses.
 */

export type PerfectPairsOutcome = 'perfect_pair' | 'coloured_pair' | 'mixed_pair';
export type TwentyOnePlusThreeOutcome = 'suited_trips' | 'straight_flush' | 'three_of_a_kind' | 'straight' | 'flush';

/** Perfect Pairs odds (X to 1). 25/10/5 keeps a 5.77% house edge on an unlimited deck. */
export const PERFECT_PAIRS_ODDS: Readonly<Record<PerfectPairsOutcome, number>> = {
  perfect_pair: 25,
  coloured_pair: 10,
  mixed_pair: 5,
};

/** 21+3 odds (X to 1), best hand first; only the best hand pays. */
export const TWENTY_ONE_PLUS_THREE_ODDS: Readonly<Record<TwentyOnePlusThreeOutcome, number>> = {
  suited_trips: 100,
  straight_flush: 40,
  three_of_a_kind: 30,
  straight: 10,
  flush: 5,
};

/** Red suits are ♦ ♥ (0, 1), black ♠ ♣ (2, 3). */
function colour(card: CardIndex): number {
  return suitIndex(card) >> 1;
}

/** Perfect Pairs on the player's first two cards: same rank and suit, same rank and colour, or same rank. */
export function perfectPairsOutcome(first: CardIndex, second: CardIndex): PerfectPairsOutcome | null {
  if (rankIndex(first) !== rankIndex(second)) return null;
  if (suitIndex(first) === suitIndex(second)) return 'perfect_pair';
  return colour(first) === colour(second) ? 'coloured_pair' : 'mixed_pair';
}

/**
 * Whether three ranks (0 = TWO .. 12 = ACE) are consecutive, the ace playing high (Q-K-A) or low
 * (A-2-3). A straight does not wrap around: K-A-2 is not one.
 */
export function isStraight(ranks: readonly [number, number, number]): boolean {
  const [x, y, z] = ranks;
  const low = Math.min(x, y, z);
  const high = Math.max(x, y, z);
  const middle = x + y + z - low - high;
  if (middle === low + 1 && high === middle + 1) return true;
  return low === 0 && middle === 1 && high === ACE_RANK;
}

/** 21+3 on the player's two cards and the dealer's up card: the best poker hand among the five that pay. */
export function twentyOnePlusThreeOutcome(a: CardIndex, b: CardIndex, c: CardIndex): TwentyOnePlusThreeOutcome | null {
  const isFlush = suitIndex(a) === suitIndex(b) && suitIndex(b) === suitIndex(c);
  const isTrips = rankIndex(a) === rankIndex(b) && rankIndex(b) === rankIndex(c);
  if (isTrips) return isFlush ? 'suited_trips' : 'three_of_a_kind';
  const straight = isStraight([rankIndex(a), rankIndex(b), rankIndex(c)]);
  if (straight && isFlush) return 'straight_flush';
  if (straight) return 'straight';
  return isFlush ? 'flush' : null;
}

/** Total returned for a side bet: stake * (odds + 1) when it wins, 0 when it loses or nothing was staked. */
export function sideBetReturn(stake: number, odds: number | null): number {
  return odds === null ? 0 : stake * (odds + 1);
}

export function perfectPairsReturn(stake: number, outcome: PerfectPairsOutcome | null): number {
  return sideBetReturn(stake, outcome === null ? null : PERFECT_PAIRS_ODDS[outcome]);
}

export function twentyOnePlusThreeReturn(stake: number, outcome: TwentyOnePlusThreeOutcome | null): number {
  return sideBetReturn(stake, outcome === null ? null : TWENTY_ONE_PLUS_THREE_ODDS[outcome]);
}
