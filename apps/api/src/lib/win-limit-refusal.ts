import { eligibleAgainAt, reachedWinLimit, type WinLimit } from '@app/contracts';
import { AppError } from './app-error';

/**
 * The refusal of an account at a winner limit (ADR 070), or null when it may still win: 403
 * WIN_LIMIT_REACHED with `fields.until`, when its oldest counted win leaves the period. `what` names
 * the draw in the English message ('giveaway', 'GTB'); the pages and the chat word it from the code.
 */
export function winLimitRefusal(
  what: string,
  limit: WinLimit | null,
  winTimesMs: readonly number[],
  closesAtMs: number,
): AppError | null {
  if (!limit || !reachedWinLimit(winTimesMs, closesAtMs, limit)) return null;
  const until = new Date(eligibleAgainAt(winTimesMs, limit)!).toISOString();
  return new AppError(
    'WIN_LIMIT_REACHED',
    `This ${what} allows ${limit.wins} win(s) per ${limit.days} days and you have reached it: you may win again from ${until}.`,
    { until },
  );
}
