import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointsLedger, users } from '../../db/schema';

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
 * Moves a balance by `delta` in one conditional statement (never below zero) and appends the
 * ledger row. Returns the new balance, or null when the user lacks the points (or does not exist).
 */
export async function applyDelta(tx: Executor, entry: LedgerEntry): Promise<number | null> {
  const where =
    entry.delta < 0 ? and(eq(users.id, entry.userId), gte(users.points, -entry.delta)) : eq(users.id, entry.userId);
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${entry.delta}`, updatedAt: sql`now()` })
    .where(where)
    .returning({ points: users.points });
  if (!row) return null;
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    delta: entry.delta,
    balanceAfter: row.points,
    reason: entry.reason,
    refType: entry.refType ?? null,
    refId: entry.refId ?? null,
    actorId: entry.actorId ?? null,
    note: entry.note ?? null,
  });
  return row.points;
}
