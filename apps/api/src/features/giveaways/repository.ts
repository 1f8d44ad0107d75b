import { GIVEAWAY_HISTORY_MAX, type AffiliateRule } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows, type Executor } from '../../db/client';
import { giveawayEntries, giveawayPicks, giveaways, sponsors, userIdentities, users } from '../../db/schema';

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
 * The giveaway under `for update`, with the database's clock, in one statement: for the draw, a
 * cancel, an edit or a finalize. It waits for the entries in flight (each holds `for key share`, see
 * `entryWrite`), and an entry that waited for it sees the new state.
 */
export async function lock(
  tx: Executor,
  id: string,
): Promise<(GiveawayRow & { started: boolean; ended: boolean }) | null> {
  const [row] = await tx
    .select({
      g: giveaways,
      started: sql<boolean>`clock_timestamp() >= ${giveaways.opensAt}`,
      ended: sql<boolean>`clock_timestamp() >= ${giveaways.closesAt}`,
    })
    .from(giveaways)
    .where(eq(giveaways.id, id))
    .for('update');
  return row ? { ...row.g, started: row.started, ended: row.ended } : null;
}

/**
 * The sponsors an affiliate rule names, by id (slug and name as the leaderboard keeps them; read,
 * never written here): a giveaway names its sponsor by id, so a renamed slug follows.
 */
export async function sponsorsByIds(db: Executor, ids: string[]): Promise<Map<string, { slug: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sponsors.id, slug: sponsors.slug, name: sponsors.name })
    .from(sponsors)
    .where(inArray(sponsors.id, ids));
  return new Map(rows.map((r) => [r.id, { slug: r.slug, name: r.name }]));
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
/** A draw still waiting for its beacon round notes when and why the relays did not give it (the row is not locked). */
export async function noteBeaconWait(db: Executor, id: string, problem: 'unavailable' | 'refused'): Promise<void> {
  await db
    .update(giveaways)
    .set({ beaconCheckedAt: sql`now()`, beaconProblem: problem })
    .where(and(eq(giveaways.id, id), eq(giveaways.status, 'active')));
}

export async function drawList(
  db: Executor,
  giveawayId: string,
): Promise<Array<{ id: string; tickets: number; ineligible: boolean }>> {
  return queryRows<{ id: string; tickets: number; ineligible: boolean }>(
    db,
    sql`select id::text as id, tickets, ineligible from ${giveawayEntries} where giveaway_id = ${giveawayId}
        order by entered_at, id`,
  );
}

/**
 * The earlier giveaway wins (standing picks of other drawn or final giveaways, their draw times in
 * unix ms) of this giveaway's entrants, drawn in `(from, to]`, by entry: read from the wins (few) to
 * the entries, never the other way round.
 */
export async function entrantWins(
  db: Executor,
  giveawayId: string,
  from: Date,
  to: Date,
): Promise<Array<{ entryId: string; times: number[] }>> {
  const rows = await queryRows<{ entry_id: string; times: number[] }>(
    db,
    sql`select e.id::text as entry_id, array_agg((extract(epoch from w.drawn_at) * 1000)::float8) as times
        from ${giveaways} w
        join ${giveawayPicks} p on p.giveaway_id = w.id and p.disqualified_at is null
        join ${giveawayEntries} won on won.id = p.entry_id
        join ${giveawayEntries} e on e.giveaway_id = ${giveawayId} and e.user_id = won.user_id
        where w.status in ('drawn', 'final') and w.id <> ${giveawayId}
          and w.drawn_at > ${from.toISOString()}::timestamptz and w.drawn_at <= ${to.toISOString()}::timestamptz
        group by e.id`,
  );
  return rows.map((r) => ({ entryId: r.entry_id, times: r.times.map(Number) }));
}

/**
 * Marks entries ineligible (the winner limit, at the draw) and refunds their paid points in the same
 * statement's rows: an active giveaway's entries are never refunded yet, so each is refunded once.
 */
export async function markIneligible(
  tx: Executor,
  entryIds: string[],
): Promise<Array<{ userId: string; paid: number }>> {
  if (entryIds.length === 0) return [];
  const rows = await queryRows<{ user_id: string; paid: number }>(
    tx,
    sql`update ${giveawayEntries}
        set ineligible = true, refunded_at = case when paid > 0 then coalesce(refunded_at, now()) else refunded_at end
        where id = any(${`{${entryIds.join(',')}}`}::int8[]) and not ineligible
        returning user_id, paid`,
  );
  return rows.filter((r) => Number(r.paid) > 0).map((r) => ({ userId: r.user_id, paid: Number(r.paid) }));
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

/**
 * Who may enter: the account's age in days, its linked platforms, and its user ids on Twitch and Kick
 * (each platform's channel feature says whether that user subscribes).
 */
export type EligibilityFacts = {
  /** The account's standing giveaway wins (unix ms) in the winner limit's period; empty without a limit. */
  winTimes: number[];
  ageDays: number;
  platforms: string[];
  twitchUserId: string | null;
  kickUserId: string | null;
};

/** What an entry reads of its giveaway. */
export type EntryRules = Pick<
  GiveawayRow,
  | 'id'
  | 'title'
  | 'status'
  | 'chatJoin'
  | 'entryCost'
  | 'maxTickets'
  | 'subscriberMultiplier'
  | 'requiredPlatform'
  | 'subscribersOnly'
  | 'minAccountAgeDays'
  | 'affiliateRequired'
  | 'affiliateSponsorId'
  | 'winLimit'
  | 'winLimitDays'
  | 'closesAt'
> & { started: boolean; ended: boolean; affiliate: AffiliateRule | null };

/**
 * An entry's read, in one prepared statement on the pool (ADR 052): the giveaway's rules with the
 * database's clock, and the entering account's eligibility facts. It takes no lock: `entryWrite`
 * checks again, under the giveaway's lock, that the giveaway is open and its rules are the ones read
 * here. Null when the giveaway does not exist.
 */
export async function readForEntry(
  db: Executor,
  giveawayId: string,
  userId: string,
): Promise<{ rules: EntryRules; facts: EligibilityFacts } | null> {
  const [row] = await queryPrepared<{
    id: string;
    title: string;
    status: string;
    chat_join: boolean;
    entry_cost: number;
    max_tickets: number;
    subscriber_multiplier: number;
    required_platform: EntryRules['requiredPlatform'];
    subscribers_only: boolean;
    min_account_age_days: number;
    affiliate_required: boolean;
    affiliate_sponsor_id: string | null;
    affiliate_slug: string | null;
    affiliate_name: string | null;
    win_limit: number | null;
    win_limit_days: number | null;
    closes_at: Date | string;
    started: boolean;
    ended: boolean;
    win_times: number[] | null;
    age_days: number | null;
    platforms: string[] | null;
    twitch_user_id: string | null;
    kick_user_id: string | null;
  }>(
    db,
    'giveaway_entry_read',
    sql`select g.id, g.title, g.status, g.chat_join, g.entry_cost, g.max_tickets, g.subscriber_multiplier,
          g.required_platform, g.subscribers_only, g.min_account_age_days,
          g.affiliate_required, g.affiliate_sponsor_id, s.slug as affiliate_slug, s.name as affiliate_name,
          g.win_limit, g.win_limit_days, g.closes_at,
          clock_timestamp() >= g.opens_at as started, clock_timestamp() >= g.closes_at as ended,
          f.age_days, f.platforms, f.twitch_user_id, f.kick_user_id,
          -- The account's standing giveaway wins in the winner limit's period (ADR 070), when there is one.
          (select array_agg((extract(epoch from w.drawn_at) * 1000)::float8)
            from ${giveawayEntries} won
            join ${giveawayPicks} p on p.entry_id = won.id and p.disqualified_at is null
            join ${giveaways} w on w.id = p.giveaway_id
            where g.win_limit is not null and won.user_id = ${userId} and w.id <> g.id
              and w.status in ('drawn', 'final')
              and w.drawn_at > g.closes_at - make_interval(days => g.win_limit_days)
              and w.drawn_at <= g.closes_at) as win_times
        from ${giveaways} g
        left join ${sponsors} s on s.id = g.affiliate_sponsor_id
        left join lateral (
          select extract(epoch from (now() - u.created_at)) / 86400 as age_days,
            (select array_agg(i.platform) from ${userIdentities} i where i.user_id = u.id) as platforms,
            (select i.platform_user_id from ${userIdentities} i
              where i.user_id = u.id and i.platform = 'twitch' limit 1) as twitch_user_id,
            (select i.platform_user_id from ${userIdentities} i
              where i.user_id = u.id and i.platform = 'kick' limit 1) as kick_user_id
          from ${users} u where u.id = ${userId}) f on true
        where g.id = ${giveawayId}`,
  );
  if (!row) return null;
  return {
    rules: {
      id: row.id,
      title: row.title,
      status: row.status,
      chatJoin: row.chat_join,
      entryCost: row.entry_cost,
      maxTickets: row.max_tickets,
      subscriberMultiplier: row.subscriber_multiplier,
      requiredPlatform: row.required_platform,
      subscribersOnly: row.subscribers_only,
      minAccountAgeDays: row.min_account_age_days,
      affiliateRequired: row.affiliate_required,
      affiliateSponsorId: row.affiliate_sponsor_id,
      affiliate: row.affiliate_required
        ? { sponsor: row.affiliate_slug ? { slug: row.affiliate_slug, name: row.affiliate_name ?? '' } : null }
        : null,
      winLimit: row.win_limit,
      winLimitDays: row.win_limit_days,
      closesAt: new Date(row.closes_at),
      started: row.started,
      ended: row.ended,
    },
    facts: {
      winTimes: (row.win_times ?? []).map(Number),
      ageDays: Number(row.age_days ?? 0),
      platforms: row.platforms ?? [],
      twitchUserId: row.twitch_user_id ?? null,
      kickUserId: row.kick_user_id ?? null,
    },
  };
}

/**
 * The write of an entry, as CTEs for pointsService.debitAlong (one statement with its debit):
 * - `g`, the lead: the giveaway under `for key share` (many entries at once, each holding off the
 *   draw and a cancel until it commits; an entry that waited for them sees the new state), with the
 *   database's clock, and whether its rules are still those `readForEntry` answered (they change
 *   only before the first entry, but an edit can land between the read and this write);
 * - `e`, the gate: the tickets added to the account's entry (a first entry is inserted, keeping its
 *   place in the list) only when the giveaway is open, its rules unchanged, the payer's locked balance
 *   covers the cost, the entry (bought and free tickets) stays within the maximum, and responsible
 *   play allows the stake (`allowed`, ADR 075; `settingsSet` answered as `rg_set`).
 */
export function entryWrite(v: {
  rules: EntryRules;
  bought: number;
  tickets: number;
  multiplier: number;
  paid: number;
  source: string;
  allowed: SQL;
  settingsSet: SQL;
}) {
  const r = v.rules;
  return {
    lead: {
      ctes: sql`g as (
          select id, status, clock_timestamp() >= opens_at as started, clock_timestamp() >= closes_at as ended,
            (entry_cost, max_tickets, subscriber_multiplier, required_platform, subscribers_only, min_account_age_days,
              affiliate_required, affiliate_sponsor_id, chat_join, win_limit, win_limit_days)
              is not distinct from (${r.entryCost}::int, ${r.maxTickets}::int, ${r.subscriberMultiplier}::int,
                ${r.requiredPlatform}::text, ${r.subscribersOnly}::boolean, ${r.minAccountAgeDays}::int,
                ${r.affiliateRequired}::boolean, ${r.affiliateSponsorId}::uuid, ${r.chatJoin}::boolean,
                ${r.winLimit}::int, ${r.winLimitDays}::int)
              as same_rules
          from ${giveaways} where id = ${r.id} for key share)`,
      last: 'g',
    },
    ctes: sql`e as (
        insert into ${giveawayEntries} (giveaway_id, user_id, bought, tickets, multiplier, paid, source)
        select g.id, payer.id, ${v.bought}::int, ${v.tickets}::int, ${v.multiplier}::int, ${v.paid}::int8, ${v.source}::text
        from g, payer
        where g.status = 'active' and g.started and not g.ended and g.same_rules and payer.points >= ${v.paid}::int8
          and ${v.allowed}
        on conflict (giveaway_id, user_id) do update set
          bought = ${giveawayEntries.bought} + excluded.bought,
          tickets = ${giveawayEntries.tickets} + excluded.tickets,
          paid = ${giveawayEntries.paid} + excluded.paid
        where ${giveawayEntries.bought} + ${giveawayEntries.free} + excluded.bought <= ${r.maxTickets}::int
        returning id, bought, tickets, paid)`,
    gate: 'e',
    columns: sql`g.status, g.started, g.ended, g.same_rules, e.id as entry_id, e.bought, e.tickets, e.paid,
      ${v.settingsSet} as rg_set`,
    from: sql`(select 1) one left join g on true left join e on true`,
  };
}

/** What `entryWrite`'s statement answers (beside the payer's balance and the ledger row). */
export type EntryWriteRow = {
  status: string | null;
  started: boolean | null;
  ended: boolean | null;
  same_rules: boolean | null;
  entry_id: string | number | null;
  bought: number | null;
  tickets: number | null;
  paid: number | null;
  rg_set: boolean;
};

/**
 * The giveaway open for entries now (the one closing first when several are), under `for key share`
 * like an entry (the draw and a cancel wait for the transaction; an edit too), with the rules a free
 * ticket respects, and the eligibility facts of `userId`. Null when none is open.
 */
export async function lockOpenForFree(
  tx: Executor,
  userId: string,
): Promise<{ rules: EntryRules; facts: EligibilityFacts } | null> {
  const [open] = await queryRows<{ id: string }>(
    tx,
    sql`select id from ${giveaways}
        where status = 'active' and clock_timestamp() >= opens_at and clock_timestamp() < closes_at
        order by closes_at, created_at, id limit 1 for key share`,
  );
  if (!open) return null;
  const read = await readForEntry(tx, open.id, userId);
  return read && read.rules.status === 'active' && read.rules.started && !read.rules.ended ? read : null;
}

/** The account's entry under `for update` (its bought and free tickets), or null. */
export async function lockEntry(
  tx: Executor,
  giveawayId: string,
  userId: string,
): Promise<{ id: number; bought: number; free: number } | null> {
  const [row] = await tx
    .select({ id: giveawayEntries.id, bought: giveawayEntries.bought, free: giveawayEntries.free })
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.userId, userId)))
    .for('update');
  return row ?? null;
}

/** A first entry of free tickets only; null when the account entered meanwhile (its row now exists). */
export async function insertFreeEntry(
  tx: Executor,
  v: { giveawayId: string; userId: string; free: number; source: string },
): Promise<{ id: number; tickets: number } | null> {
  const [row] = await tx
    .insert(giveawayEntries)
    .values({ giveawayId: v.giveawayId, userId: v.userId, bought: 0, free: v.free, tickets: v.free, source: v.source })
    .onConflictDoNothing()
    .returning({ id: giveawayEntries.id, tickets: giveawayEntries.tickets });
  return row ?? null;
}

/** Adds free tickets to a locked entry. */
export async function addFreeTickets(tx: Executor, entryId: number, free: number): Promise<{ tickets: number }> {
  const [row] = await tx
    .update(giveawayEntries)
    .set({ free: sql`${giveawayEntries.free} + ${free}`, tickets: sql`${giveawayEntries.tickets} + ${free}` })
    .where(eq(giveawayEntries.id, entryId))
    .returning({ tickets: giveawayEntries.tickets });
  if (!row) throw new Error('locked entry vanished');
  return row;
}
