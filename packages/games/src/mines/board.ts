import type { HmacKey } from '../fair/hmac';
import { generateFloats } from '../fair/stream';
import { MAX_MINES, MIN_MINES, TILE_COUNT } from '@app/contracts/limits';

export { MAX_MINES, MIN_MINES, TILE_COUNT };
/** The selection uses 24 floats: after 24 picks the last tile is determined. */
export const MINES_FLOATS = 24;

/**
 * The order in which tiles are drawn from floats: start with [0..24] and, for each float f,
 * remove the element at floor(f * remaining) and append it. Returns the 24 picks in order
 * (the first m are the mines). Invariant: the picks are distinct tiles in 0..24.
 */
export function selectionOrder(floats: readonly number[]): number[] {
  const remaining = Array.from({ length: TILE_COUNT }, (_, i) => i);
  const picks: number[] = [];
  for (const f of floats.slice(0, MINES_FLOATS)) {
    const [tile] = remaining.splice(Math.floor(f * remaining.length), 1);
    if (tile === undefined) throw new RangeError(`float out of [0,1): ${f}`);
    picks.push(tile);
  }
  return picks;
}

/** The 24 picks for a game's seeds, in draw order (see selectionOrder). */
export function minesSelectionOrder(serverSeed: string | HmacKey, clientSeed: string, nonce: number): number[] {
  return selectionOrder(generateFloats(serverSeed, clientSeed, nonce, MINES_FLOATS));
}

/**
 * The mine tiles of a game, sorted ascending: the first `mines` picks of the selection.
 * Invariant: exactly `mines` distinct integers in 0..24, and the same inputs give the same board.
 */
export function minesBoard(serverSeed: string | HmacKey, clientSeed: string, nonce: number, mines: number): number[] {
  if (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES)
    throw new RangeError(`mines must be 1..24, got ${mines}`);
  return minesSelectionOrder(serverSeed, clientSeed, nonce)
    .slice(0, mines)
    .sort((a, b) => a - b);
}
