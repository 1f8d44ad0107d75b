import { RANK_LABELS, SUIT_SYMBOLS, type CardIndex, type CardSource } from '../blackjack/cards';

/** 'A♠' -> card index (rank * 4 + suit); 'T' is accepted for ten. */
export function card(label: string): CardIndex {
  const suit = SUIT_SYMBOLS.indexOf(label.slice(-1) as (typeof SUIT_SYMBOLS)[number]);
  const rankLabel = label.slice(0, -1) === 'T' ? '10' : label.slice(0, -1);
  const rank = RANK_LABELS.indexOf(rankLabel as (typeof RANK_LABELS)[number]);
  if (suit < 0 || rank < 0) throw new Error(`bad card label ${label}`);
  return rank * 4 + suit;
}

/**
 * A scripted card sequence for scenario tests: the cards come in the given order, and every
 * index asked for is recorded so tests can check the engine reads the sequence strictly in order.
 */
export function stacked(labels: string[]): CardSource & { asked: number[] } {
  const cards = labels.map(card);
  const asked: number[] = [];
  return {
    asked,
    cardAt(index: number) {
      asked.push(index);
      const value = cards[index];
      if (value === undefined) throw new Error(`scenario ran out of cards at ${index}`);
      return value;
    },
  };
}
