import type { Redemption } from '@app/contracts';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { pointsService } from '../points/service';
import { toRedemption, type RedemptionsDeps } from './context';
import * as repo from './repository';

/** Decides a pending redemption, or says why not (decided already, or none); audited in the same transaction. */
async function decideOrExplain(
  tx: Tx,
  id: string,
  status: 'approved' | 'denied',
  actor: AuditActor,
  note: string | null,
) {
  const row = await repo.decide(tx, id, status, actor.userId, note);
  if (!row) {
    if (await repo.exists(tx, id)) throw new AppError('ALREADY_DECIDED', 'This redemption was already decided.');
    throw notFound('Redemption');
  }
  await auditService.record(tx, actor, {
    action: status === 'approved' ? 'redemption.approve' : 'redemption.deny',
    targetType: 'redemption',
    targetId: row.id,
    targetLabel: row.itemName,
    summary: {
      before: { status: 'pending' },
      after: { status, note, ...(status === 'denied' ? { refunded: row.cost } : {}) },
    },
  });
  return row;
}

/** Approving keeps the points spent. */
export async function approve(
  { db }: RedemptionsDeps,
  id: string,
  actor: AuditActor,
  note?: string,
): Promise<Redemption> {
  const row = await db.transaction((tx) => decideOrExplain(tx, id, 'approved', actor, note || null));
  const [withName] = await repo.listDeskOne(db, row.id);
  return toRedemption(row, withName?.twitchName ?? '');
}

/** Denying refunds the cost through the ledger and puts the unit back in stock, atomically. */
export async function deny({ db, shop }: RedemptionsDeps, id: string, actor: AuditActor, note?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const itemId = await repo.itemIdOf(tx, id);
    if (!itemId) throw notFound('Redemption');
    // The item's row first, in the order a redeem takes its locks: a redeem of the same item by the
    // same user holds the item while it waits on the pending row decided here, so taking the item
    // after the redemption would deadlock. A refused decision rolls the unit back.
    await shop.returnOne(tx, itemId);
    const row = await decideOrExplain(tx, id, 'denied', actor, note || null);
    await pointsService.credit(tx, {
      userId: row.userId,
      amount: row.cost,
      reason: 'redemption_refund',
      refType: 'redemption',
      refId: row.id,
      actorId: actor.userId,
      params: { item: row.itemName },
    });
  });
  shop.changed();
}
