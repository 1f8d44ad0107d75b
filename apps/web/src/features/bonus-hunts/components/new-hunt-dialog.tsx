import { HUNT_NAME_MAX, huntNameProblem } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fmt, t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useCreateHunt } from '../api/create-hunt';
import { FormError } from '@/components/ui/form-error';

const input = 'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

const PROBLEM: Record<'HUNT_NAME_REQUIRED' | 'HUNT_NAME_TOO_LONG', MessageId> = {
  HUNT_NAME_REQUIRED: 'bonus-hunts.new.nameRequired',
  HUNT_NAME_TOO_LONG: 'bonus-hunts.new.nameTooLong',
};
const problemText = (code: keyof typeof PROBLEM) => t(PROBLEM[code], { max: fmt().number(HUNT_NAME_MAX) });

/**
 * "Add new": asks for the hunt's name (1 to HUNT_NAME_MAX characters after trimming, the rule the API
 * applies too) before creating it; `onCreated` gets the new hunt's id.
 */
export function NewHuntDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (huntId: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateHunt();

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const local = huntNameProblem(name);
    if (local) {
      setProblem(problemText(local));
      return;
    }
    setProblem(null);
    create.mutate(name.trim(), {
      onSuccess: (hunt) => {
        close(false);
        onCreated(hunt.id);
      },
      onError: (err) =>
        setProblem(
          err instanceof ApiError && (err.code === 'HUNT_NAME_REQUIRED' || err.code === 'HUNT_NAME_TOO_LONG')
            ? problemText(err.code)
            : errorMessage(err),
        ),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('bonus-hunts.new.title')} description={t('bonus-hunts.new.description')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t('bonus-hunts.new.title')}>
          <div className="grid gap-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t('bonus-hunts.huntName')}
            </label>
            <input
              id={`${id}-name`}
              className={input}
              value={name}
              autoComplete="off"
              onChange={(e) => setName(e.currentTarget.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-error` : undefined}
            />
          </div>
          <FormError id={`${id}-error`}>{problem}</FormError>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('bonus-hunts.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('bonus-hunts.new.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
