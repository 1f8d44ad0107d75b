import { z } from 'zod';
import { affiliateRuleInputSchema, affiliateRuleSchema } from './casino-accounts';
import { platformSchema } from './users';
import { imageUrlSchema } from './urls';
import { winLimitInputSchema, winLimitSchema } from './win-limits';

/**
 * Provably fair giveaways: the admin sets one up, viewers enter on the site or with `!join` in chat,
 * and at the closing time the server draws the winners from a server seed whose SHA-256 was public
 * from the start and the SHA-256 of the frozen entry list (docs/games.md#giveaways).
 */

export const GIVEAWAY_MAX_WINNERS = 100;
export const GIVEAWAY_MAX_TICKETS_PER_ACCOUNT = 1_000;
export const GIVEAWAY_MAX_ENTRY_COST = 1_000_000;
export const GIVEAWAY_MAX_POINTS_PRIZE = 1_000_000_000;
export const GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER = 10;
export const GIVEAWAY_MAX_ACCOUNT_AGE_DAYS = 3_650;
export const GIVEAWAY_TITLE_MAX = 120;
export const GIVEAWAY_PRIZE_MAX = 300;
export const GIVEAWAY_REASON_MAX = 200;
/** Past giveaways the list shows. */
export const GIVEAWAY_HISTORY_MAX = 50;

/**
 * scheduled: before its opening time; open: taking entries; closing: past its closing time, the draw
 * under way; drawn: winners known, rerolls allowed, prizes not paid yet; final: points prizes paid;
 * cancelled: every paid ticket refunded.
 */
export const GIVEAWAY_STATES = ['scheduled', 'open', 'closing', 'drawn', 'final', 'cancelled'] as const;
export const giveawayStateSchema = z.enum(GIVEAWAY_STATES);
export type GiveawayState = z.infer<typeof giveawayStateSchema>;

export const giveawayEligibilitySchema = z.object({
  /** Only accounts linked to this platform may enter; null: any signed-in account. */
  platform: platformSchema.nullable(),
  subscribersOnly: z.boolean(),
  /** Accounts created at least this many days ago; 0: any. */
  minAccountAgeDays: z.number().int(),
  /** Only accounts with a verified casino account (at the named sponsor, or any); null: no such rule. */
  affiliate: affiliateRuleSchema.nullable(),
  /** At most this many giveaway wins in the period before the close (ADR 070); null: no limit. */
  winLimit: winLimitSchema.nullable(),
});
export type GiveawayEligibility = z.infer<typeof giveawayEligibilitySchema>;

/** A pick of the draw as the page and the verify page show it. */
export const giveawayPickSchema = z.object({
  nonce: z.number().int(),
  entryId: z.string(),
  name: z.string(),
  ticket: z.number().int(),
  ticketsInDraw: z.number().int(),
  float: z.number(),
  /** Set when an admin disqualified this winner (the next nonce picks again). */
  disqualified: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** Points paid to this winner (once the draw is final). */
  pointsPaid: z.number().int().nullable(),
});
export type GiveawayPick = z.infer<typeof giveawayPickSchema>;

/**
 * The public randomness beacon of a draw (ADR 066). `kind`: `drand` names the verified round the draw
 * used (chain, round, randomness, signature, url), `none` an admin's draw without it (`reason`),
 * `waiting` a closed draw waiting for its round (`roundAt`, and `problem`/`checkedAt` of the last try).
 * One flat object (the fields of other kinds are null): the response serializer takes it as it is.
 */
export const giveawayBeaconSchema = z
  .object({
    kind: z.enum(['drand', 'none', 'waiting']),
    chainHash: z.string().nullable(),
    round: z.number().int().nullable(),
    randomness: z.string().nullable(),
    signature: z.string().nullable(),
    /** The round on the first configured relay: anyone can fetch and check it. */
    url: z.string().nullable(),
    /** When the round is (or was) due on the chain's clock. */
    roundAt: z.string().nullable(),
    reason: z.string().nullable(),
    /** While waiting, why the last try failed: no relay answered (`unavailable`) or an answer was refused. */
    problem: z.enum(['unavailable', 'refused']).nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'GiveawayBeacon' });
export type GiveawayBeacon = z.infer<typeof giveawayBeaconSchema>;

export const giveawaySchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    prize: z.string(),
    image: z.string().nullable(),
    /** Points paid to each winner when the draw is final (0: none). */
    pointsPrize: z.number().int(),
    winners: z.number().int(),
    opensAt: z.string(),
    closesAt: z.string(),
    /** Points per ticket (0: free). */
    entryCost: z.number().int(),
    maxTicketsPerAccount: z.number().int(),
    subscriberMultiplier: z.number().int(),
    eligibility: giveawayEligibilitySchema,
    chatJoin: z.boolean(),
    state: giveawayStateSchema,
    entries: z.number().int(),
    tickets: z.number().int(),
    serverSeedHash: z.string(),
    /** Revealed once drawn (or cancelled). */
    serverSeed: z.string().nullable(),
    /**
     * The draw's client seed; null before the draw. With a drand beacon: SHA-256 of the frozen entry
     * list text, "\n" and the round's randomness; without one (and before the beacon): SHA-256 of the list.
     */
    clientSeed: z.string().nullable(),
    /**
     * The public randomness beacon (ADR 066): `drand` names the verified round the draw used,
     * `none` an admin's draw without it (with the reason), `waiting` a closed draw waiting for its
     * round; null before the close, and on draws made before the beacon existed.
     */
    beacon: giveawayBeaconSchema.nullable(),
    /** Every pick in nonce order, disqualified ones included; empty before the draw. */
    picks: z.array(giveawayPickSchema),
    /** Fewer entries than winners: every entry won. */
    allEntriesWon: z.boolean(),
    drawnAt: z.string().nullable(),
    /**
     * A drawn giveaway becomes final by itself at this time (its points prizes paid) unless an admin
     * finalizes, rerolls (which moves it) or cancels first; null when not drawn or auto-finalize is off.
     */
    finalizesAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** The signed-in viewer's entry (null when none or signed out). */
    me: z
      .object({
        entryId: z.string(),
        tickets: z.number().int(),
        bought: z.number().int(),
        /** Free tickets given by support events (ADR 065), part of `tickets`. */
        free: z.number().int(),
        paid: z.number().int(),
        /** The draw found the account at the winner limit: out of the draw, its points refunded. */
        ineligible: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'Giveaway' });
export type Giveaway = z.infer<typeof giveawaySchema>;

/** GET /api/v1/giveaways — the ones not ended (scheduled, open, closing) and the latest ended ones. */
export const giveawayListSchema = z
  .object({ current: z.array(giveawaySchema), past: z.array(giveawaySchema) })
  .meta({ id: 'GiveawayList' });
export type GiveawayList = z.infer<typeof giveawayListSchema>;

/** GET /api/v1/giveaways/{id}/entries — the frozen entry list (after the draw), in list order. */
export const giveawayEntriesSchema = z
  .object({
    /**
     * `entryId:tickets` lines joined by "\n" (`entryId:tickets:ineligible` for an entry at the winner
     * limit): its SHA-256 (with the beacon's randomness) is the client seed.
     */
    text: z.string(),
    entries: z.array(
      z.object({ entryId: z.string(), name: z.string(), tickets: z.number().int(), ineligible: z.boolean() }),
    ),
  })
  .meta({ id: 'GiveawayEntries' });
export type GiveawayEntries = z.infer<typeof giveawayEntriesSchema>;

/** POST /api/v1/giveaways/{id}/enter — tickets to buy now (default 1). */
export const giveawayEnterSchema = z.object({
  tickets: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(GIVEAWAY_MAX_TICKETS_PER_ACCOUNT, `must be at most ${GIVEAWAY_MAX_TICKETS_PER_ACCOUNT}`)
    .default(1),
});
export const giveawayEnterResultSchema = z
  .object({
    entry: z.object({
      entryId: z.string(),
      tickets: z.number().int(),
      bought: z.number().int(),
      paid: z.number().int(),
    }),
    balance: z.number().int(),
  })
  .meta({ id: 'GiveawayEnterResult' });
export type GiveawayEnterResult = z.infer<typeof giveawayEnterResultSchema>;

const whole = (min: number, max: number) =>
  z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const isoTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 time with its offset' });

/** POST /api/v1/admin/giveaways — times in ISO 8601 with an offset (the admin page sends Lisbon times as UTC). */
export const giveawayInputSchema = z
  .object({
    title: z.string().trim().min(1, 'is required').max(GIVEAWAY_TITLE_MAX),
    prize: z.string().trim().min(1, 'is required').max(GIVEAWAY_PRIZE_MAX),
    image: imageUrlSchema.nullable().default(null),
    pointsPrize: whole(0, GIVEAWAY_MAX_POINTS_PRIZE).default(0),
    winners: whole(1, GIVEAWAY_MAX_WINNERS),
    opensAt: isoTime,
    closesAt: isoTime,
    entryCost: whole(0, GIVEAWAY_MAX_ENTRY_COST).default(0),
    maxTicketsPerAccount: whole(1, GIVEAWAY_MAX_TICKETS_PER_ACCOUNT).default(1),
    subscriberMultiplier: whole(1, GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER).default(1),
    eligibility: z
      .object({
        platform: platformSchema.nullable().default(null),
        subscribersOnly: z.boolean().default(false),
        minAccountAgeDays: whole(0, GIVEAWAY_MAX_ACCOUNT_AGE_DAYS).default(0),
        /** `{ sponsor: null }`: a verified casino account at any sponsor; a slug: at that sponsor. */
        affiliate: affiliateRuleInputSchema.nullable().default(null),
        /** `{ wins: 1, days: 30 }`: one giveaway win per 30 days (ADR 070); null: no limit. */
        winLimit: winLimitInputSchema.nullable().default(null),
      })
      .default({ platform: null, subscribersOnly: false, minAccountAgeDays: 0, affiliate: null, winLimit: null }),
    chatJoin: z.boolean().default(true),
  })
  .refine((g) => Date.parse(g.closesAt) > Date.parse(g.opensAt), {
    path: ['closesAt'],
    message: 'must be after the opening time',
  });
export type GiveawayInput = z.infer<typeof giveawayInputSchema>;

/** PATCH /api/v1/admin/giveaways/{id} — any field before the first entry; after it, only a later closing time. */
export const giveawayPatchSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(GIVEAWAY_TITLE_MAX).optional(),
  prize: z.string().trim().min(1, 'is required').max(GIVEAWAY_PRIZE_MAX).optional(),
  image: imageUrlSchema.nullable().optional(),
  pointsPrize: whole(0, GIVEAWAY_MAX_POINTS_PRIZE).optional(),
  winners: whole(1, GIVEAWAY_MAX_WINNERS).optional(),
  opensAt: isoTime.optional(),
  closesAt: isoTime.optional(),
  entryCost: whole(0, GIVEAWAY_MAX_ENTRY_COST).optional(),
  maxTicketsPerAccount: whole(1, GIVEAWAY_MAX_TICKETS_PER_ACCOUNT).optional(),
  subscriberMultiplier: whole(1, GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER).optional(),
  eligibility: z
    .object({
      platform: platformSchema.nullable(),
      subscribersOnly: z.boolean(),
      minAccountAgeDays: whole(0, GIVEAWAY_MAX_ACCOUNT_AGE_DAYS),
      affiliate: affiliateRuleInputSchema.nullable().default(null),
      winLimit: winLimitInputSchema.nullable().default(null),
    })
    .optional(),
  chatJoin: z.boolean().optional(),
});
export type GiveawayPatch = z.infer<typeof giveawayPatchSchema>;

/** POST /api/v1/admin/giveaways/{id}/reroll — disqualify a winner (by the pick's nonce) with a public reason. */
export const giveawayRerollSchema = z.object({
  nonce: z.number().int().min(0),
  reason: z.string().trim().min(1, 'is required').max(GIVEAWAY_REASON_MAX),
});

/** POST /api/v1/admin/giveaways/{id}/draw-without-beacon — the admin's reason, shown in the proof. */
export const giveawayNoBeaconSchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(GIVEAWAY_REASON_MAX),
});

/** The live push event when a giveaway's winners change (drawn, rerolled, final, cancelled). */
export const GIVEAWAY_EVENT = 'giveaway';
