import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fairnessSeeds, games, users } from '../../db/schema';

export type GameKind = 'mines' | 'blackjack';
export type GameRow = typeof games.$inferSelect;
export type SeedRow = typeof fairnessSeeds.$inferSelect;

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
  const [row] = await tx
    .update(fairnessSeeds)
    .set({ nonce: sql`${fairnessSeeds.nonce} + 1` })
    .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')))
    .returning();
  return row ? { ...row, nonce: row.nonce - 1 } : null;
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
  const [row] = await tx
    .select({ game: games, balance: users.points })
    .from(games)
    .innerJoin(users, eq(users.id, games.userId))
    .where(and(eq(games.userId, userId), eq(games.kind, kind), eq(games.status, 'active')))
    .limit(1)
    .for('update', { of: games });
  return row ?? null;
}

/** A game of the user, locked, with the player's balance. */
export async function lockForUserWithBalance(
  tx: Executor,
  id: string,
  userId: string,
): Promise<{ game: GameRow; balance: number } | null> {
  const [row] = await tx
    .select({ game: games, balance: users.points })
    .from(games)
    .innerJoin(users, eq(users.id, games.userId))
    .where(and(eq(games.id, id), eq(games.userId, userId)))
    .limit(1)
    .for('update', { of: games });
  return row ?? null;
}

export async function findActive(tx: Executor, userId: string, kind: GameKind, lock: boolean): Promise<GameRow | null> {
  const q = tx
    .select()
    .from(games)
    .where(and(eq(games.userId, userId), eq(games.kind, kind), eq(games.status, 'active')))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
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
  await tx.insert(games).values({
    id: values.id,
    userId: values.userId,
    kind: values.kind,
    status: values.finished ? 'finished' : 'active',
    seedId: values.seedId,
    nonce: values.nonce,
    totalBet: values.totalBet,
    payout: values.payout,
    state: values.state,
    finishedAt: values.finished ? sql`now()` : null,
  });
}

export async function saveGame(
  tx: Executor,
  id: string,
  values: { state: unknown; totalBet: number; payout: number; finished: boolean },
): Promise<void> {
  await tx
    .update(games)
    .set({
      state: values.state,
      totalBet: values.totalBet,
      payout: values.payout,
      status: values.finished ? 'finished' : 'active',
      updatedAt: sql`now()`,
      ...(values.finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(games.id, id));
}
