import { z } from 'zod';
import { eurosInput, eurosSchema } from './money';
import { BONUS_BET_MAX_CHARS, BONUS_EARNING_MAX_CHARS, HUNT_START_MAX_CHARS, MAX_BONUSES_PER_HUNT } from './limits';

import { slotSchema } from './slots';

export const bonusSchema = z
  .object({
    id: z.uuid(),
    slot: slotSchema.pick({ id: true, name: true, provider: true, thumbnail: true }).nullable(),
    bet: eurosSchema,
    /** null until the bonus is opened; "0.00" for an opened bonus that paid nothing (a dead bonus). */
    earning: eurosSchema.nullable(),
    /** earning / bet to 2 decimals; null when unopened or the bet is 0 (shown '-'). */
    multiplier: z.number().nullable(),
    superBonus: z.boolean(),
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof bonusSchema>;

const highlightSchema = z.object({
  slotName: z.string(),
  provider: z.string(),
  bet: eurosSchema,
  earning: eurosSchema,
  multi: z.number(),
});

export const huntStatsSchema = z
  .object({
    totalBonuses: z.number().int(),
    openedBonuses: z.number().int(),
    totalBets: eurosSchema,
    totalEarnings: eurosSchema,
    profit: eurosSchema,
    startBreakEvenX: z.number(),
    breakEvenX: z.number(),
    breakEvenAmount: eurosSchema,
    avgEarning: eurosSchema,
    avgMulti: z.number(),
    avgMultiWeighted: z.number(),
    highestWin: eurosSchema,
    highestMulti: z.number(),
    best: highlightSchema.nullable(),
    worst: highlightSchema.nullable(),
    providers: z.array(
      z.object({
        provider: z.string(),
        count: z.number().int(),
        bets: eurosSchema,
        earnings: eurosSchema,
        avgMulti: z.number(),
      }),
    ),
  })
  .meta({ id: 'HuntStats' });
export type HuntStatsView = z.infer<typeof huntStatsSchema>;

export const huntStatusSchema = z.enum(['Completed', 'In progress']);

export const bonusHuntSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    start: eurosSchema,
    shared: z.boolean(),
    createdAt: z.string(),
    /** Whether the caller may edit it (the owner outside the shared view). */
    editable: z.boolean(),
    status: huntStatusSchema,
    bonuses: z.array(bonusSchema),
    stats: huntStatsSchema,
  })
  .meta({ id: 'BonusHunt' });
export type BonusHunt = z.infer<typeof bonusHuntSchema>;

/** A card of GET /api/v1/bonus-hunt. */
export const bonusHuntSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: z.string(),
    start: eurosSchema,
    shared: z.boolean(),
    slots: z.number().int(),
    left: z.number().int(),
    status: huntStatusSchema,
    breakEvenX: z.number(),
    breakEvenAmount: eurosSchema,
  })
  .meta({ id: 'BonusHuntSummary' });
export type BonusHuntSummary = z.infer<typeof bonusHuntSummarySchema>;

/** The longest hunt name, in characters after trimming. */
export const HUNT_NAME_MAX = 80;

/**
 * A new hunt needs a name: the service refuses an empty one (400 HUNT_NAME_REQUIRED) and one over
 * HUNT_NAME_MAX characters (400 HUNT_NAME_TOO_LONG), after trimming. The schema only bounds the body.
 */
export const huntCreateSchema = z.object({
  name: z.string().max(1_000).describe(`1 to ${HUNT_NAME_MAX} characters after trimming`),
});

/** Why a new hunt's name is refused, or null when it is fine (the dialog and the API share the rule). */
export function huntNameProblem(name: string): 'HUNT_NAME_REQUIRED' | 'HUNT_NAME_TOO_LONG' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'HUNT_NAME_REQUIRED';
  return trimmed.length > HUNT_NAME_MAX ? 'HUNT_NAME_TOO_LONG' : null;
}
export const huntPatchSchema = z
  .object({
    // Checked by the service as a new hunt's name is (huntNameProblem): stable codes, never empty.
    name: z.string().max(1_000).describe(`1 to ${HUNT_NAME_MAX} characters after trimming`),
    start: eurosInput(HUNT_START_MAX_CHARS),
    shared: z.boolean(),
  })
  .partial();

/**
 * A bonus's earning as typed: null or an empty text = not opened; any amount, 0 included, opens it
 * (0 is a dead bonus).
 */
export const earningInput = z
  .union([z.null(), z.string().regex(/^\s*$/), eurosInput(BONUS_EARNING_MAX_CHARS)])
  .transform((v): number | null => (typeof v === 'number' ? v : null))
  .meta({
    description:
      'euros as a string or number (at most 7 characters, 2 decimals); null or "" = not opened, 0 = opened and paid nothing',
  });

/** POST /bonus-hunt/{id}/bonuses and PATCH …/{bonusId}. `slot` is a slot id; multiplier is computed, never stored. */
export const bonusInputSchema = z.object({
  slot: z.uuid().nullable().optional(),
  bet: eurosInput(BONUS_BET_MAX_CHARS).optional(),
  earning: earningInput.optional(),
  multiplier: z.unknown().optional().meta({ description: 'ignored: computed by the server' }),
  superBonus: z.boolean().optional(),
});
export type BonusInput = z.output<typeof bonusInputSchema>;

export const reorderSchema = z.object({ newOrder: z.array(z.uuid()).max(MAX_BONUSES_PER_HUNT) });

export const bonusHuntParamsSchema = z.object({ id: z.uuid() });
export const bonusParamsSchema = z.object({ id: z.uuid(), bonusId: z.uuid() });
