import { STAKE_REASONS, STAKE_RETURN_REASONS } from '@app/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { dateOf, queryPrepared, queryRows, type Executor } from '../../db/client';
import { responsiblePlay, users } from '../../db/schema';

export type SettingsRow = typeof responsiblePlay.$inferSelect;
export type SettingsChange = Omit<Partial<SettingsRow>, 'userId' | 'updatedAt'>;

const REASONS = [...STAKE_REASONS, ...STAKE_RETURN_REASONS];

/** A settings row as PostgreSQL sends it to a raw (prepared) statement. */
type RawSettingsRow = {
  user_id: string;
  daily_limit: number | null;
  daily_pending: number | null;
  daily_pending_at: Date | string | null;
  weekly_limit: number | null;
  weekly_pending: number | null;
  weekly_pending_at: Date | string | null;
  cool_off_until: Date | string | null;
  excluded_until: Date | string | null;
  excluded_forever: boolean;
  reality_check_minutes: number | null;
  updated_at: Date | string;
};

const SETTINGS_COLUMNS = sql`user_id, daily_limit, daily_pending, daily_pending_at, weekly_limit, weekly_pending,
  weekly_pending_at, cool_off_until, excluded_until, excluded_forever, reality_check_minutes, updated_at`;

const settingsOf = (row: RawSettingsRow): SettingsRow => ({
  userId: row.user_id,
  dailyLimit: row.daily_limit,
  dailyPending: row.daily_pending,
  dailyPendingAt: dateOf(row.daily_pending_at),
  weeklyLimit: row.weekly_limit,
  weeklyPending: row.weekly_pending,
  weeklyPendingAt: dateOf(row.weekly_pending_at),
  coolOffUntil: dateOf(row.cool_off_until),
  excludedUntil: dateOf(row.excluded_until),
  excludedForever: row.excluded_forever,
  realityCheckMinutes: row.reality_check_minutes,
  updatedAt: dateOf(row.updated_at)!,
});

/**
 * The user's settings under `for update` (null: none set): every stake and every change of one user
 * waits here. Every stake runs it, so it is a named prepared statement (ADR 052).
 */
export async function lockSettings(tx: Executor, userId: string): Promise<SettingsRow | null> {
  const [row] = await queryPrepared<RawSettingsRow>(
    tx,
    'rg_lock_settings',
    sql`select ${SETTINGS_COLUMNS} from ${responsiblePlay} where user_id = ${userId} for update`,
  );
  return row ? settingsOf(row) : null;
}

/**
 * The settings of many users under `for update`, locked in user id order (so two batches that share
 * users wait for each other instead of deadlocking); users without a row are absent. One named
 * prepared statement for a batch of chat guesses.
 */
export async function lockSettingsOf(tx: Executor, userIds: readonly string[]): Promise<Map<string, SettingsRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryPrepared<RawSettingsRow>(
    tx,
    'rg_lock_settings_of',
    sql`select ${SETTINGS_COLUMNS} from ${responsiblePlay}
        where user_id = any(${`{${userIds.join(',')}}`}::uuid[]) order by user_id for update`,
  );
  return new Map(rows.map((r) => [r.user_id, settingsOf(r)]));
}

/**
 * SQL, true when the user has a settings row: a stake written in one statement (the guard's
 * `stakeInOneStatement`) writes nothing when it is, unless the check already ran under the row's lock.
 */
export const settingsSetSql = (userId: string): SQL =>
  sql`exists (select 1 from ${responsiblePlay} where user_id = ${userId})`;

export async function readSettings(db: Executor, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(responsiblePlay).where(eq(responsiblePlay.userId, userId));
  return row ?? null;
}

/**
 * Creates the user's row if missing (nothing set) and locks it: a first change of two instances at
 * once both end up waiting on the one row.
 */
export async function lockOrCreate(tx: Executor, userId: string): Promise<SettingsRow> {
  await tx.insert(responsiblePlay).values({ userId }).onConflictDoNothing();
  const row = await lockSettings(tx, userId);
  if (!row) throw new Error('responsible_play row missing after insert');
  return row;
}

export async function saveSettings(tx: Executor, userId: string, change: SettingsChange): Promise<SettingsRow> {
  const [row] = await tx
    .update(responsiblePlay)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(responsiblePlay.userId, userId))
    .returning();
  return row!;
}

/**
 * Points lost by the user's stakes since `dayStart` and since `weekStart` (weekStart <= dayStart), the
 * stakes of every account merged into it included (a merge does not wipe the day's losses):
 * stakes less what they gave back (negative when ahead). The accounts are read first as an array, so
 * the ledger is read by `(user_id, created_at)` ranges, one per account, whatever the site's volume
 * (bench/rg-losses.ts). Read in the caller's statement snapshot:
 * under the settings lock, a stake committed by another instance before the lock was granted is seen.
 */
export async function losses(
  db: Executor,
  userId: string,
  dayStart: Date,
  weekStart: Date,
): Promise<{ day: number; week: number }> {
  const [row] = await queryRows<{ day: string; week: string }>(
    db,
    sql`
    with recursive accounts(id) as (
      select ${userId}::uuid
      union
      select m.from_user_id from account_merges m join accounts a on m.into_user_id = a.id
    )
    select coalesce(-sum(delta) filter (where created_at >= ${dayStart.toISOString()}::timestamptz), 0)::text as day,
           coalesce(-sum(delta), 0)::text as week
    from points_ledger
    where user_id = any(array(select id from accounts)) and reason in (${sql.join(
      REASONS.map((r) => sql`${r}`),
      sql`, `,
    )}) and created_at >= ${weekStart.toISOString()}::timestamptz`,
  );
  return { day: Number(row!.day), week: Number(row!.week) };
}

/** Points the user's stakes gave back less what they cost since `since` (the reality check's net result). */
export async function netSince(db: Executor, userId: string, since: Date): Promise<number> {
  const { week } = await losses(db, userId, since, since);
  return -week;
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}
