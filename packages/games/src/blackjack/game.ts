import { hashServerSeed, isValidFairness } from '../fair/seeds';
import {
  gameError,
  isIntegerInRange,
  MAX_BET,
  MAX_PAYOUT,
  MAX_SIDE_BET,
  MIN_BET,
  MIN_SIDE_BET,
  type GameError,
} from '../result';
import { cardValue, createCardSource, isAce, MAX_CARDS_PER_GAME, type CardIndex, type CardSource } from './cards';
import { bestTotal, BLACKJACK, DEALER_STANDS_ON, isTwoCardTwentyOne } from './hand';
import {
  perfectPairsOutcome,
  perfectPairsReturn,
  twentyOnePlusThreeOutcome,
  twentyOnePlusThreeReturn,
  type PerfectPairsOutcome,
  type TwentyOnePlusThreeOutcome,
} from './side-bets';

/*
 * Blackjack as pure transitions over a JSON-serialisable state.
 *
 * Money convention: every payout number is the TOTAL returned to the player for that bet,
 * stake included (a 1:1 win on 10 is 20, a push 10, a 3:2 blackjack on 10 is 25, a loss 0).
 * Each transition says what to move now: `debit` (take before storing the new state; double and
 * split) and `credit` (give after; side bets at the deal, hands when the round settles).
 */

/**
 * The state names of docs/product.md#blackjack. 'finished' is part of the public vocabulary but this
 * engine never produces it.
 */
export type BlackjackGameState =
  'in_progress' | 'player_blackjack' | 'dealer_blackjack' | 'win' | 'lose' | 'push' | 'finished';
export type HandResult = 'win' | 'lose' | 'push';
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export type SideBets = { perfectPairs: number; twentyOnePlusThree: number };

export type BlackjackHand = {
  /** Card indices 0..51 (see cards.ts). */
  cards: CardIndex[];
  /** Stake on this hand, the double included. */
  bet: number;
  isDoubled: boolean;
  /** No more actions for this hand: stood, doubled, busted, reached 21, or a split ace. */
  isDone: boolean;
};

/** Totals returned to the player (stake included). hands[i] stays 0 until the round settles. */
export type BlackjackPayout = { hands: number[]; perfectPairs: number; twentyOnePlusThree: number };

/**
 * The whole round. It holds the server seed and the hole card, so it stays on the server (jsonb);
 * clients get blackjackPublicView(state). cardsDrawn is the position in the card sequence: the
 * next card is card number cardsDrawn of (serverSeed, clientSeed, nonce), so the state can be
 * rebuilt and checked from the seeds alone.
 */
export type BlackjackState = {
  version: 1;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  cardsDrawn: number;
  /** The initial main bet. */
  bet: number;
  sideBets: SideBets;
  sideBetOutcomes: { perfectPairs: PerfectPairsOutcome | null; twentyOnePlusThree: TwentyOnePlusThreeOutcome | null };
  playerHands: BlackjackHand[];
  /** [up card, hole card, draws…]. */
  dealerCards: CardIndex[];
  activeHandIndex: number;
  gameState: BlackjackGameState;
  payout: BlackjackPayout;
  /** One per player hand once the round is over; null while in progress. */
  results: HandResult[] | null;
  /** Everything taken from the player this round: bet + side bets + doubles + split. */
  totalDebited: number;
  /** Everything given back this round (sum of the payout object); never above MAX_PAYOUT. */
  totalPaid: number;
};

export type DealInput = {
  bet: number;
  sideBets?: Partial<SideBets>;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** SHA-256 of the server seed if the caller already has it; computed otherwise. */
  serverSeedHash?: string;
};

export type BlackjackErrorCode =
  | 'INVALID_BET'
  | 'INVALID_SIDE_BET'
  | 'INVALID_FAIRNESS'
  | 'INVALID_ACTION'
  | 'GAME_NOT_IN_PROGRESS'
  | 'DOUBLE_NOT_ALLOWED'
  | 'SPLIT_NOT_ALLOWED'
  | 'SPLIT_LIMIT_REACHED';

export type BlackjackError = GameError<BlackjackErrorCode>;

/** debit: take before storing `state` (refuse the action if the player cannot pay); credit: give after. */
export type BlackjackResult = { ok: true; state: BlackjackState; debit: number; credit: number } | BlackjackError;

/** Whether the round is over (no action is accepted any more). */
export function isRoundOver(state: Pick<BlackjackState, 'gameState'>): boolean {
  return state.gameState !== 'in_progress';
}

/** A hand that came from a split: its 21 is not a blackjack and split aces take one card. */
function isSplitRound(state: Pick<BlackjackState, 'playerHands'>): boolean {
  return state.playerHands.length > 1;
}

/** Total value of a hand with a natural: bet + floor(1.5 * bet) (3:2, whole points, rounded down). */
export function blackjackReturn(bet: number): number {
  return bet + Math.floor((bet * 3) / 2);
}

/**
 * Draws the next card of the sequence. Invariant: cards are taken strictly in sequence order,
 * so cardsDrawn alone says which card comes next.
 */
function draw(state: BlackjackState, source: CardSource): CardIndex {
  if (state.cardsDrawn >= MAX_CARDS_PER_GAME)
    throw new RangeError('card sequence exhausted: a round can never need 52 cards');
  const card = source.cardAt(state.cardsDrawn);
  state.cardsDrawn += 1;
  return card;
}

/** Deep copy of the mutable parts, so transitions never alter their input. */
function cloneState(state: BlackjackState): BlackjackState {
  // Spelled out rather than spread: this runs on every action and the literal is much faster.
  return {
    version: state.version,
    serverSeed: state.serverSeed,
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    nonce: state.nonce,
    cardsDrawn: state.cardsDrawn,
    bet: state.bet,
    sideBets: state.sideBets,
    sideBetOutcomes: state.sideBetOutcomes,
    playerHands: state.playerHands.map(cloneHand),
    dealerCards: state.dealerCards.slice(),
    activeHandIndex: state.activeHandIndex,
    gameState: state.gameState,
    payout: {
      hands: state.payout.hands.slice(),
      perfectPairs: state.payout.perfectPairs,
      twentyOnePlusThree: state.payout.twentyOnePlusThree,
    },
    results: state.results === null ? null : state.results.slice(),
    totalDebited: state.totalDebited,
    totalPaid: state.totalPaid,
  };
}

function cloneHand(hand: BlackjackHand): BlackjackHand {
  return { cards: hand.cards.slice(), bet: hand.bet, isDoubled: hand.isDoubled, isDone: hand.isDone };
}

function sourceFor(state: BlackjackState, source: CardSource | undefined): CardSource {
  return source ?? createCardSource(state.serverSeed, state.clientSeed, state.nonce);
}

/** Caps an amount to what is left of MAX_PAYOUT for the round. Invariant: totalPaid <= MAX_PAYOUT. */
export function capToRoundLimit(amount: number, alreadyPaid: number, cap = MAX_PAYOUT): number {
  return Math.max(0, Math.min(amount, cap - alreadyPaid));
}

/**
 * Deals a round: player, dealer up, player, dealer hole (cards 0..3 of the sequence). Side bets
 * settle here. The dealer peeks under an Ace or a ten: a dealer blackjack ends the round at once
 * (a player blackjack then pushes); a player blackjack against no dealer blackjack pays 3:2 now.
 * `source` may be passed to reuse a precomputed card sequence; it must be the one of these seeds.
 */
export function dealBlackjack(input: DealInput, source?: CardSource): BlackjackResult {
  if (!isIntegerInRange(input.bet, MIN_BET, MAX_BET))
    return gameError('INVALID_BET', `bet must be an integer from ${MIN_BET} to ${MAX_BET}`);
  const perfectPairs = input.sideBets?.perfectPairs ?? 0;
  const twentyOnePlusThree = input.sideBets?.twentyOnePlusThree ?? 0;
  if (
    !isIntegerInRange(perfectPairs, MIN_SIDE_BET, MAX_SIDE_BET) ||
    !isIntegerInRange(twentyOnePlusThree, MIN_SIDE_BET, MAX_SIDE_BET)
  ) {
    return gameError('INVALID_SIDE_BET', `side bets must be integers from ${MIN_SIDE_BET} to ${MAX_SIDE_BET}`);
  }
  if (!isValidFairness(input)) return gameError('INVALID_FAIRNESS', 'invalid server seed, client seed or nonce');

  const cards = source ?? createCardSource(input.serverSeed, input.clientSeed, input.nonce);
  const player = [cards.cardAt(0), cards.cardAt(2)] as [CardIndex, CardIndex];
  const dealer = [cards.cardAt(1), cards.cardAt(3)] as [CardIndex, CardIndex];

  const ppOutcome = perfectPairsOutcome(player[0], player[1]);
  const t3Outcome = twentyOnePlusThreeOutcome(player[0], player[1], dealer[0]);
  const ppPaid = capToRoundLimit(perfectPairsReturn(perfectPairs, ppOutcome), 0);
  const t3Paid = capToRoundLimit(twentyOnePlusThreeReturn(twentyOnePlusThree, t3Outcome), ppPaid);
  const totalDebited = input.bet + perfectPairs + twentyOnePlusThree;

  const state: BlackjackState = {
    version: 1,
    serverSeed: input.serverSeed,
    serverSeedHash: input.serverSeedHash ?? hashServerSeed(input.serverSeed),
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    cardsDrawn: 4,
    bet: input.bet,
    sideBets: { perfectPairs, twentyOnePlusThree },
    sideBetOutcomes: { perfectPairs: ppOutcome, twentyOnePlusThree: t3Outcome },
    playerHands: [{ cards: player, bet: input.bet, isDoubled: false, isDone: false }],
    dealerCards: dealer,
    activeHandIndex: 0,
    gameState: 'in_progress',
    payout: { hands: [0], perfectPairs: ppPaid, twentyOnePlusThree: t3Paid },
    results: null,
    totalDebited,
    totalPaid: ppPaid + t3Paid,
  };

  const isDealerBlackjack = isTwoCardTwentyOne(dealer);
  const isPlayerBlackjack = isTwoCardTwentyOne(player);
  if (isDealerBlackjack) {
    // The peek: with an Ace or a ten up the dealer checks the hole card and ends the round now.
    finishRound(
      state,
      isPlayerBlackjack ? ['push'] : ['lose'],
      [isPlayerBlackjack ? input.bet : 0],
      isPlayerBlackjack ? 'push' : 'dealer_blackjack',
    );
  } else if (isPlayerBlackjack) {
    finishRound(state, ['win'], [blackjackReturn(input.bet)], 'player_blackjack');
  }
  const hand = state.playerHands[0];
  if (hand && state.gameState !== 'in_progress') hand.isDone = true;
  return { ok: true, state, debit: totalDebited, credit: state.totalPaid };
}

/** Records the end of the round, capping hand payouts to what is left of MAX_PAYOUT. */
function finishRound(
  state: BlackjackState,
  results: HandResult[],
  handReturns: number[],
  gameState: BlackjackGameState,
): void {
  let paid = state.payout.perfectPairs + state.payout.twentyOnePlusThree;
  const hands = handReturns.map((amount) => {
    const capped = capToRoundLimit(amount, paid);
    paid += capped;
    return capped;
  });
  state.results = results;
  state.payout = { ...state.payout, hands };
  state.totalPaid = paid;
  state.gameState = gameState;
  state.activeHandIndex = Math.max(0, state.playerHands.length - 1);
}

/** Overall outcome of a settled round (docs/product.md#blackjack): more wins than losses is a win, and so on. */
export function overallOutcome(results: readonly HandResult[]): 'win' | 'lose' | 'push' {
  const wins = results.filter((r) => r === 'win').length;
  const losses = results.filter((r) => r === 'lose').length;
  if (wins > losses) return 'win';
  return losses > wins ? 'lose' : 'push';
}

/**
 * Settles a round whose player hands are all done: the dealer draws to 17 (standing on soft 17)
 * unless every player hand is bust, then each hand is compared. Win returns 2x the hand's bet,
 * push 1x, loss 0.
 */
function playDealerAndSettle(state: BlackjackState, source: CardSource): void {
  const isAnyHandLive = state.playerHands.some((hand) => bestTotal(hand.cards) <= BLACKJACK);
  if (isAnyHandLive) {
    while (bestTotal(state.dealerCards) < DEALER_STANDS_ON) state.dealerCards.push(draw(state, source));
  }
  const dealerTotal = bestTotal(state.dealerCards);
  const isDealerBust = dealerTotal > BLACKJACK;
  const results = state.playerHands.map((hand): HandResult => {
    const total = bestTotal(hand.cards);
    if (total > BLACKJACK) return 'lose';
    if (isDealerBust || total > dealerTotal) return 'win';
    return total === dealerTotal ? 'push' : 'lose';
  });
  const returns = results.map((result, i) => {
    const bet = state.playerHands[i]?.bet ?? 0;
    if (result === 'win') return bet * 2;
    return result === 'push' ? bet : 0;
  });
  finishRound(state, results, returns, overallOutcome(results));
}

/**
 * Marks a hand done when it can take no more cards (bust or 21), then moves to the next hand
 * still to act; when none is left the dealer plays and the round settles.
 */
function advance(state: BlackjackState, source: CardSource): void {
  let next = -1;
  for (let i = 0; i < state.playerHands.length; i++) {
    const hand = state.playerHands[i]!;
    if (!hand.isDone && bestTotal(hand.cards) >= BLACKJACK) hand.isDone = true;
    if (!hand.isDone && next < 0) next = i;
  }
  if (next >= 0) {
    state.activeHandIndex = next;
    return;
  }
  playDealerAndSettle(state, source);
}

type Guarded = { ok: true; state: BlackjackState; hand: BlackjackHand } | BlackjackError;

/** Common precondition of player actions: a round in progress with an active hand that can act. */
function guard(state: BlackjackState): Guarded {
  if (state.gameState !== 'in_progress') return gameError('GAME_NOT_IN_PROGRESS', 'the round is over');
  const next = cloneState(state);
  const hand = next.playerHands[next.activeHandIndex];
  // An in-progress state always points at a hand that can act; anything else is a corrupt state.
  if (!hand || hand.isDone) throw new Error('corrupt blackjack state: no active hand while in progress');
  return { ok: true, state: next, hand };
}

/** Takes one card on the active hand; a bust or a 21 ends that hand. */
export function hitBlackjack(state: BlackjackState, source?: CardSource): BlackjackResult {
  const guarded = guard(state);
  if (!guarded.ok) return guarded;
  const { state: next, hand } = guarded;
  const cards = sourceFor(next, source);
  hand.cards.push(draw(next, cards));
  advance(next, cards);
  return { ok: true, state: next, debit: 0, credit: settledCredit(next) };
}

/** Ends the active hand. */
export function standBlackjack(state: BlackjackState, source?: CardSource): BlackjackResult {
  const guarded = guard(state);
  if (!guarded.ok) return guarded;
  const { state: next, hand } = guarded;
  hand.isDone = true;
  advance(next, sourceFor(next, source));
  return { ok: true, state: next, debit: 0, credit: settledCredit(next) };
}

/** Whether the active hand may double: exactly two cards (after a split too). */
export function canDouble(state: BlackjackState): boolean {
  const hand = state.playerHands[state.activeHandIndex];
  return state.gameState === 'in_progress' && hand !== undefined && !hand.isDone && hand.cards.length === 2;
}

/** Doubles the active hand's bet (debit = that bet), takes exactly one card and ends the hand. */
export function doubleBlackjack(state: BlackjackState, source?: CardSource): BlackjackResult {
  const guarded = guard(state);
  if (!guarded.ok) return guarded;
  const { state: next, hand } = guarded;
  if (hand.cards.length !== 2)
    return gameError('DOUBLE_NOT_ALLOWED', 'double is allowed on the first two cards of a hand only');
  const debit = hand.bet;
  hand.bet *= 2;
  hand.isDoubled = true;
  next.totalDebited += debit;
  const cards = sourceFor(next, source);
  hand.cards.push(draw(next, cards));
  hand.isDone = true;
  advance(next, cards);
  return { ok: true, state: next, debit, credit: settledCredit(next) };
}

/** Whether the round allows a split now: one hand of two cards of equal value, no split yet. */
export function canSplit(state: BlackjackState): boolean {
  const hand = state.playerHands[0];
  if (state.gameState !== 'in_progress' || isSplitRound(state) || !hand || hand.cards.length !== 2) return false;
  const [first, second] = hand.cards as [CardIndex, CardIndex];
  return cardValue(first) === cardValue(second);
}

/**
 * Splits the pair into two hands (debit = the bet). Each hand then gets one card, first hand
 * first (cards n and n+1 of the sequence), and the first hand plays before the second. Split aces
 * take that one card and stand. Only one split per round.
 */
export function splitBlackjack(state: BlackjackState, source?: CardSource): BlackjackResult {
  const guarded = guard(state);
  if (!guarded.ok) return guarded;
  if (isSplitRound(state)) return gameError('SPLIT_LIMIT_REACHED', 'a round can be split only once');
  if (!canSplit(state)) return gameError('SPLIT_NOT_ALLOWED', 'split needs a first hand of two cards of equal value');
  const { state: next, hand } = guarded;
  const [first, second] = hand.cards as [CardIndex, CardIndex];
  const cards = sourceFor(next, source);
  const isAces = isAce(first);
  const firstHand: BlackjackHand = {
    cards: [first, draw(next, cards)],
    bet: hand.bet,
    isDoubled: false,
    isDone: isAces,
  };
  const secondHand: BlackjackHand = {
    cards: [second, draw(next, cards)],
    bet: hand.bet,
    isDoubled: false,
    isDone: isAces,
  };
  next.playerHands = [firstHand, secondHand];
  next.payout = { ...next.payout, hands: [0, 0] };
  next.totalDebited += hand.bet;
  advance(next, cards);
  return { ok: true, state: next, debit: hand.bet, credit: settledCredit(next) };
}

/** What to credit after a player action: the hand payouts if this action settled the round. */
function settledCredit(state: BlackjackState): number {
  if (state.gameState === 'in_progress') return 0;
  return state.payout.hands.reduce((sum, amount) => sum + amount, 0);
}

/** Applies an action by name (for the API's one-route-per-action or a generic dispatcher). */
export function applyBlackjackAction(
  state: BlackjackState,
  action: BlackjackAction,
  source?: CardSource,
): BlackjackResult {
  switch (action) {
    case 'hit':
      return hitBlackjack(state, source);
    case 'stand':
      return standBlackjack(state, source);
    case 'double':
      return doubleBlackjack(state, source);
    case 'split':
      return splitBlackjack(state, source);
    default:
      return gameError('INVALID_ACTION', `unknown action: ${String(action)}`);
  }
}

/** The actions the current state accepts (all false once the round is over). */
export function availableBlackjackActions(state: BlackjackState): Record<BlackjackAction, boolean> {
  const isActive = state.gameState === 'in_progress';
  return { hit: isActive, stand: isActive, double: canDouble(state), split: canSplit(state) };
}

/**
 * The points ledger of a round. Invariants: totalPaid = sum of the payout object <= MAX_PAYOUT,
 * every amount >= 0, and totalDebited = bet + side bets + every double and split stake.
 */
export type BlackjackSettlement = {
  isSettled: boolean;
  totalDebited: number;
  totalPaid: number;
  /** totalPaid - totalDebited: the player's net for the round. */
  net: number;
  payout: BlackjackPayout;
};

export function blackjackSettlement(state: BlackjackState): BlackjackSettlement {
  return {
    isSettled: isRoundOver(state),
    totalDebited: state.totalDebited,
    totalPaid: state.totalPaid,
    net: state.totalPaid - state.totalDebited,
    payout: { ...state.payout, hands: [...state.payout.hands] },
  };
}

/** Everything returned to the player in the round so far (stake included). */
export function totalReturn(state: BlackjackState): number {
  return state.totalPaid;
}
