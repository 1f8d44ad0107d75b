import { notifyPayoutsChanged } from '../../lib/event-bus';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthWindow, previousMonth } from '../../lib/lisbon-months';
import { auditService, type AuditActor } from '../audit/service';
import { noticesService } from '../notices/service';
import { pointsService } from '../points/service';
import * as repo from './repository';

const SYSTEM: AuditActor = { userId: null, name: 'wager milestones', role: 'system', requestId: null, ip: null };

/**
 * Grants every milestone reached and not granted yet, in one transaction: ONE statement makes the
 * grants (once per tier, subject and period whatever runs it), credits the paid ones (one ledger row
 * each, reason `wager_milestone`, through the points service's creditAlong) and writes a notice per
 * grant (through the notices service's addFrom), the rows never leaving PostgreSQL; then one audit
 * row counts them. Safe to run again and on several instances: a grant made is never made again, and
 * nothing is ever taken back.
 */
export async function grantMilestones(db: Db, at: Date): Promise<{ granted: number; points: number }> {
  const periods = [previousMonth(at).period, monthWindow(at).period];
  return db.transaction(async (tx) => {
    const approvalAbove = await repo.approvalAbove(tx);
    const { row, credited, points, refused } = await pointsService.creditAlong<{ grants: number; prizes: number }>(
      tx,
      {
        ctes: repo.grantCtes({ periods, approvalAbove }),
        source: 'milestone_credits',
        after: sql`${repo.noticeRowsCte}, ${noticesService.addFrom('milestone_noticed', 'milestone_notices')}`,
        columns: repo.grantSummaryColumns,
      },
      { reason: 'wager_milestone', refType: 'wager_milestone' },
    );
    if (row.grants === 0) return { granted: 0, points: 0 };
    // A balance at the ceiling takes no more: that grant waits for an admin instead of being lost
    // (its notice already says so).
    await repo.holdGrants(tx, refused);
    await notifyPayoutsChanged(tx);
    await auditService.record(tx, SYSTEM, {
      action: 'wager_milestone.grant',
      targetType: 'wager_milestones',
      summary: {
        before: null,
        after: {
          grants: row.grants,
          paid: credited,
          points,
          awaiting: row.grants - credited - row.prizes,
          prizes: row.prizes,
        },
      },
    });
    return { granted: row.grants, points };
  });
}
