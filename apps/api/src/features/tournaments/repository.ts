import { TOURNAMENT_HISTORY_MAX } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
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
 * The tournament under `for update` (every admin change: start, open, close, result, cancel). A
 * prediction holds it `for share` in its own statement (`predictionWrite`).
 */
export async function lockForUpdate(tx: Executor, id: string): Promise<TournamentRow | null> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function update(tx: Executor, id: string, change: TournamentChange): Promise<void> {
  await tx.update(tournaments).set(change).where(eq(tournaments.id, id));
}

/** Running and upcoming ones (all), and the latest finished or cancelled ones. */
export async function listed(db: Executor): Promise<TournamentRow[]> {
  // One statement, so one snapshot: as two reads on two pooled connections, a tournament that finished
  // between them was in neither (the open read ran after the finish, the past one before it).
  const open = inArray(tournaments.status, ['upcoming', 'running']);
  const ended = sql`coalesce(${tournaments.finishedAt}, ${tournaments.cancelledAt})`;
  const recent = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(inArray(tournaments.status, ['finished', 'cancelled']))
    .orderBy(desc(ended))
    .limit(TOURNAMENT_HISTORY_MAX);
  return db
    .select()
    .from(tournaments)
    .where(or(open, inArray(tournaments.id, recent)))
    .orderBy(
      sql`case when ${open} then 0 else 1 end`,
      desc(sql`case when ${open} then ${tournaments.createdAt} else ${ended} end`),
    );
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

export async function updateMatch(tx: Executor, id: number, change: MatchChange): Promise<void> {
  await tx.update(tournamentMatches).set(change).where(eq(tournamentMatches.id, id));
}

/**
 * A prediction and its stake as CTEs for pointsService.debitAlong (one statement, ADR 075):
 * - `target`, the lead: the tournament (and the match, for a match's pool) under `for share`, before
 *   the payer's balance is locked: the admin's changes (open, close, result, cancel) wait for
 *   predictions in flight, and a prediction that waited for one reads the row it left;
 * - `p`, the gate: the prediction, inserted only while the pool is open, the pick one of the pool's
 *   (a side; for the champion, an entrant of this tournament), the stake within the tournament's
 *   maximum, the balance covering it, and responsible play allowing it (`allowed`); never a second
 *   one in a pool (the partial unique indexes: `on conflict do nothing`);
 * - the ledger row names the new prediction and the tournament's name and round, read in the statement.
 */
export function predictionWrite(v: {
  tournamentId: string;
  matchId: number | null;
  userId: string;
  pick: string;
  points: number;
  source: string;
  allowed: SQL;
  settingsSet: SQL;
}) {
  const target =
    v.matchId === null
      ? sql`target as (
          select t.id, t.name, t.status, t.max_stake, null::text as match_status, null::int as round,
            t.status = 'running' and t.champion_closed_at is null as open, t.champion_closed_at is not null as champion_closed,
            exists (select 1 from ${tournamentEntrants} e where e.tournament_id = t.id and e.id::text = ${v.pick}) as pick_ok
          from ${tournaments} t where t.id = ${v.tournamentId}
          for share of t)`
      : sql`target as (
          select t.id, t.name, t.status, t.max_stake, m.status as match_status, m.round,
            t.status = 'running' and m.status = 'open' as open, null::boolean as champion_closed, true as pick_ok
          from ${tournaments} t join ${tournamentMatches} m on m.tournament_id = t.id
          where t.id = ${v.tournamentId} and m.id = ${v.matchId}::int8
          for share of t, m)`;
  return {
    lead: { ctes: target, last: 'target' },
    ctes: sql`p as (
        insert into ${tournamentPredictions} (tournament_id, match_id, user_id, pick, points, source)
        select target.id, ${v.matchId}::int8, payer.id, ${v.pick}::text, ${v.points}::int, ${v.source}::text
        from target, payer
        where target.open and target.pick_ok and ${v.points}::int <= target.max_stake
          and payer.points >= ${v.points}::int8 and ${v.allowed}
        on conflict do nothing returning id)`,
    gate: 'p',
    columns: sql`target.name, target.status, target.max_stake, target.match_status, target.champion_closed,
      target.pick_ok, p.id as prediction_id, ${v.settingsSet} as rg_set,
      case when p.id is null then exists (select 1 from ${tournamentPredictions} x
        where x.tournament_id = ${v.tournamentId} and x.user_id = ${v.userId}
          and x.match_id is not distinct from ${v.matchId}::int8) end as placed_before`,
    from: sql`(select 1) one left join target on true left join p on true`,
    ledger: {
      from: sql`p, target`,
      refId: sql`p.id::text`,
      params: sql`jsonb_build_object('tournament', target.name, 'round', target.round)`,
    },
  };
}

/** What `predictionWrite`'s statement answers (beside the payer's balance and the ledger row). */
export type PredictionWriteRow = {
  name: string | null;
  status: string | null;
  max_stake: number | null;
  match_status: string | null;
  champion_closed: boolean | null;
  pick_ok: boolean | null;
  prediction_id: string | number | null;
  rg_set: boolean;
  placed_before: boolean | null;
};

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
