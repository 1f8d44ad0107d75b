import type { HmacKey } from '../fair/hmac';
import { createFloatStream, type FloatStream } from '../fair/stream';

/**
 * Cards are stored as indices 0..51 into CARDS: 2♦ 2♥ 2♠ 2♣ 3♦ … A♣.
 * rank = index >> 2 over RANKS, suit = index & 3 over SUITS (the order of the fairness scheme).
 */
export const RANKS = [
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'JACK',
  'QUEEN',
  'KING',
  'ACE',
] as const;
export const SUITS = ['DIAMONDS', 'HEARTS', 'SPADES', 'CLUBS'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

/** Short labels for logs and the verifier: 2..10, J, Q, K, A and ♦ ♥ ♠ ♣. */
export const RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUIT_SYMBOLS = ['♦', '♥', '♠', '♣'] as const;

export const DECK_SIZE = 52;
export const ACE_RANK = 12;

export type CardIndex = number;

/** Rank index 0..12 (0 = TWO, 12 = ACE). */
export function rankIndex(card: CardIndex): number {
  return card >> 2;
}

/** Suit index 0..3 (♦ ♥ ♠ ♣); 0-1 are red, 2-3 black. */
export function suitIndex(card: CardIndex): number {
  return card & 3;
}

/** Blackjack value with the ace counted 11 (the hand total lowers it to 1 when needed). */
export function cardValue(card: CardIndex): number {
  const rank = rankIndex(card);
  if (rank === ACE_RANK) return 11;
  return rank >= 8 ? 10 : rank + 2;
}

export function isAce(card: CardIndex): boolean {
  return rankIndex(card) === ACE_RANK;
}

/** Card from a float in [0, 1): CARDS[floor(f * 52)]. */
export function cardFromFloat(f: number): CardIndex {
  return Math.floor(f * DECK_SIZE);
}

/** e.g. 'Q♦'. */
export function cardLabel(card: CardIndex): string {
  return `${RANK_LABELS[rankIndex(card)]}${SUIT_SYMBOLS[suitIndex(card)]}`;
}

/** The public shape of a card (docs/product.md#blackjack); value counts an ace as 11. */
export type CardView = { readonly rank: Rank; readonly suit: Suit; readonly value: number };
export type HiddenCardView = { readonly rank: 'hidden'; readonly suit: 'hidden'; readonly value: 0 };
export const HIDDEN_CARD: HiddenCardView = Object.freeze({ rank: 'hidden', suit: 'hidden', value: 0 });

/** The 52 card views, built once and frozen: views share them instead of allocating per card. */
const CARD_VIEWS: readonly CardView[] = Array.from({ length: DECK_SIZE }, (_, card) =>
  Object.freeze({ rank: RANKS[rankIndex(card)] as Rank, suit: SUITS[suitIndex(card)] as Suit, value: cardValue(card) }),
);

export function cardView(card: CardIndex): CardView {
  const view = CARD_VIEWS[card];
  if (view === undefined) throw new RangeError(`not a card index: ${card}`);
  return view;
}

/**
 * A game draws from one stream of 52 floats (7 HMAC rounds). With a single split no round can
 * need more (the most cards a round can take is 50, see docs/games.md), so asking beyond is a bug.
 */
export const MAX_CARDS_PER_GAME = 52;

/** Card i of a game's sequence. */
export type CardSource = { readonly cardAt: (index: number) => CardIndex };

/**
 * The card sequence of a game: card i = CARDS[floor(f_i * 52)], rounds computed lazily.
 * Pass an HmacKey (createHmacKey(serverSeed)) to reuse the key's pad state across games.
 */
export class StreamCardSource implements CardSource {
  readonly #stream: FloatStream;

  constructor(serverSeed: string | HmacKey, clientSeed: string, nonce: number) {
    this.#stream = createFloatStream(serverSeed, clientSeed, nonce);
  }

  cardAt(index: number): CardIndex {
    if (index >= MAX_CARDS_PER_GAME)
      throw new RangeError(
        `a blackjack game cannot use more than ${MAX_CARDS_PER_GAME} cards (asked for card ${index})`,
      );
    return cardFromFloat(this.#stream.floatAt(index));
  }

  /** HMAC rounds computed so far. */
  roundsComputed(): number {
    return this.#stream.roundsComputed();
  }
}

export function createCardSource(serverSeed: string | HmacKey, clientSeed: string, nonce: number): StreamCardSource {
  return new StreamCardSource(serverSeed, clientSeed, nonce);
}

/** The first `count` cards (at most 52) of a game's sequence. */
export function cardSequence(
  serverSeed: string | HmacKey,
  clientSeed: string,
  nonce: number,
  count = MAX_CARDS_PER_GAME,
): CardIndex[] {
  const source = createCardSource(serverSeed, clientSeed, nonce);
  return Array.from({ length: Math.min(count, MAX_CARDS_PER_GAME) }, (_, i) => source.cardAt(i));
}
