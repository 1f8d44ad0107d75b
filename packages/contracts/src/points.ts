import { z } from 'zod';
import { LEDGER_GAMES, POINTS_REASONS } from './points-labels';
import { formatPoints } from './format';
import { MAX_POINTS_ADJUSTMENT, POINTS_ADJUST_REASON } from './limits';

/*
 * MAX_POINTS_BALANCE (limits.ts), the largest balance a user can hold: 10^15 points. Balances and ledger amounts are 64-bit in the
 * database and stay exact JavaScript numbers below 2^53; a credit that would pass this ceiling is
 * refused with POINTS_LIMIT (a CHECK constraint backs it). Inputs are far smaller (an admin sets at
 * most 10^9, a shop item costs at most 10^9), so refunds and payouts never meet it in practice.
 */

/** Why a balance moved; every ledger row carries one (the list, its labels and the types: points-labels.ts, zod-free). */
export const pointsReasonSchema = z.enum(POINTS_REASONS);

/** The game a game_bet / game_payout row belongs to (null for every other reason). */
export const ledgerGameSchema = z.enum(LEDGER_GAMES);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of rows: `total` counts every row that matches, so the web can disable Next at the end. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** GET /api/v1/points/history — the signed-in user's ledger, newest first. */
export const ledgerEntrySchema = z
  .object({
    _id: z.uuid(),
    createdAt: z.string(),
    reason: pointsReasonSchema,
    /** Which game a game_bet or game_payout row belongs to; null otherwise. */
    game: ledgerGameSchema.nullable(),
    delta: z.number().int(),
    balanceAfter: z.number().int(),
    /**
     * The figures of a row the system wrote (LedgerParamsByReason in points-labels.ts: a giveaway's
     * title and tickets, a hunt's number and GTB place …), from which the web writes the row's line in
     * the reader's language; null for an admin's adjustment and for older rows.
     */
    params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
    /** An admin's typed reason (admin_adjust); on older rows also the English line the system wrote. */
    note: z.string().nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageOf(ledgerEntrySchema);

/**
 * The user search of every list of people (points leaderboard, admin users, redemptions desk): a
 * case-insensitive substring of the Twitch login or display name; % and _ match themselves.
 */
export const userSearchSchema = z
  .string()
  .trim()
  .max(50)
  .optional()
  .describe('Case-insensitive substring of the login or display name; % and _ match literally');

/** GET /api/v1/points — public points leaderboard, points descending. */
export const pointsLeaderboardQuerySchema = pageQuerySchema.extend({ q: userSearchSchema });
export const pointsLeaderboardRowSchema = z
  .object({ rank: z.number().int().positive(), username: z.string(), avatar: z.string(), points: z.number().int() })
  .meta({ id: 'PointsLeaderboardRow' });
export type PointsLeaderboardRow = z.infer<typeof pointsLeaderboardRowSchema>;
export const pointsLeaderboardPageSchema = pageOf(pointsLeaderboardRowSchema);

/** GET /api/v1/admin/users — the admin points table. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: userSearchSchema,
  sort: z.enum(['points', 'username', 'createdAt']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export const adminUserRowSchema = z
  .object({
    _id: z.uuid(),
    username: z.string(),
    login: z.string(),
    /** The account's platform names (the identity's display name), null when that platform is not linked. */
    twitchName: z.string().nullable(),
    kickName: z.string().nullable(),
    points: z.number().int(),
    role: z.enum(['User', 'Admin']),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = pageOf(adminUserRowSchema);

/** PUT /api/v1/points — an admin sets a balance (one ledger row naming the admin). */
/** The largest balance an admin can set by hand. */
export const MAX_ADMIN_SET_POINTS = 1_000_000_000;
export const setPointsBodySchema = z.object({
  id: z.uuid(),
  points: z
    .number()
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(MAX_ADMIN_SET_POINTS, 'must be at most 1,000,000,000'),
});
export type SetPointsBody = z.infer<typeof setPointsBodySchema>;
export const setPointsResultSchema = z.object({ id: z.uuid(), points: z.number().int() });

/**
 * POST /api/v1/admin/points/adjust — an admin adds or takes points (a signed whole number, never 0)
 * with a reason: one ledger row carrying the reason, one audit row. A take that would leave the
 * balance below 0 is a 409 INSUFFICIENT_POINTS; one past the balance ceiling a 409 POINTS_LIMIT.
 */
export const adjustPointsBodySchema = z.object({
  id: z.uuid(),
  delta: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(-MAX_POINTS_ADJUSTMENT, `must be at least -${formatPoints(MAX_POINTS_ADJUSTMENT)}`)
    .max(MAX_POINTS_ADJUSTMENT, `must be at most ${formatPoints(MAX_POINTS_ADJUSTMENT)}`)
    .refine((n) => n !== 0, 'must not be 0'),
  reason: z
    .string('is required')
    .trim()
    .min(POINTS_ADJUST_REASON.min, `is required (at least ${POINTS_ADJUST_REASON.min} characters)`)
    .max(POINTS_ADJUST_REASON.max, `must be at most ${POINTS_ADJUST_REASON.max} characters`),
});
export type AdjustPointsBody = z.input<typeof adjustPointsBodySchema>;
export const adjustPointsResultSchema = z.object({
  id: z.uuid(),
  delta: z.number().int(),
  before: z.number().int(),
  points: z.number().int(),
});
export type AdjustPointsResult = z.infer<typeof adjustPointsResultSchema>;

/** POST /api/v1/admin/points/season-reset — every balance to 0, one ledger row per user. */
export const seasonResetBodySchema = z.object({ confirm: z.literal('RESET') });
export const seasonResetResultSchema = z.object({ usersReset: z.number().int(), pointsRemoved: z.number().int() });
