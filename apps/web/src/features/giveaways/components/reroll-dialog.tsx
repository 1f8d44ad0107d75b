import { GIVEAWAY_REASON_MAX, type Giveaway } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
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
      setProblem(t('giveaways.reroll.reasonRequired'));
      return;
    }
    setProblem(null);
    const name = winners.find((w) => w.nonce === nonce)?.name ?? t('giveaways.reroll.theWinner');
    reroll.mutate(
      { id: giveaway._id, nonce, reason: reason.trim() },
      {
        onSuccess: (g) => {
          const next = g.picks.at(-1);
          toast({
            variant: 'success',
            description:
              next && next.nonce > nonce
                ? t('giveaways.reroll.doneNext', { name, next: next.name })
                : t('giveaways.reroll.done', { name }),
          });
          onOpenChange(false);
        },
        onError: (err) =>
          setProblem(
            err instanceof ApiError && err.fields?.reason
              ? t('giveaways.reroll.reasonInvalid', { max: fmt().number(GIVEAWAY_REASON_MAX) })
              : errorMessage(err),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('giveaways.reroll.title', { title: giveaway.title })}
        description={t('giveaways.reroll.description')}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t('giveaways.reroll.formLabel')}>
          <div className="grid gap-1">
            <label htmlFor={`${id}-winner`} className="text-sm font-medium">
              {t('giveaways.reroll.winner')}
            </label>
            <select
              id={`${id}-winner`}
              className={input}
              value={nonce}
              onChange={(e) => setNonce(Number(e.currentTarget.value))}
            >
              {winners.map((w) => (
                <option key={w.nonce} value={w.nonce}>
                  {t('giveaways.reroll.option', { name: w.name, nonce: w.nonce })}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              {t('giveaways.reroll.reason')}
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
              {t('giveaways.reroll.keep')}
            </Button>
            <Button type="submit" variant="destructive" disabled={reroll.isPending || winners.length === 0}>
              {t('giveaways.reroll.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
