import { z } from 'zod';
import { formatPoints } from './format';
import { AVG_MAX_BET, AVG_MIN_BET, GTB_MIN_GUESS_CENTS } from './limits';
import { winLimitInputSchema, winLimitSchema } from './win-limits';

/** An AVG bet is a whole number of points in AVG_MIN_BET..AVG_MAX_BET; the page and the API say so in these words. */
export const isAvgBetInRange = (bet: number) => Number.isInteger(bet) && bet >= AVG_MIN_BET && bet <= AVG_MAX_BET;
/** How a GTB prize place reads on the site and in the winner's notice: '2,500 points' or the admin's text. */
export const gtbPrizeLabel = (p: { points: number | null; text: string | null }) =>
  p.points !== null ? `${formatPoints(p.points)} points` : (p.text ?? '');
export const AVG_BET_RANGE_MESSAGE = `A aposta deve ser um número entre ${AVG_MIN_BET} e ${AVG_MAX_BET}.`;

/** Dollars as the GTB range message writes a limit (docs/product.md#gtb): 7500, or 7500.50 when not whole. */
export const gtbLimitDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
/**
 * A GTB guess is whole cents from GTB_MIN_GUESS_CENTS up to the hunt's maximum (`maxGuess` on the
 * wire, `gtbMaxGuessCents` of @app/hunts); the page and the API say so in these words.
 */
export const isGtbGuessInRange = (guessCents: number, maxGuessCents: number) =>
  Number.isInteger(guessCents) && guessCents >= GTB_MIN_GUESS_CENTS && guessCents <= maxGuessCents;
export const gtbGuessRangeMessage = (maxGuessCents: number) =>
  `O valor deve ser um número entre ${gtbLimitDollars(GTB_MIN_GUESS_CENTS)} e ${gtbLimitDollars(maxGuessCents)}.`;

/**
 * The streamer's live bonus hunt (/stream/bonushunt, /admin/hunt). Money is integer CENTS of a
 * dollar everywhere in this API (start, bet, earning, guess); the web shows dollars with 2 decimals.
 * AVG bets are points (integers).
 */
export const avgGroupSchema = z.enum(['A', 'B', 'C', 'D', 'E', 'F']);
export const gtbStatusSchema = z.enum(['closed', 'opened']);
export const avgStatusSchema = z.enum(['soon', 'opened', 'closed']);
export const liveHuntStatusSchema = z.enum(['live', 'finished', 'cancelled']);

const cents = z.number().int();

export const liveBonusSchema = z
  .object({
    _id: z.uuid(),
    /** 1-based position in the full list. */
    position: z.number().int(),
    /** `thumbnail`: the catalogue slot's image (null for a typed slot or one without art). */
    slot: z.object({
      _id: z.uuid().nullable(),
      name: z.string(),
      provider: z.string(),
      thumbnail: z.string().nullable(),
    }),
    bet: cents,
    earning: cents.nullable(),
    isSuper: z.boolean(),
    /** earning / bet rounded to whole, null until opened. */
    multiplier: z.number().int().nullable(),
  })
  .meta({ id: 'LiveBonus' });
export type LiveBonus = z.infer<typeof liveBonusSchema>;

export const liveHuntStatsSchema = z.object({
  totalBonus: z.number().int(),
  openedBonus: z.number().int(),
  targetBalance: cents,
  endBalance: cents,
  avgMulti: z.number().nullable(),
  breakEvenX: z.number().int(),
  highestWin: cents.nullable(),
  highestMultiplier: z.number().nullable(),
});

/** The prize of one GTB place: `points` (paid through the ledger at settlement) or `text` (handed out by the admin). */
export const gtbPrizeSchema = z
  .object({ points: z.number().int().nullable(), text: z.string().nullable() })
  .meta({ id: 'GtbPrize' });
export type GtbPrize = z.infer<typeof gtbPrizeSchema>;

/**
 * A GTB place's prizes (ADR 059): the normal one, and `affiliate`, the one a winner who is a
 * verified affiliate (a verified casino account at any sponsor) at settlement gets in its place
 * (null: the normal prize for everyone).
 */
export const gtbPlacePrizeSchema = z
  .object({ points: z.number().int().nullable(), text: z.string().nullable(), affiliate: gtbPrizeSchema.nullable() })
  .meta({ id: 'GtbPlacePrize' });
export type GtbPlacePrize = z.infer<typeof gtbPlacePrizeSchema>;

/**
 * A GTB winner of a settled hunt: the place, the guess and the prize it won (fixed at settlement);
 * `affiliate`: the place's affiliate prize applied (the winner was a verified affiliate then).
 */
export const gtbWinnerSchema = z
  .object({
    place: z.number().int(),
    username: z.string(),
    guess: cents,
    distance: cents,
    prize: gtbPrizeSchema,
    affiliate: z.boolean(),
  })
  .meta({ id: 'GtbWinner' });
export type GtbWinner = z.infer<typeof gtbWinnerSchema>;

export const liveHuntSettlementSchema = z
  .object({
    finalBalance: cents,
    averageMultiplier: z.number().nullable(),
    averageMultiplierWhole: z.number().int().nullable(),
    winningGroup: avgGroupSchema.nullable(),
    pot: z.number().int(),
    paidOut: z.number().int(),
    refundedAll: z.boolean(),
    /** The closest guesses; `ineligible`: at the GTB winner limit when GTB closed (ADR 070), so no place. */
    gtbRanking: z.array(
      z.object({
        rank: z.number().int(),
        username: z.string(),
        guess: cents,
        distance: cents,
        ineligible: z.boolean(),
      }),
    ),
    avgPayouts: z.array(
      z.object({
        username: z.string(),
        group: avgGroupSchema,
        bet: z.number().int(),
        payout: z.number().int(),
        refunded: z.boolean(),
      }),
    ),
    /** The winners of the prize places (top N of the ranking), final once settled. */
    gtbWinners: z.array(gtbWinnerSchema),
    settledAt: z.string(),
  })
  .meta({ id: 'LiveHuntSettlement' });
export type LiveHuntSettlement = z.infer<typeof liveHuntSettlementSchema>;

/** The public state of one live hunt (what every viewer sees; pushed by the SSE stream). */
export const liveHuntSchema = z
  .object({
    _id: z.uuid(),
    index: z.number().int(),
    status: liveHuntStatusSchema,
    createdAt: z.string(),
    endedAt: z.string().nullable(),
    start: cents,
    bonus: z.array(liveBonusSchema),
    stats: liveHuntStatsSchema,
    gtb: z.object({
      status: gtbStatusSchema,
      /** The final balance once settled, else null. */
      guess: cents.nullable(),
      participants: z.number().int(),
      prizePool: cents,
      maxGuess: cents,
      /** true once GTB was closed after being opened: it never opens again for this hunt. */
      closedForGood: z.boolean(),
      /** The prizes of each place 1..N (N = the length), set by the admin until the hunt ends. */
      prizes: z.array(gtbPlacePrizeSchema),
      /**
       * At most this many GTB places won in the period before GTB closes (ADR 070); null: no limit.
       * Fixed once GTB closes for good.
       */
      winLimit: winLimitSchema.nullable(),
    }),
    avg: z.object({
      status: avgStatusSchema,
      group: avgGroupSchema.nullable(),
      pot: z.number().int(),
      participants: z.number().int(),
      /** The points bet on each group A-F (always six entries, in order). */
      groups: z.array(z.object({ group: avgGroupSchema, pot: z.number().int(), participants: z.number().int() })),
    }),
    settlement: liveHuntSettlementSchema.nullable(),
  })
  .meta({ id: 'LiveHunt' });
export type LiveHunt = z.infer<typeof liveHuntSchema>;

export const liveHuntMeSchema = z.object({
  gtb: z.object({ guess: cents }).nullable(),
  avg: z
    .object({
      group: avgGroupSchema,
      bet: z.number().int(),
      payout: z.number().int().nullable(),
      refunded: z.boolean(),
    })
    .nullable(),
});
export type LiveHuntMe = z.infer<typeof liveHuntMeSchema>;

/** GET /api/v1/live-hunt — the live hunt, else the latest ended one, else null; `me` for a signed-in viewer. */
export const liveHuntViewSchema = z
  .object({ hunt: liveHuntSchema.nullable(), me: liveHuntMeSchema.nullable(), eventId: z.number().int() })
  .meta({ id: 'LiveHuntView' });
export type LiveHuntView = z.infer<typeof liveHuntViewSchema>;

/** The data of each SSE `hunt` event. */
export type LiveHuntEvent = { eventId: number; kind: string; hunt: LiveHunt | null };

export const huntIdParamsSchema = z.object({ huntId: z.uuid() });
export const bonusIdParamsSchema = z.object({ bonusId: z.uuid() });

/** PUT /api/v1/bonustracker/{huntId}/gtb — a guess in cents (1 dollar .. 15 x start). */
export const gtbGuessBodySchema = z.object({ guess: z.number().int('must be a whole number of cents') });
/** PUT /api/v1/bonustracker/{huntId}/avg — a group and 1..500 points. */
export const avgBetBodySchema = z.object({ guess: avgGroupSchema, bet: z.number().int('must be a whole number') });
export const avgBetResultSchema = z.object({ points: z.number().int(), me: liveHuntMeSchema });

const moneyInput = (max: number) =>
  z.number().int('must be a whole number of cents').min(1, 'must be at least 1 cent').max(max);

/** POST /api/v1/admin/live-hunt */
export const createLiveHuntBodySchema = z.object({ start: moneyInput(100_000_000_00) });
export const slotInputSchema = z.object({
  _id: z.uuid().optional(),
  name: z.string().trim().min(1, 'is required').max(120),
  provider: z.string().trim().max(80).default(''),
});
/** POST /api/v1/admin/live-hunt/bonuses */
export const addBonusBodySchema = z.object({
  slot: slotInputSchema,
  bet: moneyInput(10_000_000),
  superBonus: z.boolean().default(false),
});
/** PATCH /api/v1/admin/live-hunt/bonuses/{bonusId}; earning null un-opens a bonus. */
export const patchBonusBodySchema = z.object({
  slot: slotInputSchema.optional(),
  bet: moneyInput(10_000_000).optional(),
  earning: z
    .number()
    .int('must be a whole number of cents')
    .min(0, 'cannot be negative')
    .max(1_000_000_000)
    .nullable()
    .optional(),
  superBonus: z.boolean().optional(),
});
/** PUT /api/v1/admin/live-hunt/bonuses/order */
export const reorderBonusesBodySchema = z.object({ order: z.array(z.uuid()).max(500) });
export const gtbStatusBodySchema = z.object({ status: gtbStatusSchema });

const gtbPrizeFields = {
  points: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1,000,000')
    .optional(),
  text: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters').optional(),
};
const onePrizeKind = {
  check: (p: { points?: number | undefined; text?: string | undefined }) =>
    (p.points === undefined) !== (p.text === undefined),
  message: 'give either points or a text prize',
};

/**
 * One place's prize as the admin enters it: whole points (1..1,000,000) or a text prize (1..120
 * characters), not both; `affiliate`, the same for a winner who is a verified affiliate (null or
 * absent: none).
 */
export const gtbPrizeInputSchema = z
  .object({
    ...gtbPrizeFields,
    affiliate: z
      .object(gtbPrizeFields)
      .refine(onePrizeKind.check, { message: onePrizeKind.message, path: ['points'] })
      .nullable()
      .optional(),
  })
  .refine(onePrizeKind.check, { message: onePrizeKind.message, path: ['points'] });
/** PUT /api/v1/admin/live-hunt/gtb/win-limit — the GTB winner limit (ADR 070), or null for none; until GTB closes. */
export const gtbWinLimitBodySchema = z.object({ winLimit: winLimitInputSchema.nullable() });

/** PUT /api/v1/admin/live-hunt/gtb/prizes — the places 1..N in order (at most 10; empty = no prize). */
export const gtbPrizesBodySchema = z.object({ prizes: z.array(gtbPrizeInputSchema).max(10, 'at most 10 places') });
export const avgStatusBodySchema = z.object({ status: z.enum(['opened', 'closed']) });

/** GET /api/v1/admin/live-hunts — past hunts with their results. */
export const liveHuntListSchema = z.array(liveHuntSchema);

/** /stream/live sources. */
export const streamPlatformSchema = z.enum(['twitch', 'youtube', 'kick']);
export const streamSourceSchema = z
  .object({
    platform: streamPlatformSchema,
    label: z.string().trim().min(1, 'is required').max(40),
    channel: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(100)
      .regex(/^[A-Za-z0-9_@.-]+$/, 'letters, digits, _ . - @ only'),
  })
  .meta({ id: 'StreamSource' });
export type StreamSource = z.infer<typeof streamSourceSchema>;
export const streamSourcesSchema = z.object({ sources: z.array(streamSourceSchema).length(3) });
export type StreamSources = z.infer<typeof streamSourcesSchema>;
