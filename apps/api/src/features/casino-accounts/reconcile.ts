import type { Db } from '../../db/client';
import { monthWindow, previousMonth } from '../../lib/lisbon-months';
import * as repo from './repository';

/** Rows verified or recorded in one check past which the tables' statistics are refreshed (see analyzeClaims). */
const ANALYZE_AFTER = 1_000;

/**
 * Brings the claims up to date with the sponsors' rows: every pending claim whose name is in its
 * sponsor's rows of the previous or the current Lisbon month becomes verified (with the first of those
 * months it appears in), the claimed names' wagers of those months (and of an older month just
 * written again) are copied into casino_wagers, then
 * every pending claim older than the claim window expires. Verification runs first, so a name seen
 * on the last day is verified, not expired. Each step is one conditional
 * statement: any number of instances may run it at once, and a second run changes nothing.
 */
export async function reconcile(
  db: Db,
  at: Date,
  sponsorId?: string,
  writtenPeriod?: string,
): Promise<{ verified: number; expired: number }> {
  const periods = [previousMonth(at).period, monthWindow(at).period];
  const verified = await repo.verifySeen(db, periods, sponsorId);
  // A month older than last written again (an admin's re-freeze) is recorded too: the lifetime
  // milestones count it. Verification still looks at this month and the last only.
  const recordPeriods = writtenPeriod && !periods.includes(writtenPeriod) ? [writtenPeriod, ...periods] : periods;
  const recorded = await repo.recordWagers(db, recordPeriods, sponsorId);
  if (verified + recorded >= ANALYZE_AFTER) await repo.analyzeClaims(db);
  const { claimExpiryDays } = await repo.readSettings(db);
  const expired = await repo.expireStale(db, claimExpiryDays);
  return { verified, expired };
}
