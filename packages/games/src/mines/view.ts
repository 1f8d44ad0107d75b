import type { FairnessView } from '../result';
import { TILE_COUNT } from './board';
import type { MinesState, MinesStatus } from './game';
import { minesMultiplier, minesNextMultiplier, minesPayout } from './multiplier';

/** type is null while the game is active and the tile is still hidden: its content is secret. */
export type MinesTileView = { hidden: boolean; type: 'mine' | 'diamond' | null };

/**
 * What a player may see. While active it holds no mine position (hidden tiles have type null);
 * once finished it holds the whole board and the fairness data to verify it.
 */
export type MinesView = {
  status: MinesStatus;
  bet: number;
  game: {
    mines: number;
    /** Multiplier reached so far; null before the first safe reveal. */
    currentMultiplier: number | null;
    /** Multiplier after one more safe reveal; null when none is possible. */
    nextMultiplier: number | null;
    exploded: boolean;
    cashedOut: boolean;
  };
  /** 25 tiles, index = tile number (0-based, left to right, top to bottom). */
  board: MinesTileView[];
  /** Safe tiles revealed, in order. */
  revealed: number[];
  totalRevealed: number;
  /** What cashing out now would pay (active, at least one reveal), else null. */
  cashoutValue: number | null;
  /** Points returned once finished (0 when lost); null while active. */
  points: number | null;
  explodedTile: number | null;
  fairness: FairnessView | null;
};

/** The public view of a game. Invariant: an active view never reveals a hidden tile's type. */
export function minesPublicView(state: MinesState): MinesView {
  const isActive = state.status === 'active';
  const k = state.revealed.length;
  const revealedSet = new Set(state.revealed);
  const mineSet = new Set(state.minePositions);
  const board = Array.from({ length: TILE_COUNT }, (_, tile): MinesTileView => {
    const isRevealed = revealedSet.has(tile) || tile === state.explodedTile;
    if (isActive) return isRevealed ? { hidden: false, type: 'diamond' } : { hidden: true, type: null };
    return { hidden: !isRevealed, type: mineSet.has(tile) ? 'mine' : 'diamond' };
  });
  return {
    status: state.status,
    bet: state.bet,
    game: {
      mines: state.mines,
      currentMultiplier: k > 0 ? minesMultiplier(state.mines, k) : null,
      nextMultiplier: isActive ? minesNextMultiplier(state.mines, k) : null,
      exploded: state.status === 'exploded',
      cashedOut: state.status === 'cashed_out',
    },
    board,
    revealed: [...state.revealed],
    totalRevealed: k,
    cashoutValue: isActive && k > 0 ? minesPayout(state.bet, state.mines, k) : null,
    points: isActive ? null : state.payout,
    explodedTile: state.explodedTile,
    fairness: isActive
      ? null
      : { serverSeedHash: state.serverSeedHash, clientSeed: state.clientSeed, nonce: state.nonce },
  };
}
