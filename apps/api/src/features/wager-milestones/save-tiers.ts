import type { WagerMilestonesInput } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * The admin's whole list of tiers and the approval size, in one transaction with its audit row: a
 * listed id is edited, a tier without id added, a live tier left out removed (archived once it has
 * paid). Refused, with nothing changed: an unknown sponsor, an id that is not a live tier.
 */
export async function saveTiers(db: Db, input: WagerMilestonesInput, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current, sponsorIds, approvalBefore] = [
      await repo.activeTiers(tx),
      await repo.sponsorIdsBySlug(tx),
      await repo.approvalAbove(tx),
    ];
    const fields: Record<string, string> = {};
    input.tiers.forEach((t, i) => {
      if (t.sponsor !== null && !sponsorIds.has(t.sponsor)) fields[`tiers.${i}.sponsor`] = 'is not a sponsor';
      if (t.id && !current.some((c) => c.id === t.id)) fields[`tiers.${i}.id`] = 'is not a tier';
    });
    if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', 'Invalid request.', fields);
    const kept = new Set(input.tiers.flatMap((t) => (t.id ? [t.id] : [])));
    for (const c of current) if (!kept.has(c.id)) await repo.removeTier(tx, c.id);
    for (const [position, t] of input.tiers.entries()) {
      const values = {
        sponsorId: t.sponsor === null ? null : sponsorIds.get(t.sponsor)!,
        scope: t.scope,
        thresholdCents: t.threshold * 100,
        rewardPoints: t.rewardPoints,
        rewardText: t.rewardText,
        position,
      };
      if (t.id) await repo.updateTier(tx, t.id, values);
      else await repo.insertTier(tx, values);
    }
    await repo.saveApprovalAbove(tx, input.approvalAbove, actor.userId);
    await auditService.record(tx, actor, {
      action: 'wager_milestone.update',
      targetType: 'setting',
      targetId: 'wager_milestones',
      summary: {
        before: { tiers: current.length, approvalAbove: approvalBefore },
        after: { tiers: input.tiers.length, approvalAbove: input.approvalAbove },
      },
    });
  });
}
