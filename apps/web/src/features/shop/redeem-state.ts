import type { ShopItem } from '@app/contracts';
import { fmt, t } from '@/i18n';

export type RedeemOutcome = 'idle' | 'success' | 'error';
export type RedeemButtonState = {
  label: string;
  variant: 'primary' | 'success' | 'destructive' | 'secondary';
  disabled: boolean;
  reason?: string;
};

/**
 * The Redeem button (docs/product.md#shop-page). Disabled whenever the item cannot be redeemed (unavailable,
 * quantity 0, already redeemed, or a known balance below the cost) whatever the last outcome; the
 * outcome only changes the label, so a failed attempt on an item still in stock can be retried.
 * Short of points, the label is the reference's 'Not enough points!' and `reason` says how many are
 * missing.
 */
export function redeemButtonState(
  item: Pick<ShopItem, 'available' | 'quantity' | 'redeemed' | 'cost'>,
  outcome: RedeemOutcome,
  balance?: number | null,
): RedeemButtonState {
  const isOutOfStock = !item.available || item.quantity <= 0;
  if (outcome === 'success') return { label: t('shop.button.redeemedNow'), variant: 'success', disabled: true };
  if (outcome === 'error')
    return {
      label: t('shop.button.notEnoughPoints'),
      variant: 'destructive',
      disabled: isOutOfStock || item.redeemed,
    };
  if (isOutOfStock) return { label: t('shop.button.outOfStock'), variant: 'secondary', disabled: true };
  if (item.redeemed) return { label: t('shop.button.redeemed'), variant: 'secondary', disabled: true };
  if (balance !== undefined && balance !== null && balance < item.cost) {
    const missing = item.cost - balance;
    return {
      label: t('shop.button.notEnoughPoints'),
      variant: 'secondary',
      disabled: true,
      reason: t('shop.button.needMore', { count: missing, points: fmt().points(missing) }),
    };
  }
  return { label: t('shop.button.redeem'), variant: 'primary', disabled: false };
}
