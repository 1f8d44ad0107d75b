import type { BlackjackAction } from './game';
import { totalOfValues } from './hand';

/**
 * Basic strategy for this table's rules (unlimited deck, dealer stands on soft 17 and peeks,
 * double on any two cards and after a split, one split, split aces get one card, no surrender),
 * as data so the web can render the chart and the simulator can play it.
 *
 * H hit, S stand, D double (hit when doubling is not allowed), Ds double (stand when not
 * allowed), P split. Columns are the dealer's up card: 2 3 4 5 6 7 8 9 10 A.
 */
export type StrategyCode = 'H' | 'S' | 'D' | 'Ds' | 'P';
export type StrategyRow = readonly [
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
  StrategyCode,
];

export const DEALER_UP_CARDS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'] as const;

const ALL_H: StrategyRow = ['H', 'H', 'H', 'H', 'H', 'H', 'H', 'H', 'H', 'H'];
const ALL_S: StrategyRow = ['S', 'S', 'S', 'S', 'S', 'S', 'S', 'S', 'S', 'S'];
const ALL_P: StrategyRow = ['P', 'P', 'P', 'P', 'P', 'P', 'P', 'P', 'P', 'P'];
const STIFF: StrategyRow = ['S', 'S', 'S', 'S', 'S', 'H', 'H', 'H', 'H', 'H'];

/** Hard totals 4..21. */
export const HARD_STRATEGY: Readonly<Record<number, StrategyRow>> = {
  4: ALL_H,
  5: ALL_H,
  6: ALL_H,
  7: ALL_H,
  8: ALL_H,
  9: ['H', 'D', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  10: ['D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'H', 'H'],
  11: ['D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'H'],
  12: ['H', 'H', 'S', 'S', 'S', 'H', 'H', 'H', 'H', 'H'],
  13: STIFF,
  14: STIFF,
  15: STIFF,
  16: STIFF,
  17: ALL_S,
  18: ALL_S,
  19: ALL_S,
  20: ALL_S,
  21: ALL_S,
};

/** Soft totals 12..21 (an ace counted 11): soft 13 is A-2, soft 18 is A-7. */
export const SOFT_STRATEGY: Readonly<Record<number, StrategyRow>> = {
  12: ALL_H,
  13: ['H', 'H', 'H', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  14: ['H', 'H', 'H', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  15: ['H', 'H', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  16: ['H', 'H', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  17: ['H', 'D', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H'],
  18: ['S', 'Ds', 'Ds', 'Ds', 'Ds', 'S', 'S', 'H', 'H', 'H'],
  19: ALL_S,
  20: ALL_S,
  21: ALL_S,
};

/**
 * Pairs by card value (2..10, 11 = A). Rows that do not split repeat the hard/soft play, so the
 * chart reads on its own: 5-5 plays as hard 10 and 10-10 stands.
 */
export const PAIR_STRATEGY: Readonly<Record<number, StrategyRow>> = {
  2: ['P', 'P', 'P', 'P', 'P', 'P', 'H', 'H', 'H', 'H'],
  3: ['P', 'P', 'P', 'P', 'P', 'P', 'H', 'H', 'H', 'H'],
  4: ['H', 'H', 'H', 'P', 'P', 'H', 'H', 'H', 'H', 'H'],
  5: ['D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'H', 'H'],
  6: ['P', 'P', 'P', 'P', 'P', 'H', 'H', 'H', 'H', 'H'],
  7: ['P', 'P', 'P', 'P', 'P', 'P', 'H', 'H', 'H', 'H'],
  8: ALL_P,
  9: ['P', 'P', 'P', 'P', 'P', 'S', 'P', 'P', 'S', 'S'],
  10: ALL_S,
  11: ALL_P,
};

/** Column of a dealer up card value (2..10, 11 = A). */
export function dealerColumn(upCardValue: number): number {
  return upCardValue === 11 ? 9 : upCardValue - 2;
}

/** The chart entry for a hand given by its card values (ace = 11). */
export function strategyCode(cardValues: readonly number[], dealerUpValue: number, canSplit: boolean): StrategyCode {
  const column = dealerColumn(dealerUpValue);
  const [first, second] = cardValues;
  if (canSplit && cardValues.length === 2 && first !== undefined && first === second) {
    const pairCode = PAIR_STRATEGY[first]?.[column];
    if (pairCode === 'P') return 'P';
  }
  const total = totalOfValues(cardValues);
  const row = total.isSoft ? SOFT_STRATEGY[total.best] : HARD_STRATEGY[total.best];
  const code = row?.[column];
  if (code === undefined) throw new RangeError(`no strategy for total ${total.best} against ${dealerUpValue}`);
  return code;
}

/** Resolves a chart code to an action the hand may take ('D' falls back to hit, 'Ds' to stand). */
export function resolveStrategyCode(code: StrategyCode, canDouble: boolean): BlackjackAction {
  switch (code) {
    case 'H':
      return 'hit';
    case 'S':
      return 'stand';
    case 'D':
      return canDouble ? 'double' : 'hit';
    case 'Ds':
      return canDouble ? 'double' : 'stand';
    case 'P':
      return 'split';
  }
}

/** The minimum a view must carry for the strategy: the active hand, the up card and what is allowed. */
export type StrategyView = {
  playerHands: readonly { cards: readonly { value: number }[] }[];
  dealerHand: { cards: readonly { value: number }[] };
  activeHandIndex: number;
  actions: { hit: boolean; double: boolean; split: boolean };
};

/**
 * The basic-strategy action for the active hand of a public view (blackjackPublicView), or null
 * when the round is over.
 */
export function basicStrategyAction(view: StrategyView): BlackjackAction | null {
  const hand = view.playerHands[view.activeHandIndex];
  const upCard = view.dealerHand.cards[0];
  if (!view.actions.hit || !hand || !upCard || upCard.value === 0) return null;
  const code = strategyCode(
    hand.cards.map((card) => card.value),
    upCard.value,
    view.actions.split,
  );
  return resolveStrategyCode(code, view.actions.double);
}
