import { and, desc, eq, sql } from 'drizzle-orm';
import { dateOf, queryPrepared, type Executor } from '../../db/client';
import { fairnessSeeds, games, users } from '../../db/schema';

export type GameKind = 'mines' | 'blackjack';
export type GameRow = typeof games.$inferSelect;
export type SeedRow = typeof fairnessSeeds.$inferSelect;

// The statements every game request sends are named prepared statements (ADR 052, issue 37): each
// connection parses and plans them once. Their rows come back raw: snake_case, timestamps as text.
type RawGame = {
  id: string;
  user_id: string;
  kind: GameKind;
  status: 'active' | 'finished';
  seed_id: string;
  nonce: number;
  total_bet: number;
  payout: number;
  state: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
};
const GAME_COLUMNS = sql.raw(
  'g.id, g.user_id, g.kind, g.status, g.seed_id, g.nonce, g.total_bet, g.payout, g.state, g.created_at, g.updated_at, g.finished_at',
);
const gameOf = (r: RawGame): GameRow => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  status: r.status,
  seedId: r.seed_id,
  nonce: r.nonce,
  totalBet: r.total_bet,
  payout: r.payout,
  state: r.state,
  createdAt: dateOf(r.created_at)!,
  updatedAt: dateOf(r.updated_at)!,
  finishedAt: dateOf(r.finished_at),
});

// ---- fairness pairs ----

export async function activePair(tx: Executor, userId: string, lock: boolean): Promise<SeedRow | null> {
  const q = tx
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Queues a user's seed changes (rotate, client seed) one behind the other until the transaction ends.
 * An advisory lock, not a row lock: game starts lock the pair then the user's balance, and a row lock
 * taken here first would invert that order.
 */
export async function serialiseSeedChanges(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fairness:${userId}`}, 0))`);
}

/** Inserts an active pair unless one appeared meanwhile (the partial unique index decides). */
export async function insertPairIfNone(
  tx: Executor,
  values: { userId: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await tx
    .insert(fairnessSeeds)
    .values(values)
    .onConflictDoNothing({ target: fairnessSeeds.userId, where: sql`${fairnessSeeds.status} = 'active'` });
}

/**
 * Hands out the active pair's current nonce and moves it on by one, in one statement that also
 * locks the pair until the transaction ends. Null when the user has no active pair yet.
 */
export async function advanceActivePair(tx: Executor, userId: string): Promise<SeedRow | null> {
  const [row] = await queryPrepared<{
    id: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    status: 'active' | 'revealed';
    created_at: Date | string;
    revealed_at: Date | string | null;
  }>(
    tx,
    'fairness_advance',
    sql`update ${fairnessSeeds} set nonce = nonce + 1 where user_id = ${userId} and status = 'active'
        returning id, server_seed, server_seed_hash, client_seed, nonce, status, created_at, revealed_at`,
  );
  return row
    ? {
        id: row.id,
        userId,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce - 1,
        status: row.status,
        createdAt: dateOf(row.created_at)!,
        revealedAt: dateOf(row.revealed_at),
      }
    : null;
}

export async function setClientSeed(tx: Executor, seedId: string, clientSeed: string): Promise<void> {
  await tx.update(fairnessSeeds).set({ clientSeed }).where(eq(fairnessSeeds.id, seedId));
}

export async function revealPair(tx: Executor, seedId: string): Promise<void> {
  await tx
    .update(fairnessSeeds)
    .set({ status: 'revealed', revealedAt: sql`now()` })
    .where(eq(fairnessSeeds.id, seedId));
}

export async function lastRevealedPair(db: Executor, userId: string): Promise<SeedRow | null> {
  const [row] = await db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'revealed')))
    .orderBy(desc(fairnessSeeds.revealedAt))
    .limit(1);
  return row ?? null;
}

/** Finished games with their pair, newest first; the server seed only once the pair is revealed. */
export async function recentFinished(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: games.id,
      kind: games.kind,
      createdAt: games.createdAt,
      totalBet: games.totalBet,
      payout: games.payout,
      nonce: games.nonce,
      mines: sql<number | null>`case when ${games.kind} = 'mines' then (${games.state}->>'mines')::int end`,
      clientSeed: sql<string>`${games.state}->>'clientSeed'`,
      serverSeedHash: fairnessSeeds.serverSeedHash,
      serverSeed: sql<
        string | null
      >`case when ${fairnessSeeds.status} = 'revealed' then ${fairnessSeeds.serverSeed} end`,
    })
    .from(games)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, games.seedId))
    .where(and(eq(games.userId, userId), eq(games.status, 'finished')))
    .orderBy(desc(games.createdAt))
    .limit(limit);
}

// ---- games ----

/** The active game, locked, with the player's balance (so an answer needs no second read). */
export async function lockActiveWithBalance(
  tx: Executor,
  userId: string,
  kind: GameKind,
): Promise<{ game: GameRow; balance: number } | null> {
  const [row] = await queryPrepared<RawGame & { balance: number }>(
    tx,
    'games_lock_active',
    sql`select ${GAME_COLUMNS}, u.points as balance
        from ${games} g join ${users} u on u.id = g.user_id
        where g.user_id = ${userId} and g.kind = ${kind} and g.status = 'active'
        limit 1 for update of g`,
  );
  return row ? { game: gameOf(row), balance: row.balance } : null;
}

/** A game of the user, locked, with the player's balance. */
export async function lockForUserWithBalance(
  tx: Executor,
  id: string,
  userId: string,
): Promise<{ game: GameRow; balance: number } | null> {
  const [row] = await queryPrepared<RawGame & { balance: number }>(
    tx,
    'games_lock_for_user',
    sql`select ${GAME_COLUMNS}, u.points as balance
        from ${games} g join ${users} u on u.id = g.user_id
        where g.id = ${id} and g.user_id = ${userId}
        limit 1 for update of g`,
  );
  return row ? { game: gameOf(row), balance: row.balance } : null;
}

export async function findActive(tx: Executor, userId: string, kind: GameKind, lock: boolean): Promise<GameRow | null> {
  const where = sql`where g.user_id = ${userId} and g.kind = ${kind} and g.status = 'active' limit 1`;
  const [row] = lock
    ? await queryPrepared<RawGame>(
        tx,
        'games_active_locked',
        sql`select ${GAME_COLUMNS} from ${games} g ${where} for update`,
      )
    : await queryPrepared<RawGame>(tx, 'games_active', sql`select ${GAME_COLUMNS} from ${games} g ${where}`);
  return row ? gameOf(row) : null;
}

export async function hasActiveGame(tx: Executor, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.userId, userId), eq(games.status, 'active')))
    .limit(1);
  return rows.length > 0;
}

export async function latestFinished(tx: Executor, userId: string, kind: GameKind): Promise<GameRow | null> {
  const [row] = await tx
    .select()
    .from(games)
    .where(and(eq(games.userId, userId), eq(games.kind, kind), eq(games.status, 'finished')))
    .orderBy(desc(games.finishedAt))
    .limit(1);
  return row ?? null;
}

export async function insertGame(
  tx: Executor,
  values: {
    id: string;
    userId: string;
    kind: GameKind;
    seedId: string;
    nonce: number;
    totalBet: number;
    payout: number;
    state: unknown;
    finished: boolean;
  },
): Promise<void> {
  await queryPrepared(
    tx,
    'games_insert',
    sql`insert into ${games} (id, user_id, kind, status, seed_id, nonce, total_bet, payout, state, finished_at)
        values (${values.id}, ${values.userId}, ${values.kind},
          case when ${values.finished}::boolean then 'finished' else 'active' end,
          ${values.seedId}, ${values.nonce}::int, ${values.totalBet}::int, ${values.payout}::int,
          ${JSON.stringify(values.state)}::jsonb, case when ${values.finished}::boolean then now() end)`,
  );
}

export async function saveGame(
  tx: Executor,
  id: string,
  values: { state: unknown; totalBet: number; payout: number; finished: boolean },
): Promise<void> {
  await queryPrepared(
    tx,
    'games_save',
    sql`update ${games} set state = ${JSON.stringify(values.state)}::jsonb, total_bet = ${values.totalBet}::int,
          payout = ${values.payout}::int,
          status = case when ${values.finished}::boolean then 'finished' else 'active' end,
          updated_at = now(),
          finished_at = case when ${values.finished}::boolean then now() else finished_at end
        where id = ${id}`,
  );
}
