/**
 * Every limit the wire carries, written once: the API validates with them, the web checks and labels
 * with them, the pure packages compute with them. Zod-free, so the game engines and the browser's
 * fairness verifier can import it alone (`@app/contracts/limits`). The rules behind each figure:
 * docs/product.md#limits and docs/games.md#limits.
 */

/** The largest balance a user can hold (see points.ts for why 10^15). */
export const MAX_POINTS_BALANCE = 1_000_000_000_000_000;

/**
 * An admin's points adjustment (+/-): at most this many points either way in one adjustment, and a
 * reason of this many characters (trimmed), kept on the ledger row and the audit row.
 */
export const MAX_POINTS_ADJUSTMENT = 1_000_000_000;
export const POINTS_ADJUST_REASON = { min: 3, max: 200 } as const;

/** Mines and Blackjack: the main bet, the side bets (0 = none) and the most a round pays back, stake included. */
export const MIN_BET = 1;
export const MAX_BET = 100;
export const MIN_SIDE_BET = 0;
export const MAX_SIDE_BET = 100;
export const MAX_PAYOUT = 100_000;

/** Mines: the 5x5 board and how many of its tiles may be mines. */
export const TILE_COUNT = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

/** Live hunt AVG: points per bet. */
export const AVG_MIN_BET = 1;
export const AVG_MAX_BET = 500;
/** Live hunt GTB: a guess is $1 up to 15 times the hunt's start. */
export const GTB_MIN_GUESS_CENTS = 100;
export const GTB_MAX_START_FACTOR = 15;

/** Personal bonus hunts: characters of an amount as typed (docs/product.md#hunt-detail). */
export const BONUS_BET_MAX_CHARS = 5;
export const BONUS_EARNING_MAX_CHARS = 7;
export const HUNT_START_MAX_CHARS = 10;
export const MAX_BONUSES_PER_HUNT = 500;
export const MAX_HUNTS_PER_USER = 200;

/** Slot search: typed characters before a search, and results per answer. */
export const SLOT_SEARCH_MIN_CHARS = 3;
export const SLOT_SEARCH_MAX_RESULTS = 20;

/** Slot catalogue CSV import: rows (after the header) and bytes of one file. */
export const SLOT_CSV_MAX_ROWS = 60_000;
export const SLOT_CSV_MAX_BYTES = 8 * 1024 * 1024;

/** The stream schedule (ADR 061): slots in a week, a slot's title, and its optional duration in minutes. */
export const SCHEDULE_MAX_SLOTS = 28;
export const SCHEDULE_TITLE_MAX = 100;
export const SCHEDULE_DURATION = { min: 15, max: 1440 } as const;
