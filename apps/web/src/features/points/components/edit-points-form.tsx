import { MAX_ADMIN_SET_POINTS, type AdminUserRow } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useSetPoints } from '../api/set-points';
import { toPointsValue } from '../points-input';

const limitMessage = () => t('points.edit.limit', { max: fmt().points(MAX_ADMIN_SET_POINTS) });

/** The form inside EditPointsDialog: one number, forced to an integer of at least 0, saved with PUT /points. */
export function EditPointsForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const id = useId();
  const [points, setPointsValue] = useState(user.points);
  const save = useSetPoints();
  const errorId = `${id}-error`;
  const tooBig = points > MAX_ADMIN_SET_POINTS;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooBig) return;
    save.mutate(
      { id: user._id, points },
      {
        onSuccess: (result) => {
          toast({
            variant: 'success',
            description: t('points.edit.saved', { user: user.username, points: pointsText(result.points) }),
          });
          onDone();
        },
        onError: (err) => {
          console.error('set points failed', err);
          toast({
            variant: 'destructive',
            // "Error on seted": the reference product's own words, kept on purpose (docs/product.md).
            description: t('points.edit.failed', {
              points: fmt().points(points),
              user: user.username,
              error: errorMessage(err, limitMessage()),
            }),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('points.edit.points')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ADMIN_SET_POINTS}
          step={1}
          value={points}
          aria-invalid={tooBig}
          aria-describedby={tooBig ? errorId : undefined}
          onChange={(e) => setPointsValue(toPointsValue(e.target.value))}
          className="w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger"
        />
        {tooBig ? (
          <p id={errorId} role="alert" className="text-xs text-danger">
            {limitMessage()}
          </p>
        ) : null}
        <p className="text-xs text-muted">{t('points.currentBalance', { balance: fmt().points(user.points) })}</p>
      </div>
      <Button type="submit" disabled={save.isPending || tooBig} className="w-full">
        {save.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
        {t('points.edit.save')}
      </Button>
    </form>
  );
}
