import { z } from 'zod';

/** Why a balance moved; every ledger row carries one. */
export const pointsReasonSchema = z.enum([
  'signup_bonus',
  'demo_seed',
  'admin_set',
  'redemption',
  'redemption_refund',
  'game_bet',
  'game_payout',
  'watch_time',
  'hunt_bet',
  'hunt_payout',
  'season_reset',
]);
export type PointsReason = z.infer<typeof pointsReasonSchema>;

/** Labels the web shows for each reason. */
export const pointsReasonLabels: Record<PointsReason, string> = {
  signup_bonus: 'Sign-up bonus',
  demo_seed: 'Demo points',
  admin_set: 'Set by an admin',
  redemption: 'Shop redemption',
  redemption_refund: 'Redemption refunded',
  game_bet: 'Game bet',
  game_payout: 'Game win',
  watch_time: 'Watch time',
  hunt_bet: 'Bonus hunt bet',
  hunt_payout: 'Bonus hunt win',
  season_reset: 'Season reset',
};

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of rows: `total` counts every row that matches, so the web can disable Next at the end. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() });

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** GET /api/v1/points/history — the signed-in user's ledger, newest first. */
export const ledgerEntrySchema = z
  .object({
    _id: z.uuid(),
    createdAt: z.string(),
    reason: pointsReasonSchema,
    delta: z.number().int(),
    balanceAfter: z.number().int(),
    note: z.string().nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageOf(ledgerEntrySchema);

/** GET /api/v1/points — public points leaderboard, points descending. */
export const pointsLeaderboardQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(50).optional() });
export const pointsLeaderboardRowSchema = z
  .object({ rank: z.number().int().positive(), username: z.string(), avatar: z.string(), points: z.number().int() })
  .meta({ id: 'PointsLeaderboardRow' });
export type PointsLeaderboardRow = z.infer<typeof pointsLeaderboardRowSchema>;
export const pointsLeaderboardPageSchema = pageOf(pointsLeaderboardRowSchema);

/** GET /api/v1/admin/users — the admin points table. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(50).optional(),
  sort: z.enum(['points', 'username', 'createdAt']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export const adminUserRowSchema = z
  .object({ _id: z.uuid(), username: z.string(), login: z.string(), twitchId: z.string(), points: z.number().int(), role: z.enum(['User', 'Admin']) })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = pageOf(adminUserRowSchema);

/** PUT /api/v1/points — an admin sets a balance (one ledger row naming the admin). */
export const setPointsBodySchema = z.object({
  id: z.uuid(),
  points: z.number().int().min(0).max(1_000_000_000),
});
export type SetPointsBody = z.infer<typeof setPointsBodySchema>;
export const setPointsResultSchema = z.object({ id: z.uuid(), points: z.number().int() });

/** POST /api/v1/admin/points/season-reset — every balance to 0, one ledger row per user. */
export const seasonResetBodySchema = z.object({ confirm: z.literal('RESET') });
export const seasonResetResultSchema = z.object({ usersReset: z.number().int(), pointsRemoved: z.number().int() });
