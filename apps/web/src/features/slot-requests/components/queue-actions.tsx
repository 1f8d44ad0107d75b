import type { SlotRequest } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { useMarkSlotRequestPlayed } from '../api/mark-slot-request-played';
import { useRejectSlotRequest } from '../api/reject-slot-request';
import { RejectButton } from './reject-button';

/** Played (one click) and Reject (asks a note) for an open request; a refusal shows under them. */
export function QueueActions({ request }: { request: SlotRequest }) {
  const played = useMarkSlotRequestPlayed();
  const reject = useRejectSlotRequest();
  const [error, setError] = useState<string | null>(null);
  const busy = played.isPending || reject.isPending;
  return (
    <div className="grid gap-1">
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="success"
          disabled={busy}
          onClick={() => {
            setError(null);
            // mutateAsync: the row leaves the queue (and unmounts) before the answer's callbacks would run.
            played.mutateAsync(request._id).then(
              () =>
                toast({
                  variant: 'success',
                  description: t('slot-requests.queue.playedToast', { slot: request.slot.name }),
                }),
              (err: unknown) => setError(errorMessage(err)),
            );
          }}
        >
          {t('slot-requests.queue.played')}
        </Button>
        <RejectButton
          request={request}
          pending={busy}
          onReject={(note) => {
            setError(null);
            reject.mutateAsync({ id: request._id, note }).then(
              () =>
                toast({
                  variant: 'success',
                  description: t('slot-requests.queue.rejectedToast', {
                    slot: request.slot.name,
                    requester: request.requester,
                  }),
                }),
              (err: unknown) => setError(errorMessage(err)),
            );
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
