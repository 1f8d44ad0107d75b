import { GIVEAWAY_HISTORY_MAX } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { giveawayEntries, giveawayPicks, giveaways, kickChatters, userIdentities, users } from '../../db/schema';

export type GiveawayRow = typeof giveaways.$inferSelect;
export type EntryRow = typeof giveawayEntries.$inferSelect;
export type PickRow = typeof giveawayPicks.$inferSelect & { name: string; userId: string };

export async function insert(tx: Executor, values: typeof giveaways.$inferInsert): Promise<GiveawayRow> {
  const [row] = await tx.insert(giveaways).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function update(
  tx: Executor,
  id: string,
  values: Partial<typeof giveaways.$inferInsert>,
): Promise<GiveawayRow | null> {
  const [row] = await tx.update(giveaways).set(values).where(eq(giveaways.id, id)).returning();
  return row ?? null;
}

export async function find(db: Executor, id: string): Promise<GiveawayRow | null> {
  const [row] = await db.select().from(giveaways).where(eq(giveaways.id, id)).limit(1);
  return row ?? null;
}

/**
 * The giveaway under a lock, with the database's clock, in one statement: `for key share` for an entry
 * (many at once, each holding off the draw until it commits), `for update` for the draw, a cancel or an
 * edit. A locking read that waited for a change re-reads the changed row (and the clock) before it
 * answers, so an entry that waited for the draw sees it drawn.
 */
export async function lock(
  tx: Executor,
  id: string,
  mode: 'key share' | 'update',
): Promise<(GiveawayRow & { started: boolean; ended: boolean }) | null> {
  const query = tx
    .select({
      g: giveaways,
      started: sql<boolean>`clock_timestamp() >= ${giveaways.opensAt}`,
      ended: sql<boolean>`clock_timestamp() >= ${giveaways.closesAt}`,
    })
    .from(giveaways)
    .where(eq(giveaways.id, id));
  const [row] = mode === 'update' ? await query.for('update') : await query.for('key share');
  return row ? { ...row.g, started: row.started, ended: row.ended } : null;
}

export const current = (db: Executor): Promise<GiveawayRow[]> =>
  db.select().from(giveaways).where(eq(giveaways.status, 'active')).orderBy(asc(giveaways.closesAt));

export const past = (db: Executor): Promise<GiveawayRow[]> =>
  db
    .select()
    .from(giveaways)
    .where(inArray(giveaways.status, ['drawn', 'final', 'cancelled']))
    .orderBy(desc(sql`coalesce(${giveaways.drawnAt}, ${giveaways.cancelledAt})`), desc(giveaways.createdAt))
    .limit(GIVEAWAY_HISTORY_MAX);

/** Active giveaways whose closing time has passed (the draw job's work). */
export async function dueForDraw(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(eq(giveaways.status, 'active'), lte(giveaways.closesAt, sql`now()`)));
  return rows.map((r) => r.id);
}

/**
 * The time a drawn giveaway's winners last changed: the draw, or its latest reroll. SQL: `greatest`
 * skips a null (no reroll).
 */
const lastDecision = sql`greatest(${giveaways.drawnAt},
  (select max(p.disqualified_at) from ${giveawayPicks} p where p.giveaway_id = ${giveaways.id}))`;

/** Drawn giveaways whose winners have stood for `hours` (the auto-finalize job). */
export async function dueForFinalize(db: Executor, hours: number): Promise<string[]> {
  const rows = await db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(eq(giveaways.status, 'drawn'), sql`${lastDecision} <= now() - make_interval(hours => ${hours})`));
  return rows.map((r) => r.id);
}

/** Locks a giveaway for update if it is still due for auto-finalize (a reroll may have moved it). */
export async function lockIfDueForFinalize(tx: Executor, id: string, hours: number): Promise<boolean> {
  const rows = await tx
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(
      and(
        eq(giveaways.id, id),
        eq(giveaways.status, 'drawn'),
        sql`${lastDecision} <= now() - make_interval(hours => ${hours})`,
      ),
    )
    .for('update');
  return rows.length > 0;
}

/** Entries and tickets so far, per giveaway. */
export async function totals(db: Executor, ids: string[]): Promise<Map<string, { entries: number; tickets: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: giveawayEntries.giveawayId,
      entries: sql<number>`count(*)::int`,
      tickets: sql<number>`coalesce(sum(${giveawayEntries.tickets}), 0)::bigint`,
    })
    .from(giveawayEntries)
    .where(inArray(giveawayEntries.giveawayId, ids))
    .groupBy(giveawayEntries.giveawayId);
  return new Map(rows.map((r) => [r.id, { entries: r.entries, tickets: Number(r.tickets) }]));
}

export async function hasEntries(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: giveawayEntries.id })
    .from(giveawayEntries)
    .where(eq(giveawayEntries.giveawayId, id))
    .limit(1);
  return rows.length > 0;
}

export async function entryOf(db: Executor, giveawayId: string, userId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Adds `bought` tickets to the account's entry (a first entry is inserted) unless that would pass
 * `max`; null when it would. The entry keeps its first entry time (its place in the list).
 */
export async function addTickets(
  tx: Executor,
  v: {
    giveawayId: string;
    userId: string;
    bought: number;
    multiplier: number;
    paid: number;
    source: string;
    max: number;
  },
): Promise<EntryRow | null> {
  const rows = await queryRows<EntryRow>(
    tx,
    sql`insert into giveaway_entries (giveaway_id, user_id, bought, tickets, multiplier, paid, source)
        values (${v.giveawayId}, ${v.userId}, ${v.bought}, ${v.bought * v.multiplier}, ${v.multiplier}, ${v.paid}, ${v.source})
        on conflict (giveaway_id, user_id) do update set
          bought = giveaway_entries.bought + excluded.bought,
          tickets = giveaway_entries.tickets + excluded.tickets,
          paid = giveaway_entries.paid + excluded.paid
        where giveaway_entries.bought + excluded.bought <= ${v.max}
        returning id, giveaway_id as "giveawayId", user_id as "userId", bought, tickets, multiplier, paid, source,
          refunded_at as "refundedAt", entered_at as "enteredAt"`,
  );
  return rows[0] ?? null;
}

/** The frozen list: entries in entry order with the name shown publicly. */
export async function entryList(db: Executor, giveawayId: string): Promise<Array<EntryRow & { name: string }>> {
  const rows = await db
    .select({ e: giveawayEntries, name: users.displayName })
    .from(giveawayEntries)
    .innerJoin(users, eq(users.id, giveawayEntries.userId))
    .where(eq(giveawayEntries.giveawayId, giveawayId))
    .orderBy(asc(giveawayEntries.enteredAt), asc(giveawayEntries.id));
  return rows.map((r) => ({ ...r.e, name: r.name }));
}

/**
 * The draw's list: entry id and tickets alone, in the list's order (entry time, then id), read as
 * plain rows: the draw of 100,000 entries needs nothing else.
 */
export async function drawList(db: Executor, giveawayId: string): Promise<Array<{ id: string; tickets: number }>> {
  return queryRows<{ id: string; tickets: number }>(
    db,
    sql`select id::text as id, tickets from ${giveawayEntries} where giveaway_id = ${giveawayId}
        order by entered_at, id`,
  );
}

export async function insertPicks(tx: Executor, rows: Array<typeof giveawayPicks.$inferInsert>): Promise<void> {
  if (rows.length) await tx.insert(giveawayPicks).values(rows);
}

export async function picksOf(db: Executor, ids: string[]): Promise<Map<string, PickRow[]>> {
  const out = new Map<string, PickRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ p: giveawayPicks, name: users.displayName, userId: giveawayEntries.userId })
    .from(giveawayPicks)
    .innerJoin(giveawayEntries, eq(giveawayEntries.id, giveawayPicks.entryId))
    .innerJoin(users, eq(users.id, giveawayEntries.userId))
    .where(inArray(giveawayPicks.giveawayId, ids))
    .orderBy(asc(giveawayPicks.giveawayId), asc(giveawayPicks.nonce));
  for (const r of rows) {
    const list = out.get(r.p.giveawayId) ?? [];
    list.push({ ...r.p, name: r.name, userId: r.userId });
    out.set(r.p.giveawayId, list);
  }
  return out;
}

/** Marks a pick disqualified if it is a standing winner; false when it is not (unknown or already out). */
export async function disqualify(
  tx: Executor,
  giveawayId: string,
  nonce: number,
  reason: string,
  by: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(giveawayPicks)
    .set({ disqualifiedAt: sql`now()`, disqualifyReason: reason, disqualifiedBy: by })
    .where(
      and(
        eq(giveawayPicks.giveawayId, giveawayId),
        eq(giveawayPicks.nonce, nonce),
        isNull(giveawayPicks.disqualifiedAt),
      ),
    )
    .returning({ nonce: giveawayPicks.nonce });
  return rows.length > 0;
}

export async function markPaid(tx: Executor, giveawayId: string, nonce: number, points: number): Promise<void> {
  await tx
    .update(giveawayPicks)
    .set({ pointsPaid: points })
    .where(and(eq(giveawayPicks.giveawayId, giveawayId), eq(giveawayPicks.nonce, nonce)));
}

/** Paid entries not refunded yet, marked refunded in the same statement (each refunded once). */
export async function takeRefunds(tx: Executor, giveawayId: string): Promise<Array<{ userId: string; paid: number }>> {
  const rows = await tx
    .update(giveawayEntries)
    .set({ refundedAt: sql`now()` })
    .where(
      and(
        eq(giveawayEntries.giveawayId, giveawayId),
        isNull(giveawayEntries.refundedAt),
        sql`${giveawayEntries.paid} > 0`,
      ),
    )
    .returning({ userId: giveawayEntries.userId, paid: giveawayEntries.paid });
  return rows.map((r) => ({ userId: r.userId, paid: Number(r.paid) }));
}

/** Who may enter: the account's age in days, its linked platforms, and whether Kick saw a subscriber badge. */
export async function eligibilityFacts(
  db: Executor,
  userId: string,
): Promise<{ ageDays: number; platforms: string[]; kickSubscriber: boolean; twitchUserId: string | null }> {
  const [row] = await queryRows<{
    age_days: number;
    platforms: string[] | null;
    kick_subscriber: boolean;
    twitch_user_id: string | null;
  }>(
    db,
    sql`select extract(epoch from (now() - u.created_at)) / 86400 as age_days,
          (select array_agg(i.platform) from ${userIdentities} i where i.user_id = u.id) as platforms,
          (select i.platform_user_id from ${userIdentities} i
            where i.user_id = u.id and i.platform = 'twitch' limit 1) as twitch_user_id,
          exists (select 1 from ${userIdentities} i join ${kickChatters} k on k.kick_user_id = i.platform_user_id
                  where i.user_id = u.id and i.platform = 'kick' and k.subscriber) as kick_subscriber
        from ${users} u where u.id = ${userId}`,
  );
  return {
    ageDays: Number(row?.age_days ?? 0),
    platforms: row?.platforms ?? [],
    kickSubscriber: Boolean(row?.kick_subscriber),
    twitchUserId: row?.twitch_user_id ?? null,
  };
}
