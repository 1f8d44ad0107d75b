import type { Tournament } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { announce, assertRunning, currentMatch, lockForChange, type TournamentsContext } from './shared';
import type { TournamentViews } from './views';

/**
 * The admin opens predictions on the match being played (a ready match; a replayed one already
 * refunded its pool) or closes them; opening the first match also closes the champion pool. Audited.
 */
export async function setPredictionsOpen(
  ctx: TournamentsContext,
  views: TournamentViews,
  id: string,
  matchId: string,
  open: boolean,
  actor: AuditActor,
): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await lockForChange(tx, id);
    assertRunning(t);
    const matches = await repo.matchesOf(tx, [id]);
    const m = matches.find((x) => String(x.id) === matchId);
    if (!m || currentMatch(matches)?.id !== m.id || m.status === 'waiting')
      throw new AppError('MATCH_NOT_STARTED', 'Predictions open and close on the match being played only.');
    const now = new Date();
    if (open) {
      if (m.status !== 'ready' || m.poolState !== 'not_open')
        throw new AppError('PREDICTIONS_CLOSED', 'Predictions on this match were already opened once.');
      await repo.updateMatch(tx, m.id, { status: 'open', poolState: 'open', openedAt: now });
      if (t.championClosedAt === null) await repo.update(tx, t.id, { championClosedAt: now });
    } else {
      if (m.status !== 'open') throw new AppError('PREDICTIONS_CLOSED', 'Predictions on this match are not open.');
      await repo.updateMatch(tx, m.id, { status: 'closed', poolState: 'closed', closedAt: now });
    }
    await auditService.record(tx, actor, {
      action: open ? 'tournament.predictions_open' : 'tournament.predictions_close',
      targetType: 'tournament',
      targetId: t.id,
      targetLabel: `${t.name}: round ${m.round}, match ${m.position + 1}`,
      summary: { before: { predictions: m.poolState }, after: { predictions: open ? 'open' : 'closed' } },
    });
    await announce(tx, id);
  });
  return views.one(ctx.db, id);
}
