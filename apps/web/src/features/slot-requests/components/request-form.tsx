import { formatPoints, pointsLabel, type Slot } from '@app/contracts';
import { SlotSearch } from '@/components/slot-search';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useState } from 'react';
import { useRequestSlot } from '../api/request-slot';

/** The server's refusal in one sentence: a named field's message, else the usual sentence for the cause. */
function refusal(err: unknown): string {
  if (err instanceof ApiError && err.fields?.slotId) return `Slot: ${err.fields.slotId}.`;
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
        <span className="font-semibold">Which slot should the streamer play?</span>
        <SlotSearch
          placeholder="Search the catalogue (3+ letters)"
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
            <span className="text-sm text-muted">No slot picked yet.</span>
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
                      ? `Requested ${made.slot.name} for ${pointsLabel(made.cost)}.`
                      : `Requested ${made.slot.name}.`,
                });
              },
              (err: unknown) => onError(refusal(err)),
            );
          }}
        >
          Request
        </Button>
      </div>
      {short > 0 ? (
        <p className="text-sm text-muted">
          A request costs {pointsLabel(cost)}: you need {formatPoints(short)} more.
        </p>
      ) : null}
    </div>
  );
}
