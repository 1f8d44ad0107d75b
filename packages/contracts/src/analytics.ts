import { z } from 'zod';
import { POINTS_REASONS, type PointsReason } from './points-labels';

/*
 * Admin analytics (ADR 049): the pure rules shared by the API and the page — which source a ledger
 * reason belongs to, which reasons are something the account did, and the calendar days of a range —
 * and the wire schemas of GET /api/v1/admin/analytics/*. Days are Europe/Lisbon calendar days, written
 * 'YYYY-MM-DD'.
 */

/** Where points come from or go to, in the order the charts stack them; `other` keeps the totals whole. */
export const POINTS_SOURCES = [
  'watch_time',
  'games',
  'shop',
  'bets',
  'giveaways',
  'affiliates',
  'support',
  'admin',
  'other',
] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/**
 * The source of every ledger reason. A Record over PointsReason, so a new reason does not compile
 * until it is placed here; rows with a reason unknown to this code (written by a newer version) go to
 * `other` through `pointsSourceOf`.
 */
export const REASON_SOURCES: Record<PointsReason, PointsSource> = {
  watch_time: 'watch_time',
  // channel points are earned by watching on the platform; the redemption turns them into site points
  channel_reward: 'watch_time',
  game_bet: 'games',
  game_payout: 'games',
  redemption: 'shop',
  redemption_refund: 'shop',
  hunt_bet: 'bets',
  hunt_payout: 'bets',
  hunt_refund: 'bets',
  gtb_prize: 'bets',
  tournament_prediction: 'bets',
  tournament_payout: 'bets',
  tournament_refund: 'bets',
  tournament_correction: 'bets',
  giveaway_entry: 'giveaways',
  giveaway_refund: 'giveaways',
  giveaway_prize: 'giveaways',
  wager_milestone: 'affiliates',
  chat_gift: 'admin',
  support_reward: 'support',
  admin_set: 'admin',
  admin_adjust: 'admin',
  season_reset: 'admin',
  account_merge: 'admin',
  signup_bonus: 'other',
  demo_seed: 'other',
  slot_request: 'other',
  slot_request_refund: 'other',
};

const knownReasons: ReadonlySet<string> = new Set(POINTS_REASONS);

/** The source of a ledger row's reason; `other` for a reason this code does not know. */
export function pointsSourceOf(reason: string): PointsSource {
  return knownReasons.has(reason) ? REASON_SOURCES[reason as PointsReason] : 'other';
}

/**
 * The reasons that are something the account itself did (watched, played, redeemed, bet, entered,
 * requested, signed up). A row written *to* an account by someone or something else (an admin's set,
 * a merge, a season reset, a payout of a hunt the account only bet on, a prize, a refund) does not make
 * it active; the act that led to it did, on its own day.
 */
export const ACTIVITY_REASONS = [
  'signup_bonus',
  'watch_time',
  'game_bet',
  'game_payout',
  'redemption',
  'hunt_bet',
  'tournament_prediction',
  'slot_request',
  'giveaway_entry',
  'channel_reward',
] as const satisfies readonly PointsReason[];

/** Whether a ledger row of this reason counts its account as active on the row's day. */
export function isActivityReason(reason: string): boolean {
  return (ACTIVITY_REASONS as readonly string[]).includes(reason);
}

/** The ranges the page offers, in days (today included). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const lisbonDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Lisbon calendar day of an instant, 'YYYY-MM-DD' (the site's days: offer clicks, analytics). */
export const lisbonDay = (at: Date): string => lisbonDayFormat.format(at);

/** `day` moved by `n` calendar days ('2026-03-29' + 1 = '2026-03-30'); pure date arithmetic, no time zone. */
export function addDays(day: string, n: number): string {
  if (!isoDay.test(day)) throw new Error(`not a day: ${day}`);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The `count` calendar days ending with `last`, oldest first: every day of a range, with or without data. */
export function rangeDays(last: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`not a day count: ${count}`);
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/**
 * One value per day of `days`, in that order: the row of that day from `rows` (any order), else
 * `empty(day)`. Days with no data are present with zeros; rows outside the days are dropped.
 */
export function fillDays<T extends { day: string }>(
  days: readonly string[],
  rows: readonly T[],
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => byDay.get(day) ?? empty(day));
}

// ---- wire ----

const daySchema = z.string().regex(isoDay);

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n), 'must be 7, 30 or 90')
    .default(30),
  /** The last day of the range (Lisbon); default today. A day after today is refused. */
  until: daySchema.optional().describe('Last day of the range, YYYY-MM-DD (Europe/Lisbon); default today'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const bySourceSchema = z.object({
  watch_time: z.number().int(),
  games: z.number().int(),
  shop: z.number().int(),
  bets: z.number().int(),
  giveaways: z.number().int(),
  affiliates: z.number().int(),
  support: z.number().int(),
  admin: z.number().int(),
  other: z.number().int(),
});
export type BySource = z.infer<typeof bySourceSchema>;

/** A zero for every source. */
export const zeroBySource = (): BySource => ({
  watch_time: 0,
  games: 0,
  shop: 0,
  bets: 0,
  giveaways: 0,
  affiliates: 0,
  support: 0,
  admin: 0,
  other: 0,
});

const rangeFields = { from: daySchema, until: daySchema, days: z.number().int() };

/** GET /api/v1/admin/analytics/points: issued (sum of positive deltas) and spent (sum of negative deltas, as a positive number) per day and source. */
export const pointsAnalyticsSchema = z
  .object({
    ...rangeFields,
    rows: z.array(z.object({ day: daySchema, issued: bySourceSchema, spent: bySourceSchema })),
  })
  .meta({ id: 'PointsAnalytics' });
export type PointsAnalytics = z.infer<typeof pointsAnalyticsSchema>;

/** The platforms an active account has linked (an account merged away has none). */
export const ACTIVE_PLATFORMS = ['twitch', 'kick', 'both', 'none'] as const;
export type ActivePlatform = (typeof ACTIVE_PLATFORMS)[number];

/** GET /api/v1/admin/analytics/active-accounts: distinct active accounts per day, split by linked platforms. */
export const activeAccountsAnalyticsSchema = z
  .object({
    ...rangeFields,
    rows: z.array(
      z.object({
        day: daySchema,
        twitch: z.number().int(),
        kick: z.number().int(),
        both: z.number().int(),
        none: z.number().int(),
        total: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ActiveAccountsAnalytics' });
export type ActiveAccountsAnalytics = z.infer<typeof activeAccountsAnalyticsSchema>;

/** GET /api/v1/admin/analytics/offer-clicks: Claim clicks per offer (casino) per day; `clicks[i]` is `offers[i]`'s. */
export const offerClicksAnalyticsSchema = z
  .object({
    ...rangeFields,
    offers: z.array(z.object({ offerId: z.uuid(), slug: z.string(), name: z.string() })),
    rows: z.array(z.object({ day: daySchema, clicks: z.array(z.number().int()) })),
  })
  .meta({ id: 'OfferClicksAnalytics' });
export type OfferClicksAnalytics = z.infer<typeof offerClicksAnalyticsSchema>;

/** GET /api/v1/admin/analytics/redemptions: redemptions requested that day, and decided (approved, denied) that day. */
export const redemptionsAnalyticsSchema = z
  .object({
    ...rangeFields,
    rows: z.array(
      z.object({
        day: daySchema,
        requested: z.number().int(),
        approved: z.number().int(),
        denied: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'RedemptionsAnalytics' });
export type RedemptionsAnalytics = z.infer<typeof redemptionsAnalyticsSchema>;

/** GET /api/v1/admin/analytics/hunts: GTB and AVG participation of each live hunt started in the range, oldest first. */
export const huntsAnalyticsSchema = z
  .object({
    ...rangeFields,
    hunts: z.array(
      z.object({
        huntId: z.uuid(),
        index: z.number().int(),
        status: z.enum(['live', 'finished', 'cancelled']),
        day: daySchema,
        gtbGuesses: z.number().int(),
        avgBets: z.number().int(),
        /** AVG points staked (sum of the bets). */
        avgPoints: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'HuntsAnalytics' });
export type HuntsAnalytics = z.infer<typeof huntsAnalyticsSchema>;
