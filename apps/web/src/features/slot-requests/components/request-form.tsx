import type { Slot } from '@app/contracts';
import { SlotSearch } from '@/components/slot-search';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { fmt, pointsText, t } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useState } from 'react';
import { useRequestSlot } from '../api/request-slot';

/** The server's refusal in one sentence: the slot's own sentence when it names the slot, else the usual sentence for the cause. */
function refusal(err: unknown): string {
  if (err instanceof ApiError && err.fields?.slotId) return t('slot-requests.form.slotInvalid');
  return errorMessage(err);
}

/** A catalogue slot picked with the shared slot search, then Request (the cost is taken now). */
export function RequestForm({
  cost,
  balance,
  onError,
}: {
  cost: number;
  balance: number;
  onError: (message: string | null) => void;
}) {
  const [picked, setPicked] = useState<Slot | null>(null);
  const request = useRequestSlot();
  const short = cost - balance;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1 text-sm">
        <span className="font-semibold">{t('slot-requests.form.which')}</span>
        <SlotSearch
          placeholder={t('slot-requests.form.searchPlaceholder')}
          onPick={(slot) => {
            setPicked(slot);
            onError(null);
          }}
        />
      </div>
      <div className="grid gap-3 sm:flex sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3" data-testid="picked-slot">
          {picked ? (
            <>
              <SlotTile
                name={picked.name}
                provider={picked.provider}
                thumbnail={picked.thumbnail}
                className="size-10"
              />
              <span className="min-w-0">
                <span className="block break-words font-bold">{picked.name}</span>
                <span className="block break-words text-sm text-muted">{picked.provider}</span>
              </span>
            </>
          ) : (
            <span className="text-sm text-muted">{t('slot-requests.form.nonePicked')}</span>
          )}
        </div>
        <Button
          disabled={!picked || request.isPending || short > 0}
          onClick={() => {
            if (!picked) return;
            onError(null);
            // mutateAsync: this form unmounts as soon as the board shows the request as the viewer's.
            request.mutateAsync({ slotId: picked.id }).then(
              ({ request: made }) => {
                setPicked(null);
                toast({
                  variant: 'success',
                  description:
                    made.cost > 0
                      ? t('slot-requests.form.requestedCost', { slot: made.slot.name, points: pointsText(made.cost) })
                      : t('slot-requests.form.requested', { slot: made.slot.name }),
                });
              },
              (err: unknown) => onError(refusal(err)),
            );
          }}
        >
          {t('slot-requests.form.request')}
        </Button>
      </div>
      {short > 0 ? (
        <p className="text-sm text-muted">
          {t('slot-requests.form.short', { points: pointsText(cost), missing: fmt().points(short) })}
        </p>
      ) : null}
    </div>
  );
}
