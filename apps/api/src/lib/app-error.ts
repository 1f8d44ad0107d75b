import type { ErrorCode } from '@app/contracts';

/** Where each stable error code maps to an HTTP status: the one place that decides it. */
const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_POINTS: 409,
  OUT_OF_STOCK: 409,
  ALREADY_REDEEMED: 409,
  ALREADY_DECIDED: 409,
  GAME_ACTIVE: 409,
  NO_ACTIVE_GAME: 404,
  INVALID_BET: 400,
  INVALID_MINES: 400,
  INVALID_TILE: 400,
  INVALID_SIDE_BET: 400,
  TILE_ALREADY_REVEALED: 409,
  NO_TILE_REVEALED: 409,
  GAME_NOT_ACTIVE: 409,
  GAME_NOT_IN_PROGRESS: 409,
  INVALID_ACTION: 409,
  DOUBLE_NOT_ALLOWED: 409,
  SPLIT_NOT_ALLOWED: 409,
  SPLIT_LIMIT_REACHED: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  LOGIN_STATE_MISMATCH: 400,
  LOGIN_CODE_INVALID: 400,
  LOGIN_PROVIDER_UNAVAILABLE: 502,
  PLATFORM_NOT_CONFIGURED: 404,
  IDENTITY_TAKEN: 409,
  PLATFORM_ALREADY_LINKED: 409,
  LAST_IDENTITY: 409,
  POINTS_LIMIT: 409,
  // earning (watch time)
  EARNING_NOT_CONNECTED: 409,
  EARNING_CONNECT_FAILED: 502,
  // live hunt
  LIVE_HUNT_EXISTS: 409,
  NO_LIVE_HUNT: 404,
  GTB_CLOSED: 409,
  GTB_ALREADY_PLACED: 409,
  GTB_OUT_OF_RANGE: 400,
  AVG_CLOSED: 409,
  AVG_ALREADY_PLACED: 409,
  AVG_OUT_OF_RANGE: 400,
  GTB_CLOSED_FOR_GOOD: 409,
  PRIZE_PAID_BY_LEDGER: 409,
  // leaderboard (sponsors)
  MONTH_FROZEN: 409,
  SPONSOR_UNAVAILABLE: 502,
  // bonus hunt tracker
  HUNT_LIMIT: 409,
  UNSUPPORTED_CURRENCY: 400,
  UNKNOWN_COUNTRY: 400,
  UNSUPPORTED_LOCALE: 400,
  HUNT_NAME_REQUIRED: 400,
  HUNT_NAME_TOO_LONG: 400,
  BONUS_LIMIT: 409,
  REORDER_MISMATCH: 409,
  // slot requests
  SLOT_REQUESTS_CLOSED: 409,
  SLOT_REQUEST_OPEN: 409,
  ALREADY_IN_HUNT: 409,
  // giveaways
  GIVEAWAY_CLOSED: 409,
  GIVEAWAY_MAX_TICKETS: 409,
  GIVEAWAY_NOT_ELIGIBLE: 403,
  GIVEAWAY_LOCKED: 409,
  GIVEAWAY_NOT_DRAWN: 409,
  NO_ENTRIES_LEFT: 409,
  WIN_LIMIT_REACHED: 403,
  TOURNAMENT_ENTRANTS_INVALID: 400,
  TOURNAMENT_NOT_UPCOMING: 409,
  TOURNAMENT_NOT_RUNNING: 409,
  BEACON_UNAVAILABLE: 503,
  MATCH_NOT_STARTED: 409,
  PREDICTIONS_CLOSED: 409,
  PREDICTION_PLACED: 409,
  STAKE_TOO_HIGH: 400,
  CHAMPION_CLOSED: 409,
  CORRECTION_CLOSED: 409,
  // casino accounts (affiliates)
  CASINO_CLAIM_EXISTS: 409,
  CASINO_NAME_TAKEN: 409,
  CASINO_NAME_VERIFIED: 409,
  CASINO_NAME_REVOKED: 409,
  AFFILIATE_REQUIRED: 403,
  CHAT_GIFT_OFFLINE: 409,
  CHANNEL_REWARD_NOT_CONNECTED: 409,
  CHANNEL_REWARD_PLATFORM_FAILED: 502,
  CHAT_COMMAND_NAME_TAKEN: 409,
  CHAT_TEXT_NOT_TWITCH_SAFE: 400,
  // responsible play (ADR 067): the refusals of a stake carry `fields.until`
  RG_LIMIT_INVALID: 400,
  TRANSPARENCY_PERIOD_INVALID: 400,
  RG_COOL_OFF_LENGTH: 400,
  RG_REALITY_CHECK_INVALID: 400,
  RG_CANNOT_SHORTEN: 409,
  RG_LIMIT_REACHED: 403,
  RG_COOLING_OFF: 403,
  RG_SELF_EXCLUDED: 403,
};

/** An expected failure with a stable code; anything else reaching the handler is a 500. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/**
 * AFFILIATE_REQUIRED (ADR 059): the reward is for verified affiliates, at the named sponsor (null: at
 * any sponsor). The sponsor rides along for the chat's reply (Kick may name it; Twitch never does);
 * the API's answer is the code alone, and the web words it from the reward's own rule.
 */
/**
 * A GTB guess outside the hunt's range (400 GTB_OUT_OF_RANGE, the same answer as before). It carries
 * the hunt's maximum in cents, so the chat's reply names it without reading the hunt again.
 */
export class GtbOutOfRangeError extends AppError {
  constructor(
    readonly maxCents: number,
    message: string,
    fields: Record<string, string>,
  ) {
    super('GTB_OUT_OF_RANGE', message, fields);
    this.name = 'GtbOutOfRangeError';
  }
}

export class AffiliateRequiredError extends AppError {
  constructor(readonly sponsor: { slug: string; name: string } | null) {
    super(
      'AFFILIATE_REQUIRED',
      sponsor
        ? `Only accounts with a verified casino account at ${sponsor.name} may do this: verify yours on your profile.`
        : 'Only accounts with a verified casino account at a sponsor may do this: verify yours on your profile.',
    );
    this.name = 'AffiliateRequiredError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You must be logged in.');
export const forbidden = () => new AppError('FORBIDDEN', 'You are not allowed to do this.');

/**
 * A stake refused by responsible play (ADR 067): RG_SELF_EXCLUDED, RG_COOLING_OFF or RG_LIMIT_REACHED,
 * with until when (`'forever'`: a self-exclusion without end). The API answers it in `fields.until`
 * (ISO time or 'forever') and, for a limit, `fields.period`; the chat words the same date.
 */
export class ResponsiblePlayError extends AppError {
  constructor(
    code: 'RG_SELF_EXCLUDED' | 'RG_COOLING_OFF' | 'RG_LIMIT_REACHED',
    readonly until: Date | 'forever',
    readonly period?: 'daily' | 'weekly',
  ) {
    const when = until === 'forever' ? 'for good' : `until ${until.toISOString()}`;
    super(
      code,
      code === 'RG_SELF_EXCLUDED'
        ? `You excluded yourself from staking points ${when}.`
        : code === 'RG_COOLING_OFF'
          ? `You are taking a break from staking points ${when}.`
          : `This stake would pass your ${period ?? 'daily'} loss limit: you can stake again ${when}.`,
      { until: until === 'forever' ? 'forever' : until.toISOString(), ...(period ? { period } : {}) },
    );
    this.name = 'ResponsiblePlayError';
  }
}
