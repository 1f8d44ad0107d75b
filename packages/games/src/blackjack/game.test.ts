import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYOUT } from '../result';
import { fairnessArb } from '../test-support/arbitraries';
import { card, stacked } from '../test-support/cards';
import { cardSequence, type CardSource } from './cards';
import {
  applyBlackjackAction,
  availableBlackjackActions,
  blackjackSettlement,
  capToRoundLimit,
  dealBlackjack,
  doubleBlackjack,
  hitBlackjack,
  splitBlackjack,
  standBlackjack,
  totalReturn,
  type BlackjackAction,
  type BlackjackResult,
  type BlackjackState,
  type DealInput,
} from './game';
import { handTotal } from './hand';
import {
  perfectPairsOutcome,
  PERFECT_PAIRS_ODDS,
  twentyOnePlusThreeOutcome,
  TWENTY_ONE_PLUS_THREE_ODDS,
} from './side-bets';
import { blackjackPublicView } from './view';

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 };

function ok(result: BlackjackResult) {
  if (!result.ok) throw new Error(`unexpected ${result.code}`);
  return result;
}

/** Deals from a scripted sequence: player, dealer up, player, dealer hole, then draws in order. */
function scenario(labels: string[], input: Partial<DealInput> = {}) {
  const source = stacked(labels);
  const dealt = ok(dealBlackjack({ ...SEEDS, bet: 10, ...input }, source));
  return { source, dealt, state: dealt.state };
}

/** [state, source] of a fresh scenario, to spread into an action call. */
function fresh(labels: string[]): [BlackjackState, CardSource] {
  const { state, source } = scenario(labels);
  return [state, source];
}

describe('deal and dealer peek', () => {
  it('deals player, dealer up, player, dealer hole', () => {
    const { state, source } = scenario(['2♠', '9♦', '3♠', '7♣']);
    expect(state.playerHands[0]?.cards).toEqual([card('2♠'), card('3♠')]);
    expect(state.dealerCards).toEqual([card('9♦'), card('7♣')]);
    expect(state.cardsDrawn).toBe(4);
    expect(source.asked).toEqual([0, 2, 1, 3]);
    expect(state.gameState).toBe('in_progress');
  });

  it('pays a player blackjack 3:2 rounded down at once', () => {
    for (const [bet, expected] of [
      [10, 25],
      [5, 12],
      [1, 2],
      [3, 7],
      [100, 250],
    ] as const) {
      const { dealt } = scenario(['A♠', '9♦', 'K♠', '7♣'], { bet });
      expect(dealt.state.gameState).toBe('player_blackjack');
      expect(dealt.state.results).toEqual(['win']);
      expect(dealt.state.payout.hands).toEqual([expected]);
      expect(dealt.credit).toBe(expected);
      expect(dealt.debit).toBe(bet);
    }
  });

  it('ends the round at once on a dealer blackjack under an ace', () => {
    const { state, dealt } = scenario(['9♠', 'A♦', '9♥', 'K♣']);
    expect(state.gameState).toBe('dealer_blackjack');
    expect(state.results).toEqual(['lose']);
    expect(dealt.credit).toBe(0);
    expect(hitBlackjack(state)).toMatchObject({ ok: false, code: 'GAME_NOT_IN_PROGRESS' });
  });

  it('ends the round at once on a dealer blackjack under a ten', () => {
    const { state } = scenario(['9♠', 'Q♦', '9♥', 'A♣']);
    expect(state.gameState).toBe('dealer_blackjack');
    expect(state.cardsDrawn).toBe(4);
  });

  it('pushes a player blackjack against a dealer blackjack', () => {
    const { state, dealt } = scenario(['A♠', 'A♦', 'K♠', 'Q♦']);
    expect(state.gameState).toBe('push');
    expect(state.results).toEqual(['push']);
    expect(dealt.credit).toBe(10);
  });

  it('goes on when the dealer peeks under an ace and finds nothing', () => {
    const { state } = scenario(['9♠', 'A♦', '7♥', '5♣']);
    expect(state.gameState).toBe('in_progress');
    const view = blackjackPublicView(state);
    expect(view.dealerHand.cards).toEqual([
      { rank: 'ACE', suit: 'DIAMONDS', value: 11 },
      { rank: 'hidden', suit: 'hidden', value: 0 },
    ]);
    expect(view.dealerHand.total).toBe('1/11');
  });

  it('validates the bet, the side bets and the fairness data', () => {
    const base = { ...SEEDS, bet: 10 };
    expect(dealBlackjack({ ...base, bet: 0 })).toMatchObject({ ok: false, code: 'INVALID_BET' });
    expect(dealBlackjack({ ...base, bet: 101 })).toMatchObject({ ok: false, code: 'INVALID_BET' });
    expect(dealBlackjack({ ...base, bet: 2.5 })).toMatchObject({ ok: false, code: 'INVALID_BET' });
    expect(dealBlackjack({ ...base, sideBets: { perfectPairs: -1 } })).toMatchObject({
      ok: false,
      code: 'INVALID_SIDE_BET',
    });
    expect(dealBlackjack({ ...base, sideBets: { twentyOnePlusThree: 101 } })).toMatchObject({
      ok: false,
      code: 'INVALID_SIDE_BET',
    });
    expect(dealBlackjack({ ...base, sideBets: { twentyOnePlusThree: 0.5 } })).toMatchObject({
      ok: false,
      code: 'INVALID_SIDE_BET',
    });
    expect(dealBlackjack({ ...base, clientSeed: '' })).toMatchObject({ ok: false, code: 'INVALID_FAIRNESS' });
    expect(dealBlackjack({ ...base, sideBets: { perfectPairs: 100, twentyOnePlusThree: 0 } })).toMatchObject({
      ok: true,
      debit: 110,
    });
  });

  it('settles side bets at the deal, as totals returned', () => {
    // Player 7♥ 7♥ (perfect pair), dealer up 7♥: suited trips.
    const { dealt } = scenario(['7♥', '7♥', '7♥', '9♣'], { sideBets: { perfectPairs: 10, twentyOnePlusThree: 5 } });
    expect(dealt.state.payout).toEqual({ hands: [0], perfectPairs: 260, twentyOnePlusThree: 505 });
    expect(dealt.debit).toBe(25);
    expect(dealt.credit).toBe(765);
    expect(dealt.state.gameState).toBe('in_progress');
    // Q-K-A straight with the dealer's up card; no pair.
    const straight = scenario(['Q♠', 'A♦', 'K♥', '5♣'], { sideBets: { perfectPairs: 10, twentyOnePlusThree: 10 } });
    expect(straight.state.payout).toMatchObject({ perfectPairs: 0, twentyOnePlusThree: 110 });
    expect(straight.state.sideBetOutcomes).toEqual({ perfectPairs: null, twentyOnePlusThree: 'straight' });
  });
});

describe('player actions', () => {
  it('ends a hand that reaches 21 and lets the dealer play', () => {
    const { state, source } = scenario(['5♠', '9♦', '6♠', '7♣', 'K♥', '2♦']);
    const hit = ok(hitBlackjack(state, source));
    // 21 stands by itself; the dealer draws 2♦ to 18 and loses.
    expect(hit.state.gameState).toBe('win');
    expect(hit.state.dealerCards).toHaveLength(3);
    expect(hit.credit).toBe(20);
  });

  it('busts and skips the dealer draw when every hand is bust', () => {
    const { state, source } = scenario(['10♠', '10♦', '6♠', '5♣', 'K♥', '6♦']);
    const hit = ok(hitBlackjack(state, source));
    expect(hit.state.gameState).toBe('lose');
    expect(hit.state.cardsDrawn).toBe(5);
    expect(hit.state.dealerCards).toHaveLength(2);
    expect(hit.credit).toBe(0);
  });

  it('has the dealer stand on soft 17', () => {
    const { state, source } = scenario(['10♠', 'A♦', '8♠', '6♣', '5♦']);
    const stood = ok(standBlackjack(state, source));
    expect(stood.state.dealerCards).toHaveLength(2);
    expect(stood.state.gameState).toBe('win');
  });

  it('has the dealer hit soft 16 and hard 16', () => {
    const soft = ok(standBlackjack(...fresh(['10♠', 'A♦', '8♠', '5♣', '3♦'])));
    expect(soft.state.dealerCards).toHaveLength(3);
    expect(soft.state.gameState).toBe('lose');
    const hard = ok(standBlackjack(...fresh(['10♠', '10♦', '8♠', '6♣', '5♦'])));
    expect(hard.state.dealerCards).toHaveLength(3);
    expect(hard.state.gameState).toBe('lose');
  });

  it('doubles on two cards only: one card, twice the bet, and the debit first', () => {
    const { state, source } = scenario(['5♠', '9♦', '6♠', '7♣', 'K♥', '3♦']);
    const doubled = ok(doubleBlackjack(state, source));
    expect(doubled.debit).toBe(10);
    expect(doubled.state.playerHands[0]).toMatchObject({ bet: 20, isDoubled: true, isDone: true });
    expect(doubled.state.gameState).toBe('win');
    expect(doubled.credit).toBe(40);
    const hit = ok(hitBlackjack(...fresh(['2♠', '9♦', '3♠', '7♣', '2♥', '3♦'])));
    expect(doubleBlackjack(hit.state, source)).toMatchObject({ ok: false, code: 'DOUBLE_NOT_ALLOWED' });
  });

  it('splits aces into two hands that get one card each and stand; 21 there is not a blackjack', () => {
    const { state, source } = scenario(['A♠', '9♦', 'A♥', '7♣', 'K♦', '5♠', '2♣']);
    const split = ok(splitBlackjack(state, source));
    expect(split.debit).toBe(10);
    const next = split.state;
    expect(next.playerHands.map((h) => h.cards)).toEqual([
      [card('A♠'), card('K♦')],
      [card('A♥'), card('5♠')],
    ]);
    // Dealer 16 draws 2♣ -> 18: A-K is 21 and wins 1:1 (not 3:2), A-5 (16) loses.
    expect(next.results).toEqual(['win', 'lose']);
    expect(next.payout.hands).toEqual([20, 0]);
    expect(next.gameState).toBe('push');
    expect(split.credit).toBe(20);
    const view = blackjackPublicView(next);
    expect(view.playerHands.map((h) => h.isBlackjack)).toEqual([false, false]);
    expect(blackjackSettlement(next)).toMatchObject({ totalDebited: 20, totalPaid: 20, net: 0, isSettled: true });
  });

  it('deals the first split hand its card first, then the second, and plays them in that order', () => {
    const { state, source } = scenario(['8♠', '6♦', '8♥', '10♣', '3♦', '2♠', 'K♥', '9♣', 'K♠']);
    const split = ok(splitBlackjack(state, source));
    expect(split.state.playerHands.map((h) => h.cards)).toEqual([
      [card('8♠'), card('3♦')],
      [card('8♥'), card('2♠')],
    ]);
    expect(split.state.activeHandIndex).toBe(0);
    // Double after split on both hands: 11 + K = 21, 10 + 9 = 19; dealer 16 + K busts.
    const first = ok(doubleBlackjack(split.state, source));
    expect(first.debit).toBe(10);
    expect(first.state.activeHandIndex).toBe(1);
    const second = ok(doubleBlackjack(first.state, source));
    expect(second.state.gameState).toBe('win');
    expect(second.state.results).toEqual(['win', 'win']);
    expect(second.state.payout.hands).toEqual([40, 40]);
    expect(blackjackSettlement(second.state)).toMatchObject({ totalDebited: 40, totalPaid: 80 });
    expect(source.asked).toEqual([0, 2, 1, 3, 4, 5, 6, 7, 8]);
  });

  it('splits once only, and only a pair of equal value', () => {
    const { state, source } = scenario(['8♠', '6♦', '8♥', '10♣', '8♦', '2♠', '5♥']);
    const split = ok(splitBlackjack(state, source));
    expect(splitBlackjack(split.state, source)).toMatchObject({ ok: false, code: 'SPLIT_LIMIT_REACHED' });
    expect(availableBlackjackActions(split.state)).toEqual({ hit: true, stand: true, double: true, split: false });
    expect(splitBlackjack(...fresh(['8♠', '6♦', '9♥', '10♣']))).toMatchObject({ ok: false, code: 'SPLIT_NOT_ALLOWED' });
    expect(splitBlackjack(...fresh(['K♠', '6♦', '10♥', '10♣', '2♦', '3♦']))).toMatchObject({ ok: true, debit: 10 });
    const hit = ok(hitBlackjack(...fresh(['2♠', '6♦', '2♥', '10♣', '2♦'])));
    expect(splitBlackjack(hit.state, source)).toMatchObject({ ok: false, code: 'SPLIT_NOT_ALLOWED' });
  });

  it('refuses every action once the round is over, and unknown actions', () => {
    const { state, source } = scenario(['9♠', 'A♦', '9♥', 'K♣']);
    for (const action of ['hit', 'stand', 'double', 'split'] as const) {
      expect(applyBlackjackAction(state, action, source)).toMatchObject({ ok: false, code: 'GAME_NOT_IN_PROGRESS' });
    }
    const live = scenario(['9♠', '9♦', '7♥', '5♣']);
    expect(applyBlackjackAction(live.state, 'surrender' as BlackjackAction, live.source)).toMatchObject({
      ok: false,
      code: 'INVALID_ACTION',
    });
  });

  it('rebuilds the card sequence from the seeds when no source is passed', () => {
    const dealt = ok(dealBlackjack({ ...SEEDS, bet: 10 }));
    const sequence = cardSequence(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce);
    expect(dealt.state.playerHands[0]?.cards).toEqual([sequence[0], sequence[2]]);
    expect(dealt.state.dealerCards).toEqual([sequence[1], sequence[3]]);
  });
});

describe('payout cap', () => {
  it('never lets a round pay more than the cap', () => {
    expect(capToRoundLimit(500, 0, 1000)).toBe(500);
    expect(capToRoundLimit(500, 800, 1000)).toBe(200);
    expect(capToRoundLimit(500, 1000, 1000)).toBe(0);
    expect(capToRoundLimit(500, 0)).toBe(500);
    expect(capToRoundLimit(200_000, 0)).toBe(MAX_PAYOUT);
  });
});

/** Independent re-statement of the rules, to check the engine's payouts. */
function expectedReturns(state: BlackjackState): { hands: number[]; perfectPairs: number; twentyOnePlusThree: number } {
  const [p0, p1] =
    state.playerHands.length === 1
      ? (state.playerHands[0]?.cards ?? [])
      : [state.playerHands[0]?.cards[0], state.playerHands[1]?.cards[0]];
  const [up] = state.dealerCards;
  if (p0 === undefined || p1 === undefined || up === undefined) throw new Error('bad state');
  const ppOutcome = perfectPairsOutcome(p0, p1);
  const t3Outcome = twentyOnePlusThreeOutcome(p0, p1, up);
  const perfectPairs = ppOutcome ? state.sideBets.perfectPairs * (PERFECT_PAIRS_ODDS[ppOutcome] + 1) : 0;
  const twentyOnePlusThree = t3Outcome
    ? state.sideBets.twentyOnePlusThree * (TWENTY_ONE_PLUS_THREE_ODDS[t3Outcome] + 1)
    : 0;
  const isNatural = (cards: number[]) => cards.length === 2 && handTotal(cards).best === 21;
  const dealer = handTotal(state.dealerCards).best;
  const dealerNatural = isNatural(state.dealerCards);
  const isSplit = state.playerHands.length === 2;
  const hands = state.playerHands.map((hand) => {
    const total = handTotal(hand.cards).best;
    const playerNatural = !isSplit && isNatural(hand.cards);
    if (dealerNatural) return playerNatural ? hand.bet : 0;
    if (playerNatural) return hand.bet + Math.floor(hand.bet * 1.5);
    if (total > 21) return 0;
    if (dealer > 21 || total > dealer) return hand.bet * 2;
    return total === dealer ? hand.bet : 0;
  });
  return { hands, perfectPairs, twentyOnePlusThree };
}

/** Records the indices a source is asked for, to check strict sequence order. */
function recording(source: CardSource): CardSource & { asked: Set<number> } {
  const asked = new Set<number>();
  return {
    asked,
    cardAt(index) {
      asked.add(index);
      return source.cardAt(index);
    },
  };
}

const actionArb = fc.constantFrom<BlackjackAction>('hit', 'stand', 'double', 'split');
const betArb = fc.record({
  bet: fc.integer({ min: 1, max: 100 }),
  perfectPairs: fc.integer({ min: 0, max: 100 }),
  twentyOnePlusThree: fc.integer({ min: 0, max: 100 }),
});

describe('any round (properties)', () => {
  it('accepts exactly the allowed actions, conserves points and keeps the view secret', () => {
    fc.assert(
      fc.property(fairnessArb, betArb, fc.array(actionArb, { maxLength: 40 }), (fair, bets, actions) => {
        const input = {
          ...fair,
          bet: bets.bet,
          sideBets: { perfectPairs: bets.perfectPairs, twentyOnePlusThree: bets.twentyOnePlusThree },
        };
        const dealt = ok(dealBlackjack(input));
        let state = dealt.state;
        let debited = dealt.debit;
        let credited = dealt.credit;
        for (const action of actions) {
          const allowed = availableBlackjackActions(state)[action];
          const before = JSON.stringify(state);
          // The state goes through JSON like a jsonb column, and the engine rebuilds its cards.
          const result = applyBlackjackAction(JSON.parse(before) as BlackjackState, action);
          expect(JSON.stringify(state)).toBe(before);
          expect(result.ok).toBe(allowed);
          if (!result.ok) {
            expect([
              'GAME_NOT_IN_PROGRESS',
              'DOUBLE_NOT_ALLOWED',
              'SPLIT_NOT_ALLOWED',
              'SPLIT_LIMIT_REACHED',
            ]).toContain(result.code);
            continue;
          }
          expect(result.debit).toBeGreaterThanOrEqual(0);
          expect(result.credit).toBeGreaterThanOrEqual(0);
          debited += result.debit;
          credited += result.credit;
          state = result.state;

          const view = blackjackPublicView(state);
          const text = JSON.stringify(view);
          expect(text).not.toContain(fair.serverSeed);
          if (state.gameState === 'in_progress') {
            expect(view.dealerHand.cards).toHaveLength(2);
            expect(view.dealerHand.cards[1]).toEqual({ rank: 'hidden', suit: 'hidden', value: 0 });
            expect(view.fairness).toBeNull();
            // The view is the same whatever the hole card and the undealt cards are.
            const other = {
              ...state,
              dealerCards: [state.dealerCards[0] ?? 0, ((state.dealerCards[1] ?? 0) + 1) % 52],
              serverSeed: 'other',
              nonce: state.nonce + 1,
            };
            expect(JSON.stringify(blackjackPublicView(other))).toBe(text);
          }
        }
        // Finish the round by standing so that it always settles.
        while (state.gameState === 'in_progress') {
          const stood = ok(standBlackjack(state));
          debited += stood.debit;
          credited += stood.credit;
          state = stood.state;
        }

        const settlement = blackjackSettlement(state);
        expect(settlement.totalDebited).toBe(debited);
        expect(settlement.totalPaid).toBe(credited);
        expect(totalReturn(state)).toBe(credited);
        expect(settlement.totalPaid).toBeLessThanOrEqual(MAX_PAYOUT);
        const extra = state.playerHands.reduce((sum, hand) => sum + hand.bet, 0) - bets.bet;
        expect(settlement.totalDebited).toBe(bets.bet + bets.perfectPairs + bets.twentyOnePlusThree + extra);
        expect(state.payout).toEqual(expectedReturns(state));
        expect(
          [...state.payout.hands, state.payout.perfectPairs, state.payout.twentyOnePlusThree].every(
            (x) => Number.isInteger(x) && x >= 0,
          ),
        ).toBe(true);
        expect(state.results).toHaveLength(state.playerHands.length);

        // Every card came from the sequence, in order, and none was skipped.
        const sequence = cardSequence(fair.serverSeed, fair.clientSeed, fair.nonce, state.cardsDrawn);
        const used = [...state.playerHands.flatMap((h) => h.cards), ...state.dealerCards].sort((a, b) => a - b);
        expect(used).toEqual([...sequence].sort((a, b) => a - b));
        expect(state.dealerCards.slice(0, 2)).toEqual([sequence[1], sequence[3]]);
        const view = blackjackPublicView(state);
        expect(view.fairness).toEqual({
          serverSeedHash: state.serverSeedHash,
          clientSeed: fair.clientSeed,
          nonce: fair.nonce,
        });
        expect(view.dealerHand.cards).toHaveLength(state.dealerCards.length);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same round for the same seeds and actions, with or without a shared source', () => {
    fc.assert(
      fc.property(fairnessArb, fc.array(actionArb, { maxLength: 12 }), (fair, actions) => {
        const play = (withSource: boolean) => {
          const source = withSource
            ? recording({ cardAt: (i) => cardSequence(fair.serverSeed, fair.clientSeed, fair.nonce)[i] ?? -1 })
            : undefined;
          let state = ok(dealBlackjack({ ...fair, bet: 10 }, source)).state;
          for (const action of actions) {
            const result = applyBlackjackAction(state, action, source);
            if (result.ok) state = result.state;
          }
          return state;
        };
        expect(play(true)).toEqual(play(false));
        expect(play(false)).toEqual(play(false));
      }),
      { numRuns: 100 },
    );
  });
});
