import type { MilestoneGrant, MilestoneGrantStatus, WagerMilestones, WagerMilestonesInput } from '@app/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import { decideGrant } from './decide-grant';
import { grantMilestones } from './grant';
import { toMilestone } from './present';
import { progressOf } from './progress';
import * as repo from './repository';
import { saveTiers } from './save-tiers';

type Deps = { db: Db; now?: () => Date };

/** Wager milestones (ADR 058): one file per use case, composed here with the database and the clock. */
export function createWagerMilestonesService({ db, now = () => new Date() }: Deps) {
  async function tiers(): Promise<WagerMilestones> {
    const [rows, approvalAbove] = await Promise.all([repo.activeTiers(db), repo.approvalAbove(db)]);
    return { tiers: rows.map(toMilestone), approvalAbove };
  }

  async function grantsOf(filter: { status?: MilestoneGrantStatus; id?: string }): Promise<MilestoneGrant[]> {
    const rows = await repo.grants(db, filter);
    const byId = await repo.tiersById(db, [...new Set(rows.map((r) => r.tierId))]);
    return rows.map((r) => ({
      id: r.id,
      tier: toMilestone(byId.get(r.tierId)!),
      user: { id: r.userId, username: r.username },
      periodKey: r.periodKey,
      wagerCents: r.wagerCents,
      rewardPoints: r.rewardPoints,
      rewardText: r.rewardText,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    }));
  }
  const one = async (id: string) => {
    const [g] = await grantsOf({ id });
    if (!g) throw notFound('Milestone grant');
    return g;
  };

  return {
    tiers,
    /** Grants what the recorded wagers reached (after each casino-accounts check, and after a save). */
    grant: (at: Date = now()) => grantMilestones(db, at),
    async saveTiers(input: WagerMilestonesInput, actor: AuditActor): Promise<WagerMilestones> {
      await saveTiers(db, input, actor);
      await grantMilestones(db, now());
      return tiers();
    },
    progress: (userId: string) => progressOf(db, userId, now()),
    /** The text prizes reached, for the admin's prizes to hand out (newest first, at most 500). */
    async prizes() {
      const rows = await repo.grants(db, { status: 'prize', limit: 500 });
      const byId = await repo.tiersById(db, [...new Set(rows.map((r) => r.tierId))]);
      return rows.map((r) => {
        const t = byId.get(r.tierId)!;
        return {
          id: r.id,
          username: r.username,
          sponsorName: t.sponsorName,
          threshold: Math.round(t.thresholdCents / 100),
          scope: t.scope,
          period: r.periodKey === 'lifetime' ? null : r.periodKey,
          text: r.rewardText ?? '',
          createdAt: r.createdAt,
        };
      });
    },
    grants: (status?: MilestoneGrantStatus) => grantsOf({ status }),
    decide: (id: string, decision: 'approve' | 'reject', actor: AuditActor) =>
      decideGrant(db, id, decision, actor, one),
  };
}

export type WagerMilestonesService = ReturnType<typeof createWagerMilestonesService>;
