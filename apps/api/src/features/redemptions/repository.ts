import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { redemptions, users } from '../../db/schema';
import { userNameMatches } from '../../lib/user-search';

export type RedemptionRow = typeof redemptions.$inferSelect;
export type DeskRow = RedemptionRow & { twitchName: string };

export async function insertPending(
  tx: Executor,
  values: {
    userId: string;
    itemId: string;
    itemName: string;
    cost: number;
    detailLabel: string | null;
    detail: string | null;
  },
): Promise<RedemptionRow> {
  // Prepared (every redemption runs it, ADR 052): the type gives every column, so the text never varies.
  const [row] = await tx.insert(redemptions).values(values).returning().prepare('redemption_insert_pending').execute();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Decides a pending redemption in one conditional statement; null when it is not pending (or unknown). */
export async function decide(
  tx: Executor,
  id: string,
  status: 'approved' | 'denied',
  adminId: string | null,
  note: string | null,
): Promise<RedemptionRow | null> {
  const [row] = await tx
    .update(redemptions)
    .set({ status, decidedAt: sql`now()`, decidedBy: adminId, note })
    .where(and(eq(redemptions.id, id), eq(redemptions.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function itemIdOf(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ itemId: redemptions.itemId })
    .from(redemptions)
    .where(eq(redemptions.id, id))
    .limit(1);
  return row?.itemId ?? null;
}

export async function exists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: redemptions.id }).from(redemptions).where(eq(redemptions.id, id)).limit(1);
  return rows.length > 0;
}

const deskColumns = {
  id: redemptions.id,
  userId: redemptions.userId,
  itemId: redemptions.itemId,
  itemName: redemptions.itemName,
  cost: redemptions.cost,
  status: redemptions.status,
  createdAt: redemptions.createdAt,
  decidedAt: redemptions.decidedAt,
  decidedBy: redemptions.decidedBy,
  detailLabel: redemptions.detailLabel,
  detail: redemptions.detail,
  note: redemptions.note,
  twitchName: users.displayName,
};

/**
 * Every pending redemption and the most recently decided ones, newest first; `q` keeps matching users
 * only. One statement, so one snapshot: two reads on two pool connections could straddle a decision
 * and list the same redemption twice (pending in one, decided in the other).
 */
export async function listDesk(db: Executor, decidedLimit: number, q?: string): Promise<DeskRow[]> {
  const byUser = userNameMatches(q);
  const pending = db
    .select(deskColumns)
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .where(and(eq(redemptions.status, 'pending'), byUser));
  const decided = db
    .select(deskColumns)
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .where(and(ne(redemptions.status, 'pending'), byUser))
    .orderBy(desc(redemptions.decidedAt))
    .limit(decidedLimit);
  const rows = await unionAll(pending, decided);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function listDeskOne(db: Executor, id: string): Promise<DeskRow[]> {
  return db
    .select(deskColumns)
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .where(eq(redemptions.id, id));
}

/** One user's redemptions, newest first, one page; and how many they have in all. */
export async function listMine(
  db: Executor,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(redemptions)
    .where(eq(redemptions.userId, userId))
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(redemptions).where(eq(redemptions.userId, userId));
  return { rows, total: total?.n ?? 0 };
}
