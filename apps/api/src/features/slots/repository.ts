import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { slots } from '../../db/schema';

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

/** Every slot with its searchable keys (the in-process search index is built from this). */
export async function listAll(db: Executor) {
  return db
    .select({ ...slotColumns, searchName: slots.searchName, providerKey: slots.providerKey })
    .from(slots)
    .orderBy(asc(slots.searchName), asc(slots.providerKey));
}

/** What changes whenever the catalogue does: the ETag of the full list is derived from it. */
export async function version(db: Executor): Promise<string> {
  const [row] = await db.select({ n: count(), last: max(slots.updatedAt) }).from(slots);
  return `${row?.n ?? 0}:${row?.last ? new Date(row.last).getTime() : 0}`;
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(slotColumns).from(slots).where(eq(slots.id, id));
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
