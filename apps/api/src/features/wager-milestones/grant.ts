import type { Db } from '../../db/client';
import { monthWindow, previousMonth } from '../../lib/lisbon-months';
import { auditService, type AuditActor } from '../audit/service';
import { noticesService } from '../notices/service';
import { pointsService } from '../points/service';
import { grantParams } from './present';
import * as repo from './repository';

const SYSTEM: AuditActor = { userId: null, name: 'wager milestones', role: 'system', requestId: null, ip: null };

/**
 * Grants every milestone reached and not granted yet, in one transaction: the grants (one statement,
 * once per tier, subject and period whatever runs it), the points of the paid ones (one ledger row
 * each, reason `wager_milestone`), a notice per grant, and one audit row that counts them. Safe to run
 * again and on several instances: a grant made is never made again, and nothing is ever taken back.
 */
export async function grantMilestones(db: Db, at: Date): Promise<{ granted: number; points: number }> {
  const periods = [previousMonth(at).period, monthWindow(at).period];
  return db.transaction(async (tx) => {
    const approvalAbove = await repo.approvalAbove(tx);
    const made = await repo.grantReached(tx, { periods, approvalAbove });
    if (made.length === 0) return { granted: 0, points: 0 };
    const tiers = await repo.tiersById(tx, [...new Set(made.map((g) => g.tierId))]);
    const paid = made.filter((g) => g.status === 'paid' && g.rewardPoints !== null);
    const credited = new Set(
      await pointsService.creditEach(
        tx,
        paid.map((g) => ({
          userId: g.userId,
          amount: g.rewardPoints!,
          refId: g.id,
          params: grantParams(tiers.get(g.tierId)!, g.periodKey),
        })),
        { reason: 'wager_milestone', refType: 'wager_milestone' },
      ),
    );
    // A balance at the ceiling takes no more: that grant waits for an admin instead of being lost.
    for (const g of paid.filter((g) => !credited.has(g.id))) await repo.holdGrant(tx, g.id);
    await noticesService.addMany(
      tx,
      made.map((g) => {
        const tier = tiers.get(g.tierId)!;
        const params = grantParams(tier, g.periodKey);
        const status = g.status === 'paid' && !credited.has(g.id) ? 'awaiting' : g.status;
        return {
          userId: g.userId,
          kind: 'wager_milestone',
          ref: g.id,
          title: `Wager milestone reached: $${params.threshold}`,
          body: g.rewardText ?? `${g.rewardPoints} points${status === 'awaiting' ? ' (awaiting approval)' : ''}`,
          params: { ...params, points: g.rewardPoints, prize: g.rewardText, status },
        };
      }),
    );
    const points = paid.filter((g) => credited.has(g.id)).reduce((n, g) => n + g.rewardPoints!, 0);
    await auditService.record(tx, SYSTEM, {
      action: 'wager_milestone.grant',
      targetType: 'wager_milestones',
      summary: {
        before: null,
        after: {
          grants: made.length,
          paid: credited.size,
          points,
          awaiting: made.length - credited.size - made.filter((g) => g.status === 'prize').length,
          prizes: made.filter((g) => g.status === 'prize').length,
        },
      },
    });
    return { granted: made.length, points };
  });
}
