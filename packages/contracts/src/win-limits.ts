import { z } from 'zod';

/**
 * Winner limits (ADR 070): a giveaway or a hunt's GTB may refuse a win to an account that already won
 * `wins` times (of the same kind: giveaways for a giveaway, GTB places for a GTB) in the `days` days
 * before its close. Who is ineligible is fixed at the close and marked in the frozen list, so the proof
 * still holds.
 */
export const WIN_LIMIT_MAX_WINS = 10;
export const WIN_LIMIT_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

/** A winner limit as the pages read it; null where there is none. */
export const winLimitSchema = z
  .object({
    /** Wins an account may already have in the period and still win (1: one win per period). */
    wins: z.number().int(),
    /** The rolling period, in days before the close. */
    days: z.number().int(),
  })
  .meta({ id: 'WinLimit' });
export type WinLimit = z.infer<typeof winLimitSchema>;

const whole = (min: number, max: number) =>
  z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** A winner limit as an admin sets it: 1..10 wins per 1..365 days. */
export const winLimitInputSchema = z.object({ wins: whole(1, WIN_LIMIT_MAX_WINS), days: whole(1, WIN_LIMIT_MAX_DAYS) });

/** The limit read back from its two columns. */
export const winLimitOf = (wins: number | null, days: number | null): WinLimit | null =>
  wins !== null && days !== null ? { wins, days } : null;

/** The start of the rolling period a draw closing at `closesAtMs` counts wins in (exclusive; the close inclusive). */
export const winLimitPeriodStart = (closesAtMs: number, limit: WinLimit): number => closesAtMs - limit.days * DAY_MS;

/**
 * Whether an account with these earlier wins (their times, unix ms) may still win a draw closing at
 * `closesAtMs`: wins in (close - days, close] count; later ones (drawn after the close) do not.
 */
export function reachedWinLimit(winTimesMs: readonly number[], closesAtMs: number, limit: WinLimit | null): boolean {
  if (!limit) return false;
  const from = winLimitPeriodStart(closesAtMs, limit);
  return winTimesMs.filter((t) => t > from && t <= closesAtMs).length >= limit.wins;
}

/** When an account that reached the limit may win again: when its `wins`-th latest win leaves the period. */
export function eligibleAgainAt(winTimesMs: readonly number[], limit: WinLimit): number | null {
  const latest = [...winTimesMs].sort((a, b) => b - a);
  const nth = latest[limit.wins - 1];
  return nth === undefined ? null : nth + limit.days * DAY_MS;
}
