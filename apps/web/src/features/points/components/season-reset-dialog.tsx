import { TriangleAlertIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t } from '@/i18n';
import { useSeasonReset } from '../api/season-reset';
import { errorMessage } from '@/lib/error-message';

/** The word the API's season reset takes (`{confirm: "RESET"}`): the same in every language. */
const CONFIRM_WORD = 'RESET';

/** Every balance to 0 at once. Typing the word is the guard: a single misclick must not wipe the community. */
export function SeasonResetDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const reset = useSeasonReset();
  const isConfirmed = typed === CONFIRM_WORD;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTyped('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed) return;
    reset.mutate(undefined, {
      onSuccess: ({ usersReset, pointsRemoved }) => {
        onOpenChange(false);
        toast({
          variant: 'success',
          description: t('points.reset.done', {
            count: usersReset,
            users: fmt().number(usersReset),
            points: pointsText(pointsRemoved),
          }),
        });
      },
      onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <TriangleAlertIcon aria-hidden="true" /> {t('points.reset.title')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('points.reset.title')} description={t('points.reset.description')}>
        <form onSubmit={onSubmit} className="grid gap-4">
          <div className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm leading-6 text-fg/90">
            {t('points.reset.warning')}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {t('points.reset.typeWord', { word: CONFIRM_WORD })}
            </label>
            <input
              id={id}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="w-full rounded-lg border border-border bg-bg px-3 py-2 font-mono text-sm outline-none focus:border-danger"
            />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('points.reset.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!isConfirmed || reset.isPending}>
              {reset.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
              {t('points.reset.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
