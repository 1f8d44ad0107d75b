import type { Giveaway } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { pointsService } from '../points/service';
import * as repo from './repository';
import { announce, type GiveawaysContext } from './shared';
import type { GiveawayViews } from './views';

/** Cancelling an active or drawn giveaway: every paid entry refunded once, the seed revealed. */
export function createGiveawayCancel(ctx: GiveawaysContext, { one }: Pick<GiveawayViews, 'one'>) {
  const { db } = ctx;
  return {
    /** Cancels an active or drawn (not final) giveaway: every paid entry refunded once; the seed revealed. */
    async cancel(id: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'active' && g.status !== 'drawn')
          throw new AppError('ALREADY_DECIDED', `This giveaway is ${g.status}: it cannot be cancelled.`);
        const refunds = await repo.takeRefunds(tx, id);
        for (const r of refunds)
          await pointsService.credit(tx, {
            userId: r.userId,
            amount: r.paid,
            reason: 'giveaway_refund',
            refType: 'giveaway',
            refId: id,
            params: { giveaway: g.title },
          });
        await repo.update(tx, id, { status: 'cancelled', cancelledAt: new Date() });
        await auditService.record(tx, actor, {
          action: 'giveaway.cancel',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: g.title,
          summary: {
            before: { status: g.status },
            after: {
              status: 'cancelled',
              refunds: refunds.length,
              pointsRefunded: refunds.reduce((t, r) => t + r.paid, 0),
            },
          },
        });
        await announce(tx, id, 'cancelled');
        return one(tx, id);
      });
    },
  };
}
