import { cardValue, type CardIndex } from './cards';

export const BLACKJACK = 21;
export const DEALER_STANDS_ON = 17;

/**
 * A hand's total: hard counts every ace as 1; soft counts one ace as 11 when that stays <= 21
 * (null otherwise); best is the one that plays.
 */
export type HandTotal = { hard: number; soft: number | null; best: number; isSoft: boolean };

/** Totals from card values (ace = 11 in the input, as cardValue gives). */
export function totalOfValues(values: readonly number[]): HandTotal {
  let hard = 0;
  let hasAce = false;
  for (const value of values) {
    if (value === 11) {
      hasAce = true;
      hard += 1;
    } else {
      hard += value;
    }
  }
  const soft = hasAce && hard + 10 <= BLACKJACK ? hard + 10 : null;
  return { hard, soft, best: soft ?? hard, isSoft: soft !== null };
}

/** Totals of a hand of card indices. */
export function handTotal(cards: readonly CardIndex[]): HandTotal {
  let hard = 0;
  let hasAce = false;
  for (const card of cards) {
    const value = cardValue(card);
    hasAce ||= value === 11;
    hard += value === 11 ? 1 : value;
  }
  const soft = hasAce && hard + 10 <= BLACKJACK ? hard + 10 : null;
  return { hard, soft, best: soft ?? hard, isSoft: soft !== null };
}

/**
 * The playing total alone (an ace counts 11 when that stays <= 21). Same as handTotal(cards).best
 * without building an object: the engine asks for it on every card.
 */
export function bestTotal(cards: readonly CardIndex[]): number {
  let hard = 0;
  let hasAce = false;
  for (let i = 0; i < cards.length; i++) {
    const value = cardValue(cards[i]!);
    if (value === 11) {
      hasAce = true;
      hard += 1;
    } else {
      hard += value;
    }
  }
  return hasAce && hard + 10 <= BLACKJACK ? hard + 10 : hard;
}

export function isBust(cards: readonly CardIndex[]): boolean {
  return bestTotal(cards) > BLACKJACK;
}

/** Two cards making 21 (an ace and a ten-value card). A split hand's 21 is not a blackjack: callers check. */
export function isTwoCardTwentyOne(cards: readonly CardIndex[]): boolean {
  return cards.length === 2 && bestTotal(cards) === BLACKJACK;
}

/**
 * The total as the table shows it: '7/17' while a soft total below 21 is still open, otherwise one
 * value (the best). isFinal forces one value (hand stood or game over).
 */
export function formatTotal(total: HandTotal, isFinal: boolean): string {
  if (isFinal || total.soft === null || total.soft === BLACKJACK) return String(total.best);
  return `${total.hard}/${total.soft}`;
}
