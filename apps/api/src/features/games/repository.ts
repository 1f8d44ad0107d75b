import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { dateOf, queryPrepared, type Executor } from '../../db/client';
import { fairnessSeeds, games, users } from '../../db/schema';

export type GameKind = 'mines' | 'blackjack';

/**
 * The balance side of a game's statement (`games_deal`, `games_step`): the step's stake and payout as
 * `game_bet` and `game_payout` ledger rows referring to the round.
 */
export const roundMovement = (
  userId: string,
  ref: { kind: GameKind; id: string },
  step: { debit: number; credit: number },
) => ({
  userId,
  debit: step.debit,
  credit: step.credit,
  debitReason: 'game_bet' as const,
  creditReason: 'game_payout' as const,
  refType: ref.kind,
  refId: ref.id,
});
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
  rev: number;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
};
const GAME_COLUMNS = sql.raw(
  'g.id, g.user_id, g.kind, g.status, g.seed_id, g.nonce, g.total_bet, g.payout, g.state, g.rev, g.created_at, g.updated_at, g.finished_at',
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
  rev: r.rev,
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

/** The statement `currentPair` sends (bench/games.mjs sends it too, beside the app). */
export const currentPairSql = (userId: string): SQL =>
  sql`select id, server_seed, server_seed_hash, client_seed, nonce from ${fairnessSeeds}
      where user_id = ${userId} and status = 'active' limit 1`;

/**
 * The active pair as a deal reads it, unlocked: its seeds and the nonce the next game takes. Null
 * when the user has no active pair yet. The deal's statement moves the nonce on only if it is still
 * this one (`dealWrite`), so two deals computed from one read cannot both be written.
 */
export async function currentPair(db: Executor, userId: string): Promise<PairForDeal | null> {
  const [row] = await queryPrepared<{
    id: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
  }>(db, 'fairness_current', currentPairSql(userId));
  return row
    ? {
        seedId: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce,
      }
    : null;
}

export type PairForDeal = {
  seedId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

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

/** A game of the user with the player's balance, unlocked: a step is computed from it (`stepWrite`). */
export async function findForUserWithBalance(
  db: Executor,
  id: string,
  userId: string,
): Promise<{ game: GameRow; balance: number } | null> {
  const [row] = await queryPrepared<RawGame & { balance: number }>(
    db,
    'games_of_user',
    sql`select ${GAME_COLUMNS}, u.points as balance
        from ${games} g join ${users} u on u.id = g.user_id
        where g.id = ${id} and g.user_id = ${userId}
        limit 1`,
  );
  return row ? { game: gameOf(row), balance: row.balance } : null;
}

/** The user's active game of one kind, unlocked (a step re-checks its revision when it writes). */
export async function findActive(db: Executor, userId: string, kind: GameKind): Promise<GameRow | null> {
  const [row] = await queryPrepared<RawGame>(
    db,
    'games_active',
    sql`select ${GAME_COLUMNS} from ${games} g where g.user_id = ${userId} and g.kind = ${kind} and g.status = 'active' limit 1`,
  );
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

/** What a game's state and totals write: the row's columns after a deal or a step. */
export type GameWrite = { state: unknown; totalBet: number; payout: number; finished: boolean };

/**
 * A deal's write for `pointsService.moveAlong` (ADR 077): the pair's nonce moved on and the game row
 * inserted, only when the pair is still the one the deal was computed from (`pair.nonce` and the
 * client seed unchanged, the pair still active), no game of this kind is active, the locked balance covers the stake
 * (`covers`) and responsible play lets it be written (`allowed`). Answers `active` (a game of this kind
 * was active), `rg_set` (the account has a responsible-play row), `advanced` (the pair matched) and
 * `written`. `gate` is `g`.
 */
export function dealWrite(v: {
  id: string;
  userId: string;
  kind: GameKind;
  pair: PairForDeal;
  game: GameWrite;
  covers: SQL;
  allowed: SQL;
  settingsSet: SQL;
}) {
  return {
    ctes: sql`pre as (
        select payer.points,
          exists (select 1 from ${games} a where a.user_id = ${v.userId} and a.kind = ${v.kind} and a.status = 'active') as active,
          ${v.settingsSet} as rg_set
        from payer),
      adv as (
        update ${fairnessSeeds} set nonce = nonce + 1
        where id = ${v.pair.seedId} and status = 'active' and nonce = ${v.pair.nonce}::int
          and client_seed = ${v.pair.clientSeed}
          and exists (select 1 from pre cross join payer where not pre.active and ${v.covers} and ${v.allowed})
        returning id),
      g as (
        insert into ${games} (id, user_id, kind, status, seed_id, nonce, total_bet, payout, state, finished_at)
        select ${v.id}, ${v.userId}, ${v.kind},
          case when ${v.game.finished}::boolean then 'finished' else 'active' end,
          adv.id, ${v.pair.nonce}::int, ${v.game.totalBet}::int, ${v.game.payout}::int,
          ${JSON.stringify(v.game.state)}::jsonb, case when ${v.game.finished}::boolean then now() end
        from adv
        returning id)`,
    gate: 'g',
    columns: sql`pre.active, pre.rg_set, (select count(*) from adv)::int = 1 as advanced,
      (select count(*) from g)::int = 1 as written`,
    from: sql`(select 1) one left join pre on true`,
  };
}

/**
 * A step's write for `pointsService.moveAlong` (ADR 077): the game row saved with `rev + 1`, only when
 * it is still active at the revision the step was computed from, the locked balance covers the step's
 * stake (`covers`) and responsible play lets it be written (`allowed`). Answers `saved` and `rg_set`.
 * `gate` is `g`.
 */
export function stepWrite(v: {
  id: string;
  userId: string;
  rev: number;
  game: GameWrite;
  covers: SQL;
  allowed: SQL;
  settingsSet: SQL;
}) {
  return {
    ctes: sql`g as (
        update ${games} set state = ${JSON.stringify(v.game.state)}::jsonb, rev = rev + 1,
          total_bet = ${v.game.totalBet}::int, payout = ${v.game.payout}::int,
          status = case when ${v.game.finished}::boolean then 'finished' else 'active' end,
          updated_at = now(),
          finished_at = case when ${v.game.finished}::boolean then now() else finished_at end
        where id = ${v.id} and user_id = ${v.userId} and status = 'active' and rev = ${v.rev}::int
          and exists (select 1 from payer where ${v.covers} and ${v.allowed})
        returning id)`,
    gate: 'g',
    columns: sql`(select count(*) from g)::int = 1 as saved, ${v.settingsSet} as rg_set`,
    from: sql`(select 1) one`,
  };
}
