import { supportPoints } from '@app/contracts';
import type { SupportEvent } from '../../lib/support-events';
import { systemActor } from '../audit/actor';
import { auditService } from '../audit/service';
import { pointsService } from '../points/service';
import * as repo from './repository';
import type { SupportRewardsDeps } from './service';

/** What became of an event (for the log and the tests). */
export type SupportOutcome = 'credited' | 'repeated' | 'anonymous' | 'no_reward' | 'unlinked';

/**
 * Applies one support event: its giver's linked account earns the table's points for it, once. The
 * event's row (UNIQUE by platform and message id; for a follow also by platform user and by account
 * and platform), the ledger row `support_reward` and the audit row commit together, so an event
 * delivered again, or to another instance at the same moment, credits nothing more, and an event
 * whose credit failed is credited when the platform delivers it again. Anonymous gifts and cheers,
 * unlinked platform users and kinds the table gives nothing for are not recorded (a platform user
 * who links later and follows again earns then). An account at the balance ceiling is recorded with
 * 0 points.
 */
export async function applySupportEvent(deps: SupportRewardsDeps, event: SupportEvent): Promise<SupportOutcome> {
  const giver = event.giver;
  if (!giver) return 'anonymous';
  const points = supportPoints(event.kind, event.amount, await repo.rulePoints(deps.db, event.platform, event.kind));
  if (points <= 0) return 'no_reward';
  return deps.db.transaction(async (tx) => {
    const userId = await repo.linkedUser(tx, event.platform, giver.platformUserId);
    if (!userId) return 'unlinked';
    const id = await repo.insertEvent(tx, {
      platform: event.platform,
      messageId: event.messageId,
      kind: event.kind,
      platformUserId: giver.platformUserId,
      login: giver.login,
      userId,
      amount: event.amount,
      points,
    });
    if (!id) return 'repeated';
    const credited = await pointsService.creditMany(tx, [{ userId, amount: points }], {
      reason: 'support_reward',
      refType: 'support_event',
      refId: id,
      params: { platform: event.platform, kind: event.kind, amount: event.amount },
    });
    if (!credited.length) await repo.setEventPoints(tx, id, 0);
    await auditService.record(tx, systemActor(event.platform), {
      action: 'support_rewards.credit',
      targetType: 'user',
      targetId: userId,
      targetLabel: giver.login || null,
      summary: {
        before: null,
        after: {
          platform: event.platform,
          kind: event.kind,
          amount: event.amount,
          points: credited.length ? points : 0,
        },
      },
    });
    deps.log.info({ platform: event.platform, kind: event.kind, points }, 'support reward credited');
    return 'credited';
  });
}
