import type { FairnessView } from '../result';
import { cardView, HIDDEN_CARD, type CardView, type HiddenCardView } from './cards';
import {
  availableBlackjackActions,
  isRoundOver,
  type BlackjackAction,
  type BlackjackGameState,
  type BlackjackPayout,
  type BlackjackState,
  type HandResult,
  type SideBets,
} from './game';
import { BLACKJACK, formatTotal, handTotal, isTwoCardTwentyOne } from './hand';
import type { PerfectPairsOutcome, TwentyOnePlusThreeOutcome } from './side-bets';

export type BlackjackHandView = {
  cards: CardView[];
  bet: number;
  /** '7/17' while a soft total is open, else one value (docs/product.md#blackjack). */
  total: string;
  /** An ace and a ten as the first two cards of an unsplit hand. */
  isBlackjack: boolean;
  isBusted: boolean;
  isDoubled: boolean;
  isDone: boolean;
};

export type BlackjackView = {
  gameState: BlackjackGameState;
  playerHands: BlackjackHandView[];
  /** While in progress: the up card and a hidden card, total of the up card only. */
  dealerHand: { cards: (CardView | HiddenCardView)[]; total: string };
  activeHandIndex: number;
  sideBets: SideBets;
  /** Side bets settle at the deal, so their outcomes are public from the start. */
  sideBetOutcomes: { perfectPairs: PerfectPairsOutcome | null; twentyOnePlusThree: TwentyOnePlusThreeOutcome | null };
  /** Totals returned (stake included); hands are 0 until the round settles. */
  payout: BlackjackPayout;
  /** Per hand once the round is over, else null. */
  results: { result: HandResult; payout: number }[] | null;
  actions: Record<BlackjackAction, boolean>;
  /** Present once the round is over; the server seed itself is revealed only when it is rotated. */
  fairness: FairnessView | null;
};

/**
 * What a player may see of a round. Invariant: before the round is over it contains neither the
 * hole card, nor any card not yet dealt, nor the server seed.
 */
export function blackjackPublicView(state: BlackjackState): BlackjackView {
  const isOver = isRoundOver(state);
  const isSplit = state.playerHands.length > 1;
  const [upCard] = state.dealerCards;
  const dealerCards = isOver ? state.dealerCards : upCard === undefined ? [] : [upCard];
  const dealerView = dealerCards.map(cardView);
  const dealerHand = {
    cards: isOver ? dealerView : [...dealerView, HIDDEN_CARD],
    total: formatTotal(handTotal(dealerCards), isOver),
  };
  return {
    gameState: state.gameState,
    playerHands: state.playerHands.map((hand) => {
      const total = handTotal(hand.cards);
      return {
        cards: hand.cards.map(cardView),
        bet: hand.bet,
        total: formatTotal(total, isOver || hand.isDone),
        isBlackjack: !isSplit && isTwoCardTwentyOne(hand.cards),
        isBusted: total.hard > BLACKJACK,
        isDoubled: hand.isDoubled,
        isDone: hand.isDone,
      };
    }),
    dealerHand,
    activeHandIndex: state.activeHandIndex,
    sideBets: { ...state.sideBets },
    sideBetOutcomes: { ...state.sideBetOutcomes },
    payout: { ...state.payout, hands: [...state.payout.hands] },
    results:
      state.results === null
        ? null
        : state.results.map((result, i) => ({ result, payout: state.payout.hands[i] ?? 0 })),
    actions: availableBlackjackActions(state),
    fairness: isOver
      ? { serverSeedHash: state.serverSeedHash, clientSeed: state.clientSeed, nonce: state.nonce }
      : null,
  };
}
