import type { WinLimit } from '@app/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPrepared, queryRows, readTogether } from '../../db/client';
import {
  liveHuntAvgBets,
  liveHuntBonuses,
  liveHuntEvents,
  liveHuntGtbAwards,
  liveHuntGtbGuesses,
  liveHuntGtbPrizes,
  liveHunts,
  liveHuntSettlements,
  slots,
  users,
} from '../../db/schema';

export type HuntRow = typeof liveHunts.$inferSelect;
export type BonusRow = typeof liveHuntBonuses.$inferSelect;
export type SettlementRow = typeof liveHuntSettlements.$inferSelect;

/** The live hunt, else the most recent ended one. */
export async function findCurrent(db: Executor): Promise<HuntRow | null> {
  const [row] = await db
    .select()
    .from(liveHunts)
    .orderBy(sql`(${liveHunts.status} = 'live') desc`, desc(liveHunts.createdAt), desc(liveHunts.index))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the live hunt's row, found by its status (FOR UPDATE for the console, FOR SHARE for chat's
 * bets, which name no hunt): a named prepared statement per mode, as `lockHunt`.
 */
export async function lockLive(tx: Executor, mode: 'update' | 'share'): Promise<HuntRow | null> {
  const [row] =
    mode === 'update'
      ? await queryPrepared<RawHuntRow>(
          tx,
          'live_hunt_lock_live_update',
          sql`select ${HUNT_COLUMNS} from ${liveHunts} where status = 'live' for update`,
        )
      : await queryPrepared<RawHuntRow>(
          tx,
          'live_hunt_lock_live_share',
          sql`select ${HUNT_COLUMNS} from ${liveHunts} where status = 'live' for share`,
        );
  return row ? huntOf(row) : null;
}

/** A hunt row as a raw query answers it: timestamps may come as text, int8 as a number. */
type RawHuntRow = {
  id: string;
  index: number;
  status: HuntRow['status'];
  start_cents: number | string;
  gtb_status: HuntRow['gtbStatus'];
  avg_status: HuntRow['avgStatus'];
  created_by: string | null;
  created_at: Date | string;
  ended_at: Date | string | null;
  gtb_closed_at: Date | string | null;
  gtb_win_limit: number | null;
  gtb_win_limit_days: number | null;
};

const HUNT_COLUMNS = sql.raw(
  'id, index, status, start_cents, gtb_status, avg_status, created_by, created_at, ended_at, gtb_closed_at, gtb_win_limit, gtb_win_limit_days',
);

const at = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const huntOf = (r: RawHuntRow): HuntRow => ({
  id: r.id,
  index: r.index,
  status: r.status,
  startCents: Number(r.start_cents),
  gtbStatus: r.gtb_status,
  avgStatus: r.avg_status,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
  endedAt: at(r.ended_at),
  gtbClosedAt: at(r.gtb_closed_at),
  gtbWinLimit: r.gtb_win_limit,
  gtbWinLimitDays: r.gtb_win_limit_days,
});

/**
 * Locks a hunt's row (FOR UPDATE for the console, FOR SHARE for viewers' bets). Every bet runs it, so
 * it is a named prepared statement, one name per lock mode (ADR 052).
 */
export async function lockHunt(tx: Executor, id: string, mode: 'update' | 'share'): Promise<HuntRow | null> {
  const [row] =
    mode === 'update'
      ? await queryPrepared<RawHuntRow>(
          tx,
          'live_hunt_lock_update',
          sql`select ${HUNT_COLUMNS} from ${liveHunts} where id = ${id} for update`,
        )
      : await queryPrepared<RawHuntRow>(
          tx,
          'live_hunt_lock_share',
          sql`select ${HUNT_COLUMNS} from ${liveHunts} where id = ${id} for share`,
        );
  return row ? huntOf(row) : null;
}

export async function listHunts(db: Executor, limit: number): Promise<HuntRow[]> {
  return db.select().from(liveHunts).orderBy(desc(liveHunts.index)).limit(limit);
}

export async function insertHunt(tx: Executor, startCents: number, createdBy: string | null): Promise<HuntRow> {
  const [row] = await tx
    .insert(liveHunts)
    .values({ startCents, createdBy, index: sql`(select coalesce(max(${liveHunts.index}), 0) + 1 from ${liveHunts})` })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateHunt(
  tx: Executor,
  id: string,
  patch: Partial<Pick<HuntRow, 'status' | 'avgStatus'>> & { ended?: boolean; closeGtb?: boolean },
): Promise<void> {
  const { ended, closeGtb, ...rest } = patch;
  await tx
    .update(liveHunts)
    .set({ ...rest, ...(ended ? { endedAt: sql`now()` } : {}), ...(closeGtb ? gtbClosing : {}) })
    .where(eq(liveHunts.id, id));
}

/** Closing GTB: once it was opened, the closing time is kept for good (never cleared). */
const gtbClosing = {
  gtbStatus: 'closed' as const,
  gtbClosedAt: sql`case when ${liveHunts.gtbStatus} = 'opened' then coalesce(${liveHunts.gtbClosedAt}, now()) else ${liveHunts.gtbClosedAt} end`,
};

/**
 * Opens or closes GTB with one conditional UPDATE: opening only applies while GTB was never closed
 * after being opened (`gtb_closed_at is null`), so it cannot reopen whatever the concurrency.
 * Returns the updated row, or null when opening was refused.
 */
export async function setGtbStatus(tx: Executor, id: string, status: 'opened' | 'closed'): Promise<HuntRow | null> {
  const [row] =
    status === 'opened'
      ? await tx
          .update(liveHunts)
          .set({ gtbStatus: 'opened' })
          .where(and(eq(liveHunts.id, id), sql`${liveHunts.gtbClosedAt} is null`))
          .returning()
      : await tx.update(liveHunts).set(gtbClosing).where(eq(liveHunts.id, id)).returning();
  return row ?? null;
}

export type PrizeRow = {
  place: number;
  points: number | null;
  text: string | null;
  affiliatePoints: number | null;
  affiliateText: string | null;
};

export async function gtbPrizesOf(db: Executor, huntId: string): Promise<PrizeRow[]> {
  return db
    .select({
      place: liveHuntGtbPrizes.place,
      points: liveHuntGtbPrizes.points,
      text: liveHuntGtbPrizes.text,
      affiliatePoints: liveHuntGtbPrizes.affiliatePoints,
      affiliateText: liveHuntGtbPrizes.affiliateText,
    })
    .from(liveHuntGtbPrizes)
    .where(eq(liveHuntGtbPrizes.huntId, huntId))
    .orderBy(asc(liveHuntGtbPrizes.place));
}

/** A place's prizes as stored: the normal one, and the affiliate one (both null: none). */
export type PrizeValues = Omit<PrizeRow, 'place'>;

export async function replaceGtbPrizes(tx: Executor, huntId: string, prizes: PrizeValues[]): Promise<void> {
  await tx.delete(liveHuntGtbPrizes).where(eq(liveHuntGtbPrizes.huntId, huntId));
  if (prizes.length > 0)
    await tx.insert(liveHuntGtbPrizes).values(prizes.map((p, i) => ({ huntId, place: i + 1, ...p })));
}

/** Writes a GTB award; false when this hunt's place was already awarded (the primary key). */
export async function insertAward(tx: Executor, values: typeof liveHuntGtbAwards.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(liveHuntGtbAwards)
    .values(values)
    .onConflictDoNothing()
    .returning({ place: liveHuntGtbAwards.place });
  return rows.length > 0;
}

export async function awardsOf(db: Executor, huntId: string) {
  return db
    .select({
      place: liveHuntGtbAwards.place,
      username: users.displayName,
      guessCents: liveHuntGtbAwards.guessCents,
      distanceCents: liveHuntGtbAwards.distanceCents,
      points: liveHuntGtbAwards.points,
      text: liveHuntGtbAwards.text,
      affiliate: liveHuntGtbAwards.affiliate,
    })
    .from(liveHuntGtbAwards)
    .innerJoin(users, eq(users.id, liveHuntGtbAwards.userId))
    .where(eq(liveHuntGtbAwards.huntId, huntId))
    .orderBy(asc(liveHuntGtbAwards.place));
}

/** Every GTB award of every hunt, newest first (the admin's prizes list). */
export async function allAwards(db: Executor, limit: number) {
  return db
    .select({
      huntId: liveHuntGtbAwards.huntId,
      huntIndex: liveHunts.index,
      place: liveHuntGtbAwards.place,
      username: users.displayName,
      login: users.login,
      points: liveHuntGtbAwards.points,
      text: liveHuntGtbAwards.text,
      affiliate: liveHuntGtbAwards.affiliate,
      createdAt: liveHuntGtbAwards.createdAt,
    })
    .from(liveHuntGtbAwards)
    .innerJoin(users, eq(users.id, liveHuntGtbAwards.userId))
    .innerJoin(liveHunts, eq(liveHunts.id, liveHuntGtbAwards.huntId))
    .orderBy(desc(liveHuntGtbAwards.createdAt), asc(liveHuntGtbAwards.place))
    .limit(limit);
}

export async function bonusesOf(db: Executor, huntId: string): Promise<BonusRow[]> {
  return db
    .select()
    .from(liveHuntBonuses)
    .where(eq(liveHuntBonuses.huntId, huntId))
    .orderBy(asc(liveHuntBonuses.position), asc(liveHuntBonuses.createdAt));
}

export async function insertBonus(
  tx: Executor,
  values: {
    huntId: string;
    slotId: string | null;
    slotName: string;
    slotProvider: string;
    betCents: number;
    isSuper: boolean;
  },
): Promise<BonusRow> {
  const [row] = await tx
    .insert(liveHuntBonuses)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), 0) + 1 from ${liveHuntBonuses} where hunt_id = ${values.huntId})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBonus(
  tx: Executor,
  huntId: string,
  bonusId: string,
  patch: Partial<Pick<BonusRow, 'slotId' | 'slotName' | 'slotProvider' | 'betCents' | 'earningCents' | 'isSuper'>>,
): Promise<BonusRow | null> {
  if (Object.keys(patch).length === 0) {
    const [row] = await tx
      .select()
      .from(liveHuntBonuses)
      .where(and(eq(liveHuntBonuses.id, bonusId), eq(liveHuntBonuses.huntId, huntId)));
    return row ?? null;
  }
  const [row] = await tx
    .update(liveHuntBonuses)
    .set(patch)
    .where(and(eq(liveHuntBonuses.id, bonusId), eq(liveHuntBonuses.huntId, huntId)))
    .returning();
  return row ?? null;
}

export async function deleteBonus(tx: Executor, huntId: string, bonusId: string): Promise<boolean> {
  const rows = await tx
    .delete(liveHuntBonuses)
    .where(and(eq(liveHuntBonuses.id, bonusId), eq(liveHuntBonuses.huntId, huntId)))
    .returning({ id: liveHuntBonuses.id });
  if (rows.length === 0) return false;
  // Close the gap so positions stay 1..n.
  await tx.execute(
    sql`update ${liveHuntBonuses} b set position = o.n from (select id, row_number() over (order by position, created_at) as n from ${liveHuntBonuses} where hunt_id = ${huntId}) o where b.id = o.id`,
  );
  return true;
}

export async function setPositions(tx: Executor, huntId: string, order: string[]): Promise<void> {
  for (const [i, id] of order.entries()) {
    await tx
      .update(liveHuntBonuses)
      .set({ position: i + 1 })
      .where(and(eq(liveHuntBonuses.id, id), eq(liveHuntBonuses.huntId, huntId)));
  }
}

/** The hunt's bonuses in order, each with its catalogue slot's thumbnail (null when unlinked or without art). */
export async function bonusesWithArt(
  db: Executor,
  huntId: string,
): Promise<(BonusRow & { thumbnail: string | null })[]> {
  return db
    .select({ ...getTableColumns(liveHuntBonuses), thumbnail: slots.thumbnail })
    .from(liveHuntBonuses)
    .leftJoin(slots, eq(slots.id, liveHuntBonuses.slotId))
    .where(eq(liveHuntBonuses.huntId, huntId))
    .orderBy(asc(liveHuntBonuses.position), asc(liveHuntBonuses.createdAt));
}

/** AVG points and bettors per group (only groups with a bet). */
export async function avgGroupPots(
  db: Executor,
  huntId: string,
): Promise<{ group: 'A' | 'B' | 'C' | 'D' | 'E' | 'F'; pot: number; participants: number }[]> {
  return db
    .select({
      group: liveHuntAvgBets.group,
      pot: sql<number>`coalesce(sum(${liveHuntAvgBets.bet}), 0)::int`,
      participants: sql<number>`count(*)::int`,
    })
    .from(liveHuntAvgBets)
    .where(eq(liveHuntAvgBets.huntId, huntId))
    .groupBy(liveHuntAvgBets.group);
}

export async function participation(db: Executor, huntId: string): Promise<{ gtb: number; avg: number; pot: number }> {
  const rows = await queryRows<{ gtb: number; avg: number; pot: number }>(
    db,
    sql`select (select count(*)::int from ${liveHuntGtbGuesses} where hunt_id = ${huntId}) as gtb,
               (select count(*)::int from ${liveHuntAvgBets} where hunt_id = ${huntId}) as avg,
               (select coalesce(sum(bet), 0)::int from ${liveHuntAvgBets} where hunt_id = ${huntId}) as pot`,
  );
  return rows[0] ?? { gtb: 0, avg: 0, pot: 0 };
}

/**
 * A GTB guess; false when the account already guessed in this hunt (the unique index). Every guess
 * runs it, so it is a named prepared statement (ADR 052).
 */
export async function insertGuess(tx: Executor, huntId: string, userId: string, guessCents: number): Promise<boolean> {
  const rows = await queryPrepared<{ seq: number }>(
    tx,
    'live_hunt_gtb_guess_insert',
    sql`insert into ${liveHuntGtbGuesses} (hunt_id, user_id, guess_cents)
        values (${huntId}, ${userId}, ${guessCents}::int8)
        on conflict do nothing returning seq`,
  );
  return rows.length > 0;
}

/** The advisory lock class of a batch's guesses (`insertGuesses`); the key is the account's hash. */
const GUESS_LOCK_CLASS = 37_003;

/**
 * Many accounts' guesses in one statement (a batch of chat guesses), in the order given, so `seq`
 * keeps the order the guesses came in (an earlier guess wins a tie). Each account's guess is first
 * held by a transaction-level advisory lock, taken in user id order: two batches on two instances
 * that share accounts wait for each other instead of each waiting on the other's uncommitted insert.
 * Answers the accounts whose guess went in (not those that had one already).
 */
export async function insertGuesses(
  tx: Executor,
  huntId: string,
  guesses: ReadonlyArray<{ userId: string; guessCents: number }>,
): Promise<Set<string>> {
  if (guesses.length === 0) return new Set();
  const accounts = `{${guesses.map((g) => g.userId).join(',')}}`;
  const rows = await queryPrepared<{ user_id: string }>(
    tx,
    'live_hunt_gtb_guesses_insert',
    sql`with locked as (
          select pg_advisory_xact_lock(${GUESS_LOCK_CLASS}::int, hashtext(u::text))
          from (select u from unnest(${accounts}::uuid[]) u order by u) s)
        insert into ${liveHuntGtbGuesses} (hunt_id, user_id, guess_cents)
        select ${huntId}, g.u, g.c
        from unnest(${accounts}::uuid[],
          ${`{${guesses.map((g) => g.guessCents).join(',')}}`}::int8[]) with ordinality as g(u, c, n)
        where (select count(*) from locked) >= 0
        order by g.n
        on conflict do nothing returning user_id`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * An AVG bet's row, or null when the account already bet in this hunt (the unique index). Every bet
 * runs it, so it is a named prepared statement (ADR 052).
 */
export async function insertAvgBet(
  tx: Executor,
  values: { huntId: string; userId: string; group: 'A' | 'B' | 'C' | 'D' | 'E' | 'F'; bet: number },
): Promise<string | null> {
  const rows = await queryPrepared<{ id: string }>(
    tx,
    'live_hunt_avg_bet_insert',
    sql`insert into ${liveHuntAvgBets} (hunt_id, user_id, "group", bet)
        values (${values.huntId}, ${values.userId}, ${values.group}, ${values.bet}::int)
        on conflict do nothing returning id`,
  );
  return rows[0]?.id ?? null;
}

export async function guessesOf(db: Executor, huntId: string) {
  return db
    .select({
      seq: liveHuntGtbGuesses.seq,
      userId: liveHuntGtbGuesses.userId,
      guessCents: liveHuntGtbGuesses.guessCents,
    })
    .from(liveHuntGtbGuesses)
    .where(eq(liveHuntGtbGuesses.huntId, huntId));
}

export async function avgBetsOf(db: Executor, huntId: string) {
  return db
    .select()
    .from(liveHuntAvgBets)
    .where(eq(liveHuntAvgBets.huntId, huntId))
    .orderBy(asc(liveHuntAvgBets.createdAt), asc(liveHuntAvgBets.id));
}

export async function setGuessRank(tx: Executor, seq: number, rank: number): Promise<void> {
  await tx.update(liveHuntGtbGuesses).set({ rank }).where(eq(liveHuntGtbGuesses.seq, seq));
}

export async function setAvgOutcome(tx: Executor, id: string, payout: number, refunded: boolean): Promise<void> {
  await tx.update(liveHuntAvgBets).set({ payout, refunded }).where(eq(liveHuntAvgBets.id, id));
}

/** Inserts the settlement row; false when the hunt was already settled (the row exists). */
export async function insertSettlement(
  tx: Executor,
  values: typeof liveHuntSettlements.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(liveHuntSettlements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: liveHuntSettlements.huntId });
  return rows.length > 0;
}

export async function settlementOf(db: Executor, huntId: string): Promise<SettlementRow | null> {
  const [row] = await db.select().from(liveHuntSettlements).where(eq(liveHuntSettlements.huntId, huntId));
  return row ?? null;
}

/**
 * The GTB places an account was awarded (their times, unix ms) after `from`, in any hunt but this one:
 * what the GTB winner limit counts (ADR 070).
 */
export async function gtbWinTimes(db: Executor, userId: string, huntId: string, from: Date): Promise<number[]> {
  const rows = await db
    .select({ at: liveHuntGtbAwards.createdAt })
    .from(liveHuntGtbAwards)
    .where(
      and(
        eq(liveHuntGtbAwards.userId, userId),
        sql`${liveHuntGtbAwards.huntId} <> ${huntId}`,
        sql`${liveHuntGtbAwards.createdAt} > ${from.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.at.getTime());
}

/** `gtbWinTimes` of many accounts in one statement (a batch of chat guesses): unix ms per account that has any. */
export async function gtbWinTimesOf(
  db: Executor,
  userIds: readonly string[],
  huntId: string,
  from: Date,
): Promise<Map<string, number[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: string; times: number[] }>(
    db,
    sql`select user_id, array_agg((extract(epoch from created_at) * 1000)::float8) as times
        from ${liveHuntGtbAwards}
        where user_id = any(${`{${userIds.join(',')}}`}::uuid[]) and hunt_id <> ${huntId}
          and created_at > ${from.toISOString()}::timestamptz
        group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r.times.map(Number)]));
}

/** The guessers of a hunt with GTB places awarded in other hunts in `(from, to]`, with those times (unix ms). */
export async function guesserGtbWins(
  db: Executor,
  huntId: string,
  from: Date,
  to: Date,
): Promise<Array<{ userId: string; times: number[] }>> {
  const rows = await queryRows<{ user_id: string; times: number[] }>(
    db,
    sql`select g.user_id, array_agg((extract(epoch from a.created_at) * 1000)::float8) as times
        from ${liveHuntGtbGuesses} g
        join ${liveHuntGtbAwards} a on a.user_id = g.user_id and a.hunt_id <> g.hunt_id
        where g.hunt_id = ${huntId}
          and a.created_at > ${from.toISOString()}::timestamptz and a.created_at <= ${to.toISOString()}::timestamptz
        group by g.user_id`,
  );
  return rows.map((r) => ({ userId: r.user_id, times: r.times.map(Number) }));
}

/** Sets the GTB winner limit (both columns null for none) and returns the hunt row. */
export async function setGtbWinLimit(tx: Executor, id: string, limit: WinLimit | null): Promise<HuntRow> {
  const [row] = await tx
    .update(liveHunts)
    .set({ gtbWinLimit: limit?.wins ?? null, gtbWinLimitDays: limit?.days ?? null })
    .where(eq(liveHunts.id, id))
    .returning();
  if (!row) throw new Error('hunt vanished');
  return row;
}

/** Marks guesses of these accounts ineligible for a place (the settlement, at the GTB winner limit). */
export async function markGuessesIneligible(tx: Executor, huntId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(liveHuntGtbGuesses)
    .set({ ineligible: true })
    .where(and(eq(liveHuntGtbGuesses.huntId, huntId), inArray(liveHuntGtbGuesses.userId, userIds)));
}

export async function topGuesses(db: Executor, huntId: string, limit: number) {
  return db
    .select({
      rank: liveHuntGtbGuesses.rank,
      guessCents: liveHuntGtbGuesses.guessCents,
      username: users.displayName,
      ineligible: liveHuntGtbGuesses.ineligible,
    })
    .from(liveHuntGtbGuesses)
    .innerJoin(users, eq(users.id, liveHuntGtbGuesses.userId))
    .where(and(eq(liveHuntGtbGuesses.huntId, huntId), sql`${liveHuntGtbGuesses.rank} is not null`))
    .orderBy(asc(liveHuntGtbGuesses.rank))
    .limit(limit);
}

export async function avgResults(db: Executor, huntId: string) {
  return db
    .select({
      username: users.displayName,
      group: liveHuntAvgBets.group,
      bet: liveHuntAvgBets.bet,
      payout: liveHuntAvgBets.payout,
      refunded: liveHuntAvgBets.refunded,
    })
    .from(liveHuntAvgBets)
    .innerJoin(users, eq(users.id, liveHuntAvgBets.userId))
    .where(eq(liveHuntAvgBets.huntId, huntId))
    .orderBy(desc(liveHuntAvgBets.payout), asc(liveHuntAvgBets.createdAt));
}

export async function myEntries(db: Executor, huntId: string, userId: string) {
  const [[gtb], [avg]] = await readTogether(db, [
    () =>
      db
        .select({ guessCents: liveHuntGtbGuesses.guessCents })
        .from(liveHuntGtbGuesses)
        .where(and(eq(liveHuntGtbGuesses.huntId, huntId), eq(liveHuntGtbGuesses.userId, userId))),
    () =>
      db
        .select()
        .from(liveHuntAvgBets)
        .where(and(eq(liveHuntAvgBets.huntId, huntId), eq(liveHuntAvgBets.userId, userId))),
  ]);
  return { gtb: gtb ?? null, avg: avg ?? null };
}

/**
 * A change's event row (its seq is the SSE event id). Every change of the hunt, each bet included,
 * runs it, so it is a named prepared statement (ADR 052).
 */
export async function insertEvent(tx: Executor, huntId: string | null, kind: string): Promise<number> {
  const [row] = await queryPrepared<{ seq: number | string }>(
    tx,
    'live_hunt_event_insert',
    sql`insert into ${liveHuntEvents} (hunt_id, kind) values (${huntId}::uuid, ${kind}) returning seq`,
  );
  if (!row) throw new Error('insert returned no row');
  return Number(row.seq);
}

export async function lastEventSeq(db: Executor): Promise<number> {
  const rows = await queryRows<{ seq: number | null }>(db, sql`select max(seq)::int8 as seq from ${liveHuntEvents}`);
  return Number(rows[0]?.seq ?? 0);
}

/** A slot of the catalogue by id (the console picks slots from it), or null. */
export async function catalogueSlot(tx: Executor, id: string): Promise<{ name: string; provider: string } | null> {
  const [row] = await tx.select({ name: slots.name, provider: slots.provider }).from(slots).where(eq(slots.id, id));
  return row ?? null;
}
