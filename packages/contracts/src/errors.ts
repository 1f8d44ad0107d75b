import { z } from 'zod';

/** Every stable error code the API can answer with. A code names one cause, never a status. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_ORIGIN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_POINTS',
  'OUT_OF_STOCK',
  'ALREADY_REDEEMED',
  'ALREADY_DECIDED',
  'GAME_ACTIVE',
  'NO_ACTIVE_GAME',
  'INVALID_BET',
  'INVALID_MINES',
  'INVALID_TILE',
  'INVALID_SIDE_BET',
  'TILE_ALREADY_REVEALED',
  'NO_TILE_REVEALED',
  'GAME_NOT_ACTIVE',
  'GAME_NOT_IN_PROGRESS',
  'INVALID_ACTION',
  'DOUBLE_NOT_ALLOWED',
  'SPLIT_NOT_ALLOWED',
  'SPLIT_LIMIT_REACHED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'LOGIN_STATE_MISMATCH',
  'LOGIN_CODE_INVALID',
  'LOGIN_PROVIDER_UNAVAILABLE',
  'PLATFORM_NOT_CONFIGURED',
  'IDENTITY_TAKEN',
  'PLATFORM_ALREADY_LINKED',
  'LAST_IDENTITY',
  'POINTS_LIMIT',
  // earning (watch time)
  'EARNING_NOT_CONNECTED',
  'EARNING_CONNECT_FAILED',
  // live hunt
  'LIVE_HUNT_EXISTS',
  'NO_LIVE_HUNT',
  'GTB_CLOSED',
  'GTB_ALREADY_PLACED',
  'GTB_OUT_OF_RANGE',
  'AVG_CLOSED',
  'AVG_ALREADY_PLACED',
  'AVG_OUT_OF_RANGE',
  'GTB_CLOSED_FOR_GOOD',
  // prizes to hand out
  'PRIZE_PAID_BY_LEDGER',
  // leaderboard (sponsors)
  'MONTH_FROZEN',
  'SPONSOR_UNAVAILABLE',
  // bonus hunt tracker
  'HUNT_LIMIT',
  'UNSUPPORTED_CURRENCY',
  'UNSUPPORTED_LOCALE',
  // offers by country: a code that is no ISO 3166-1 alpha-2 country
  'UNKNOWN_COUNTRY',
  'HUNT_NAME_REQUIRED',
  'HUNT_NAME_TOO_LONG',
  'BONUS_LIMIT',
  'REORDER_MISMATCH',
  // slot requests
  'SLOT_REQUESTS_CLOSED',
  'SLOT_REQUEST_OPEN',
  'ALREADY_IN_HUNT',
  // giveaways
  'GIVEAWAY_CLOSED',
  'GIVEAWAY_MAX_TICKETS',
  'GIVEAWAY_NOT_ELIGIBLE',
  'GIVEAWAY_LOCKED',
  'GIVEAWAY_NOT_DRAWN',
  'NO_ENTRIES_LEFT',
  // winner limits (ADR 070): `fields.until` says when the account may win again
  'WIN_LIMIT_REACHED',
  // casino accounts (affiliates)
  'CASINO_CLAIM_EXISTS',
  'CASINO_NAME_TAKEN',
  'CASINO_NAME_VERIFIED',
  'CASINO_NAME_REVOKED',
  // affiliate-only rewards (a giveaway, a shop item): a verified casino account is required
  'AFFILIATE_REQUIRED',
  'CHAT_GIFT_OFFLINE',
  // channel points to site points (custom rewards on Twitch and Kick)
  'CHANNEL_REWARD_NOT_CONNECTED',
  'CHANNEL_REWARD_PLATFORM_FAILED',
  // custom chat commands and timers
  'CHAT_COMMAND_NAME_TAKEN',
  'CHAT_TEXT_NOT_TWITCH_SAFE',
  // responsible play (ADR 067)
  'RG_LIMIT_INVALID',
  'RG_COOL_OFF_LENGTH',
  'RG_REALITY_CHECK_INVALID',
  'RG_CANNOT_SHORTEN',
  'RG_LIMIT_REACHED',
  'RG_COOLING_OFF',
  'RG_SELF_EXCLUDED',
  // the public transparency report (ADR 069)
  'TRANSPARENCY_PERIOD_INVALID',
  // tournaments (ADR 071)
  'TOURNAMENT_ENTRANTS_INVALID',
  'TOURNAMENT_NOT_UPCOMING',
  'TOURNAMENT_NOT_RUNNING',
  'BEACON_UNAVAILABLE',
  'MATCH_NOT_STARTED',
  'PREDICTIONS_CLOSED',
  'PREDICTION_PLACED',
  'STAKE_TOO_HIGH',
  'CHAMPION_CLOSED',
  'CORRECTION_CLOSED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
