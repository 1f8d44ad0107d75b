import { z } from 'zod';

/**
 * Public statistics of the streamer's finished live hunts (/hunt-stats; ADR 050). Only hunts whose
 * status is `finished` count: never a running or cancelled one, never a viewer's own bonus hunt.
 * Money is a number of dollars with at most 2 decimals (computed from integer cents on the server);
 * multipliers are numbers rounded to 2 decimals.
 */
const amount = z.number().meta({ description: 'dollars, at most 2 decimals (exact: computed from integer cents)' });
const multi = z.number().meta({ description: 'earning / bet, 2 decimals' });

/** One finished hunt as the statistics see it. */
export const huntResultSchema = z
  .object({
    _id: z.uuid(),
    index: z.number().int(),
    createdAt: z.string(),
    endedAt: z.string().nullable(),
    /** The money put into the hunt. */
    start: amount,
    /** Sum of the earnings (the final balance); an unopened bonus counts 0. */
    win: amount,
    /** win - start; negative is a loss. */
    profit: amount,
    /** Plain mean of the opened bonuses' multipliers; null when none was opened. */
    avgMulti: multi.nullable(),
    bonuses: z.number().int(),
    openedBonuses: z.number().int(),
  })
  .meta({ id: 'HuntResult' });
export type HuntResult = z.infer<typeof huntResultSchema>;

/** A slot or a provider ranked by the average multiplier of its opened bonuses. */
export const rankedGroupSchema = z
  .object({
    name: z.string(),
    /** The slot's provider ('' when unknown); for a provider row its own name. */
    provider: z.string(),
    bonuses: z.number().int(),
    totalBet: amount,
    totalWin: amount,
    avgMulti: multi,
  })
  .meta({ id: 'RankedGroup' });
export type RankedGroup = z.infer<typeof rankedGroupSchema>;

export const bigWinSchema = z
  .object({
    huntId: z.uuid(),
    huntIndex: z.number().int(),
    endedAt: z.string().nullable(),
    slot: z.string(),
    provider: z.string(),
    bet: amount,
    win: amount,
    multiplier: multi,
  })
  .meta({ id: 'BigWin' });
export type BigWin = z.infer<typeof bigWinSchema>;

const rankingSchema = z.object({ best: z.array(rankedGroupSchema), worst: z.array(rankedGroupSchema) });

/** GET /api/v1/hunt-stats */
export const huntStatsOverviewSchema = z
  .object({
    summary: z.object({
      hunts: z.number().int(),
      openedBonuses: z.number().int(),
      totalStart: amount,
      totalWin: amount,
      profit: amount,
      /** Plain mean of every opened bonus's multiplier across the finished hunts; null without any. */
      avgMulti: multi.nullable(),
    }),
    /** Every finished hunt, oldest first, with the running profit up to and including it. */
    hunts: z.array(huntResultSchema.extend({ cumulativeProfit: amount })),
    /** The fewest opened bonuses a slot or provider needs to be ranked. */
    minBonuses: z.object({ slots: z.number().int(), providers: z.number().int() }),
    slots: rankingSchema,
    providers: rankingSchema,
    biggestWins: z.object({ byMultiplier: z.array(bigWinSchema), byAmount: z.array(bigWinSchema) }),
  })
  .meta({ id: 'HuntStatsOverview' });
export type HuntStatsOverview = z.infer<typeof huntStatsOverviewSchema>;

/** One step of a finished hunt's balance: the start (step 0), then each opened bonus in the hunt's order. */
export const balancePointSchema = z
  .object({
    step: z.number().int(),
    /** The bonus opened at this step; null for the start. */
    slot: z.string().nullable(),
    provider: z.string().nullable(),
    bet: amount.nullable(),
    win: amount.nullable(),
    multiplier: multi.nullable(),
    /** Money collected so far (the start's money was spent on the bonuses, so it begins at 0). */
    balance: amount,
    /** balance - start. */
    profit: amount,
  })
  .meta({ id: 'BalancePoint' });
export type BalancePoint = z.infer<typeof balancePointSchema>;

/** GET /api/v1/live-hunts/{huntId}/stats */
export const finishedHuntStatsSchema = z
  .object({
    hunt: huntResultSchema.extend({
      highestWin: amount.nullable(),
      highestMultiplier: multi.nullable(),
    }),
    curve: z.array(balancePointSchema),
  })
  .meta({ id: 'FinishedHuntStats' });
export type FinishedHuntStats = z.infer<typeof finishedHuntStatsSchema>;
