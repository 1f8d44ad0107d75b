import { asc, count, eq, max, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { slotPicks, slots } from '../../db/schema';

export type SlotRow = typeof slots.$inferSelect;
export type SlotValues = {
  name: string;
  provider: string;
  searchName: string;
  providerKey: string;
  thumbnail?: string | null;
  rtp?: string | null;
  volatility?: string | null;
  maxWin?: string | null;
};

export const slotColumns = {
  id: slots.id,
  name: slots.name,
  provider: slots.provider,
  thumbnail: slots.thumbnail,
  rtp: slots.rtp,
  volatility: slots.volatility,
  maxWin: slots.maxWin,
};

/** Every slot with its searchable keys and popularity (the in-process search index is built from this). */
export async function listAll(db: Executor) {
  return db
    .select({
      ...slotColumns,
      searchName: slots.searchName,
      providerKey: slots.providerKey,
      popularity: slots.popularity,
    })
    .from(slots)
    .orderBy(asc(slots.searchName), asc(slots.providerKey));
}

/**
 * What changes whenever the catalogue does (`content`: rows and their last edit; the ETag of the
 * full list is derived from the rows) and whenever a popularity figure does (`popularity`: the sum,
 * which every counted pick raises whatever order transactions commit in).
 */
export async function version(db: Executor): Promise<{ content: string; popularity: string }> {
  const [row] = await db
    .select({ n: count(), last: max(slots.updatedAt), total: sql<string>`coalesce(sum(${slots.popularity}), 0)::text` })
    .from(slots);
  return { content: `${row?.n ?? 0}:${row?.last ? new Date(row.last).getTime() : 0}`, popularity: row?.total ?? '0' };
}

/** Every slot's popularity figure. */
export async function listPopularity(db: Executor): Promise<Array<{ id: string; popularity: number }>> {
  return db.select({ id: slots.id, popularity: slots.popularity }).from(slots);
}

/**
 * Counts a pick of `slotId` by `picker` toward its popularity, at most once per picker, slot and
 * (UTC) day, in one statement: the pick row is claimed for today, and only a claim raises the figure.
 */
export async function countPick(db: Executor, slotId: string, picker: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with claim as (
      insert into ${slotPicks} (slot_id, picker, counted_on) values (${slotId}, ${picker}, (now() at time zone 'utc')::date)
      on conflict (slot_id, picker) do update set counted_on = excluded.counted_on
        where ${slotPicks.countedOn} < excluded.counted_on
      returning slot_id
    )
    update ${slots} set popularity = popularity + 1 where id in (select slot_id from claim) returning id`,
  );
  return rows.length > 0;
}

/**
 * Raises the popularity of the named slots to at least the given figure, and adds the named slots the
 * catalogue lacks; by identity (search name + provider key). Returns how many slots were added.
 */
export async function applyPopularityFloor(
  db: Executor,
  rows: Array<SlotValues & { popularity: number }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insert(slots)
    .values(rows)
    .onConflictDoUpdate({
      target: [slots.searchName, slots.providerKey],
      set: { popularity: sql`greatest(${slots.popularity}, excluded.popularity)` },
      setWhere: sql`${slots.popularity} < excluded.popularity`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result.filter((r) => r.inserted).length;
}

export async function findById(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select(slotColumns).from(slots).where(eq(slots.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertOne(db: Executor, values: SlotValues) {
  const [row] = await db.insert(slots).values(values).onConflictDoNothing().returning(slotColumns);
  return row ?? null;
}

export async function updateOne(db: Executor, id: string, patch: Partial<SlotValues>) {
  const [row] = await db
    .update(slots)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(slots.id, id))
    .returning(slotColumns);
  return row ?? null;
}

/**
 * Upserts by identity (search name + provider key); returns how many rows were inserted and how
 * many updated (`xmax = 0` marks a fresh insert).
 */
export async function upsertMany(db: Executor, rows: SlotValues[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const result = await db
      .insert(slots)
      .values(chunk)
      .onConflictDoUpdate({
        target: [slots.searchName, slots.providerKey],
        set: {
          name: sql`excluded.name`,
          provider: sql`excluded.provider`,
          thumbnail: sql`coalesce(excluded.thumbnail, ${slots.thumbnail})`,
          rtp: sql`coalesce(excluded.rtp, ${slots.rtp})`,
          volatility: sql`coalesce(excluded.volatility, ${slots.volatility})`,
          maxWin: sql`coalesce(excluded.max_win, ${slots.maxWin})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of result) {
      if (r.inserted) added++;
      else updated++;
    }
  }
  return { added, updated };
}

export async function countAll(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(slots);
  return row?.n ?? 0;
}
