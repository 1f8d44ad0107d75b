/**
 * The failure side of every game transition. Illegal moves are ordinary outcomes for a game
 * engine (a double click, a stale tab), so they are values with a stable code the API maps to
 * an HTTP status, never exceptions. Exceptions are kept for broken invariants only.
 */
export type GameError<Code extends string> = {
  readonly ok: false;
  readonly code: Code;
  readonly message: string;
};

export function gameError<Code extends string>(code: Code, message: string): GameError<Code> {
  return { ok: false, code, message };
}

/** Points limits shared by both games (docs/games.md#limits), written once in the contracts. */
export { MAX_BET, MAX_PAYOUT, MAX_SIDE_BET, MIN_BET, MIN_SIDE_BET } from '@app/contracts/limits';

/** Whether value is an integer in [min, max] (rejects NaN, fractions, strings). */
export function isIntegerInRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The public fairness data of a finished game; the server seed itself is revealed on rotation. */
export type FairnessView = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};
