import { z } from 'zod';
import { GIVEAWAY_MAX_TICKETS_PER_ACCOUNT } from './giveaways';

/*
 * Support events to points (issue 34 item 3): subs, resubs, gifted subs, cheers, kicks and follows on
 * the streamer's Twitch and Kick channels credit the linked account that gave them, per an admin table
 * of points per platform and kind. The pure rules (what a kind is on each platform, how many units an
 * event counts, what it earns) live here; the API applies each platform event once (its message id).
 */

export const SUPPORT_PLATFORMS = ['twitch', 'kick'] as const;
export type SupportPlatform = (typeof SUPPORT_PLATFORMS)[number];

/**
 * The kinds of support. `sub` a new subscription, `resub` a renewal (Twitch: the resub message; Kick:
 * channel.subscription.renewal), `gift` gifted subs (the gifter earns per sub given), `cheer` Twitch
 * bits (per 100 bits), `kicks` Kick's kicks (per kick), `follow` (once per account and platform, ever).
 */
export const SUPPORT_KINDS = ['sub', 'resub', 'gift', 'cheer', 'kicks', 'follow'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

/** Which kinds each platform has (cheers are Twitch's, kicks are Kick's). */
export const SUPPORT_KINDS_BY_PLATFORM: Record<SupportPlatform, readonly SupportKind[]> = {
  twitch: ['sub', 'resub', 'gift', 'cheer', 'follow'],
  kick: ['sub', 'resub', 'gift', 'kicks', 'follow'],
};

/** How many of an event's amount make one unit of a rule: 100 bits; one of everything else. */
export const SUPPORT_UNIT_SIZE: Record<SupportKind, number> = {
  sub: 1,
  resub: 1,
  gift: 1,
  cheer: 100,
  kicks: 1,
  follow: 1,
};

/** The most points a rule may give per unit. */
export const SUPPORT_POINTS_MAX = 100_000;
/** The most units one event counts (a gift of more subs, a cheer of more bits, counts this many). */
export const SUPPORT_UNITS_MAX = 10_000;

/** The units an event of `amount` counts (bits, kicks, subs given; 1 for the others): whole units only, capped. */
export function supportUnits(kind: SupportKind, amount: number): number {
  if (kind === 'sub' || kind === 'resub' || kind === 'follow') return 1;
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.min(SUPPORT_UNITS_MAX, Math.floor(amount / SUPPORT_UNIT_SIZE[kind]));
}

/** The points an event earns: its units times the rule's points per unit (0 without a rule). */
export const supportPoints = (kind: SupportKind, amount: number, pointsPerUnit: number): number =>
  supportUnits(kind, amount) * Math.max(0, Math.trunc(pointsPerUnit));

/**
 * What a kind gives (ADR 065): `points` (ledger `support_reward`), or free `tickets` in the giveaway
 * open for entries (the one closing first when several are open); one or the other, never both.
 */
export const SUPPORT_REWARDS = ['points', 'tickets'] as const;
export type SupportReward = (typeof SUPPORT_REWARDS)[number];

/** The most tickets a rule may give per unit (the most an account may hold in any giveaway). */
export const SUPPORT_TICKETS_MAX = GIVEAWAY_MAX_TICKETS_PER_ACCOUNT;

/**
 * Why a tickets reward gave none: no giveaway open for entries, the account may not enter it (its
 * linked platform, account age, affiliate or subscribers-only rule), or it holds the maximum already.
 */
export const SUPPORT_TICKET_SKIPS = ['no_open_giveaway', 'not_eligible', 'max_tickets'] as const;
export type SupportTicketSkip = (typeof SUPPORT_TICKET_SKIPS)[number];

const ruleSchema = z
  .strictObject({
    platform: z.enum(SUPPORT_PLATFORMS),
    kind: z.enum(SUPPORT_KINDS),
    /** What the kind gives; points when left out. */
    reward: z.enum(SUPPORT_REWARDS).default('points'),
    /** The amount per unit: points, or tickets when `reward` is `tickets`; 0 turns the kind off. */
    points: z.number().int().min(0).max(SUPPORT_POINTS_MAX),
  })
  .refine((r) => r.reward !== 'tickets' || r.points <= SUPPORT_TICKETS_MAX, {
    path: ['points'],
    message: `must be at most ${SUPPORT_TICKETS_MAX} tickets`,
  });

/** PUT /api/v1/admin/support-rewards — the whole table; a kind a platform does not have is refused. */
export const supportRulesSchema = z
  .strictObject({
    rules: z
      .array(ruleSchema)
      .max(SUPPORT_PLATFORMS.length * SUPPORT_KINDS.length)
      .superRefine((rules, ctx) => {
        const seen = new Set<string>();
        rules.forEach((r, i) => {
          if (!SUPPORT_KINDS_BY_PLATFORM[r.platform].includes(r.kind))
            ctx.addIssue({ code: 'custom', path: [i, 'kind'], message: `${r.platform} has no ${r.kind}` });
          const key = `${r.platform}:${r.kind}`;
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `${key} listed twice` });
          seen.add(key);
        });
      }),
  })
  .meta({ id: 'SupportRules' });
export type SupportRules = z.infer<typeof supportRulesSchema>;
export type SupportRule = SupportRules['rules'][number];

/** One support event that credited an account, as the admin's list shows it. */
export const supportEventViewSchema = z.object({
  platform: z.enum(SUPPORT_PLATFORMS),
  kind: z.enum(SUPPORT_KINDS),
  /** The site account credited (null when it was deleted since). */
  userId: z.uuid().nullable(),
  /** The platform login that gave it. */
  login: z.string(),
  /** What the event carried: subs given, bits, kicks; 1 for the others. */
  amount: z.number().int(),
  /** The rule's reward when it was applied. */
  reward: z.enum(SUPPORT_REWARDS),
  points: z.number().int(),
  /** Free tickets given (a tickets reward). */
  tickets: z.number().int(),
  /** The giveaway the tickets went to (null for points, a skip, or a giveaway deleted since). */
  giveaway: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** Why a tickets reward gave none; null otherwise. */
  skip: z.enum(SUPPORT_TICKET_SKIPS).nullable(),
  at: z.string(),
});
export type SupportEventView = z.infer<typeof supportEventViewSchema>;

/** GET /api/v1/admin/support-rewards — the table (every kind of each platform) and the last events applied. */
export const supportRewardsAdminSchema = z
  .object({
    rules: z.array(ruleSchema),
    recent: z.array(supportEventViewSchema),
  })
  .meta({ id: 'SupportRewardsAdmin' });
export type SupportRewardsAdmin = z.infer<typeof supportRewardsAdminSchema>;

/**
 * Scopes the broadcaster's Twitch connection grants for the support events' EventSub subscriptions:
 * subs and gifts (`channel:read:subscriptions`, also asked for watch time), cheers (`bits:read`),
 * follows v2 (`moderator:read:followers`).
 */
export const TWITCH_SUPPORT_SCOPES = ['channel:read:subscriptions', 'bits:read', 'moderator:read:followers'] as const;
