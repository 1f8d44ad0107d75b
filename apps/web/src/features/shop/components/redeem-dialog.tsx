import { checkDeliveryDetail, DELIVERY_DETAIL_MAX, type DeliveryDetailKind, type ShopItem } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { t, type MessageId } from '@/i18n';
import { detailErrorText } from '../delivery-detail';
import { ItemImage } from './item-image';
import { PointsCost } from './points-cost';

type Props = {
  item: ShopItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (detail: string | undefined) => void;
  isPending: boolean;
  /** The server's reason for refusing the delivery detail. */
  serverError: string | null;
};

const inputType = (kind: DeliveryDetailKind) => (kind === 'email' ? 'email' : 'text');
const placeholders: Record<'email' | 'discord', MessageId> = {
  email: 'shop.redeem.placeholderEmail',
  discord: 'shop.redeem.placeholderDiscord',
};

/** 'Confirm Redemption'; when the item asks for a delivery detail, its input (checked here and again by the server). */
export function RedeemDialog({ item, open, onOpenChange, onConfirm, isPending, serverError }: Props) {
  const spec = item.detail;
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    if (spec) {
      const checked = checkDeliveryDetail(spec, value);
      if (!checked.ok) {
        setLocalError(detailErrorText(spec, checked.reason));
        return;
      }
    }
    setLocalError(null);
    onConfirm(spec ? value.trim() : undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setLocalError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent title={t('shop.redeem.title')} description={t('shop.redeem.question')}>
        <form onSubmit={submit} noValidate>
          <div className="flex items-center gap-4 rounded-xl border border-border bg-bg/40 p-3">
            <ItemImage src={item.image} alt={item.name} className="size-20 shrink-0 rounded-lg" />
            <div className="min-w-0">
              <p className="break-words font-bold">{item.name}</p>
              {item.description ? <p className="mt-0.5 line-clamp-3 text-sm text-muted">{item.description}</p> : null}
              <PointsCost cost={item.cost} className="mt-1.5 text-sm" />
            </div>
          </div>
          {spec ? (
            <div className="mt-4 grid gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {spec.label}
                {spec.required ? null : <span className="font-normal text-muted"> {t('shop.redeem.optional')}</span>}
              </label>
              <input
                id={inputId}
                type={inputType(spec.kind)}
                autoComplete={spec.kind === 'email' ? 'email' : 'off'}
                maxLength={DELIVERY_DETAIL_MAX}
                placeholder={spec.kind === 'text' ? '' : t(placeholders[spec.kind])}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setLocalError(null);
                }}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                className="w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger"
              />
              {error ? (
                <p id={errorId} role="alert" className="text-xs text-danger">
                  {error}
                </p>
              ) : (
                <p className="text-xs text-muted">{t('shop.redeem.detailNote')}</p>
              )}
            </div>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('shop.redeem.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
              {t('shop.redeem.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
