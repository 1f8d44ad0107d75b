import type { Tournament } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { settlePredictions } from './settle';
import { announce, lockForChange, type TournamentsContext } from './shared';
import type { TournamentViews } from './views';

/** Matches not decided when the tournament is cancelled: void. */
const UNDECIDED = new Set(['waiting', 'ready', 'open', 'closed', 'replay']);

/**
 * The admin cancels an upcoming or running tournament with a reason: every prediction not settled yet
 * (an open or closed match, the champion pool) gets its stake back once, in the cancel's transaction;
 * settled matches stay as they were. Audited.
 */
export async function cancelTournament(
  ctx: TournamentsContext,
  views: TournamentViews,
  id: string,
  reason: string,
  actor: AuditActor,
): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await lockForChange(tx, id);
    if (t.status !== 'upcoming' && t.status !== 'running')
      throw new AppError('TOURNAMENT_NOT_RUNNING', 'This tournament is already over.');
    let refunded = 0;
    for (const m of await repo.matchesOf(tx, [id])) {
      if (!UNDECIDED.has(m.status)) continue;
      const unsettled = m.poolState === 'open' || m.poolState === 'closed';
      const pool = unsettled
        ? await settlePredictions(tx, t, m.round, await repo.predictionsOf(tx, id, m.id), 'cancelled')
        : null;
      refunded += pool?.paid ?? 0;
      await repo.updateMatch(tx, m.id, {
        status: 'void',
        ...(pool ? { poolState: 'refunded', houseCut: 0, capRemoved: 0, paid: pool.paid } : {}),
      });
    }
    const champion = await settlePredictions(tx, t, null, await repo.predictionsOf(tx, id, null), 'cancelled');
    refunded += champion.paid;
    await repo.update(tx, id, {
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: reason,
      championPool: 'refunded',
      championPaid: champion.paid,
    });
    await auditService.record(tx, actor, {
      action: 'tournament.cancel',
      targetType: 'tournament',
      targetId: id,
      targetLabel: t.name,
      summary: { before: { status: t.status }, after: { status: 'cancelled', reason, refunded } },
    });
    await announce(tx, id);
  });
  return views.one(ctx.db, id);
}
