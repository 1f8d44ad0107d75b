import { moneyTextToCents, type SlotRequest } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useAddSlotRequestToHunt } from '../api/add-slot-request-to-hunt';
import type { LiveHuntBet } from '../api/get-live-hunt-bet';

/** The server's refusal: the bet's own sentence when it names the bet, else the usual sentence for the cause. */
const refusal = (err: unknown) =>
  err instanceof ApiError && err.fields?.bet ? t('slot-requests.addToHunt.betInvalid') : errorMessage(err);

/**
 * A played request's bet (dollars, as the console's add form) and Add to hunt: one click adds a bonus
 * of its slot to the live hunt. The bet starts as the live hunt's last bonus's, once that is known.
 */
export function AddToHunt({ request, hunt }: { request: SlotRequest; hunt: LiveHuntBet | undefined }) {
  const add = useAddSlotRequestToHunt();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const betId = useId();
  const bet = typed ?? (hunt?.lastBet ? (hunt.lastBet / 100).toFixed(2) : '');
  const noHunt = hunt !== undefined && !hunt.live;

  return (
    <form
      className="grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (add.isPending) return;
        const cents = moneyTextToCents(bet);
        if (!cents) {
          setError(t('slot-requests.addToHunt.betInvalid'));
          return;
        }
        setError(null);
        // mutateAsync: the row leaves the list (and unmounts) before the answer's callbacks would run.
        add.mutateAsync({ id: request._id, bet: cents }).then(
          () =>
            toast({ variant: 'success', description: t('slot-requests.addToHunt.added', { slot: request.slot.name }) }),
          (err: unknown) => setError(refusal(err)),
        );
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={betId} className="sr-only">
          {t('slot-requests.addToHunt.betLabel', { slot: request.slot.name, requester: request.requester })}
        </label>
        <span aria-hidden="true" className="text-sm text-muted">
          $
        </span>
        <input
          id={betId}
          inputMode="decimal"
          maxLength={7}
          value={bet}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
          placeholder="1.00"
          aria-invalid={Boolean(error)}
          className="w-20 rounded-lg border border-border bg-bg px-2 py-1 text-sm outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger"
        />
        <Button
          type="submit"
          size="sm"
          disabled={add.isPending || noHunt}
          title={noHunt ? t('slot-requests.addToHunt.noHunt') : undefined}
        >
          {t('slot-requests.addToHunt.add')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
