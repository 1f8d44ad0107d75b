import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { redemptions, shopItems } from '../../db/schema';

export type ShopItemRow = typeof shopItems.$inferSelect;
export type ShopItemValues = { name: string; description: string; cost: number; quantity: number; image: string };

/** Items on sale (not archived), oldest first, with whether `userId` holds a pending redemption of each. */
export async function listListed(db: Executor, userId: string | null) {
  const redeemed = userId
    ? // Qualified by hand: inside a select list drizzle renders ${shopItems.id} unqualified, which the subquery would bind to r.id.
      sql<boolean>`exists (select 1 from ${redemptions} r where r.item_id = "shop_items"."id" and r.user_id = ${userId} and r.status = 'pending')`
    : sql<boolean>`false`;
  return db
    .select({ item: shopItems, redeemed })
    .from(shopItems)
    .where(isNull(shopItems.archivedAt))
    .orderBy(asc(shopItems.createdAt), asc(shopItems.id));
}

export async function insertItem(db: Executor, values: ShopItemValues, createdBy: string | null): Promise<ShopItemRow> {
  const [row] = await db.insert(shopItems).values({ ...values, createdBy }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem(db: Executor, id: string, patch: Partial<ShopItemValues>): Promise<ShopItemRow | null> {
  const [row] = await db
    .update(shopItems)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(shopItems.id, id), isNull(shopItems.archivedAt)))
    .returning();
  return row ?? null;
}

export async function archiveItem(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(shopItems)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(shopItems.id, id), isNull(shopItems.archivedAt)))
    .returning({ id: shopItems.id });
  return rows.length > 0;
}

/** Takes one unit in one conditional statement: null when the item is unlisted or out of stock. */
export async function takeOne(tx: Executor, id: string): Promise<ShopItemRow | null> {
  const [row] = await tx
    .update(shopItems)
    .set({ quantity: sql`${shopItems.quantity} - 1`, updatedAt: sql`now()` })
    .where(and(eq(shopItems.id, id), isNull(shopItems.archivedAt), gte(shopItems.quantity, 1)))
    .returning();
  return row ?? null;
}

export async function returnOne(tx: Executor, id: string): Promise<void> {
  await tx.update(shopItems).set({ quantity: sql`${shopItems.quantity} + 1`, updatedAt: sql`now()` }).where(eq(shopItems.id, id));
}

export async function findItem(db: Executor, id: string): Promise<ShopItemRow | null> {
  const [row] = await db.select().from(shopItems).where(eq(shopItems.id, id)).limit(1);
  return row ?? null;
}
