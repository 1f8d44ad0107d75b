import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { casinoNameKey, type CasinoAccountState } from '@app/contracts';
import { readTogether, type Executor } from '../../db/client';
import { affiliateSettings, casinoAccounts, sponsors, users } from '../../db/schema';
import { escapeLike } from '../../lib/search-text';
import { userNameMatches } from '../../lib/user-search';

export type ClaimRow = typeof casinoAccounts.$inferSelect;
export type SponsorRef = { id: string; slug: string; name: string; logo: string };
export type ClaimWithSponsor = ClaimRow & { sponsor: SponsorRef };
export type AdminClaimRow = ClaimWithSponsor & {
  user: { id: string; username: string; login: string };
  decidedByName: string | null;
};

const sponsorCols = { id: sponsors.id, slug: sponsors.slug, name: sponsors.name, logo: sponsors.logo };

export const listSponsors = (db: Executor): Promise<SponsorRef[]> =>
  db.select(sponsorCols).from(sponsors).orderBy(asc(sponsors.position), asc(sponsors.createdAt));

export async function findSponsorBySlug(db: Executor, slug: string): Promise<SponsorRef | null> {
  const [row] = await db.select(sponsorCols).from(sponsors).where(eq(sponsors.slug, slug)).limit(1);
  return row ?? null;
}

export async function readSettings(db: Executor): Promise<{ claimExpiryDays: number }> {
  const [row] = await db
    .select({ claimExpiryDays: affiliateSettings.claimExpiryDays })
    .from(affiliateSettings)
    .limit(1);
  return row ?? { claimExpiryDays: 30 };
}

export async function saveSettings(db: Executor, values: { claimExpiryDays: number; updatedBy: string | null }) {
  await db
    .insert(affiliateSettings)
    .values({ id: 'site', ...values })
    .onConflictDoUpdate({ target: affiliateSettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/** The viewer's claims, live ones first, then newest first. */
export async function claimsOf(db: Executor, userId: string): Promise<ClaimWithSponsor[]> {
  return db
    .select({ ...allClaim(), sponsor: sponsorCols })
    .from(casinoAccounts)
    .innerJoin(sponsors, eq(sponsors.id, casinoAccounts.sponsorId))
    .where(eq(casinoAccounts.userId, userId))
    .orderBy(
      sql`case when ${casinoAccounts.state} in ('pending', 'verified') then 0 else 1 end`,
      asc(sponsors.position),
      desc(casinoAccounts.claimedAt),
    );
}

export async function findClaim(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClaimWithSponsor | null> {
  const query = db
    .select({ ...allClaim(), sponsor: sponsorCols })
    .from(casinoAccounts)
    .innerJoin(sponsors, eq(sponsors.id, casinoAccounts.sponsorId))
    .where(eq(casinoAccounts.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: casinoAccounts }) : await query;
  return row ?? null;
}

/** The claim holding this name at the sponsor (pending, verified or revoked), whoever made it. */
export async function holderOfName(db: Executor, sponsorId: string, username: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(casinoAccounts)
    .where(
      and(
        eq(casinoAccounts.sponsorId, sponsorId),
        sql`${casinoAccounts.usernameKey} = lower(btrim(${username}))`,
        sql`${casinoAccounts.state} in ('pending', 'verified', 'revoked')`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The slugs of the sponsors where the account holds a verified claim. */
export async function verifiedSponsorSlugs(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: sponsors.slug })
    .from(casinoAccounts)
    .innerJoin(sponsors, eq(sponsors.id, casinoAccounts.sponsorId))
    .where(and(eq(casinoAccounts.userId, userId), eq(casinoAccounts.state, 'verified')))
    .orderBy(asc(sponsors.position), asc(sponsors.slug));
  return rows.map((r) => r.slug);
}

/** The account's live (pending or verified) claim at the sponsor. */
export async function liveClaimAt(db: Executor, userId: string, sponsorId: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(casinoAccounts)
    .where(
      and(
        eq(casinoAccounts.userId, userId),
        eq(casinoAccounts.sponsorId, sponsorId),
        sql`${casinoAccounts.state} in ('pending', 'verified')`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new pending claim; the unique indexes refuse a second live claim or a held name (the caller maps them). */
export async function insertClaim(db: Executor, values: { userId: string; sponsorId: string; username: string }) {
  const [row] = await db
    .insert(casinoAccounts)
    .values({ ...values, usernameKey: sql`lower(btrim(${values.username}))` })
    .returning();
  return row!;
}

export async function setShowSiteName(db: Executor, id: string, show: boolean): Promise<void> {
  await db
    .update(casinoAccounts)
    .set({ showSiteName: show, updatedAt: sql`now()` })
    .where(eq(casinoAccounts.id, id));
}

/**
 * The site names of the viewers who verified one of `names` at the sponsor and chose to show it, by
 * the name's key (trimmed, lower case).
 */
export async function shownSiteNames(db: Executor, sponsorId: string, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ key: casinoAccounts.usernameKey, siteName: users.displayName })
    .from(casinoAccounts)
    .innerJoin(users, eq(users.id, casinoAccounts.userId))
    .where(
      and(
        eq(casinoAccounts.sponsorId, sponsorId),
        eq(casinoAccounts.state, 'verified'),
        eq(casinoAccounts.showSiteName, true),
        inArray(casinoAccounts.usernameKey, names.map(casinoNameKey)),
      ),
    );
  return new Map(rows.map((r) => [r.key, r.siteName]));
}

export async function deleteClaim(db: Executor, id: string): Promise<void> {
  await db.delete(casinoAccounts).where(eq(casinoAccounts.id, id));
}

export async function updateClaim(
  db: Executor,
  id: string,
  patch: Partial<
    Pick<
      ClaimRow,
      'state' | 'userId' | 'verifiedAt' | 'verifiedPeriod' | 'endedAt' | 'decidedBy' | 'note' | 'claimedAt'
    >
  >,
): Promise<ClaimRow> {
  const [row] = await db
    .update(casinoAccounts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(casinoAccounts.id, id))
    .returning();
  return row!;
}

/**
 * Verifies every pending claim whose name appears (trimmed, case-insensitively) in its sponsor's rows
 * of the given months, with the first month it appears in. One statement, set-based: the rows are
 * unnested once per (sponsor, month) and joined to the pending claims by their key. A claim already
 * verified or ended is never touched, so running it again (or on two instances at once) changes
 * nothing more. `sponsorId` narrows it to one sponsor (after that sponsor's sync or import). Answers
 * how many claims it verified.
 */
export async function verifySeen(db: Executor, periods: string[], sponsorId?: string): Promise<number> {
  const bySponsor = sponsorId ? sql`and ws.sponsor_id = ${sponsorId}` : sql``;
  const result = await db.execute(sql`
    update casino_accounts c
       set state = 'verified', verified_at = now(), verified_period = seen.period, updated_at = now()
      from (
        select ws.sponsor_id, lower(btrim(e->>'username')) as key, min(ws.period) as period
          from wager_standings ws
         cross join lateral jsonb_array_elements(ws.rows) e
         where ws.period in (${sql.join(
           periods.map((p) => sql`${p}`),
           sql`, `,
         )}) ${bySponsor}
           and exists (select 1 from casino_accounts p where p.sponsor_id = ws.sponsor_id and p.state = 'pending')
         group by 1, 2
      ) seen
     where c.state = 'pending' and c.sponsor_id = seen.sponsor_id and c.username_key = seen.key`);
  return changedRows(result);
}

/**
 * Copies, for every name a live claim holds, its wager and place on its sponsor's board of the given
 * months into `casino_wagers` (one row per sponsor, name and month; a changed figure replaces the
 * old one). One statement; the board's rows are in wager order, so a row's position is its place.
 */
export async function recordWagers(db: Executor, periods: string[], sponsorId?: string): Promise<number> {
  const bySponsor = sponsorId ? sql`and ws.sponsor_id = ${sponsorId}` : sql``;
  const result = await db.execute(sql`
    insert into casino_wagers (sponsor_id, username_key, period, wagered_cents, rank, updated_at)
    select distinct on (ws.sponsor_id, k.key, ws.period)
           ws.sponsor_id, k.key, ws.period, (e.value->>'wageredCents')::int8, e.ord::int, now()
      from wager_standings ws
     cross join lateral jsonb_array_elements(ws.rows) with ordinality as e(value, ord)
      join (select distinct sponsor_id, username_key as key from casino_accounts
             where state in ('pending', 'verified')) k
        on k.sponsor_id = ws.sponsor_id and k.key = lower(btrim(e.value->>'username'))
     where ws.period in (${sql.join(
       periods.map((p) => sql`${p}`),
       sql`, `,
     )}) ${bySponsor}
     order by ws.sponsor_id, k.key, ws.period, e.ord
    on conflict (sponsor_id, username_key, period) do update
       set wagered_cents = excluded.wagered_cents, rank = excluded.rank, updated_at = now()
     where casino_wagers.wagered_cents <> excluded.wagered_cents or casino_wagers.rank <> excluded.rank`);
  return changedRows(result);
}

/**
 * Fresh statistics of the claims and the recorded wagers. The milestone grants join the two right after
 * a check; after a large change (thousands of claims verified at once, a first import) the planner's
 * old statistics would count them as a handful and choose nested loops over tens of thousands of rows.
 */
export async function analyzeClaims(db: Executor): Promise<void> {
  await db.execute(sql`analyze casino_accounts, casino_wagers`);
}

/** Ends the pending claims older than the claim window; returns how many. */
export async function expireStale(db: Executor, days: number): Promise<number> {
  const rows = await db
    .update(casinoAccounts)
    .set({ state: 'expired', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(casinoAccounts.state, 'pending'),
        sql`${casinoAccounts.claimedAt} <= now() - make_interval(days => ${days})`,
      ),
    )
    .returning({ id: casinoAccounts.id });
  return rows.length;
}

/** The admin desk: claims matching the filters, newest first, with their accounts. */
export async function adminList(
  db: Executor,
  query: { id?: string; sponsor?: string; state?: CasinoAccountState; q?: string; page: number; pageSize: number },
): Promise<{ items: AdminClaimRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.id) where.push(eq(casinoAccounts.id, query.id));
  if (query.sponsor) where.push(eq(sponsors.slug, query.sponsor));
  if (query.state) where.push(eq(casinoAccounts.state, query.state));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(or(sql`${casinoAccounts.usernameKey} like lower(${pattern})`, userNameMatches(query.q))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const decider = sql`(select d.display_name from users d where d.id = ${casinoAccounts.decidedBy})`;
  const [items, [count]] = await readTogether(db, [
    () =>
      db
        .select({
          ...allClaim(),
          sponsor: sponsorCols,
          user: { id: users.id, username: users.displayName, login: users.login },
          decidedByName: sql<string | null>`${decider}`,
        })
        .from(casinoAccounts)
        .innerJoin(sponsors, eq(sponsors.id, casinoAccounts.sponsorId))
        .innerJoin(users, eq(users.id, casinoAccounts.userId))
        .where(filter)
        .orderBy(desc(casinoAccounts.claimedAt), desc(casinoAccounts.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(casinoAccounts)
        .innerJoin(sponsors, eq(sponsors.id, casinoAccounts.sponsorId))
        .innerJoin(users, eq(users.id, casinoAccounts.userId))
        .where(filter),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function userExists(db: Executor, id: string): Promise<{ id: string; displayName: string } | null> {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

function allClaim() {
  return {
    id: casinoAccounts.id,
    userId: casinoAccounts.userId,
    sponsorId: casinoAccounts.sponsorId,
    username: casinoAccounts.username,
    usernameKey: casinoAccounts.usernameKey,
    state: casinoAccounts.state,
    claimedAt: casinoAccounts.claimedAt,
    verifiedAt: casinoAccounts.verifiedAt,
    verifiedPeriod: casinoAccounts.verifiedPeriod,
    endedAt: casinoAccounts.endedAt,
    decidedBy: casinoAccounts.decidedBy,
    note: casinoAccounts.note,
    showSiteName: casinoAccounts.showSiteName,
    updatedAt: casinoAccounts.updatedAt,
  };
}

/** The rows an INSERT/UPDATE wrote, as node-postgres (rowCount) and PGlite (affectedRows) report it. */
const changedRows = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};
