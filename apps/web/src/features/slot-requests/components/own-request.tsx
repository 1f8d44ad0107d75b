import type { SlotRequest } from '@app/contracts';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { pointsText, t } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useWithdrawSlotRequest } from '../api/withdraw-slot-request';

/** The viewer's open request: where it stands in the queue, and Withdraw (the points come back). */
export function OwnRequest({
  request,
  position,
  onError,
}: {
  request: SlotRequest;
  /** Its place in the queue (1 = next), or null when the board does not list it yet. */
  position: number | null;
  onError: (message: string | null) => void;
}) {
  const withdraw = useWithdrawSlotRequest();
  return (
    <div data-testid="my-slot-request" className="grid gap-3 sm:flex sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <SlotTile
          name={request.slot.name}
          provider={request.slot.provider}
          thumbnail={request.slot.thumbnail}
          className="size-12"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('slot-requests.yourRequest')}</p>
          <p className="break-words font-bold">{request.slot.name}</p>
          <p className="text-sm text-muted">
            {request.slot.provider}
            {position ? ` · ${t('slot-requests.own.position', { position })}` : ''}
            {request.cost > 0 ? ` · ${pointsText(request.cost)}` : ''}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        disabled={withdraw.isPending}
        onClick={() => {
          onError(null);
          // mutateAsync: this card unmounts as soon as the board drops the request.
          withdraw.mutateAsync().then(
            ({ request: withdrawn }) =>
              toast({
                variant: 'success',
                description:
                  withdrawn.cost > 0
                    ? t('slot-requests.own.withdrawnRefund', { points: pointsText(withdrawn.cost) })
                    : t('slot-requests.own.withdrawn'),
              }),
            (err: unknown) =>
              onError(
                // No open request any more (withdrawn elsewhere, or decided meanwhile): say so in the card's words.
                err instanceof ApiError && err.code === 'NOT_FOUND'
                  ? t('slot-requests.own.notFound')
                  : errorMessage(err),
              ),
          );
        }}
      >
        {t('slot-requests.own.withdraw')}
      </Button>
    </div>
  );
}
