import { z } from 'zod';
import { giveawayBeaconSchema } from './giveaways';

/**
 * Tournaments (ADR 071): bonus-buy battles in a single-elimination bracket of 3 to 32 slots (byes fill
 * the bracket to 4, 8, 16 or 32), seeded by a provably fair shuffle with the giveaway scheme and the
 * public beacon, each match decided by the slots' payouts (or multipliers) and predicted by viewers
 * with points in a pool (docs/games.md#tournaments).
 */

export const TOURNAMENT_MIN_ENTRANTS = 3;
export const TOURNAMENT_MAX_ENTRANTS = 32;
export const TOURNAMENT_NAME_MAX = 80;
/** The most a prediction may stake unless the admin sets another maximum (1 .. TOURNAMENT_MAX_STAKE_LIMIT). */
export const TOURNAMENT_DEFAULT_MAX_STAKE = 10_000;
export const TOURNAMENT_MAX_STAKE_LIMIT = 100_000;
/** The house cut: basis points of the losing side's pool (0 by default; at most 20 %). */
export const TOURNAMENT_MAX_HOUSE_CUT_BPS = 2_000;
/** A buy, a cost or a payout in cents: at most $10,000,000. */
export const TOURNAMENT_MAX_CENTS = 1_000_000_000;
export const TOURNAMENT_REASON_MAX = 200;
/** Finished and cancelled tournaments the list shows. */
export const TOURNAMENT_HISTORY_MAX = 30;

/** What decides a match: the higher payout, or the higher multiplier (payout / cost). */
export const TOURNAMENT_RULES = ['payout', 'multiplier'] as const;
export const tournamentRuleSchema = z.enum(TOURNAMENT_RULES);
export type TournamentRule = z.infer<typeof tournamentRuleSchema>;

/** The tie-break when the rule's figures are equal: the other figure then a replay, or a replay at once. */
export const TOURNAMENT_TIE_BREAKS = ['payout', 'multiplier', 'replay'] as const;
export const tournamentTieBreakSchema = z.enum(TOURNAMENT_TIE_BREAKS);
export type TournamentTieBreak = z.infer<typeof tournamentTieBreakSchema>;

/** upcoming: created, entrants frozen, not seeded; running: seeded, matches under way; finished; cancelled. */
export const TOURNAMENT_STATES = ['upcoming', 'running', 'finished', 'cancelled'] as const;
export const tournamentStateSchema = z.enum(TOURNAMENT_STATES);
export type TournamentState = z.infer<typeof tournamentStateSchema>;

/**
 * A match: waiting (an entrant still unknown), bye (one entrant, who advances unplayed), ready (both
 * known, not started), open (predictions open), closed (predictions closed, no result yet), decided,
 * replay (a tie the rule could not break: its predictions were refunded and the match is played again),
 * void (the tournament was cancelled before its result).
 */
export const TOURNAMENT_MATCH_STATES = [
  'waiting',
  'bye',
  'ready',
  'open',
  'closed',
  'decided',
  'replay',
  'void',
] as const;
export const tournamentMatchStateSchema = z.enum(TOURNAMENT_MATCH_STATES);
export type TournamentMatchState = z.infer<typeof tournamentMatchStateSchema>;

export const TOURNAMENT_SIDES = ['a', 'b'] as const;
export const tournamentSideSchema = z.enum(TOURNAMENT_SIDES);
export type TournamentSide = z.infer<typeof tournamentSideSchema>;

/** How a pool ended: paid (winners paid), refunded (void, single-sided, or nobody on the winner), open or not settled yet. */
export const TOURNAMENT_POOL_STATES = ['not_open', 'open', 'closed', 'paid', 'refunded'] as const;
export const tournamentPoolStateSchema = z.enum(TOURNAMENT_POOL_STATES);
export type TournamentPoolState = z.infer<typeof tournamentPoolStateSchema>;

export const tournamentEntrantSchema = z
  .object({
    id: z.string(),
    /** 1-based seed from the fair shuffle; null until the tournament is seeded. */
    seed: z.number().int().nullable(),
    slot: z.object({ id: z.string().nullable(), name: z.string(), provider: z.string() }),
    /** The viewer whose slot request brought the slot in; null for a catalogue pick. */
    caller: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Out of the tournament (lost a match); false for the champion and those still in. */
    eliminated: z.boolean(),
  })
  .meta({ id: 'TournamentEntrant' });
export type TournamentEntrant = z.infer<typeof tournamentEntrantSchema>;

/** One slot's buy in a match: cost and payout in cents, the multiplier payout/cost to 2 decimals. */
export const tournamentBuySchema = z.object({
  cost: z.number().int(),
  payout: z.number().int(),
  multiplier: z.string(),
});
export type TournamentBuy = z.infer<typeof tournamentBuySchema>;

/** A viewer's own prediction and what it paid. */
export const tournamentMyPredictionSchema = z.object({
  side: z.string(),
  points: z.number().int(),
  /** Points paid back (stake included); null until settled. */
  payout: z.number().int().nullable(),
  refunded: z.boolean(),
});
export type TournamentMyPrediction = z.infer<typeof tournamentMyPredictionSchema>;

export const tournamentPoolSideSchema = z.object({ points: z.number().int(), count: z.number().int() });

export const tournamentMatchSchema = z
  .object({
    id: z.string(),
    round: z.number().int(),
    /** 0-based position in its round. */
    position: z.number().int(),
    state: tournamentMatchStateSchema,
    /** Entrant ids; null while unknown (and b null for a bye). */
    a: z.string().nullable(),
    b: z.string().nullable(),
    result: z.object({ a: tournamentBuySchema, b: tournamentBuySchema }).nullable(),
    winner: tournamentSideSchema.nullable(),
    /** How the winner was found: the rule, the tie-break, or none (a tie to replay, a bye). */
    decidedBy: z.enum(['rule', 'tie_break']).nullable(),
    /** Replays played so far (a tie the rule could not break). */
    replays: z.number().int(),
    predictions: z.object({
      state: tournamentPoolStateSchema,
      a: tournamentPoolSideSchema,
      b: tournamentPoolSideSchema,
      /** Points the house cut took from the losing side's pool. */
      houseCut: z.number().int(),
      /** Points the 100,000-per-bet cap kept from winners. */
      capRemoved: z.number().int(),
      paid: z.number().int(),
      mine: tournamentMyPredictionSchema.nullable(),
    }),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'TournamentMatch' });
export type TournamentMatch = z.infer<typeof tournamentMatchSchema>;

export const tournamentProofSchema = z
  .object({
    serverSeedHash: z.string(),
    /** Revealed once the tournament is seeded. */
    serverSeed: z.string().nullable(),
    /** `entrantId:1` lines in creation order: the frozen list, drawn without replacement for the seeds. */
    entrantsText: z.string(),
    clientSeed: z.string().nullable(),
    beacon: giveawayBeaconSchema.nullable(),
  })
  .meta({ id: 'TournamentProof' });
export type TournamentProof = z.infer<typeof tournamentProofSchema>;

export const tournamentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    state: tournamentStateSchema,
    entrantCount: z.number().int(),
    /** The bracket's size: 4, 8, 16 or 32 (byes fill it). */
    bracketSize: z.number().int(),
    buyCents: z.number().int(),
    rule: tournamentRuleSchema,
    tieBreak: tournamentTieBreakSchema,
    houseCutBps: z.number().int(),
    maxStake: z.number().int(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    entrants: z.array(tournamentEntrantSchema),
    /** Rounds in order, each with its matches by position; empty until seeded. */
    rounds: z.array(z.object({ round: z.number().int(), matches: z.array(tournamentMatchSchema) })),
    /** The match to play next (or being played); null before the start and after the end. */
    currentMatchId: z.string().nullable(),
    /** The entrant who won the final. */
    championId: z.string().nullable(),
    champion: z.object({
      state: tournamentPoolStateSchema,
      pools: z.array(z.object({ entrantId: z.string(), points: z.number().int(), count: z.number().int() })),
      houseCut: z.number().int(),
      capRemoved: z.number().int(),
      paid: z.number().int(),
      mine: tournamentMyPredictionSchema.nullable(),
    }),
    proof: tournamentProofSchema,
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: tournamentStateSchema,
  entrantCount: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The champion's slot name, once finished. */
  champion: z.string().nullable(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** GET /api/v1/tournaments */
export const tournamentListSchema = z
  .object({
    running: z.array(tournamentSummarySchema),
    upcoming: z.array(tournamentSummarySchema),
    finished: z.array(tournamentSummarySchema),
  })
  .meta({ id: 'TournamentList' });
export type TournamentList = z.infer<typeof tournamentListSchema>;

const whole = (min: number, max: number) =>
  z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** POST /api/v1/admin/tournaments — entrants from open slot requests and catalogue slots, 3..32 in all. */
export const tournamentInputSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(TOURNAMENT_NAME_MAX),
    buyCents: whole(1, TOURNAMENT_MAX_CENTS),
    rule: tournamentRuleSchema,
    tieBreak: tournamentTieBreakSchema,
    houseCutBps: whole(0, TOURNAMENT_MAX_HOUSE_CUT_BPS).default(0),
    maxStake: whole(1, TOURNAMENT_MAX_STAKE_LIMIT).default(TOURNAMENT_DEFAULT_MAX_STAKE),
    slotRequestIds: z.array(z.uuid()).max(TOURNAMENT_MAX_ENTRANTS).default([]),
    slotIds: z.array(z.uuid()).max(TOURNAMENT_MAX_ENTRANTS).default([]),
  })
  .refine((t) => t.tieBreak !== t.rule, { path: ['tieBreak'], message: 'must differ from the rule' })
  .refine(
    (t) => {
      const n = t.slotRequestIds.length + t.slotIds.length;
      return n >= TOURNAMENT_MIN_ENTRANTS && n <= TOURNAMENT_MAX_ENTRANTS;
    },
    {
      path: ['slotIds'],
      message: `${TOURNAMENT_MIN_ENTRANTS} to ${TOURNAMENT_MAX_ENTRANTS} entrants in all (slot requests and catalogue slots)`,
    },
  );
export type TournamentInput = z.infer<typeof tournamentInputSchema>;

/** POST /api/v1/admin/tournaments/{id}/start — `withoutBeacon`: seed from the list alone (no relay answers), with the reason. */
export const tournamentStartSchema = z.object({
  withoutBeacon: z.string().trim().min(3, 'must be at least 3 characters').max(TOURNAMENT_REASON_MAX).optional(),
});

/** POST /api/v1/admin/tournaments/{id}/cancel */
export const tournamentCancelSchema = z.object({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(TOURNAMENT_REASON_MAX),
});

const buyInput = z.object({
  cost: whole(1, TOURNAMENT_MAX_CENTS),
  payout: whole(0, TOURNAMENT_MAX_CENTS),
});
/** PUT /api/v1/admin/tournaments/{id}/matches/{matchId}/result — both slots' cost and payout in cents. */
export const tournamentResultSchema = z.object({ a: buyInput, b: buyInput });
export type TournamentResultInput = z.infer<typeof tournamentResultSchema>;

/** POST /api/v1/tournaments/{id}/matches/{matchId}/predictions */
export const tournamentPredictionSchema = z.object({
  side: tournamentSideSchema,
  points: whole(1, TOURNAMENT_MAX_STAKE_LIMIT),
});
/** POST /api/v1/tournaments/{id}/champion */
export const tournamentChampionSchema = z.object({
  entrantId: z.string().regex(/^\d{1,18}$/, 'must be an entrant id'),
  points: whole(1, TOURNAMENT_MAX_STAKE_LIMIT),
});
/**
 * What a prediction answers: the balance after its stake and the prediction itself (`matchId` null
 * and `pick` an entrant id for the champion pool). The pools' new totals reach every open page with
 * the `tournament` event, so the answer carries only what this request changed.
 */
export const tournamentPredictionPlacedSchema = z
  .object({
    balance: z.number().int(),
    prediction: z.object({
      tournamentId: z.uuid(),
      matchId: z.string().nullable(),
      pick: z.string(),
      points: z.number().int(),
    }),
  })
  .meta({ id: 'TournamentPredictionPlaced' });
export type TournamentPredictionPlaced = z.infer<typeof tournamentPredictionPlacedSchema>;

export const tournamentMatchParamsSchema = z.object({ id: z.uuid(), matchId: z.string().regex(/^\d{1,18}$/) });

/** The site event every open page hears when a tournament changes (data: `{id}`). */
export const TOURNAMENT_EVENT = 'tournament';
