import { describe, expect, it } from 'vitest';
import { stacked } from '../test-support/cards';
import { dealBlackjack, splitBlackjack } from './game';
import {
  basicStrategyAction,
  DEALER_UP_CARDS,
  HARD_STRATEGY,
  PAIR_STRATEGY,
  SOFT_STRATEGY,
  strategyCode,
  type StrategyCode,
} from './strategy';
import { blackjackPublicView } from './view';

const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** The dealer up cards (2..10, 11 = A) whose column holds `code` in a row. */
const where = (row: readonly StrategyCode[] | undefined, code: StrategyCode) => UPS.filter((_, i) => row?.[i] === code);

// The tables of docs/games.md#basic-strategy.
describe('basic strategy tables (docs/games.md)', () => {
  it('has ten columns 2..A and full rows', () => {
    expect(DEALER_UP_CARDS).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A']);
    for (const table of [HARD_STRATEGY, SOFT_STRATEGY, PAIR_STRATEGY]) {
      for (const row of Object.values(table)) expect(row).toHaveLength(10);
    }
    expect(Object.keys(HARD_STRATEGY).map(Number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 4));
    expect(Object.keys(SOFT_STRATEGY).map(Number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 12));
    expect(Object.keys(PAIR_STRATEGY).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('doubles hard 9 vs 3-6, 10 vs 2-9, 11 vs 2-10', () => {
    expect(where(HARD_STRATEGY[9], 'D')).toEqual([3, 4, 5, 6]);
    expect(where(HARD_STRATEGY[10], 'D')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(where(HARD_STRATEGY[11], 'D')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(where(HARD_STRATEGY[8], 'H')).toEqual(UPS);
  });

  it('stands 12 vs 4-6 and 13-16 vs 2-6, and always from 17', () => {
    expect(where(HARD_STRATEGY[12], 'S')).toEqual([4, 5, 6]);
    for (const total of [13, 14, 15, 16]) expect(where(HARD_STRATEGY[total], 'S')).toEqual([2, 3, 4, 5, 6]);
    for (const total of [17, 18, 19, 20, 21]) expect(where(HARD_STRATEGY[total], 'S')).toEqual(UPS);
  });

  it('doubles soft 13-14 vs 5-6, soft 15-16 vs 4-6, soft 17 vs 3-6; soft 18 as listed; soft 19+ stands', () => {
    for (const total of [13, 14]) expect(where(SOFT_STRATEGY[total], 'D')).toEqual([5, 6]);
    for (const total of [15, 16]) expect(where(SOFT_STRATEGY[total], 'D')).toEqual([4, 5, 6]);
    expect(where(SOFT_STRATEGY[17], 'D')).toEqual([3, 4, 5, 6]);
    expect(where(SOFT_STRATEGY[18], 'S')).toEqual([2, 7, 8]);
    expect(where(SOFT_STRATEGY[18], 'Ds')).toEqual([3, 4, 5, 6]);
    expect(where(SOFT_STRATEGY[18], 'H')).toEqual([9, 10, 11]);
    for (const total of [19, 20, 21]) expect(where(SOFT_STRATEGY[total], 'S')).toEqual(UPS);
  });

  it('splits A-A and 8-8 always; 2-2, 3-3, 7-7 vs 2-7; 6-6 vs 2-6; 4-4 vs 5-6; 9-9 except vs 7, 10, A; never 5-5 or 10-10', () => {
    expect(where(PAIR_STRATEGY[11], 'P')).toEqual(UPS);
    expect(where(PAIR_STRATEGY[8], 'P')).toEqual(UPS);
    for (const pair of [2, 3, 7]) expect(where(PAIR_STRATEGY[pair], 'P')).toEqual([2, 3, 4, 5, 6, 7]);
    expect(where(PAIR_STRATEGY[6], 'P')).toEqual([2, 3, 4, 5, 6]);
    expect(where(PAIR_STRATEGY[4], 'P')).toEqual([5, 6]);
    expect(where(PAIR_STRATEGY[9], 'P')).toEqual([2, 3, 4, 5, 6, 8, 9]);
    expect(where(PAIR_STRATEGY[5], 'P')).toEqual([]);
    expect(where(PAIR_STRATEGY[10], 'P')).toEqual([]);
  });

  it('plays pairs that cannot split by their total, and falls back from a double', () => {
    expect(strategyCode([8, 8], 10, true)).toBe('P');
    expect(strategyCode([8, 8], 10, false)).toBe('H');
    expect(strategyCode([5, 5], 6, true)).toBe('D');
    expect(strategyCode([11, 7], 4, false)).toBe('Ds');
    expect(strategyCode([11, 2, 5], 4, false)).toBe('Ds');
    expect(strategyCode([10, 6], 7, false)).toBe('H');
  });
});

describe('basicStrategyAction', () => {
  const viewOf = (labels: string[]) => {
    const result = dealBlackjack({ bet: 10, serverSeed: 's', clientSeed: 'c', nonce: 0 }, stacked(labels));
    if (!result.ok) throw new Error(result.code);
    return { state: result.state, view: blackjackPublicView(result.state) };
  };

  it('reads the view: split 8-8, double 11, stand 13 vs 6, hit 16 vs 10', () => {
    expect(basicStrategyAction(viewOf(['8♠', '10♦', '8♥', '7♣']).view)).toBe('split');
    expect(basicStrategyAction(viewOf(['5♠', '10♦', '6♥', '7♣']).view)).toBe('double');
    expect(basicStrategyAction(viewOf(['10♠', '6♦', '3♥', '7♣']).view)).toBe('stand');
    expect(basicStrategyAction(viewOf(['10♠', 'K♦', '6♥', '7♣']).view)).toBe('hit');
    expect(basicStrategyAction(viewOf(['A♠', '4♦', '7♥', '7♣']).view)).toBe('double');
  });

  it('does not split again after a split and returns null once the round is over', () => {
    const { state } = viewOf(['8♠', '10♦', '8♥', '7♣', '8♦', '3♣']);
    const split = splitBlackjack(state, stacked(['8♠', '10♦', '8♥', '7♣', '8♦', '3♣']));
    if (!split.ok) throw new Error(split.code);
    expect(basicStrategyAction(blackjackPublicView(split.state))).toBe('hit');
    expect(basicStrategyAction(viewOf(['9♠', 'A♦', '9♥', 'K♣']).view)).toBeNull();
  });
});
