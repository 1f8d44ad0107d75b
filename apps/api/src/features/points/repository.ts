import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { MAX_POINTS_BALANCE } from '@app/contracts';
import { pointsLedger, users } from '../../db/schema';
import { BALANCE_CHANNEL } from '../../lib/event-bus';

/**
 * The NOTIFY of a balance change, evaluated per ledger row inside the statement that wrote it: it is
 * delivered to every instance's event bus on commit and never for a rolled back change. The payload
 * `userId:seq:balance` is unique per row (PostgreSQL folds identical payloads of one transaction).
 */
const notifyBalance = sql`pg_notify(${BALANCE_CHANNEL}, user_id::text || ':' || seq::text || ':' || balance_after::text)`;

export type LedgerEntry = {
  userId: string;
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: string | null;
  actorId?: string | null;
  note?: string | null;
};

/**
 * Moves a balance by `delta` and appends its ledger row in ONE statement: the conditional update
 * (never below zero) feeds the insert, so a refused debit writes nothing. Returns the new balance,
 * or null when the user lacks the points (or does not exist).
 */
export async function applyDelta(tx: Executor, entry: LedgerEntry): Promise<number | null> {
  const guard =
    entry.delta < 0
      ? sql`and ${users.points} >= ${-entry.delta}`
      : sql`and ${users.points} <= ${MAX_POINTS_BALANCE - entry.delta}`;
  const rows = await queryRows<{ balance_after: number }>(
    tx,
    sql`with moved as (
          update ${users} set points = points + ${entry.delta}, updated_at = now()
          where id = ${entry.userId} ${guard}
          returning id, points),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, actor_id, note)
        select id, ${entry.delta}, points, ${entry.reason}, ${entry.refType ?? null}, ${entry.refId ?? null}, ${entry.actorId ?? null}, ${entry.note ?? null}
        from moved
        returning user_id, seq, balance_after)
        select balance_after, ${notifyBalance} from logged`,
  );
  return rows[0]?.balance_after ?? null;
}

export async function displayNameOf(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export async function userExists(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** Locks the user's row for the rest of the transaction and returns the balance. */
export async function lockBalance(tx: Executor, userId: string): Promise<number | null> {
  const [row] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('update');
  return row?.points ?? null;
}

/**
 * Sets every non-zero balance to 0 and writes one ledger row per user, in two statements over the
 * same locked set of users. Returns how many users and points were reset.
 */
export async function resetAllBalances(
  tx: Executor,
  actorId: string | null,
  note: string,
): Promise<{ usersReset: number; pointsRemoved: number }> {
  const rows = await queryRows<{ n: number; total: number }>(
    tx,
    sql`
      with reset as (
        update ${users} u set points = 0, updated_at = now()
        from (select id, points from ${users} where points <> 0 for update) old
        where u.id = old.id
        returning u.id, old.points as old_points
      ), logged as (
        insert into ${pointsLedger} (user_id, delta, balance_after, reason, actor_id, note)
        select id, -old_points, 0, 'season_reset', ${actorId}, ${note} from reset
        returning delta, seq
      ), totals as (
        select count(*)::int as n, coalesce(-sum(delta), 0)::int8 as total, max(seq) as seq from logged
      )
      -- One NOTIFY for everybody ('*': every balance is 0 from this ledger seq on), not one per user.
      select n, total, case when n > 0 then pg_notify(${BALANCE_CHANNEL}, '*:' || seq::text || ':0') end from totals`,
  );
  return { usersReset: rows[0]?.n ?? 0, pointsRemoved: rows[0]?.total ?? 0 };
}

export async function historyPage(db: Executor, userId: string, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        createdAt: pointsLedger.createdAt,
        reason: pointsLedger.reason,
        refType: pointsLedger.refType,
        delta: pointsLedger.delta,
        balanceAfter: pointsLedger.balanceAfter,
        note: pointsLedger.note,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function balancesOf(db: Executor, userIds: string[]): Promise<Array<{ userId: string; balance: number }>> {
  if (userIds.length === 0) return [];
  return db.select({ userId: users.id, balance: users.points }).from(users).where(inArray(users.id, userIds));
}

export async function balanceOf(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? null;
}

/**
 * Credits many users in ONE statement: each (user, amount) moves its balance and appends its ledger
 * row, as `applyDelta` does one at a time, so users.points = sum(ledger.delta) still holds at commit.
 * User ids must be distinct. A user whose balance would pass MAX_POINTS_BALANCE is skipped (no
 * balance change, no ledger row). Returns the user ids credited.
 */
export async function applyCredits(
  tx: Executor,
  credits: Array<{ userId: string; amount: number }>,
  entry: { reason: string; refType?: string | null; refId?: string | null; note?: string | null },
): Promise<string[]> {
  if (credits.length === 0) return [];
  const input = JSON.stringify(credits.map((c) => ({ user_id: c.userId, amount: c.amount })));
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`with input as (select * from jsonb_to_recordset(${input}::jsonb) as t(user_id uuid, amount int8)),
        moved as (
          update ${users} u set points = u.points + i.amount, updated_at = now()
          from input i
          where u.id = i.user_id and u.points <= ${MAX_POINTS_BALANCE} - i.amount
          returning u.id, u.points, i.amount),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, note)
        select id, amount, points, ${entry.reason}, ${entry.refType ?? null}, ${entry.refId ?? null}, ${entry.note ?? null}
        from moved
        returning user_id, seq, balance_after)
        select user_id, ${notifyBalance} from logged`,
  );
  return rows.map((r) => r.user_id);
}
