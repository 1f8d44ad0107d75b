import { describe, expect, it } from 'vitest';
import { KNOWN } from '../test-support/known-answer';
import {
  cardFromFloat,
  cardLabel,
  cardSequence,
  cardValue,
  cardView,
  createCardSource,
  HIDDEN_CARD,
  MAX_CARDS_PER_GAME,
} from './cards';
import { formatTotal, handTotal } from './hand';
import { card } from '../test-support/cards';

describe('cards', () => {
  it('reproduces the known answer: the first ten cards', () => {
    expect(cardSequence(KNOWN.serverSeed, KNOWN.clientSeed, KNOWN.nonce, 10).map(cardLabel)).toEqual(
      KNOWN.firstTenCards,
    );
  });

  it('orders CARDS 2♦ 2♥ 2♠ 2♣ 3♦ … A♣', () => {
    expect([0, 1, 2, 3, 4, 50, 51].map(cardLabel)).toEqual(['2♦', '2♥', '2♠', '2♣', '3♦', 'A♠', 'A♣']);
    expect(cardView(0)).toEqual({ rank: 'TWO', suit: 'DIAMONDS', value: 2 });
    expect(cardView(card('10♥'))).toEqual({ rank: 'TEN', suit: 'HEARTS', value: 10 });
    expect(cardView(card('K♠'))).toEqual({ rank: 'KING', suit: 'SPADES', value: 10 });
    expect(cardView(51)).toEqual({ rank: 'ACE', suit: 'CLUBS', value: 11 });
    expect(HIDDEN_CARD).toEqual({ rank: 'hidden', suit: 'hidden', value: 0 });
    expect(() => cardView(52)).toThrow(RangeError);
  });

  it('maps a float to floor(f * 52)', () => {
    expect(cardFromFloat(0)).toBe(0);
    expect(cardFromFloat(0.999999)).toBe(51);
    expect(cardFromFloat(0.5)).toBe(26);
    expect(cardValue(card('A♦'))).toBe(11);
    expect(cardValue(card('9♣'))).toBe(9);
  });

  it('offers 52 cards per game and refuses more', () => {
    const source = createCardSource(KNOWN.serverSeed, KNOWN.clientSeed, KNOWN.nonce);
    expect(source.cardAt(MAX_CARDS_PER_GAME - 1)).toBeGreaterThanOrEqual(0);
    expect(() => source.cardAt(MAX_CARDS_PER_GAME)).toThrow(RangeError);
    expect(cardSequence(KNOWN.serverSeed, KNOWN.clientSeed, KNOWN.nonce)).toHaveLength(52);
  });
});

describe('hand totals', () => {
  const total = (labels: string[]) => handTotal(labels.map(card));

  it('counts an ace as 11 while it fits, else 1', () => {
    expect(total(['A♠', '6♦'])).toEqual({ hard: 7, soft: 17, best: 17, isSoft: true });
    expect(total(['A♠', '6♦', 'K♣'])).toEqual({ hard: 17, soft: null, best: 17, isSoft: false });
    expect(total(['A♠', 'A♦'])).toEqual({ hard: 2, soft: 12, best: 12, isSoft: true });
    expect(total(['K♠', 'Q♦', '5♣'])).toEqual({ hard: 25, soft: null, best: 25, isSoft: false });
  });

  it("shows '7/17' while open and one value when 21 or final", () => {
    expect(formatTotal(total(['A♠', '6♦']), false)).toBe('7/17');
    expect(formatTotal(total(['A♠', '6♦']), true)).toBe('17');
    expect(formatTotal(total(['A♠', 'K♦']), false)).toBe('21');
    expect(formatTotal(total(['9♠', '8♦']), false)).toBe('17');
  });
});
