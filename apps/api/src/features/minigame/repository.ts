import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { minigameBoxes, minigameBoxSlots, slots } from '../../db/schema';

export type BoxRow = typeof minigameBoxes.$inferSelect;

export async function listBoxes(db: Executor) {
  return db.select().from(minigameBoxes).orderBy(asc(minigameBoxes.position), asc(minigameBoxes.createdAt));
}

export async function listBoxSlots(db: Executor, boxIds: string[]) {
  if (boxIds.length === 0) return [];
  return db
    .select({ boxId: minigameBoxSlots.boxId, id: slots.id, name: slots.name, provider: slots.provider })
    .from(minigameBoxSlots)
    .innerJoin(slots, eq(slots.id, minigameBoxSlots.slotId))
    .where(inArray(minigameBoxSlots.boxId, boxIds))
    .orderBy(asc(minigameBoxSlots.position));
}

export async function countBoxes(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(minigameBoxes);
  return row?.n ?? 0;
}

export async function existingSlotIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: slots.id }).from(slots).where(inArray(slots.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertBox(db: Executor, values: { name: string; thumbnail: string | null }): Promise<BoxRow> {
  const [row] = await db
    .insert(minigameBoxes)
    .values({ ...values, position: sql`(select coalesce(max(position), 0) + 1 from ${minigameBoxes})` })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBox(
  db: Executor,
  id: string,
  patch: Partial<{ name: string; thumbnail: string | null }>,
): Promise<boolean> {
  const rows = await db
    .update(minigameBoxes)
    .set(Object.keys(patch).length > 0 ? patch : { id })
    .where(eq(minigameBoxes.id, id))
    .returning({ id: minigameBoxes.id });
  return rows.length > 0;
}

export async function replaceSlots(db: Executor, boxId: string, slotIds: string[]): Promise<void> {
  await db.delete(minigameBoxSlots).where(eq(minigameBoxSlots.boxId, boxId));
  if (slotIds.length > 0)
    await db.insert(minigameBoxSlots).values(slotIds.map((slotId, i) => ({ boxId, slotId, position: i + 1 })));
}

export async function deleteBox(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(minigameBoxes).where(eq(minigameBoxes.id, id)).returning({ id: minigameBoxes.id });
  return rows.length > 0;
}
