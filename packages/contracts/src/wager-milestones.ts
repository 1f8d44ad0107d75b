import { z } from 'zod';
import { hasControlCharacters } from './text';

/**
 * Wager milestones (issue 33): the admin's tiers (a threshold in whole dollars of wager, over a Lisbon
 * month or since the casino account was verified, at one sponsor or at all together) and their
 * rewards (points, or a text prize handed out by hand). A verified account reaching a tier is granted
 * its reward once; a reward above the admin's approval size waits on the desk.
 */

export const MILESTONE_SCOPES = ['month', 'lifetime'] as const;
export const milestoneScopeSchema = z.enum(MILESTONE_SCOPES);
export type MilestoneScope = z.infer<typeof milestoneScopeSchema>;

export const MILESTONE_TIERS_MAX = 50;
export const MILESTONE_THRESHOLD_MAX = 100_000_000;
export const MILESTONE_POINTS_MAX = 1_000_000;
export const MILESTONE_TEXT_MAX = 120;

/** paid: points credited; awaiting: above the approval size; rejected: by an admin; prize: a text prize to hand out. */
export const MILESTONE_GRANT_STATUSES = ['paid', 'awaiting', 'rejected', 'prize'] as const;
export const milestoneGrantStatusSchema = z.enum(MILESTONE_GRANT_STATUSES);
export type MilestoneGrantStatus = z.infer<typeof milestoneGrantStatusSchema>;

const sponsorRef = z.object({ slug: z.string(), name: z.string() });

export const wagerMilestoneSchema = z
  .object({
    id: z.uuid(),
    /** null: the wager at all sponsors together. */
    sponsor: sponsorRef.nullable(),
    scope: milestoneScopeSchema,
    /** Whole dollars of wager. */
    threshold: z.number().int(),
    rewardPoints: z.number().int().nullable(),
    rewardText: z.string().nullable(),
  })
  .meta({ id: 'WagerMilestone' });
export type WagerMilestone = z.infer<typeof wagerMilestoneSchema>;

/** GET /api/v1/wager-milestones — the tiers, smallest threshold first per sponsor and scope. */
export const wagerMilestonesSchema = z
  .object({
    tiers: z.array(wagerMilestoneSchema),
    /** Points rewards above this wait for an admin's approval. */
    approvalAbove: z.number().int(),
  })
  .meta({ id: 'WagerMilestones' });
export type WagerMilestones = z.infer<typeof wagerMilestonesSchema>;

const rewardTextSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(MILESTONE_TEXT_MAX, `at most ${MILESTONE_TEXT_MAX} characters`)
  .refine((s) => !hasControlCharacters(s), 'cannot hold control characters');

/** One tier as the admin sends it: with its id to keep (and edit) a tier, without to add one. */
export const wagerMilestoneInputSchema = z
  .object({
    id: z.uuid().optional(),
    /** A sponsor's slug, or null for all sponsors together. */
    sponsor: z.string().trim().min(1).max(64).nullable(),
    scope: milestoneScopeSchema,
    threshold: z
      .number()
      .int('must be whole dollars')
      .min(1, 'at least $1')
      .max(MILESTONE_THRESHOLD_MAX, `at most $${MILESTONE_THRESHOLD_MAX}`),
    rewardPoints: z
      .number()
      .int('must be whole points')
      .min(1, 'at least 1 point')
      .max(MILESTONE_POINTS_MAX, `at most ${MILESTONE_POINTS_MAX} points`)
      .nullable(),
    rewardText: rewardTextSchema.nullable(),
  })
  .refine((t) => (t.rewardPoints === null) !== (t.rewardText === null), {
    message: 'give either points or a text prize',
    path: ['rewardPoints'],
  });
export type WagerMilestoneInput = z.infer<typeof wagerMilestoneInputSchema>;

/**
 * PUT /api/v1/admin/wager-milestones — the whole list: a listed id is kept (and edited), a new tier has
 * no id, a tier left out is removed (archived when it has paid, so its grants keep it).
 */
export const wagerMilestonesInputSchema = z.object({
  tiers: z.array(wagerMilestoneInputSchema).max(MILESTONE_TIERS_MAX, `at most ${MILESTONE_TIERS_MAX} tiers`),
  approvalAbove: z.number().int('must be whole points').min(0).max(MILESTONE_POINTS_MAX),
});
export type WagerMilestonesInput = z.infer<typeof wagerMilestonesInputSchema>;

/** The signed-in viewer's standing at one sponsor where they are verified, this Lisbon month. */
export const casinoStandingSchema = z.object({
  sponsor: sponsorRef,
  username: z.string(),
  /** 'YYYY-MM' */
  period: z.string(),
  /** Wager this month in cents, and the place on the sponsor's board (null: not on it this month). */
  monthCents: z.number().int(),
  rank: z.number().int().nullable(),
  /** Wager since the month the account was verified, in cents. */
  lifetimeCents: z.number().int(),
});
export type CasinoStanding = z.infer<typeof casinoStandingSchema>;

/** One tier from the viewer's side: their figure for it, and the grant once reached. */
export const milestoneProgressSchema = z.object({
  tier: wagerMilestoneSchema,
  /** The viewer's wager that counts for this tier (this month, or since verification), in cents. */
  wagerCents: z.number().int(),
  grant: z.object({ status: milestoneGrantStatusSchema, at: z.string() }).nullable(),
});
export type MilestoneProgress = z.infer<typeof milestoneProgressSchema>;

/** GET /api/v1/wager-milestones/progress — the viewer's verified standings and every tier's progress. */
export const wagerProgressSchema = z
  .object({
    /** 'YYYY-MM', the Lisbon month the monthly figures are of. */
    period: z.string(),
    standings: z.array(casinoStandingSchema),
    tiers: z.array(milestoneProgressSchema),
  })
  .meta({ id: 'WagerProgress' });
export type WagerProgress = z.infer<typeof wagerProgressSchema>;

/** The admin desk's grant: who reached what, and its state. */
export const milestoneGrantSchema = z
  .object({
    id: z.uuid(),
    tier: wagerMilestoneSchema,
    user: z.object({ id: z.uuid(), username: z.string() }),
    /** 'YYYY-MM' or 'lifetime'. */
    periodKey: z.string(),
    wagerCents: z.number().int(),
    rewardPoints: z.number().int().nullable(),
    rewardText: z.string().nullable(),
    status: milestoneGrantStatusSchema,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'MilestoneGrant' });
export type MilestoneGrant = z.infer<typeof milestoneGrantSchema>;

export const milestoneGrantsQuerySchema = z.object({ status: milestoneGrantStatusSchema.optional() });
export const milestoneGrantsSchema = z
  .object({ grants: z.array(milestoneGrantSchema) })
  .meta({ id: 'MilestoneGrants' });
export type MilestoneGrants = z.infer<typeof milestoneGrantsSchema>;

/**
 * A milestone notice's figures (kind `wager_milestone`), written by each language: the sponsor's name
 * (null: all casinos together), the threshold in whole dollars, the scope and month ('YYYY-MM', null
 * since verification), the reward (points or the admin's text) and where the reward stands.
 */
export const wagerMilestoneNoticeParamsSchema = z.object({
  sponsor: z.string().nullable(),
  threshold: z.number().int(),
  scope: milestoneScopeSchema,
  period: z.string().nullable(),
  points: z.number().int().nullable(),
  prize: z.string().nullable(),
  status: z.enum(['paid', 'awaiting', 'prize']),
});
export type WagerMilestoneNoticeParams = z.infer<typeof wagerMilestoneNoticeParamsSchema>;
