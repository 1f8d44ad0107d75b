import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { accountMerges, bonusHunts, casinoAccounts, sessions, userIdentities, users } from '../../db/schema';

/*
 * The SQL of an account merge. A merge is the one operation that re-homes rows other features own
 * (personal bonus hunts) and reads their open commitments, so its statements live together here
 * instead of widening each feature's repository for a command run by hand.
 */

/** Locks both accounts' rows, in id order so two merges never wait on each other crosswise. */
export async function lockAccounts(tx: Executor, ids: [string, string]) {
  return tx
    .select({ id: users.id, displayName: users.displayName, points: users.points, role: users.role })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('update');
}

/** What the account still has running: rounds in play, redemptions waiting, bets on a live hunt. */
export async function openCommitments(tx: Executor, userId: string) {
  const [row] = await queryRows<{ games: number; redemptions: number; bets: number; slotRequests: number }>(
    tx,
    sql`select
          (select count(*)::int from games where user_id = ${userId} and status = 'active') as games,
          (select count(*)::int from redemptions where user_id = ${userId} and status = 'pending') as redemptions,
          (select count(*)::int from live_hunts h where h.status = 'live' and (
             exists (select 1 from live_hunt_gtb_guesses g where g.hunt_id = h.id and g.user_id = ${userId})
             or exists (select 1 from live_hunt_avg_bets a where a.hunt_id = h.id and a.user_id = ${userId}))) as bets,
          (select count(*)::int from slot_requests where user_id = ${userId} and status = 'open') as "slotRequests"`,
  );
  return row ?? { games: 0, redemptions: 0, bets: 0, slotRequests: 0 };
}

export async function platformsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ platform: userIdentities.platform })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return rows.map((r) => r.platform);
}

export async function wasMergedAway(tx: Executor, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accountMerges.id })
    .from(accountMerges)
    .where(eq(accountMerges.fromUserId, userId));
  return rows.length > 0;
}

export async function countHunts(tx: Executor, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${bonusHunts} where owner_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/**
 * Moves the identities, linked as of now: `into` stays named after its own first identity, however old
 * the moved ones are.
 */
export async function moveIdentities(tx: Executor, from: string, into: string): Promise<void> {
  await tx
    .update(userIdentities)
    .set({ userId: into, linkedAt: sql`now()` })
    .where(eq(userIdentities.userId, from));
}

export async function moveHunts(tx: Executor, from: string, into: string): Promise<number> {
  const rows = await tx
    .update(bonusHunts)
    .set({ ownerId: into })
    .where(eq(bonusHunts.ownerId, from))
    .returning({ id: bonusHunts.id });
  return rows.length;
}

/**
 * Moves `from`'s casino-account claims to `into`, except a live claim at a sponsor where `into` has a
 * live claim already (an account holds one per sponsor): that one stays with `from`.
 */
export async function moveCasinoAccounts(tx: Executor, from: string, into: string): Promise<number> {
  const rows = await tx
    .update(casinoAccounts)
    .set({ userId: into, updatedAt: sql`now()` })
    .where(
      and(
        eq(casinoAccounts.userId, from),
        sql`not (${casinoAccounts.state} in ('pending', 'verified') and exists (
          select 1 from casino_accounts o
           where o.user_id = ${into} and o.sponsor_id = ${casinoAccounts.sponsorId}
             and o.state in ('pending', 'verified')))`,
      ),
    )
    .returning({ id: casinoAccounts.id });
  return rows.length;
}

export async function endSessions(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
}

export async function insertMerge(tx: Executor, row: typeof accountMerges.$inferInsert) {
  const [inserted] = await tx.insert(accountMerges).values(row).returning();
  return inserted!;
}
