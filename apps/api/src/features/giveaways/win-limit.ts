import { reachedWinLimit, winLimitOf, winLimitPeriodStart } from '@app/contracts';
import type { Tx } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import { winLimitRefusal } from '../../lib/win-limit-refusal';
import { pointsService } from '../points/service';
import * as repo from './repository';

/**
 * The giveaway winner limit (ADR 070): an account with `winLimit` standing giveaway wins drawn in the
 * `winLimitDays` days before the close may not win. An entry is refused while the account is at the
 * limit (WIN_LIMIT_REACHED, with when it may win again); the draw marks the entries whose account
 * reached it after entering, in the frozen list, and refunds what they paid.
 */
export function winLimitError(
  g: Pick<repo.EntryRules, 'winLimit' | 'winLimitDays' | 'closesAt'>,
  facts: Pick<repo.EligibilityFacts, 'winTimes'>,
): AppError | null {
  return winLimitRefusal('giveaway', winLimitOf(g.winLimit, g.winLimitDays), facts.winTimes, g.closesAt.getTime());
}

/**
 * At the draw, before the list is read: the entries whose account reached the limit at the close are
 * marked ineligible (their line in the frozen list says so) and their paid points refunded, once.
 * Returns how many were marked.
 */
export async function markWinLimit(tx: Tx, g: repo.GiveawayRow): Promise<number> {
  const limit = winLimitOf(g.winLimit, g.winLimitDays);
  if (!limit) return 0;
  const close = g.closesAt.getTime();
  const wins = await repo.entrantWins(tx, g.id, new Date(winLimitPeriodStart(close, limit)), g.closesAt);
  const out = wins.filter((w) => reachedWinLimit(w.times, close, limit)).map((w) => w.entryId);
  for (const r of await repo.markIneligible(tx, out))
    await pointsService.credit(tx, {
      userId: r.userId,
      amount: r.paid,
      reason: 'giveaway_refund',
      refType: 'giveaway',
      refId: g.id,
      params: { giveaway: g.title },
    });
  return out.length;
}
