import { lossWindows, settleLimit, stakeVerdict, type BlockEnd } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
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
  const limits = limitsInForce(row, now);
  const windows = lossWindows(now);
  const limited = stake > 0 && (limits.daily.limit !== null || limits.weekly.limit !== null);
  const loss = limited ? await repo.losses(tx, userId, windows.day.start, windows.week.start) : { day: 0, week: 0 };
  const refusal = refusalOf(row, stake, loss, now, limits, windows);
  if (refusal) throw refusal;
}

/** What a settings row says of a stake of `stake` points after `loss` lost today and this week (null: allowed). */
function refusalOf(
  row: repo.SettingsRow,
  stake: number,
  loss: { day: number; week: number },
  now: Date,
  { daily, weekly } = limitsInForce(row, now),
  windows = lossWindows(now),
): ResponsiblePlayError | null {
  const verdict = stakeVerdict({
    excludedUntil: exclusionOf(row),
    coolOffUntil: row.coolOffUntil,
    daily: { limit: daily.limit, loss: loss.day, resetsAt: windows.day.end },
    weekly: { limit: weekly.limit, loss: loss.week, resetsAt: windows.week.end },
    stake,
    now,
  });
  if (verdict.ok) return null;
  return new ResponsiblePlayError(verdict.code, verdict.until, 'period' in verdict ? verdict.period : undefined);
}

/**
 * `assertMayStake` for many accounts staking nothing (a batch of GTB guesses from chat): only a
 * cool-off or a self-exclusion refuses, so no loss is summed. One statement locks every settings row
 * of the batch, in user order. Answers the refusal of each account refused.
 */
export async function freeStakeRefusals(
  tx: Executor,
  userIds: readonly string[],
  now = new Date(),
): Promise<Map<string, ResponsiblePlayError>> {
  const rows = await repo.lockSettingsOf(tx, userIds);
  const out = new Map<string, ResponsiblePlayError>();
  for (const [userId, row] of rows) {
    const refusal = refusalOf(row, 0, { day: 0, week: 0 }, now);
    if (refusal) out.set(userId, refusal);
  }
  return out;
}

const { settingsSetSql } = repo;

/** SQL for a one-statement stake's gate: the stake may be written (no settings row, or `checked`). */
export const stakeAllowedSql = (userId: string, checked: boolean): SQL =>
  sql`(${checked}::boolean or not ${settingsSetSql(userId)})`;

/**
 * A stake in ONE statement where the account has set nothing (ADR 075), and the full check otherwise.
 *
 * `write(executor, checked)` sends the stake's statement (its debit included). With `checked` false its
 * gate must hold `stakeAllowedSql(userId, false)`, so it writes nothing for an account with a settings
 * row, and it answers `rg_set` (`settingsSetSql`). Such an account is rare (limits, a cool-off, an
 * exclusion, a reality check); its stake runs again in a transaction: `assertMayStake` under the
 * settings row's lock, then the same statement with `checked` true. An account without a row takes no
 * lock on the check either way (there is no row to lock), so the one statement decides exactly what
 * the transaction would have.
 *
 * `refuse(row)` throws the refusals the stake's own target makes before responsible play is asked (a
 * closed match, a stake over its maximum): the same refusal on either path, whatever the settings.
 */
export async function stakeInOneStatement<R extends { rg_set: boolean | null }>(
  db: Db,
  userId: string,
  stake: number,
  write: (executor: Executor, checked: boolean) => Promise<R>,
  refuse: (row: R) => void | Promise<void>,
): Promise<R> {
  const row = await write(db, false);
  await refuse(row);
  if (!row.rg_set) return row;
  return db.transaction(async (tx) => {
    await assertMayStake(tx, userId, stake);
    const checked = await write(tx, true);
    await refuse(checked);
    return checked;
  });
}

export const responsiblePlayGuard = {
  assertMayStake,
  freeStakeRefusals,
  stakeInOneStatement,
  stakeAllowedSql,
  settingsSetSql,
};
