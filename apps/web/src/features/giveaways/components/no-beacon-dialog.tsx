import { GIVEAWAY_REASON_MAX, type Giveaway } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useDrawWithoutBeacon } from '../api/draw-without-beacon';
import { winnersOf } from '../format';

const input = 'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

/** The admin's draw without the public beacon (no drand relay answers), with a public reason. */
export function NoBeaconDialog({
  giveaway,
  open,
  onOpenChange,
}: {
  giveaway: Giveaway;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const draw = useDrawWithoutBeacon();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') {
      setProblem(t('giveaways.reroll.reasonRequired'));
      return;
    }
    setProblem(null);
    draw.mutate(
      { id: giveaway._id, reason: reason.trim() },
      {
        onSuccess: (d) => {
          const names = winnersOf(d).map((w) => w.name);
          toast({
            variant: 'success',
            description:
              names.length > 0
                ? t('giveaways.admin.drawn', { names: names.join(', ') })
                : t('giveaways.admin.drawnNoEntries'),
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
        title={t('giveaways.admin.drawWithoutBeaconTitle')}
        description={t('giveaways.admin.drawWithoutBeaconText')}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <div className="grid gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              {t('giveaways.admin.drawWithoutBeaconReason')}
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
              {t('giveaways.admin.notYet')}
            </Button>
            <Button type="submit" variant="destructive" disabled={draw.isPending}>
              {t('giveaways.admin.drawWithoutBeacon')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
