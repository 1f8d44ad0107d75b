import { DELIVERY_DETAIL_MAX, type DeliveryDetailKind, type DeliveryDetailSpec } from '@app/contracts';
import { fmt, t, type MessageId } from '@/i18n';

/** The kinds of delivery detail as the item form's select names them. */
export const DETAIL_KIND_LABELS: Record<DeliveryDetailKind, MessageId> = {
  text: 'shop.detailKind.text',
  email: 'shop.detailKind.email',
  discord: 'shop.detailKind.discord',
};

/**
 * Why a delivery detail was refused, in the screen's language. `reason` is the rule's English reason
 * (checkDeliveryDetail in @app/contracts, also the server's `fields.detail`): it only picks the sentence.
 */
export function detailErrorText(spec: DeliveryDetailSpec, reason: string): string {
  const label = spec.label;
  if (reason === 'is required') return t('shop.redeem.detailRequired', { label });
  if (reason.startsWith('at most'))
    return t('shop.redeem.detailTooLong', { label, max: fmt().number(DELIVERY_DETAIL_MAX) });
  if (reason.startsWith('cannot hold')) return t('shop.redeem.detailControl', { label });
  if (spec.kind === 'email') return t('shop.redeem.detailEmail', { label });
  if (spec.kind === 'discord') return t('shop.redeem.detailDiscord', { label });
  return t('shop.redeem.detailInvalid', { label });
}
