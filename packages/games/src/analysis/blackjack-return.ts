import { BLACKJACK, DEALER_STANDS_ON, totalOfValues } from '../blackjack/hand';
import { resolveStrategyCode, strategyCode } from '../blackjack/strategy';

/*
 * The exact expected result of playing basic strategy under this table's rules, computed by
 * recursion over the unlimited deck (every draw is independent: values 2..9 and A have probability
 * 1/13, ten-value cards 4/13). It follows the engine's rules and the same strategy functions, so a
 * long simulation of the engine must converge to it; a gap between the two points at a rules bug.
 */

const VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const probability = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);

/** P(dealer's final total = 17..21 or bust), given the up card and that the dealer has no blackjack. */
export type DealerOutcomes = { totals: Map<number, number>; bust: number };

/** Final dealer outcomes from the cards held so far (dealer stands on all 17s). */
function dealerFrom(values: readonly number[], weight: number, out: DealerOutcomes): void {
  const total = totalOfValues(values);
  if (total.hard > BLACKJACK) {
    out.bust += weight;
    return;
  }
  if (total.best >= DEALER_STANDS_ON) {
    out.totals.set(total.best, (out.totals.get(total.best) ?? 0) + weight);
    return;
  }
  for (const value of VALUES) dealerFrom([...values, value], weight * probability(value), out);
}

/** The dealer's outcomes for an up card, conditioned on the peek having found no blackjack. */
export function dealerOutcomes(upValue: number): DealerOutcomes {
  const out: DealerOutcomes = { totals: new Map(), bust: 0 };
  let kept = 0;
  for (const hole of VALUES) {
    const isNatural = (upValue === 11 && hole === 10) || (upValue === 10 && hole === 11);
    if (isNatural) continue;
    kept += probability(hole);
    dealerFrom([upValue, hole], probability(hole), out);
  }
  for (const [total, p] of out.totals) out.totals.set(total, p / kept);
  out.bust /= kept;
  return out;
}

/** P(dealer blackjack | up card): only an Ace or a ten can hide one. */
export function dealerBlackjackChance(upValue: number): number {
  if (upValue === 11) return 4 / 13;
  return upValue === 10 ? 1 / 13 : 0;
}

/** Expected result (in bets) of standing on `total` against the dealer's outcomes. */
function standResult(total: number, dealer: DealerOutcomes): number {
  if (total > BLACKJACK) return -1;
  let ev = dealer.bust;
  for (const [dealerTotal, p] of dealer.totals) {
    if (total > dealerTotal) ev += p;
    else if (total < dealerTotal) ev -= p;
  }
  return ev;
}

/** EV of a hand played by basic strategy, given its card values and whether it may still split. */
function playHand(
  values: number[],
  upValue: number,
  dealer: DealerOutcomes,
  canSplit: boolean,
  memo: Map<string, number>,
): number {
  const total = totalOfValues(values);
  if (total.hard > BLACKJACK) return -1;
  // The engine ends a hand at 21 by itself.
  if (total.best === BLACKJACK) return standResult(BLACKJACK, dealer);
  const isTwoCards = values.length === 2;
  const isPair = canSplit && isTwoCards && values[0] === values[1];
  const key = `${total.hard}|${total.isSoft}|${isTwoCards}|${isPair ? values[0] : 0}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;

  const action = resolveStrategyCode(strategyCode(values, upValue, canSplit), isTwoCards);
  let ev = 0;
  switch (action) {
    case 'stand':
      ev = standResult(total.best, dealer);
      break;
    case 'hit':
      for (const value of VALUES) ev += probability(value) * playHand([...values, value], upValue, dealer, false, memo);
      break;
    case 'double':
      for (const value of VALUES)
        ev += probability(value) * 2 * standResult(totalOfValues([...values, value]).best, dealer);
      break;
    case 'split': {
      const card = values[0] ?? 0;
      let one = 0;
      for (const value of VALUES) {
        // Split aces take one card and stand; other split hands play on (double allowed, no re-split).
        one +=
          probability(value) *
          (card === 11
            ? standResult(totalOfValues([11, value]).best, dealer)
            : playHand([card, value], upValue, dealer, false, new Map()));
      }
      ev = 2 * one;
      break;
    }
  }
  memo.set(key, ev);
  return ev;
}

export type BlackjackReturnAnalysis = {
  /** Expected net result per unit of initial bet (negative: the house edge). */
  expectedNet: number;
  /** 1 + expectedNet: the return to player as usually quoted (per initial bet). */
  rtp: number;
  houseEdge: number;
};

/**
 * Exact EV of basic strategy for a unit bet with an exact 3:2 blackjack (even bets; odd bets lose
 * a fraction of a point to the floor). Per up card: a dealer blackjack takes the bet (a player
 * blackjack pushes), else a player blackjack wins 1.5, else the hand is played out.
 */
export function analyseBlackjackReturn(): BlackjackReturnAnalysis {
  let expectedNet = 0;
  for (const upValue of VALUES) {
    const dealer = dealerOutcomes(upValue);
    const memo = new Map<string, number>();
    const dealerBj = dealerBlackjackChance(upValue);
    let played = 0;
    let naturals = 0;
    for (const first of VALUES) {
      for (const second of VALUES) {
        const p = probability(first) * probability(second);
        const isNatural = (first === 11 && second === 10) || (first === 10 && second === 11);
        if (isNatural) {
          naturals += p;
          played += p * 1.5;
        } else {
          played += p * playHand([first, second], upValue, dealer, true, memo);
        }
      }
    }
    const vsDealerBlackjack = -(1 - naturals);
    expectedNet += probability(upValue) * (dealerBj * vsDealerBlackjack + (1 - dealerBj) * played);
  }
  return { expectedNet, rtp: 1 + expectedNet, houseEdge: -expectedNet };
}
