import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/*
 * What the public transparency report (ADR 069) shows of tournaments, read here so that the
 * transparency feature never queries this feature's tables: every tournament finished or cancelled in
 * a range of instants [from, until) (null bounds: all time), by its finish or cancel time, newest first,
 * with its predictions' figures over every pool (each match's and the champion's).
 */

export type TournamentTransparencyRow = {
  id: string;
  name: string;
  state: 'finished' | 'cancelled';
  /** The finish time of a finished tournament, the cancel time of a cancelled one. */
  endedAt: Date;
  entrants: number;
  /** The champion's slot name (null: cancelled, or none). */
  champion: string | null;
  predictions: number;
  staked: number;
  /** Points paid back to settled predictions that were not refunded (stakes included). */
  paid: number;
  houseCut: number;
  capRemoved: number;
  /** Stakes given back (a cancel, a void or one-sided pool). */
  refunded: number;
};

const num = (v: unknown): number => Number(v ?? 0);

export async function tournamentTransparencyRows(
  db: Executor,
  from: Date | null,
  until: Date | null,
): Promise<TournamentTransparencyRow[]> {
  const ended = sql`coalesce(t.finished_at, t.cancelled_at)`;
  const within: SQL = sql.join(
    [
      sql`t.status in ('finished', 'cancelled')`,
      sql`${ended} is not null`,
      ...(from ? [sql`${ended} >= ${from.toISOString()}::timestamptz`] : []),
      ...(until ? [sql`${ended} < ${until.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );
  const rows = await queryRows<{
    id: string;
    name: string;
    status: string;
    ended_at: Date | string;
    entrant_count: number;
    champion: string | null;
    predictions: string;
    staked: string;
    paid: string;
    refunded: string;
    house_cut: string;
    cap_removed: string;
  }>(
    db,
    sql`select t.id, t.name, t.status, ${ended} as ended_at, t.entrant_count, e.slot_name as champion,
               coalesce(p.predictions, 0)::text as predictions,
               coalesce(p.staked, 0)::text as staked,
               coalesce(p.paid, 0)::text as paid,
               coalesce(p.refunded, 0)::text as refunded,
               (t.champion_house_cut + coalesce(m.house_cut, 0))::text as house_cut,
               (t.champion_cap_removed + coalesce(m.cap_removed, 0))::text as cap_removed
          from tournaments t
          left join tournament_entrants e on e.id = t.champion_id
          left join lateral (
                select count(*) as predictions,
                       sum(points) as staked,
                       sum(payout) filter (where payout is not null and not refunded) as paid,
                       sum(payout) filter (where payout is not null and refunded) as refunded
                  from tournament_predictions
                 where tournament_id = t.id) p on true
          left join lateral (
                select sum(house_cut) as house_cut, sum(cap_removed) as cap_removed
                  from tournament_matches
                 where tournament_id = t.id) m on true
         where ${within}
         order by ${ended} desc, t.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.status === 'cancelled' ? 'cancelled' : 'finished',
    endedAt: new Date(r.ended_at),
    entrants: num(r.entrant_count),
    champion: r.status === 'finished' ? r.champion : null,
    predictions: num(r.predictions),
    staked: num(r.staked),
    paid: num(r.paid),
    houseCut: num(r.house_cut),
    capRemoved: num(r.cap_removed),
    refunded: num(r.refunded),
  }));
}
