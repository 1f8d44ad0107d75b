import type { BlackjackRound } from '@app/contracts';
import type { MessageId } from '@/i18n';

export type Outcome = 'win' | 'lose' | 'push';
/** `label` is the catalog key of the banner's text. */
export type Banner = { label: MessageId; outcome: Outcome };
type Hand = BlackjackRound['playerHands'][number];

/** The best value of a total string such as '7/17' (the last value is the highest one at or under 21). */
export function bestTotal(total: string): number {
  const values = total
    .split('/')
    .map((v) => Number.parseInt(v, 10))
    .filter((v) => !Number.isNaN(v));
  return values.length === 0 ? 0 : Math.max(...values);
}

export const isRoundOver = (round: BlackjackRound) => round.gameState !== 'in_progress';

/**
 * A hand's result (docs/product.md#blackjack): the server's when it sent one; else busted loses; else the
 * payout against the bet (equal push, more win, less lose) once the round is over; else the totals
 * (a dealer over 21 or below the hand loses).
 */
export function handOutcome(round: BlackjackRound, index: number): Outcome | null {
  const hand: Hand | undefined = round.playerHands[index];
  if (!hand) return null;
  const known = round.results?.[index]?.result;
  if (known) return known;
  if (!isRoundOver(round)) return hand.isBusted ? 'lose' : null;
  if (hand.isBusted) return 'lose';
  const payout = round.payout.hands[index];
  if (payout !== undefined) return payout === hand.bet ? 'push' : payout > hand.bet ? 'win' : 'lose';
  const player = bestTotal(hand.total);
  const dealer = bestTotal(round.dealerHand.total);
  if (dealer > 21 || player > dealer) return 'win';
  return player === dealer ? 'push' : 'lose';
}

/** The round's outcome: win when winning hands outnumber losing ones, lose for the reverse, else push. */
export function overallOutcome(round: BlackjackRound): Outcome {
  let wins = 0;
  let losses = 0;
  round.playerHands.forEach((_, i) => {
    const outcome = handOutcome(round, i);
    if (outcome === 'win') wins++;
    if (outcome === 'lose') losses++;
  });
  return wins > losses ? 'win' : losses > wins ? 'lose' : 'push';
}

/** Worded from the player's side: the banner sits between the dealer and the player, so a bare 'Lose' read as the dealer's. */
const FINISHED_LABEL: Record<Outcome, MessageId> = {
  win: 'blackjack.banner.youWin',
  lose: 'blackjack.banner.youLose',
  push: 'blackjack.banner.push',
};

/**
 * The result banner (docs/product.md#blackjack). At the deal: 'Dealer Blackjack' (lose), 'Push' (both have
 * blackjack), 'Blackjack' (win) when every hand is a blackjack, 'Partial Blackjack' (win) when some
 * are. After the last move: the round's overall outcome. Nothing while the round is in progress.
 */
export function resultBanner(round: BlackjackRound): Banner | null {
  switch (round.gameState) {
    case 'in_progress':
      return null;
    case 'dealer_blackjack':
      return { label: 'blackjack.banner.dealerBlackjack', outcome: 'lose' };
    case 'player_blackjack': {
      const blackjacks = round.playerHands.filter((h) => h.isBlackjack).length;
      if (blackjacks > 0 && blackjacks === round.playerHands.length)
        return { label: 'blackjack.banner.blackjack', outcome: 'win' };
      if (blackjacks > 0) return { label: 'blackjack.banner.partialBlackjack', outcome: 'win' };
      return { label: FINISHED_LABEL.win, outcome: 'win' };
    }
    case 'push':
      return { label: 'blackjack.banner.push', outcome: 'push' };
    default: {
      const outcome = overallOutcome(round);
      return { label: FINISHED_LABEL[outcome], outcome };
    }
  }
}

/** Points staked in the round (main bets incl. doubles and a split, side bets) and points returned. */
export function roundTotals(round: BlackjackRound): { staked: number; returned: number } {
  const staked =
    round.playerHands.reduce((sum, h) => sum + h.bet, 0) +
    round.sideBets.perfectPairs +
    round.sideBets.twentyOnePlusThree;
  const returned =
    round.payout.hands.reduce((sum, p) => sum + p, 0) + round.payout.perfectPairs + round.payout.twentyOnePlusThree;
  return { staked, returned };
}
