import { ACTIVITY_REASONS } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/*
 * The analytics read model (ADR 049). This repository only reads the other features' tables (ledger,
 * identities, guesses, chat runs, redemptions, offers, hunts) and writes its own summary tables; it
 * never changes another feature's rows. Days are Europe/Lisbon calendar days ('YYYY-MM-DD'); a day's
 * bounds are computed by PostgreSQL (`day::timestamp at time zone 'Europe/Lisbon'`), so a 23- or
 * 25-hour day around a DST change is exact, and the bounds are plain values for a range scan.
 */

const TZ = sql.raw(`'Europe/Lisbon'`);

/** The instant a Lisbon day starts. */
const dayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${TZ})`;
/** The instant after the last Lisbon day of a range (the next day's start). */
const dayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${TZ})`;
/** The Lisbon day of a timestamptz column, as 'YYYY-MM-DD'. */
const lisbonDayOf = (column: SQL): SQL => sql`((${column} at time zone ${TZ})::date)`;

const activityReasons = sql.join(
  ACTIVITY_REASONS.map((r) => sql`${r}`),
  sql`, `,
);

export type LedgerDayRow = { day: string; reason: string; issued: number; spent: number; rows: number };
export type ActiveDayRow = { day: string; platform: 'twitch' | 'kick' | 'both' | 'none'; accounts: number };

const num = (v: unknown): number => Number(v ?? 0);

/** Rows as read (PostgreSQL sums and counts may come back as strings), with numbers. */
const toActiveDay = (r: ActiveDayRow): ActiveDayRow => ({
  day: r.day,
  platform: r.platform,
  accounts: num(r.accounts),
});
const toLedgerDay = (r: LedgerDayRow): LedgerDayRow => ({
  day: r.day,
  reason: r.reason,
  issued: num(r.issued),
  spent: num(r.spent),
  rows: num(r.rows),
});

/** Live: ledger sums per day and reason for the days from..until, straight from points_ledger. */
export async function liveLedgerDays(db: Executor, from: string, until: string): Promise<LedgerDayRow[]> {
  const rows = await queryRows<LedgerDayRow>(
    db,
    sql`select ${lisbonDayOf(sql`created_at`)}::text as day, reason,
               coalesce(sum(delta) filter (where delta > 0), 0) as issued,
               coalesce(-sum(delta) filter (where delta < 0), 0) as spent,
               count(*)::int as rows
          from points_ledger
         where created_at >= ${dayStart(from)} and created_at < ${dayEnd(until)}
         group by 1, 2`,
  );
  return rows.map(toLedgerDay);
}

/** Summary: the stored ledger sums of the days from..until. */
export async function summaryLedgerDays(db: Executor, from: string, until: string): Promise<LedgerDayRow[]> {
  const rows = await queryRows<LedgerDayRow>(
    db,
    sql`select day::text as day, reason, issued, spent, rows
          from analytics_ledger_days where day between ${from}::date and ${until}::date`,
  );
  return rows.map(toLedgerDay);
}

/**
 * The (day, account) pairs of activity from..until: a ledger row of an activity reason, a GTB guess,
 * or a chat command run by a linked account. (Offer clicks are anonymous and cannot count.)
 */
const activityPairs = (from: string, until: string): SQL => sql`
  select distinct ${lisbonDayOf(sql`created_at`)} as day, user_id from (
    select created_at, user_id from points_ledger
     where created_at >= ${dayStart(from)} and created_at < ${dayEnd(until)} and reason in (${activityReasons})
    union all
    select created_at, user_id from live_hunt_gtb_guesses
     where created_at >= ${dayStart(from)} and created_at < ${dayEnd(until)}
    union all
    select created_at, user_id from chat_command_runs
     where created_at >= ${dayStart(from)} and created_at < ${dayEnd(until)} and user_id is not null
  ) acts`;

/** Live: distinct active accounts per day and linked platforms (the account's identities now). */
export async function liveActiveDays(db: Executor, from: string, until: string): Promise<ActiveDayRow[]> {
  const rows = await queryRows<ActiveDayRow>(
    db,
    sql`with pairs as (${activityPairs(from, until)}),
         linked as (
           select user_id, bool_or(platform = 'twitch') as twitch, bool_or(platform = 'kick') as kick
             from user_identities where user_id in (select user_id from pairs) group by user_id)
        select p.day::text as day,
               case when l.twitch and l.kick then 'both' when l.twitch then 'twitch' when l.kick then 'kick' else 'none' end as platform,
               count(*)::int as accounts
          from pairs p left join linked l using (user_id)
         group by 1, 2`,
  );
  return rows.map(toActiveDay);
}

export async function summaryActiveDays(db: Executor, from: string, until: string): Promise<ActiveDayRow[]> {
  const rows = await queryRows<ActiveDayRow>(
    db,
    sql`select day::text as day, platform, accounts
          from analytics_active_days where day between ${from}::date and ${until}::date`,
  );
  return rows.map(toActiveDay);
}

/** The days from..until whose summary is written. */
export async function summarisedDays(db: Executor, from: string, until: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select day::text as day from analytics_summarised_days where day between ${from}::date and ${until}::date`,
  );
  return rows.map((r) => r.day);
}

/**
 * Writes the summary of one closed day: its ledger sums per reason, its active accounts per platform
 * (every bucket, zeros included) and its marker. Upserts keyed by the day, so a run on any instance,
 * or again, writes the same rows.
 */
export async function writeDaySummary(tx: Executor, day: string): Promise<void> {
  // Two instances summarising one day take turns (the second rewrites the same values), so their
  // upserts never lock rows in different orders.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics-day:${day}`}))`);
  await tx.execute(sql`
    insert into analytics_ledger_days (day, reason, issued, spent, rows)
    select ${day}::date, reason,
           coalesce(sum(delta) filter (where delta > 0), 0),
           coalesce(-sum(delta) filter (where delta < 0), 0),
           count(*)::int
      from points_ledger
     where created_at >= ${dayStart(day)} and created_at < ${dayEnd(day)}
     group by reason
    on conflict (day, reason) do update
       set issued = excluded.issued, spent = excluded.spent, rows = excluded.rows`);
  await tx.execute(sql`
    with pairs as (${activityPairs(day, day)}),
     linked as (
       select user_id, bool_or(platform = 'twitch') as twitch, bool_or(platform = 'kick') as kick
         from user_identities where user_id in (select user_id from pairs) group by user_id),
     counted as (
       select case when l.twitch and l.kick then 'both' when l.twitch then 'twitch' when l.kick then 'kick' else 'none' end as platform,
              count(*)::int as accounts
         from pairs p left join linked l using (user_id) group by 1)
    insert into analytics_active_days (day, platform, accounts)
    select ${day}::date, b.platform, coalesce(c.accounts, 0)
      from (values ('twitch'), ('kick'), ('both'), ('none')) as b(platform)
      left join counted c using (platform)
    on conflict (day, platform) do update set accounts = excluded.accounts`);
  await tx.execute(sql`
    insert into analytics_summarised_days (day) values (${day}::date)
    on conflict (day) do update set summarised_at = now()`);
}

export type RedemptionDayRow = { day: string; requested: number; approved: number; denied: number };

/** Redemptions requested per day (created_at), and approved / denied per day of the decision (decided_at). */
export async function redemptionDays(db: Executor, from: string, until: string): Promise<RedemptionDayRow[]> {
  // Counted per UTC hour first, then each hour placed in its Lisbon day (Lisbon's offsets are whole
  // hours, so an hour never straddles its midnight): a few thousand time zone conversions for 90 days
  // instead of one per row.
  const rows = await queryRows<RedemptionDayRow>(
    db,
    sql`select ${lisbonDayOf(sql`h`)}::text as day, sum(requested)::int as requested,
               sum(approved)::int as approved, sum(denied)::int as denied
          from (
            select date_trunc('hour', created_at, 'UTC') as h, count(*) as requested, 0 as approved, 0 as denied
              from redemptions where created_at >= ${dayStart(from)} and created_at < ${dayEnd(until)}
             group by 1
            union all
            select date_trunc('hour', decided_at, 'UTC'), 0,
                   count(*) filter (where status = 'approved'), count(*) filter (where status = 'denied')
              from redemptions
             where decided_at is not null and decided_at >= ${dayStart(from)} and decided_at < ${dayEnd(until)}
             group by 1
          ) r
         group by 1`,
  );
  return rows.map((r) => ({
    day: r.day,
    requested: num(r.requested),
    approved: num(r.approved),
    denied: num(r.denied),
  }));
}

export type OfferRow = { offerId: string; slug: string; name: string };
export type OfferClickRow = { offerId: string; day: string; clicks: number };

/** Every offer (hidden ones too: they may have clicks from before), in the home page's order. */
export async function offersList(db: Executor): Promise<OfferRow[]> {
  return queryRows<OfferRow>(db, sql`select id as "offerId", slug, name from offers order by position, id`);
}

/** Claim clicks per offer and day from..until (offer_clicks is already one counter row per offer and Lisbon day). */
export async function offerClickDays(db: Executor, from: string, until: string): Promise<OfferClickRow[]> {
  const rows = await queryRows<OfferClickRow>(
    db,
    sql`select offer_id as "offerId", day::text as day, clicks
          from offer_clicks where day between ${from}::date and ${until}::date`,
  );
  return rows.map((r) => ({ ...r, clicks: num(r.clicks) }));
}

export type HuntRow = {
  huntId: string;
  index: number;
  status: 'live' | 'finished' | 'cancelled';
  day: string;
  gtbGuesses: number;
  avgBets: number;
  avgPoints: number;
};

/** GTB and AVG participation of each live hunt started from..until, oldest first. */
export async function huntParticipation(db: Executor, from: string, until: string): Promise<HuntRow[]> {
  const rows = await queryRows<HuntRow>(
    db,
    sql`select h.id as "huntId", h.index, h.status, ${lisbonDayOf(sql`h.created_at`)}::text as day,
               (select count(*)::int from live_hunt_gtb_guesses g where g.hunt_id = h.id) as "gtbGuesses",
               coalesce(a.bets, 0) as "avgBets", coalesce(a.points, 0) as "avgPoints"
          from live_hunts h
          left join lateral (
            select count(*)::int as bets, sum(bet)::bigint as points from live_hunt_avg_bets b where b.hunt_id = h.id
          ) a on true
         where h.created_at >= ${dayStart(from)} and h.created_at < ${dayEnd(until)}
         order by h.created_at, h.index`,
  );
  return rows.map((r) => ({
    ...r,
    index: num(r.index),
    gtbGuesses: num(r.gtbGuesses),
    avgBets: num(r.avgBets),
    avgPoints: num(r.avgPoints),
  }));
}
