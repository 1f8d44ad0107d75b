import { lossWindows, settleLimit, stakeVerdict, type BlockEnd } from '@app/contracts';
import type { Executor } from '../../db/client';
import { ResponsiblePlayError } from '../../lib/app-error';
import * as repo from './repository';

/** The exclusion a row records (null: none). */
export const exclusionOf = (row: repo.SettingsRow): BlockEnd | null =>
  row.excludedForever ? 'forever' : row.excludedUntil;

/** The daily and weekly limits in force at `now` (a pending raise whose time came counts). */
export function limitsInForce(row: repo.SettingsRow | null, now: Date) {
  const daily = settleLimit(
    {
      limit: row?.dailyLimit ?? null,
      pending: row?.dailyPendingAt ? { limit: row.dailyPending, at: row.dailyPendingAt } : null,
    },
    now,
  );
  const weekly = settleLimit(
    {
      limit: row?.weeklyLimit ?? null,
      pending: row?.weeklyPendingAt ? { limit: row.weeklyPending, at: row.weeklyPendingAt } : null,
    },
    now,
  );
  return { daily, weekly };
}

/**
 * The one check every stake of points makes (ADR 067): Mines and Blackjack, AVG bets and GTB guesses,
 * paid giveaway tickets, from the site and from chat alike, and whatever stakes points later
 * (predictions). Call it inside the stake's own transaction, before its debit: it locks the user's
 * settings row, so two stakes of one user on two instances are checked one after the other, the
 * second seeing the first's ledger row. `stake` counts as lost. Throws ResponsiblePlayError.
 */
export async function assertMayStake(tx: Executor, userId: string, stake: number, now = new Date()): Promise<void> {
  const row = await repo.lockSettings(tx, userId);
  if (!row) return;
  const { daily, weekly } = limitsInForce(row, now);
  const windows = lossWindows(now);
  const limited = stake > 0 && (daily.limit !== null || weekly.limit !== null);
  const loss = limited ? await repo.losses(tx, userId, windows.day.start, windows.week.start) : { day: 0, week: 0 };
  const verdict = stakeVerdict({
    excludedUntil: exclusionOf(row),
    coolOffUntil: row.coolOffUntil,
    daily: { limit: daily.limit, loss: loss.day, resetsAt: windows.day.end },
    weekly: { limit: weekly.limit, loss: loss.week, resetsAt: windows.week.end },
    stake,
    now,
  });
  if (verdict.ok) return;
  throw new ResponsiblePlayError(verdict.code, verdict.until, 'period' in verdict ? verdict.period : undefined);
}

export const responsiblePlayGuard = { assertMayStake };
