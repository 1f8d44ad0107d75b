import { hashServerSeed, isValidFairness } from '../fair/seeds';
import { gameError, isIntegerInRange, MAX_BET, MIN_BET, type GameError } from '../result';
import { MAX_MINES, MIN_MINES, minesBoard, TILE_COUNT } from './board';
import { minesPayout } from './multiplier';

/** active -> exploded (lost) | cashed_out (by cashout, or by revealing the last safe tile). */
export type MinesStatus = 'active' | 'exploded' | 'cashed_out';

/**
 * The whole game, JSON-serialisable, for the server to keep (e.g. in a jsonb column). It holds
 * the mine positions and the server seed, so it must never be sent to the client as is: send
 * minesPublicView(state).
 */
export type MinesState = {
  version: 1;
  bet: number;
  mines: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Sorted mine tiles, 0..24. */
  minePositions: number[];
  /** Safe tiles in the order they were revealed. */
  revealed: number[];
  /** The mine that ended the game, if it exploded. */
  explodedTile: number | null;
  status: MinesStatus;
  /** Points returned to the player (stake included); 0 until cashed out and when lost. */
  payout: number;
};

export type MinesStartInput = {
  bet: number;
  mines: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** SHA-256 of the server seed if the caller already has it; computed otherwise. */
  serverSeedHash?: string;
};

export type MinesErrorCode =
  | 'INVALID_BET'
  | 'INVALID_MINES'
  | 'INVALID_FAIRNESS'
  | 'INVALID_TILE'
  | 'TILE_ALREADY_REVEALED'
  | 'GAME_NOT_ACTIVE'
  | 'NO_TILE_REVEALED';

export type MinesError = GameError<MinesErrorCode>;

/** debit: points to take from the player before the game is stored (the bet). */
export type MinesStartResult = { ok: true; state: MinesState; debit: number } | MinesError;

export type MinesRevealOutcome = 'safe' | 'exploded' | 'cashed_out';

/**
 * outcome 'safe': the game goes on; 'exploded': lost; 'cashed_out': the last safe tile was
 * revealed and the game paid out by itself. credit: points to give the player now.
 */
export type MinesRevealResult =
  | {
      ok: true;
      state: MinesState;
      outcome: MinesRevealOutcome;
      tile: number;
      tileType: 'mine' | 'diamond';
      credit: number;
    }
  | MinesError;

export type MinesCashoutResult = { ok: true; state: MinesState; credit: number } | MinesError;

/**
 * Starts a game. Validates bet (integer 1..100), mines (integer 1..24) and the fairness data, and
 * places the mines from the seeds. Invariant: the returned state is active with nothing revealed.
 */
export function startMinesGame(input: MinesStartInput): MinesStartResult {
  if (!isIntegerInRange(input.bet, MIN_BET, MAX_BET))
    return gameError('INVALID_BET', `bet must be an integer from ${MIN_BET} to ${MAX_BET}`);
  if (!isIntegerInRange(input.mines, MIN_MINES, MAX_MINES))
    return gameError('INVALID_MINES', `mines must be an integer from ${MIN_MINES} to ${MAX_MINES}`);
  if (!isValidFairness(input)) return gameError('INVALID_FAIRNESS', 'invalid server seed, client seed or nonce');
  const state: MinesState = {
    version: 1,
    bet: input.bet,
    mines: input.mines,
    serverSeed: input.serverSeed,
    serverSeedHash: input.serverSeedHash ?? hashServerSeed(input.serverSeed),
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    minePositions: minesBoard(input.serverSeed, input.clientSeed, input.nonce, input.mines),
    revealed: [],
    explodedTile: null,
    status: 'active',
    payout: 0,
  };
  return { ok: true, state, debit: input.bet };
}

/** Safe tiles on the board: 25 - m. Revealing all of them ends the game. */
export function safeTileCount(state: Pick<MinesState, 'mines'>): number {
  return TILE_COUNT - state.mines;
}

/**
 * Reveals tile 0..24 of an active game. A mine ends the game lost; the last safe tile cashes out
 * by itself. Refused (never thrown) for an unknown tile, a tile already revealed or a finished game.
 */
export function revealMinesTile(state: MinesState, tile: number): MinesRevealResult {
  if (state.status !== 'active') return gameError('GAME_NOT_ACTIVE', 'the game is over');
  if (!isIntegerInRange(tile, 0, TILE_COUNT - 1))
    return gameError('INVALID_TILE', `tile must be an integer from 0 to ${TILE_COUNT - 1}`);
  if (state.revealed.includes(tile)) return gameError('TILE_ALREADY_REVEALED', 'this tile is already revealed');
  if (state.minePositions.includes(tile)) {
    const lost: MinesState = { ...state, status: 'exploded', explodedTile: tile, payout: 0 };
    return { ok: true, state: lost, outcome: 'exploded', tile, tileType: 'mine', credit: 0 };
  }
  const revealed = [...state.revealed, tile];
  if (revealed.length < safeTileCount(state)) {
    return { ok: true, state: { ...state, revealed }, outcome: 'safe', tile, tileType: 'diamond', credit: 0 };
  }
  const payout = minesPayout(state.bet, state.mines, revealed.length);
  const won: MinesState = { ...state, revealed, status: 'cashed_out', payout };
  return { ok: true, state: won, outcome: 'cashed_out', tile, tileType: 'diamond', credit: payout };
}

/** Cashes out an active game after at least one safe reveal; credit is the payout. */
export function cashoutMinesGame(state: MinesState): MinesCashoutResult {
  if (state.status !== 'active') return gameError('GAME_NOT_ACTIVE', 'the game is over');
  if (state.revealed.length === 0) return gameError('NO_TILE_REVEALED', 'reveal at least one tile before cashing out');
  const payout = minesPayout(state.bet, state.mines, state.revealed.length);
  return { ok: true, state: { ...state, status: 'cashed_out', payout }, credit: payout };
}
