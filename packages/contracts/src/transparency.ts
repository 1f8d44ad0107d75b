import { z } from 'zod';
import { POINTS_SOURCES } from './analytics';

/*
 * The public transparency report (issue 35, ADR 069): what the site gave and took in points, which
 * prizes it awarded and handed out, every finished giveaway with its proof, every finished live
 * hunt and every finished or cancelled tournament with its prediction pools' figures, for one Lisbon
 * calendar month or for all time. A read model over the other features' rows; the same body for
 * every visitor.
 */

/**
 * The live event (GET /api/v1/events) sent when the report changed in a way its readers should see at
 * once (a winner chose to appear as anonymous, or no longer); a giveaway's `giveaway` event and the
 * end of a live hunt change it too. Its data is empty: the page reads the report again.
 */
export const TRANSPARENCY_EVENT = 'transparency';

/** 'all', or a Lisbon calendar month 'YYYY-MM'. */
export const transparencyPeriodSchema = z.union([
  z.literal('all'),
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be 'all' or a month written YYYY-MM"),
]);
export type TransparencyPeriod = z.infer<typeof transparencyPeriodSchema>;

export const transparencyQuerySchema = z.object({
  period: transparencyPeriodSchema.default('all').describe("'all' (the default) or a Lisbon month, YYYY-MM"),
});

/** The kinds of prize the report counts, in its order (tournament payouts join them with tournaments). */
export const TRANSPARENCY_PRIZE_KINDS = ['leaderboard', 'gtb', 'giveaway', 'milestone'] as const;
export type TransparencyPrizeKind = (typeof TRANSPARENCY_PRIZE_KINDS)[number];

const pointsRowSchema = z.object({
  source: z.enum(POINTS_SOURCES),
  issued: z.number().int().describe('Points credited to accounts from this source'),
  spent: z.number().int().describe('Points debited from accounts to this source'),
});

const prizeRowSchema = z.object({
  kind: z.enum(TRANSPARENCY_PRIZE_KINDS),
  awarded: z.number().int().describe('Prizes won in the period'),
  paid: z
    .number()
    .int()
    .describe(
      'Of those, paid: points credited by the ledger, or a prize an admin marked handed out; a giveaway once final',
    ),
  unpaid: z.number().int(),
  points: z.number().int().describe('Points paid by these prizes'),
  usd: z.number().describe('Dollars of the wager leaderboard places (0 for the other kinds)'),
});

const giveawayRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  drawnAt: z.string(),
  final: z.boolean().describe('Finalized: the winners stand and a points prize is paid'),
  entries: z.number().int(),
  tickets: z.number().int(),
  pointsPrize: z.number().int(),
  prize: z.string(),
  beacon: z
    .enum(['drand', 'none'])
    .nullable()
    .describe('drand: drawn with the public beacon; none: without it; null: before the beacon'),
  winners: z
    .array(
      z.object({
        name: z.string().nullable().describe('The site name, or null for a winner who chose to appear as anonymous'),
      }),
    )
    .describe('Standing winners in pick order (disqualified picks left out)'),
  proof: z.string().describe("The verify page's path"),
});

const huntRowSchema = z.object({
  id: z.uuid(),
  index: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  start: z.number().describe('The start balance, site currency'),
  result: z.number().describe('What the bonuses won, site currency'),
  profit: z.number(),
});

const tournamentRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(['finished', 'cancelled']),
  finishedAt: z.string().describe('When it finished, or when it was cancelled'),
  entrants: z.number().int(),
  champion: z.string().nullable().describe("The champion's slot name (null for a cancelled tournament)"),
  predictions: z.number().int().describe('Predictions over all its pools (every match and the champion)'),
  staked: z.number().int().describe('Points staked by those predictions'),
  paid: z.number().int().describe('Points paid back to winning predictions, stakes included (refunds left out)'),
  houseCut: z.number().int().describe("The house cut taken from the pools' losing sides"),
  capRemoved: z.number().int().describe('Points the payout cap removed'),
  refunded: z.number().int().describe('Stakes given back (a cancel, a void or one-sided pool)'),
  proof: z.string().describe("The tournament page's path (its seeding proof)"),
});

export const transparencySchema = z
  .object({
    period: transparencyPeriodSchema,
    from: z.string().nullable().describe("The period's first instant (null for all time)"),
    until: z.string().nullable().describe('The instant after the period (null for all time)'),
    months: z.array(z.string()).describe('Every Lisbon month from the first ledger row to now, newest first'),
    generatedAt: z.string(),
    points: z.object({
      sources: z.array(pointsRowSchema),
      issued: z.number().int(),
      spent: z.number().int(),
    }),
    prizes: z.array(prizeRowSchema),
    giveaways: z.array(giveawayRowSchema),
    hunts: z.array(huntRowSchema),
    tournaments: z
      .array(tournamentRowSchema)
      .describe('Every tournament finished or cancelled in the period (by that time), newest first'),
  })
  .meta({ id: 'Transparency' });
export type Transparency = z.infer<typeof transparencySchema>;

/** PUT /api/v1/users/me/privacy and its answer: appear as "anonymous" among the public winners. */
export const privacySchema = z.strictObject({ anonymous: z.boolean() }).meta({ id: 'Privacy' });
export type Privacy = z.infer<typeof privacySchema>;
