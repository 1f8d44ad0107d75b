import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { bonusHuntBonuses, bonusHunts, slots } from '../../db/schema';

export type HuntRow = typeof bonusHunts.$inferSelect;

export type HuntSummaryRow = {
  id: string;
  name: string;
  created_at: string | Date;
  start_cents: number;
  shared: boolean;
  slots: number;
  left: number;
  earnings_cents: number;
  unopened_bets_cents: number;
};

/** The owner's hunts, newest first, with the sums the cards show (one query). */
export async function listSummaries(db: Executor, ownerId: string): Promise<HuntSummaryRow[]> {
  return queryRows<HuntSummaryRow>(
    db,
    sql`select h.id, h.name, h.created_at, h.start_cents, h.shared,
               count(b.id)::int as slots,
               (count(b.id) filter (where b.earning_cents is null))::int as left,
               coalesce(sum(b.earning_cents), 0)::int8 as earnings_cents,
               coalesce(sum(b.bet_cents) filter (where b.earning_cents is null), 0)::int8 as unopened_bets_cents
          from ${bonusHunts} h left join ${bonusHuntBonuses} b on b.hunt_id = h.id
         where h.owner_id = ${ownerId}
         group by h.id
         order by h.created_at desc, h.id desc`,
  );
}

/** Serialises hunt creation per owner (the 200-hunt limit under parallel requests). */
export async function lockOwner(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bonus_hunts:${ownerId}`}, 0))`);
}

export async function countByOwner(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bonusHunts).where(eq(bonusHunts.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertHunt(db: Executor, ownerId: string, name: string): Promise<HuntRow> {
  const [row] = await db.insert(bonusHunts).values({ ownerId, name }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findHunt(db: Executor, id: string): Promise<HuntRow | null> {
  const [row] = await db.select().from(bonusHunts).where(eq(bonusHunts.id, id));
  return row ?? null;
}

/** The hunt if `ownerId` owns it, its row locked for the rest of the transaction. */
export async function lockOwnedHunt(tx: Tx, id: string, ownerId: string): Promise<HuntRow | null> {
  const [row] = await tx
    .select()
    .from(bonusHunts)
    .where(and(eq(bonusHunts.id, id), eq(bonusHunts.ownerId, ownerId)))
    .for('update');
  return row ?? null;
}

export async function updateHunt(
  db: Executor,
  id: string,
  patch: Partial<Pick<HuntRow, 'name' | 'startCents' | 'shared'>>,
): Promise<void> {
  await db
    .update(bonusHunts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(bonusHunts.id, id));
}

export async function deleteOwnedHunt(db: Executor, id: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(bonusHunts)
    .where(and(eq(bonusHunts.id, id), eq(bonusHunts.ownerId, ownerId)))
    .returning({ id: bonusHunts.id });
  return rows.length > 0;
}

export const bonusColumns = {
  id: bonusHuntBonuses.id,
  betCents: bonusHuntBonuses.betCents,
  earningCents: bonusHuntBonuses.earningCents,
  superBonus: bonusHuntBonuses.superBonus,
  slotId: slots.id,
  slotName: slots.name,
  slotProvider: slots.provider,
  slotThumbnail: slots.thumbnail,
};

export async function listBonuses(db: Executor, huntId: string) {
  return db
    .select(bonusColumns)
    .from(bonusHuntBonuses)
    .leftJoin(slots, eq(slots.id, bonusHuntBonuses.slotId))
    .where(eq(bonusHuntBonuses.huntId, huntId))
    .orderBy(asc(bonusHuntBonuses.position), asc(bonusHuntBonuses.createdAt));
}

export type BonusRow = Awaited<ReturnType<typeof listBonuses>>[number];

export async function bonusIds(db: Executor, huntId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bonusHuntBonuses.id })
    .from(bonusHuntBonuses)
    .where(eq(bonusHuntBonuses.huntId, huntId));
  return rows.map((r) => r.id);
}

export async function insertBonus(
  db: Executor,
  huntId: string,
  values: { slotId: string | null; betCents: number; earningCents: number | null; superBonus: boolean },
): Promise<string> {
  const [row] = await db
    .insert(bonusHuntBonuses)
    .values({
      huntId,
      ...values,
      position: sql`(select coalesce(max(position), 0) + 1 from ${bonusHuntBonuses} where hunt_id = ${huntId})`,
    })
    .returning({ id: bonusHuntBonuses.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBonus(
  db: Executor,
  huntId: string,
  bonusId: string,
  patch: Partial<{ slotId: string | null; betCents: number; earningCents: number | null; superBonus: boolean }>,
): Promise<boolean> {
  const q = db.update(bonusHuntBonuses);
  const rows = await (Object.keys(patch).length > 0 ? q.set(patch) : q.set({ huntId }))
    .where(and(eq(bonusHuntBonuses.id, bonusId), eq(bonusHuntBonuses.huntId, huntId)))
    .returning({ id: bonusHuntBonuses.id });
  return rows.length > 0;
}

export async function deleteBonus(db: Executor, huntId: string, bonusId: string): Promise<boolean> {
  const rows = await db
    .delete(bonusHuntBonuses)
    .where(and(eq(bonusHuntBonuses.id, bonusId), eq(bonusHuntBonuses.huntId, huntId)))
    .returning({ id: bonusHuntBonuses.id });
  return rows.length > 0;
}

/** Positions 1..n in the order given (the caller checked it is exactly the hunt's bonus ids). */
export async function applyOrder(db: Executor, huntId: string, order: string[]): Promise<void> {
  if (order.length === 0) return;
  await db.execute(sql`
    update ${bonusHuntBonuses} b set position = o.ord
      from unnest(string_to_array(${order.join(',')}, ',')::uuid[]) with ordinality as o(id, ord)
     where b.id = o.id and b.hunt_id = ${huntId}`);
}

export async function slotExists(db: Executor, slotId: string): Promise<boolean> {
  const [row] = await db.select({ id: slots.id }).from(slots).where(eq(slots.id, slotId));
  return row !== undefined;
}
