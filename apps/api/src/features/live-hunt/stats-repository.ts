import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { liveHuntBonuses, liveHunts, liveHuntSettlements } from '../../db/schema';

/**
 * SQL of the public hunt statistics (ADR 050). Every query reads only `live_hunts` whose status is
 * 'finished' and their bonuses: never a running or cancelled hunt, never a viewer's bonus_hunts.
 * Money comes back as integer cents (int8), multipliers as numeric text (exact to 10 decimals) that
 * the service rounds for display.
 */

const finished = sql`h.status = 'finished'`;
/** earning / bet of one opened bonus, in numeric (bet > 0 by a CHECK). */
const multiOf = sql`(b.earning_cents::numeric / b.bet_cents)`;

export type FinishedHuntRow = {
  id: string;
  index: number;
  createdAt: Date;
  endedAt: Date | null;
  startCents: number;
  winCents: number;
  bonuses: number;
  openedBonuses: number;
  /** The settlement's average multiplier (the exact mean to 2 decimals, as the live page showed it). */
  avgMulti: string | null;
};

const huntColumns = sql`h.id, h.index, h.created_at as "createdAt", h.ended_at as "endedAt",
  h.start_cents::int8 as "startCents",
  coalesce(sum(b.earning_cents), 0)::int8 as "winCents",
  count(b.id)::int as "bonuses", count(b.earning_cents)::int as "openedBonuses",
  s.average_multiplier as "avgMulti"`;

/** Finished hunts matching `where`, one row each with its totals (`huntColumns`). */
const selectFinishedHunts = (where: SQL) => sql`select ${huntColumns}
  from ${liveHunts} h
  left join ${liveHuntBonuses} b on b.hunt_id = h.id
  left join ${liveHuntSettlements} s on s.hunt_id = h.id
  where ${finished} and ${where}
  group by h.id, s.average_multiplier`;

const toHunt = (r: FinishedHuntRow): FinishedHuntRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  endedAt: r.endedAt === null ? null : new Date(r.endedAt),
  startCents: Number(r.startCents),
  winCents: Number(r.winCents),
});

/** Every finished hunt with its win (sum of earnings), oldest first (by end, then number). */
export async function finishedHunts(db: Executor): Promise<FinishedHuntRow[]> {
  const rows = await queryRows<FinishedHuntRow>(
    db,
    sql`${selectFinishedHunts(sql`true`)}
        order by coalesce(h.ended_at, h.created_at), h.index`,
  );
  return rows.map(toHunt);
}

/** One finished hunt, or null when unknown, running or cancelled. */
export async function finishedHunt(db: Executor, huntId: string): Promise<FinishedHuntRow | null> {
  const rows = await queryRows<FinishedHuntRow>(db, selectFinishedHunts(sql`h.id = ${huntId}`));
  return rows[0] ? toHunt(rows[0]) : null;
}

export type CurveBonusRow = { slotName: string; provider: string; betCents: number; earningCents: number | null };

/** A hunt's bonuses in its order (position, then creation), the order the balance curve follows. */
export async function huntBonuses(db: Executor, huntId: string): Promise<CurveBonusRow[]> {
  return queryRows<CurveBonusRow>(
    db,
    sql`select slot_name as "slotName", slot_provider as "provider", bet_cents as "betCents",
               earning_cents as "earningCents"
        from ${liveHuntBonuses} where hunt_id = ${huntId} order by position, created_at`,
  );
}

/** The plain mean of every opened bonus's multiplier across the finished hunts (numeric text), or null. */
export async function overallAverageMultiplier(db: Executor): Promise<string | null> {
  const rows = await queryRows<{ avg: string | null }>(
    db,
    sql`select round(avg(${multiOf}), 10)::text as avg
        from ${liveHuntBonuses} b join ${liveHunts} h on h.id = b.hunt_id
        where ${finished} and b.earning_cents is not null`,
  );
  return rows[0]?.avg ?? null;
}

export type GroupRow = {
  name: string;
  provider: string;
  bonuses: number;
  betCents: number;
  winCents: number;
  /** numeric text, 10 decimals */
  avgMulti: string;
};

/**
 * Opened bonuses of finished hunts grouped by slot (name and provider as recorded) or by provider
 * (an empty provider is left out), keeping only groups with at least `minBonuses` bonuses: the
 * ranking itself is `rankByAverageMultiplier` of @app/hunts.
 */
export async function groups(db: Executor, by: 'slot' | 'provider', minBonuses: number): Promise<GroupRow[]> {
  const key = by === 'slot' ? sql`b.slot_name, b.slot_provider` : sql`b.slot_provider`;
  const rows = await queryRows<GroupRow>(
    db,
    sql`select ${by === 'slot' ? sql`b.slot_name` : sql`b.slot_provider`} as name, b.slot_provider as provider,
               count(*)::int as bonuses, sum(b.bet_cents)::int8 as "betCents",
               sum(b.earning_cents)::int8 as "winCents", round(avg(${multiOf}), 10)::text as "avgMulti"
        from ${liveHuntBonuses} b join ${liveHunts} h on h.id = b.hunt_id
        where ${finished} and b.earning_cents is not null ${by === 'provider' ? sql`and b.slot_provider <> ''` : sql``}
        group by ${key}
        having count(*) >= ${minBonuses}`,
  );
  return rows.map((r) => ({ ...r, betCents: Number(r.betCents), winCents: Number(r.winCents) }));
}

export type WinRow = {
  huntId: string;
  huntIndex: number;
  endedAt: Date | null;
  slotName: string;
  provider: string;
  betCents: number;
  earningCents: number;
};

/** The biggest wins of the finished hunts, by multiplier or by amount; ties go to the earlier hunt and bonus. */
export async function biggestWins(db: Executor, by: 'multiplier' | 'amount', limit: number): Promise<WinRow[]> {
  const order =
    by === 'multiplier' ? sql`${multiOf} desc, b.earning_cents desc` : sql`b.earning_cents desc, ${multiOf} desc`;
  const rows = await queryRows<WinRow>(
    db,
    sql`select h.id as "huntId", h.index as "huntIndex", h.ended_at as "endedAt", b.slot_name as "slotName",
               b.slot_provider as provider, b.bet_cents as "betCents", b.earning_cents as "earningCents"
        from ${liveHuntBonuses} b join ${liveHunts} h on h.id = b.hunt_id
        where ${finished} and b.earning_cents is not null
        order by ${order}, h.index, b.position
        limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, endedAt: r.endedAt === null ? null : new Date(r.endedAt) }));
}
