import { formatPoints, MAX_ADMIN_SET_POINTS, type AdminUserRow } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { useSetPoints } from '../api/set-points';
import { toPointsValue } from '../points-input';

const limitMessage = `A balance can be at most ${formatPoints(MAX_ADMIN_SET_POINTS)} points. Enter a smaller number.`;

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
            description: `${user.username} now has ${formatPoints(result.points)} points.`,
          });
          onDone();
        },
        onError: (err) => {
          console.error('set points failed', err);
          toast({
            variant: 'destructive',
            description: `Error on seted ${points} points to ${user.username}. ${errorMessage(err, limitMessage)}`,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Points
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
            {limitMessage}
          </p>
        ) : null}
        <p className="text-xs text-muted">Current balance: {formatPoints(user.points)}</p>
      </div>
      <Button type="submit" disabled={save.isPending || tooBig} className="w-full">
        {save.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
        Save
      </Button>
    </form>
  );
}
