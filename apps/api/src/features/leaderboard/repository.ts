import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaderboardFreezeLog, sponsors, wagerStandings } from '../../db/schema';
import type { WagerRow } from './adapters';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorValues = Omit<typeof sponsors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A month's standings ready to serve: the rows, the public body, its etag, the real names of its places. */
export type Prepared = { rows: WagerRow[]; topNames: string[]; body: string; etag: string; source: string };

export const listSponsors = (db: Executor) =>
  db.select().from(sponsors).orderBy(asc(sponsors.position), asc(sponsors.createdAt));

export async function findSponsor(
  db: Executor,
  slug: string,
  options: { lock?: boolean } = {},
): Promise<SponsorRow | null> {
  const query = db.select().from(sponsors).where(eq(sponsors.slug, slug)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertSponsor(db: Executor, values: SponsorValues): Promise<SponsorRow | null> {
  const [row] = await db.insert(sponsors).values(values).onConflictDoNothing({ target: sponsors.slug }).returning();
  return row ?? null;
}

export async function updateSponsor(
  db: Executor,
  id: string,
  patch: Partial<SponsorValues>,
): Promise<SponsorRow | null> {
  const [row] = await db
    .update(sponsors)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(sponsors.id, id))
    .returning();
  return row ?? null;
}

/** Periods with standings, newest first (the 'Last Wager Races' dropdown is built from these). */
export async function periodsOf(db: Executor): Promise<{ sponsorId: string; period: string; frozen: boolean }[]> {
  return db
    .select({
      sponsorId: wagerStandings.sponsorId,
      period: wagerStandings.period,
      frozen: sql<boolean>`${wagerStandings.frozenAt} is not null`,
    })
    .from(wagerStandings)
    .orderBy(desc(wagerStandings.period));
}

/** The prepared body of a month, without its full standings (which can be tens of thousands of rows). */
export async function readBody(db: Executor, sponsorId: string, period: string) {
  const [row] = await db
    .select({
      body: wagerStandings.body,
      etag: wagerStandings.etag,
      frozenAt: wagerStandings.frozenAt,
      topNames: wagerStandings.topNames,
    })
    .from(wagerStandings)
    .where(and(eq(wagerStandings.sponsorId, sponsorId), eq(wagerStandings.period, period)))
    .limit(1);
  return row ?? null;
}

export async function readPrepared(db: Executor, sponsorId: string, period: string) {
  const [row] = await db
    .select({
      body: wagerStandings.body,
      etag: wagerStandings.etag,
      frozenAt: wagerStandings.frozenAt,
      rows: wagerStandings.rows,
    })
    .from(wagerStandings)
    .where(and(eq(wagerStandings.sponsorId, sponsorId), eq(wagerStandings.period, period)))
    .limit(1);
  return row ?? null;
}

/**
 * The idempotent write of a sync: one upsert keyed by (sponsor, period) that never touches a frozen
 * month. Returns false when the month was frozen (nothing written) or nothing changed.
 */
export async function upsertOpen(db: Executor, sponsorId: string, period: string, p: Prepared): Promise<boolean> {
  const rows = await db
    .insert(wagerStandings)
    .values({ sponsorId, period, rows: p.rows, topNames: p.topNames, body: p.body, etag: p.etag, source: p.source })
    .onConflictDoUpdate({
      target: [wagerStandings.sponsorId, wagerStandings.period],
      set: {
        rows: p.rows,
        topNames: p.topNames,
        body: p.body,
        etag: p.etag,
        source: p.source,
        syncedAt: sql`now()`,
      },
      setWhere: and(isNull(wagerStandings.frozenAt), sql`${wagerStandings.etag} <> excluded.etag`),
    })
    .returning({ period: wagerStandings.period });
  return rows.length > 0;
}

/** Freezes once: only the first of any number of concurrent calls gets `true`. */
export async function freezeOnce(db: Executor, sponsorId: string, period: string): Promise<boolean> {
  const rows = await db
    .update(wagerStandings)
    .set({ frozenAt: sql`now()` })
    .where(
      and(eq(wagerStandings.sponsorId, sponsorId), eq(wagerStandings.period, period), isNull(wagerStandings.frozenAt)),
    )
    .returning({ period: wagerStandings.period });
  return rows.length > 0;
}

/** An admin's re-freeze: replaces the month's standings and freezes them again. */
export async function replaceFrozen(db: Executor, sponsorId: string, period: string, p: Prepared): Promise<void> {
  await db
    .insert(wagerStandings)
    .values({
      sponsorId,
      period,
      rows: p.rows,
      topNames: p.topNames,
      body: p.body,
      etag: p.etag,
      source: p.source,
      frozenAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [wagerStandings.sponsorId, wagerStandings.period],
      set: {
        rows: p.rows,
        topNames: p.topNames,
        body: p.body,
        etag: p.etag,
        source: p.source,
        syncedAt: sql`now()`,
        frozenAt: sql`now()`,
      },
    });
}

export async function logFreeze(
  db: Executor,
  sponsorId: string,
  period: string,
  action: 'freeze' | 'refreeze',
  adminId: string | null,
) {
  await db.insert(leaderboardFreezeLog).values({ sponsorId, period, action, adminId });
}

/** The frozen months, newest first, with the body (prizes per place) and the first 10 rows (real usernames). */
export async function frozenTops(db: Executor, limit: number) {
  return db
    .select({
      sponsorSlug: sponsors.slug,
      sponsorName: sponsors.name,
      period: wagerStandings.period,
      body: wagerStandings.body,
      top: sql<
        { username: string; wageredCents: number }[]
      >`jsonb_path_query_array(${wagerStandings.rows}, '$[0 to 9]')`,
      frozenAt: wagerStandings.frozenAt,
    })
    .from(wagerStandings)
    .innerJoin(sponsors, eq(sponsors.id, wagerStandings.sponsorId))
    .where(sql`${wagerStandings.frozenAt} is not null`)
    .orderBy(desc(wagerStandings.period), asc(sponsors.position), asc(sponsors.slug))
    .limit(limit);
}
