/**
 * The simulator's inner loop, shared by the CLI's workers and the benchmark: plays basic strategy
 * through the real engine (dealBlackjack / applyBlackjackAction on the public view) with the
 * provably-fair card stream of (serverSeed, clientSeed, nonce = hand index).
 */
import {
  applyBlackjackAction,
  basicStrategyAction,
  blackjackPublicView,
  createCardSource,
  createHmacKey,
  dealBlackjack,
  hashServerSeed,
  sha256Hex,
  type BlackjackGameState,
} from '../src/index';

export type SimOptions = {
  serverSeed: string;
  clientSeed: string;
  /** First nonce (inclusive) and end (exclusive). */
  from: number;
  to: number;
  bet: number;
  sideBet: number;
};

/** Sums a worker sends back; everything is additive so ranges merge by addition. */
export type SimTotals = {
  hands: number;
  /** Main game only: sum and sum of squares of (returned - staked) / bet per hand. */
  sumNet: number;
  sumNetSquared: number;
  mainStaked: number;
  mainReturned: number;
  sideStaked: number;
  sideReturned: number;
  actions: number;
  doubles: number;
  splits: number;
  cardsDrawn: number;
  states: Partial<Record<BlackjackGameState, number>>;
};

export function emptyTotals(): SimTotals {
  return {
    hands: 0,
    sumNet: 0,
    sumNetSquared: 0,
    mainStaked: 0,
    mainReturned: 0,
    sideStaked: 0,
    sideReturned: 0,
    actions: 0,
    doubles: 0,
    splits: 0,
    cardsDrawn: 0,
    states: {},
  };
}

export function mergeTotals(a: SimTotals, b: SimTotals): SimTotals {
  const states = { ...a.states };
  for (const [key, count] of Object.entries(b.states) as [BlackjackGameState, number][])
    states[key] = (states[key] ?? 0) + count;
  return {
    hands: a.hands + b.hands,
    sumNet: a.sumNet + b.sumNet,
    sumNetSquared: a.sumNetSquared + b.sumNetSquared,
    mainStaked: a.mainStaked + b.mainStaked,
    mainReturned: a.mainReturned + b.mainReturned,
    sideStaked: a.sideStaked + b.sideStaked,
    sideReturned: a.sideReturned + b.sideReturned,
    actions: a.actions + b.actions,
    doubles: a.doubles + b.doubles,
    splits: a.splits + b.splits,
    cardsDrawn: a.cardsDrawn + b.cardsDrawn,
    states,
  };
}

/** The seeds a simulation uses for `--seed S`: a 64-hex server seed and a 10-hex client seed. */
export function simSeeds(seed: string): { serverSeed: string; clientSeed: string } {
  return { serverSeed: sha256Hex(`sim-server:${seed}`), clientSeed: sha256Hex(`sim-client:${seed}`).slice(0, 10) };
}

export function simulateRange(options: SimOptions): SimTotals {
  const { serverSeed, clientSeed, bet, sideBet } = options;
  const key = createHmacKey(serverSeed);
  const serverSeedHash = hashServerSeed(serverSeed);
  const totals = emptyTotals();
  const sideBets = { perfectPairs: sideBet, twentyOnePlusThree: sideBet };
  for (let nonce = options.from; nonce < options.to; nonce++) {
    const source = createCardSource(key, clientSeed, nonce);
    let result = dealBlackjack({ bet, sideBets, serverSeed, serverSeedHash, clientSeed, nonce }, source);
    if (!result.ok) throw new Error(`deal refused: ${result.code}`);
    let state = result.state;
    while (state.gameState === 'in_progress') {
      const action = basicStrategyAction(blackjackPublicView(state));
      if (action === null) throw new Error('no strategy action while in progress');
      result = applyBlackjackAction(state, action, source);
      if (!result.ok) throw new Error(`strategy chose a refused action ${action}: ${result.code}`);
      state = result.state;
      totals.actions++;
      if (action === 'double') totals.doubles++;
      if (action === 'split') totals.splits++;
    }
    const staked = state.playerHands.reduce((sum, hand) => sum + hand.bet, 0);
    const returned = state.payout.hands.reduce((sum, amount) => sum + amount, 0);
    const net = (returned - staked) / bet;
    totals.hands++;
    totals.sumNet += net;
    totals.sumNetSquared += net * net;
    totals.mainStaked += staked;
    totals.mainReturned += returned;
    totals.sideStaked += state.sideBets.perfectPairs + state.sideBets.twentyOnePlusThree;
    totals.sideReturned += state.payout.perfectPairs + state.payout.twentyOnePlusThree;
    totals.cardsDrawn += state.cardsDrawn;
    totals.states[state.gameState] = (totals.states[state.gameState] ?? 0) + 1;
  }
  return totals;
}
