import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/*
 * The transparency report's read model (ADR 069). It only reads the other features' tables (ledger,
 * giveaways and their picks, milestone grants, prize handouts, users); the one thing it writes is the
 * account's own choice to appear as anonymous (`users.anonymous_in_public`, this feature's column, as
 * `users.locale` is the locale feature's). A period is a half-open range of instants [from, until);
 * null bounds read all time.
 */

export type Range = { from: Date | null; until: Date | null };

const within = (column: SQL, r: Range): SQL =>
  sql.join(
    [
      sql`true`,
      ...(r.from ? [sql`${column} >= ${r.from.toISOString()}::timestamptz`] : []),
      ...(r.until ? [sql`${column} < ${r.until.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );

const num = (v: unknown): number => Number(v ?? 0);

/** Points credited and debited per ledger reason in the range. */
export async function ledgerByReason(db: Executor, r: Range) {
  const rows = await queryRows<{ reason: string; issued: string; spent: string }>(
    db,
    sql`select reason,
               coalesce(sum(delta) filter (where delta > 0), 0)::text as issued,
               coalesce(-sum(delta) filter (where delta < 0), 0)::text as spent
          from points_ledger
         where ${within(sql`created_at`, r)}
         group by reason`,
  );
  return rows.map((x) => ({ reason: x.reason, issued: num(x.issued), spent: num(x.spent) }));
}

/** When the first ledger row was written (null: none yet); the index on created_at answers it. */
export async function firstLedgerAt(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(db, sql`select min(created_at) as at from points_ledger`);
  return row?.at ? new Date(row.at) : null;
}

export type GiveawayRow = {
  id: string;
  title: string;
  prize: string;
  pointsPrize: number;
  drawnAt: Date;
  final: boolean;
  entries: number;
  tickets: number;
  beacon: 'drand' | 'none' | null;
};

/** Giveaways drawn in the range (drawn or final; a cancelled one is refunded and listed nowhere), newest first. */
export async function drawnGiveaways(db: Executor, r: Range): Promise<GiveawayRow[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    prize: string;
    points_prize: string;
    drawn_at: Date | string;
    status: string;
    entry_count: number | null;
    ticket_count: string | null;
    beacon_chain: string | null;
  }>(
    db,
    sql`select id, title, prize, points_prize::text, drawn_at, status, entry_count, ticket_count::text, beacon_chain
          from giveaways
         where status in ('drawn', 'final') and drawn_at is not null and ${within(sql`drawn_at`, r)}
         order by drawn_at desc, id`,
  );
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    prize: g.prize,
    pointsPrize: num(g.points_prize),
    drawnAt: new Date(g.drawn_at),
    final: g.status === 'final',
    entries: num(g.entry_count),
    tickets: num(g.ticket_count),
    beacon: g.beacon_chain === null ? null : g.beacon_chain === 'none' ? 'none' : 'drand',
  }));
}

export type WinnerRow = { giveawayId: string; name: string; anonymous: boolean; pointsPaid: number | null };

/** The standing winners (disqualified picks left out) of these giveaways, in pick order. */
export async function giveawayWinners(db: Executor, ids: string[]): Promise<WinnerRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    giveaway_id: string;
    display_name: string;
    anonymous_in_public: boolean;
    points_paid: string | null;
  }>(
    db,
    sql`select p.giveaway_id, u.display_name, u.anonymous_in_public, p.points_paid::text
          from giveaway_picks p
          join giveaway_entries e on e.id = p.entry_id
          join users u on u.id = e.user_id
         where p.giveaway_id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) and p.disqualified_at is null
         order by p.giveaway_id, p.nonce`,
  );
  return rows.map((w) => ({
    giveawayId: w.giveaway_id,
    name: w.display_name,
    anonymous: w.anonymous_in_public,
    pointsPaid: w.points_paid === null ? null : num(w.points_paid),
  }));
}

/**
 * Wager milestones reached in the range, rejected ones left out: how many, how many paid (points
 * credited, or a text prize an admin handed out) and the points paid.
 */
export async function milestoneGrants(db: Executor, r: Range) {
  const [row] = await queryRows<{ awarded: string; paid: string; points: string }>(
    db,
    sql`select count(*)::text as awarded,
               count(*) filter (where g.status = 'paid' or (g.status = 'prize' and h.ref is not null))::text as paid,
               coalesce(sum(g.reward_points) filter (where g.status = 'paid'), 0)::text as points
          from wager_milestone_grants g
          left join prize_handouts h on h.source = 'milestone' and h.ref = g.id::text
         where g.status <> 'rejected' and ${within(sql`g.created_at`, r)}`,
  );
  return { awarded: num(row?.awarded), paid: num(row?.paid), points: num(row?.points) };
}

/** Whether the account chose to appear as anonymous among the public winners. */
export async function readAnonymous(db: Executor, userId: string): Promise<boolean | null> {
  const [row] = await queryRows<{ anonymous_in_public: boolean }>(
    db,
    sql`select anonymous_in_public from users where id = ${userId}::uuid`,
  );
  return row ? row.anonymous_in_public : null;
}

export async function writeAnonymous(db: Executor, userId: string, anonymous: boolean): Promise<void> {
  await db.execute(
    sql`update users set anonymous_in_public = ${anonymous}, updated_at = now() where id = ${userId}::uuid`,
  );
}
