import { MAX_PAYOUT } from '@app/contracts';
import { settlePool, type PoolSettlement } from '@app/games';
import type { Tx } from '../../db/client';
import { pointsService } from '../points/service';
import * as repo from './repository';
import { ledgerParams, payoutsChanged } from './shared';

/** What a pool is settled to: a winner (null: void), a cancel (every stake back), or back to unsettled (a correction). */
export type PoolTarget = { winner: string | null } | 'cancelled' | 'unsettled';

export type PoolFigures = { state: 'paid' | 'refunded' | null; houseCut: number; capRemoved: number; paid: number };

const REF_TYPE = 'tournament_prediction';

/**
 * Settles a pool of predictions (a match's, or the champion's with `round` null) to `target`, in the
 * caller's transaction on the locked tournament: each prediction is paid the difference between its
 * target payout and what it was paid before. A first settlement pays with one statement per reason
 * (`tournament_payout`, `tournament_refund`); a correction moves only differences
 * (`tournament_correction`), taking back at most the balance (what it cannot is recorded as
 * `unrecovered`). Settling twice to the same target moves nothing, so a settlement counts once in total
 * whichever instance or retry runs it.
 */
export async function settlePredictions(
  tx: Tx,
  t: repo.TournamentRow,
  round: number | null,
  predictions: repo.PredictionRow[],
  target: PoolTarget,
): Promise<PoolFigures> {
  const pool: PoolSettlement | null =
    target === 'unsettled'
      ? null
      : settlePool(
          predictions.map((p) => ({ id: String(p.id), side: p.pick, points: p.points })),
          target === 'cancelled' ? null : target.winner,
          t.houseCutBps,
          MAX_PAYOUT,
        );
  const why =
    target === 'cancelled' ? 'cancelled' : target !== 'unsettled' && target.winner === null ? 'void' : 'one_sided';
  const outcomeOf = new Map(pool?.outcomes.map((o) => [Number(o.id), o]) ?? []);
  const params = ledgerParams(t, round);
  const first = { payouts: [] as Credit[], refunds: [] as Credit[] };
  const outcomes = [];
  for (const p of predictions) {
    const o = outcomeOf.get(p.id) ?? null;
    const wanted = o?.payout ?? null;
    let unrecovered = 0;
    if (p.payout === null) {
      if (wanted !== null && wanted > 0)
        (o!.refunded ? first.refunds : first.payouts).push({ userId: p.userId, amount: wanted, refId: String(p.id) });
    } else unrecovered = await moveDifference(tx, p, (wanted ?? 0) - p.payout, round, params.tournament);
    outcomes.push({
      id: p.id,
      payout: wanted,
      refunded: o?.refunded ?? false,
      capRemoved: o?.capRemoved ?? 0,
      unrecovered,
    });
  }
  // A winner whose balance would pass the ceiling (10^15 points) is refused by the credit (creditEach
  // answers the refs it credited): the prediction then records no payout, and what it was not paid
  // counts as removed, like the cap.
  const payouts = first.payouts.map((c) => ({ ...c, params }));
  const refunds = first.refunds.map((c) => ({ ...c, params: { ...params, why } }));
  const credited = new Set([
    ...(await pointsService.creditEach(tx, payouts, { reason: 'tournament_payout', refType: REF_TYPE })),
    ...(await pointsService.creditEach(tx, refunds, { reason: 'tournament_refund', refType: REF_TYPE })),
  ]);
  const refused = new Set([...payouts, ...refunds].map((c) => c.refId).filter((ref) => !credited.has(ref)));
  let unpaid = 0;
  for (const o of outcomes) {
    if (!refused.has(String(o.id)) || !o.payout) continue;
    unpaid += o.payout;
    o.capRemoved += o.payout;
    o.payout = 0;
  }
  await repo.setOutcomes(tx, outcomes);
  await payoutsChanged(tx);
  if (!pool) return { state: null, houseCut: 0, capRemoved: 0, paid: 0 };
  return {
    state: pool.refundedAll ? 'refunded' : 'paid',
    houseCut: pool.houseCut,
    capRemoved: pool.capRemoved + unpaid,
    paid: pool.paid - unpaid,
  };
}

type Credit = { userId: string; amount: number; refId: string };

/** A correction's difference for one prediction; answers what could not be taken back. */
async function moveDifference(
  tx: Tx,
  p: repo.PredictionRow,
  delta: number,
  round: number | null,
  tournament: string,
): Promise<number> {
  if (delta === 0) return 0;
  const movement = {
    userId: p.userId,
    reason: 'tournament_correction' as const,
    refType: REF_TYPE,
    refId: String(p.id),
    params: { tournament, round },
  };
  if (delta > 0) {
    await pointsService.credit(tx, { ...movement, amount: delta });
    return 0;
  }
  const owed = -delta;
  const taken = Math.min(owed, await pointsService.balance(tx, p.userId));
  if (taken > 0) await pointsService.debit(tx, { ...movement, amount: taken });
  return owed - taken;
}
