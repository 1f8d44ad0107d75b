import type { ShopItem } from '@app/contracts';
import { BadgeCheckIcon, CheckIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AffiliateHint } from '@/components/affiliate-hint';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { cn } from '@/lib/cn';
import { fmt, t } from '@/i18n';
import { detailErrorText } from '../delivery-detail';
import { signInFirst } from '@/lib/login-dialog';
import { useRedeemItem } from '../api/redeem-item';
import { redeemButtonState, type RedeemOutcome } from '../redeem-state';
import { ArchiveItemButton } from './archive-item-button';
import { EditItemButton } from './edit-item-dialog';
import { ItemImage } from './item-image';
import { PointsCost } from './points-cost';
import { RedeemDialog } from './redeem-dialog';

/** docs/product.md#redeeming: the page reloads 3 s after a successful redemption. */
const RELOAD_AFTER_REDEEM_MS = 3000;

export type Viewer = 'unknown' | 'visitor' | 'user' | 'admin';

type Props = { item: ShopItem; viewer: Viewer; balance?: number | null };

export function ShopItemCard({ item, viewer, balance }: Props) {
  const titleId = useId();
  const reasonId = useId();
  const [outcome, setOutcome] = useState<RedeemOutcome>('idle');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [detailError, setDetailError] = useState<string | null>(null);
  const redeem = useRedeemItem();
  const button = redeemButtonState(item, outcome, balance);
  const isMarkedRedeemed = outcome === 'success' || item.redeemed;
  // Affiliates only, and the signed-in viewer is not one (yet): how to become one, in place of Redeem.
  const notAffiliate =
    item.affiliate !== null && !item.meetsAffiliateRule && (viewer === 'user' || viewer === 'admin') && !item.redeemed;

  useEffect(() => {
    if (outcome !== 'success') return;
    // The reference product's behaviour; leaving the page first cancels it, so another page is never reloaded.
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_REDEEM_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const onRedeemClick = () => signInFirst(viewer !== 'visitor', () => setConfirmOpen(true));

  const onConfirm = (detail: string | undefined) =>
    redeem.mutate(
      { id: item.id, detail },
      {
        onSuccess: () => {
          setOutcome('success');
          setConfirmOpen(false);
        },
        onError: (err) => {
          // A refused delivery detail stays in the dialog, under its input, to be corrected.
          if (err instanceof ApiError && err.fields?.detail && item.detail) {
            setDetailError(detailErrorText(item.detail, err.fields.detail));
            return;
          }
          // Not (or no longer) an affiliate: the toast says how to verify; the refreshed list shows the hint.
          if (err instanceof ApiError && err.code === 'AFFILIATE_REQUIRED') {
            setConfirmOpen(false);
            toast({ variant: 'destructive', description: errorMessage(err) });
            return;
          }
          // The reference presents every other failure as 'Not enough points!'; the toast tells the real cause.
          setOutcome('error');
          setConfirmOpen(false);
          toast({ variant: 'destructive', description: errorMessage(err) });
        },
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div className="relative">
        <ItemImage src={item.image} alt={item.name} className="aspect-[4/3] w-full" />
        {isMarkedRedeemed ? (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-success px-2 py-0.5 text-xs font-bold text-white">
            <CheckIcon aria-hidden="true" className="size-3" /> {t('shop.card.redeemedMark')}
          </span>
        ) : null}
        {item.affiliate ? (
          <span
            className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white"
            data-testid="affiliate-badge"
          >
            <BadgeCheckIcon aria-hidden="true" className="size-3" />{' '}
            {item.affiliate.sponsor
              ? `${t('ui.affiliate.badge')} · ${item.affiliate.sponsor.name}`
              : t('ui.affiliate.badge')}
          </span>
        ) : null}
        {viewer === 'admin' ? (
          <div className="absolute right-2 top-2 flex gap-1.5">
            <EditItemButton item={item} />
            <ArchiveItemButton item={item} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 id={titleId} className="line-clamp-2 font-bold leading-snug">
          {item.name}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm">
          <PointsCost cost={item.cost} />
          {item.quantity > 0 ? (
            <span className="text-muted">
              {t('shop.card.left', { count: item.quantity, quantity: fmt().number(item.quantity) })}
            </span>
          ) : null}
        </div>
        {notAffiliate && item.affiliate ? (
          <p className="mt-auto text-center text-sm text-muted" data-testid="affiliate-hint">
            <AffiliateHint rule={item.affiliate} />
          </p>
        ) : (
          <div className="mt-auto grid gap-1">
            <Button
              variant={button.variant}
              disabled={button.disabled || viewer === 'unknown'}
              onClick={onRedeemClick}
              aria-describedby={button.reason ? reasonId : undefined}
              className={cn(
                'h-auto min-h-10 w-full whitespace-normal py-2 text-center',
                outcome !== 'idle' && 'disabled:opacity-100',
              )}
            >
              {button.label}
            </Button>
            {button.reason ? (
              <p id={reasonId} className="text-center text-xs text-muted">
                {button.reason}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {(viewer === 'user' || viewer === 'admin') && !notAffiliate ? (
        <RedeemDialog
          item={item}
          open={confirmOpen}
          onOpenChange={(open) => {
            setConfirmOpen(open);
            setDetailError(null);
          }}
          onConfirm={onConfirm}
          isPending={redeem.isPending}
          serverError={detailError}
        />
      ) : null}
    </article>
  );
}
