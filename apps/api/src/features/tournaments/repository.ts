import { TOURNAMENT_HISTORY_MAX } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Executor } from '../../db/client';
import { tournamentEntrants, tournamentMatches, tournamentPredictions, tournaments, users } from '../../db/schema';

export type TournamentRow = typeof tournaments.$inferSelect;
export type EntrantRow = typeof tournamentEntrants.$inferSelect & { callerName: string | null };
export type MatchRow = typeof tournamentMatches.$inferSelect;
export type PredictionRow = typeof tournamentPredictions.$inferSelect;
export type TournamentChange = Partial<typeof tournaments.$inferInsert>;
export type MatchChange = Partial<typeof tournamentMatches.$inferInsert>;

export async function insert(tx: Executor, values: typeof tournaments.$inferInsert): Promise<TournamentRow> {
  const [row] = await tx.insert(tournaments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The entrants in list order (their ids ascending: the frozen list's order). */
export async function insertEntrants(
  tx: Executor,
  rows: Array<typeof tournamentEntrants.$inferInsert>,
): Promise<Array<typeof tournamentEntrants.$inferSelect>> {
  const inserted = await tx.insert(tournamentEntrants).values(rows).returning();
  return inserted.sort((a, b) => a.id - b.id);
}

export async function find(db: Executor, id: string): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return row ?? null;
}

/**
 * The tournament under `for update` (every admin change: start, open, close, result, cancel) or
 * `for share` (a prediction: many at once, none while an admin change holds it).
 */
export async function lock(tx: Executor, id: string, mode: 'update' | 'share'): Promise<TournamentRow | null> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for(mode).limit(1);
  return row ?? null;
}

export async function update(tx: Executor, id: string, change: TournamentChange): Promise<void> {
  await tx.update(tournaments).set(change).where(eq(tournaments.id, id));
}

/** Running and upcoming ones (all), and the latest finished or cancelled ones. */
export async function listed(db: Executor): Promise<TournamentRow[]> {
  const [open, past] = await Promise.all([
    db
      .select()
      .from(tournaments)
      .where(inArray(tournaments.status, ['upcoming', 'running']))
      .orderBy(desc(tournaments.createdAt)),
    db
      .select()
      .from(tournaments)
      .where(inArray(tournaments.status, ['finished', 'cancelled']))
      .orderBy(desc(sql`coalesce(${tournaments.finishedAt}, ${tournaments.cancelledAt})`))
      .limit(TOURNAMENT_HISTORY_MAX),
  ]);
  return [...open, ...past];
}

export async function entrantsOf(db: Executor, ids: string[]): Promise<EntrantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tournamentEntrants.id,
      tournamentId: tournamentEntrants.tournamentId,
      slotId: tournamentEntrants.slotId,
      slotName: tournamentEntrants.slotName,
      slotProvider: tournamentEntrants.slotProvider,
      callerId: tournamentEntrants.callerId,
      slotRequestId: tournamentEntrants.slotRequestId,
      seed: tournamentEntrants.seed,
      eliminated: tournamentEntrants.eliminated,
      callerName: users.displayName,
    })
    .from(tournamentEntrants)
    .leftJoin(users, eq(users.id, tournamentEntrants.callerId))
    .where(inArray(tournamentEntrants.tournamentId, ids))
    .orderBy(asc(tournamentEntrants.id));
}

export async function setSeeds(tx: Executor, seeds: Array<{ id: number; seed: number }>): Promise<void> {
  await tx.execute(sql`
    update ${tournamentEntrants} e set seed = s.seed
    from jsonb_to_recordset(${JSON.stringify(seeds)}::jsonb) as s(id int8, seed int)
    where e.id = s.id`);
}

export async function setEliminated(tx: Executor, entrantId: number, eliminated: boolean): Promise<void> {
  await tx.update(tournamentEntrants).set({ eliminated }).where(eq(tournamentEntrants.id, entrantId));
}

export async function insertMatches(
  tx: Executor,
  rows: Array<typeof tournamentMatches.$inferInsert>,
): Promise<MatchRow[]> {
  return tx.insert(tournamentMatches).values(rows).returning();
}

export async function matchesOf(db: Executor, ids: string[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tournamentMatches)
    .where(inArray(tournamentMatches.tournamentId, ids))
    .orderBy(asc(tournamentMatches.round), asc(tournamentMatches.position));
}

/** A match of the tournament, under `for update` (an admin change) or `for share` (a prediction). */
export async function lockMatch(
  tx: Executor,
  tournamentId: string,
  matchId: number,
  mode: 'update' | 'share',
): Promise<MatchRow | null> {
  const [row] = await tx
    .select()
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.id, matchId), eq(tournamentMatches.tournamentId, tournamentId)))
    .for(mode)
    .limit(1);
  return row ?? null;
}

export async function updateMatch(tx: Executor, id: number, change: MatchChange): Promise<void> {
  await tx.update(tournamentMatches).set(change).where(eq(tournamentMatches.id, id));
}

/** One prediction; null when the account already has one on this match (or this champion pool). */
/**
 * A prediction, or null when the account already has one in that pool (the partial unique indexes).
 * Every prediction runs it, so it is a named prepared statement (ADR 052).
 */
export async function insertPrediction(
  tx: Executor,
  v: { tournamentId: string; matchId: number | null; userId: string; pick: string; points: number; source: string },
): Promise<number | null> {
  const [row] = await queryPrepared<{ id: number }>(
    tx,
    'tournament_prediction_insert',
    sql`insert into ${tournamentPredictions} (tournament_id, match_id, user_id, pick, points, source)
        values (${v.tournamentId}, ${v.matchId}::int8, ${v.userId}, ${v.pick}, ${v.points}::int, ${v.source})
        on conflict do nothing returning id`,
  );
  return row?.id ?? null;
}

/** What a prediction on a match reads of its tournament and match (both held `for share`). */
export type PredictionTarget = {
  id: string;
  name: string;
  status: string;
  maxStake: number;
  matchId: number;
  matchStatus: string;
  round: number;
};

/**
 * The tournament and its match under `for share`, in one statement (a prediction's first): the
 * admin's changes wait for predictions in flight, and a prediction that waited for one reads the row
 * it left. Null when either is missing.
 */
export async function lockForPrediction(tx: Executor, id: string, matchId: number): Promise<PredictionTarget | null> {
  const [row] = await queryPrepared<{
    name: string;
    status: string;
    max_stake: number;
    match_status: string;
    round: number;
  }>(
    tx,
    'tournament_prediction_target',
    sql`select t.name, t.status, t.max_stake, m.status as match_status, m.round
        from ${tournaments} t join ${tournamentMatches} m on m.tournament_id = t.id
        where t.id = ${id} and m.id = ${matchId}::int8
        for share of t, m`,
  );
  return row
    ? {
        id,
        name: row.name,
        status: row.status,
        maxStake: row.max_stake,
        matchId,
        matchStatus: row.match_status,
        round: row.round,
      }
    : null;
}

/** A match's predictions (or, with null, the champion pool's) in the order placed. */
export async function predictionsOf(
  tx: Executor,
  tournamentId: string,
  matchId: number | null,
): Promise<PredictionRow[]> {
  return tx
    .select()
    .from(tournamentPredictions)
    .where(
      and(
        eq(tournamentPredictions.tournamentId, tournamentId),
        matchId === null ? isNull(tournamentPredictions.matchId) : eq(tournamentPredictions.matchId, matchId),
      ),
    )
    .orderBy(asc(tournamentPredictions.id));
}

/** Records what each prediction is paid now (one statement for the whole pool). */
export async function setOutcomes(
  tx: Executor,
  outcomes: Array<{ id: number; payout: number | null; refunded: boolean; capRemoved: number; unrecovered: number }>,
): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.execute(sql`
    update ${tournamentPredictions} p
    set payout = o.payout, refunded = o.refunded, cap_removed = o.cap_removed, unrecovered = p.unrecovered + o.unrecovered
    from jsonb_to_recordset(${JSON.stringify(
      outcomes.map((o) => ({
        id: o.id,
        payout: o.payout,
        refunded: o.refunded,
        cap_removed: o.capRemoved,
        unrecovered: o.unrecovered,
      })),
    )}::jsonb) as o(id int8, payout int8, refunded boolean, cap_removed int8, unrecovered int8)
    where p.id = o.id`);
}

/** Points and counts per pick, per match (null: the champion pool), for the tournaments given. */
export async function poolTotals(
  db: Executor,
  ids: string[],
): Promise<Array<{ tournamentId: string; matchId: number | null; pick: string; points: number; count: number }>> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    tournament_id: string;
    match_id: string | null;
    pick: string;
    points: string;
    count: string;
  }>(
    db,
    sql`select tournament_id, match_id, pick, sum(points)::int8 as points, count(*)::int8 as count
        from ${tournamentPredictions}
        where tournament_id = any(${`{${ids.join(',')}}`}::uuid[])
        group by tournament_id, match_id, pick`,
  );
  return rows.map((r) => ({
    tournamentId: r.tournament_id,
    matchId: r.match_id === null ? null : Number(r.match_id),
    pick: r.pick,
    points: Number(r.points),
    count: Number(r.count),
  }));
}

export async function predictionsOfUser(db: Executor, tournamentId: string, userId: string): Promise<PredictionRow[]> {
  return db
    .select()
    .from(tournamentPredictions)
    .where(and(eq(tournamentPredictions.tournamentId, tournamentId), eq(tournamentPredictions.userId, userId)));
}

/** The match open for predictions in a running tournament (the chat's `!pick`), with both slots' names; null when none. */
export async function openMatch(
  db: Executor,
): Promise<{ tournamentId: string; matchId: string; maxStake: number; a: string; b: string } | null> {
  const [row] = await queryRows<{ tournament_id: string; match_id: string; max_stake: number; a: string; b: string }>(
    db,
    sql`select t.id as tournament_id, m.id::text as match_id, t.max_stake, ea.slot_name as a, eb.slot_name as b
        from ${tournamentMatches} m
        join ${tournaments} t on t.id = m.tournament_id
        join ${tournamentEntrants} ea on ea.id = m.entrant_a
        join ${tournamentEntrants} eb on eb.id = m.entrant_b
        where t.status = 'running' and m.status = 'open'
        order by m.opened_at desc
        limit 1`,
  );
  return row
    ? { tournamentId: row.tournament_id, matchId: row.match_id, maxStake: Number(row.max_stake), a: row.a, b: row.b }
    : null;
}
