import { z } from 'zod';
import { MAX_BET, MAX_MINES, MAX_SIDE_BET, MIN_BET, MIN_MINES, MIN_SIDE_BET, TILE_COUNT } from './limits';

/** Fairness data of a finished round: enough to verify it once the server seed is revealed. */
export const fairnessRefSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

// ---------- Mines ----------

export const minesTileSchema = z.object({ hidden: z.boolean(), type: z.enum(['mine', 'diamond']).nullable() });

/** The engine's public view (packages/games minesPublicView) plus the game id. Never holds a mine position while active. */
export const minesRoundSchema = z
  .object({
    gameId: z.uuid(),
    status: z.enum(['active', 'exploded', 'cashed_out']),
    bet: z.number().int(),
    game: z.object({
      mines: z.number().int(),
      currentMultiplier: z.number().nullable(),
      nextMultiplier: z.number().nullable(),
      exploded: z.boolean(),
      cashedOut: z.boolean(),
    }),
    board: z.array(minesTileSchema).length(TILE_COUNT),
    revealed: z.array(z.number().int()),
    totalRevealed: z.number().int(),
    /** floor(bet x current multiplier), capped at 100,000: what Cashout pays now. */
    cashoutValue: z.number().int().nullable(),
    /** Points paid back once finished (0 when lost); null while active. */
    points: z.number().int().nullable(),
    explodedTile: z.number().int().nullable(),
    fairness: fairnessRefSchema.nullable(),
    /** Set by PUT /mines: the tile just revealed (0-based index). */
    updatedTile: z
      .object({ index: z.number().int(), type: z.enum(['mine', 'diamond']), hidden: z.literal(false) })
      .optional(),
  })
  .meta({ id: 'MinesRound' });
export type MinesRound = z.infer<typeof minesRoundSchema>;

/** Every Mines answer carries the round and the player's balance after it. */
export const minesResponseSchema = z
  .object({ round: minesRoundSchema, balance: z.number().int() })
  .meta({ id: 'MinesResponse' });
export type MinesResponse = z.infer<typeof minesResponseSchema>;
export const minesActiveResponseSchema = z.object({ round: minesRoundSchema.nullable(), balance: z.number().int() });
export type MinesActiveResponse = z.infer<typeof minesActiveResponseSchema>;

export const minesBetBodySchema = z.object({
  bet: z
    .number()
    .int('must be a whole number')
    .min(MIN_BET, `must be at least ${MIN_BET}`)
    .max(MAX_BET, `must be at most ${MAX_BET}`),
  mines: z
    .number()
    .int('must be a whole number')
    .min(MIN_MINES, `must be at least ${MIN_MINES}`)
    .max(MAX_MINES, `must be at most ${MAX_MINES}`),
});
export type MinesBetBody = z.infer<typeof minesBetBodySchema>;
/** 1-based tile, as the reference product's board sends it (docs/product.md#mines). */
export const minesRevealBodySchema = z.object({
  position: z
    .number()
    .int('must be a whole number')
    .min(1, `must be from 1 to ${TILE_COUNT}`)
    .max(TILE_COUNT, `must be from 1 to ${TILE_COUNT}`),
});
export type MinesRevealBody = z.infer<typeof minesRevealBodySchema>;

// ---------- Blackjack ----------

export const cardSchema = z.object({ rank: z.string(), suit: z.string(), value: z.number().int() });
export type Card = z.infer<typeof cardSchema>;

export const blackjackRoundSchema = z
  .object({
    gameId: z.uuid(),
    gameState: z.enum(['in_progress', 'player_blackjack', 'dealer_blackjack', 'win', 'lose', 'push', 'finished']),
    playerHands: z.array(
      z.object({
        cards: z.array(cardSchema),
        bet: z.number().int(),
        total: z.string(),
        isBlackjack: z.boolean(),
        isBusted: z.boolean(),
        isDoubled: z.boolean(),
        isDone: z.boolean(),
      }),
    ),
    /** While in progress: the up card and a card of rank 'hidden'. */
    dealerHand: z.object({ cards: z.array(cardSchema), total: z.string() }),
    activeHandIndex: z.number().int(),
    sideBets: z.object({ perfectPairs: z.number().int(), twentyOnePlusThree: z.number().int() }),
    sideBetOutcomes: z.object({ perfectPairs: z.string().nullable(), twentyOnePlusThree: z.string().nullable() }),
    /** Totals returned, stake included. */
    payout: z.object({
      hands: z.array(z.number().int()),
      perfectPairs: z.number().int(),
      twentyOnePlusThree: z.number().int(),
    }),
    results: z.array(z.object({ result: z.enum(['win', 'lose', 'push']), payout: z.number().int() })).nullable(),
    actions: z.object({ hit: z.boolean(), stand: z.boolean(), double: z.boolean(), split: z.boolean() }),
    fairness: fairnessRefSchema.nullable(),
  })
  .meta({ id: 'BlackjackRound' });
export type BlackjackRound = z.infer<typeof blackjackRoundSchema>;

export const blackjackResponseSchema = z
  .object({ round: blackjackRoundSchema, balance: z.number().int() })
  .meta({ id: 'BlackjackResponse' });
export type BlackjackResponse = z.infer<typeof blackjackResponseSchema>;
export const blackjackActiveResponseSchema = z.object({
  round: blackjackRoundSchema.nullable(),
  balance: z.number().int(),
});
export type BlackjackActiveResponse = z.infer<typeof blackjackActiveResponseSchema>;

const sideBet = z
  .number()
  .int('must be a whole number')
  .min(MIN_SIDE_BET, `must be at least ${MIN_SIDE_BET}`)
  .max(MAX_SIDE_BET, `must be at most ${MAX_SIDE_BET}`);
export const blackjackBetBodySchema = z.object({
  bet: z
    .number()
    .int('must be a whole number')
    .min(MIN_BET, `must be at least ${MIN_BET}`)
    .max(MAX_BET, `must be at most ${MAX_BET}`),
  sideBets: z
    .object({ perfectPairs: sideBet, twentyOnePlusThree: sideBet })
    .default({ perfectPairs: 0, twentyOnePlusThree: 0 }),
});
export type BlackjackBetBody = z.input<typeof blackjackBetBodySchema>;
export const blackjackActionBodySchema = z.object({ gameId: z.uuid() });
export type BlackjackActionBody = z.infer<typeof blackjackActionBodySchema>;

// ---------- Fairness ----------

export const fairnessGameSchema = z.object({
  gameId: z.uuid(),
  kind: z.enum(['mines', 'blackjack']),
  createdAt: z.string(),
  bet: z.number().int(),
  payout: z.number().int(),
  /** Mines: the mine count, needed to verify the board. */
  mines: z.number().int().nullable(),
  serverSeedHash: z.string(),
  /** Revealed only after the pair was rotated. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type FairnessGame = z.infer<typeof fairnessGameSchema>;

export const fairnessSchema = z
  .object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The nonce the next game will use. */
    nonce: z.number().int(),
    /** The last revealed pair, so its games can be verified. */
    previous: z
      .object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() })
      .nullable(),
    recentGames: z.array(fairnessGameSchema),
  })
  .meta({ id: 'Fairness' });
export type Fairness = z.infer<typeof fairnessSchema>;

export const clientSeedBodySchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64, 'must be at most 64 characters')
    .regex(/^[\w-]+$/, 'may use letters, digits, _ and - only'),
});
export type ClientSeedBody = z.infer<typeof clientSeedBodySchema>;

export const rotateResultSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  fairness: fairnessSchema,
});
export type RotateResult = z.infer<typeof rotateResultSchema>;
