import type { Redemption, RedeemResult } from '@app/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsService } from '../points/service';
import type { ShopService } from '../shop/service';
import * as repo from './repository';

const DECIDED_SHOWN = 200;

const toRedemption = (row: repo.RedemptionRow, twitchName: string): Redemption => ({
  _id: row.id,
  twitchName,
  itemName: row.itemName,
  cost: row.cost,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
});

const alreadyRedeemed = () => new AppError('ALREADY_REDEEMED', 'You already have a pending redemption of this item.');

export function createRedemptionsService(deps: { db: Db; shop: ShopService }) {
  const { db, shop } = deps;

  async function decideOrExplain(tx: Tx, id: string, status: 'approved' | 'denied', adminId: string) {
    const row = await repo.decide(tx, id, status, adminId);
    if (row) return row;
    if (await repo.exists(tx, id)) throw new AppError('ALREADY_DECIDED', 'This redemption was already decided.');
    throw notFound('Redemption');
  }

  return {
    /**
     * One transaction: one unit of stock (conditional update), the pending redemption (unique per
     * user and item), the debit of the cost (conditional update). Any refusal rolls all of it back.
     */
    async redeem(user: { id: string; name: string }, itemId: string): Promise<RedeemResult> {
      try {
        const result = await db.transaction(async (tx) => {
          const item = await shop.takeOne(tx, itemId);
          const redemption = await repo.insertPending(tx, { userId: user.id, itemId, itemName: item.name, cost: item.cost });
          const points = await pointsService.debit(tx, { userId: user.id, amount: item.cost, reason: 'redemption', refType: 'redemption', refId: redemption.id, note: item.name });
          return { points, redemption: toRedemption(redemption, user.name) };
        });
        // Stock moved: the visitors' list read during the transaction must not outlive it.
        shop.changed();
        return result;
      } catch (err) {
        // The partial unique index (one pending redemption per user and item) is the check itself.
        if (isUniqueViolation(err, 'redemptions_one_open_per_user_item')) throw alreadyRedeemed();
        throw err;
      }
    },

    /** The desk; `q` (the shared user search) keeps the redemptions of matching users. */
    async desk(q?: string): Promise<Redemption[]> {
      const rows = await repo.listDesk(db, DECIDED_SHOWN, q);
      return rows.map((r) => toRedemption(r, r.twitchName));
    },

    async approve(id: string, adminId: string): Promise<Redemption> {
      const row = await db.transaction((tx) => decideOrExplain(tx, id, 'approved', adminId));
      const [withName] = await repo.listDeskOne(db, row.id);
      return toRedemption(row, withName?.twitchName ?? '');
    },

    /** Denying refunds the cost through the ledger and puts the unit back in stock, atomically. */
    async deny(id: string, adminId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const itemId = await repo.itemIdOf(tx, id);
        if (!itemId) throw notFound('Redemption');
        // The item's row first, in the order a redeem takes its locks: a redeem of the same item by
        // the same user holds the item while it waits on the pending row decided here, so taking the
        // item after the redemption would deadlock. A refused decision rolls the unit back.
        await shop.returnOne(tx, itemId);
        const row = await decideOrExplain(tx, id, 'denied', adminId);
        await pointsService.credit(tx, { userId: row.userId, amount: row.cost, reason: 'redemption_refund', refType: 'redemption', refId: row.id, actorId: adminId, note: row.itemName });
      });
      shop.changed();
    },
  };
}

export type RedemptionsService = ReturnType<typeof createRedemptionsService>;
