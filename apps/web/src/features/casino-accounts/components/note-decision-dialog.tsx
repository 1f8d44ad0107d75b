import { CASINO_NOTE_MAX, type AdminCasinoAccount } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useRevokeCasinoAccount } from '../api/revoke-casino-account';
import { useVerifyCasinoAccount } from '../api/verify-casino-account';

/** Verify or Revoke by hand: what it does, an optional note for the viewer, Confirm. */
export function NoteDecisionDialog({ account, kind }: { account: AdminCasinoAccount; kind: 'verify' | 'revoke' }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyCasinoAccount();
  const revoke = useRevokeCasinoAccount();
  const mutation = kind === 'verify' ? verify : revoke;
  const noteId = useId();
  const names = { username: account.username, sponsor: account.sponsor.name };

  const confirm = () => {
    setError(null);
    mutation.mutate(
      { id: account.id, note: note.trim() },
      {
        onSuccess: (decided) => {
          setOpen(false);
          setNote('');
          toast({
            variant: 'success',
            description: t(kind === 'verify' ? 'casino-accounts.desk.verified' : 'casino-accounts.desk.revoked', {
              username: decided.username,
            }),
          });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Button
        size="sm"
        variant={kind === 'verify' ? 'success' : 'destructive'}
        onClick={() => setOpen(true)}
        data-testid={`casino-${kind}`}
      >
        {t(kind === 'verify' ? 'casino-accounts.desk.verify' : 'casino-accounts.desk.revoke')}
      </Button>
      <DialogContent
        title={t(kind === 'verify' ? 'casino-accounts.desk.verifyTitle' : 'casino-accounts.desk.revokeTitle', names)}
        description={t(kind === 'verify' ? 'casino-accounts.desk.verifyText' : 'casino-accounts.desk.revokeText')}
      >
        <div className="grid gap-3">
          <div className="grid gap-1 text-sm">
            <label htmlFor={noteId}>{t('casino-accounts.desk.note')}</label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={CASINO_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent"
            />
          </div>
          <FormError>{error}</FormError>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('casino-accounts.desk.cancel')}</Button>
            </DialogClose>
            <Button
              variant={kind === 'verify' ? 'success' : 'destructive'}
              disabled={mutation.isPending}
              onClick={confirm}
            >
              {t(kind === 'verify' ? 'casino-accounts.desk.verify' : 'casino-accounts.desk.revoke')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
