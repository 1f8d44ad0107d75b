import { DECK_SIZE } from '../blackjack/cards';
import {
  PERFECT_PAIRS_ODDS,
  perfectPairsOutcome,
  TWENTY_ONE_PLUS_THREE_ODDS,
  twentyOnePlusThreeOutcome,
  type PerfectPairsOutcome,
  type TwentyOnePlusThreeOutcome,
} from '../blackjack/side-bets';

/**
 * The exact return of a side bet on the unlimited deck, found by enumerating every ordered card
 * combination (each of the 52 cards is equally likely at every draw): returned / (stake * 52^n).
 */
export type SideBetAnalysis<Outcome extends string> = {
  combinations: number;
  /** How many of the combinations land on each paying outcome. */
  counts: Record<Outcome, number>;
  /** Expected total returned per point staked (stake included), e.g. 0.9423. */
  rtp: number;
  houseEdge: number;
};

/** Perfect Pairs over all 52^2 ordered pairs. */
export function analysePerfectPairs(): SideBetAnalysis<PerfectPairsOutcome> {
  const counts: Record<PerfectPairsOutcome, number> = { perfect_pair: 0, coloured_pair: 0, mixed_pair: 0 };
  let returned = 0;
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = 0; b < DECK_SIZE; b++) {
      const outcome = perfectPairsOutcome(a, b);
      if (outcome === null) continue;
      counts[outcome] += 1;
      returned += PERFECT_PAIRS_ODDS[outcome] + 1;
    }
  }
  const combinations = DECK_SIZE ** 2;
  return { combinations, counts, rtp: returned / combinations, houseEdge: 1 - returned / combinations };
}

/** 21+3 over all 52^3 ordered (player, player, dealer up) triples. */
export function analyseTwentyOnePlusThree(): SideBetAnalysis<TwentyOnePlusThreeOutcome> {
  const counts: Record<TwentyOnePlusThreeOutcome, number> = {
    suited_trips: 0,
    straight_flush: 0,
    three_of_a_kind: 0,
    straight: 0,
    flush: 0,
  };
  let returned = 0;
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = 0; b < DECK_SIZE; b++) {
      for (let c = 0; c < DECK_SIZE; c++) {
        const outcome = twentyOnePlusThreeOutcome(a, b, c);
        if (outcome === null) continue;
        counts[outcome] += 1;
        returned += TWENTY_ONE_PLUS_THREE_ODDS[outcome] + 1;
      }
    }
  }
  const combinations = DECK_SIZE ** 3;
  return { combinations, counts, rtp: returned / combinations, houseEdge: 1 - returned / combinations };
}
