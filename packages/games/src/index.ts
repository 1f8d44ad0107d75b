/**
 * @app/games: pure game engines (no I/O, no clock, no Math.random), usable on the server and
 * in the browser. See docs/games.md for the rules, the fairness scheme and the state machines.
 */
export * from './result';

export { sha256, sha256Hex } from './fair/sha256';
export { createHmacKey, hmacInto, hmacSha256, hmacSha256Hex, type HmacKey } from './fair/hmac';
export { bytesToHex, utf8Encode, utf8EncodeInto } from './fair/utf8';
export {
  bytesToFloats,
  createFloatStream,
  FloatStream,
  FLOATS_PER_ROUND,
  generateFloats,
  roundBytes,
  roundMessage,
} from './fair/stream';
export {
  CLIENT_SEED_BYTES,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isValidFairness,
  MAX_CLIENT_SEED_LENGTH,
  SERVER_SEED_BYTES,
  type RandomBytes,
} from './fair/seeds';

export {
  MAX_MINES,
  MIN_MINES,
  MINES_FLOATS,
  minesBoard,
  minesSelectionOrder,
  selectionOrder,
  TILE_COUNT,
} from './mines/board';
export {
  binomial,
  floorDiv,
  isValidReveals,
  minesMultiplier,
  minesNextMultiplier,
  minesPayout,
  multiplierFraction,
  type Fraction,
} from './mines/multiplier';
export {
  cashoutMinesGame,
  revealMinesTile,
  safeTileCount,
  startMinesGame,
  type MinesCashoutResult,
  type MinesError,
  type MinesErrorCode,
  type MinesRevealOutcome,
  type MinesRevealResult,
  type MinesStartInput,
  type MinesStartResult,
  type MinesState,
  type MinesStatus,
} from './mines/game';
export { minesPublicView, type MinesTileView, type MinesView } from './mines/view';

export * from './blackjack/cards';
export * from './blackjack/hand';
export * from './blackjack/side-bets';
export * from './blackjack/game';
export * from './blackjack/view';
export * from './blackjack/strategy';

export * from './analysis/side-bet-return';
export * from './analysis/mines-return';
export * from './analysis/blackjack-return';

export * from './giveaway/draw';
export * from './giveaway/beacon';
export * from './tournament/index';
