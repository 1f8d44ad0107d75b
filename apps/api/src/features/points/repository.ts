import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPrepared, queryRows } from '../../db/client';
import { MAX_POINTS_BALANCE, type LedgerParams } from '@app/contracts';
import { pointsLedger, users } from '../../db/schema';
import { notifyAfterCommit } from '../../db/notify-after-commit';
import { BALANCE_CHANNEL } from '../../lib/event-bus';

/**
 * Announces balance changes to every instance's event bus once the caller's transaction commits,
 * never for a rolled back one (notifyAfterCommit, ADR 052): one `userId:seq:balance` line per ledger
 * row; the bus orders a user's changes by seq.
 */
function announce(tx: Executor, rows: ReadonlyArray<{ user_id: string; seq: number; balance_after: number }>): void {
  for (const r of rows) notifyAfterCommit(tx, BALANCE_CHANNEL, `${r.user_id}:${r.seq}:${r.balance_after}`);
}

export type LedgerEntry = {
  userId: string;
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: string | null;
  actorId?: string | null;
  /** An admin's typed reason; the system writes `params` instead. */
  note?: string | null;
  /** The figures the web writes the row's line from (LedgerParamsByReason). */
  params?: LedgerParams | null;
};

/** A row's figures as a statement parameter (jsonb text, or null). */
const paramsJson = (params: LedgerParams | null | undefined) => (params ? JSON.stringify(params) : null);

/**
 * Moves a balance by `delta` and appends its ledger row in ONE statement: the conditional update
 * (never below zero) feeds the insert, so a refused debit writes nothing. Returns the new balance,
 * or null when the user lacks the points (or does not exist). Every movement of one user runs it,
 * so it is a prepared statement, one per guard (ADR 052).
 */
export async function applyDelta(tx: Executor, entry: LedgerEntry): Promise<number | null> {
  const guard =
    entry.delta < 0
      ? sql`and ${users.points} >= ${-entry.delta}`
      : sql`and ${users.points} <= ${MAX_POINTS_BALANCE - entry.delta}`;
  const rows = await queryPrepared<{ user_id: string; seq: number; balance_after: number }>(
    tx,
    entry.delta < 0 ? 'points_debit' : 'points_credit',
    sql`with moved as (
          update ${users} set points = points + ${entry.delta}, updated_at = now()
          where id = ${entry.userId} ${guard}
          returning id, points),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, actor_id, note, params)
        select id, ${entry.delta}, points, ${entry.reason}, ${entry.refType ?? null}, ${entry.refId ?? null}, ${entry.actorId ?? null}, ${entry.note ?? null}, ${paramsJson(entry.params)}::jsonb
        from moved
        returning user_id, seq, balance_after)
        select user_id, seq, balance_after from logged`,
  );
  announce(tx, rows);
  return rows[0]?.balance_after ?? null;
}

/**
 * A caller's write and the debit it costs, in ONE statement (ADR 052), for hot paths where a
 * transaction's extra round trips (BEGIN, a statement each, COMMIT) are most of the cost.
 *
 * The statement locks the payer's row (`payer`: id, points), so this user's movements run one at a
 * time and `payer.points` is the balance the debit will see. `lead` (optional) are CTEs of the
 * caller's evaluated before that lock, so a caller keeps its lock order (a giveaway's row before
 * its entrants', as the draw and the cancel take them). The caller's `ctes` follow; they may
 * read `payer` and must make `gate` yield at most one row, and yield it only when the write happened
 * and `payer.points` covers `amount`. The debit (balance and ledger row) runs only when `gate` yielded
 * a row, so the write and the debit happen together or not at all, without a transaction around
 * them. The statement answers one row: the caller's `columns` over `from` (which must start with
 * `(select 1) one` and left join the caller's CTEs), `payer_points` (the balance before), and
 * `ledger_seq`, `ledger_balance` (null when nothing was debited).
 *
 * `ledger` (optional) writes the ledger row's ref id and params from the statement's own rows (a ref
 * the write creates, a name the lead reads) instead of `refId` and `params`: `from` replaces `gate` in
 * the debit's FROM (it must still yield at most one row, and none unless `gate` did), and `refId`
 * (text) and `params` (jsonb) are expressions over it.
 */
export async function debitAlong<R>(
  executor: Executor,
  name: string,
  v: {
    userId: string;
    amount: number;
    lead?: { ctes: SQL; last: string };
    ctes: SQL;
    gate: string;
    columns: SQL;
    from: SQL;
    reason: string;
    refType: string | null;
    refId: string | null;
    note: string | null;
    params: LedgerParams | null;
    ledger?: { from: SQL; refId: SQL; params: SQL };
  },
): Promise<(R & { payer_points: number | null; ledger_seq: number | null; ledger_balance: number | null }) | null> {
  const rows = await queryPrepared<
    R & { payer_points: number | null; ledger_seq: number | null; ledger_balance: number | null }
  >(
    executor,
    name,
    sql`with ${v.lead ? sql`${v.lead.ctes},` : sql``}
        payer as (
          select id, points from ${users} where id = ${v.userId}
          -- always true: makes the lead's CTEs (and their row locks) run before this row is locked
          ${v.lead ? sql`and (select count(*) from ${sql.identifier(v.lead.last)}) >= 0` : sql``}
          for no key update),
        ${v.ctes},
        moved as (
          update ${users} set points = ${users.points} - ${v.amount}, updated_at = now()
          from ${v.ledger?.from ?? sql.identifier(v.gate)}
          where ${users.id} = ${v.userId} and ${v.amount}::int8 > 0 and ${users.points} >= ${v.amount}
          returning ${users.id} as id, ${users.points} as points,
            ${v.ledger?.refId ?? sql`${v.refId}::text`} as ref_id, ${v.ledger?.params ?? sql`${paramsJson(v.params)}::jsonb`} as params),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, note, params)
          select id, -${v.amount}::int8, points, ${v.reason}, ${v.refType}, ref_id, ${v.note}, params from moved
          returning user_id, seq, balance_after)
        select ${v.columns}, payer.points as payer_points, logged.seq as ledger_seq,
          logged.balance_after as ledger_balance
        from ${v.from} left join payer on true left join logged on true`,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.ledger_seq !== null)
    announce(executor, [{ user_id: v.userId, seq: row.ledger_seq, balance_after: row.ledger_balance! }]);
  return row;
}

/** What `moveAlong` writes: the caller's part (`ctes`, `gate`, `columns`, `from`) and the two movements. */
export type MoveAlong = {
  userId: string;
  debit: number;
  credit: number;
  ctes: SQL;
  gate: string;
  columns: SQL;
  from: SQL;
  debitReason: string;
  creditReason: string;
  refType: string;
  refId: string;
};

/** The statement `moveAlong` sends (bench/games.mjs sends it too, beside the app). */
export const moveAlongSql = (v: MoveAlong): SQL =>
  sql`with payer as (select id, points from ${users} where id = ${v.userId} for no key update),
        ${v.ctes},
        moved as (
          update ${users} set points = ${users.points} - ${v.debit}::int8 + ${v.credit}::int8, updated_at = now()
          from ${sql.identifier(v.gate)}
          where ${users.id} = ${v.userId} and (${v.debit}::int8 > 0 or ${v.credit}::int8 > 0)
          returning ${users.id} as id, ${users.points} as points),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id)
          select m.id, e.delta, e.balance_after, e.reason, ${v.refType}, ${v.refId}
          from moved m cross join lateral (values
            (1, -${v.debit}::int8, m.points - ${v.credit}::int8, ${v.debitReason}::text),
            (2, ${v.credit}::int8, m.points, ${v.creditReason}::text)) e(n, delta, balance_after, reason)
          where e.delta <> 0
          order by e.n
          returning seq, balance_after)
        select ${v.columns}, payer.points as payer_points, (select points from moved) as balance_after,
          (select json_agg(json_build_object('seq', seq, 'balance_after', balance_after) order by seq) from logged)
            as ledger_rows
        from ${v.from} left join payer on true`;

/**
 * A caller's write and the two movements a game's step may cause, a stake then a payout (either may
 * be 0), in ONE statement outside any transaction (ADR 077).
 *
 * The statement first locks the payer's row (`payer`: id, points), so `payer.points` is the balance
 * both movements will see. The caller's `ctes` follow; they may read `payer` and must make `gate`
 * yield at most one row, and yield it only when the write happened and `coversSql(debit, credit)`
 * held. The balance then moves by `credit - debit` in one update, with a ledger row for each non-zero
 * movement, the stake's first (`game_bet`, `game_payout` style reasons, the same ref). The statement
 * answers one row: the caller's `columns` over `from` (which must start with `(select 1) one` and
 * left join the caller's CTEs), `payer_points` (the balance before; null when the user does not exist)
 * and `balance_after` (null when nothing moved).
 */
export async function moveAlong<R>(
  executor: Executor,
  name: string,
  v: MoveAlong,
): Promise<(R & { payer_points: number | null; balance_after: number | null }) | null> {
  type Logged = { ledger_rows: Array<{ seq: number; balance_after: number }> | null };
  const rows = await queryPrepared<R & Logged & { payer_points: number | null; balance_after: number | null }>(
    executor,
    name,
    moveAlongSql(v),
  );
  const row = rows[0];
  if (!row) return null;
  const { ledger_rows, ...rest } = row;
  announce(
    executor,
    (ledger_rows ?? []).map((r) => ({ user_id: v.userId, seq: r.seq, balance_after: r.balance_after })),
  );
  return rest as R & { payer_points: number | null; balance_after: number | null };
}

/** SQL for a `moveAlong` gate: the payer (locked) covers the stake and stays under the ceiling after the payout. */
export const coversSql = (debit: number, credit: number): SQL =>
  sql`(payer.points >= ${debit}::int8 and payer.points - ${debit}::int8 + ${credit}::int8 <= ${MAX_POINTS_BALANCE}::int8)`;

export async function displayNameOf(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export async function userExists(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/**
 * Locks the user's row for the rest of the transaction and returns the balance. `no key update`, the
 * lock an UPDATE of the balance takes anyway: it waits for other balance changes but not for rows
 * this or another transaction inserts that reference the user (their key-share lock), so a stake
 * that inserted a game row before the responsible-play lock cannot deadlock with one that took that
 * lock first (ADR 072).
 */
export async function lockBalance(tx: Executor, userId: string): Promise<number | null> {
  const [row] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('no key update');
  return row?.points ?? null;
}

/**
 * Sets every non-zero balance to 0 and writes one ledger row per user, in two statements over the
 * same locked set of users. Returns how many users and points were reset.
 */
export async function resetAllBalances(
  tx: Executor,
  actorId: string | null,
): Promise<{ usersReset: number; pointsRemoved: number }> {
  const rows = await queryRows<{ n: number; total: number; seq: number | null }>(
    tx,
    sql`
      with reset as (
        update ${users} u set points = 0, updated_at = now()
        from (select id, points from ${users} where points <> 0 for no key update) old
        where u.id = old.id
        returning u.id, old.points as old_points
      ), logged as (
        insert into ${pointsLedger} (user_id, delta, balance_after, reason, actor_id)
        select id, -old_points, 0, 'season_reset', ${actorId} from reset
        returning delta, seq
      ), totals as (
        select count(*)::int as n, coalesce(-sum(delta), 0)::int8 as total, max(seq) as seq from logged
      )
      select n, total, seq from totals`,
  );
  // One note for everybody ('*': every balance is 0 from this ledger seq on), not one per user.
  const last = rows[0]?.seq;
  if ((rows[0]?.n ?? 0) > 0 && last != null) notifyAfterCommit(tx, BALANCE_CHANNEL, `*:${last}:0`);
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
        params: pointsLedger.params,
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
 * Credits rows of several users, a user possibly more than once, in ONE statement: each user's balance
 * moves once by the sum of their rows (refused whole when it would pass the ceiling), and each row is a
 * ledger row of its own whose balance_after runs through that user's rows in the given order.
 */
export async function applyCreditRows(
  tx: Executor,
  credits: Array<{ userId: string; amount: number; refId: string; params: LedgerParams | null }>,
  entry: { reason: string; refType: string },
): Promise<string[]> {
  if (credits.length === 0) return [];
  const input = JSON.stringify(
    credits.map((c, ord) => ({ ord, user_id: c.userId, amount: c.amount, ref_id: c.refId, params: c.params })),
  );
  const rows = await queryRows<{ user_id: string; seq: number; balance_after: number; ref_id: string }>(
    tx,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(ord int, user_id uuid, amount int8, ref_id text, params jsonb)),
        totals as (select user_id, sum(amount)::int8 as total from input group by user_id),
        moved as (
          update ${users} u set points = u.points + t.total, updated_at = now()
          from totals t
          where u.id = t.user_id and u.points <= ${MAX_POINTS_BALANCE} - t.total
          returning u.id, u.points, t.total),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, params)
          select i.user_id, i.amount,
                 m.points - m.total + sum(i.amount) over (partition by i.user_id order by i.ord),
                 ${entry.reason}, ${entry.refType}, i.ref_id, i.params
          from input i join moved m on m.id = i.user_id
          order by i.user_id, i.ord
          returning user_id, seq, balance_after, ref_id)
        select user_id, seq, balance_after, ref_id from logged`,
  );
  // The balance push carries each user's last row (the balance after all of theirs).
  const last = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if ((last.get(r.user_id)?.seq ?? -1) < r.seq) last.set(r.user_id, r);
  announce(tx, [...last.values()]);
  return rows.map((r) => r.ref_id);
}

/**
 * Credits the rows a caller's statement yields, in that ONE statement, as `applyCreditRows` does with
 * rows sent from Node: for callers whose rows come from a write of their own (a batch of grants), so
 * the rows never travel to Node and back. The caller's `ctes` define the relation named `source`
 * with columns `user_id` (uuid), `amount` (int8, > 0), `ref_id` (text, distinct), `params` (jsonb or
 * null) and `ord` (any sortable value, a row too, distinct within a user: the order of that user's rows). Each user's balance moves
 * once by the sum of their rows, refused whole when it would pass the ceiling; each row is a ledger
 * row whose balance_after runs through the user's rows by `ord`. The caller's `after` CTEs follow and
 * may read `logged` (user_id, seq, balance_after, ref_id, delta: the rows credited) and
 * `credit_refused` (user_id, ref_id: the rows refused); `columns` are the caller's answer (scalar
 * subqueries over its CTEs). The names `credit_totals`, `credit_moved`, `logged` and `credit_refused`
 * are this function's.
 *
 * PostgreSQL estimates the rows of a CTE that writes (the caller's grants) poorly, often at a handful,
 * and a join of two such CTEs then runs as a nested loop, quadratic in the rows. So no step joins two
 * of them: a user's rows travel as arrays from `credit_totals` through the balance update to the
 * ledger insert, and the refused rows are what the grouping of the totals with the moved balances
 * leaves over.
 */
export async function creditRowsAlong<R>(
  tx: Executor,
  v: { ctes: SQL; source: string; after?: SQL; columns: SQL; reason: string; refType: string },
): Promise<{ row: R; credited: number; points: number; refused: string[] }> {
  const source = sql.identifier(v.source);
  const rows = await queryRows<
    R & {
      credited_rows: number;
      credited_points: number;
      balance_notes: string[] | null;
      refused_refs: string[] | null;
    }
  >(
    tx,
    sql`with ${v.ctes},
        credit_totals as (
          select user_id, sum(amount)::int8 as total, array_agg(amount order by ord) as amounts,
                 array_agg(ref_id order by ord) as refs, array_agg(params order by ord) as params
            from ${source} group by user_id),
        credit_moved as (
          update ${users} u set points = u.points + t.total, updated_at = now()
          from credit_totals t
          where u.id = t.user_id and u.points <= ${MAX_POINTS_BALANCE} - t.total
          returning u.id, u.points, t.total, t.amounts, t.refs, t.params),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, params)
          select m.id, r.amount, m.points - m.total + r.running, ${v.reason}, ${v.refType}, r.ref_id, r.params
          -- A lateral join runs per user in turn, each user's rows in order: their ledger rows get
          -- their seq in that order.
          from credit_moved m
          cross join lateral (
            select amount, ref_id, params, sum(amount) over (order by n) as running
              from unnest(m.amounts, m.refs, m.params) with ordinality as x(amount, ref_id, params, n)) r
          returning user_id, seq, balance_after, ref_id, delta),
        credit_refused as (
          select user_id, unnest(refs) as ref_id
            from (select user_id, max(refs) as refs, sum(n) as n
                    from (select user_id, refs, 1 as n from credit_totals
                          union all
                          select id, null, -1 from credit_moved) both_sides
                   group by user_id) grouped
           -- (only looked for when some user was refused)
           where n > 0 and (select count(*) from credit_totals) > (select count(*) from credit_moved))
        ${v.after ? sql`, ${v.after}` : sql``}
        select ${v.columns},
          (select count(*) from logged)::int as credited_rows,
          (select coalesce(sum(delta), 0) from logged)::int8 as credited_points,
          -- The balance push carries each user's last row (the balance after all of theirs).
          -- (a user's balance only rises through their rows: their last row has the highest of both)
          (select json_agg(l.user_id || ':' || l.seq || ':' || l.balance_after)
             from (select user_id, max(seq) as seq, max(balance_after) as balance_after from logged group by user_id) l)
            as balance_notes,
          (select json_agg(ref_id) from credit_refused) as refused_refs`,
  );
  const { credited_rows, credited_points, balance_notes, refused_refs, ...row } = rows[0]!;
  for (const note of balance_notes ?? []) notifyAfterCommit(tx, BALANCE_CHANNEL, note);
  return { row: row as R, credited: credited_rows, points: credited_points, refused: refused_refs ?? [] };
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
  entry: { reason: string; refType?: string | null; refId?: string | null; params?: LedgerParams | null },
): Promise<string[]> {
  if (credits.length === 0) return [];
  const input = JSON.stringify(credits.map((c) => ({ user_id: c.userId, amount: c.amount })));
  const rows = await queryRows<{ user_id: string; seq: number; balance_after: number }>(
    tx,
    sql`with input as (select * from jsonb_to_recordset(${input}::jsonb) as t(user_id uuid, amount int8)),
        moved as (
          update ${users} u set points = u.points + i.amount, updated_at = now()
          from input i
          where u.id = i.user_id and u.points <= ${MAX_POINTS_BALANCE} - i.amount
          returning u.id, u.points, i.amount),
        logged as (insert into ${pointsLedger} (user_id, delta, balance_after, reason, ref_type, ref_id, params)
        select id, amount, points, ${entry.reason}, ${entry.refType ?? null}, ${entry.refId ?? null}, ${paramsJson(entry.params)}::jsonb
        from moved
        returning user_id, seq, balance_after)
        select user_id, seq, balance_after from logged`,
  );
  announce(tx, rows);
  return rows.map((r) => r.user_id);
}
