import type { Platform, TournamentPredictionPlaced, TournamentSide } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import * as repo from './repository';
import { createPredictionAnnouncer, type TournamentsContext } from './shared';

export type PredictionSource = 'site' | Platform;
export type PredictionResult = TournamentPredictionPlaced;

/** A pool: a match's (its id) or the champion's (null), and the pick in it (a side, an entrant id). */
type Pool = { id: string; matchId: number | null; pick: string };

/** The refusals a pool makes before responsible play is asked, from what the statement read of it. */
async function refuseByPool(
  ctx: TournamentsContext,
  pool: Pool,
  points: number,
  row: repo.PredictionWriteRow,
): Promise<void> {
  if (row.status === null) throw (await repo.find(ctx.db, pool.id)) ? notFound('Match') : notFound('Tournament');
  if (points > row.max_stake!)
    throw new AppError('STAKE_TOO_HIGH', `A prediction in this tournament is 1 to ${row.max_stake} points.`, {
      points: `must be at most ${row.max_stake}`,
    });
  if (pool.matchId !== null) {
    if (row.status !== 'running' || row.match_status !== 'open')
      throw new AppError('PREDICTIONS_CLOSED', 'Predictions on this match are not open.');
    return;
  }
  if (row.status !== 'running' || row.champion_closed)
    throw new AppError(
      'CHAMPION_CLOSED',
      row.status === 'upcoming'
        ? 'Champion picks open when the tournament starts.'
        : 'Champion picks closed when the first match started.',
    );
  if (!row.pick_ok)
    throw new AppError('VALIDATION_ERROR', 'That slot is not in this tournament.', {
      entrantId: 'is not an entrant of this tournament',
    });
}

/**
 * One prediction and its stake in one statement (ADR 075; a transaction only for an account with
 * responsible-play settings): the pool open and the stake within its maximum, the responsible-play
 * limits, the row unique per account and pool, and the debit, all or nothing. Answers the balance.
 */
async function place(
  ctx: TournamentsContext,
  pool: Pool,
  userId: string,
  points: number,
  source: PredictionSource,
): Promise<number> {
  const row = await responsiblePlayGuard.stakeInOneStatement(
    ctx.db,
    userId,
    points,
    (executor, checked) =>
      pointsService.debitAlong<repo.PredictionWriteRow>(
        executor,
        pool.matchId === null ? 'tournament_champion_predict' : 'tournament_match_predict',
        repo.predictionWrite({
          tournamentId: pool.id,
          matchId: pool.matchId,
          userId,
          pick: pool.pick,
          points,
          source,
          allowed: responsiblePlayGuard.stakeAllowedSql(userId, checked),
          settingsSet: responsiblePlayGuard.settingsSetSql(userId),
        }),
        { userId, amount: points, reason: 'tournament_prediction', refType: 'tournament_prediction' },
      ),
    (r) => refuseByPool(ctx, pool, points, r),
  );
  if (row.prediction_id !== null) return row.ledger_balance!;
  if (row.payer_points === null) throw notFound('User');
  if (row.placed_before || row.payer_points >= points)
    throw new AppError(
      'PREDICTION_PLACED',
      pool.matchId === null ? 'You already picked a champion.' : 'You already predicted this match.',
    );
  throw new AppError('INSUFFICIENT_POINTS', 'Not enough points!');
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
    const balance = await place(ctx, { id, matchId: Number(matchId), pick: side }, userId, points, source);
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
      const balance = await place(ctx, { id, matchId: null, pick: entrantId }, userId, points, source);
      announceSoon(id);
      return { balance, prediction: { tournamentId: id, matchId: null, pick: entrantId, points } };
    },
  };
}
