import { checkDeliveryDetail, type RedeemResult, type Redemption } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsService } from '../points/service';
import { detailSpecOf } from '../shop/service';
import { toRedemption, type RedemptionsDeps } from './context';
import * as repo from './repository';

const alreadyRedeemed = () => new AppError('ALREADY_REDEEMED', 'You already have a pending redemption of this item.');

/**
 * One transaction: one unit of stock (conditional update), the affiliate rule of the item, the
 * pending redemption (unique per user and item), the debit of the cost (conditional update). Any
 * refusal rolls all of it back.
 */
export async function redeem(
  { db, shop, affiliates }: RedemptionsDeps,
  announce: (redemption: Redemption) => void,
  user: { id: string; name: string },
  itemId: string,
  input: { detail?: string | undefined } = {},
): Promise<RedeemResult> {
  try {
    const result = await db.transaction(async (tx) => {
      const item = await shop.takeOne(tx, itemId);
      // Affiliates only (ADR 059): a refusal rolls the unit back, and nothing is debited.
      await affiliates.assertAffiliate(user.id, item.affiliate, tx);
      // The detail is checked against the item as it is in this transaction; a refusal rolls the unit back.
      const spec = detailSpecOf(item);
      let detail: string | null = null;
      if (spec) {
        const checked = checkDeliveryDetail(spec, input.detail);
        if (!checked.ok)
          throw new AppError('VALIDATION_ERROR', `${spec.label} ${checked.reason}.`, { detail: checked.reason });
        detail = checked.value;
      }
      const redemption = await repo.insertPending(tx, {
        userId: user.id,
        itemId,
        itemName: item.name,
        cost: item.cost,
        detailLabel: spec && detail ? spec.label : null,
        detail,
      });
      const points = await pointsService.debit(tx, {
        userId: user.id,
        amount: item.cost,
        reason: 'redemption',
        refType: 'redemption',
        refId: redemption.id,
        params: { item: item.name },
      });
      return { points, redemption: toRedemption(redemption, user.name) };
    });
    // Stock moved: the visitors' list read during the transaction must not outlive it.
    shop.changed();
    announce(result.redemption);
    return result;
  } catch (err) {
    // The partial unique index (one pending redemption per user and item) is the check itself.
    if (isUniqueViolation(err, 'redemptions_one_open_per_user_item')) throw alreadyRedeemed();
    throw err;
  }
}
