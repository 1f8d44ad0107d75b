import { reachedWinLimit, winLimitOf, winLimitPeriodStart } from '@app/contracts';
import type { Executor } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import { winLimitRefusal } from '../../lib/win-limit-refusal';
import * as repo from './repository';

/**
 * The GTB winner limit (ADR 070): an account awarded `gtbWinLimit` GTB places (in other hunts) in the
 * `gtbWinLimitDays` days before GTB closes may not win a place. While GTB is open such an account's
 * guess is refused (WIN_LIMIT_REACHED, with when it may win again); at the settlement the guesses of
 * accounts at the limit when GTB closed are marked ineligible: they stay in the ranking, marked, and
 * the places go to the closest others.
 */
export async function assertGtbWinLimit(tx: Executor, hunt: repo.HuntRow, userId: string): Promise<void> {
  const limit = winLimitOf(hunt.gtbWinLimit, hunt.gtbWinLimitDays);
  if (!limit) return;
  const now = Date.now();
  const times = await repo.gtbWinTimes(tx, userId, hunt.id, new Date(winLimitPeriodStart(now, limit)));
  const refusal = winLimitRefusal('GTB', limit, times, now);
  if (refusal) throw refusal;
}

/** `assertGtbWinLimit` for many accounts at once (a batch of chat guesses): the refusal of each one at the limit. */
export async function gtbWinLimitRefusals(
  tx: Executor,
  hunt: repo.HuntRow,
  userIds: readonly string[],
): Promise<Map<string, AppError>> {
  const out = new Map<string, AppError>();
  const limit = winLimitOf(hunt.gtbWinLimit, hunt.gtbWinLimitDays);
  if (!limit || userIds.length === 0) return out;
  const now = Date.now();
  const times = await repo.gtbWinTimesOf(tx, userIds, hunt.id, new Date(winLimitPeriodStart(now, limit)));
  for (const [userId, t] of times) {
    const refusal = winLimitRefusal('GTB', limit, t, now);
    if (refusal) out.set(userId, refusal);
  }
  return out;
}

/** At the settlement: marks the guesses of accounts at the limit when GTB closed; returns those accounts. */
export async function markGtbWinLimit(tx: Executor, hunt: repo.HuntRow): Promise<Set<string>> {
  const limit = winLimitOf(hunt.gtbWinLimit, hunt.gtbWinLimitDays);
  if (!limit) return new Set();
  const closedAt = hunt.gtbClosedAt ?? new Date();
  const close = closedAt.getTime();
  const wins = await repo.guesserGtbWins(tx, hunt.id, new Date(winLimitPeriodStart(close, limit)), closedAt);
  const out = wins.filter((w) => reachedWinLimit(w.times, close, limit)).map((w) => w.userId);
  await repo.markGuessesIneligible(tx, hunt.id, out);
  return new Set(out);
}
