import { notifyPayoutsChanged } from '../../lib/event-bus';
import type { MilestoneGrant } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { pointsService } from '../points/service';
import { grantParams } from './present';
import * as repo from './repository';

/**
 * An admin approves (the points are credited, once) or rejects a grant awaiting approval, with its
 * audit row, in one transaction. 409 ALREADY_DECIDED when it is not awaiting (decided already, or a
 * points grant paid at once, or a text prize).
 */
export async function decideGrant(
  db: Db,
  id: string,
  decision: 'approve' | 'reject',
  actor: AuditActor,
  list: (id: string) => Promise<MilestoneGrant>,
): Promise<MilestoneGrant> {
  await db.transaction(async (tx) => {
    const [before] = await repo.grants(tx, { id, limit: 1 });
    if (!before) throw notFound('Milestone grant');
    const row = await repo.decideGrant(tx, id, decision === 'approve' ? 'paid' : 'rejected', actor.userId);
    if (!row) throw new AppError('ALREADY_DECIDED', 'This milestone grant is not awaiting approval.');
    if (decision === 'approve' && row.rewardPoints) {
      const tier = (await repo.tiersById(tx, [row.tierId])).get(row.tierId)!;
      const credited = await pointsService.creditEach(
        tx,
        [{ userId: row.userId, amount: row.rewardPoints, refId: row.id, params: grantParams(tier, row.periodKey) }],
        { reason: 'wager_milestone', refType: 'wager_milestone' },
      );
      if (credited.length === 0)
        throw new AppError('POINTS_LIMIT', 'The balance cannot take these points; nothing was changed.');
    }
    await notifyPayoutsChanged(tx);
    await auditService.record(tx, actor, {
      action: decision === 'approve' ? 'wager_milestone.approve' : 'wager_milestone.reject',
      targetType: 'wager_milestone_grant',
      targetId: id,
      targetLabel: before.username,
      summary: { before: { status: 'awaiting' }, after: { status: row.status, points: row.rewardPoints } },
    });
  });
  return list(id);
}
