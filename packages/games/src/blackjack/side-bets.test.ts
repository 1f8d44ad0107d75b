import { describe, expect, it } from 'vitest';
import { card } from '../test-support/cards';
import {
  isStraight,
  perfectPairsOutcome,
  perfectPairsReturn,
  sideBetReturn,
  twentyOnePlusThreeOutcome,
  twentyOnePlusThreeReturn,
} from './side-bets';

const pp = (a: string, b: string) => perfectPairsOutcome(card(a), card(b));
const t3 = (a: string, b: string, c: string) => twentyOnePlusThreeOutcome(card(a), card(b), card(c));

describe('Perfect Pairs', () => {
  it('tells perfect, coloured and mixed pairs apart', () => {
    expect(pp('7♥', '7♥')).toBe('perfect_pair');
    expect(pp('7♥', '7♦')).toBe('coloured_pair');
    expect(pp('7♠', '7♣')).toBe('coloured_pair');
    expect(pp('7♥', '7♠')).toBe('mixed_pair');
    expect(pp('7♣', '7♦')).toBe('mixed_pair');
    expect(pp('K♥', 'Q♥')).toBeNull();
    expect(pp('10♥', 'J♥')).toBeNull();
  });

  it('pays the total returned: stake * 26, 11, 6 or 0', () => {
    expect(perfectPairsReturn(10, 'perfect_pair')).toBe(260);
    expect(perfectPairsReturn(10, 'coloured_pair')).toBe(110);
    expect(perfectPairsReturn(10, 'mixed_pair')).toBe(60);
    expect(perfectPairsReturn(10, null)).toBe(0);
    expect(perfectPairsReturn(0, 'perfect_pair')).toBe(0);
    expect(sideBetReturn(3, 5)).toBe(18);
  });
});

describe('21+3', () => {
  it('finds suited trips before three of a kind', () => {
    expect(t3('9♠', '9♠', '9♠')).toBe('suited_trips');
    expect(t3('9♠', '9♠', '9♥')).toBe('three_of_a_kind');
    expect(t3('9♠', '9♦', '9♥')).toBe('three_of_a_kind');
  });

  it('plays the ace high or low in a straight, never around the corner', () => {
    expect(t3('A♠', '2♦', '3♥')).toBe('straight');
    expect(t3('3♠', 'A♦', '2♥')).toBe('straight');
    expect(t3('Q♠', 'K♦', 'A♥')).toBe('straight');
    expect(t3('A♣', 'Q♦', 'K♥')).toBe('straight');
    expect(t3('K♠', 'A♦', '2♥')).toBeNull();
    expect(t3('Q♠', 'K♦', '2♥')).toBeNull();
    expect(t3('A♠', '2♦', '4♥')).toBeNull();
    expect(t3('9♠', '10♦', 'J♥')).toBe('straight');
    expect(isStraight([12, 0, 1])).toBe(true);
    expect(isStraight([11, 12, 0])).toBe(false);
  });

  it('finds straight flushes (A-2-3 and Q-K-A included) and flushes', () => {
    expect(t3('A♥', '2♥', '3♥')).toBe('straight_flush');
    expect(t3('Q♣', 'K♣', 'A♣')).toBe('straight_flush');
    expect(t3('K♣', 'A♣', '2♣')).toBe('flush');
    expect(t3('2♦', '7♦', 'J♦')).toBe('flush');
    expect(t3('2♦', '7♦', 'J♥')).toBeNull();
    expect(t3('5♠', '5♠', '6♠')).toBe('flush');
    expect(t3('5♠', '5♦', '6♠')).toBeNull();
  });

  it('pays only the best hand, as the total returned', () => {
    expect(twentyOnePlusThreeReturn(10, 'suited_trips')).toBe(1010);
    expect(twentyOnePlusThreeReturn(10, 'straight_flush')).toBe(410);
    expect(twentyOnePlusThreeReturn(10, 'three_of_a_kind')).toBe(310);
    expect(twentyOnePlusThreeReturn(10, 'straight')).toBe(110);
    expect(twentyOnePlusThreeReturn(10, 'flush')).toBe(60);
    expect(twentyOnePlusThreeReturn(10, null)).toBe(0);
  });
});
