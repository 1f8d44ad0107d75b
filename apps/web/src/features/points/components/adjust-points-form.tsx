import { MAX_POINTS_ADJUSTMENT, POINTS_ADJUST_REASON, type AdminUserRow } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useAdjustPoints } from '../api/adjust-points';
import { FormError } from '@/components/ui/form-error';

type Direction = 'add' | 'take';
type Errors = { amount?: string; reason?: string; form?: string };

const inputClass =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger';

/** The typed amount as whole points from 1 up to the limit, or an explanation. */
function readAmount(text: string): number | string {
  if (!/^\d{1,10}$/.test(text.trim())) return amountRule();
  const n = Number(text.trim());
  if (n < 1 || n > MAX_POINTS_ADJUSTMENT) return amountRule();
  return n;
}

const amountRule = () => t('points.adjust.amountRange', { max: fmt().points(MAX_POINTS_ADJUSTMENT) });

/**
 * Adds or takes points with a required reason (POST /admin/points/adjust): the reason goes on the
 * viewer's ledger row and the audit log. The new balance is previewed; a take below 0 is refused here
 * and again by the server (which decides under concurrency).
 */
export function AdjustPointsForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const id = useId();
  const [direction, setDirection] = useState<Direction>('add');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const adjust = useAdjustPoints();
  const amount = readAmount(amountText);
  const delta = typeof amount === 'number' ? (direction === 'add' ? amount : -amount) : null;
  const after = delta === null ? null : user.points + delta;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (typeof amount === 'string') found.amount = amount;
    else if (after !== null && after < 0)
      found.amount = t('points.adjust.tooMuch', {
        user: user.username,
        balance: pointsText(user.points),
        max: fmt().points(user.points),
      });
    const trimmed = reason.trim();
    if (trimmed.length < POINTS_ADJUST_REASON.min)
      found.reason = t('points.adjust.reasonRequired', { min: fmt().number(POINTS_ADJUST_REASON.min) });
    setErrors(found);
    if (found.amount || found.reason || delta === null) return;
    adjust.mutate(
      { id: user._id, delta, reason: trimmed },
      {
        onSuccess: (result) => {
          toast({
            variant: 'success',
            description: t(result.delta > 0 ? 'points.adjust.added' : 'points.adjust.took', {
              points: pointsText(Math.abs(result.delta)),
              user: user.username,
              balance: fmt().points(result.points),
            }),
          });
          onDone();
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fields : undefined;
          setErrors({
            // The API names the field; its words are English: the field's rule is said instead.
            ...(fields?.delta ? { amount: amountRule() } : {}),
            ...(fields?.reason
              ? {
                  reason: t('points.adjust.reasonLength', {
                    min: fmt().number(POINTS_ADJUST_REASON.min),
                    max: fmt().number(POINTS_ADJUST_REASON.max),
                  }),
                }
              : {}),
            ...(fields?.delta || fields?.reason ? {} : { form: errorMessage(err) }),
          });
        },
      },
    );
  };

  const choice = (value: Direction, label: string) => (
    <label
      className={cn(
        'relative flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
        direction === value ? 'border-accent bg-accent/15 text-fg' : 'border-border text-muted',
      )}
    >
      <input
        type="radio"
        name={`${id}-direction`}
        value={value}
        checked={direction === value}
        onChange={() => setDirection(value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
      {label}
    </label>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={t('points.adjust.title', { user: user.username })}
    >
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('points.adjust.change')}</legend>
        <div className="flex gap-2">
          {choice('add', t('points.adjust.add'))}
          {choice('take', t('points.adjust.take'))}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          {t('points.adjust.amount')}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={amountText}
          onChange={(e) => {
            setAmountText(e.target.value);
            setErrors((x) => ({ ...x, amount: undefined, form: undefined }));
          }}
          aria-invalid={Boolean(errors.amount)}
          aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
          className={inputClass}
        />
        {errors.amount ? (
          <p id={`${id}-amount-error`} role="alert" className="text-xs text-danger">
            {errors.amount}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {t('points.adjust.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={POINTS_ADJUST_REASON.max}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((x) => ({ ...x, reason: undefined, form: undefined }));
          }}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className={inputClass}
        />
        {errors.reason ? (
          <p id={`${id}-reason-error`} role="alert" className="text-xs text-danger">
            {errors.reason}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-muted" data-testid="adjust-preview">
        {t('points.currentBalance', { balance: fmt().points(user.points) })}
        {after !== null ? ` ${t('points.adjust.after', { after: fmt().points(after) })}` : ''}
      </p>
      <FormError>{errors.form}</FormError>
      <Button type="submit" disabled={adjust.isPending} className="w-full">
        {adjust.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
        {direction === 'add' ? t('points.adjust.submitAdd') : t('points.adjust.submitTake')}
      </Button>
    </form>
  );
}
