import type { Platform, TournamentPredictionPlaced, TournamentSide } from '@app/contracts';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import * as repo from './repository';
import { createPredictionAnnouncer, ledgerParams, type TournamentsContext } from './shared';

export type PredictionSource = 'site' | Platform;
export type PredictionResult = TournamentPredictionPlaced;

/** The tournament under `for share`: predictions go in together, never while an admin change holds it. */
async function shareLock(tx: Tx, id: string): Promise<repo.TournamentRow> {
  const t = await repo.lock(tx, id, 'share');
  if (!t) throw notFound('Tournament');
  return t;
}

function assertStake(t: { maxStake: number }, points: number): void {
  if (points > t.maxStake)
    throw new AppError('STAKE_TOO_HIGH', `A prediction in this tournament is 1 to ${t.maxStake} points.`, {
      points: `must be at most ${t.maxStake}`,
    });
}

/**
 * One prediction and its stake, in one transaction: the stake is checked against the tournament's
 * maximum and the responsible-play limits, the row is unique per account and pool, and the debit
 * fails the whole (INSUFFICIENT_POINTS) when the balance is short.
 */
async function place(
  tx: Tx,
  t: { id: string; name: string },
  row: { matchId: number | null; round: number | null; pick: string },
  userId: string,
  points: number,
  source: PredictionSource,
): Promise<number> {
  await responsiblePlayGuard.assertMayStake(tx, userId, points);
  const id = await repo.insertPrediction(tx, {
    tournamentId: t.id,
    matchId: row.matchId,
    userId,
    pick: row.pick,
    points,
    source,
  });
  if (id === null)
    throw new AppError(
      'PREDICTION_PLACED',
      row.matchId === null ? 'You already picked a champion.' : 'You already predicted this match.',
    );
  const balance = await pointsService.debit(tx, {
    userId,
    amount: points,
    reason: 'tournament_prediction',
    refType: 'tournament_prediction',
    refId: String(id),
    params: ledgerParams(t, row.round),
  });
  return balance;
}

export function createPredictions(ctx: TournamentsContext) {
  const announceSoon = createPredictionAnnouncer(ctx.db);
  const placeOnMatch = async (
    userId: string,
    id: string,
    matchId: string,
    side: TournamentSide,
    points: number,
    source: PredictionSource,
  ): Promise<number> => {
    const balance = await ctx.db.transaction(async (tx) => {
      const target = await repo.lockForPrediction(tx, id, Number(matchId));
      if (!target) throw (await repo.find(tx, id)) ? notFound('Match') : notFound('Tournament');
      assertStake(target, points);
      if (target.status !== 'running' || target.matchStatus !== 'open')
        throw new AppError('PREDICTIONS_CLOSED', 'Predictions on this match are not open.');
      return place(tx, target, { matchId: target.matchId, round: target.round, pick: side }, userId, points, source);
    });
    announceSoon(id);
    return balance;
  };

  return {
    /** The match open for predictions now (the chat's `!pick`), or null. */
    openForChat: () => repo.openMatch(ctx.db),

    /**
     * A side of the match while its predictions are open. The match row is held `for share`: the
     * admin's close (or result) waits for predictions in flight, and a prediction that waited for the
     * close finds it closed.
     */
    async predictMatch(
      userId: string,
      id: string,
      matchId: string,
      side: TournamentSide,
      points: number,
      source: PredictionSource = 'site',
    ): Promise<PredictionResult> {
      const balance = await placeOnMatch(userId, id, matchId, side, points, source);
      return { balance, prediction: { tournamentId: id, matchId, pick: side, points } };
    },

    /** The chat's `!pick`: the same prediction, answering only the new balance (no page to build). */
    predictFromChat: (
      userId: string,
      id: string,
      matchId: string,
      side: TournamentSide,
      points: number,
      source: Platform,
    ) => placeOnMatch(userId, id, matchId, side, points, source),

    /** The champion, from the start until the first match is opened or decided. */
    async predictChampion(
      userId: string,
      id: string,
      entrantId: string,
      points: number,
      source: PredictionSource = 'site',
    ): Promise<PredictionResult> {
      const balance = await ctx.db.transaction(async (tx) => {
        const t = await shareLock(tx, id);
        assertStake(t, points);
        if (t.status !== 'running' || t.championClosedAt !== null)
          throw new AppError(
            'CHAMPION_CLOSED',
            t.status === 'upcoming'
              ? 'Champion picks open when the tournament starts.'
              : 'Champion picks closed when the first match started.',
          );
        const entrants = await repo.entrantsOf(tx, [id]);
        if (!entrants.some((e) => String(e.id) === entrantId))
          throw new AppError('VALIDATION_ERROR', 'That slot is not in this tournament.', {
            entrantId: 'is not an entrant of this tournament',
          });
        return place(tx, t, { matchId: null, round: null, pick: entrantId }, userId, points, source);
      });
      announceSoon(id);
      return { balance, prediction: { tournamentId: id, matchId: null, pick: entrantId, points } };
    },
  };
}
