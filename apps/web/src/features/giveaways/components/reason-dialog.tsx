import { GIVEAWAY_REASON_MAX } from '@app/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** The look of the dialog's fields (the reason, and a caller's own select). */
export const reasonDialogInput =
  'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

/**
 * An admin action on a giveaway that must give a public reason (a reroll, a draw without the beacon):
 * the reason is required and at most GIVEAWAY_REASON_MAX characters; the API's refusal shows in the
 * form, and the dialog closes once `submit` resolves. `children` are the action's own fields, above
 * the reason.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  formLabel,
  reasonLabel,
  cancelLabel,
  submitLabel,
  pending,
  disabled = false,
  submit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  formLabel?: string;
  reasonLabel: string;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Sends the trimmed reason; a rejection is the API's error, shown in the form. */
  submit: (reason: string) => Promise<void>;
  children?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') {
      setProblem(t('giveaways.reroll.reasonRequired'));
      return;
    }
    setProblem(null);
    try {
      await submit(reason.trim());
      onOpenChange(false);
    } catch (err) {
      setProblem(
        err instanceof ApiError && err.fields?.reason
          ? t('giveaways.reroll.reasonInvalid', { max: fmt().number(GIVEAWAY_REASON_MAX) })
          : errorMessage(err),
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={formLabel}>
          {children}
          <div className="grid gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              {reasonLabel}
            </label>
            <input
              id={`${id}-reason`}
              className={reasonDialogInput}
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
              {cancelLabel}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending || disabled}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
