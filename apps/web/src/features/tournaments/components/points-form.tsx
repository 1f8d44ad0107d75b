import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fmt, pointsText, t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';

/**
 * The stake of a prediction (1..maxStake points) with what it is on (`choice`, the side or the
 * entrant), sent by `onSubmit`; the refusal's message shows under it as an alert.
 */
export function PointsForm({
  label,
  maxStake,
  choice,
  ready,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  maxStake: number;
  choice: ReactNode;
  /** Whether the choice is made. */
  ready: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (points: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const points = Number(text);
  const shown = problem ?? (error ? errorMessage(error) : null);
  return (
    <form
      aria-label={label}
      // Its own message for a stake out of range (in the reader's language), not the browser's bubble.
      noValidate
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return setProblem(t('tournaments.predict.pickFirst'));
        if (!Number.isInteger(points) || points < 1 || points > maxStake)
          return setProblem(t('tournaments.predict.range', { max: fmt().points(maxStake) }));
        setProblem(null);
        onSubmit(points);
      }}
    >
      {choice}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-points`} className="text-sm font-medium">
            {t('tournaments.predict.points')}
          </label>
          <input
            id={`${id}-points`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxStake}
            step={1}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-hint`}
            className="h-10 w-32 rounded-lg border border-border bg-surface-2 px-3 text-sm"
          />
        </div>
        <Button type="submit" disabled={pending}>
          {Number.isInteger(points) && points >= 1 && points <= maxStake
            ? t('tournaments.predict.submitPoints', { points: pointsText(points) })
            : t('tournaments.predict.submit')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('tournaments.predict.hint', { max: pointsText(maxStake) })}
      </p>
      {shown ? (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
