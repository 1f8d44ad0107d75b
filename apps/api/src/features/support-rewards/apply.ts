import { supportPoints, type SupportReward } from '@app/contracts';
import type { Tx } from '../../db/client';
import type { SupportEvent } from '../../lib/support-events';
import { systemActor } from '../audit/actor';
import { auditService } from '../audit/service';
import { pointsService } from '../points/service';
import * as repo from './repository';
import type { SupportRewardsDeps } from './service';

/** What became of an event (for the log and the tests). */
export type SupportOutcome = 'credited' | 'tickets' | 'skipped' | 'repeated' | 'anonymous' | 'no_reward' | 'unlinked';

/** The event, its giver's account and its recorded row: what a reward needs. */
type Applied = { event: SupportEvent; userId: string; login: string; eventId: string; amount: number };

/**
 * Applies one support event: its giver's linked account earns the table's reward for it, once: points
 * (ledger `support_reward`), or free tickets in the giveaway open for entries (ADR 065). The event's
 * row (UNIQUE by platform and message id; for a follow also by platform user and by account and
 * platform), the reward (ledger row, or the giveaway entry's tickets) and the audit row commit
 * together, so an event delivered again, or to another instance at the same moment, gives nothing
 * more, and an event whose reward failed is rewarded when the platform delivers it again. Anonymous
 * gifts and cheers, unlinked platform users and kinds the table gives nothing for are not recorded
 * (a platform user who links later and follows again earns then). An account at the balance ceiling
 * is recorded with 0 points; a tickets reward that gives none (no giveaway open, not eligible, at the
 * maximum) is recorded with its skip: the event is spent, as a points reward would be.
 */
export async function applySupportEvent(deps: SupportRewardsDeps, event: SupportEvent): Promise<SupportOutcome> {
  const giver = event.giver;
  if (!giver) return 'anonymous';
  const rule = await repo.rule(deps.db, event.platform, event.kind);
  const amount = supportPoints(event.kind, event.amount, rule.points);
  if (amount <= 0) return 'no_reward';
  return deps.db.transaction(async (tx) => {
    const userId = await repo.linkedUser(tx, event.platform, giver.platformUserId);
    if (!userId) return 'unlinked';
    const eventId = await repo.insertEvent(tx, {
      platform: event.platform,
      messageId: event.messageId,
      kind: event.kind,
      platformUserId: giver.platformUserId,
      login: giver.login,
      userId,
      amount: event.amount,
      reward: rule.reward satisfies SupportReward,
      points: rule.reward === 'points' ? amount : 0,
    });
    if (!eventId) return 'repeated';
    const applied = { event, userId, login: giver.login, eventId, amount };
    return rule.reward === 'tickets' ? giveTickets(deps, tx, applied) : creditPoints(deps, tx, applied);
  });
}

async function creditPoints(deps: SupportRewardsDeps, tx: Tx, a: Applied): Promise<SupportOutcome> {
  const { event } = a;
  const credited = await pointsService.creditMany(tx, [{ userId: a.userId, amount: a.amount }], {
    reason: 'support_reward',
    refType: 'support_event',
    refId: a.eventId,
    params: { platform: event.platform, kind: event.kind, amount: event.amount },
  });
  if (!credited.length) await repo.setEventPoints(tx, a.eventId, 0);
  const points = credited.length ? a.amount : 0;
  await audit(tx, a, 'support_rewards.credit', { points });
  deps.log.info({ platform: event.platform, kind: event.kind, points }, 'support reward credited');
  return 'credited';
}

/** Free tickets through the giveaways' public operation, in this transaction (no points move). */
async function giveTickets(deps: SupportRewardsDeps, tx: Tx, a: Applied): Promise<SupportOutcome> {
  const { event } = a;
  const result = await deps.giveaways.giveFreeTickets(tx, {
    userId: a.userId,
    tickets: a.amount,
    platform: event.platform,
    subscriber: event.kind === 'sub' || event.kind === 'resub',
  });
  const skip = 'skip' in result ? result.skip : null;
  await repo.setEventTickets(tx, a.eventId, { tickets: result.given, giveawayId: result.giveaway?.id ?? null, skip });
  await audit(tx, a, 'support_rewards.tickets', {
    tickets: result.given,
    giveaway: result.giveaway?.title ?? null,
    ...(skip ? { skip } : {}),
  });
  deps.log.info({ platform: event.platform, kind: event.kind, tickets: result.given, skip }, 'support tickets given');
  return skip ? 'skipped' : 'tickets';
}

async function audit(tx: Tx, a: Applied, action: string, reward: Record<string, string | number | null>) {
  await auditService.record(tx, systemActor(a.event.platform), {
    action,
    targetType: 'user',
    targetId: a.userId,
    targetLabel: a.login || null,
    summary: {
      before: null,
      after: { platform: a.event.platform, kind: a.event.kind, amount: a.event.amount, ...reward },
    },
  });
}
