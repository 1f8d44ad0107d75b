import { GIVEAWAY_REASON_MAX, type Giveaway } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useRerollGiveaway } from '../api/reroll-giveaway';
import { winnersOf } from '../format';
import { FormError } from '@/components/ui/form-error';

const input = 'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

/**
 * Disqualify one winner with a public reason: the next pick (the next nonce, on the entries left)
 * replaces them. The reason shows on the giveaway's page beside the struck-through name.
 */
export function RerollDialog({
  giveaway,
  open,
  onOpenChange,
}: {
  giveaway: Giveaway;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const winners = winnersOf(giveaway);
  const [nonce, setNonce] = useState(winners[0]?.nonce ?? 0);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reroll = useRerollGiveaway();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') {
      setProblem('Give the reason: it is shown publicly.');
      return;
    }
    setProblem(null);
    const name = winners.find((w) => w.nonce === nonce)?.name ?? 'the winner';
    reroll.mutate(
      { id: giveaway._id, nonce, reason: reason.trim() },
      {
        onSuccess: (g) => {
          const next = g.picks.at(-1);
          toast({
            variant: 'success',
            description: `${name} disqualified.${next && next.nonce > nonce ? ` New pick: ${next.name}.` : ''}`,
          });
          onOpenChange(false);
        },
        onError: (err) =>
          setProblem(
            err instanceof ApiError && err.fields?.reason ? `Reason ${err.fields.reason}.` : errorMessage(err),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Reroll: ${giveaway.title}`}
        description="The winner is disqualified with this reason (shown publicly) and the next pick replaces them."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Reroll a winner">
          <div className="grid gap-1">
            <label htmlFor={`${id}-winner`} className="text-sm font-medium">
              Winner to disqualify
            </label>
            <select
              id={`${id}-winner`}
              className={input}
              value={nonce}
              onChange={(e) => setNonce(Number(e.currentTarget.value))}
            >
              {winners.map((w) => (
                <option key={w.nonce} value={w.nonce}>
                  {w.name} (pick {w.nonce})
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              Reason (public)
            </label>
            <input
              id={`${id}-reason`}
              className={input}
              maxLength={GIVEAWAY_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-error` : undefined}
            />
          </div>
          <FormError id={`${id}-error`}>{problem}</FormError>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Keep the winner
            </Button>
            <Button type="submit" variant="destructive" disabled={reroll.isPending || winners.length === 0}>
              Disqualify and reroll
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
