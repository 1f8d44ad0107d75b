import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { MAX_POINTS_BALANCE } from './limits';

/*
 * Responsible play (ADR 067): a viewer's daily and weekly points-loss limits, cool-off and
 * self-exclusion, and the reality check. The rules here are pure (the clock is an argument); the API
 * applies them inside each stake's own transaction, and the web shows what they answer.
 */

/** The cool-off lengths offered, and the self-exclusion lengths. */
export const COOL_OFF_LENGTHS = ['24h', '7d', '30d'] as const;
export type CoolOffLength = (typeof COOL_OFF_LENGTHS)[number];
export const EXCLUSION_LENGTHS = ['6m', 'forever'] as const;
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[number];
/** The reality check's intervals a viewer may choose (minutes of play); null turns it off. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** A raised (or removed) limit applies this long after it was asked for; a lowered one at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** A limit is whole points from 0 (no loss at all) to the balance ceiling. */
export const MAX_LOSS_LIMIT = MAX_POINTS_BALANCE;
/** Where the days and weeks of the limits are counted (Monday starts the week). */
export const RESPONSIBLE_PLAY_TZ = 'Europe/Lisbon';

/**
 * The ledger reasons a loss is counted from: the stakes (Mines and Blackjack bets, AVG bets, paid
 * giveaway tickets) less what those stakes gave back (game payouts, AVG payouts and refunds,
 * giveaway refunds). Prizes (GTB places, giveaway wins) are not returns of a stake and do not count.
 */
export const STAKE_REASONS = ['game_bet', 'hunt_bet', 'giveaway_entry', 'tournament_prediction'] as const;
export const STAKE_RETURN_REASONS = [
  'game_payout',
  'hunt_payout',
  'hunt_refund',
  'giveaway_refund',
  'tournament_payout',
  'tournament_refund',
  'tournament_correction',
] as const;

/** 'forever' is a self-exclusion without an end. */
export type BlockEnd = Date | 'forever';

/** A limit now, and a raise (or removal: null) waiting for its time. */
export type LimitSetting = { limit: number | null; pending: { limit: number | null; at: Date } | null };

const HOUR = 60 * 60 * 1000;

/** When a cool-off or self-exclusion asked for at `now` ends (6 months: calendar months in UTC). */
export function blockEnd(length: CoolOffLength | ExclusionLength, now: Date): BlockEnd {
  switch (length) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR);
    case '7d':
      return new Date(now.getTime() + 7 * 24 * HOUR);
    case '30d':
      return new Date(now.getTime() + 30 * 24 * HOUR);
    case '6m': {
      const end = new Date(now.getTime());
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'forever':
      return 'forever';
  }
}

const endMs = (end: BlockEnd) => (end === 'forever' ? Number.POSITIVE_INFINITY : end.getTime());

/** Whether a block (cool-off or exclusion) is in force at `now`. */
export const blockActive = (end: BlockEnd | null, now: Date): boolean => end !== null && endMs(end) > now.getTime();

/**
 * May a block ending at `requested` replace the one ending at `current`? Never shorter than one in
 * force (a block can only be lengthened); anything once the current one is over.
 */
export function mayReplaceBlock(current: BlockEnd | null, requested: BlockEnd, now: Date): boolean {
  if (!blockActive(current, now)) return true;
  return endMs(requested) >= endMs(current!);
}

/** The setting as it stands at `now`: a pending raise whose time has come is the limit. */
export function settleLimit(s: LimitSetting, now: Date): LimitSetting {
  if (s.pending && s.pending.at.getTime() <= now.getTime()) return { limit: s.pending.limit, pending: null };
  return s;
}

/** Is `a` stricter than `b` (null: no limit)? */
const stricter = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/**
 * The setting after the viewer asks for `requested` at `now`: a lower limit (or a first one) applies
 * at once and drops any pending raise; the same limit drops the pending raise; a higher one (or none)
 * waits LIMIT_RAISE_DELAY_MS (asking again for the raise already waiting keeps its time).
 */
export function changeLimit(s: LimitSetting, requested: number | null, now: Date): LimitSetting {
  const settled = settleLimit(s, now);
  if (requested === settled.limit) return { limit: settled.limit, pending: null };
  if (stricter(requested, settled.limit)) return { limit: requested, pending: null };
  if (settled.pending && settled.pending.limit === requested) return settled;
  return { limit: settled.limit, pending: { limit: requested, at: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) } };
}

/**
 * One limit for two accounts merged into one (ADR 067): the stricter limit in force at `now` wins and
 * brings its own pending raise; with the same limit on both, a raise stays pending only when both had
 * asked for one (the lower of the two, at the later time). Merging never loosens a limit.
 */
export function mergeLimit(a: LimitSetting, b: LimitSetting, now: Date): LimitSetting {
  const x = settleLimit(a, now);
  const y = settleLimit(b, now);
  if (stricter(x.limit, y.limit)) return x;
  if (stricter(y.limit, x.limit)) return y;
  if (!x.pending || !y.pending) return { limit: x.limit, pending: null };
  return {
    limit: x.limit,
    pending: {
      limit: stricter(y.pending.limit, x.pending.limit) ? y.pending.limit : x.pending.limit,
      at: new Date(Math.max(x.pending.at.getTime(), y.pending.at.getTime())),
    },
  };
}

/** The later of two blocks (null: none); a block already over counts as none. */
export function laterBlock<T extends BlockEnd>(a: T | null, b: T | null, now: Date): T | null {
  const live = [a, b].filter((end): end is T => blockActive(end, now));
  if (live.length === 0) return null;
  return live.reduce((p, q) => (endMs(q) > endMs(p) ? q : p));
}

export type ResponsiblePlaySettings = {
  daily: LimitSetting;
  weekly: LimitSetting;
  coolOffUntil: Date | null;
  exclusion: BlockEnd | null;
  realityCheckMinutes: number | null;
};

/**
 * The settings of an account that another was merged into: the stricter of each limit, the later
 * cool-off and self-exclusion, and the more frequent reality check.
 */
export function mergeSettings(
  a: ResponsiblePlaySettings,
  b: ResponsiblePlaySettings,
  now: Date,
): ResponsiblePlaySettings {
  const minutes = [a.realityCheckMinutes, b.realityCheckMinutes].filter((m): m is number => m !== null);
  return {
    daily: mergeLimit(a.daily, b.daily, now),
    weekly: mergeLimit(a.weekly, b.weekly, now),
    coolOffUntil: laterBlock(a.coolOffUntil, b.coolOffUntil, now),
    exclusion: laterBlock(a.exclusion, b.exclusion, now),
    realityCheckMinutes: minutes.length ? Math.min(...minutes) : null,
  };
}

/** Points the viewer may still lose in a period: null without a limit; never below 0. */
export const remainingAllowance = (limit: number | null, loss: number): number | null =>
  limit === null ? null : Math.max(0, limit - loss);

export type PeriodLoss = { limit: number | null; loss: number; resetsAt: Date };

export type StakeVerdict =
  | { ok: true }
  | { ok: false; code: 'RG_SELF_EXCLUDED'; until: BlockEnd }
  | { ok: false; code: 'RG_COOLING_OFF'; until: Date }
  | { ok: false; code: 'RG_LIMIT_REACHED'; until: Date; period: 'daily' | 'weekly' };

/**
 * May the viewer stake `stake` points now? Refused during a self-exclusion or cool-off, and when the
 * stake, counted as lost, would take the day's or the week's loss past its limit (until the later
 * reset of the limits it breaks). A stake of 0 (a free GTB guess) is refused only by a block.
 */
export function stakeVerdict(input: {
  excludedUntil: BlockEnd | null;
  coolOffUntil: Date | null;
  daily: PeriodLoss;
  weekly: PeriodLoss;
  stake: number;
  now: Date;
}): StakeVerdict {
  const { now, stake } = input;
  if (blockActive(input.excludedUntil, now))
    return { ok: false, code: 'RG_SELF_EXCLUDED', until: input.excludedUntil! };
  if (blockActive(input.coolOffUntil, now)) return { ok: false, code: 'RG_COOLING_OFF', until: input.coolOffUntil! };
  if (stake <= 0) return { ok: true };
  const breaks = (p: PeriodLoss) => p.limit !== null && p.loss + stake > p.limit;
  const weekly = breaks(input.weekly);
  if (weekly) return { ok: false, code: 'RG_LIMIT_REACHED', until: input.weekly.resetsAt, period: 'weekly' };
  if (breaks(input.daily)) return { ok: false, code: 'RG_LIMIT_REACHED', until: input.daily.resetsAt, period: 'daily' };
  return { ok: true };
}

/** The Lisbon calendar day and week (Monday 00:00) containing `at`: their start and the next one's. */
export function lossWindows(at: Date): { day: { start: Date; end: Date }; week: { start: Date; end: Date } } {
  const local = new TZDate(at.getTime(), RESPONSIBLE_PLAY_TZ);
  const y = local.getFullYear();
  const m = local.getMonth();
  const d = local.getDate();
  const back = (local.getDay() + 6) % 7;
  const midnight = (day: number) => new Date(new TZDate(y, m, day, 0, 0, 0, RESPONSIBLE_PLAY_TZ).getTime());
  return {
    day: { start: midnight(d), end: midnight(d + 1) },
    week: { start: midnight(d - back), end: midnight(d - back + 7) },
  };
}

// --- the API's contract ---

const limitValue = z
  .number()
  .int('must be a whole number of points')
  .min(0, 'must be 0 or more')
  .max(MAX_LOSS_LIMIT, `must be at most ${MAX_LOSS_LIMIT}`)
  .nullable();

export const responsiblePlayLimitsInputSchema = z.strictObject({
  dailyLimit: limitValue.describe('Points; null removes the limit (after 24 hours, like a raise)'),
  weeklyLimit: limitValue.describe('Points; null removes the limit (after 24 hours, like a raise)'),
});
export type ResponsiblePlayLimitsInput = z.infer<typeof responsiblePlayLimitsInputSchema>;

export const coolOffInputSchema = z.strictObject({ length: z.enum(COOL_OFF_LENGTHS) });
export const selfExclusionInputSchema = z.strictObject({ length: z.enum(EXCLUSION_LENGTHS) });
export const realityCheckInputSchema = z.strictObject({
  minutes: z
    .number()
    .refine((n) => (REALITY_CHECK_MINUTES as readonly number[]).includes(n), {
      message: `must be one of ${REALITY_CHECK_MINUTES.join(', ')}`,
    })
    .nullable(),
});

const pendingSchema = z.object({ limit: z.number().int().nullable(), effectiveAt: z.string() }).nullable();
const periodSchema = z.object({
  limit: z.number().int().nullable(),
  pending: pendingSchema.describe('A raise or removal waiting for its time'),
  loss: z.number().int().describe('Points staked minus points returned in this period (negative: ahead)'),
  remaining: z.number().int().nullable(),
  resetsAt: z.string(),
});

export const responsiblePlayStateSchema = z.object({
  daily: periodSchema,
  weekly: periodSchema,
  coolOffUntil: z.string().nullable(),
  excludedUntil: z.string().nullable().describe("ISO time, or 'forever'"),
  realityCheckMinutes: z.number().int().nullable(),
});
export type ResponsiblePlayState = z.infer<typeof responsiblePlayStateSchema>;

export const responsiblePlayNetQuerySchema = z.object({ since: z.iso.datetime() });
export const responsiblePlayNetSchema = z.object({
  since: z.string(),
  net: z.number().int().describe('Points returned minus points staked since `since` (negative: a loss)'),
});
export type ResponsiblePlayNet = z.infer<typeof responsiblePlayNetSchema>;
