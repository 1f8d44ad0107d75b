import { and, asc, eq, getTableColumns, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { redemptions, shopItems, sponsors } from '../../db/schema';

export type ShopItemRow = typeof shopItems.$inferSelect;
/** The sponsor an affiliate-only item names (read from the leaderboard's sponsors; null: any sponsor or none). */
export type ItemSponsor = { slug: string; name: string } | null;
export type ShopItemValues = {
  name: string;
  description: string;
  cost: number;
  quantity: number;
  image: string;
  detailLabel?: string | null;
  detailKind?: 'text' | 'email' | 'discord' | null;
  detailRequired?: boolean;
  affiliateOnly?: boolean;
  affiliateSponsorId?: string | null;
};

/**
 * The shop list is read on most visits: two prepared statements (built once per database, planned
 * once per connection), for a signed-in user and for a visitor.
 */
function prepareLists(db: Db) {
  const list = (redeemed: SQL<boolean>) =>
    db
      .select({ item: shopItems, redeemed, sponsorSlug: sponsors.slug, sponsorName: sponsors.name })
      .from(shopItems)
      .leftJoin(sponsors, eq(sponsors.id, shopItems.affiliateSponsorId))
      .where(isNull(shopItems.archivedAt))
      .orderBy(asc(shopItems.createdAt), asc(shopItems.id));
  return {
    // Qualified by hand: inside a select list drizzle renders ${shopItems.id} unqualified, which the subquery would bind to r.id.
    forUser: list(
      sql<boolean>`exists (select 1 from ${redemptions} r where r.item_id = "shop_items"."id" and r.user_id = ${sql.placeholder('userId')} and r.status = 'pending')`,
    ).prepare('shop_list_user'),
    forVisitor: list(sql<boolean>`false`).prepare('shop_list'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareLists>>();

/**
 * Items on sale (not archived), oldest first, with whether `userId` holds a pending redemption of
 * each, and the sponsor an affiliate-only item names.
 */
export async function listListed(db: Db, userId: string | null) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepareLists(db);
    prepared.set(db, statements);
  }
  return userId ? statements.forUser.execute({ userId }) : statements.forVisitor.execute();
}

export async function insertItem(db: Executor, values: ShopItemValues, createdBy: string | null): Promise<ShopItemRow> {
  const [row] = await db
    .insert(shopItems)
    .values({ ...values, createdBy })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem(
  db: Executor,
  id: string,
  patch: Partial<ShopItemValues>,
): Promise<ShopItemRow | null> {
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

/**
 * One unit of stock, if any is left, in one conditional statement (a prepared statement: every
 * redemption runs it, ADR 052): null when the item is unlisted or out of stock. With it, the sponsor
 * an affiliate-only item names (its slug and name, null when none).
 */
export async function takeOne(
  tx: Executor,
  id: string,
): Promise<(ShopItemRow & { sponsorSlug: string | null; sponsorName: string | null }) | null> {
  const [row] = await tx
    .update(shopItems)
    .set({ quantity: sql`${shopItems.quantity} - 1`, updatedAt: sql`now()` })
    .where(and(eq(shopItems.id, id), isNull(shopItems.archivedAt), gte(shopItems.quantity, 1)))
    .returning({
      ...getTableColumns(shopItems),
      // Qualified by hand, as in the list: the subquery's own table must not capture the column.
      sponsorSlug: sql<
        string | null
      >`(select s.slug from ${sponsors} s where s.id = "shop_items"."affiliate_sponsor_id")`,
      sponsorName: sql<
        string | null
      >`(select s.name from ${sponsors} s where s.id = "shop_items"."affiliate_sponsor_id")`,
    })
    .prepare('shop_take_one')
    .execute();
  return row ?? null;
}

/** The sponsor of an item's affiliate rule (after a create or an update). */
export async function sponsorOf(db: Executor, sponsorId: string | null): Promise<ItemSponsor> {
  if (!sponsorId) return null;
  const [row] = await db
    .select({ slug: sponsors.slug, name: sponsors.name })
    .from(sponsors)
    .where(eq(sponsors.id, sponsorId))
    .limit(1);
  return row ?? null;
}

export async function returnOne(tx: Executor, id: string): Promise<void> {
  await tx
    .update(shopItems)
    .set({ quantity: sql`${shopItems.quantity} + 1`, updatedAt: sql`now()` })
    .where(eq(shopItems.id, id));
}

export async function findItem(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ShopItemRow | null> {
  const query = db.select().from(shopItems).where(eq(shopItems.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
