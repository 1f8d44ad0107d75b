import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offerClicks, offerClickVisitors, offers } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;
export type OfferValues = Omit<typeof offers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listOffers(db: Executor, includeHidden: boolean): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(includeHidden ? undefined : eq(offers.hidden, false))
    .orderBy(asc(offers.position), asc(offers.id));
}

export async function findBySlug(db: Executor, slug: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.slug, slug)).limit(1);
  return row ?? null;
}

/** One offer, locked for the rest of the transaction (an admin edit reads what it changes). */
export async function lockOffer(db: Executor, id: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
  return row ?? null;
}

/** A new offer goes last. Null when the slug is taken. */
export async function insertOffer(db: Executor, values: Omit<OfferValues, 'position'>): Promise<OfferRow | null> {
  const [row] = await db
    .insert(offers)
    .values({ ...values, position: sql`(select coalesce(max(position), 0) + 1 from offers)` })
    .onConflictDoNothing({ target: offers.slug })
    .returning();
  return row ?? null;
}

export async function updateOffer(db: Executor, id: string, patch: Partial<OfferValues>): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(offers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteOffer(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}

/** Positions 1..n in the given order, in one statement. */
export async function reorder(db: Executor, ids: string[]): Promise<void> {
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update offers set position = v.pos, updated_at = now() from (values ${values}) as v(id, pos) where offers.id = v.id`,
  );
}

/** One click: the day's counter (one atomic upsert) and the visitor's hash (kept once). */
export async function countClick(db: Executor, offerId: string, day: string, visitorHash: string): Promise<void> {
  await db
    .insert(offerClicks)
    .values({ offerId, day, clicks: 1 })
    .onConflictDoUpdate({
      target: [offerClicks.offerId, offerClicks.day],
      set: { clicks: sql`${offerClicks.clicks} + 1` },
    });
  await db.insert(offerClickVisitors).values({ offerId, day, visitorHash }).onConflictDoNothing();
}

export async function clicksSince(db: Executor, since: string) {
  const visitors = sql<number>`(select count(*)::int from ${offerClickVisitors} v where v.offer_id = "offer_clicks"."offer_id" and v.day = "offer_clicks"."day")`;
  return db
    .select({
      offerId: offerClicks.offerId,
      slug: offers.slug,
      name: offers.name,
      day: offerClicks.day,
      clicks: offerClicks.clicks,
      visitors,
    })
    .from(offerClicks)
    .innerJoin(offers, eq(offers.id, offerClicks.offerId))
    .where(and(gte(offerClicks.day, since)))
    .orderBy(sql`${offerClicks.day} desc`, asc(offers.position));
}
